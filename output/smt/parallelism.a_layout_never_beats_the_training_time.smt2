; claim parallelism.a_layout_never_beats_the_training_time, check proof, obligation 1
; chalk proof: every term is defined over the integers
; statement: (flops_per_param_train*global_batch_tokens*params_active/(chips*peak_flops*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree))) <= mfu_train) & (tokens_pretrain*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree))/global_batch_tokens >= flops_per_param_train*params_active*tokens_pretrain/(chips*mfu_train*peak_flops))
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
(declare-fun tokens_pretrain () Real)
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
 (< 0.0 tokens_pretrain))
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
 (let ((?x72 (/ 1.0 pipeline_stages)))
 (let ((?x71 (/ 1.0 tp_degree)))
 (let ((?x118 (* chips ?x71 ?x72)))
 (<= 1.0 ?x118)))))
(assert
 (let ((?x97 (+ (- 1.0) tp_degree)))
(let ((?x75 (/ 1.0 ring_directions)))
(let ((?x96 (/ 1.0 tp_axes)))
(let ((?x74 (/ 1.0 ici_bandwidth)))
(let ((?x67 (/ 1.0 chips)))
(let ((?x98 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x67 ?x74 ?x96 ?x75 ?x97)))
(let ((?x93 (+ (- 1.0) pipeline_stages)))
(let ((?x92 (/ 1.0 p2p_links)))
(let ((?x94 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x67 ?x74 ?x92 ?x93)))
(let ((?x80 (/ 1.0 scaleup_domain)))
(let ((?x81 (* tp_degree pipeline_stages ?x80)))
(let ((?x83 (ite (<= 1.0 ?x81) 1.0 ?x81)))
(let ((?x76 (* (- 1.0) tp_degree pipeline_stages ?x67)))
(let ((?x84 (+ ?x76 ?x83)))
(let ((?x86 (ite (>= 0.0 ?x84) 0.0 ?x84)))
(let ((?x79 (/ 1.0 scaleout_bandwidth)))
(let ((?x87 (* ?x79 ?x86)))
(let ((?x77 (+ 1.0 ?x76)))
(let ((?x73 (/ 1.0 fsdp_axes)))
(let ((?x78 (* ?x73 ?x74 ?x75 ?x77)))
(let ((?x89 (ite (>= ?x78 ?x87) ?x78 ?x87)))
(let ((?x72 (/ 1.0 pipeline_stages)))
(let ((?x71 (/ 1.0 tp_degree)))
(let ((?x90 (* bytes_per_param params_total param_collectives ?x71 ?x72 ?x89)))
(let ((?x99 (+ ?x90 ?x94 ?x98)))
(let ((?x69 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x66 (/ 1.0 microbatches)))
(let ((?x63 (/ 1.0 peak_flops)))
(let ((?x64 (/ 1.0 mfu_train)))
(let ((?x70 (* flops_per_param_train global_batch_tokens params_active ?x67 ?x64 ?x63 ?x66 ?x69)))
(let ((?x101 (ite (>= ?x70 ?x99) ?x70 ?x99)))
(let (($x103 (and (distinct ?x101 0.0) true)))
(let (($x121 (and $x103)))
(not $x121)))))))))))))))))))))))))))))))))))
(check-sat)

(reset)
; claim parallelism.a_layout_never_beats_the_training_time, check proof, obligation 2
; chalk proof: where they are, the statement is TRUE over the integers
; statement: (flops_per_param_train*global_batch_tokens*params_active/(chips*peak_flops*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree))) <= mfu_train) & (tokens_pretrain*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree))/global_batch_tokens >= flops_per_param_train*params_active*tokens_pretrain/(chips*mfu_train*peak_flops))
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
(declare-fun tokens_pretrain () Real)
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
 (< 0.0 tokens_pretrain))
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
 (let ((?x72 (/ 1.0 pipeline_stages)))
 (let ((?x71 (/ 1.0 tp_degree)))
 (let ((?x118 (* chips ?x71 ?x72)))
 (<= 1.0 ?x118)))))
