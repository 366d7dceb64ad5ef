; claim parallelism.switched_domain_is_one_ring_step, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x19 (and (distinct axis_size 0.0) true)))
 (let (($x13 (and (distinct scaleup_bandwidth 0.0) true)))
 (and $x13 $x19))))
(assert
 (let (($x19 (and (distinct axis_size 0.0) true)))
 (let (($x13 (and (distinct scaleup_bandwidth 0.0) true)))
 (let (($x23 (and $x13 $x19)))
 (and $x23 $x23)))))
(assert
 (let ((?x17 (/ 1.0 axis_size)))
(let ((?x20 (* (- 1.0) ?x17)))
(let ((?x21 (+ 1.0 ?x20)))
(let ((?x18 (/ 1.0 scaleup_bandwidth)))
(let ((?x22 (* collective_bytes ?x18 ?x21)))
(let ((?x26 (ite (>= hop_latency ?x22) hop_latency ?x22)))
(let (($x30 (and (= (>= ?x22 hop_latency) (= ?x26 ?x22)))))
(not $x30)))))))))
(check-sat)
