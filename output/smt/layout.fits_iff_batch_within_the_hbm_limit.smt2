; claim layout.fits_iff_batch_within_the_hbm_limit, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*pp_degree*tp_degree) + bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(pp_degree*tp_degree) <= hbm_capacity*(1 - hbm_reserved_fraction), batch <= ep_degree*pp_degree*tp_degree*(-bytes_per_param*(-experts_per_token*(-params_active + params_total)/Max(1, experts - experts_per_token) + params_active + experts*(-params_active + params_total)/(ep_degree*Max(1, experts - experts_per_token)))/(pp_degree*tp_degree) + hbm_capacity*(1 - hbm_reserved_fraction))/(context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun ep_degree () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun hbm_capacity () Real)
(declare-fun hbm_reserved_fraction () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun n_kv_heads () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun pp_degree () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 context))
(assert
 (< 0.0 ep_degree))
(assert
 (< 0.0 experts))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 hbm_capacity))
(assert
 (<= 0.0 hbm_reserved_fraction))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 n_kv_heads))
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
 (>= 1.0 hbm_reserved_fraction))
(assert
 (let ((?x43 (* (- 1.0) params_active)))
(let ((?x44 (+ params_total ?x43)))
(let ((?x37 (* (- 1.0) experts_per_token)))
(let ((?x39 (+ experts ?x37)))
(let (($x40 (>= 1.0 ?x39)))
(let ((?x41 (ite $x40 1.0 ?x39)))
(let ((?x42 (/ 1.0 ?x41)))
(let ((?x46 (/ 1.0 ep_degree)))
(let ((?x47 (* experts ?x46 ?x42 ?x44)))
(let ((?x45 (* (- 1.0) experts_per_token ?x42 ?x44)))
(let ((?x48 (+ params_active ?x45 ?x47)))
(let ((?x33 (/ 1.0 tp_degree)))
(let ((?x38 (/ 1.0 pp_degree)))
(let ((?x64 (* (- 1.0) bytes_per_param ?x38 ?x33 ?x48)))
(let ((?x56 (* (- 1.0) hbm_reserved_fraction)))
(let ((?x57 (+ 1.0 ?x56)))
(let ((?x58 (* hbm_capacity ?x57)))
(let ((?x65 (+ ?x58 ?x64)))
(let ((?x50 (/ 1.0 n_kv_heads)))
(let ((?x51 (* tp_degree ?x50)))
(let ((?x53 (ite (>= 1.0 ?x51) 1.0 ?x51)))
(let ((?x63 (/ 1.0 ?x53)))
(let ((?x62 (/ 1.0 kv_bytes_per_token)))
(let ((?x61 (/ 1.0 context)))
(let ((?x66 (* ep_degree pp_degree tp_degree ?x61 ?x62 ?x63 ?x65)))
(let (($x67 (<= batch ?x66)))
(let (($x68 (not $x67)))
(let ((?x54 (* batch context kv_bytes_per_token ?x46 ?x38 ?x33 ?x53)))
(let ((?x49 (* bytes_per_param ?x38 ?x33 ?x48)))
(let ((?x55 (+ ?x49 ?x54)))
(let (($x59 (<= ?x55 ?x58)))
(let (($x60 (not $x59)))
(let (($x74 (or (and $x59 $x67) (and $x60 $x68))))
(not $x74)))))))))))))))))))))))))))))))))))
(check-sat)
