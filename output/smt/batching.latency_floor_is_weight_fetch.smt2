; claim batching.latency_floor_is_weight_fetch, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops) + bytes_per_param*params_total/(chips*hbm_bandwidth)
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
 (< 0.0 tokens_per_step))
(assert
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x46 (and $x38 $x38 $x34)))
 (let (($x41 (and $x38 $x38)))
 (let (($x44 (and $x34 $x41)))
 (and $x44 $x46))))))))))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x35)))
(let ((?x37 (* bytes_per_param params_total ?x32 ?x35)))
(let ((?x45 (+ ?x37 ?x39 ?x33)))
(let ((?x40 (+ ?x37 ?x39)))
(let ((?x43 (ite (>= ?x33 ?x40) ?x33 ?x40)))
(let (($x48 (<= ?x43 ?x45)))
(not $x48))))))))))))
(check-sat)

(reset)
; claim batching.latency_floor_is_weight_fetch, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
; statement: Implies(Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*(context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) + bytes_per_param*params_total/(chips*hbm_bandwidth), (bytes_per_param*params_total/(chips*hbm_bandwidth) <= Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*(context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
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
 (< 0.0 tokens_per_step))
(assert
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x37 (* bytes_per_param params_total ?x32 ?x35)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x46 (* flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x45 (* context kv_bytes_per_token ?x32 ?x35)))
(let ((?x47 (+ ?x45 ?x46)))
(let ((?x49 (* batch ?x47)))
(let ((?x50 (+ ?x49 ?x37)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x35)))
(let ((?x40 (+ ?x37 ?x39)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x43 (ite (>= ?x33 ?x40) ?x33 ?x40)))
(let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
(let (($x27 (and (distinct chips 0.0) true)))
(let (($x38 (and $x27 $x36)))
(let (($x31 (and (distinct peak_flops 0.0) true)))
(let (($x34 (and $x27 $x31)))
(let (($x48 (and $x38 $x34)))
(let (($x51 (and $x48 $x38)))
(let (($x41 (and $x38 $x38)))
(let (($x44 (and $x34 $x41)))
(let (($x53 (and $x44 $x51)))
(let (($x54 (and $x53 (<= ?x43 ?x50))))
(let (($x60 (or (not $x54) (and (and (and $x38 $x44) (<= ?x37 ?x43)) $x54))))
(not $x60)))))))))))))))))))))))))))
(check-sat)

(reset)
; claim batching.latency_floor_is_weight_fetch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (bytes_per_param*params_total/(chips*hbm_bandwidth) <= Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))) & (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*(context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) + bytes_per_param*params_total/(chips*hbm_bandwidth))
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
 (< 0.0 tokens_per_step))
(assert
 (let (($x31 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (let (($x41 (and $x34 $x34)))
 (let (($x36 (and (distinct peak_flops 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x44 (and $x38 $x41)))
 (and $x34 $x44)))))))))
(assert
 (let (($x31 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (let (($x36 (and (distinct peak_flops 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x50 (and $x34 $x38)))
 (let (($x53 (and $x50 $x34)))
 (let (($x41 (and $x34 $x34)))
 (let (($x44 (and $x38 $x41)))
 (and $x44 $x53)))))))))))
(assert
 (let ((?x29 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x29)))
(let ((?x35 (/ 1.0 peak_flops)))
(let ((?x48 (* flops_per_param params_active tokens_per_step ?x32 ?x35)))
(let ((?x47 (* context kv_bytes_per_token ?x32 ?x29)))
(let ((?x49 (+ ?x47 ?x48)))
(let ((?x51 (* batch ?x49)))
(let ((?x52 (+ ?x51 ?x33)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x29)))
(let ((?x40 (+ ?x33 ?x39)))
(let ((?x37 (* batch flops_per_param params_active tokens_per_step ?x32 ?x35)))
(let ((?x43 (ite (>= ?x37 ?x40) ?x37 ?x40)))
(let (($x56 (and (<= ?x33 ?x43) (<= ?x43 ?x52))))
(not $x56))))))))))))))))
(check-sat)
