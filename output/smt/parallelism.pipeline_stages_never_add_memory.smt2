; claim parallelism.pipeline_stages_never_add_memory, check proof, obligation 1
; chalk proof: the statement is TRUE over the integers
; statement: bytes_per_activation*global_batch_tokens*n_layers*(checkpoints_per_layer*d_model + d_ff*ffn_checkpoints_per_layer)/chips + params_total*(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree)/(pipeline_stages*tp_degree) <= bytes_per_activation*global_batch_tokens*n_layers*(checkpoints_per_layer*d_model + d_ff*ffn_checkpoints_per_layer)/chips + params_total*(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree)/tp_degree
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun checkpoints_per_layer () Real)
(declare-fun chips () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun ffn_checkpoints_per_layer () Real)
(declare-fun fsdp_degree () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun n_layers () Real)
(declare-fun params_total () Real)
(declare-fun pipeline_stages () Real)
(declare-fun replicated_bytes_per_param () Real)
(declare-fun tp_degree () Real)
(declare-fun train_bytes_per_param () Real)
(assert
 (< 0.0 bytes_per_activation))
(assert
 (<= 0.0 checkpoints_per_layer))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_ff))
(assert
 (is_int d_ff))
(assert
 (< 0.0 d_model))
(assert
 (is_int d_model))
(assert
 (<= 0.0 ffn_checkpoints_per_layer))
(assert
 (< 0.0 fsdp_degree))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 n_layers))
(assert
 (is_int n_layers))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (is_int pipeline_stages))
(assert
 (<= 0.0 replicated_bytes_per_param))
(assert
 (< 0.0 tp_degree))
(assert
 (< 0.0 train_bytes_per_param))
(assert
 (<= replicated_bytes_per_param train_bytes_per_param))
(assert
 (let ((?x50 (* ffn_checkpoints_per_layer d_ff)))
(let ((?x49 (* checkpoints_per_layer d_model)))
(let ((?x51 (+ ?x49 ?x50)))
(let ((?x48 (/ 1.0 chips)))
(let ((?x52 (* bytes_per_activation global_batch_tokens n_layers ?x48 ?x51)))
(let ((?x43 (* (- 1.0) replicated_bytes_per_param)))
(let ((?x44 (+ train_bytes_per_param ?x43)))
(let ((?x39 (/ 1.0 fsdp_degree)))
(let ((?x45 (* ?x39 ?x44)))
(let ((?x46 (+ replicated_bytes_per_param ?x45)))
(let ((?x42 (/ 1.0 tp_degree)))
(let ((?x54 (* params_total ?x42 ?x46)))
(let ((?x55 (+ ?x54 ?x52)))
(let ((?x37 (/ 1.0 pipeline_stages)))
(let ((?x47 (* params_total ?x42 ?x37 ?x46)))
(let ((?x53 (+ ?x47 ?x52)))
(let (($x56 (<= ?x53 ?x55)))
(not $x56)))))))))))))))))))
(check-sat)
