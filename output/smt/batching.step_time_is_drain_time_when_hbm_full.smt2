; claim batching.step_time_is_drain_time_when_hbm_full, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), hbm_capacity/hbm_bandwidth) & Eq(batch*tokens_per_step/Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), batch*hbm_bandwidth*tokens_per_step/hbm_capacity)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun hbm_capacity () Real)
(declare-fun kv_bytes_per_token () Real)
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
 (< 0.0 context))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 hbm_capacity))
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
 (let ((?x54 (* chips hbm_capacity)))
 (let ((?x52 (* batch context kv_bytes_per_token)))
 (let ((?x51 (* bytes_per_param params_total)))
 (let ((?x53 (+ ?x51 ?x52)))
 (= ?x53 ?x54))))))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
 (let ((?x34 (/ 1.0 chips)))
 (let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x34 ?x29)))
 (let ((?x33 (/ 1.0 hbm_bandwidth)))
 (let ((?x36 (* batch context kv_bytes_per_token ?x34 ?x33)))
 (let ((?x35 (* bytes_per_param params_total ?x34 ?x33)))
 (let ((?x37 (+ ?x35 ?x36)))
 (>= ?x37 ?x31)))))))))
(assert
 (let ((?x45 (/ 1.0 hbm_capacity)))
(let ((?x46 (* batch hbm_bandwidth tokens_per_step ?x45)))
(let ((?x33 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x36 (* batch context kv_bytes_per_token ?x34 ?x33)))
(let ((?x35 (* bytes_per_param params_total ?x34 ?x33)))
(let ((?x37 (+ ?x35 ?x36)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x34 ?x29)))
(let ((?x39 (ite (>= ?x31 ?x37) ?x31 ?x37)))
(let ((?x43 (/ 1.0 ?x39)))
(let ((?x44 (* batch tokens_per_step ?x43)))
(let (($x47 (= ?x44 ?x46)))
(let ((?x40 (* hbm_capacity ?x33)))
(let (($x41 (= ?x39 ?x40)))
(let (($x49 (and $x41 $x47)))
(not $x49))))))))))))))))))
(check-sat)
