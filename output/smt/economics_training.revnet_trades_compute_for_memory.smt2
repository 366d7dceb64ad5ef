; claim economics_training.revnet_trades_compute_for_memory, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(flops_per_param + flops_per_param_train, 4*flops_per_param_train/3)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun flops_per_param_train () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 flops_per_param_train))
(assert
 (let ((?x16 (* 3.0 flops_per_param)))
 (= flops_per_param_train ?x16)))
(assert
 (let ((?x10 (* (/ 4.0 3.0) flops_per_param_train)))
(let ((?x9 (+ flops_per_param flops_per_param_train)))
(let (($x11 (= ?x9 ?x10)))
(not $x11)))))
(check-sat)
