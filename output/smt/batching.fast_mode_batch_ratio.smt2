; claim batching.fast_mode_batch_ratio, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(Max(bytes_per_param*params_total/(chips*hbm_bandwidth), bytes_per_param*fast_speedup*params_total/(chips*hbm_bandwidth))/Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)), fast_speedup) & Eq(batch*flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(bytes_per_param*fast_speedup*params_total*peak_flops), batch*flops_per_param*hbm_bandwidth*params_active*tokens_per_step*Max(bytes_per_param*params_total/(chips*hbm_bandwidth), bytes_per_param*fast_speedup*params_total/(chips*hbm_bandwidth))/(bytes_per_param*fast_speedup**2*params_total*peak_flops*Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops))))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun fast_speedup () Real)
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
 (< 0.0 fast_speedup))
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
 (<= 1.0 fast_speedup))
(assert
 (let ((?x56 (/ 1.0 tokens_per_step)))
 (let ((?x55 (/ 1.0 params_active)))
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
 (let ((?x54 (/ 1.0 flops_per_param)))
 (let ((?x57 (* bytes_per_param params_total peak_flops ?x54 ?x25 ?x55 ?x56)))
 (<= batch ?x57)))))))
(assert
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x30 (/ 1.0 chips)))
(let ((?x35 (* bytes_per_param fast_speedup params_total ?x30 ?x25)))
(let ((?x27 (* bytes_per_param params_total ?x30 ?x25)))
(let ((?x37 (ite (>= ?x27 ?x35) ?x27 ?x35)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x30 ?x29)))
(let ((?x33 (ite (>= ?x27 ?x31) ?x27 ?x31)))
(let ((?x34 (/ 1.0 ?x33)))
(let ((?x43 (/ 1.0 params_total)))
(let ((?x45 (* fast_speedup fast_speedup)))
(let ((?x46 (/ 1.0 ?x45)))
(let ((?x41 (/ 1.0 bytes_per_param)))
(let ((?x47 (* batch flops_per_param hbm_bandwidth params_active tokens_per_step ?x41 ?x46 ?x43 ?x29 ?x34 ?x37)))
(let ((?x42 (/ 1.0 fast_speedup)))
(let ((?x44 (* batch flops_per_param hbm_bandwidth params_active tokens_per_step ?x41 ?x42 ?x43 ?x29)))
(let (($x48 (= ?x44 ?x47)))
(let ((?x38 (* ?x34 ?x37)))
(let (($x39 (= ?x38 fast_speedup)))
(let (($x50 (and $x39 $x48)))
(not $x50))))))))))))))))))))))
(check-sat)
