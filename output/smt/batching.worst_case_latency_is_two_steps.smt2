; claim batching.worst_case_latency_is_two_steps, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Implies(Eq(queue_wait, Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))), Eq(queue_wait + Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), 2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))))) & (Implies(queue_wait <= Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), queue_wait + Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= 2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun queue_wait () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
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
 (<= 0.0 queue_wait))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x37 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x41 (* batch context kv_bytes_per_token ?x34 ?x37)))
(let ((?x39 (* bytes_per_param params_total ?x34 ?x37)))
(let ((?x42 (+ ?x39 ?x41)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x34 ?x31)))
(let ((?x45 (ite (>= ?x35 ?x42) ?x35 ?x42)))
(let ((?x52 (* 2.0 ?x45)))
(let ((?x50 (+ queue_wait ?x45)))
(let (($x38 (and (distinct hbm_bandwidth 0.0) true)))
(let (($x27 (and (distinct chips 0.0) true)))
(let (($x40 (and $x27 $x38)))
(let (($x43 (and $x40 $x40)))
(let (($x33 (and (distinct peak_flops 0.0) true)))
(let (($x36 (and $x27 $x33)))
(let (($x46 (and $x36 $x43)))
(let (($x54 (and $x46 $x46)))
(let (($x62 (or (not (and $x46 (<= queue_wait ?x45))) (and $x54 (<= ?x50 ?x52)))))
(let (($x63 (and (or (not (and $x46 (= queue_wait ?x45))) (and $x54 (= ?x50 ?x52))) $x62)))
(not $x63))))))))))))))))))))))
(check-sat)
