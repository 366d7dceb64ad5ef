; claim layout.ep_all_to_all_traffic_grows_with_the_ep_degree, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (2*ep_degree*ep_link_latency*n_layers*tp_degree*(ep_degree - 1) <= 2*ep_link_latency*n_layers*tp_degree*(degree_increase + ep_degree)*(degree_increase + ep_degree - 1)) & (2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree*ep_link_bandwidth) <= 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(degree_increase + ep_degree - 1)/(ep_link_bandwidth*(degree_increase + ep_degree)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun degree_increase () Real)
(declare-fun ep_degree () Real)
(declare-fun ep_link_bandwidth () Real)
(declare-fun ep_link_latency () Real)
(declare-fun experts_per_token () Real)
(declare-fun n_layers () Real)
(declare-fun pp_degree () Real)
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
 (< 0.0 ep_link_bandwidth))
(assert
 (<= 0.0 ep_link_latency))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 pp_degree))
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
 (let ((?x35 (+ (- 1.0) degree_increase ep_degree)))
(let ((?x33 (+ degree_increase ep_degree)))
(let ((?x43 (/ 1.0 ?x33)))
(let ((?x41 (/ 1.0 ep_link_bandwidth)))
(let ((?x44 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x41 ?x43 ?x35)))
(let ((?x29 (+ (- 1.0) ep_degree)))
(let ((?x40 (/ 1.0 ep_degree)))
(let ((?x42 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x40 ?x41 ?x29)))
(let (($x45 (<= ?x42 ?x44)))
(let ((?x36 (* 2.0 ep_link_latency tp_degree n_layers ?x33 ?x35)))
(let ((?x31 (* 2.0 ep_link_latency ep_degree tp_degree n_layers ?x29)))
(let (($x37 (<= ?x31 ?x36)))
(let (($x47 (and $x37 $x45)))
(not $x47)))))))))))))))
(check-sat)
