; claim economics_training.power_law_terms_equal_iff_exponents_equal, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Implies(Eq(exponent_rising*term_rising, exponent_falling*term_falling), Equivalent(Eq(exponent_rising, exponent_falling), Eq(term_rising, term_falling)))) & (Equivalent(Eq(exponent_rising*term_rising, exponent_falling*term_falling), Eq(term_rising/term_falling, exponent_falling/exponent_rising)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun exponent_falling () Real)
(declare-fun exponent_rising () Real)
(declare-fun term_falling () Real)
(declare-fun term_rising () Real)
(assert
 (< 0.0 exponent_falling))
(assert
 (< 0.0 exponent_rising))
(assert
 (< 0.0 term_falling))
(assert
 (< 0.0 term_rising))
(assert
 (let (($x31 (and (distinct exponent_rising 0.0) true)))
 (let (($x28 (and (distinct term_falling 0.0) true)))
 (and $x28 $x31))))
(assert
 (let ((?x30 (/ 1.0 exponent_rising)))
(let ((?x32 (* exponent_falling ?x30)))
(let ((?x27 (/ 1.0 term_falling)))
(let ((?x29 (* term_rising ?x27)))
(let ((?x18 (* exponent_falling term_falling)))
(let ((?x11 (* exponent_rising term_rising)))
(let (($x13 (= ?x11 ?x18)))
(let (($x23 (and (not (= exponent_rising exponent_falling)) (not (= term_rising term_falling)))))
(let (($x19 (= term_rising term_falling)))
(let (($x17 (= exponent_rising exponent_falling)))
(let (($x22 (and $x17 $x19)))
(let (($x37 (and (or (not $x13) (or $x22 $x23)) (and (= $x13 (= ?x29 ?x32))))))
(not $x37))))))))))))))
(check-sat)
