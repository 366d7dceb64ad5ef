; claim batching.worst_case_latency_is_two_steps, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x33 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x36 (* batch context kv_bytes_per_token ?x34 ?x33)))
(let ((?x35 (* bytes_per_param params_total ?x34 ?x33)))
(let ((?x37 (+ ?x35 ?x36)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x34 ?x27)))
(let ((?x39 (ite (>= ?x31 ?x37) ?x31 ?x37)))
(let ((?x44 (* 2.0 ?x39)))
(let ((?x42 (+ queue_wait ?x39)))
(let (($x51 (<= ?x42 ?x44)))
(let (($x49 (<= queue_wait ?x39)))
(let (($x50 (not $x49)))
(let (($x53 (or $x50 $x51)))
(let (($x45 (= ?x42 ?x44)))
(let (($x40 (= queue_wait ?x39)))
(let (($x41 (not $x40)))
(let (($x47 (or $x41 $x45)))
(let (($x55 (and $x47 $x53)))
(not $x55)))))))))))))))))))))
(check-sat)
