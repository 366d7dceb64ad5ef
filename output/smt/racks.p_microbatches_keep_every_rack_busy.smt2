; claim racks.p_microbatches_keep_every_rack_busy, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(microbatches >= pipeline_stages, Eq(Min(microbatches, pipeline_stages)/pipeline_stages, 1))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun microbatches () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 microbatches))
(assert
 (< 0.0 pipeline_stages))
(assert
 (and (distinct pipeline_stages 0.0) true))
(assert
 (let ((?x15 (ite (<= microbatches pipeline_stages) microbatches pipeline_stages)))
(let ((?x10 (/ 1.0 pipeline_stages)))
(let ((?x16 (* ?x10 ?x15)))
(let (($x19 (and (= (>= microbatches pipeline_stages) (= 1.0 ?x16)))))
(not $x19))))))
(check-sat)
