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
(declare-fun price_per_chip_hour () Real)
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
 (< 0.0 price_per_chip_hour))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x49 (+ batch_increase batch)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x36 (/ 1.0 chips)))
(let ((?x51 (* context kv_bytes_per_token ?x36 ?x35 ?x49)))
(let ((?x37 (* bytes_per_param params_total ?x36 ?x35)))
(let ((?x52 (+ ?x37 ?x51)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x50 (* flops_per_param params_active tokens_per_step ?x36 ?x31 ?x49)))
(let ((?x54 (ite (>= ?x50 ?x52) ?x50 ?x52)))
(let ((?x55 (/ 1.0 ?x54)))
(let ((?x56 (* tokens_per_step ?x55 ?x49)))
(let ((?x38 (* batch context kv_bytes_per_token ?x36 ?x35)))
(let ((?x39 (+ ?x37 ?x38)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x36 ?x31)))
(let ((?x41 (ite (>= ?x33 ?x39) ?x33 ?x39)))
(let ((?x42 (/ 1.0 ?x41)))
(let ((?x43 (* batch tokens_per_step ?x42)))
(let (($x57 (<= ?x43 ?x56)))
(let ((?x45 (/ 1.0 params_active)))
(let ((?x44 (/ 1.0 flops_per_param)))
(let ((?x46 (* chips peak_flops ?x44 ?x45)))
(let (($x47 (<= ?x43 ?x46)))
(let (($x59 (and $x47 $x57)))
(not $x59)))))))))))))))))))))))))
(check-sat)
