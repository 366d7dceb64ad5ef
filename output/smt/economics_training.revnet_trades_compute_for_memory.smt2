; claim economics_training.revnet_trades_compute_for_memory, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(flops_per_param + flops_per_param_train, 4*flops_per_param_train/3)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun flops_per_param () Real)
(declare-fun flops_per_param_train () Real)
(declare-fun n_layers () Real)
(declare-fun training_tokens_in_flight () Real)
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 flops_per_param_train))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 training_tokens_in_flight))
(assert
 (let ((?x24 (* 3.0 flops_per_param)))
 (= flops_per_param_train ?x24)))
(assert
 (let ((?x17 (* (/ 4.0 3.0) flops_per_param_train)))
(let ((?x15 (+ flops_per_param flops_per_param_train)))
(let (($x19 (= ?x15 ?x17)))
(not $x19)))))
(check-sat)
