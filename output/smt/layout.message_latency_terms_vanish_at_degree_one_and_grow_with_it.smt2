; claim layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (pp_link_latency*(pp_degree - 1) <= pp_link_latency*(degree_increase + pp_degree - 1)) & (4*n_layers*tp_link_latency*(tp_degree - 1) <= 4*n_layers*tp_link_latency*(degree_increase + tp_degree - 1)) & (2*ep_link_latency*n_layers*Min(1, ep_degree - 1) <= 2*ep_link_latency*n_layers*Min(1, degree_increase + ep_degree - 1))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun degree_increase () Real)
(declare-fun ep_degree () Real)
(declare-fun ep_link_latency () Real)
(declare-fun n_layers () Real)
(declare-fun pp_degree () Real)
(declare-fun pp_link_latency () Real)
(declare-fun tp_degree () Real)
(declare-fun tp_link_latency () Real)
(assert
 (<= 0.0 degree_increase))
(assert
 (< 0.0 ep_degree))
(assert
 (<= 0.0 ep_link_latency))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 pp_degree))
(assert
 (<= 0.0 pp_link_latency))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 0.0 tp_link_latency))
(assert
 (<= 1.0 tp_degree))
(assert
 (<= 1.0 ep_degree))
(assert
 (<= 1.0 pp_degree))
(assert
 (let ((?x42 (+ (- 1.0) degree_increase ep_degree)))
(let ((?x44 (ite (<= 1.0 ?x42) 1.0 ?x42)))
(let ((?x45 (* 2.0 ep_link_latency n_layers ?x44)))
(let ((?x38 (+ (- 1.0) ep_degree)))
(let ((?x40 (ite (<= 1.0 ?x38) 1.0 ?x38)))
(let ((?x41 (* 2.0 ep_link_latency n_layers ?x40)))
(let (($x46 (<= ?x41 ?x45)))
(let ((?x32 (+ (- 1.0) degree_increase tp_degree)))
(let ((?x33 (* 4.0 tp_link_latency n_layers ?x32)))
(let ((?x30 (+ (- 1.0) tp_degree)))
(let ((?x31 (* 4.0 tp_link_latency n_layers ?x30)))
(let (($x34 (<= ?x31 ?x33)))
(let ((?x21 (+ (- 1.0) degree_increase pp_degree)))
(let ((?x25 (* pp_link_latency ?x21)))
(let ((?x26 (+ (- 1.0) pp_degree)))
(let ((?x17 (* pp_link_latency ?x26)))
(let (($x27 (<= ?x17 ?x25)))
(let (($x48 (and $x27 $x34 $x46)))
(not $x48))))))))))))))))))))
(check-sat)
