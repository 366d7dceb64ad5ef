; claim layout.pipeline_fill_keeps_ttft_above_the_whole_replica_prefill, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 4*bytes_per_activation*d_model*n_layers*prefill_tokens*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + bytes_per_activation*d_model*prefill_tokens*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + 2*bytes_per_activation*d_model*experts_per_token*n_layers*prefill_tokens*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*(ep_degree - 1) + 4*n_layers*tp_link_latency*(tp_degree - 1) + pp_link_latency*(pp_degree - 1) + Max((attention_param_equivalent*flops_per_param*head_dim*n_heads*n_layers*prefill_tokens**2/prefill_sequences + flops_per_param*params_active*prefill_tokens)/(ep_degree*peak_flops*tp_degree), bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree)) >= (attention_param_equivalent*flops_per_param*head_dim*n_heads*n_layers*prefill_tokens**2/prefill_sequences + flops_per_param*params_active*prefill_tokens)/(ep_degree*peak_flops*pp_degree*tp_degree)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun attention_param_equivalent () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun d_model () Real)
(declare-fun ep_degree () Real)
(declare-fun ep_link_bandwidth () Real)
(declare-fun ep_link_latency () Real)
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
 (let ((?x80 (* prefill_tokens prefill_tokens)))
(let ((?x79 (/ 1.0 prefill_sequences)))
(let ((?x81 (* attention_param_equivalent flops_per_param head_dim n_heads n_layers ?x79 ?x80)))
(let ((?x78 (* flops_per_param params_active prefill_tokens)))
(let ((?x82 (+ ?x78 ?x81)))
(let ((?x67 (/ 1.0 tp_degree)))
(let ((?x64 (/ 1.0 pp_degree)))
(let ((?x77 (/ 1.0 peak_flops)))
(let ((?x74 (/ 1.0 ep_degree)))
(let ((?x87 (* ?x74 ?x77 ?x64 ?x67 ?x82)))
(let ((?x83 (* ?x74 ?x77 ?x67 ?x82)))
(let ((?x75 (/ 1.0 hbm_bandwidth)))
(let ((?x76 (* bytes_per_param params_total ?x74 ?x75 ?x67)))
(let ((?x85 (ite (>= ?x76 ?x83) ?x76 ?x83)))
(let ((?x57 (+ (- 1.0) ep_degree)))
(let ((?x72 (/ 1.0 ep_link_bandwidth)))
(let ((?x70 (* ep_degree ep_degree)))
(let ((?x71 (/ 1.0 ?x70)))
(let ((?x73 (* 2.0 bytes_per_activation prefill_tokens d_model experts_per_token n_layers ?x71 ?x72 ?x67 ?x57)))
(let ((?x61 (+ (- 1.0) tp_degree)))
(let ((?x68 (/ 1.0 tp_link_bandwidth)))
(let ((?x69 (* 4.0 bytes_per_activation prefill_tokens d_model n_layers ?x67 ?x68 ?x61)))
(let ((?x58 (+ (- 1.0) pp_degree)))
(let ((?x65 (/ 1.0 pp_link_bandwidth)))
(let ((?x66 (* bytes_per_activation prefill_tokens d_model ?x64 ?x65 ?x58)))
(let ((?x62 (* 4.0 tp_link_latency n_layers ?x61)))
(let ((?x59 (* 2.0 ep_link_latency n_layers ?x57)))
(let ((?x51 (* pp_link_latency ?x58)))
(let ((?x86 (+ ?x51 ?x59 ?x62 ?x66 ?x69 ?x73 ?x85)))
(let (($x88 (>= ?x86 ?x87)))
(not $x88))))))))))))))))))))))))))))))))
(check-sat)
