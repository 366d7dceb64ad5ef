; claim racks.training_bubble_fraction, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), -microbatches/(microbatches + pipeline_stages - 1) + 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun microbatches () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 microbatches))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let ((?x14 (+ (- 1.0) microbatches pipeline_stages)))
 (let (($x13 (and (distinct ?x14 0.0) true)))
 (and $x13 $x13))))
(assert
 (let ((?x14 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x11 (/ 1.0 ?x14)))
(let ((?x17 (* (- 1.0) microbatches ?x11)))
(let ((?x18 (+ 1.0 ?x17)))
(let ((?x15 (+ (- 1.0) pipeline_stages)))
(let ((?x16 (* ?x11 ?x15)))
(let (($x20 (= ?x16 ?x18)))
(not $x20)))))))))
(check-sat)
