; claim batching.unbatched_cost_ratio_is_optimal_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Eq(chips*peak_flops*Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops))/(batch*flops_per_param*params_active*tokens_per_step), bytes_per_param*params_total*peak_flops/(batch*flops_per_param*hbm_bandwidth*params_active*tokens_per_step))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
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
 (< 0.0 tokens_per_step))
(assert
 (let (($x32 (and (distinct tokens_per_step 0.0) true)))
 (let (($x30 (and (distinct params_active 0.0) true)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct flops_per_param 0.0) true)))
 (let (($x23 (and (distinct batch 0.0) true)))
 (let (($x49 (and $x23 $x27 $x36 $x30 $x32)))
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x34 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x34 $x40)))
 (let (($x38 (and $x34 $x36)))
 (let (($x45 (and $x38 $x42)))
 (let (($x47 (and $x23 $x27 $x30 $x32 $x45)))
 (and $x47 $x49))))))))))))))
(assert
 (let (($x32 (and (distinct tokens_per_step 0.0) true)))
 (let (($x30 (and (distinct params_active 0.0) true)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct flops_per_param 0.0) true)))
 (and $x27 $x36 $x30 $x32))))))
(assert
 (let ((?x31 (/ 1.0 tokens_per_step)))
 (let ((?x29 (/ 1.0 params_active)))
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
 (let ((?x25 (/ 1.0 flops_per_param)))
 (let ((?x52 (* bytes_per_param params_total peak_flops ?x25 ?x35 ?x29 ?x31)))
 (<= batch ?x52)))))))
(assert
 (let ((?x31 (/ 1.0 tokens_per_step)))
(let ((?x29 (/ 1.0 params_active)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x25 (/ 1.0 flops_per_param)))
(let ((?x28 (/ 1.0 batch)))
(let ((?x48 (* bytes_per_param params_total peak_flops ?x28 ?x25 ?x35 ?x29 ?x31)))
(let ((?x39 (/ 1.0 peak_flops)))
(let ((?x33 (/ 1.0 chips)))
(let ((?x41 (* batch flops_per_param params_active tokens_per_step ?x33 ?x39)))
(let ((?x37 (* bytes_per_param params_total ?x33 ?x35)))
(let ((?x44 (ite (>= ?x37 ?x41) ?x37 ?x41)))
(let ((?x46 (* chips peak_flops ?x28 ?x25 ?x29 ?x31 ?x44)))
(let (($x51 (= ?x46 ?x48)))
(not $x51)))))))))))))))
(check-sat)
