; claim racks.pipeline_break_even, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(2*experts_per_token*layers_per_stage*scaleout_bandwidth/scaleup_bandwidth >= 1)
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
 (let ((?x13 (/ 1.0 scaleup_bandwidth)))
(let ((?x15 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x13)))
(let (($x17 (<= 1.0 ?x15)))
(let (($x19 (not $x17)))
(let (($x24 (or (and $x17) (and $x19))))
(not $x24)))))))
(check-sat)

(reset)
; claim racks.pipeline_break_even, check identity, obligation 2
; chalk identity: the statement is TRUE
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
 (let ((?x21 (/ 1.0 scaleup_bandwidth)))
(let ((?x22 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x21)))
(let (($x23 (<= 1.0 ?x22)))
(let (($x24 (not $x23)))
(let ((?x15 (/ 1.0 scaleout_bandwidth)))
(let ((?x17 (* scaleup_bandwidth ?x15)))
(let ((?x18 (* 2.0 experts_per_token layers_per_stage)))
(let (($x19 (>= ?x18 ?x17)))
(let (($x20 (not $x19)))
(let (($x30 (or (and $x19 $x23) (and $x20 $x24))))
(not $x30))))))))))))
(check-sat)

(reset)
; claim racks.pipeline_break_even, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x21 (/ 1.0 scaleup_bandwidth)))
(let ((?x22 (* 2.0 scaleout_bandwidth experts_per_token layers_per_stage ?x21)))
(let (($x23 (<= 1.0 ?x22)))
(let (($x24 (not $x23)))
(let ((?x15 (/ 1.0 scaleout_bandwidth)))
(let ((?x17 (* scaleup_bandwidth ?x15)))
(let ((?x18 (* 2.0 experts_per_token layers_per_stage)))
(let (($x19 (>= ?x18 ?x17)))
(let (($x20 (not $x19)))
(let (($x30 (or (and $x19 $x23) (and $x20 $x24))))
(not $x30))))))))))))
(check-sat)
