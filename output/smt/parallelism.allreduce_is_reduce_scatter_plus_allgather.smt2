; claim parallelism.allreduce_is_reduce_scatter_plus_allgather, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Eq(Max(2*hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions, collective_bytes*(2 - 2/axis_size)/(ici_bandwidth*n_axes*ring_directions)), 2*Max(hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions, collective_bytes*(1 - 1/axis_size)/(ici_bandwidth*n_axes*ring_directions)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun axis_size () Real)
(declare-fun collective_bytes () Real)
(declare-fun hop_latency () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun n_axes () Real)
(declare-fun ring_directions () Real)
(assert
 (< 0.0 axis_size))
(assert
 (< 0.0 collective_bytes))
(assert
 (< 0.0 hop_latency))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 ring_directions))
(assert
 (let (($x30 (and (distinct axis_size 0.0) true)))
 (let (($x19 (and (distinct ring_directions 0.0) true)))
 (let (($x28 (and (distinct n_axes 0.0) true)))
 (let (($x26 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x34 (and $x26 $x28 $x19 $x30)))
 (let (($x37 (and $x19 $x34)))
 (and $x37 $x37))))))))
(assert
 (let ((?x29 (/ 1.0 axis_size)))
(let ((?x40 (* (- 1.0) ?x29)))
(let ((?x41 (+ 1.0 ?x40)))
(let ((?x17 (/ 1.0 ring_directions)))
(let ((?x27 (/ 1.0 n_axes)))
(let ((?x25 (/ 1.0 ici_bandwidth)))
(let ((?x42 (* collective_bytes ?x25 ?x27 ?x17 ?x41)))
(let ((?x23 (+ (- 2.0) axis_size ring_directions)))
(let ((?x38 (* hop_latency n_axes ?x17 ?x23)))
(let ((?x44 (ite (>= ?x38 ?x42) ?x38 ?x42)))
(let ((?x45 (* 2.0 ?x44)))
(let ((?x31 (* (- 2.0) ?x29)))
(let ((?x32 (+ 2.0 ?x31)))
(let ((?x33 (* collective_bytes ?x25 ?x27 ?x17 ?x32)))
(let ((?x24 (* 2.0 hop_latency n_axes ?x17 ?x23)))
(let ((?x36 (ite (>= ?x24 ?x33) ?x24 ?x33)))
(let (($x47 (= ?x36 ?x45)))
(not $x47)))))))))))))))))))
(check-sat)

(reset)
; claim parallelism.allreduce_is_reduce_scatter_plus_allgather, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Eq(Max(2*hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions, collective_bytes*(2 - 2/axis_size)/(ici_bandwidth*n_axes*ring_directions)), 2*Max(hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions, collective_bytes*(1 - 1/axis_size)/(ici_bandwidth*n_axes*ring_directions)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun axis_size () Real)
(declare-fun collective_bytes () Real)
(declare-fun hop_latency () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun n_axes () Real)
(declare-fun ring_directions () Real)
(assert
 (< 0.0 axis_size))
(assert
 (< 0.0 collective_bytes))
(assert
 (< 0.0 hop_latency))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 ring_directions))
(assert
 (let (($x30 (and (distinct axis_size 0.0) true)))
 (let (($x19 (and (distinct ring_directions 0.0) true)))
 (let (($x28 (and (distinct n_axes 0.0) true)))
 (let (($x26 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x34 (and $x26 $x28 $x19 $x30)))
 (let (($x37 (and $x19 $x34)))
 (and $x37 $x37))))))))
(assert
 (let ((?x29 (/ 1.0 axis_size)))
(let ((?x40 (* (- 1.0) ?x29)))
(let ((?x41 (+ 1.0 ?x40)))
(let ((?x17 (/ 1.0 ring_directions)))
(let ((?x27 (/ 1.0 n_axes)))
(let ((?x25 (/ 1.0 ici_bandwidth)))
(let ((?x42 (* collective_bytes ?x25 ?x27 ?x17 ?x41)))
(let ((?x23 (+ (- 2.0) axis_size ring_directions)))
(let ((?x38 (* hop_latency n_axes ?x17 ?x23)))
(let ((?x44 (ite (>= ?x38 ?x42) ?x38 ?x42)))
(let ((?x45 (* 2.0 ?x44)))
(let ((?x31 (* (- 2.0) ?x29)))
(let ((?x32 (+ 2.0 ?x31)))
(let ((?x33 (* collective_bytes ?x25 ?x27 ?x17 ?x32)))
(let ((?x24 (* 2.0 hop_latency n_axes ?x17 ?x23)))
(let ((?x36 (ite (>= ?x24 ?x33) ?x24 ?x33)))
(let (($x47 (= ?x36 ?x45)))
(not $x47)))))))))))))))))))
(check-sat)
