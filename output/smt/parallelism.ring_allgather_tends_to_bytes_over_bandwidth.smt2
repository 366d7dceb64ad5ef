; claim parallelism.ring_allgather_tends_to_bytes_over_bandwidth, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (collective_bytes*(1 - 1/axis_size)/(ici_bandwidth*n_axes*ring_directions) < collective_bytes/(ici_bandwidth*n_axes*ring_directions)) & (-collective_bytes*(1 - 1/axis_size)/(ici_bandwidth*n_axes*ring_directions) + collective_bytes/(ici_bandwidth*n_axes*ring_directions) <= collective_bytes/(axis_size*ici_bandwidth*n_axes*ring_directions))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun axis_size () Real)
(declare-fun collective_bytes () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun n_axes () Real)
(declare-fun ring_directions () Real)
(assert
 (< 0.0 axis_size))
(assert
 (< 0.0 collective_bytes))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 ring_directions))
(assert
 (<= 2.0 axis_size))
(assert
 (let ((?x17 (/ 1.0 ring_directions)))
(let ((?x15 (/ 1.0 n_axes)))
(let ((?x21 (/ 1.0 axis_size)))
(let ((?x20 (/ 1.0 ici_bandwidth)))
(let ((?x30 (* collective_bytes ?x20 ?x21 ?x15 ?x17)))
(let ((?x22 (* (- 1.0) ?x21)))
(let ((?x23 (+ 1.0 ?x22)))
(let ((?x28 (* (- 1.0) collective_bytes ?x20 ?x15 ?x17 ?x23)))
(let ((?x25 (* collective_bytes ?x20 ?x15 ?x17)))
(let ((?x29 (+ ?x25 ?x28)))
(let (($x31 (<= ?x29 ?x30)))
(let ((?x24 (* collective_bytes ?x20 ?x15 ?x17 ?x23)))
(let (($x26 (< ?x24 ?x25)))
(let (($x33 (and $x26 $x31)))
(not $x33))))))))))))))))
(check-sat)
