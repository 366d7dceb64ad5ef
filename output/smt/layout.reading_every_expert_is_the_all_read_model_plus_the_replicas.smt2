; claim layout.reading_every_expert_is_the_all_read_model_plus_the_replicas, check proof, obligation 1
; chalk: hypothesis 4 is defined where the ones before it hold
; hypothesis: (Eq(experts, experts_per_token) & Eq(params_active, params_total)) | (experts - experts_per_token >= 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun ep_degree () Real)
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
 (let ((?x27 (* (- 1.0) experts_per_token)))
(let ((?x29 (+ experts ?x27)))
(let (($x59 (<= 1.0 ?x29)))
(let (($x60 (not $x59)))
(let (($x55 (= params_active params_total)))
(let (($x56 (not $x55)))
(let (($x53 (= experts experts_per_token)))
(let (($x54 (not $x53)))
(let (($x58 (or $x54 $x56)))
(let (($x62 (and $x58 $x60)))
(let (($x57 (and $x53 $x55)))
(let (($x61 (or $x57 $x59)))
(not (or $x61 $x62)))))))))))))))
(check-sat)

(reset)
; claim layout.reading_every_expert_is_the_all_read_model_plus_the_replicas, check proof, obligation 2
; chalk proof: the statement is TRUE
; statement: Eq(bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(hbm_bandwidth*tp_degree), bytes_per_param*params_total/(ep_degree*hbm_bandwidth*tp_degree) + bytes_per_param*(ep_degree - 1)*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active)/(ep_degree*hbm_bandwidth*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun ep_degree () Real)
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
 (let ((?x27 (* (- 1.0) experts_per_token)))
 (let ((?x29 (+ experts ?x27)))
 (let (($x59 (<= 1.0 ?x29)))
 (let (($x55 (= params_active params_total)))
 (let (($x53 (= experts experts_per_token)))
 (let (($x57 (and $x53 $x55)))
 (or $x57 $x59))))))))
(assert
 (let ((?x33 (* (- 1.0) params_active)))
(let ((?x34 (+ params_total ?x33)))
(let ((?x27 (* (- 1.0) experts_per_token)))
(let ((?x29 (+ experts ?x27)))
(let (($x30 (>= 1.0 ?x29)))
(let ((?x31 (ite $x30 1.0 ?x29)))
(let ((?x32 (/ 1.0 ?x31)))
(let ((?x35 (* (- 1.0) experts_per_token ?x32 ?x34)))
(let ((?x42 (+ params_active ?x35)))
(let ((?x41 (+ (- 1.0) ep_degree)))
(let ((?x23 (/ 1.0 tp_degree)))
(let ((?x28 (/ 1.0 hbm_bandwidth)))
(let ((?x36 (/ 1.0 ep_degree)))
(let ((?x43 (* bytes_per_param ?x36 ?x28 ?x23 ?x41 ?x42)))
(let ((?x40 (* bytes_per_param params_total ?x36 ?x28 ?x23)))
(let ((?x44 (+ ?x40 ?x43)))
(let ((?x37 (* experts ?x36 ?x32 ?x34)))
(let ((?x38 (+ params_active ?x35 ?x37)))
(let ((?x39 (* bytes_per_param ?x28 ?x23 ?x38)))
(let (($x45 (= ?x39 ?x44)))
(not $x45))))))))))))))))))))))
(check-sat)
