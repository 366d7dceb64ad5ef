; claim racks.lecture_break_even_on_any_hardware, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Implies(experts_per_token*layers_per_stage/4 >= 1, 2*experts_per_token*layers_per_stage*scaleout_bandwidth/scaleup_bandwidth >= 1)
; z3 says sat
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
 (let ((?x20 (/ 1.0 scaleup_bandwidth)))
(let ((?x21 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x20)))
(let (($x22 (<= 1.0 ?x21)))
(let ((?x18 (* (/ 1.0 4.0) experts_per_token layers_per_stage)))
(let (($x15 (<= 1.0 ?x18)))
(let (($x17 (not $x15)))
(let (($x24 (or $x17 $x22)))
(not $x24)))))))))
(check-sat)
