; claim economics_pricing.prefill_compute_bound_decode_memory_bound, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(batch*(context*kv_bytes_per_token + bytes_per_param*params_total/batch)/(chips*hbm_bandwidth), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_total () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 context))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 params_total))
(assert
 (let ((?x19 (/ 1.0 hbm_bandwidth)))
(let ((?x24 (/ 1.0 chips)))
(let ((?x29 (* batch context kv_bytes_per_token ?x24 ?x19)))
(let ((?x28 (* bytes_per_param params_total ?x24 ?x19)))
(let ((?x30 (+ ?x28 ?x29)))
(let ((?x23 (/ 1.0 batch)))
(let ((?x25 (* bytes_per_param params_total ?x23)))
(let ((?x21 (* context kv_bytes_per_token)))
(let ((?x26 (+ ?x21 ?x25)))
(let ((?x27 (* batch ?x24 ?x19 ?x26)))
(let (($x31 (= ?x27 ?x30)))
(not $x31)))))))))))))
(check-sat)
