; claim batching.latency_non_decreasing_in_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x38 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x40 (and $x29 $x38)))
 (let (($x43 (and $x40 $x40)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x36 (and $x29 $x33)))
 (let (($x46 (and $x36 $x43)))
 (and $x46 $x40)))))))))
(assert
 (let (($x38 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x40 (and $x29 $x38)))
 (let (($x43 (and $x40 $x40)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x36 (and $x29 $x33)))
 (let (($x46 (and $x36 $x43)))
 (and $x46 $x46)))))))))
(assert
 (let ((?x49 (+ batch_increase batch)))
(let ((?x37 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x51 (* context kv_bytes_per_token ?x34 ?x37 ?x49)))
(let ((?x39 (* bytes_per_param params_total ?x34 ?x37)))
(let ((?x52 (+ ?x39 ?x51)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x50 (* flops_per_param params_active tokens_per_step ?x34 ?x31 ?x49)))
(let ((?x54 (ite (>= ?x50 ?x52) ?x50 ?x52)))
(let ((?x41 (* batch context kv_bytes_per_token ?x34 ?x37)))
(let ((?x42 (+ ?x39 ?x41)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x34 ?x31)))
(let ((?x45 (ite (>= ?x35 ?x42) ?x35 ?x42)))
(let (($x57 (and (>= ?x45 ?x39) (<= ?x45 ?x54))))
(not $x57))))))))))))))))
(check-sat)
