; claim parallelism.a_compute_bound_unpipelined_layout_takes_the_training_time, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(tokens_pretrain*Max(flops_per_param_train*global_batch_tokens*params_active/(chips*mfu_train*peak_flops), 6*bytes_per_activation*d_model*global_batch_tokens*n_layers*tp_blocks_per_layer*(tp_degree - 1)/(chips*ici_bandwidth*ring_directions*tp_axes) + bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, tp_degree/scaleup_domain) - tp_degree/chips)/scaleout_bandwidth, (1 - tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/tp_degree)/global_batch_tokens, flops_per_param_train*params_active*tokens_pretrain/(chips*mfu_train*peak_flops))
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
(declare-fun n_layers () Real)
(declare-fun param_collectives () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
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
 (< 0.0 n_layers))
(assert
 (< 0.0 param_collectives))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 ring_directions))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_domain))
(assert
 (< 0.0 tokens_pretrain))
(assert
 (< 0.0 tp_axes))
(assert
 (< 0.0 tp_blocks_per_layer))
(assert
 (< 0.0 tp_degree))
(assert
 (let ((?x51 (/ 1.0 peak_flops)))
 (let ((?x49 (/ 1.0 mfu_train)))
 (let ((?x47 (/ 1.0 chips)))
 (let ((?x53 (* flops_per_param_train global_batch_tokens params_active ?x47 ?x49 ?x51)))
 (let ((?x76 (+ (- 1.0) tp_degree)))
 (let ((?x57 (/ 1.0 ring_directions)))
 (let ((?x75 (/ 1.0 tp_axes)))
 (let ((?x56 (/ 1.0 ici_bandwidth)))
 (let ((?x77 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x47 ?x56 ?x75 ?x57 ?x76)))
 (let ((?x63 (/ 1.0 scaleup_domain)))
 (let ((?x64 (* tp_degree ?x63)))
 (let ((?x66 (ite (<= 1.0 ?x64) 1.0 ?x64)))
 (let ((?x59 (* (- 1.0) tp_degree ?x47)))
 (let ((?x67 (+ ?x59 ?x66)))
 (let ((?x69 (ite (>= 0.0 ?x67) 0.0 ?x67)))
 (let ((?x62 (/ 1.0 scaleout_bandwidth)))
 (let ((?x70 (* ?x62 ?x69)))
 (let ((?x60 (+ 1.0 ?x59)))
 (let ((?x55 (/ 1.0 fsdp_axes)))
 (let ((?x61 (* ?x55 ?x56 ?x57 ?x60)))
 (let ((?x72 (ite (>= ?x61 ?x70) ?x61 ?x70)))
 (let ((?x54 (/ 1.0 tp_degree)))
 (let ((?x73 (* bytes_per_param params_total param_collectives ?x54 ?x72)))
 (let ((?x78 (+ ?x73 ?x77)))
 (<= ?x78 ?x53))))))))))))))))))))))))))
(assert
 (let ((?x51 (/ 1.0 peak_flops)))
(let ((?x49 (/ 1.0 mfu_train)))
(let ((?x47 (/ 1.0 chips)))
(let ((?x82 (* flops_per_param_train params_active tokens_pretrain ?x47 ?x49 ?x51)))
(let ((?x76 (+ (- 1.0) tp_degree)))
(let ((?x57 (/ 1.0 ring_directions)))
(let ((?x75 (/ 1.0 tp_axes)))
(let ((?x56 (/ 1.0 ici_bandwidth)))
(let ((?x77 (* 6.0 bytes_per_activation global_batch_tokens d_model n_layers tp_blocks_per_layer ?x47 ?x56 ?x75 ?x57 ?x76)))
(let ((?x63 (/ 1.0 scaleup_domain)))
(let ((?x64 (* tp_degree ?x63)))
(let ((?x66 (ite (<= 1.0 ?x64) 1.0 ?x64)))
(let ((?x59 (* (- 1.0) tp_degree ?x47)))
(let ((?x67 (+ ?x59 ?x66)))
(let ((?x69 (ite (>= 0.0 ?x67) 0.0 ?x67)))
(let ((?x62 (/ 1.0 scaleout_bandwidth)))
(let ((?x70 (* ?x62 ?x69)))
(let ((?x60 (+ 1.0 ?x59)))
(let ((?x55 (/ 1.0 fsdp_axes)))
(let ((?x61 (* ?x55 ?x56 ?x57 ?x60)))
(let ((?x72 (ite (>= ?x61 ?x70) ?x61 ?x70)))
(let ((?x54 (/ 1.0 tp_degree)))
(let ((?x73 (* bytes_per_param params_total param_collectives ?x54 ?x72)))
(let ((?x78 (+ ?x73 ?x77)))
(let ((?x53 (* flops_per_param_train global_batch_tokens params_active ?x47 ?x49 ?x51)))
(let ((?x80 (ite (>= ?x53 ?x78) ?x53 ?x78)))
(let ((?x52 (/ 1.0 global_batch_tokens)))
(let ((?x81 (* tokens_pretrain ?x52 ?x80)))
(let (($x83 (= ?x81 ?x82)))
(not $x83)))))))))))))))))))))))))))))))
(check-sat)
