; claim parallelism.small_messages_are_latency_bound, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (<= 2.0 axis_size))
(assert
 (let ((?x17 (+ (- 2.0) axis_size ring_directions)))
(let ((?x25 (/ 1.0 ring_directions)))
(let ((?x26 (* hop_latency n_axes ?x25 ?x17)))
(let ((?x42 (/ 1.0 axis_size)))
(let ((?x43 (* (- 1.0) ?x42)))
(let ((?x44 (+ 1.0 ?x43)))
(let ((?x28 (/ 1.0 n_axes)))
(let ((?x27 (/ 1.0 ici_bandwidth)))
(let ((?x45 (* collective_bytes ?x27 ?x28 ?x25 ?x44)))
(let ((?x47 (ite (>= ?x26 ?x45) ?x26 ?x45)))
(let (($x48 (= ?x47 ?x26)))
(let ((?x15 (* n_axes n_axes)))
(let ((?x19 (* hop_latency ici_bandwidth ?x15 ?x17)))
(let (($x21 (< collective_bytes ?x19)))
(let (($x23 (not $x21)))
(let (($x50 (or $x23 $x48)))
(let (($x37 (or (and $x21 (> ?x26 (* collective_bytes ?x27 ?x28 ?x25))) (and $x23 (not (> ?x26 (* collective_bytes ?x27 ?x28 ?x25)))))))
(let (($x52 (and $x37 $x50)))
(not $x52))))))))))))))))))))
(check-sat)
