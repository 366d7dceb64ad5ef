; claim layout.ep_all_to_all_traffic_grows_with_the_ep_degree, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (2*ep_degree*ep_link_latency*n_layers*tp_degree*Min(1, ep_degree - 1) <= 2*ep_link_latency*n_layers*tp_degree*(degree_increase + ep_degree)*Min(1, degree_increase + ep_degree - 1)) & (2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree*ep_link_bandwidth) <= 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(degree_increase + ep_degree - 1)/(ep_link_bandwidth*(degree_increase + ep_degree)))
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
 (let ((?x38 (+ (- 1.0) degree_increase ep_degree)))
(let ((?x37 (+ degree_increase ep_degree)))
(let ((?x47 (/ 1.0 ?x37)))
(let ((?x45 (/ 1.0 ep_link_bandwidth)))
(let ((?x48 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x45 ?x47 ?x38)))
(let ((?x31 (+ (- 1.0) ep_degree)))
(let ((?x44 (/ 1.0 ep_degree)))
(let ((?x46 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x44 ?x45 ?x31)))
(let (($x49 (<= ?x46 ?x48)))
(let ((?x40 (ite (<= 1.0 ?x38) 1.0 ?x38)))
(let ((?x41 (* 2.0 ep_link_latency tp_degree n_layers ?x37 ?x40)))
(let ((?x35 (ite (<= 1.0 ?x31) 1.0 ?x31)))
(let ((?x36 (* 2.0 ep_link_latency ep_degree tp_degree n_layers ?x35)))
(let (($x42 (<= ?x36 ?x41)))
(let (($x51 (and $x42 $x49)))
(not $x51)))))))))))))))))
(check-sat)
