; claim batching.hardware_factor_b200, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x21 (/ 1.0 chips)))
(let ((?x24 (* (/ 1.0 16000000000000.0) params_total ?x21)))
(let ((?x22 (* (/ 1.0 4500000000000000.0) batch params_active ?x21)))
(let (($x33 (<= ?x22 ?x24)))
(let ((?x13 (/ 1.0 params_active)))
(let ((?x30 (* 250.0 params_total ?x13)))
(let (($x31 (<= batch ?x30)))
(let (($x32 (not $x31)))
(let (($x35 (or $x32 $x33)))
(let (($x25 (>= ?x22 ?x24)))
(let ((?x15 (* 350.0 params_total ?x13)))
(let (($x17 (>= batch ?x15)))
(let (($x19 (not $x17)))
(let (($x27 (or $x19 $x25)))
(let (($x37 (and $x27 $x35)))
(not $x37)))))))))))))))))
(check-sat)
