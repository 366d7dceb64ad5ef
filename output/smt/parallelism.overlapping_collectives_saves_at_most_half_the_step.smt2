; claim parallelism.overlapping_collectives_saves_at_most_half_the_step, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree) + flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops) <= 2*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree))
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
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleup_domain () Real)
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
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_domain))
(assert
 (< 0.0 tp_axes))
(assert
 (< 0.0 tp_blocks_per_layer))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 1.0 tp_degree))
(assert
 (let ((?x51 (/ 1.0 pipeline_stages)))
 (let ((?x56 (/ 1.0 tp_degree)))
 (let ((?x97 (* chips ?x56 ?x51)))
 (<= 1.0 ?x97)))))
(assert
 (let ((?x86 (+ (- 1.0) tp_degree)))
(let ((?x57 (/ 1.0 ring_directions)))
(let ((?x85 (/ 1.0 tp_axes)))
(let ((?x55 (/ 1.0 ici_bandwidth)))
(let ((?x59 (/ 1.0 chips)))
(let ((?x87 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x59 ?x55 ?x85 ?x57 ?x86)))
(let ((?x77 (+ (- 1.0) pipeline_stages)))
(let ((?x76 (/ 1.0 p2p_links)))
(let ((?x78 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x59 ?x55 ?x76 ?x77)))
(let ((?x64 (/ 1.0 scaleup_domain)))
(let ((?x65 (* tp_degree pipeline_stages ?x64)))
(let ((?x67 (ite (<= 1.0 ?x65) 1.0 ?x65)))
(let ((?x60 (* (- 1.0) tp_degree pipeline_stages ?x59)))
(let ((?x68 (+ ?x60 ?x67)))
(let ((?x70 (ite (>= 0.0 ?x68) 0.0 ?x68)))
(let ((?x63 (/ 1.0 scaleout_bandwidth)))
(let ((?x71 (* ?x63 ?x70)))
(let ((?x61 (+ 1.0 ?x60)))
(let ((?x53 (/ 1.0 fsdp_axes)))
(let ((?x62 (* ?x53 ?x55 ?x57 ?x61)))
(let ((?x73 (ite (>= ?x62 ?x71) ?x62 ?x71)))
(let ((?x51 (/ 1.0 pipeline_stages)))
(let ((?x56 (/ 1.0 tp_degree)))
(let ((?x74 (* bytes_per_param params_total param_collectives ?x56 ?x51 ?x73)))
(let ((?x89 (+ ?x74 ?x78 ?x87)))
(let ((?x82 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x81 (/ 1.0 microbatches)))
(let ((?x80 (/ 1.0 peak_flops)))
(let ((?x79 (/ 1.0 mfu_train)))
(let ((?x83 (* flops_per_param_train global_batch_tokens params_active ?x59 ?x79 ?x80 ?x81 ?x82)))
(let ((?x91 (ite (>= ?x83 ?x89) ?x83 ?x89)))
(let ((?x92 (* 2.0 ?x91)))
(let ((?x88 (+ ?x74 ?x78 ?x83 ?x87)))
(let (($x93 (<= ?x88 ?x92)))
(not $x93))))))))))))))))))))))))))))))))))))
(check-sat)
