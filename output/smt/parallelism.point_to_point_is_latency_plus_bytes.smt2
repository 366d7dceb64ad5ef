; claim parallelism.point_to_point_is_latency_plus_bytes, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(hop_latency*p2p_hops <= collective_bytes/(ici_bandwidth*p2p_links), collective_bytes/(ici_bandwidth*p2p_links) + hop_latency*p2p_hops <= 2*collective_bytes/(ici_bandwidth*p2p_links))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun collective_bytes () Real)
(declare-fun hop_latency () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun p2p_hops () Real)
(declare-fun p2p_links () Real)
(assert
 (< 0.0 collective_bytes))
(assert
 (< 0.0 hop_latency))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (<= 0.0 p2p_hops))
(assert
 (< 0.0 p2p_links))
(assert
 (let (($x21 (and (distinct p2p_links 0.0) true)))
 (let (($x17 (and (distinct ici_bandwidth 0.0) true)))
 (and $x17 $x21))))
(assert
 (let (($x21 (and (distinct p2p_links 0.0) true)))
 (let (($x17 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x23 (and $x17 $x21)))
 (and $x23 $x23)))))
(assert
 (let ((?x19 (/ 1.0 p2p_links)))
(let ((?x13 (/ 1.0 ici_bandwidth)))
(let ((?x27 (* 2.0 collective_bytes ?x13 ?x19)))
(let ((?x22 (* collective_bytes ?x13 ?x19)))
(let ((?x11 (* p2p_hops hop_latency)))
(let ((?x25 (+ ?x11 ?x22)))
(let (($x31 (and (= (<= ?x11 ?x22) (<= ?x25 ?x27)))))
(not $x31)))))))))
(check-sat)
