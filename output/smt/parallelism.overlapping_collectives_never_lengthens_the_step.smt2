; claim parallelism.overlapping_collectives_never_lengthens_the_step, check proof, obligation 1
; chalk proof: the statement is TRUE over the integers
; statement: Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree)) <= 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree) + flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops)
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
 (is_int d_model))
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
 (is_int microbatches))
(assert
 (< 0.0 n_layers))
(assert
 (is_int n_layers))
(assert
 (< 0.0 p2p_links))
(assert
 (is_int p2p_links))
(assert
 (< 0.0 param_collectives))
(assert
 (is_int param_collectives))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 pipeline_stages))
(assert
 (is_int pipeline_stages))
(assert
 (< 0.0 ring_directions))
(assert
 (is_int ring_directions))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_domain))
(assert
 (is_int scaleup_domain))
(assert
 (< 0.0 tp_axes))
(assert
 (< 0.0 tp_blocks_per_layer))
(assert
 (is_int tp_blocks_per_layer))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 1.0 tp_degree))
(assert
 (let ((?x70 (/ 1.0 pipeline_stages)))
 (let ((?x69 (/ 1.0 tp_degree)))
 (let ((?x105 (* chips ?x69 ?x70)))
 (<= 1.0 ?x105)))))
(assert
 (let ((?x95 (+ (- 1.0) tp_degree)))
 (let ((?x73 (/ 1.0 ring_directions)))
 (let ((?x94 (/ 1.0 tp_axes)))
 (let ((?x72 (/ 1.0 ici_bandwidth)))
 (let ((?x65 (/ 1.0 chips)))
 (let ((?x96 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x65 ?x72 ?x94 ?x73 ?x95)))
 (let ((?x91 (+ (- 1.0) pipeline_stages)))
 (let ((?x90 (/ 1.0 p2p_links)))
 (let ((?x92 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x65 ?x72 ?x90 ?x91)))
 (let ((?x78 (/ 1.0 scaleup_domain)))
 (let ((?x79 (* tp_degree pipeline_stages ?x78)))
 (let ((?x81 (ite (<= 1.0 ?x79) 1.0 ?x79)))
 (let ((?x74 (* (- 1.0) tp_degree pipeline_stages ?x65)))
 (let ((?x82 (+ ?x74 ?x81)))
 (let ((?x84 (ite (>= 0.0 ?x82) 0.0 ?x82)))
 (let ((?x77 (/ 1.0 scaleout_bandwidth)))
 (let ((?x85 (* ?x77 ?x84)))
 (let ((?x75 (+ 1.0 ?x74)))
 (let ((?x71 (/ 1.0 fsdp_axes)))
 (let ((?x76 (* ?x71 ?x72 ?x73 ?x75)))
 (let ((?x87 (ite (>= ?x76 ?x85) ?x76 ?x85)))
 (let ((?x70 (/ 1.0 pipeline_stages)))
 (let ((?x69 (/ 1.0 tp_degree)))
 (let ((?x88 (* bytes_per_param params_total param_collectives ?x69 ?x70 ?x87)))
 (let ((?x97 (+ ?x88 ?x92 ?x96)))
 (<= 0.0 ?x97)))))))))))))))))))))))))))
(assert
 (let ((?x95 (+ (- 1.0) tp_degree)))
(let ((?x73 (/ 1.0 ring_directions)))
(let ((?x94 (/ 1.0 tp_axes)))
(let ((?x72 (/ 1.0 ici_bandwidth)))
(let ((?x65 (/ 1.0 chips)))
(let ((?x96 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x65 ?x72 ?x94 ?x73 ?x95)))
(let ((?x67 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x64 (/ 1.0 microbatches)))
(let ((?x62 (/ 1.0 peak_flops)))
(let ((?x61 (/ 1.0 mfu_train)))
(let ((?x68 (* flops_per_param_train global_batch_tokens params_active ?x65 ?x61 ?x62 ?x64 ?x67)))
(let ((?x91 (+ (- 1.0) pipeline_stages)))
(let ((?x90 (/ 1.0 p2p_links)))
(let ((?x92 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x65 ?x72 ?x90 ?x91)))
(let ((?x78 (/ 1.0 scaleup_domain)))
(let ((?x79 (* tp_degree pipeline_stages ?x78)))
(let ((?x81 (ite (<= 1.0 ?x79) 1.0 ?x79)))
(let ((?x74 (* (- 1.0) tp_degree pipeline_stages ?x65)))
(let ((?x82 (+ ?x74 ?x81)))
(let ((?x84 (ite (>= 0.0 ?x82) 0.0 ?x82)))
(let ((?x77 (/ 1.0 scaleout_bandwidth)))
(let ((?x85 (* ?x77 ?x84)))
(let ((?x75 (+ 1.0 ?x74)))
(let ((?x71 (/ 1.0 fsdp_axes)))
(let ((?x76 (* ?x71 ?x72 ?x73 ?x75)))
(let ((?x87 (ite (>= ?x76 ?x85) ?x76 ?x85)))
(let ((?x70 (/ 1.0 pipeline_stages)))
(let ((?x69 (/ 1.0 tp_degree)))
(let ((?x88 (* bytes_per_param params_total param_collectives ?x69 ?x70 ?x87)))
(let ((?x100 (+ ?x88 ?x92 ?x68 ?x96)))
(let ((?x97 (+ ?x88 ?x92 ?x96)))
(let ((?x99 (ite (>= ?x68 ?x97) ?x68 ?x97)))
(let (($x101 (<= ?x99 ?x100)))
(not $x101)))))))))))))))))))))))))))))))))))
(check-sat)
