; claim batching.cost_per_token_flat_above_optimal_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(chips*price_per_chip_hour*Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops))/(batch*tokens_per_step), flops_per_param*params_active*price_per_chip_hour/peak_flops) & Eq(chips*price_per_chip_hour*Max(bytes_per_param*params_total/(chips*hbm_bandwidth), flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(chips*peak_flops))/(tokens_per_step*(batch + batch_increase)), chips*price_per_chip_hour*Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops))/(batch*tokens_per_step))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun batch_increase () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
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
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
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
 (let ((?x27 (/ 1.0 tokens_per_step)))
 (let ((?x53 (/ 1.0 params_active)))
 (let ((?x31 (/ 1.0 hbm_bandwidth)))
 (let ((?x52 (/ 1.0 flops_per_param)))
 (let ((?x54 (* bytes_per_param params_total peak_flops ?x52 ?x31 ?x53 ?x27)))
 (>= batch ?x54)))))))
(assert
 (let ((?x34 (/ 1.0 peak_flops)))
(let ((?x29 (/ 1.0 chips)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x29 ?x34)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x33 (* bytes_per_param params_total ?x29 ?x31)))
(let ((?x37 (ite (>= ?x33 ?x35) ?x33 ?x35)))
(let ((?x27 (/ 1.0 tokens_per_step)))
(let ((?x32 (/ 1.0 batch)))
(let ((?x38 (* chips price_per_chip_hour ?x32 ?x27 ?x37)))
(let ((?x42 (+ batch_increase batch)))
(let ((?x44 (* flops_per_param params_active tokens_per_step ?x29 ?x34 ?x42)))
(let ((?x46 (ite (>= ?x33 ?x44) ?x33 ?x44)))
(let ((?x43 (/ 1.0 ?x42)))
(let ((?x47 (* chips price_per_chip_hour ?x27 ?x43 ?x46)))
(let (($x48 (= ?x47 ?x38)))
(let ((?x39 (* flops_per_param params_active price_per_chip_hour ?x34)))
(let (($x40 (= ?x38 ?x39)))
(let (($x50 (and $x40 $x48)))
(not $x50))))))))))))))))))))
(check-sat)
