; claim parallelism.prefill_time_is_compute_over_mfu, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x24 (and (distinct peak_flops 0.0) true)))
 (let (($x17 (and (distinct chips 0.0) true)))
 (let (($x28 (and $x17 $x24)))
 (let (($x21 (and (distinct mfu_prefill 0.0) true)))
 (let (($x26 (and $x17 $x21 $x24)))
 (and $x26 $x28)))))))
(assert
 (>= 1.0 mfu_prefill))
(assert
 (let ((?x23 (/ 1.0 peak_flops)))
(let ((?x22 (/ 1.0 chips)))
(let ((?x27 (* flops_per_param params_active prefill_tokens ?x22 ?x23)))
(let ((?x19 (/ 1.0 mfu_prefill)))
(let ((?x25 (* flops_per_param params_active prefill_tokens ?x22 ?x19 ?x23)))
(let (($x30 (>= ?x25 ?x27)))
(not $x30))))))))
(check-sat)
