; claim parallelism.observed_mfu_is_ideal_over_observed_time, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x25 (/ 1.0 train_step_time)))
(let ((?x19 (/ 1.0 peak_flops)))
(let ((?x17 (/ 1.0 chips)))
(let ((?x26 (* 3.0 flops_per_param global_batch_tokens params_active ?x17 ?x19 ?x25)))
(let (($x27 (>= 1.0 ?x26)))
(let (($x28 (not $x27)))
(let ((?x21 (* 3.0 flops_per_param global_batch_tokens params_active ?x17 ?x19)))
(let (($x23 (<= ?x21 train_step_time)))
(let (($x24 (not $x23)))
(let (($x34 (or (and $x23 $x27) (and $x24 $x28))))
(not $x34))))))))))))
(check-sat)
