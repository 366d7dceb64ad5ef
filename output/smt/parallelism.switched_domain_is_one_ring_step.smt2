; claim parallelism.switched_domain_is_one_ring_step, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(collective_bytes*(1 - 1/axis_size)/scaleup_bandwidth >= hop_latency, Eq(Max(hop_latency, collective_bytes*(1 - 1/axis_size)/scaleup_bandwidth), collective_bytes*(1 - 1/axis_size)/scaleup_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun axis_size () Real)
(declare-fun collective_bytes () Real)
(declare-fun hop_latency () Real)
(declare-fun scaleup_bandwidth () Real)
(assert
 (< 0.0 axis_size))
(assert
 (< 0.0 collective_bytes))
(assert
 (< 0.0 hop_latency))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (let ((?x15 (/ 1.0 axis_size)))
(let ((?x17 (* (- 1.0) ?x15)))
(let ((?x19 (+ 1.0 ?x17)))
(let ((?x18 (/ 1.0 scaleup_bandwidth)))
(let ((?x20 (* collective_bytes ?x18 ?x19)))
(let ((?x24 (ite (>= hop_latency ?x20) hop_latency ?x20)))
(let (($x25 (= ?x24 ?x20)))
(let (($x26 (not $x25)))
(let (($x21 (>= ?x20 hop_latency)))
(let (($x22 (not $x21)))
(let (($x32 (or (and $x21 $x25) (and $x22 $x26))))
(not $x32)))))))))))))
(check-sat)
