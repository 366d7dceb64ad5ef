; claim economics_training.power_law_minimum_when_exponents_match, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: cost_scale_falling/design_variable + cost_scale_rising*design_variable >= 2*sqrt(cost_scale_falling)*sqrt(cost_scale_rising)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun cost_scale_falling () Real)
(declare-fun cost_scale_rising () Real)
(declare-fun design_variable () Real)
(declare-fun root!1 () Real)
(declare-fun root!2 () Real)
(assert
 (< 0.0 cost_scale_falling))
(assert
 (< 0.0 cost_scale_rising))
(assert
 (< 0.0 design_variable))
(assert
 (let (($x21 (>= root!1 0.0)))
 (let (($x20 (>= cost_scale_falling 0.0)))
 (=> $x20 (and $x21 (= (* root!1 root!1) cost_scale_falling))))))
(assert
 (let (($x28 (>= root!2 0.0)))
 (let (($x27 (>= cost_scale_rising 0.0)))
 (=> $x27 (and $x28 (= (* root!2 root!2) cost_scale_rising))))))
(assert
 (let (($x27 (>= cost_scale_rising 0.0)))
 (let (($x20 (>= cost_scale_falling 0.0)))
 (let (($x34 (and $x20 $x27)))
 (let (($x11 (and (distinct design_variable 0.0) true)))
 (and $x11 $x34))))))
(assert
 (let ((?x33 (* 2.0 root!1 root!2)))
(let ((?x15 (* cost_scale_rising design_variable)))
(let ((?x16 (/ 1.0 design_variable)))
(let ((?x13 (* cost_scale_falling ?x16)))
(let ((?x17 (+ ?x13 ?x15)))
(let (($x36 (>= ?x17 ?x33)))
(not $x36))))))))
(check-sat)
