; claim economics_training.feistel_map_inverts_for_any_f, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Implies(Eq(feistel_v, feistel_x) & Eq(feistel_u, feistel_y + f(feistel_x)), Eq(feistel_v, feistel_x) & Eq(feistel_u - f(feistel_v), feistel_y))) & (Implies(Eq(feistel_u, feistel_x + f(feistel_y)) & Eq(feistel_v, feistel_y + g(feistel_u)), Eq(feistel_v - g(feistel_u), feistel_y) & Eq(feistel_u - f(feistel_v - g(feistel_u)), feistel_x)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun feistel_u () Real)
(declare-fun feistel_v () Real)
(declare-fun feistel_x () Real)
(declare-fun feistel_y () Real)
(declare-fun f!f (Real) Real)
(declare-fun g!f (Real) Real)
(assert
 (< 0.0 feistel_u))
(assert
 (< 0.0 feistel_v))
(assert
 (< 0.0 feistel_x))
(assert
 (< 0.0 feistel_y))
(assert
 (let ((?x30 (g!f feistel_u)))
(let ((?x35 (* (- 1.0) ?x30)))
(let ((?x36 (+ feistel_v ?x35)))
(let ((?x38 (f!f ?x36)))
(let ((?x39 (* (- 1.0) ?x38)))
(let ((?x40 (+ feistel_u ?x39)))
(let (($x33 (and (= feistel_u (+ feistel_x (f!f feistel_y))) (= feistel_v (+ feistel_y ?x30)))))
(let (($x11 (= feistel_v feistel_x)))
(let (($x25 (and $x11 (= (+ feistel_u (* (- 1.0) (f!f feistel_v))) feistel_y))))
(let (($x26 (or (not (and $x11 (= feistel_u (+ feistel_y (f!f feistel_x))))) $x25)))
(let (($x44 (and $x26 (or (not $x33) (and (= ?x36 feistel_y) (= ?x40 feistel_x))))))
(not $x44)))))))))))))
(check-sat)
