; claim racks.training_bubble_fraction, check identity, obligation 1
; chalk identity: every term is defined over the integers
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), (pipeline_stages - 1)/(microbatches + pipeline_stages - 1)) & Eq(-microbatches/(microbatches + pipeline_stages - 1) + 1, -microbatches/(microbatches + pipeline_stages - 1) + 1)
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
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
(let (($x15 (and (distinct ?x11 0.0) true)))
(let (($x20 (and $x15 $x15)))
(let (($x32 (and $x20 $x20)))
(not $x32))))))
(check-sat)

(reset)
; claim racks.training_bubble_fraction, check identity, obligation 2
; chalk identity: where they are, the statement is TRUE over the integers
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), (pipeline_stages - 1)/(microbatches + pipeline_stages - 1)) & Eq(-microbatches/(microbatches + pipeline_stages - 1) + 1, -microbatches/(microbatches + pipeline_stages - 1) + 1)
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
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
 (let (($x15 (and (distinct ?x11 0.0) true)))
 (let (($x20 (and $x15 $x15)))
 (and $x20 $x20)))))
(assert
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x14 (/ 1.0 ?x11)))
(let ((?x24 (* (- 1.0) microbatches ?x14)))
(let ((?x25 (+ 1.0 ?x24)))
(let (($x26 (= ?x25 ?x25)))
(let (($x15 (and (distinct ?x11 0.0) true)))
(let (($x20 (and $x15 $x15)))
(let (($x27 (and $x20 $x26)))
(let ((?x17 (+ (- 1.0) pipeline_stages)))
(let ((?x18 (* ?x14 ?x17)))
(let (($x19 (= ?x18 ?x18)))
(let (($x21 (and $x20 $x19)))
(let (($x30 (and $x21 $x27)))
(not $x30)))))))))))))))
(check-sat)

(reset)
; claim racks.training_bubble_fraction, check identity, obligation 3
; chalk identity: every term is defined over the integers
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), (pipeline_stages - 1)/(microbatches + pipeline_stages - 1))
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
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
(let (($x15 (and (distinct ?x11 0.0) true)))
(let (($x20 (and $x15 $x15)))
(let (($x24 (and $x20)))
(not $x24))))))
(check-sat)

(reset)
; claim racks.training_bubble_fraction, check identity, obligation 4
; chalk identity: where they are, the statement is TRUE over the integers
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), (pipeline_stages - 1)/(microbatches + pipeline_stages - 1))
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
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
 (let (($x15 (and (distinct ?x11 0.0) true)))
 (let (($x20 (and $x15 $x15)))
 (and $x20)))))
(assert
 (let ((?x17 (+ (- 1.0) pipeline_stages)))
(let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x14 (/ 1.0 ?x11)))
(let ((?x18 (* ?x14 ?x17)))
(let (($x19 (= ?x18 ?x18)))
(let (($x15 (and (distinct ?x11 0.0) true)))
(let (($x20 (and $x15 $x15)))
(let (($x21 (and $x20 $x19)))
(not $x21))))))))))
(check-sat)

(reset)
; claim racks.training_bubble_fraction, check proof, obligation 1
; chalk proof: every term is defined over the integers
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), -microbatches/(microbatches + pipeline_stages - 1) + 1)
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
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
(let (($x15 (and (distinct ?x11 0.0) true)))
(let (($x22 (and $x15 $x15)))
(let (($x26 (and $x22)))
(not $x26))))))
(check-sat)

(reset)
; claim racks.training_bubble_fraction, check proof, obligation 2
; chalk proof: where they are, the statement is TRUE over the integers
; statement: Eq((pipeline_stages - 1)/(microbatches + pipeline_stages - 1), -microbatches/(microbatches + pipeline_stages - 1) + 1)
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
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
 (let (($x15 (and (distinct ?x11 0.0) true)))
 (let (($x22 (and $x15 $x15)))
 (and $x22)))))
(assert
 (let ((?x11 (+ (- 1.0) microbatches pipeline_stages)))
(let ((?x14 (/ 1.0 ?x11)))
(let ((?x19 (* (- 1.0) microbatches ?x14)))
(let ((?x20 (+ 1.0 ?x19)))
(let ((?x17 (+ (- 1.0) pipeline_stages)))
(let ((?x18 (* ?x14 ?x17)))
(let (($x21 (= ?x18 ?x20)))
(let (($x15 (and (distinct ?x11 0.0) true)))
(let (($x22 (and $x15 $x15)))
(let (($x23 (and $x22 $x21)))
(not $x23))))))))))))
(check-sat)
