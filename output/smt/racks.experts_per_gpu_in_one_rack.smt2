; claim racks.experts_per_gpu_in_one_rack, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Implies(expert_parallelism <= experts, experts/expert_parallelism >= 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun expert_parallelism () Real)
(declare-fun experts () Real)
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 experts))
(assert
 (let ((?x11 (/ 1.0 expert_parallelism)))
(let ((?x13 (* experts ?x11)))
(let (($x15 (<= 1.0 ?x13)))
(let (($x9 (<= expert_parallelism experts)))
(let (($x14 (not $x9)))
(let (($x17 (or $x14 $x15)))
(not $x17))))))))
(check-sat)
