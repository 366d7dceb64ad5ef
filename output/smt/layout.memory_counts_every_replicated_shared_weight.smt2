; claim layout.memory_counts_every_replicated_shared_weight, check proof, obligation 1
; chalk: hypothesis 4 is defined where the ones before it hold
; hypothesis: (Eq(experts, experts_per_token) & Eq(params_active, params_total)) | (experts - experts_per_token >= 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun ep_degree () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
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
 (let ((?x21 (* (- 1.0) experts_per_token)))
(let ((?x23 (+ experts ?x21)))
(let (($x55 (<= 1.0 ?x23)))
(let (($x56 (not $x55)))
(let (($x51 (= params_active params_total)))
(let (($x52 (not $x51)))
(let (($x49 (= experts experts_per_token)))
(let (($x50 (not $x49)))
(let (($x54 (or $x50 $x52)))
(let (($x58 (and $x54 $x56)))
(let (($x53 (and $x49 $x51)))
(let (($x57 (or $x53 $x55)))
(not (or $x57 $x58)))))))))))))))
(check-sat)

(reset)
; claim layout.memory_counts_every_replicated_shared_weight, check proof, obligation 2
; chalk proof: the statement is TRUE
; statement: Eq(bytes_per_param*ep_degree*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token))), bytes_per_param*(params_total + (ep_degree - 1)*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun ep_degree () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
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
 (let ((?x21 (* (- 1.0) experts_per_token)))
 (let ((?x23 (+ experts ?x21)))
 (let (($x55 (<= 1.0 ?x23)))
 (let (($x51 (= params_active params_total)))
 (let (($x49 (= experts experts_per_token)))
 (let (($x53 (and $x49 $x51)))
 (or $x53 $x55))))))))
(assert
 (let ((?x29 (* (- 1.0) params_active)))
(let ((?x30 (+ params_total ?x29)))
(let ((?x21 (* (- 1.0) experts_per_token)))
(let ((?x23 (+ experts ?x21)))
(let (($x25 (>= 1.0 ?x23)))
(let ((?x27 (ite $x25 1.0 ?x23)))
(let ((?x28 (/ 1.0 ?x27)))
(let ((?x31 (* (- 1.0) experts_per_token ?x28 ?x30)))
(let ((?x37 (+ params_active ?x31)))
(let ((?x36 (+ (- 1.0) ep_degree)))
(let ((?x38 (* ?x36 ?x37)))
(let ((?x39 (+ params_total ?x38)))
(let ((?x40 (* bytes_per_param ?x39)))
(let ((?x32 (/ 1.0 ep_degree)))
(let ((?x33 (* experts ?x32 ?x28 ?x30)))
(let ((?x34 (+ params_active ?x31 ?x33)))
(let ((?x35 (* bytes_per_param ep_degree ?x34)))
(let (($x41 (= ?x35 ?x40)))
(not $x41))))))))))))))))))))
(check-sat)
