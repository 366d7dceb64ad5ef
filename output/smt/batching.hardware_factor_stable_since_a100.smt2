; claim batching.hardware_factor_stable_since_a100, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: False
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun chips () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (not false))
(check-sat)
