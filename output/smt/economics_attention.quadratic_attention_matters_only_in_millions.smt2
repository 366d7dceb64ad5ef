; claim economics_attention.quadratic_attention_matters_only_in_millions, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Implies(context <= 1000000, 2621440*context <= 140000000000)
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun context () Real)
(assert
 (< 0.0 context))
(assert
 (let ((?x11 (* 2621440.0 context)))
(let (($x14 (>= 140000000000.0 ?x11)))
(let (($x12 (>= 1000000.0 context)))
(let (($x9 (not $x12)))
(let (($x16 (or $x9 $x14)))
(not $x16)))))))
(check-sat)
