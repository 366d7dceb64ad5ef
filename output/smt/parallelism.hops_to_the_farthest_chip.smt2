; claim parallelism.hops_to_the_farthest_chip, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Implies(Eq(ring_directions, 2), Eq(n_axes*(axis_size + ring_directions - 2)/ring_directions, axis_size*n_axes/2))) & (Implies(Eq(ring_directions, 1), Eq(n_axes*(axis_size + ring_directions - 2)/ring_directions, n_axes*(axis_size - 1))))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun axis_size () Real)
(declare-fun n_axes () Real)
(declare-fun ring_directions () Real)
(assert
 (< 0.0 axis_size))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 ring_directions))
(assert
 (let ((?x29 (+ (- 1.0) axis_size)))
(let ((?x30 (* n_axes ?x29)))
(let ((?x18 (+ (- 2.0) axis_size ring_directions)))
(let ((?x15 (/ 1.0 ring_directions)))
(let ((?x19 (* n_axes ?x15 ?x18)))
(let (($x31 (= ?x19 ?x30)))
(let (($x26 (= 1.0 ring_directions)))
(let (($x27 (not $x26)))
(let (($x33 (or $x27 $x31)))
(let ((?x21 (* (/ 1.0 2.0) axis_size n_axes)))
(let (($x22 (= ?x19 ?x21)))
(let (($x16 (= 2.0 ring_directions)))
(let (($x11 (not $x16)))
(let (($x24 (or $x11 $x22)))
(let (($x35 (and $x24 $x33)))
(not $x35)))))))))))))))))
(check-sat)
