; claim parallelism.allreduce_is_reduce_scatter_plus_allgather, check identity, obligation 1
; chalk identity: the statement is TRUE
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
 (let ((?x26 (/ 1.0 axis_size)))
(let ((?x34 (* (- 1.0) ?x26)))
(let ((?x35 (+ 1.0 ?x34)))
(let ((?x17 (/ 1.0 ring_directions)))
(let ((?x25 (/ 1.0 n_axes)))
(let ((?x24 (/ 1.0 ici_bandwidth)))
(let ((?x36 (* collective_bytes ?x24 ?x25 ?x17 ?x35)))
(let ((?x21 (+ (- 2.0) axis_size ring_directions)))
(let ((?x32 (* hop_latency n_axes ?x17 ?x21)))
(let ((?x38 (ite (>= ?x32 ?x36) ?x32 ?x36)))
(let ((?x39 (* 2.0 ?x38)))
(let ((?x27 (* (- 2.0) ?x26)))
(let ((?x28 (+ 2.0 ?x27)))
(let ((?x29 (* collective_bytes ?x24 ?x25 ?x17 ?x28)))
(let ((?x23 (* 2.0 hop_latency n_axes ?x17 ?x21)))
(let ((?x31 (ite (>= ?x23 ?x29) ?x23 ?x29)))
(let (($x40 (= ?x31 ?x39)))
(not $x40)))))))))))))))))))
(check-sat)

(reset)
; claim parallelism.allreduce_is_reduce_scatter_plus_allgather, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x26 (/ 1.0 axis_size)))
(let ((?x34 (* (- 1.0) ?x26)))
(let ((?x35 (+ 1.0 ?x34)))
(let ((?x17 (/ 1.0 ring_directions)))
(let ((?x25 (/ 1.0 n_axes)))
(let ((?x24 (/ 1.0 ici_bandwidth)))
(let ((?x36 (* collective_bytes ?x24 ?x25 ?x17 ?x35)))
(let ((?x21 (+ (- 2.0) axis_size ring_directions)))
(let ((?x32 (* hop_latency n_axes ?x17 ?x21)))
(let ((?x38 (ite (>= ?x32 ?x36) ?x32 ?x36)))
(let ((?x39 (* 2.0 ?x38)))
(let ((?x27 (* (- 2.0) ?x26)))
(let ((?x28 (+ 2.0 ?x27)))
(let ((?x29 (* collective_bytes ?x24 ?x25 ?x17 ?x28)))
(let ((?x23 (* 2.0 hop_latency n_axes ?x17 ?x21)))
(let ((?x31 (ite (>= ?x23 ?x29) ?x23 ?x29)))
(let (($x40 (= ?x31 ?x39)))
(not $x40)))))))))))))))))))
(check-sat)
