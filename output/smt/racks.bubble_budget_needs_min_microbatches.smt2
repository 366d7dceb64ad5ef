; claim racks.bubble_budget_needs_min_microbatches, check identity, obligation 1
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
; claim racks.bubble_budget_needs_min_microbatches, check proof, obligation 1
; chalk proof: Not(statement) over the integers is unsatisfiable
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
