; claim racks.lecture_break_even_is_the_ratio_8_case, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x25 (/ 1.0 scaleup_bandwidth)))
(let ((?x26 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x25)))
(let (($x27 (<= 1.0 ?x26)))
(let (($x28 (not $x27)))
(let ((?x21 (* (/ 1.0 4.0) experts_per_token layers_per_stage)))
(let (($x22 (<= 1.0 ?x21)))
(let (($x23 (not $x22)))
(let (($x34 (or (and $x22 $x27) (and $x23 $x28))))
(let ((?x18 (/ 1.0 scaleout_bandwidth)))
(let ((?x13 (* scaleup_bandwidth ?x18)))
(let (($x17 (= 8.0 ?x13)))
(let (($x19 (not $x17)))
(let (($x38 (or $x19 $x34)))
(not $x38)))))))))))))))
(check-sat)
