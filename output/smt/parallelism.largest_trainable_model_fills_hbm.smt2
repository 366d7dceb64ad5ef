; claim parallelism.largest_trainable_model_fills_hbm, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x47 (and (distinct chips 0.0) true)))
 (let (($x37 (and (distinct fsdp_degree 0.0) true)))
 (let (($x33 (and (distinct tp_degree 0.0) true)))
 (let (($x45 (and $x33 $x37)))
 (and $x45 $x47))))))
(assert
 (let (($x47 (and (distinct chips 0.0) true)))
 (let ((?x40 (* (- 1.0) replicated_bytes_per_param)))
 (let ((?x41 (+ train_bytes_per_param ?x40)))
 (let ((?x35 (/ 1.0 fsdp_degree)))
 (let ((?x42 (* ?x35 ?x41)))
 (let ((?x43 (+ replicated_bytes_per_param ?x42)))
 (let (($x37 (and (distinct fsdp_degree 0.0) true)))
 (let (($x57 (and $x37 (and (distinct ?x43 0.0) true))))
 (and $x57 $x47))))))))))
(assert
 (<= replicated_bytes_per_param train_bytes_per_param))
(assert
 (let ((?x49 (* ffn_checkpoints_per_layer d_ff)))
(let ((?x48 (* checkpoints_per_layer d_model)))
(let ((?x50 (+ ?x48 ?x49)))
(let ((?x46 (/ 1.0 chips)))
(let ((?x58 (* (- 1.0) bytes_per_activation global_batch_tokens n_layers ?x46 ?x50)))
(let ((?x59 (+ hbm_capacity ?x58)))
(let ((?x40 (* (- 1.0) replicated_bytes_per_param)))
(let ((?x41 (+ train_bytes_per_param ?x40)))
(let ((?x35 (/ 1.0 fsdp_degree)))
(let ((?x42 (* ?x35 ?x41)))
(let ((?x43 (+ replicated_bytes_per_param ?x42)))
(let ((?x55 (/ 1.0 ?x43)))
(let ((?x60 (* tp_degree ?x55 ?x59)))
(let ((?x51 (* bytes_per_activation global_batch_tokens n_layers ?x46 ?x50)))
(let ((?x38 (/ 1.0 tp_degree)))
(let ((?x44 (* params_total ?x38 ?x43)))
(let ((?x52 (+ ?x44 ?x51)))
(let (($x64 (and (= (<= ?x52 hbm_capacity) (<= params_total ?x60)))))
(not $x64))))))))))))))))))))
(check-sat)
