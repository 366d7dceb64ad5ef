; claim racks.bubble_budget_inflates_the_global_batch, check identity, obligation 1
; chalk identity: every term is defined over the integers
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
 (let ((?x19 (+ (- 1.0) microbatches pipeline_stages)))
(let (($x22 (and (distinct ?x19 0.0) true)))
(let (($x39 (and $x22)))
(not $x39)))))
(check-sat)

(reset)
; claim racks.bubble_budget_inflates_the_global_batch, check identity, obligation 2
; chalk identity: where they are, the statement is TRUE over the integers
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
 (let ((?x19 (+ (- 1.0) microbatches pipeline_stages)))
 (let (($x22 (and (distinct ?x19 0.0) true)))
 (and $x22))))
(assert
 (let ((?x23 (+ (- 1.0) pipeline_stages)))
(let ((?x19 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x21 (/ 1.0 ?x19)))
(let ((?x24 (* ?x21 ?x23)))
(let (($x26 (>= (/ 1.0 10.0) ?x24)))
(let (($x22 (and (distinct ?x19 0.0) true)))
(let (($x29 (and $x22 (not $x26))))
(let ((?x12 (* 9.0 pipeline_stages)))
(let ((?x14 (+ (- 9.0) ?x12)))
(let (($x15 (>= microbatches ?x14)))
(let (($x17 (not $x15)))
(let (($x35 (or (and $x15 (and $x22 $x26)) (and $x17 $x29))))
(not $x35))))))))))))))
(check-sat)

(reset)
; claim racks.bubble_budget_inflates_the_global_batch, check identity, obligation 3
; chalk identity: the statement is TRUE
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
(let (($x20 (>= ?x18 ?x19)))
(let (($x15 (>= microbatches ?x13)))
(let (($x17 (not $x15)))
(let (($x22 (or $x17 $x20)))
(not $x22))))))))))
(check-sat)

(reset)
; claim racks.bubble_budget_inflates_the_global_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x27 (* 9.0 pipeline_stages)))
(let ((?x28 (+ (- 9.0) ?x27)))
(let ((?x29 (* microbatch ?x28)))
(let ((?x24 (* microbatch microbatches)))
(let (($x30 (>= ?x24 ?x29)))
(let ((?x17 (+ (- 1.0) pipeline_stages)))
(let ((?x16 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x13 (/ 1.0 ?x16)))
(let ((?x18 (* ?x13 ?x17)))
(let (($x20 (>= (/ 1.0 10.0) ?x18)))
(let (($x15 (and (distinct ?x16 0.0) true)))
(let (($x23 (and $x15 (not $x20))))
(let (($x32 (or $x23 $x30)))
(not $x32)))))))))))))))
(check-sat)
