; claim batching.hardware_factor_stable_since_a100, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: False
; z3 says sat
(set-logic QF_UFNIRA)
(assert
 (not false))
(check-sat)
