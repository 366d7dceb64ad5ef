; claim batching.throughput_grows_with_batch_to_compute_ceiling, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (batch*tokens_per_step/Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= chips*peak_flops/(flops_per_param*params_active)) & (batch*tokens_per_step/Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= tokens_per_step*(batch + batch_increase)/Max(flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*(batch + batch_increase)/(chips*hbm_bandwidth)))
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
 (let ((?x47 (+ batch_increase batch)))
(let ((?x33 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x49 (* context kv_bytes_per_token ?x34 ?x33 ?x47)))
(let ((?x35 (* bytes_per_param params_total ?x34 ?x33)))
(let ((?x50 (+ ?x35 ?x49)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x48 (* flops_per_param params_active tokens_per_step ?x34 ?x29 ?x47)))
(let ((?x52 (ite (>= ?x48 ?x50) ?x48 ?x50)))
(let ((?x53 (/ 1.0 ?x52)))
(let ((?x54 (* tokens_per_step ?x53 ?x47)))
(let ((?x36 (* batch context kv_bytes_per_token ?x34 ?x33)))
(let ((?x37 (+ ?x35 ?x36)))
(let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x34 ?x29)))
(let ((?x39 (ite (>= ?x31 ?x37) ?x31 ?x37)))
(let ((?x40 (/ 1.0 ?x39)))
(let ((?x41 (* batch tokens_per_step ?x40)))
(let (($x55 (<= ?x41 ?x54)))
(let ((?x43 (/ 1.0 params_active)))
(let ((?x42 (/ 1.0 flops_per_param)))
(let ((?x44 (* chips peak_flops ?x42 ?x43)))
(let (($x45 (<= ?x41 ?x44)))
(let (($x57 (and $x45 $x55)))
(not $x57)))))))))))))))))))))))))
(check-sat)
