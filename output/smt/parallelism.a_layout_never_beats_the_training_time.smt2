; claim parallelism.a_layout_never_beats_the_training_time, check proof, obligation 1
; chalk proof: the statement is TRUE over the integers
; statement: (flops_per_param_train*global_batch_tokens*params_active/(chips*peak_flops*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*(1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*pipeline_stages*ring_directions*tp_degree))) <= mfu_train) & (tokens_pretrain*Max(flops_per_param_train*global_batch_tokens*params_active*(microbatches + pipeline_stages - 1)/(chips*mfu_train*microbatches*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + 2*bytes_per_activation*d_model*global_batch_tokens*(pipeline_stages - 1)/(chips*ici_bandwidth*p2p_links) + bytes_per_param*param_collectives*params_total*(1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*pipeline_stages*ring_directions*tp_degree))/global_batch_tokens >= flops_per_param_train*params_active*tokens_pretrain/(chips*mfu_train*peak_flops))
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
 (let ((?x73 (/ 1.0 pipeline_stages)))
 (let ((?x72 (/ 1.0 tp_degree)))
 (let ((?x101 (* chips ?x72 ?x73)))
 (<= 1.0 ?x101)))))
(assert
 (let ((?x58 (/ 1.0 peak_flops)))
(let ((?x59 (/ 1.0 mfu_train)))
(let ((?x62 (/ 1.0 chips)))
(let ((?x94 (* flops_per_param_train params_active tokens_pretrain ?x62 ?x59 ?x58)))
(let ((?x80 (+ (- 1.0) tp_degree)))
(let ((?x74 (/ 1.0 ring_directions)))
(let ((?x79 (/ 1.0 tp_axes)))
(let ((?x67 (/ 1.0 ici_bandwidth)))
(let ((?x81 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x62 ?x67 ?x79 ?x74 ?x80)))
(let ((?x75 (* (- 1.0) tp_degree pipeline_stages ?x62)))
(let ((?x76 (+ 1.0 ?x75)))
(let ((?x73 (/ 1.0 pipeline_stages)))
(let ((?x72 (/ 1.0 tp_degree)))
(let ((?x71 (/ 1.0 fsdp_axes)))
(let ((?x77 (* bytes_per_param params_total param_collectives ?x71 ?x67 ?x72 ?x73 ?x74 ?x76)))
(let ((?x69 (+ (- 1.0) pipeline_stages)))
(let ((?x68 (/ 1.0 p2p_links)))
(let ((?x70 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x62 ?x67 ?x68 ?x69)))
(let ((?x82 (+ ?x70 ?x77 ?x81)))
(let ((?x64 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x61 (/ 1.0 microbatches)))
(let ((?x65 (* flops_per_param_train global_batch_tokens params_active ?x62 ?x59 ?x58 ?x61 ?x64)))
(let ((?x84 (ite (>= ?x65 ?x82) ?x65 ?x82)))
(let ((?x92 (/ 1.0 global_batch_tokens)))
(let ((?x93 (* tokens_pretrain ?x92 ?x84)))
(let (($x95 (>= ?x93 ?x94)))
(let ((?x85 (/ 1.0 ?x84)))
(let ((?x87 (* flops_per_param_train global_batch_tokens params_active ?x62 ?x58 ?x85)))
(let (($x88 (<= ?x87 mfu_train)))
(let (($x86 (and (distinct ?x84 0.0) true)))
(let (($x89 (and $x86 $x88)))
(let (($x97 (and $x89 $x95)))
(not $x97))))))))))))))))))))))))))))))))))
(check-sat)
