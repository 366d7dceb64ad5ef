; claim batching.one_more_token_never_reads_fewer_experts, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: experts*(-expert_miss*(1 - experts_per_token/experts) + 1) >= experts*(1 - expert_miss)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun expert_miss () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(assert
 (< 0.0 expert_miss))
(assert
 (< 0.0 experts))
(assert
 (< 0.0 experts_per_token))
(assert
 (<= experts_per_token experts))
(assert
 (let ((?x20 (* (- 1.0) expert_miss)))
(let ((?x21 (+ 1.0 ?x20)))
(let ((?x22 (* experts ?x21)))
(let ((?x11 (/ 1.0 experts)))
(let ((?x13 (* (- 1.0) experts_per_token ?x11)))
(let ((?x15 (+ 1.0 ?x13)))
(let ((?x17 (* (- 1.0) expert_miss ?x15)))
(let ((?x18 (+ 1.0 ?x17)))
(let ((?x19 (* experts ?x18)))
(let (($x23 (>= ?x19 ?x22)))
(not $x23))))))))))))
(check-sat)
