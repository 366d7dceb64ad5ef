; claim economics_attention.quadratic_attention_matters_only_in_millions, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Implies(context <= 1000000, 2621440*context <= 140000000000)
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun context () Real)
(assert
 (< 0.0 context))
(assert
 (let (($x15 (or (not (>= 1000000.0 context)) (>= 140000000000.0 (* 2621440.0 context)))))
(not $x15)))
(check-sat)
