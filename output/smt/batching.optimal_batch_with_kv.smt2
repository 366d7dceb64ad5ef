; claim batching.optimal_batch_with_kv, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), Eq(batch*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)), bytes_per_param*params_total/(chips*hbm_bandwidth)))
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
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x41 (and $x38 $x38)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (and $x34 $x41))))))))
(assert
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (let (($x48 (and $x38 $x34)))
 (and $x48 $x38))))))))
(assert
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x55 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x55 $x31))))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
 (let ((?x54 (/ 1.0 kv_bytes_per_token)))
 (let ((?x56 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x54 ?x29)))
 (< context ?x56)))))
(assert
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x37 (* bytes_per_param params_total ?x32 ?x35)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x46 (* flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x45 (* (- 1.0) context kv_bytes_per_token ?x32 ?x35)))
(let ((?x47 (+ ?x45 ?x46)))
(let ((?x49 (* batch ?x47)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x35)))
(let ((?x40 (+ ?x37 ?x39)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let (($x53 (and (= (= ?x33 ?x40) (= ?x49 ?x37)))))
(not $x53))))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(batch*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)), bytes_per_param*params_total/(chips*hbm_bandwidth)), Eq(batch, bytes_per_param*params_total/(chips*hbm_bandwidth*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)))))
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
 (let (($x33 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x35 (and $x29 $x33)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x39 (and $x29 $x37)))
 (let (($x41 (and $x35 $x39)))
 (and $x41 $x35))))))))
(assert
 (let ((?x36 (/ 1.0 peak_flops)))
 (let ((?x27 (/ 1.0 chips)))
 (let ((?x38 (* flops_per_param params_active tokens_per_step ?x27 ?x36)))
 (let ((?x31 (/ 1.0 hbm_bandwidth)))
 (let ((?x34 (* (- 1.0) context kv_bytes_per_token ?x27 ?x31)))
 (let ((?x40 (+ ?x34 ?x38)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x39 (and $x29 $x37)))
 (let (($x33 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x35 (and $x29 $x33)))
 (let (($x41 (and $x35 $x39)))
 (let (($x48 (and $x41 (and (distinct ?x40 0.0) true))))
 (and $x29 $x33 $x48)))))))))))))))
(assert
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x55 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x55 $x37))))
(assert
 (let ((?x36 (/ 1.0 peak_flops)))
 (let ((?x54 (/ 1.0 kv_bytes_per_token)))
 (let ((?x56 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x54 ?x36)))
 (< context ?x56)))))
(assert
 (let ((?x36 (/ 1.0 peak_flops)))
(let ((?x27 (/ 1.0 chips)))
(let ((?x38 (* flops_per_param params_active tokens_per_step ?x27 ?x36)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (* (- 1.0) context kv_bytes_per_token ?x27 ?x31)))
(let ((?x40 (+ ?x34 ?x38)))
(let ((?x46 (/ 1.0 ?x40)))
(let ((?x49 (* bytes_per_param params_total ?x27 ?x31 ?x46)))
(let (($x52 (= (= (* batch ?x40) (* bytes_per_param params_total ?x27 ?x31)) (= batch ?x49))))
(let (($x53 (and $x52)))
(not $x53))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 3
; chalk identity: Not(statement) is unsatisfiable
; statement: Implies(Equivalent(Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), Eq(batch, bytes_per_param*params_total/(chips*hbm_bandwidth*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops))))), (bytes_per_param*params_total/(chips*hbm_bandwidth*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops))) > bytes_per_param*params_total*peak_flops/(flops_per_param*hbm_bandwidth*params_active*tokens_per_step)) & (Equivalent(Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), Eq(batch, bytes_per_param*params_total/(chips*hbm_bandwidth*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops)))))))
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
 (let (($x79 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x79 $x31))))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
 (let ((?x78 (/ 1.0 kv_bytes_per_token)))
 (let ((?x80 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x78 ?x29)))
 (< context ?x80)))))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x47 (* flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x46 (* (- 1.0) context kv_bytes_per_token ?x32 ?x35)))
