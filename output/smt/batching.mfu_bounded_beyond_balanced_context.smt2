; claim batching.mfu_bounded_beyond_balanced_context, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))) <= 1) & (batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))) <= flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(context*kv_bytes_per_token*peak_flops))
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
(let ((?x43 (/ 1.0 kv_bytes_per_token)))
(let ((?x42 (/ 1.0 context)))
(let ((?x44 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x42 ?x43 ?x27)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x37 (ite (>= ?x29 ?x35) ?x29 ?x35)))
(let ((?x38 (/ 1.0 ?x37)))
(let ((?x39 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27 ?x38)))
(let (($x45 (<= ?x39 ?x44)))
(let (($x40 (>= 1.0 ?x39)))
(let (($x47 (and $x40 $x45)))
(not $x47))))))))))))))))))
(check-sat)
