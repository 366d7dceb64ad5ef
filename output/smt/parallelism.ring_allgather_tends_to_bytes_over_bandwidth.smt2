; claim parallelism.ring_allgather_tends_to_bytes_over_bandwidth, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x22 (and (distinct ring_directions 0.0) true)))
 (let (($x19 (and (distinct n_axes 0.0) true)))
 (let (($x15 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x31 (and $x15 $x19 $x22)))
 (let (($x25 (and (distinct axis_size 0.0) true)))
 (let (($x29 (and $x15 $x19 $x22 $x25)))
 (and $x29 $x31))))))))
(assert
 (let (($x22 (and (distinct ring_directions 0.0) true)))
 (let (($x19 (and (distinct n_axes 0.0) true)))
 (let (($x25 (and (distinct axis_size 0.0) true)))
 (let (($x15 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x38 (and $x15 $x25 $x19 $x22)))
 (let (($x29 (and $x15 $x19 $x22 $x25)))
 (let (($x31 (and $x15 $x19 $x22)))
 (let (($x36 (and $x31 $x29)))
 (and $x36 $x38))))))))))
(assert
 (<= 2.0 axis_size))
(assert
 (let ((?x21 (/ 1.0 ring_directions)))
(let ((?x17 (/ 1.0 n_axes)))
(let ((?x24 (/ 1.0 axis_size)))
(let ((?x20 (/ 1.0 ici_bandwidth)))
(let ((?x37 (* collective_bytes ?x20 ?x24 ?x17 ?x21)))
(let ((?x26 (* (- 1.0) ?x24)))
(let ((?x27 (+ 1.0 ?x26)))
(let ((?x34 (* (- 1.0) collective_bytes ?x20 ?x17 ?x21 ?x27)))
(let ((?x30 (* collective_bytes ?x20 ?x17 ?x21)))
(let ((?x35 (+ ?x30 ?x34)))
(let (($x41 (and (< (* collective_bytes ?x20 ?x17 ?x21 ?x27) ?x30) (<= ?x35 ?x37))))
(not $x41)))))))))))))
(check-sat)
