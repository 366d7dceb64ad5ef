; claim layout.layout_step_never_decreases_with_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree)) <= 4*bytes_per_activation*d_model*n_layers*tokens_per_step*(batch + batch_increase)*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + bytes_per_activation*d_model*tokens_per_step*(batch + batch_increase)*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(batch + batch_increase)*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(ep_degree*peak_flops*pp_degree*tp_degree), bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree) + context*kv_bytes_per_token*(batch + batch_increase)*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree))
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
(declare-fun expert_miss () Real)
(declare-fun experts () Real)
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
 (< 0.0 expert_miss))
(assert
 (< 0.0 experts))
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
 (>= 1.0 expert_miss))
(assert
 (let ((?x99 (/ 1.0 n_kv_heads)))
(let ((?x100 (* tp_degree ?x99)))
(let ((?x102 (ite (>= 1.0 ?x100) 1.0 ?x100)))
(let ((?x108 (+ batch_increase batch)))
(let ((?x75 (/ 1.0 tp_degree)))
(let ((?x72 (/ 1.0 pp_degree)))
(let ((?x85 (/ 1.0 hbm_bandwidth)))
(let ((?x82 (/ 1.0 ep_degree)))
(let ((?x113 (* context kv_bytes_per_token ?x82 ?x85 ?x72 ?x75 ?x108 ?x102)))
(let ((?x91 (* (- 1.0) params_active)))
(let ((?x92 (+ params_total ?x91)))
(let ((?x94 (* (- 1.0) expert_miss)))
(let ((?x95 (+ 1.0 ?x94)))
(let ((?x86 (* (- 1.0) experts_per_token)))
(let ((?x87 (+ experts ?x86)))
(let (($x88 (>= 1.0 ?x87)))
(let ((?x89 (ite $x88 1.0 ?x87)))
(let ((?x90 (/ 1.0 ?x89)))
(let ((?x96 (* experts ?x82 ?x90 ?x95 ?x92)))
(let ((?x93 (* (- 1.0) experts_per_token ?x90 ?x92)))
(let ((?x97 (+ params_active ?x93 ?x96)))
(let ((?x98 (* bytes_per_param ?x85 ?x75 ?x97)))
(let ((?x114 (+ ?x98 ?x113)))
(let ((?x83 (/ 1.0 peak_flops)))
(let ((?x112 (* flops_per_param params_active tokens_per_step ?x82 ?x83 ?x72 ?x75 ?x108)))
(let ((?x116 (ite (>= ?x112 ?x114) ?x112 ?x114)))
(let ((?x65 (+ (- 1.0) ep_degree)))
(let ((?x80 (/ 1.0 ep_link_bandwidth)))
(let ((?x78 (* ep_degree ep_degree)))
(let ((?x79 (/ 1.0 ?x78)))
(let ((?x111 (* 2.0 bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x79 ?x80 ?x75 ?x65 ?x108)))
(let ((?x70 (+ (- 1.0) tp_degree)))
(let ((?x76 (/ 1.0 tp_link_bandwidth)))
(let ((?x110 (* 4.0 bytes_per_activation tokens_per_step d_model n_layers ?x75 ?x76 ?x70 ?x108)))
(let ((?x64 (+ (- 1.0) pp_degree)))
(let ((?x73 (/ 1.0 pp_link_bandwidth)))
(let ((?x109 (* bytes_per_activation tokens_per_step d_model ?x72 ?x73 ?x64 ?x108)))
(let ((?x71 (* 4.0 tp_link_latency n_layers ?x70)))
(let ((?x67 (ite (<= 1.0 ?x65) 1.0 ?x65)))
(let ((?x68 (* 2.0 ep_link_latency n_layers ?x67)))
(let ((?x57 (* pp_link_latency ?x64)))
(let ((?x117 (+ ?x57 ?x68 ?x71 ?x109 ?x110 ?x111 ?x116)))
(let ((?x103 (* batch context kv_bytes_per_token ?x82 ?x85 ?x72 ?x75 ?x102)))
(let ((?x104 (+ ?x98 ?x103)))
(let ((?x84 (* batch flops_per_param params_active tokens_per_step ?x82 ?x83 ?x72 ?x75)))
(let ((?x106 (ite (>= ?x84 ?x104) ?x84 ?x104)))
(let ((?x81 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x79 ?x80 ?x75 ?x65)))
(let ((?x77 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x75 ?x76 ?x70)))
(let ((?x74 (* batch bytes_per_activation tokens_per_step d_model ?x72 ?x73 ?x64)))
(let ((?x107 (+ ?x57 ?x68 ?x71 ?x74 ?x77 ?x81 ?x106)))
(let (($x118 (<= ?x107 ?x117)))
(not $x118)))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
