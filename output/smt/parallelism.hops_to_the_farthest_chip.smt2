; claim parallelism.hops_to_the_farthest_chip, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
(let ((?x19 (+ (- 2.0) axis_size ring_directions)))
(let ((?x15 (/ 1.0 ring_directions)))
(let ((?x20 (* n_axes ?x15 ?x19)))
(let (($x17 (and (distinct ring_directions 0.0) true)))
(let (($x25 (or (not (= 2.0 ring_directions)) (and $x17 (= ?x20 (* (/ 1.0 2.0) axis_size n_axes))))))
(let (($x34 (and $x25 (or (not (= 1.0 ring_directions)) (and $x17 (= ?x20 ?x30))))))
(not $x34))))))))))
(check-sat)
