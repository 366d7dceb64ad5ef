; claim batching.a_routed_token_reads_only_the_active_weights, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: bytes_per_param*params_active/(chips*hbm_bandwidth) <= bytes_per_param*params_total/(chips*hbm_bandwidth)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (<= params_active params_total))
(assert
 (let ((?x15 (/ 1.0 hbm_bandwidth)))
(let ((?x20 (/ 1.0 chips)))
(let ((?x19 (* bytes_per_param params_total ?x20 ?x15)))
(let ((?x17 (* bytes_per_param params_active ?x20 ?x15)))
(let (($x21 (<= ?x17 ?x19)))
(not $x21)))))))
(check-sat)
