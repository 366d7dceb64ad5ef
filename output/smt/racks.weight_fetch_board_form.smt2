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
 (let (($x17 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x13 (and (distinct chips 0.0) true)))
 (let (($x20 (and $x13 $x17)))
 (and $x20 $x20)))))
(assert
 (let ((?x15 (/ 1.0 hbm_bandwidth)))
(let ((?x18 (/ 1.0 chips)))
(let ((?x21 (* params_total ?x18 ?x15)))
(let ((?x19 (* bytes_per_param params_total ?x18 ?x15)))
(let (($x23 (= ?x19 ?x21)))
(not $x23)))))))
(check-sat)
