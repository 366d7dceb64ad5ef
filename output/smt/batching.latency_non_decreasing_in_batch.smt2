; claim batching.latency_non_decreasing_in_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= bytes_per_param*params_total/(chips*hbm_bandwidth)) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= Max(flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*(batch + batch_increase)/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun batch_increase () Real)
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
 (<= 0.0 batch_increase))
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
 (let ((?x42 (+ batch_increase batch)))
(let ((?x33 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x44 (* context kv_bytes_per_token ?x34 ?x33 ?x42)))
(let ((?x35 (* bytes_per_param params_total ?x34 ?x33)))
(let ((?x45 (+ ?x35 ?x44)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x43 (* flops_per_param params_active tokens_per_step ?x34 ?x29 ?x42)))
(let ((?x47 (ite (>= ?x43 ?x45) ?x43 ?x45)))
(let ((?x36 (* batch context kv_bytes_per_token ?x34 ?x33)))
(let ((?x37 (+ ?x35 ?x36)))
(let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x34 ?x29)))
(let ((?x39 (ite (>= ?x31 ?x37) ?x31 ?x37)))
(let (($x48 (<= ?x39 ?x47)))
(let (($x40 (>= ?x39 ?x35)))
(let (($x50 (and $x40 $x48)))
(not $x50))))))))))))))))))
(check-sat)
