; claim racks.crossrack_hop_takes_a_few_ms, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: False
; z3 says sat
(set-logic QF_UFNIRA)
(assert
 (not false))
(check-sat)
