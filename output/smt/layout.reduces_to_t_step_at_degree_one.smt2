; claim layout.reduces_to_t_step_at_degree_one, check proof, obligation 1
; chalk proof: the statement is TRUE over the integers
; statement: Eq(4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(batch*flops_per_param*params_active*tokens_per_step/(ep_degree*peak_flops*pp_degree*tp_degree), batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*hbm_bandwidth*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree)), Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
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
 (< 0.0 expert_miss))
(assert
 (< 0.0 experts))
(assert
 (is_int experts))
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
 (= experts experts_per_token))
(assert
 (= params_active params_total))
(assert
 (let ((?x90 (/ 1.0 hbm_bandwidth)))
(let ((?x113 (/ 1.0 chips)))
(let ((?x116 (* batch context kv_bytes_per_token ?x113 ?x90)))
(let ((?x115 (* bytes_per_param params_total ?x113 ?x90)))
(let ((?x117 (+ ?x115 ?x116)))
(let ((?x88 (/ 1.0 peak_flops)))
(let ((?x114 (* batch flops_per_param params_active tokens_per_step ?x113 ?x88)))
(let ((?x119 (ite (>= ?x114 ?x117) ?x114 ?x117)))
(let ((?x104 (/ 1.0 n_kv_heads)))
(let ((?x105 (* tp_degree ?x104)))
(let ((?x107 (ite (>= 1.0 ?x105) 1.0 ?x105)))
(let ((?x80 (/ 1.0 tp_degree)))
(let ((?x77 (/ 1.0 pp_degree)))
(let ((?x87 (/ 1.0 ep_degree)))
(let ((?x108 (* batch context kv_bytes_per_token ?x87 ?x90 ?x77 ?x80 ?x107)))
(let ((?x96 (* (- 1.0) params_active)))
(let ((?x97 (+ params_total ?x96)))
(let ((?x99 (* (- 1.0) expert_miss)))
(let ((?x100 (+ 1.0 ?x99)))
(let ((?x91 (* (- 1.0) experts_per_token)))
(let ((?x92 (+ experts ?x91)))
(let ((?x94 (ite (>= 1.0 ?x92) 1.0 ?x92)))
(let ((?x95 (/ 1.0 ?x94)))
(let ((?x101 (* experts ?x87 ?x95 ?x100 ?x97)))
(let ((?x98 (* (- 1.0) experts_per_token ?x95 ?x97)))
(let ((?x102 (+ params_active ?x98 ?x101)))
(let ((?x103 (* bytes_per_param ?x90 ?x80 ?x102)))
(let ((?x109 (+ ?x103 ?x108)))
(let ((?x89 (* batch flops_per_param params_active tokens_per_step ?x87 ?x88 ?x77 ?x80)))
(let ((?x111 (ite (>= ?x89 ?x109) ?x89 ?x109)))
(let ((?x70 (+ (- 1.0) ep_degree)))
(let ((?x85 (/ 1.0 ep_link_bandwidth)))
(let ((?x84 (/ 1.0 (* ep_degree ep_degree))))
(let ((?x86 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x84 ?x85 ?x80 ?x70)))
(let ((?x75 (+ (- 1.0) tp_degree)))
(let ((?x81 (/ 1.0 tp_link_bandwidth)))
(let ((?x82 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x80 ?x81 ?x75)))
(let ((?x69 (+ (- 1.0) pp_degree)))
(let ((?x78 (/ 1.0 pp_link_bandwidth)))
(let ((?x79 (* batch bytes_per_activation tokens_per_step d_model ?x77 ?x78 ?x69)))
(let ((?x76 (* 4.0 tp_link_latency n_layers ?x75)))
(let ((?x72 (ite (<= 1.0 ?x70) 1.0 ?x70)))
(let ((?x73 (* 2.0 ep_link_latency n_layers ?x72)))
(let ((?x62 (* pp_link_latency ?x69)))
(let ((?x112 (+ ?x62 ?x73 ?x76 ?x79 ?x82 ?x86 ?x111)))
(let (($x120 (= ?x112 ?x119)))
(not $x120))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
