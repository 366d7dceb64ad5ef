; claim batching.no_compute_bound_batch_beyond_balanced_context, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Implies(context >= flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) < batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))
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
 (let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x38 (* batch context kv_bytes_per_token ?x34 ?x36)))
(let ((?x37 (* bytes_per_param params_total ?x34 ?x36)))
(let ((?x39 (+ ?x37 ?x38)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x34 ?x27)))
(let (($x40 (< ?x35 ?x39)))
(let ((?x32 (/ 1.0 kv_bytes_per_token)))
(let ((?x29 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x32 ?x27)))
(let (($x31 (>= context ?x29)))
(let (($x33 (not $x31)))
(let (($x42 (or $x33 $x40)))
(not $x42)))))))))))))))
(check-sat)
