; claim batching.step_time_is_drain_time_when_hbm_full, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x38 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x40 (and $x29 $x38)))
 (let (($x43 (and $x40 $x40)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x36 (and $x29 $x33)))
 (let (($x46 (and $x36 $x43)))
 (and $x46 $x38)))))))))
(assert
 (let (($x55 (and (distinct hbm_capacity 0.0) true)))
 (let ((?x37 (/ 1.0 hbm_bandwidth)))
 (let ((?x34 (/ 1.0 chips)))
 (let ((?x41 (* batch context kv_bytes_per_token ?x34 ?x37)))
 (let ((?x39 (* bytes_per_param params_total ?x34 ?x37)))
 (let ((?x42 (+ ?x39 ?x41)))
 (let ((?x31 (/ 1.0 peak_flops)))
 (let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x34 ?x31)))
 (let ((?x45 (ite (>= ?x35 ?x42) ?x35 ?x42)))
 (let (($x38 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x40 (and $x29 $x38)))
 (let (($x43 (and $x40 $x40)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x36 (and $x29 $x33)))
 (let (($x46 (and $x36 $x43)))
 (let (($x52 (and $x46 (and (distinct ?x45 0.0) true))))
 (and $x52 $x55)))))))))))))))))))
(assert
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x36 (and $x29 $x33)))
 (let (($x38 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x40 (and $x29 $x38)))
 (let (($x43 (and $x40 $x40)))
 (and $x43 $x36))))))))
(assert
 (let ((?x63 (* chips hbm_capacity)))
 (let ((?x61 (* batch context kv_bytes_per_token)))
 (let ((?x60 (* bytes_per_param params_total)))
 (let ((?x62 (+ ?x60 ?x61)))
 (= ?x62 ?x63))))))
(assert
 (let ((?x31 (/ 1.0 peak_flops)))
 (let ((?x34 (/ 1.0 chips)))
 (let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x34 ?x31)))
 (let ((?x37 (/ 1.0 hbm_bandwidth)))
 (let ((?x41 (* batch context kv_bytes_per_token ?x34 ?x37)))
 (let ((?x39 (* bytes_per_param params_total ?x34 ?x37)))
 (let ((?x42 (+ ?x39 ?x41)))
 (>= ?x42 ?x35)))))))))
(assert
 (let ((?x54 (/ 1.0 hbm_capacity)))
(let ((?x56 (* batch hbm_bandwidth tokens_per_step ?x54)))
(let ((?x37 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x41 (* batch context kv_bytes_per_token ?x34 ?x37)))
(let ((?x39 (* bytes_per_param params_total ?x34 ?x37)))
(let ((?x42 (+ ?x39 ?x41)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x34 ?x31)))
(let ((?x45 (ite (>= ?x35 ?x42) ?x35 ?x42)))
(let ((?x50 (/ 1.0 ?x45)))
(let ((?x53 (* batch tokens_per_step ?x50)))
(let (($x59 (and (= ?x45 (* hbm_capacity ?x37)) (= ?x53 ?x56))))
(not $x59)))))))))))))))
(check-sat)
