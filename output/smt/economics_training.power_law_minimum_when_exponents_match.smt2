; claim economics_training.power_law_minimum_when_exponents_match, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let (($x19 (>= root!1 0.0)))
 (and $x19 (= (* root!1 root!1) cost_scale_falling))))
(assert
 (let (($x24 (>= root!2 0.0)))
 (and $x24 (= (* root!2 root!2) cost_scale_rising))))
(assert
 (let ((?x28 (* 2.0 root!1 root!2)))
(let ((?x13 (* cost_scale_rising design_variable)))
(let ((?x16 (/ 1.0 design_variable)))
(let ((?x11 (* cost_scale_falling ?x16)))
(let ((?x15 (+ ?x11 ?x13)))
(let (($x29 (>= ?x15 ?x28)))
(not $x29))))))))
(check-sat)