(let ((?x48 (+ ?x46 ?x47)))
(let ((?x50 (/ 1.0 ?x48)))
(let ((?x53 (* bytes_per_param params_total ?x32 ?x35 ?x50)))
(let (($x55 (= batch ?x53)))
(let (($x31 (and (distinct peak_flops 0.0) true)))
(let (($x27 (and (distinct chips 0.0) true)))
(let (($x34 (and $x27 $x31)))
(let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
(let (($x38 (and $x27 $x36)))
(let (($x49 (and $x38 $x34)))
(let (($x52 (and $x49 (and (distinct ?x48 0.0) true))))
(let (($x54 (and $x27 $x36 $x52)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x35)))
(let ((?x37 (* bytes_per_param params_total ?x32 ?x35)))
(let ((?x40 (+ ?x37 ?x39)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let (($x42 (= ?x33 ?x40)))
(let (($x41 (and $x38 $x38)))
(let (($x43 (and $x34 $x41)))
(let (($x63 (or (and (and $x43 $x42) (and $x54 $x55)) (and (and $x43 (not $x42)) (and $x54 (not $x55))))))
(let ((?x69 (/ 1.0 tokens_per_step)))
(let ((?x67 (/ 1.0 params_active)))
(let ((?x65 (/ 1.0 flops_per_param)))
(let ((?x71 (* bytes_per_param params_total peak_flops ?x65 ?x35 ?x67 ?x69)))
(let (($x70 (and (distinct tokens_per_step 0.0) true)))
(let (($x68 (and (distinct params_active 0.0) true)))
(let (($x66 (and (distinct flops_per_param 0.0) true)))
(let (($x72 (and $x66 $x36 $x68 $x70)))
(let (($x74 (and $x54 $x72)))
(let (($x77 (or (not $x63) (and (and $x74 (> ?x53 ?x71)) $x63))))
(not $x77)))))))))))))))))))))))))))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (bytes_per_param*params_total/(chips*hbm_bandwidth*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops))) > bytes_per_param*params_total*peak_flops/(flops_per_param*hbm_bandwidth*params_active*tokens_per_step)) & (Equivalent(Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)), Eq(batch, bytes_per_param*params_total/(chips*hbm_bandwidth*(-context*kv_bytes_per_token/(chips*hbm_bandwidth) + flops_per_param*params_active*tokens_per_step/(chips*peak_flops))))))
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
 (let (($x52 (and (distinct tokens_per_step 0.0) true)))
 (let (($x50 (and (distinct params_active 0.0) true)))
 (let (($x31 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x48 (and (distinct flops_per_param 0.0) true)))
 (let (($x54 (and $x48 $x31 $x50 $x52)))
 (let ((?x36 (/ 1.0 peak_flops)))
 (let ((?x32 (/ 1.0 chips)))
 (let ((?x38 (* flops_per_param params_active tokens_per_step ?x32 ?x36)))
 (let ((?x29 (/ 1.0 hbm_bandwidth)))
 (let ((?x34 (* (- 1.0) context kv_bytes_per_token ?x32 ?x29)))
 (let ((?x40 (+ ?x34 ?x38)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x39 (and $x27 $x37)))
 (let (($x35 (and $x27 $x31)))
 (let (($x41 (and $x35 $x39)))
 (let (($x44 (and $x41 (and (distinct ?x40 0.0) true))))
 (let (($x46 (and $x27 $x31 $x44)))
 (and $x46 $x54))))))))))))))))))))
(assert
 (let (($x31 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x35 (and $x27 $x31)))
 (let (($x61 (and $x35 $x35)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x39 (and $x27 $x37)))
 (and $x39 $x61))))))))
(assert
 (let ((?x36 (/ 1.0 peak_flops)))
 (let ((?x32 (/ 1.0 chips)))
 (let ((?x38 (* flops_per_param params_active tokens_per_step ?x32 ?x36)))
 (let ((?x29 (/ 1.0 hbm_bandwidth)))
 (let ((?x34 (* (- 1.0) context kv_bytes_per_token ?x32 ?x29)))
 (let ((?x40 (+ ?x34 ?x38)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x39 (and $x27 $x37)))
 (let (($x31 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x35 (and $x27 $x31)))
 (let (($x41 (and $x35 $x39)))
 (let (($x44 (and $x41 (and (distinct ?x40 0.0) true))))
 (and $x27 $x31 $x44)))))))))))))))
(assert
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x69 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x69 $x37))))
(assert
 (let ((?x36 (/ 1.0 peak_flops)))
 (let ((?x68 (/ 1.0 kv_bytes_per_token)))
 (let ((?x70 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x68 ?x36)))
 (< context ?x70)))))
(assert
 (let ((?x36 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x38 (* flops_per_param params_active tokens_per_step ?x32 ?x36)))
(let ((?x29 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (* (- 1.0) context kv_bytes_per_token ?x32 ?x29)))
(let ((?x40 (+ ?x34 ?x38)))
(let ((?x42 (/ 1.0 ?x40)))
(let ((?x45 (* bytes_per_param params_total ?x32 ?x29 ?x42)))
(let ((?x59 (* batch context kv_bytes_per_token ?x32 ?x29)))
(let ((?x58 (* bytes_per_param params_total ?x32 ?x29)))
(let ((?x60 (+ ?x58 ?x59)))
(let ((?x57 (* batch flops_per_param params_active tokens_per_step ?x32 ?x36)))
(let ((?x51 (/ 1.0 tokens_per_step)))
(let ((?x49 (/ 1.0 params_active)))
(let ((?x47 (/ 1.0 flops_per_param)))
(let ((?x53 (* bytes_per_param params_total peak_flops ?x47 ?x29 ?x49 ?x51)))
(let (($x67 (and (> ?x45 ?x53) (and (= (= ?x57 ?x60) (= batch ?x45))))))
(not $x67)))))))))))))))))))
(check-sat)
