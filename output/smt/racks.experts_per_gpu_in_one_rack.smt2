; claim racks.experts_per_gpu_in_one_rack, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x13 (and (distinct expert_parallelism 0.0) true)))
(let (($x18 (or (not (<= expert_parallelism experts)) (and $x13 (<= 1.0 (* experts (/ 1.0 expert_parallelism)))))))
(not $x18))))
(check-sat)
