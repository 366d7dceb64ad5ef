; claim batching.balanced_context_equates_compute_and_kv, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(context, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops)), Eq(flops_per_param*params_active*tokens_per_step/(chips*peak_flops), context*kv_bytes_per_token/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 chips))
(assert
 (< 0.0 context))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x21 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x21 $x25))))
(assert
 (let (($x35 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x31 (and (distinct chips 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and $x31 $x25)))
 (and $x33 $x37)))))))
(assert
 (let ((?x34 (/ 1.0 hbm_bandwidth)))
(let ((?x30 (/ 1.0 chips)))
(let ((?x36 (* context kv_bytes_per_token ?x30 ?x34)))
(let ((?x23 (/ 1.0 peak_flops)))
(let ((?x32 (* flops_per_param params_active tokens_per_step ?x30 ?x23)))
(let ((?x26 (/ 1.0 kv_bytes_per_token)))
(let ((?x27 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x23)))
(let (($x41 (and (= (= context ?x27) (= ?x32 ?x36)))))
(not $x41))))))))))
(check-sat)

(reset)
; claim batching.balanced_context_equates_compute_and_kv, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
; statement: Implies(Equivalent(Eq(context, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops)), Eq(flops_per_param*params_active*tokens_per_step/(chips*peak_flops), context*kv_bytes_per_token/(chips*hbm_bandwidth))), (Equivalent(Eq(context, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops)), Eq(flops_per_param*params_active*tokens_per_step/(chips*peak_flops), context*kv_bytes_per_token/(chips*hbm_bandwidth)))) & (Equivalent(context < flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops), flops_per_param*params_active*tokens_per_step/(chips*peak_flops) > context*kv_bytes_per_token/(chips*hbm_bandwidth))))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 chips))
(assert
 (< 0.0 context))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x31 (/ 1.0 chips)))
(let ((?x37 (* context kv_bytes_per_token ?x31 ?x35)))
(let ((?x23 (/ 1.0 peak_flops)))
(let ((?x33 (* flops_per_param params_active tokens_per_step ?x31 ?x23)))
(let (($x52 (> ?x33 ?x37)))
(let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
(let (($x32 (and (distinct chips 0.0) true)))
(let (($x38 (and $x32 $x36)))
(let (($x25 (and (distinct peak_flops 0.0) true)))
(let (($x34 (and $x32 $x25)))
(let (($x40 (and $x34 $x38)))
(let ((?x26 (/ 1.0 kv_bytes_per_token)))
(let ((?x27 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x23)))
(let (($x50 (< context ?x27)))
(let (($x21 (and (distinct kv_bytes_per_token 0.0) true)))
(let (($x28 (and $x21 $x25)))
(let (($x60 (or (and (and $x28 $x50) (and $x40 $x52)) (and (and $x28 (not $x50)) (and $x40 (not $x52))))))
(let (($x47 (and (and $x28 (not (= context ?x27))) (and $x40 (not (= ?x33 ?x37))))))
(let (($x48 (or (and (and $x28 (= context ?x27)) (and $x40 (= ?x33 ?x37))) $x47)))
(let (($x62 (or (not $x48) (and $x48 $x60))))
(not $x62)))))))))))))))))))))))
(check-sat)

(reset)
; claim batching.balanced_context_equates_compute_and_kv, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Equivalent(Eq(context, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops)), Eq(flops_per_param*params_active*tokens_per_step/(chips*peak_flops), context*kv_bytes_per_token/(chips*hbm_bandwidth)))) & (Equivalent(context < flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops), flops_per_param*params_active*tokens_per_step/(chips*peak_flops) > context*kv_bytes_per_token/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 chips))
(assert
 (< 0.0 context))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x21 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x21 $x25))))
(assert
 (let (($x35 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x31 (and (distinct chips 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and $x31 $x25)))
 (and $x33 $x37)))))))
(assert
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x21 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x21 $x25))))
(assert
 (let (($x35 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x31 (and (distinct chips 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and $x31 $x25)))
 (and $x33 $x37)))))))
(assert
 (let ((?x34 (/ 1.0 hbm_bandwidth)))
(let ((?x30 (/ 1.0 chips)))
(let ((?x36 (* context kv_bytes_per_token ?x30 ?x34)))
(let ((?x23 (/ 1.0 peak_flops)))
(let ((?x32 (* flops_per_param params_active tokens_per_step ?x30 ?x23)))
(let ((?x26 (/ 1.0 kv_bytes_per_token)))
(let ((?x27 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x23)))
(let (($x46 (and (and (= (= context ?x27) (= ?x32 ?x36))) (and (= (< context ?x27) (> ?x32 ?x36))))))
(not $x46))))))))))
(check-sat)
