; claim parallelism.prefill_time_is_compute_over_mfu, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: flops_per_param*params_active*prefill_tokens/(chips*mfu_prefill*peak_flops) >= flops_per_param*params_active*prefill_tokens/(chips*peak_flops)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun mfu_prefill () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun prefill_tokens () Real)
(assert
 (< 0.0 chips))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 mfu_prefill))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 prefill_tokens))
(assert
 (>= 1.0 mfu_prefill))
(assert
 (let ((?x19 (/ 1.0 peak_flops)))
(let ((?x22 (/ 1.0 chips)))
(let ((?x23 (* flops_per_param params_active prefill_tokens ?x22 ?x19)))
(let ((?x17 (/ 1.0 mfu_prefill)))
(let ((?x21 (* flops_per_param params_active prefill_tokens ?x22 ?x17 ?x19)))
(let (($x24 (>= ?x21 ?x23)))
(not $x24))))))))
(check-sat)
