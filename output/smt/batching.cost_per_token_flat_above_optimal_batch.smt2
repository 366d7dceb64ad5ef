; claim batching.cost_per_token_flat_above_optimal_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x34 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x34 $x40)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x38 (and $x34 $x36)))
 (let (($x45 (and $x38 $x42)))
 (let (($x31 (and (distinct tokens_per_step 0.0) true)))
 (let (($x27 (and (distinct batch 0.0) true)))
 (let (($x47 (and $x27 $x31 $x45)))
 (and $x47 $x40)))))))))))
(assert
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x34 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x34 $x40)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x38 (and $x34 $x36)))
 (let (($x45 (and $x38 $x42)))
 (let (($x31 (and (distinct tokens_per_step 0.0) true)))
 (let (($x27 (and (distinct batch 0.0) true)))
 (let (($x47 (and $x27 $x31 $x45)))
 (let ((?x51 (+ batch_increase batch)))
 (let (($x53 (and (distinct ?x51 0.0) true)))
 (let (($x58 (and $x31 $x53 $x45)))
 (and $x58 $x47))))))))))))))
(assert
 (let (($x31 (and (distinct tokens_per_step 0.0) true)))
 (let (($x65 (and (distinct params_active 0.0) true)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x63 (and (distinct flops_per_param 0.0) true)))
 (and $x63 $x36 $x65 $x31))))))
(assert
 (let ((?x29 (/ 1.0 tokens_per_step)))
 (let ((?x64 (/ 1.0 params_active)))
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
 (let ((?x62 (/ 1.0 flops_per_param)))
 (let ((?x66 (* bytes_per_param params_total peak_flops ?x62 ?x35 ?x64 ?x29)))
 (>= batch ?x66)))))))
(assert
 (let ((?x39 (/ 1.0 peak_flops)))
(let ((?x33 (/ 1.0 chips)))
(let ((?x41 (* batch flops_per_param params_active tokens_per_step ?x33 ?x39)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x37 (* bytes_per_param params_total ?x33 ?x35)))
(let ((?x44 (ite (>= ?x37 ?x41) ?x37 ?x41)))
(let ((?x29 (/ 1.0 tokens_per_step)))
(let ((?x32 (/ 1.0 batch)))
(let ((?x46 (* chips price_per_chip_hour ?x32 ?x29 ?x44)))
(let ((?x51 (+ batch_increase batch)))
(let ((?x54 (* flops_per_param params_active tokens_per_step ?x33 ?x39 ?x51)))
(let ((?x56 (ite (>= ?x37 ?x54) ?x37 ?x54)))
(let ((?x52 (/ 1.0 ?x51)))
(let ((?x57 (* chips price_per_chip_hour ?x29 ?x52 ?x56)))
(let (($x61 (and (= ?x46 (* flops_per_param params_active price_per_chip_hour ?x39)) (= ?x57 ?x46))))
(not $x61)))))))))))))))))
(check-sat)
