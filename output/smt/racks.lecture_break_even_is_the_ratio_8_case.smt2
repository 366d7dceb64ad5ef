; claim racks.lecture_break_even_is_the_ratio_8_case, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Implies(Eq(scaleup_bandwidth/scaleout_bandwidth, 8), Equivalent(experts_per_token*layers_per_stage/4 >= 1, 2*experts_per_token*layers_per_stage*scaleout_bandwidth/scaleup_bandwidth >= 1))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun experts_per_token () Real)
(declare-fun layers_per_stage () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleup_bandwidth () Real)
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 layers_per_stage))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (let ((?x26 (/ 1.0 scaleup_bandwidth)))
(let ((?x28 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x26)))
(let (($x29 (<= 1.0 ?x28)))
(let (($x27 (and (distinct scaleup_bandwidth 0.0) true)))
(let (($x35 (and (not (<= 1.0 (* (/ 1.0 4.0) experts_per_token layers_per_stage))) (and $x27 (not $x29)))))
(let ((?x23 (* (/ 1.0 4.0) experts_per_token layers_per_stage)))
(let (($x24 (<= 1.0 ?x23)))
(let (($x13 (and (distinct scaleout_bandwidth 0.0) true)))
(let (($x20 (and $x13 (= 8.0 (* scaleup_bandwidth (/ 1.0 scaleout_bandwidth))))))
(let (($x37 (or (not $x20) (or (and $x24 (and $x27 $x29)) $x35))))
(not $x37))))))))))))
(check-sat)
