; claim racks.pipeline_break_even, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(2*experts_per_token*layers_per_stage >= scaleup_bandwidth/scaleout_bandwidth, 2*experts_per_token*layers_per_stage*scaleout_bandwidth/scaleup_bandwidth >= 1)
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
 (and (distinct scaleout_bandwidth 0.0) true))
(assert
 (and (distinct scaleup_bandwidth 0.0) true))
(assert
 (let ((?x21 (/ 1.0 scaleup_bandwidth)))
(let ((?x23 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x21)))
(let ((?x15 (/ 1.0 scaleout_bandwidth)))
(let ((?x19 (* scaleup_bandwidth ?x15)))
(let ((?x18 (* 2.0 experts_per_token layers_per_stage)))
(let (($x26 (and (= (>= ?x18 ?x19) (<= 1.0 ?x23)))))
(not $x26))))))))
(check-sat)

(reset)
; claim racks.pipeline_break_even, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(2*experts_per_token*layers_per_stage >= scaleup_bandwidth/scaleout_bandwidth, 2*experts_per_token*layers_per_stage*scaleout_bandwidth/scaleup_bandwidth >= 1)
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
 (and (distinct scaleout_bandwidth 0.0) true))
(assert
 (and (distinct scaleup_bandwidth 0.0) true))
(assert
 (let ((?x21 (/ 1.0 scaleup_bandwidth)))
(let ((?x23 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x21)))
(let ((?x15 (/ 1.0 scaleout_bandwidth)))
(let ((?x19 (* scaleup_bandwidth ?x15)))
(let ((?x18 (* 2.0 experts_per_token layers_per_stage)))
(let (($x26 (and (= (>= ?x18 ?x19) (<= 1.0 ?x23)))))
(not $x26))))))))
(check-sat)
