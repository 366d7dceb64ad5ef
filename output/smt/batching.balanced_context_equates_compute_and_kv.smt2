; claim batching.balanced_context_equates_compute_and_kv, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(flops_per_param*params_active*tokens_per_step/(chips*peak_flops), context*kv_bytes_per_token/(chips*hbm_bandwidth)))
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
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x26 (/ 1.0 chips)))
(let ((?x27 (* context kv_bytes_per_token ?x26 ?x25)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x23 (* flops_per_param params_active tokens_per_step ?x26 ?x21)))
(let (($x28 (= ?x23 ?x27)))
(let (($x29 (not $x28)))
(let (($x34 (or (and $x28) (and $x29))))
(not $x34))))))))))
(check-sat)

(reset)
; claim batching.balanced_context_equates_compute_and_kv, check identity, obligation 2
; chalk identity: the statement is TRUE
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
 (let ((?x30 (/ 1.0 hbm_bandwidth)))
(let ((?x28 (/ 1.0 chips)))
(let ((?x31 (* context kv_bytes_per_token ?x28 ?x30)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x29 (* flops_per_param params_active tokens_per_step ?x28 ?x21)))
(let (($x32 (= ?x29 ?x31)))
(let (($x33 (not $x32)))
(let ((?x26 (/ 1.0 kv_bytes_per_token)))
(let ((?x23 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x21)))
(let (($x25 (= context ?x23)))
(let (($x27 (not $x25)))
(let (($x39 (or (and $x25 $x32) (and $x27 $x33))))
(not $x39))))))))))))))
(check-sat)

(reset)
; claim batching.balanced_context_equates_compute_and_kv, check identity, obligation 3
; chalk identity: the statement is TRUE
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
 (let ((?x30 (/ 1.0 hbm_bandwidth)))
(let ((?x28 (/ 1.0 chips)))
(let ((?x31 (* context kv_bytes_per_token ?x28 ?x30)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x29 (* flops_per_param params_active tokens_per_step ?x28 ?x21)))
(let (($x45 (> ?x29 ?x31)))
(let (($x46 (not $x45)))
(let ((?x26 (/ 1.0 kv_bytes_per_token)))
(let ((?x23 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x21)))
(let (($x43 (< context ?x23)))
(let (($x44 (not $x43)))
(let (($x52 (or (and $x43 $x45) (and $x44 $x46))))
(let (($x39 (or (and (= context ?x23) (= ?x29 ?x31)) (and (not (= context ?x23)) (not (= ?x29 ?x31))))))
(let (($x56 (and $x39 $x52)))
(let (($x36 (and (or (= context ?x23) (not (= context ?x23))) (or (= ?x29 ?x31) (not (= ?x29 ?x31))))))
(let (($x42 (and $x36 (or (= context ?x23) (= ?x29 ?x31)) (or (not (= context ?x23)) (not (= ?x29 ?x31))))))
(let (($x58 (or $x42 $x56)))
(not $x58)))))))))))))))))))
(check-sat)

(reset)
; claim batching.balanced_context_equates_compute_and_kv, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x30 (/ 1.0 hbm_bandwidth)))
(let ((?x28 (/ 1.0 chips)))
(let ((?x31 (* context kv_bytes_per_token ?x28 ?x30)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x29 (* flops_per_param params_active tokens_per_step ?x28 ?x21)))
(let (($x45 (> ?x29 ?x31)))
(let (($x46 (not $x45)))
(let ((?x26 (/ 1.0 kv_bytes_per_token)))
(let ((?x23 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x21)))
(let (($x43 (< context ?x23)))
(let (($x44 (not $x43)))
(let (($x52 (or (and $x43 $x45) (and $x44 $x46))))
(let (($x39 (or (and (= context ?x23) (= ?x29 ?x31)) (and (not (= context ?x23)) (not (= ?x29 ?x31))))))
(let (($x56 (and $x39 $x52)))
(not $x56))))))))))))))))
(check-sat)
