; claim parallelism.small_messages_are_latency_bound, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Equivalent(collective_bytes < hop_latency*ici_bandwidth*n_axes**2*(axis_size + ring_directions - 2), hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions > collective_bytes/(ici_bandwidth*n_axes*ring_directions))) & (Implies(collective_bytes < hop_latency*ici_bandwidth*n_axes**2*(axis_size + ring_directions - 2), Eq(Max(hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions, collective_bytes*(1 - 1/axis_size)/(ici_bandwidth*n_axes*ring_directions)), hop_latency*n_axes*(axis_size + ring_directions - 2)/ring_directions)))
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
 (let (($x25 (and (distinct ring_directions 0.0) true)))
 (let (($x30 (and (distinct n_axes 0.0) true)))
 (let (($x28 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x32 (and $x28 $x30 $x25)))
 (and $x25 $x32))))))
(assert
 (<= 2.0 axis_size))
(assert
 (let ((?x17 (+ (- 2.0) axis_size ring_directions)))
(let ((?x24 (/ 1.0 ring_directions)))
(let ((?x26 (* hop_latency n_axes ?x24 ?x17)))
(let ((?x39 (/ 1.0 axis_size)))
(let ((?x41 (* (- 1.0) ?x39)))
(let ((?x42 (+ 1.0 ?x41)))
(let ((?x29 (/ 1.0 n_axes)))
(let ((?x27 (/ 1.0 ici_bandwidth)))
(let ((?x43 (* collective_bytes ?x27 ?x29 ?x24 ?x42)))
(let ((?x46 (ite (>= ?x26 ?x43) ?x26 ?x43)))
(let (($x25 (and (distinct ring_directions 0.0) true)))
(let (($x40 (and (distinct axis_size 0.0) true)))
(let (($x30 (and (distinct n_axes 0.0) true)))
(let (($x28 (and (distinct ici_bandwidth 0.0) true)))
(let (($x44 (and $x28 $x30 $x25 $x40)))
(let (($x47 (and $x25 $x44)))
(let (($x49 (and $x47 $x25)))
(let ((?x15 (* n_axes n_axes)))
(let ((?x19 (* hop_latency ici_bandwidth ?x15 ?x17)))
(let (($x21 (< collective_bytes ?x19)))
(let (($x52 (and (and (= $x21 (> ?x26 (* collective_bytes ?x27 ?x29 ?x24)))) (or (not $x21) (and $x49 (= ?x46 ?x26))))))
(not $x52)))))))))))))))))))))))
(check-sat)