(assert
 (let ((?x97 (+ (- 1.0) tp_degree)))
 (let ((?x75 (/ 1.0 ring_directions)))
 (let ((?x96 (/ 1.0 tp_axes)))
 (let ((?x74 (/ 1.0 ici_bandwidth)))
 (let ((?x67 (/ 1.0 chips)))
 (let ((?x98 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x67 ?x74 ?x96 ?x75 ?x97)))
 (let ((?x93 (+ (- 1.0) pipeline_stages)))
 (let ((?x92 (/ 1.0 p2p_links)))
 (let ((?x94 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x67 ?x74 ?x92 ?x93)))
 (let ((?x80 (/ 1.0 scaleup_domain)))
 (let ((?x81 (* tp_degree pipeline_stages ?x80)))
 (let ((?x83 (ite (<= 1.0 ?x81) 1.0 ?x81)))
 (let ((?x76 (* (- 1.0) tp_degree pipeline_stages ?x67)))
 (let ((?x84 (+ ?x76 ?x83)))
 (let ((?x86 (ite (>= 0.0 ?x84) 0.0 ?x84)))
 (let ((?x79 (/ 1.0 scaleout_bandwidth)))
 (let ((?x87 (* ?x79 ?x86)))
 (let ((?x77 (+ 1.0 ?x76)))
 (let ((?x73 (/ 1.0 fsdp_axes)))
 (let ((?x78 (* ?x73 ?x74 ?x75 ?x77)))
 (let ((?x89 (ite (>= ?x78 ?x87) ?x78 ?x87)))
 (let ((?x72 (/ 1.0 pipeline_stages)))
 (let ((?x71 (/ 1.0 tp_degree)))
 (let ((?x90 (* bytes_per_param params_total param_collectives ?x71 ?x72 ?x89)))
 (let ((?x99 (+ ?x90 ?x94 ?x98)))
 (let ((?x69 (+ (- 1.0) microbatches pipeline_stages)))
 (let ((?x66 (/ 1.0 microbatches)))
 (let ((?x63 (/ 1.0 peak_flops)))
 (let ((?x64 (/ 1.0 mfu_train)))
 (let ((?x70 (* flops_per_param_train global_batch_tokens params_active ?x67 ?x64 ?x63 ?x66 ?x69)))
 (let ((?x101 (ite (>= ?x70 ?x99) ?x70 ?x99)))
 (let (($x103 (and (distinct ?x101 0.0) true)))
 (and $x103))))))))))))))))))))))))))))))))))
(assert
 (let ((?x63 (/ 1.0 peak_flops)))
(let ((?x64 (/ 1.0 mfu_train)))
(let ((?x67 (/ 1.0 chips)))
(let ((?x111 (* flops_per_param_train params_active tokens_pretrain ?x67 ?x64 ?x63)))
(let ((?x97 (+ (- 1.0) tp_degree)))
(let ((?x75 (/ 1.0 ring_directions)))
(let ((?x96 (/ 1.0 tp_axes)))
(let ((?x74 (/ 1.0 ici_bandwidth)))
(let ((?x98 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x67 ?x74 ?x96 ?x75 ?x97)))
(let ((?x93 (+ (- 1.0) pipeline_stages)))
(let ((?x92 (/ 1.0 p2p_links)))
(let ((?x94 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x67 ?x74 ?x92 ?x93)))
(let ((?x80 (/ 1.0 scaleup_domain)))
(let ((?x81 (* tp_degree pipeline_stages ?x80)))
(let ((?x83 (ite (<= 1.0 ?x81) 1.0 ?x81)))
(let ((?x76 (* (- 1.0) tp_degree pipeline_stages ?x67)))
(let ((?x84 (+ ?x76 ?x83)))
(let ((?x86 (ite (>= 0.0 ?x84) 0.0 ?x84)))
(let ((?x79 (/ 1.0 scaleout_bandwidth)))
(let ((?x87 (* ?x79 ?x86)))
(let ((?x77 (+ 1.0 ?x76)))
(let ((?x73 (/ 1.0 fsdp_axes)))
(let ((?x78 (* ?x73 ?x74 ?x75 ?x77)))
(let ((?x89 (ite (>= ?x78 ?x87) ?x78 ?x87)))
(let ((?x72 (/ 1.0 pipeline_stages)))
(let ((?x71 (/ 1.0 tp_degree)))
(let ((?x90 (* bytes_per_param params_total param_collectives ?x71 ?x72 ?x89)))
(let ((?x99 (+ ?x90 ?x94 ?x98)))
(let ((?x69 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x66 (/ 1.0 microbatches)))
(let ((?x70 (* flops_per_param_train global_batch_tokens params_active ?x67 ?x64 ?x63 ?x66 ?x69)))
(let ((?x101 (ite (>= ?x70 ?x99) ?x70 ?x99)))
(let ((?x109 (/ 1.0 global_batch_tokens)))
(let ((?x110 (* tokens_pretrain ?x109 ?x101)))
(let (($x112 (>= ?x110 ?x111)))
(let ((?x102 (/ 1.0 ?x101)))
(let ((?x104 (* flops_per_param_train global_batch_tokens params_active ?x67 ?x63 ?x102)))
(let (($x105 (<= ?x104 mfu_train)))
(let (($x103 (and (distinct ?x101 0.0) true)))
(let (($x106 (and $x103 $x105)))
(let (($x114 (and $x106 $x112)))
(not $x114)))))))))))))))))))))))))))))))))))))))))))
(check-sat)
