; claim racks.p_microbatches_keep_every_rack_busy, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x15 (ite (<= microbatches pipeline_stages) microbatches pipeline_stages)))
(let ((?x11 (/ 1.0 pipeline_stages)))
(let ((?x16 (* ?x11 ?x15)))
(let (($x17 (= 1.0 ?x16)))
(let (($x18 (not $x17)))
(let (($x9 (>= microbatches pipeline_stages)))
(let (($x14 (not $x9)))
(let (($x24 (or (and $x9 $x17) (and $x14 $x18))))
(not $x24))))))))))
(check-sat)
