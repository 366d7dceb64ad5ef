; claim layout.pp_sends_grow_with_the_pp_degree, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (pp_link_latency*(pp_degree - 1) <= pp_link_latency*(degree_increase + pp_degree - 1)) & (batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) <= batch*bytes_per_activation*d_model*tokens_per_step*(degree_increase + pp_degree - 1)/(pp_link_bandwidth*(degree_increase + pp_degree)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun degree_increase () Real)
(declare-fun ep_degree () Real)
(declare-fun pp_degree () Real)
(declare-fun pp_link_bandwidth () Real)
(declare-fun pp_link_latency () Real)
(declare-fun tokens_per_step () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_model))
(assert
 (<= 0.0 degree_increase))
(assert
 (< 0.0 ep_degree))
(assert
 (< 0.0 pp_degree))
(assert
 (< 0.0 pp_link_bandwidth))
(assert
 (<= 0.0 pp_link_latency))
(assert
 (< 0.0 tokens_per_step))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 1.0 tp_degree))
(assert
 (<= 1.0 ep_degree))
(assert
 (<= 1.0 pp_degree))
(assert
 (let ((?x27 (+ (- 1.0) degree_increase pp_degree)))
(let ((?x37 (+ degree_increase pp_degree)))
(let ((?x38 (/ 1.0 ?x37)))
(let ((?x35 (/ 1.0 pp_link_bandwidth)))
(let ((?x39 (* batch bytes_per_activation tokens_per_step d_model ?x35 ?x38 ?x27)))
(let ((?x30 (+ (- 1.0) pp_degree)))
(let ((?x34 (/ 1.0 pp_degree)))
(let ((?x36 (* batch bytes_per_activation tokens_per_step d_model ?x34 ?x35 ?x30)))
(let (($x40 (<= ?x36 ?x39)))
(let ((?x29 (* pp_link_latency ?x27)))
(let ((?x25 (* pp_link_latency ?x30)))
(let (($x31 (<= ?x25 ?x29)))
(let (($x42 (and $x31 $x40)))
(not $x42)))))))))))))))
(check-sat)
