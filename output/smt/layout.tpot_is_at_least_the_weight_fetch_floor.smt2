; claim layout.tpot_is_at_least_the_weight_fetch_floor, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree) >= bytes_per_param*params_total/(ep_degree*hbm_bandwidth*pp_degree*tp_degree)) & (4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*(ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree)) >= bytes_per_param*params_total/(ep_degree*hbm_bandwidth*pp_degree*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
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
 (< 0.0 context))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 ep_degree))
(assert
 (< 0.0 ep_link_bandwidth))
(assert
 (<= 0.0 ep_link_latency))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 n_kv_heads))
(assert
 (< 0.0 n_layers))
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
 (<= 1.0 tp_degree))
(assert
 (<= 1.0 ep_degree))
(assert
 (<= 1.0 pp_degree))
(assert
 (let ((?x53 (/ 1.0 tp_degree)))
(let ((?x59 (/ 1.0 pp_degree)))
(let ((?x51 (/ 1.0 hbm_bandwidth)))
(let ((?x58 (/ 1.0 ep_degree)))
(let ((?x60 (* bytes_per_param params_total ?x58 ?x51 ?x59 ?x53)))
(let ((?x82 (/ 1.0 n_kv_heads)))
(let ((?x83 (* tp_degree ?x82)))
(let ((?x85 (ite (>= 1.0 ?x83) 1.0 ?x83)))
(let ((?x86 (* batch context kv_bytes_per_token ?x58 ?x51 ?x59 ?x53 ?x85)))
(let ((?x57 (* bytes_per_param params_total ?x58 ?x51 ?x53)))
(let ((?x87 (+ ?x57 ?x86)))
(let ((?x80 (/ 1.0 peak_flops)))
(let ((?x81 (* batch flops_per_param params_active tokens_per_step ?x58 ?x80 ?x59 ?x53)))
(let ((?x89 (ite (>= ?x81 ?x87) ?x81 ?x87)))
(let ((?x67 (+ (- 1.0) ep_degree)))
(let ((?x78 (/ 1.0 ep_link_bandwidth)))
(let ((?x76 (* ep_degree ep_degree)))
(let ((?x77 (/ 1.0 ?x76)))
(let ((?x79 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x77 ?x78 ?x53 ?x67)))
(let ((?x70 (+ (- 1.0) tp_degree)))
(let ((?x74 (/ 1.0 tp_link_bandwidth)))
(let ((?x75 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x53 ?x74 ?x70)))
(let ((?x64 (+ (- 1.0) pp_degree)))
(let ((?x72 (/ 1.0 pp_link_bandwidth)))
(let ((?x73 (* batch bytes_per_activation tokens_per_step d_model ?x59 ?x72 ?x64)))
(let ((?x71 (* 4.0 tp_link_latency n_layers ?x70)))
(let ((?x68 (* 2.0 ep_link_latency n_layers ?x67)))
(let ((?x65 (* pp_link_latency ?x64)))
(let ((?x90 (+ ?x65 ?x68 ?x71 ?x73 ?x75 ?x79 ?x89)))
(let (($x91 (>= ?x90 ?x60)))
(let (($x61 (>= ?x57 ?x60)))
(let (($x93 (and $x61 $x91)))
(not $x93))))))))))))))))))))))))))))))))))
(check-sat)
