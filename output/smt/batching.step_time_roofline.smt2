; claim batching.step_time_roofline, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) + bytes_per_param*params_total/(chips*hbm_bandwidth) <= 2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))
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
(let ((?x31 (* batch context kv_bytes_per_token ?x32 ?x27)))
(let ((?x29 (* bytes_per_param params_total ?x32 ?x27)))
(let ((?x37 (+ ?x29 ?x31)))
(let ((?x33 (/ 1.0 peak_flops)))
(let ((?x34 (* batch flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let ((?x39 (ite (>= ?x34 ?x37) ?x34 ?x37)))
(let ((?x40 (* 2.0 ?x39)))
(let ((?x35 (+ ?x29 ?x31 ?x34)))
(let (($x41 (<= ?x35 ?x40)))
(not $x41)))))))))))))
(check-sat)

(reset)
; claim batching.step_time_roofline, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Implies(batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) + bytes_per_param*params_total/(chips*hbm_bandwidth) <= 2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) & (2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
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
 (let ((?x33 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x34 (* batch flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x31 (* batch context kv_bytes_per_token ?x32 ?x27)))
(let ((?x29 (* bytes_per_param params_total ?x32 ?x27)))
(let ((?x35 (+ ?x29 ?x31 ?x34)))
(let ((?x37 (+ ?x29 ?x31)))
(let ((?x39 (ite (>= ?x34 ?x37) ?x34 ?x37)))
(let ((?x40 (* 2.0 ?x39)))
(let (($x47 (>= ?x40 ?x35)))
(let (($x45 (>= ?x39 ?x37)))
(let (($x43 (>= ?x39 ?x34)))
(let (($x49 (and $x43 $x45 $x47)))
(let (($x41 (<= ?x35 ?x40)))
(let (($x42 (not $x41)))
(let (($x51 (or $x42 $x49)))
(not $x51)))))))))))))))))))
(check-sat)

(reset)
; claim batching.step_time_roofline, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) & (2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) + bytes_per_param*params_total/(chips*hbm_bandwidth))
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
(let ((?x44 (+ ?x33 ?x34 ?x29)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x37 (ite (>= ?x29 ?x35) ?x29 ?x35)))
(let ((?x43 (* 2.0 ?x37)))
(let (($x45 (>= ?x43 ?x44)))
(let (($x40 (>= ?x37 ?x35)))
(let (($x38 (>= ?x37 ?x29)))
(let (($x47 (and $x38 $x40 $x45)))
(not $x47))))))))))))))))
(check-sat)
