; claim racks.weight_fetch_board_form, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Eq(bytes_per_param*params_total/(chips*hbm_bandwidth), params_total/(chips*hbm_bandwidth))
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_total () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_total))
(assert
 (let ((?x13 (/ 1.0 hbm_bandwidth)))
(let ((?x18 (/ 1.0 chips)))
(let ((?x17 (* params_total ?x18 ?x13)))
(let ((?x15 (* bytes_per_param params_total ?x18 ?x13)))
(let (($x19 (= ?x15 ?x17)))
(not $x19)))))))
(check-sat)
