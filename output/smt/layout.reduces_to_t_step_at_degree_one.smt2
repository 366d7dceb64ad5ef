; claim layout.reduces_to_t_step_at_degree_one, check proof, obligation 1
; chalk proof: the statement is TRUE over the integers
; statement: Eq(4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*(ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree)), Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun d_model () Real)
(declare-fun ep_degree () Real)
(declare-fun ep_link_bandwidth () Real)
(declare-fun ep_link_latency () Real)
(declare-fun experts_per_token () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun n_kv_heads () Real)
(declare-fun n_layers () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun pp_degree () Real)
(declare-fun pp_link_bandwidth () Real)
(declare-fun pp_link_latency () Real)
(declare-fun tokens_per_step () Real)
(declare-fun tp_degree () Real)
(declare-fun tp_link_bandwidth () Real)
(declare-fun tp_link_latency () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 context))
(assert
 (< 0.0 d_model))
(assert
 (is_int d_model))
(assert
 (< 0.0 ep_degree))
(assert
 (< 0.0 ep_link_bandwidth))
(assert
 (<= 0.0 ep_link_latency))
(assert
 (< 0.0 experts_per_token))
(assert
 (is_int experts_per_token))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 n_kv_heads))
(assert
 (is_int n_kv_heads))
(assert
 (< 0.0 n_layers))
(assert
 (is_int n_layers))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 pp_degree))
(assert
 (< 0.0 pp_link_bandwidth))
(assert
 (<= 0.0 pp_link_latency))
(assert
 (< 0.0 tokens_per_step))
(assert
 (< 0.0 tp_degree))
(assert
 (< 0.0 tp_link_bandwidth))
(assert
 (<= 0.0 tp_link_latency))
(assert
 (= 1.0 tp_degree))
(assert
 (= 1.0 ep_degree))
(assert
 (= 1.0 pp_degree))
(assert
 (= 1.0 chips))
(assert
 (let ((?x83 (/ 1.0 hbm_bandwidth)))
(let ((?x94 (/ 1.0 chips)))
(let ((?x97 (* batch context kv_bytes_per_token ?x94 ?x83)))
(let ((?x96 (* bytes_per_param params_total ?x94 ?x83)))
(let ((?x98 (+ ?x96 ?x97)))
(let ((?x81 (/ 1.0 peak_flops)))
(let ((?x95 (* batch flops_per_param params_active tokens_per_step ?x94 ?x81)))
(let ((?x100 (ite (>= ?x95 ?x98) ?x95 ?x98)))
(let ((?x85 (/ 1.0 n_kv_heads)))
(let ((?x86 (* tp_degree ?x85)))
(let ((?x88 (ite (>= 1.0 ?x86) 1.0 ?x86)))
(let ((?x73 (/ 1.0 tp_degree)))
(let ((?x70 (/ 1.0 pp_degree)))
(let ((?x80 (/ 1.0 ep_degree)))
(let ((?x89 (* batch context kv_bytes_per_token ?x80 ?x83 ?x70 ?x73 ?x88)))
(let ((?x84 (* bytes_per_param params_total ?x80 ?x83 ?x73)))
(let ((?x90 (+ ?x84 ?x89)))
(let ((?x82 (* batch flops_per_param params_active tokens_per_step ?x80 ?x81 ?x70 ?x73)))
(let ((?x92 (ite (>= ?x82 ?x90) ?x82 ?x90)))
(let ((?x63 (+ (- 1.0) ep_degree)))
(let ((?x78 (/ 1.0 ep_link_bandwidth)))
(let ((?x77 (/ 1.0 (* ep_degree ep_degree))))
(let ((?x79 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x77 ?x78 ?x73 ?x63)))
(let ((?x67 (+ (- 1.0) tp_degree)))
(let ((?x74 (/ 1.0 tp_link_bandwidth)))
(let ((?x75 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x73 ?x74 ?x67)))
(let ((?x64 (+ (- 1.0) pp_degree)))
(let ((?x71 (/ 1.0 pp_link_bandwidth)))
(let ((?x72 (* batch bytes_per_activation tokens_per_step d_model ?x70 ?x71 ?x64)))
(let ((?x68 (* 4.0 tp_link_latency n_layers ?x67)))
(let ((?x65 (* 2.0 ep_link_latency n_layers ?x63)))
(let ((?x57 (* pp_link_latency ?x64)))
(let ((?x93 (+ ?x57 ?x65 ?x68 ?x72 ?x75 ?x79 ?x92)))
(let (($x101 (= ?x93 ?x100)))
(not $x101))))))))))))))))))))))))))))))))))))
(check-sat)
