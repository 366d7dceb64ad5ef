; claim parallelism.observed_mfu_is_ideal_over_observed_time, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(3*flops_per_param*global_batch_tokens*params_active/(chips*peak_flops) <= train_step_time, 3*flops_per_param*global_batch_tokens*params_active/(chips*peak_flops*train_step_time) <= 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun train_step_time () Real)
(assert
 (< 0.0 chips))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 train_step_time))
(assert
 (let (($x23 (and (distinct peak_flops 0.0) true)))
 (let (($x19 (and (distinct chips 0.0) true)))
 (and $x19 $x23))))
(assert
 (let (($x28 (and (distinct train_step_time 0.0) true)))
 (let (($x23 (and (distinct peak_flops 0.0) true)))
 (let (($x19 (and (distinct chips 0.0) true)))
 (and $x19 $x23 $x28)))))
(assert
 (let ((?x27 (/ 1.0 train_step_time)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x17 (/ 1.0 chips)))
(let ((?x29 (* 3.0 flops_per_param global_batch_tokens params_active ?x17 ?x21 ?x27)))
(let ((?x24 (* 3.0 flops_per_param global_batch_tokens params_active ?x17 ?x21)))
(let (($x33 (and (= (<= ?x24 train_step_time) (>= 1.0 ?x29)))))
(not $x33))))))))
(check-sat)
