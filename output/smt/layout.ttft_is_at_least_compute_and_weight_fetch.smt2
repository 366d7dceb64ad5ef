; claim layout.ttft_is_at_least_compute_and_weight_fetch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (4*bytes_per_activation*d_model*n_layers*prefill_tokens*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + bytes_per_activation*d_model*prefill_tokens*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*bytes_per_activation*d_model*experts_per_token*n_layers*prefill_tokens*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), (attention_param_equivalent*flops_per_param*head_dim*n_heads*n_layers*prefill_tokens**2/prefill_sequences + flops_per_param*params_active*prefill_tokens)/(ep_degree*peak_flops*tp_degree)) >= (attention_param_equivalent*flops_per_param*head_dim*n_heads*n_layers*prefill_tokens**2/prefill_sequences + flops_per_param*params_active*prefill_tokens)/(ep_degree*peak_flops*tp_degree)) & (4*bytes_per_activation*d_model*n_layers*prefill_tokens*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + bytes_per_activation*d_model*prefill_tokens*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*bytes_per_activation*d_model*experts_per_token*n_layers*prefill_tokens*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max(bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), (attention_param_equivalent*flops_per_param*head_dim*n_heads*n_layers*prefill_tokens**2/prefill_sequences + flops_per_param*params_active*prefill_tokens)/(ep_degree*peak_flops*tp_degree)) >= bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun attention_param_equivalent () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun d_model () Real)
(declare-fun ep_degree () Real)
(declare-fun ep_link_bandwidth () Real)
(declare-fun ep_link_latency () Real)
(declare-fun expert_miss () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun head_dim () Real)
(declare-fun n_heads () Real)
(declare-fun n_layers () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun pp_degree () Real)
(declare-fun pp_link_bandwidth () Real)
(declare-fun pp_link_latency () Real)
(declare-fun prefill_sequences () Real)
(declare-fun prefill_tokens () Real)
(declare-fun tp_degree () Real)
(declare-fun tp_link_bandwidth () Real)
(declare-fun tp_link_latency () Real)
(assert
 (< 0.0 attention_param_equivalent))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
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
 (< 0.0 head_dim))
(assert
 (< 0.0 n_heads))
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
 (< 0.0 prefill_sequences))
(assert
 (< 0.0 prefill_tokens))
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
 (let ((?x94 (* (- 1.0) params_active)))
(let ((?x95 (+ params_total ?x94)))
(let ((?x97 (* (- 1.0) expert_miss)))
(let ((?x98 (+ 1.0 ?x97)))
(let ((?x89 (* (- 1.0) experts_per_token)))
(let ((?x90 (+ experts ?x89)))
(let (($x91 (>= 1.0 ?x90)))
(let ((?x92 (ite $x91 1.0 ?x90)))
(let ((?x93 (/ 1.0 ?x92)))
(let ((?x80 (/ 1.0 ep_degree)))
(let ((?x99 (* experts ?x80 ?x93 ?x98 ?x95)))
(let ((?x96 (* (- 1.0) experts_per_token ?x93 ?x95)))
(let ((?x100 (+ params_active ?x96 ?x99)))
(let ((?x73 (/ 1.0 tp_degree)))
(let ((?x88 (/ 1.0 hbm_bandwidth)))
(let ((?x101 (* bytes_per_param ?x88 ?x73 ?x100)))
(let ((?x84 (* prefill_tokens prefill_tokens)))
(let ((?x83 (/ 1.0 prefill_sequences)))
(let ((?x85 (* attention_param_equivalent flops_per_param head_dim n_heads n_layers ?x83 ?x84)))
(let ((?x82 (* flops_per_param params_active prefill_tokens)))
(let ((?x86 (+ ?x82 ?x85)))
(let ((?x81 (/ 1.0 peak_flops)))
(let ((?x87 (* ?x80 ?x81 ?x73 ?x86)))
(let ((?x103 (ite (>= ?x87 ?x101) ?x87 ?x101)))
(let ((?x63 (+ (- 1.0) ep_degree)))
(let ((?x78 (/ 1.0 ep_link_bandwidth)))
(let ((?x76 (* ep_degree ep_degree)))
(let ((?x77 (/ 1.0 ?x76)))
(let ((?x79 (* 2.0 bytes_per_activation prefill_tokens d_model experts_per_token n_layers ?x77 ?x78 ?x73 ?x63)))
(let ((?x68 (+ (- 1.0) tp_degree)))
(let ((?x74 (/ 1.0 tp_link_bandwidth)))
(let ((?x75 (* 4.0 bytes_per_activation prefill_tokens d_model n_layers ?x73 ?x74 ?x68)))
(let ((?x62 (+ (- 1.0) pp_degree)))
(let ((?x71 (/ 1.0 pp_link_bandwidth)))
(let ((?x70 (/ 1.0 pp_degree)))
(let ((?x72 (* bytes_per_activation prefill_tokens d_model ?x70 ?x71 ?x62)))
(let ((?x69 (* 4.0 tp_link_latency n_layers ?x68)))
(let ((?x65 (ite (<= 1.0 ?x63) 1.0 ?x63)))
(let ((?x66 (* 2.0 ep_link_latency n_layers ?x65)))
(let ((?x55 (* pp_link_latency ?x62)))
(let ((?x104 (+ ?x55 ?x66 ?x69 ?x72 ?x75 ?x79 ?x103)))
(let (($x107 (>= ?x104 ?x101)))
(let (($x105 (>= ?x104 ?x87)))
(let (($x109 (and $x105 $x107)))
(not $x109))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
