; claim racks.bubble_budget_needs_min_microbatches, check identity, obligation 1
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
; claim racks.bubble_budget_needs_min_microbatches, check identity, obligation 2
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
; claim racks.bubble_budget_needs_min_microbatches, check identity, obligation 3
; chalk identity: the statement is TRUE
; statement: Equivalent(microbatches >= 9*pipeline_stages - 9)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun microbatches () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 microbatches))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let (($x20 (or (and (>= microbatches (+ (- 9.0) (* 9.0 pipeline_stages)))) (and (not (>= microbatches (+ (- 9.0) (* 9.0 pipeline_stages))))))))
(not $x20)))
(check-sat)

(reset)
; claim racks.bubble_budget_needs_min_microbatches, check proof, obligation 1
; chalk proof: every term is defined over the integers
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
; claim racks.bubble_budget_needs_min_microbatches, check proof, obligation 2
; chalk proof: where they are, the statement is TRUE over the integers
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
