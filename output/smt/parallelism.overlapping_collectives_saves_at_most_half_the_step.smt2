; claim parallelism.overlapping_collectives_saves_at_most_half_the_step, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*(1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*pipeline_stages*ring_directions*tp_degree) + flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops) <= 2*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*(1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*pipeline_stages*ring_directions*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_model () Real)
(declare-fun flops_per_param_train () Real)
(declare-fun fsdp_axes () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun mfu_train () Real)
(declare-fun microbatches () Real)
(declare-fun n_layers () Real)
(declare-fun p2p_links () Real)
(declare-fun param_collectives () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun pipeline_stages () Real)
(declare-fun ring_directions () Real)
(declare-fun tp_axes () Real)
(declare-fun tp_blocks_per_layer () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 flops_per_param_train))
(assert
 (< 0.0 fsdp_axes))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 mfu_train))
(assert
 (< 0.0 microbatches))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 p2p_links))
(assert
 (< 0.0 param_collectives))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 pipeline_stages))
(assert
 (< 0.0 ring_directions))
(assert
 (< 0.0 tp_axes))
(assert
 (< 0.0 tp_blocks_per_layer))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 1.0 tp_degree))
(assert
 (let ((?x63 (/ 1.0 pipeline_stages)))
 (let ((?x62 (/ 1.0 tp_degree)))
 (let ((?x81 (* chips ?x62 ?x63)))
 (<= 1.0 ?x81)))))
(assert
 (let ((?x70 (+ (- 1.0) tp_degree)))
(let ((?x64 (/ 1.0 ring_directions)))
(let ((?x69 (/ 1.0 tp_axes)))
(let ((?x49 (/ 1.0 ici_bandwidth)))
(let ((?x47 (/ 1.0 chips)))
(let ((?x71 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x47 ?x49 ?x69 ?x64 ?x70)))
(let ((?x65 (* (- 1.0) tp_degree pipeline_stages ?x47)))
(let ((?x66 (+ 1.0 ?x65)))
(let ((?x63 (/ 1.0 pipeline_stages)))
(let ((?x62 (/ 1.0 tp_degree)))
(let ((?x61 (/ 1.0 fsdp_axes)))
(let ((?x67 (* bytes_per_param params_total param_collectives ?x61 ?x49 ?x62 ?x63 ?x64 ?x66)))
(let ((?x54 (+ (- 1.0) pipeline_stages)))
(let ((?x51 (/ 1.0 p2p_links)))
(let ((?x55 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x47 ?x49 ?x51 ?x54)))
(let ((?x73 (+ ?x55 ?x67 ?x71)))
(let ((?x59 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x58 (/ 1.0 microbatches)))
(let ((?x57 (/ 1.0 peak_flops)))
(let ((?x56 (/ 1.0 mfu_train)))
(let ((?x60 (* flops_per_param_train global_batch_tokens params_active ?x47 ?x56 ?x57 ?x58 ?x59)))
(let ((?x75 (ite (>= ?x60 ?x73) ?x60 ?x73)))
(let ((?x76 (* 2.0 ?x75)))
(let ((?x72 (+ ?x55 ?x60 ?x67 ?x71)))
(let (($x77 (<= ?x72 ?x76)))
(not $x77)))))))))))))))))))))))))))
(check-sat)
