; claim economics_pricing.gemini_fifty_percent_above_200k, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: False
; z3 says sat
(set-logic QF_UFNIRA)
(assert
 (not false))
(check-sat)
