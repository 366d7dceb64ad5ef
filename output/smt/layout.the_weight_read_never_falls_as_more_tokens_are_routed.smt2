; claim layout.the_weight_read_never_falls_as_more_tokens_are_routed, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(-params_active + params_total)*(-expert_miss*expert_miss_ratio + 1)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree) >= bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(1 - expert_miss)*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun ep_degree () Real)
(declare-fun expert_miss () Real)
(declare-fun expert_miss_ratio () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun pp_degree () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 ep_degree))
(assert
 (< 0.0 expert_miss))
(assert
 (< 0.0 expert_miss_ratio))
(assert
 (< 0.0 experts))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pp_degree))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 1.0 tp_degree))
(assert
 (<= 1.0 ep_degree))
(assert
 (<= 1.0 pp_degree))
(assert
 (>= 1.0 expert_miss))
(assert
 (>= 1.0 expert_miss_ratio))
(assert
 (<= experts_per_token experts))
(assert
 (<= params_active params_total))
(assert
 (let ((?x37 (* (- 1.0) params_active)))
(let ((?x38 (+ params_total ?x37)))
(let ((?x46 (* (- 1.0) expert_miss)))
(let ((?x47 (+ 1.0 ?x46)))
(let ((?x31 (* (- 1.0) experts_per_token)))
(let ((?x33 (+ experts ?x31)))
(let (($x34 (>= 1.0 ?x33)))
(let ((?x35 (ite $x34 1.0 ?x33)))
(let ((?x36 (/ 1.0 ?x35)))
(let ((?x40 (/ 1.0 ep_degree)))
(let ((?x48 (* experts ?x40 ?x36 ?x47 ?x38)))
(let ((?x39 (* (- 1.0) experts_per_token ?x36 ?x38)))
(let ((?x49 (+ params_active ?x39 ?x48)))
(let ((?x27 (/ 1.0 tp_degree)))
(let ((?x32 (/ 1.0 hbm_bandwidth)))
(let ((?x50 (* bytes_per_param ?x32 ?x27 ?x49)))
(let ((?x41 (* (- 1.0) expert_miss expert_miss_ratio)))
(let ((?x42 (+ 1.0 ?x41)))
(let ((?x43 (* experts ?x40 ?x36 ?x42 ?x38)))
(let ((?x44 (+ params_active ?x39 ?x43)))
(let ((?x45 (* bytes_per_param ?x32 ?x27 ?x44)))
(let (($x51 (>= ?x45 ?x50)))
(not $x51))))))))))))))))))))))))
(check-sat)
