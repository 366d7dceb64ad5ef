; claim parallelism.largest_trainable_model_fills_hbm, check proof, obligation 1
; chalk proof: every term is defined
; statement: Equivalent(bytes_per_activation*global_batch_tokens*n_layers*(checkpoints_per_layer*d_model + d_ff*ffn_checkpoints_per_layer)/chips + params_total*(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree)/tp_degree <= hbm_capacity, params_total <= tp_degree*(-bytes_per_activation*global_batch_tokens*n_layers*(checkpoints_per_layer*d_model + d_ff*ffn_checkpoints_per_layer)/chips + hbm_capacity)/(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree))
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
(declare-fun hbm_capacity () Real)
(declare-fun n_layers () Real)
(declare-fun params_total () Real)
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
 (< 0.0 d_model))
(assert
 (<= 0.0 ffn_checkpoints_per_layer))
(assert
 (< 0.0 fsdp_degree))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 hbm_capacity))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 params_total))
(assert
 (<= 0.0 replicated_bytes_per_param))
(assert
 (< 0.0 tp_degree))
(assert
 (< 0.0 train_bytes_per_param))
(assert
 (<= replicated_bytes_per_param train_bytes_per_param))
(assert
 (let ((?x37 (* (- 1.0) replicated_bytes_per_param)))
(let ((?x39 (+ train_bytes_per_param ?x37)))
(let ((?x33 (/ 1.0 fsdp_degree)))
(let ((?x40 (* ?x33 ?x39)))
(let ((?x41 (+ replicated_bytes_per_param ?x40)))
(let (($x52 (and (distinct ?x41 0.0) true)))
(let (($x71 (and $x52)))
(not $x71)))))))))
(check-sat)

(reset)
; claim parallelism.largest_trainable_model_fills_hbm, check proof, obligation 2
; chalk proof: where they are, the statement is TRUE
; statement: Equivalent(bytes_per_activation*global_batch_tokens*n_layers*(checkpoints_per_layer*d_model + d_ff*ffn_checkpoints_per_layer)/chips + params_total*(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree)/tp_degree <= hbm_capacity, params_total <= tp_degree*(-bytes_per_activation*global_batch_tokens*n_layers*(checkpoints_per_layer*d_model + d_ff*ffn_checkpoints_per_layer)/chips + hbm_capacity)/(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree))
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
(declare-fun hbm_capacity () Real)
(declare-fun n_layers () Real)
(declare-fun params_total () Real)
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
 (< 0.0 d_model))
(assert
 (<= 0.0 ffn_checkpoints_per_layer))
(assert
 (< 0.0 fsdp_degree))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 hbm_capacity))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 params_total))
(assert
 (<= 0.0 replicated_bytes_per_param))
(assert
 (< 0.0 tp_degree))
(assert
 (< 0.0 train_bytes_per_param))
(assert
 (<= replicated_bytes_per_param train_bytes_per_param))
(assert
 (let ((?x37 (* (- 1.0) replicated_bytes_per_param)))
 (let ((?x39 (+ train_bytes_per_param ?x37)))
 (let ((?x33 (/ 1.0 fsdp_degree)))
 (let ((?x40 (* ?x33 ?x39)))
 (let ((?x41 (+ replicated_bytes_per_param ?x40)))
 (let (($x52 (and (distinct ?x41 0.0) true)))
 (and $x52))))))))
(assert
 (let ((?x45 (* ffn_checkpoints_per_layer d_ff)))
(let ((?x44 (* checkpoints_per_layer d_model)))
(let ((?x46 (+ ?x44 ?x45)))
(let ((?x43 (/ 1.0 chips)))
(let ((?x53 (* (- 1.0) bytes_per_activation global_batch_tokens n_layers ?x43 ?x46)))
(let ((?x54 (+ hbm_capacity ?x53)))
(let ((?x37 (* (- 1.0) replicated_bytes_per_param)))
(let ((?x39 (+ train_bytes_per_param ?x37)))
(let ((?x33 (/ 1.0 fsdp_degree)))
(let ((?x40 (* ?x33 ?x39)))
(let ((?x41 (+ replicated_bytes_per_param ?x40)))
(let ((?x51 (/ 1.0 ?x41)))
(let ((?x55 (* tp_degree ?x51 ?x54)))
(let (($x56 (<= params_total ?x55)))
(let (($x52 (and (distinct ?x41 0.0) true)))
(let (($x59 (and $x52 (not $x56))))
(let ((?x47 (* bytes_per_activation global_batch_tokens n_layers ?x43 ?x46)))
(let ((?x38 (/ 1.0 tp_degree)))
(let ((?x42 (* params_total ?x38 ?x41)))
(let ((?x48 (+ ?x42 ?x47)))
(let (($x49 (<= ?x48 hbm_capacity)))
(let (($x50 (not $x49)))
(let (($x65 (or (and $x49 (and $x52 $x56)) (and $x50 $x59))))
(not $x65)))))))))))))))))))))))))
(check-sat)
