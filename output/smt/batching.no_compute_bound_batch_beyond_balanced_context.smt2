; claim batching.no_compute_bound_batch_beyond_balanced_context, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let ((?x42 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (/ 1.0 chips)))
(let ((?x46 (* batch context kv_bytes_per_token ?x38 ?x42)))
(let ((?x44 (* bytes_per_param params_total ?x38 ?x42)))
(let ((?x47 (+ ?x44 ?x46)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x40 (* batch flops_per_param params_active tokens_per_step ?x38 ?x29)))
(let (($x43 (and (distinct hbm_bandwidth 0.0) true)))
(let (($x39 (and (distinct chips 0.0) true)))
(let (($x45 (and $x39 $x43)))
(let (($x48 (and $x45 $x45)))
(let (($x31 (and (distinct peak_flops 0.0) true)))
(let (($x41 (and $x39 $x31)))
(let (($x50 (and $x41 $x48)))
(let ((?x32 (/ 1.0 kv_bytes_per_token)))
(let ((?x33 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x32 ?x29)))
(let (($x27 (and (distinct kv_bytes_per_token 0.0) true)))
(let (($x34 (and $x27 $x31)))
(let (($x52 (or (not (and $x34 (>= context ?x33))) (and $x50 (< ?x40 ?x47)))))
(not $x52)))))))))))))))))))))
(check-sat)
