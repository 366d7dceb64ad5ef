; claim layout.fits_iff_batch_within_the_hbm_limit, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(batch*context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)/(ep_degree*pp_degree*tp_degree) + bytes_per_param*params_total/(ep_degree*pp_degree*tp_degree) <= hbm_capacity*(1 - hbm_reserved_fraction), batch <= ep_degree*pp_degree*tp_degree*(-bytes_per_param*params_total/(ep_degree*pp_degree*tp_degree) + hbm_capacity*(1 - hbm_reserved_fraction))/(context*kv_bytes_per_token*Max(1, tp_degree/n_kv_heads)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun ep_degree () Real)
(declare-fun hbm_capacity () Real)
(declare-fun hbm_reserved_fraction () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun n_kv_heads () Real)
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
 (< 0.0 hbm_capacity))
(assert
 (<= 0.0 hbm_reserved_fraction))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 n_kv_heads))
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
 (let ((?x29 (/ 1.0 tp_degree)))
(let ((?x27 (/ 1.0 pp_degree)))
(let ((?x32 (/ 1.0 ep_degree)))
(let ((?x48 (* (- 1.0) bytes_per_param params_total ?x32 ?x27 ?x29)))
(let ((?x40 (* (- 1.0) hbm_reserved_fraction)))
(let ((?x41 (+ 1.0 ?x40)))
(let ((?x42 (* hbm_capacity ?x41)))
(let ((?x49 (+ ?x42 ?x48)))
(let ((?x33 (/ 1.0 n_kv_heads)))
(let ((?x34 (* tp_degree ?x33)))
(let ((?x36 (ite (>= 1.0 ?x34) 1.0 ?x34)))
(let ((?x47 (/ 1.0 ?x36)))
(let ((?x46 (/ 1.0 kv_bytes_per_token)))
(let ((?x45 (/ 1.0 context)))
(let ((?x50 (* ep_degree pp_degree tp_degree ?x45 ?x46 ?x47 ?x49)))
(let (($x51 (<= batch ?x50)))
(let (($x52 (not $x51)))
(let ((?x37 (* batch context kv_bytes_per_token ?x32 ?x27 ?x29 ?x36)))
(let ((?x31 (* bytes_per_param params_total ?x32 ?x27 ?x29)))
(let ((?x38 (+ ?x31 ?x37)))
(let (($x43 (<= ?x38 ?x42)))
(let (($x44 (not $x43)))
(let (($x58 (or (and $x43 $x51) (and $x44 $x52))))
(not $x58)))))))))))))))))))))))))
(check-sat)
