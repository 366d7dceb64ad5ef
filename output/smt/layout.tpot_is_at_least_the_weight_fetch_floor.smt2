; claim layout.tpot_is_at_least_the_weight_fetch_floor, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree) >= bytes_per_param*params_active/(ep_degree*hbm_bandwidth*pp_degree*tp_degree)) & (4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree)) >= bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree))
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
(declare-fun expert_miss () Real)
(declare-fun expert_miss_ratio () Real)
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
 (< 0.0 expert_miss_ratio))
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
 (>= 1.0 expert_miss_ratio))
(assert
 (let ((?x125 (/ 1.0 experts)))
 (let ((?x126 (* (- 1.0) experts_per_token ?x125)))
 (let ((?x127 (+ 1.0 ?x126)))
 (<= expert_miss ?x127)))))
(assert
 (<= experts_per_token experts))
(assert
 (<= params_active params_total))
(assert
 (let ((?x69 (* (- 1.0) params_active)))
 (let ((?x70 (+ params_total ?x69)))
 (let ((?x63 (* (- 1.0) experts_per_token)))
 (let ((?x65 (+ experts ?x63)))
 (let (($x66 (>= 1.0 ?x65)))
 (let ((?x67 (ite $x66 1.0 ?x65)))
 (let ((?x68 (/ 1.0 ?x67)))
 (let ((?x71 (* (- 1.0) experts_per_token ?x68 ?x70)))
 (let ((?x134 (+ params_active ?x71)))
 (<= 0.0 ?x134)))))))))))
(assert
 (let ((?x69 (* (- 1.0) params_active)))
(let ((?x70 (+ params_total ?x69)))
(let ((?x73 (* (- 1.0) expert_miss)))
(let ((?x74 (+ 1.0 ?x73)))
(let ((?x63 (* (- 1.0) experts_per_token)))
(let ((?x65 (+ experts ?x63)))
(let (($x66 (>= 1.0 ?x65)))
(let ((?x67 (ite $x66 1.0 ?x65)))
(let ((?x68 (/ 1.0 ?x67)))
(let ((?x72 (/ 1.0 ep_degree)))
(let ((?x75 (* experts ?x72 ?x68 ?x74 ?x70)))
(let ((?x71 (* (- 1.0) experts_per_token ?x68 ?x70)))
(let ((?x76 (+ params_active ?x71 ?x75)))
(let ((?x57 (/ 1.0 tp_degree)))
(let ((?x64 (/ 1.0 hbm_bandwidth)))
(let ((?x77 (* bytes_per_param ?x64 ?x57 ?x76)))
(let ((?x102 (/ 1.0 n_kv_heads)))
(let ((?x103 (* tp_degree ?x102)))
(let ((?x105 (ite (>= 1.0 ?x103) 1.0 ?x103)))
(let ((?x78 (/ 1.0 pp_degree)))
(let ((?x106 (* batch context kv_bytes_per_token ?x72 ?x64 ?x78 ?x57 ?x105)))
(let ((?x107 (+ ?x77 ?x106)))
(let ((?x100 (/ 1.0 peak_flops)))
(let ((?x101 (* batch flops_per_param params_active tokens_per_step ?x72 ?x100 ?x78 ?x57)))
(let ((?x109 (ite (>= ?x101 ?x107) ?x101 ?x107)))
(let ((?x85 (+ (- 1.0) ep_degree)))
(let ((?x98 (/ 1.0 ep_link_bandwidth)))
(let ((?x96 (* ep_degree ep_degree)))
(let ((?x97 (/ 1.0 ?x96)))
(let ((?x99 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x97 ?x98 ?x57 ?x85)))
(let ((?x90 (+ (- 1.0) tp_degree)))
(let ((?x94 (/ 1.0 tp_link_bandwidth)))
(let ((?x95 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x57 ?x94 ?x90)))
(let ((?x82 (+ (- 1.0) pp_degree)))
(let ((?x92 (/ 1.0 pp_link_bandwidth)))
(let ((?x93 (* batch bytes_per_activation tokens_per_step d_model ?x78 ?x92 ?x82)))
(let ((?x91 (* 4.0 tp_link_latency n_layers ?x90)))
(let ((?x87 (ite (<= 1.0 ?x85) 1.0 ?x85)))
(let ((?x88 (* 2.0 ep_link_latency n_layers ?x87)))
(let ((?x83 (* pp_link_latency ?x82)))
(let ((?x110 (+ ?x83 ?x88 ?x91 ?x93 ?x95 ?x99 ?x109)))
(let (($x111 (>= ?x110 ?x77)))
(let ((?x79 (* bytes_per_param params_active ?x72 ?x64 ?x78 ?x57)))
(let (($x80 (>= ?x77 ?x79)))
(let (($x113 (and $x80 $x111)))
(not $x113)))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
