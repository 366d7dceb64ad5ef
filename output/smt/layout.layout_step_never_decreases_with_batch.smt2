; claim layout.layout_step_never_decreases_with_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*(ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree)) <= 4*bytes_per_activation*d_model*n_layers*tokens_per_step*(batch + batch_increase)*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + bytes_per_activation*d_model*tokens_per_step*(batch + batch_increase)*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(batch + batch_increase)*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*(ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(ep_degree*peak_flops*pp_degree*tp_degree), bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree) + context*kv_bytes_per_token*(batch + batch_increase)*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun batch_increase () Real)
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
 (<= 0.0 batch_increase))
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
 (let ((?x81 (/ 1.0 n_kv_heads)))
(let ((?x82 (* tp_degree ?x81)))
(let ((?x84 (ite (>= 1.0 ?x82) 1.0 ?x82)))
(let ((?x90 (+ batch_increase batch)))
(let ((?x69 (/ 1.0 tp_degree)))
(let ((?x66 (/ 1.0 pp_degree)))
(let ((?x79 (/ 1.0 hbm_bandwidth)))
(let ((?x76 (/ 1.0 ep_degree)))
(let ((?x95 (* context kv_bytes_per_token ?x76 ?x79 ?x66 ?x69 ?x90 ?x84)))
(let ((?x80 (* bytes_per_param params_total ?x76 ?x79 ?x69)))
(let ((?x96 (+ ?x80 ?x95)))
(let ((?x77 (/ 1.0 peak_flops)))
(let ((?x94 (* flops_per_param params_active tokens_per_step ?x76 ?x77 ?x66 ?x69 ?x90)))
(let ((?x98 (ite (>= ?x94 ?x96) ?x94 ?x96)))
(let ((?x59 (+ (- 1.0) ep_degree)))
(let ((?x74 (/ 1.0 ep_link_bandwidth)))
(let ((?x72 (* ep_degree ep_degree)))
(let ((?x73 (/ 1.0 ?x72)))
(let ((?x93 (* 2.0 bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x73 ?x74 ?x69 ?x59 ?x90)))
(let ((?x63 (+ (- 1.0) tp_degree)))
(let ((?x70 (/ 1.0 tp_link_bandwidth)))
(let ((?x92 (* 4.0 bytes_per_activation tokens_per_step d_model n_layers ?x69 ?x70 ?x63 ?x90)))
(let ((?x60 (+ (- 1.0) pp_degree)))
(let ((?x67 (/ 1.0 pp_link_bandwidth)))
(let ((?x91 (* bytes_per_activation tokens_per_step d_model ?x66 ?x67 ?x60 ?x90)))
(let ((?x64 (* 4.0 tp_link_latency n_layers ?x63)))
(let ((?x61 (* 2.0 ep_link_latency n_layers ?x59)))
(let ((?x53 (* pp_link_latency ?x60)))
(let ((?x99 (+ ?x53 ?x61 ?x64 ?x91 ?x92 ?x93 ?x98)))
(let ((?x85 (* batch context kv_bytes_per_token ?x76 ?x79 ?x66 ?x69 ?x84)))
(let ((?x86 (+ ?x80 ?x85)))
(let ((?x78 (* batch flops_per_param params_active tokens_per_step ?x76 ?x77 ?x66 ?x69)))
(let ((?x88 (ite (>= ?x78 ?x86) ?x78 ?x86)))
(let ((?x75 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x73 ?x74 ?x69 ?x59)))
(let ((?x71 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x69 ?x70 ?x63)))
(let ((?x68 (* batch bytes_per_activation tokens_per_step d_model ?x66 ?x67 ?x60)))
(let ((?x89 (+ ?x53 ?x61 ?x64 ?x68 ?x71 ?x75 ?x88)))
(let (($x100 (<= ?x89 ?x99)))
(not $x100))))))))))))))))))))))))))))))))))))))))
(check-sat)
