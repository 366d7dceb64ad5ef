; claim layout.tp_all_reduce_grows_with_the_tp_degree, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (4*n_layers*tp_link_latency*(tp_degree - 1) <= 4*n_layers*tp_link_latency*(degree_increase + tp_degree - 1)) & (4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) <= 4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(degree_increase + tp_degree - 1)/(tp_link_bandwidth*(degree_increase + tp_degree)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun degree_increase () Real)
(declare-fun ep_degree () Real)
(declare-fun n_layers () Real)
(declare-fun pp_degree () Real)
(declare-fun tokens_per_step () Real)
(declare-fun tp_degree () Real)
(declare-fun tp_link_bandwidth () Real)
(declare-fun tp_link_latency () Real)
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
 (< 0.0 n_layers))
(assert
 (< 0.0 pp_degree))
(assert
 (< 0.0 tokens_per_step))
(assert
 (< 0.0 tp_degree))
(assert
 (< 0.0 tp_link_bandwidth))
(assert
 (<= 0.0 tp_link_latency))
(assert
 (<= 1.0 tp_degree))
(assert
 (<= 1.0 ep_degree))
(assert
 (<= 1.0 pp_degree))
(assert
 (let ((?x31 (+ (- 1.0) degree_increase tp_degree)))
(let ((?x40 (+ degree_increase tp_degree)))
(let ((?x41 (/ 1.0 ?x40)))
(let ((?x38 (/ 1.0 tp_link_bandwidth)))
(let ((?x42 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x38 ?x41 ?x31)))
(let ((?x25 (+ (- 1.0) tp_degree)))
(let ((?x37 (/ 1.0 tp_degree)))
(let ((?x39 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x37 ?x38 ?x25)))
(let (($x43 (<= ?x39 ?x42)))
(let ((?x33 (* 4.0 tp_link_latency n_layers ?x31)))
(let ((?x27 (* 4.0 tp_link_latency n_layers ?x25)))
(let (($x34 (<= ?x27 ?x33)))
(let (($x45 (and $x34 $x43)))
(not $x45)))))))))))))))
(check-sat)
