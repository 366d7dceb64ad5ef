; claim batching.hardware_factor_b200, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Implies(batch >= 350*params_total/params_active, batch*params_active/(4500000000000000*chips) >= params_total/(16000000000000*chips))) & (Implies(batch <= 250*params_total/params_active, batch*params_active/(4500000000000000*chips) <= params_total/(16000000000000*chips)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun chips () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (let ((?x23 (/ 1.0 chips)))
(let ((?x27 (* (/ 1.0 16000000000000.0) params_total ?x23)))
(let ((?x25 (* (/ 1.0 4500000000000000.0) batch params_active ?x23)))
(let (($x24 (and (distinct chips 0.0) true)))
(let (($x29 (and $x24 $x24)))
(let (($x15 (and (distinct params_active 0.0) true)))
(let (($x35 (and $x15 (<= batch (* 250.0 params_total (/ 1.0 params_active))))))
(let (($x20 (and $x15 (>= batch (* 350.0 params_total (/ 1.0 params_active))))))
(let (($x40 (and (or (not $x20) (and $x29 (>= ?x25 ?x27))) (or (not $x35) (and $x29 (<= ?x25 ?x27))))))
(not $x40)))))))))))
(check-sat)
