; claim layout.overlap_switch_bounds_the_step, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1)) >= batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree)) & (Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1)) >= 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1)) & (Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1)) >= batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree)) & (Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1)) <= 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree))) & (4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree)) <= 2*Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1)))
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
 (let ((?x98 (/ 1.0 n_kv_heads)))
(let ((?x99 (* tp_degree ?x98)))
(let ((?x101 (ite (>= 1.0 ?x99) 1.0 ?x99)))
(let ((?x61 (/ 1.0 tp_degree)))
(let ((?x57 (/ 1.0 pp_degree)))
(let ((?x84 (/ 1.0 hbm_bandwidth)))
(let ((?x62 (/ 1.0 ep_degree)))
(let ((?x102 (* batch context kv_bytes_per_token ?x62 ?x84 ?x57 ?x61 ?x101)))
(let ((?x90 (* (- 1.0) params_active)))
(let ((?x91 (+ params_total ?x90)))
(let ((?x93 (* (- 1.0) expert_miss)))
(let ((?x94 (+ 1.0 ?x93)))
(let ((?x85 (* (- 1.0) experts_per_token)))
(let ((?x86 (+ experts ?x85)))
(let (($x87 (>= 1.0 ?x86)))
(let ((?x88 (ite $x87 1.0 ?x86)))
(let ((?x89 (/ 1.0 ?x88)))
(let ((?x95 (* experts ?x62 ?x89 ?x94 ?x91)))
(let ((?x92 (* (- 1.0) experts_per_token ?x89 ?x91)))
(let ((?x96 (+ params_active ?x92 ?x95)))
(let ((?x97 (* bytes_per_param ?x84 ?x61 ?x96)))
(let ((?x103 (+ ?x97 ?x102)))
(let ((?x68 (+ (- 1.0) ep_degree)))
(let ((?x81 (/ 1.0 ep_link_bandwidth)))
(let ((?x79 (* ep_degree ep_degree)))
(let ((?x80 (/ 1.0 ?x79)))
(let ((?x82 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x80 ?x81 ?x61 ?x68)))
(let ((?x73 (+ (- 1.0) tp_degree)))
(let ((?x77 (/ 1.0 tp_link_bandwidth)))
(let ((?x78 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x61 ?x77 ?x73)))
(let ((?x65 (+ (- 1.0) pp_degree)))
(let ((?x75 (/ 1.0 pp_link_bandwidth)))
(let ((?x76 (* batch bytes_per_activation tokens_per_step d_model ?x57 ?x75 ?x65)))
(let ((?x74 (* 4.0 tp_link_latency n_layers ?x73)))
(let ((?x70 (ite (<= 1.0 ?x68) 1.0 ?x68)))
(let ((?x71 (* 2.0 ep_link_latency n_layers ?x70)))
(let ((?x66 (* pp_link_latency ?x65)))
(let ((?x83 (+ ?x66 ?x71 ?x74 ?x76 ?x78 ?x82)))
(let ((?x55 (/ 1.0 peak_flops)))
(let ((?x63 (* batch flops_per_param params_active tokens_per_step ?x62 ?x55 ?x57 ?x61)))
(let ((?x105 (ite (>= ?x63 ?x83) ?x63 ?x83)))
(let ((?x107 (ite (>= ?x105 ?x103) ?x105 ?x103)))
(let ((?x119 (* 2.0 ?x107)))
(let ((?x115 (ite (>= ?x63 ?x103) ?x63 ?x103)))
(let ((?x116 (+ ?x66 ?x71 ?x74 ?x76 ?x78 ?x82 ?x115)))
(let (($x120 (<= ?x116 ?x119)))
(let (($x117 (<= ?x107 ?x116)))
(let (($x112 (>= ?x107 ?x103)))
(let (($x110 (>= ?x107 ?x83)))
(let (($x108 (>= ?x107 ?x63)))
(let (($x122 (and $x108 $x110 $x112 $x117 $x120)))
(not $x122)))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
