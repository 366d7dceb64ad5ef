; claim economics_pricing.prefill_compute_bound_decode_memory_bound, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(batch*(context*kv_bytes_per_token + bytes_per_param*params_total/batch)/(chips*hbm_bandwidth), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))
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
 (let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x37 (* batch context kv_bytes_per_token ?x32 ?x27)))
(let ((?x36 (* bytes_per_param params_total ?x32 ?x27)))
(let ((?x38 (+ ?x36 ?x37)))
(let ((?x31 (/ 1.0 batch)))
(let ((?x33 (* bytes_per_param params_total ?x31)))
(let ((?x29 (* context kv_bytes_per_token)))
(let ((?x34 (+ ?x29 ?x33)))
(let ((?x35 (* batch ?x32 ?x27 ?x34)))
(let (($x39 (= ?x35 ?x38)))
(not $x39)))))))))))))
(check-sat)
