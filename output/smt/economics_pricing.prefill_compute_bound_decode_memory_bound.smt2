; claim economics_pricing.prefill_compute_bound_decode_memory_bound, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x23 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x19 (and (distinct chips 0.0) true)))
 (let (($x33 (and $x19 $x23)))
 (let (($x36 (and $x33 $x33)))
 (let (($x27 (and (distinct batch 0.0) true)))
 (let (($x31 (and $x19 $x23 $x27)))
 (and $x31 $x36))))))))
(assert
 (let ((?x21 (/ 1.0 hbm_bandwidth)))
(let ((?x24 (/ 1.0 chips)))
(let ((?x34 (* batch context kv_bytes_per_token ?x24 ?x21)))
(let ((?x32 (* bytes_per_param params_total ?x24 ?x21)))
(let ((?x35 (+ ?x32 ?x34)))
(let ((?x26 (/ 1.0 batch)))
(let ((?x28 (* bytes_per_param params_total ?x26)))
(let ((?x25 (* context kv_bytes_per_token)))
(let ((?x29 (+ ?x25 ?x28)))
(let ((?x30 (* batch ?x24 ?x21 ?x29)))
(let (($x38 (= ?x30 ?x35)))
(not $x38)))))))))))))
(check-sat)
