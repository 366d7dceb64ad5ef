; claim layout.ep_on_scale_up_is_no_slower_than_on_scale_out, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*scaleup_bandwidth*tp_degree) + 2*n_layers*scaleup_link_latency*Min(1, ep_degree - 1) <= 2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*scaleout_bandwidth*tp_degree) + 2*n_layers*scaleout_link_latency*Min(1, ep_degree - 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun ep_degree () Real)
(declare-fun experts_per_token () Real)
(declare-fun n_layers () Real)
(declare-fun pp_degree () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleout_link_latency () Real)
(declare-fun scaleup_bandwidth () Real)
(declare-fun scaleup_link_latency () Real)
(declare-fun tokens_per_step () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 ep_degree))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 pp_degree))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (<= 0.0 scaleout_link_latency))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (<= 0.0 scaleup_link_latency))
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
 (>= scaleup_bandwidth scaleout_bandwidth))
(assert
 (<= scaleup_link_latency scaleout_link_latency))
(assert
 (let ((?x33 (+ (- 1.0) ep_degree)))
(let ((?x42 (/ 1.0 tp_degree)))
(let ((?x46 (/ 1.0 scaleout_bandwidth)))
(let ((?x39 (* ep_degree ep_degree)))
(let ((?x40 (/ 1.0 ?x39)))
(let ((?x47 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x40 ?x46 ?x42 ?x33)))
(let ((?x37 (ite (<= 1.0 ?x33) 1.0 ?x33)))
(let ((?x45 (* 2.0 scaleout_link_latency n_layers ?x37)))
(let ((?x48 (+ ?x45 ?x47)))
(let ((?x41 (/ 1.0 scaleup_bandwidth)))
(let ((?x43 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x40 ?x41 ?x42 ?x33)))
(let ((?x38 (* 2.0 scaleup_link_latency n_layers ?x37)))
(let ((?x44 (+ ?x38 ?x43)))
(let (($x49 (<= ?x44 ?x48)))
(not $x49))))))))))))))))
(check-sat)
