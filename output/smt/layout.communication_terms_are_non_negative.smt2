; claim layout.communication_terms_are_non_negative, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (batch*bytes_per_activation*d_model*tokens_per_step*(pp_degree - 1)/(pp_degree*pp_link_bandwidth) + pp_link_latency*(pp_degree - 1) >= 0) & (4*batch*bytes_per_activation*d_model*n_layers*tokens_per_step*(tp_degree - 1)/(tp_degree*tp_link_bandwidth) + 4*n_layers*tp_link_latency*(tp_degree - 1) >= 0) & (2*batch*bytes_per_activation*d_model*experts_per_token*n_layers*tokens_per_step*(ep_degree - 1)/(ep_degree**2*ep_link_bandwidth*tp_degree) + 2*ep_link_latency*n_layers*Min(1, ep_degree - 1) >= 0)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun ep_degree () Real)
(declare-fun ep_link_bandwidth () Real)
(declare-fun ep_link_latency () Real)
(declare-fun experts_per_token () Real)
(declare-fun n_layers () Real)
(declare-fun pp_degree () Real)
(declare-fun pp_link_bandwidth () Real)
(declare-fun pp_link_latency () Real)
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
 (< 0.0 pp_link_bandwidth))
(assert
 (<= 0.0 pp_link_latency))
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
 (let ((?x56 (+ (- 1.0) ep_degree)))
(let ((?x49 (/ 1.0 tp_degree)))
(let ((?x62 (/ 1.0 ep_link_bandwidth)))
(let ((?x60 (* ep_degree ep_degree)))
(let ((?x61 (/ 1.0 ?x60)))
(let ((?x63 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token n_layers ?x61 ?x62 ?x49 ?x56)))
(let ((?x58 (ite (<= 1.0 ?x56) 1.0 ?x56)))
(let ((?x59 (* 2.0 ep_link_latency n_layers ?x58)))
(let ((?x64 (+ ?x59 ?x63)))
(let (($x65 (<= 0.0 ?x64)))
(let ((?x47 (+ (- 1.0) tp_degree)))
(let ((?x50 (/ 1.0 tp_link_bandwidth)))
(let ((?x51 (* 4.0 batch bytes_per_activation tokens_per_step d_model n_layers ?x49 ?x50 ?x47)))
(let ((?x48 (* 4.0 tp_link_latency n_layers ?x47)))
(let ((?x52 (+ ?x48 ?x51)))
(let (($x53 (<= 0.0 ?x52)))
(let ((?x40 (+ (- 1.0) pp_degree)))
(let ((?x41 (/ 1.0 pp_link_bandwidth)))
(let ((?x39 (/ 1.0 pp_degree)))
(let ((?x42 (* batch bytes_per_activation tokens_per_step d_model ?x39 ?x41 ?x40)))
(let ((?x33 (* pp_link_latency ?x40)))
(let ((?x43 (+ ?x33 ?x42)))
(let (($x44 (<= 0.0 ?x43)))
(let (($x67 (and $x44 $x53 $x65)))
(not $x67))))))))))))))))))))))))))
(check-sat)
