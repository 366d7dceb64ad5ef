; claim economics_training.power_law_terms_equal_iff_exponents_equal, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x36 (/ 1.0 exponent_rising)))
(let ((?x37 (* exponent_falling ?x36)))
(let ((?x34 (/ 1.0 term_falling)))
(let ((?x35 (* term_rising ?x34)))
(let (($x38 (= ?x35 ?x37)))
(let (($x39 (not $x38)))
(let ((?x18 (* exponent_falling term_falling)))
(let ((?x11 (* exponent_rising term_rising)))
(let (($x13 (= ?x11 ?x18)))
(let (($x15 (not $x13)))
(let (($x45 (or (and $x13 $x38) (and $x15 $x39))))
(let (($x20 (= term_rising term_falling)))
(let (($x21 (not $x20)))
(let (($x17 (= exponent_rising exponent_falling)))
(let (($x19 (not $x17)))
(let (($x26 (and $x19 $x21)))
(let (($x25 (and $x17 $x20)))
(let (($x27 (or $x25 $x26)))
(let (($x31 (or $x15 $x27)))
(let (($x49 (and $x31 $x45)))
(not $x49))))))))))))))))))))))
(check-sat)
