; claim batching.cost_per_token_strictly_decreasing_below_optimal_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: chips*price_per_chip_hour*Max(flops_per_param*params_active*tokens_per_step*(batch + batch_increase)/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*(batch + batch_increase)/(chips*hbm_bandwidth))/(tokens_per_step*(batch + batch_increase)) < chips*price_per_chip_hour*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))/(batch*tokens_per_step)
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
 (let (($x45 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct chips 0.0) true)))
 (let (($x47 (and $x39 $x45)))
 (let (($x50 (and $x47 $x47)))
 (let (($x41 (and (distinct peak_flops 0.0) true)))
 (let (($x43 (and $x39 $x41)))
 (let (($x53 (and $x43 $x50)))
 (let (($x31 (and (distinct tokens_per_step 0.0) true)))
 (let (($x57 (and (distinct batch 0.0) true)))
 (let (($x64 (and $x57 $x31 $x53)))
 (let ((?x33 (+ batch_increase batch)))
 (let (($x37 (and (distinct ?x33 0.0) true)))
 (let (($x55 (and $x31 $x37 $x53)))
 (and $x55 $x64)))))))))))))))
(assert
 (let (($x31 (and (distinct tokens_per_step 0.0) true)))
 (let (($x71 (and (distinct params_active 0.0) true)))
 (let (($x45 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x69 (and (distinct flops_per_param 0.0) true)))
 (and $x69 $x45 $x71 $x31))))))
(assert
 (< 0.0 batch_increase))
(assert
 (let ((?x36 (/ 1.0 tokens_per_step)))
 (let ((?x70 (/ 1.0 params_active)))
 (let ((?x44 (/ 1.0 hbm_bandwidth)))
 (let ((?x68 (/ 1.0 flops_per_param)))
 (let ((?x72 (* bytes_per_param params_total peak_flops ?x68 ?x44 ?x70 ?x36)))
 (let ((?x33 (+ batch_increase batch)))
 (<= ?x33 ?x72))))))))
(assert
 (let ((?x44 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (/ 1.0 chips)))
(let ((?x59 (* batch context kv_bytes_per_token ?x38 ?x44)))
(let ((?x46 (* bytes_per_param params_total ?x38 ?x44)))
(let ((?x60 (+ ?x46 ?x59)))
(let ((?x40 (/ 1.0 peak_flops)))
(let ((?x58 (* batch flops_per_param params_active tokens_per_step ?x38 ?x40)))
(let ((?x62 (ite (>= ?x58 ?x60) ?x58 ?x60)))
(let ((?x36 (/ 1.0 tokens_per_step)))
(let ((?x56 (/ 1.0 batch)))
(let ((?x63 (* chips price_per_chip_hour ?x56 ?x36 ?x62)))
(let ((?x33 (+ batch_increase batch)))
(let ((?x48 (* context kv_bytes_per_token ?x38 ?x44 ?x33)))
(let ((?x49 (+ ?x46 ?x48)))
(let ((?x42 (* flops_per_param params_active tokens_per_step ?x38 ?x40 ?x33)))
(let ((?x52 (ite (>= ?x42 ?x49) ?x42 ?x49)))
(let ((?x35 (/ 1.0 ?x33)))
(let ((?x54 (* chips price_per_chip_hour ?x36 ?x35 ?x52)))
(let (($x66 (< ?x54 ?x63)))
(not $x66)))))))))))))))))))))
(check-sat)
