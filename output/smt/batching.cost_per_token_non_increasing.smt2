; claim batching.cost_per_token_non_increasing, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: chips*price_per_chip_hour*Max(flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*(batch + batch_increase)/(chips*hbm_bandwidth))/(tokens_per_step*(batch + batch_increase)) <= chips*price_per_chip_hour*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))/(batch*tokens_per_step)
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
 (let ((?x39 (/ 1.0 hbm_bandwidth)))
(let ((?x35 (/ 1.0 chips)))
(let ((?x48 (* batch context kv_bytes_per_token ?x35 ?x39)))
(let ((?x40 (* bytes_per_param params_total ?x35 ?x39)))
(let ((?x49 (+ ?x40 ?x48)))
(let ((?x37 (/ 1.0 peak_flops)))
(let ((?x47 (* batch flops_per_param params_active tokens_per_step ?x35 ?x37)))
(let ((?x51 (ite (>= ?x47 ?x49) ?x47 ?x49)))
(let ((?x36 (/ 1.0 tokens_per_step)))
(let ((?x46 (/ 1.0 batch)))
(let ((?x52 (* chips price_per_chip_hour ?x46 ?x36 ?x51)))
(let ((?x31 (+ batch_increase batch)))
(let ((?x41 (* context kv_bytes_per_token ?x35 ?x39 ?x31)))
(let ((?x42 (+ ?x40 ?x41)))
(let ((?x38 (* flops_per_param params_active tokens_per_step ?x35 ?x37 ?x31)))
(let ((?x44 (ite (>= ?x38 ?x42) ?x38 ?x42)))
(let ((?x33 (/ 1.0 ?x31)))
(let ((?x45 (* chips price_per_chip_hour ?x36 ?x33 ?x44)))
(let (($x53 (<= ?x45 ?x52)))
(not $x53)))))))))))))))))))))
(check-sat)
