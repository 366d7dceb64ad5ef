; claim batching.latency_floor_is_weight_fetch, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) + bytes_per_param*params_total/(chips*hbm_bandwidth)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
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
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x27 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x38 (+ ?x33 ?x34 ?x29)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x37 (ite (>= ?x29 ?x35) ?x29 ?x35)))
(let (($x39 (<= ?x37 ?x38)))
(not $x39))))))))))))
(check-sat)

(reset)
; claim batching.latency_floor_is_weight_fetch, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Implies(Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*(context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) + bytes_per_param*params_total/(chips*hbm_bandwidth), (bytes_per_param*params_total/(chips*hbm_bandwidth) <= Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*(context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
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
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x39 (* flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x38 (* context kv_bytes_per_token ?x32 ?x31)))
(let ((?x40 (+ ?x38 ?x39)))
(let ((?x41 (* batch ?x40)))
(let ((?x42 (+ ?x41 ?x33)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x37 (ite (>= ?x29 ?x35) ?x29 ?x35)))
(let (($x43 (<= ?x37 ?x42)))
(let (($x45 (<= ?x33 ?x37)))
(let (($x47 (and $x45 $x43)))
(let (($x44 (not $x43)))
(let (($x49 (or $x44 $x47)))
(not $x49))))))))))))))))))))
(check-sat)

(reset)
; claim batching.latency_floor_is_weight_fetch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (bytes_per_param*params_total/(chips*hbm_bandwidth) <= Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*(context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) + bytes_per_param*params_total/(chips*hbm_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
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
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x29 (* bytes_per_param params_total ?x32 ?x27)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x41 (* flops_per_param params_active tokens_per_step ?x32 ?x31)))
(let ((?x40 (* context kv_bytes_per_token ?x32 ?x27)))
(let ((?x42 (+ ?x40 ?x41)))
(let ((?x43 (* batch ?x42)))
(let ((?x44 (+ ?x43 ?x29)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x27)))
(let ((?x35 (+ ?x29 ?x34)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x31)))
(let ((?x37 (ite (>= ?x33 ?x35) ?x33 ?x35)))
(let (($x45 (<= ?x37 ?x44)))
(let (($x38 (<= ?x29 ?x37)))
(let (($x47 (and $x38 $x45)))
(not $x47))))))))))))))))))
(check-sat)
