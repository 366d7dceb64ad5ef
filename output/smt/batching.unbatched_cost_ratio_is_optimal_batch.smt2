; claim batching.unbatched_cost_ratio_is_optimal_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x27 (/ 1.0 tokens_per_step)))
 (let ((?x25 (/ 1.0 params_active)))
 (let ((?x30 (/ 1.0 hbm_bandwidth)))
 (let ((?x23 (/ 1.0 flops_per_param)))
 (let ((?x40 (* bytes_per_param params_total peak_flops ?x23 ?x30 ?x25 ?x27)))
 (<= batch ?x40)))))))
(assert
 (let ((?x27 (/ 1.0 tokens_per_step)))
(let ((?x25 (/ 1.0 params_active)))
(let ((?x30 (/ 1.0 hbm_bandwidth)))
(let ((?x23 (/ 1.0 flops_per_param)))
(let ((?x28 (/ 1.0 batch)))
(let ((?x37 (* bytes_per_param params_total peak_flops ?x28 ?x23 ?x30 ?x25 ?x27)))
(let ((?x32 (/ 1.0 peak_flops)))
(let ((?x29 (/ 1.0 chips)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x29 ?x32)))
(let ((?x31 (* bytes_per_param params_total ?x29 ?x30)))
(let ((?x35 (ite (>= ?x31 ?x33) ?x31 ?x33)))
(let ((?x36 (* chips peak_flops ?x28 ?x23 ?x25 ?x27 ?x35)))
(let (($x38 (= ?x36 ?x37)))
(not $x38)))))))))))))))
(check-sat)
