; claim parallelism.a_layout_step_outlasts_its_compute_and_its_collectives, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree)) >= flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops)) & (Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree)) >= 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree))
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
 (let ((?x61 (/ 1.0 pipeline_stages)))
 (let ((?x60 (/ 1.0 tp_degree)))
 (let ((?x99 (* chips ?x60 ?x61)))
 (<= 1.0 ?x99)))))
(assert
 (let ((?x86 (+ (- 1.0) tp_degree)))
(let ((?x64 (/ 1.0 ring_directions)))
(let ((?x85 (/ 1.0 tp_axes)))
(let ((?x63 (/ 1.0 ici_bandwidth)))
(let ((?x56 (/ 1.0 chips)))
(let ((?x87 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x56 ?x63 ?x85 ?x64 ?x86)))
(let ((?x82 (+ (- 1.0) pipeline_stages)))
(let ((?x81 (/ 1.0 p2p_links)))
(let ((?x83 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x56 ?x63 ?x81 ?x82)))
(let ((?x69 (/ 1.0 scaleup_domain)))
(let ((?x70 (* tp_degree pipeline_stages ?x69)))
(let ((?x72 (ite (<= 1.0 ?x70) 1.0 ?x70)))
(let ((?x65 (* (- 1.0) tp_degree pipeline_stages ?x56)))
(let ((?x73 (+ ?x65 ?x72)))
(let ((?x75 (ite (>= 0.0 ?x73) 0.0 ?x73)))
(let ((?x68 (/ 1.0 scaleout_bandwidth)))
(let ((?x76 (* ?x68 ?x75)))
(let ((?x66 (+ 1.0 ?x65)))
(let ((?x62 (/ 1.0 fsdp_axes)))
(let ((?x67 (* ?x62 ?x63 ?x64 ?x66)))
(let ((?x78 (ite (>= ?x67 ?x76) ?x67 ?x76)))
(let ((?x61 (/ 1.0 pipeline_stages)))
(let ((?x60 (/ 1.0 tp_degree)))
(let ((?x79 (* bytes_per_param params_total param_collectives ?x60 ?x61 ?x78)))
(let ((?x88 (+ ?x79 ?x83 ?x87)))
(let ((?x58 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x55 (/ 1.0 microbatches)))
(let ((?x53 (/ 1.0 peak_flops)))
(let ((?x51 (/ 1.0 mfu_train)))
(let ((?x59 (* flops_per_param_train global_batch_tokens params_active ?x56 ?x51 ?x53 ?x55 ?x58)))
(let ((?x90 (ite (>= ?x59 ?x88) ?x59 ?x88)))
(let (($x93 (>= ?x90 ?x88)))
(let (($x91 (>= ?x90 ?x59)))
(let (($x95 (and $x91 $x93)))
(not $x95))))))))))))))))))))))))))))))))))))
(check-sat)
