; claim batching.optimal_batch_with_kv, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
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
 (let ((?x27 (/ 1.0 peak_flops)))
 (let ((?x46 (/ 1.0 kv_bytes_per_token)))
 (let ((?x47 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x46 ?x27)))
 (< context ?x47)))))
(assert
 (let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let (($x36 (= ?x29 ?x35)))
(let (($x37 (not $x36)))
(let (($x42 (or (and $x36) (and $x37))))
(not $x42))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 2
; chalk identity: the statement is TRUE
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
 (let ((?x27 (/ 1.0 peak_flops)))
 (let ((?x54 (/ 1.0 kv_bytes_per_token)))
 (let ((?x55 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x54 ?x27)))
 (< context ?x55)))))
(assert
 (let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x40 (* flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x39 (* (- 1.0) context kv_bytes_per_token ?x32 ?x31)))
(let ((?x41 (+ ?x39 ?x40)))
(let ((?x42 (* batch ?x41)))
(let (($x43 (= ?x42 ?x33)))
(let (($x44 (not $x43)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let (($x36 (= ?x29 ?x35)))
(let (($x37 (not $x36)))
(let (($x50 (or (and $x36 $x43) (and $x37 $x44))))
(not $x50))))))))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 3
; chalk identity: every term is defined
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
 (let ((?x33 (/ 1.0 peak_flops)))
 (let ((?x56 (/ 1.0 kv_bytes_per_token)))
 (let ((?x57 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x56 ?x33)))
 (< context ?x57)))))
(assert
 (let ((?x33 (/ 1.0 peak_flops)))
(let ((?x27 (/ 1.0 chips)))
(let ((?x34 (* flops_per_param params_active tokens_per_step ?x27 ?x33)))
(let ((?x29 (/ 1.0 hbm_bandwidth)))
(let ((?x31 (* (- 1.0) context kv_bytes_per_token ?x27 ?x29)))
(let ((?x35 (+ ?x31 ?x34)))
(let (($x41 (and (distinct ?x35 0.0) true)))
(let (($x60 (and $x41)))
(not $x60))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 4
; chalk identity: where they are, the statement is TRUE
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
 (let ((?x33 (/ 1.0 peak_flops)))
 (let ((?x56 (/ 1.0 kv_bytes_per_token)))
 (let ((?x57 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x56 ?x33)))
 (< context ?x57)))))
(assert
 (let ((?x33 (/ 1.0 peak_flops)))
 (let ((?x27 (/ 1.0 chips)))
 (let ((?x34 (* flops_per_param params_active tokens_per_step ?x27 ?x33)))
 (let ((?x29 (/ 1.0 hbm_bandwidth)))
 (let ((?x31 (* (- 1.0) context kv_bytes_per_token ?x27 ?x29)))
 (let ((?x35 (+ ?x31 ?x34)))
 (let (($x41 (and (distinct ?x35 0.0) true)))
 (and $x41)))))))))
(assert
 (let ((?x33 (/ 1.0 peak_flops)))
(let ((?x27 (/ 1.0 chips)))
(let ((?x34 (* flops_per_param params_active tokens_per_step ?x27 ?x33)))
(let ((?x29 (/ 1.0 hbm_bandwidth)))
(let ((?x31 (* (- 1.0) context kv_bytes_per_token ?x27 ?x29)))
(let ((?x35 (+ ?x31 ?x34)))
(let ((?x40 (/ 1.0 ?x35)))
(let ((?x42 (* bytes_per_param params_total ?x27 ?x29 ?x40)))
(let (($x43 (= batch ?x42)))
(let (($x41 (and (distinct ?x35 0.0) true)))
(let (($x46 (and $x41 (not $x43))))
(let ((?x37 (* bytes_per_param params_total ?x27 ?x29)))
(let ((?x36 (* batch ?x35)))
(let (($x38 (= ?x36 ?x37)))
(let (($x39 (not $x38)))
(let (($x52 (or (and $x38 (and $x41 $x43)) (and $x39 $x46))))
(not $x52))))))))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 5
; chalk identity: every term is defined
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
 (let ((?x27 (/ 1.0 peak_flops)))
 (let ((?x70 (/ 1.0 kv_bytes_per_token)))
 (let ((?x71 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x70 ?x27)))
 (< context ?x71)))))
(assert
 (let ((?x27 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x40 (* flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x39 (* (- 1.0) context kv_bytes_per_token ?x32 ?x31)))
(let ((?x41 (+ ?x39 ?x40)))
(let (($x43 (and (distinct ?x41 0.0) true)))
(let (($x74 (and $x43 $x43)))
(not $x74))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check identity, obligation 6
; chalk identity: where they are, the statement is TRUE
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
 (let ((?x27 (/ 1.0 peak_flops)))
 (let ((?x70 (/ 1.0 kv_bytes_per_token)))
 (let ((?x71 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x70 ?x27)))
 (< context ?x71)))))
(assert
 (let ((?x27 (/ 1.0 peak_flops)))
 (let ((?x32 (/ 1.0 chips)))
 (let ((?x40 (* flops_per_param params_active tokens_per_step ?x32 ?x27)))
 (let ((?x31 (/ 1.0 hbm_bandwidth)))
 (let ((?x39 (* (- 1.0) context kv_bytes_per_token ?x32 ?x31)))
 (let ((?x41 (+ ?x39 ?x40)))
 (let (($x43 (and (distinct ?x41 0.0) true)))
 (and $x43 $x43)))))))))
(assert
 (let ((?x27 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x40 (* flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x39 (* (- 1.0) context kv_bytes_per_token ?x32 ?x31)))
(let ((?x41 (+ ?x39 ?x40)))
(let ((?x42 (/ 1.0 ?x41)))
(let ((?x44 (* bytes_per_param params_total ?x32 ?x31 ?x42)))
(let (($x45 (= batch ?x44)))
(let (($x43 (and (distinct ?x41 0.0) true)))
(let (($x48 (and $x43 (not $x45))))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let (($x36 (= ?x29 ?x35)))
(let (($x37 (not $x36)))
(let (($x54 (or (and $x36 (and $x43 $x45)) (and $x37 $x48))))
(let ((?x60 (/ 1.0 tokens_per_step)))
(let ((?x59 (/ 1.0 params_active)))
(let ((?x58 (/ 1.0 flops_per_param)))
(let ((?x61 (* bytes_per_param params_total peak_flops ?x58 ?x31 ?x59 ?x60)))
(let (($x62 (> ?x44 ?x61)))
(let (($x63 (and $x43 $x62)))
(let (($x66 (and $x63 $x54)))
(let (($x57 (and (and (or $x36 $x37) (or (and $x43 $x45) $x48)) (or $x36 (and $x43 $x45)) (or $x37 $x48))))
(let (($x68 (or $x57 $x66)))
(not $x68)))))))))))))))))))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check proof, obligation 1
; chalk proof: every term is defined
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
 (let ((?x33 (/ 1.0 peak_flops)))
 (let ((?x68 (/ 1.0 kv_bytes_per_token)))
 (let ((?x69 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x68 ?x33)))
 (< context ?x69)))))
(assert
 (let ((?x33 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x34 (* flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x31 (* (- 1.0) context kv_bytes_per_token ?x32 ?x27)))
(let ((?x35 (+ ?x31 ?x34)))
(let (($x37 (and (distinct ?x35 0.0) true)))
(let (($x72 (and $x37 $x37)))
(not $x72))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_with_kv, check proof, obligation 2
; chalk proof: where they are, the statement is TRUE
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
 (let ((?x33 (/ 1.0 peak_flops)))
 (let ((?x68 (/ 1.0 kv_bytes_per_token)))
 (let ((?x69 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x68 ?x33)))
 (< context ?x69)))))
(assert
 (let ((?x33 (/ 1.0 peak_flops)))
 (let ((?x32 (/ 1.0 chips)))
 (let ((?x34 (* flops_per_param params_active tokens_per_step ?x32 ?x33)))
 (let ((?x27 (/ 1.0 hbm_bandwidth)))
 (let ((?x31 (* (- 1.0) context kv_bytes_per_token ?x32 ?x27)))
 (let ((?x35 (+ ?x31 ?x34)))
 (let (($x37 (and (distinct ?x35 0.0) true)))
 (and $x37 $x37)))))))))
(assert
 (let ((?x33 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x34 (* flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x31 (* (- 1.0) context kv_bytes_per_token ?x32 ?x27)))
(let ((?x35 (+ ?x31 ?x34)))
(let ((?x36 (/ 1.0 ?x35)))
(let ((?x38 (* bytes_per_param params_total ?x32 ?x27 ?x36)))
(let (($x53 (= batch ?x38)))
(let (($x37 (and (distinct ?x35 0.0) true)))
(let (($x56 (and $x37 (not $x53))))
(let ((?x49 (* batch context kv_bytes_per_token ?x32 ?x27)))
(let ((?x48 (* bytes_per_param params_total ?x32 ?x27)))
(let ((?x50 (+ ?x48 ?x49)))
(let ((?x47 (* batch flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let (($x51 (= ?x47 ?x50)))
(let (($x52 (not $x51)))
(let (($x62 (or (and $x51 (and $x37 $x53)) (and $x52 $x56))))
(let ((?x41 (/ 1.0 tokens_per_step)))
(let ((?x40 (/ 1.0 params_active)))
(let ((?x39 (/ 1.0 flops_per_param)))
(let ((?x42 (* bytes_per_param params_total peak_flops ?x39 ?x27 ?x40 ?x41)))
(let (($x43 (> ?x38 ?x42)))
(let (($x44 (and $x37 $x43)))
(let (($x66 (and $x44 $x62)))
(not $x66)))))))))))))))))))))))))))
(check-sat)
