; claim racks.bubble_budget_inflates_the_global_batch, check identity, obligation 1
; chalk identity: Not(statement) over the integers is unsatisfiable
; statement: Equivalent(microbatches >= 9*pipeline_stages - 9, (pipeline_stages - 1)/(microbatches + pipeline_stages - 1) <= 1/10)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun microbatches () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 microbatches))
(assert
 (is_int microbatches))
(assert
 (< 0.0 pipeline_stages))
(assert
 (is_int pipeline_stages))
(assert
 (let ((?x18 (+ (- 1.0) microbatches pipeline_stages)))
 (and (distinct ?x18 0.0) true)))
(assert
 (let ((?x22 (+ (- 1.0) pipeline_stages)))
(let ((?x18 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x20 (/ 1.0 ?x18)))
(let ((?x23 (* ?x20 ?x22)))
(let ((?x12 (* 9.0 pipeline_stages)))
(let ((?x14 (+ (- 9.0) ?x12)))
(let (($x15 (>= microbatches ?x14)))
(let (($x27 (and (= $x15 (>= (/ 1.0 10.0) ?x23)))))
(not $x27))))))))))
(check-sat)

(reset)
; claim racks.bubble_budget_inflates_the_global_batch, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
; statement: Implies(microbatches >= 9*pipeline_stages - 9, microbatch*microbatches >= microbatch*(9*pipeline_stages - 9))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun microbatch () Real)
(declare-fun microbatches () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 microbatch))
(assert
 (< 0.0 microbatches))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let ((?x11 (* 9.0 pipeline_stages)))
(let ((?x13 (+ (- 9.0) ?x11)))
(let ((?x19 (* microbatch ?x13)))
(let ((?x18 (* microbatch microbatches)))
(let (($x21 (or (not (>= microbatches ?x13)) (>= ?x18 ?x19))))
(not $x21)))))))
(check-sat)

(reset)
; claim racks.bubble_budget_inflates_the_global_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Implies((pipeline_stages - 1)/(microbatches + pipeline_stages - 1) <= 1/10, microbatch*microbatches >= microbatch*(9*pipeline_stages - 9))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun microbatch () Real)
(declare-fun microbatches () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 microbatch))
(assert
 (< 0.0 microbatches))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let ((?x26 (* 9.0 pipeline_stages)))
(let ((?x27 (+ (- 9.0) ?x26)))
(let ((?x28 (* microbatch ?x27)))
(let ((?x23 (* microbatch microbatches)))
(let ((?x17 (+ (- 1.0) pipeline_stages)))
(let ((?x16 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x13 (/ 1.0 ?x16)))
(let ((?x18 (* ?x13 ?x17)))
(let (($x15 (and (distinct ?x16 0.0) true)))
(let (($x30 (or (not (and $x15 (>= (/ 1.0 10.0) ?x18))) (>= ?x23 ?x28))))
(not $x30))))))))))))
(check-sat)
