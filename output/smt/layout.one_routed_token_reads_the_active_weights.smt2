; claim layout.one_routed_token_reads_the_active_weights, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts_per_token*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), bytes_per_param*params_active/(hbm_bandwidth*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun ep_degree () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 ep_degree))
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
 (< 0.0 tp_degree))
(assert
 (= 1.0 ep_degree))
(assert
 (let ((?x25 (* (- 1.0) experts_per_token)))
 (let ((?x27 (+ experts ?x25)))
 (<= 1.0 ?x27))))
(assert
 (let ((?x21 (/ 1.0 tp_degree)))
(let ((?x26 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (* bytes_per_param params_active ?x26 ?x21)))
(let ((?x31 (* (- 1.0) params_active)))
(let ((?x32 (+ params_total ?x31)))
(let ((?x25 (* (- 1.0) experts_per_token)))
(let ((?x27 (+ experts ?x25)))
(let ((?x29 (ite (>= 1.0 ?x27) 1.0 ?x27)))
(let ((?x30 (/ 1.0 ?x29)))
(let ((?x34 (/ 1.0 ep_degree)))
(let ((?x35 (* experts_per_token ?x34 ?x30 ?x32)))
(let ((?x33 (* (- 1.0) experts_per_token ?x30 ?x32)))
(let ((?x36 (+ params_active ?x33 ?x35)))
(let ((?x37 (* bytes_per_param ?x26 ?x21 ?x36)))
(let (($x39 (= ?x37 ?x38)))
(not $x39)))))))))))))))))
(check-sat)
