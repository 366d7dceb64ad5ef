; claim parallelism.point_to_point_is_latency_plus_bytes, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x17 (/ 1.0 p2p_links)))
(let ((?x13 (/ 1.0 ici_bandwidth)))
(let ((?x25 (* 2.0 collective_bytes ?x13 ?x17)))
(let ((?x19 (* collective_bytes ?x13 ?x17)))
(let ((?x11 (* p2p_hops hop_latency)))
(let ((?x23 (+ ?x11 ?x19)))
(let (($x26 (<= ?x23 ?x25)))
(let (($x27 (not $x26)))
(let (($x21 (<= ?x11 ?x19)))
(let (($x22 (not $x21)))
(let (($x33 (or (and $x21 $x26) (and $x22 $x27))))
(not $x33)))))))))))))
(check-sat)
