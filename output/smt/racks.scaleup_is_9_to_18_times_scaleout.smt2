; claim racks.scaleup_is_9_to_18_times_scaleout, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (900000000000/scaleout_bandwidth >= 9) & (900000000000/scaleout_bandwidth <= 18)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun scaleout_bandwidth () Real)
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (and (distinct scaleout_bandwidth 0.0) true))
(assert
 (and (distinct scaleout_bandwidth 0.0) true))
(assert
 (<= 50000000000.0 scaleout_bandwidth))
(assert
 (>= 100000000000.0 scaleout_bandwidth))
(assert
 (let (($x17 (and (<= 9.0 (* 900000000000.0 (/ 1.0 scaleout_bandwidth))) (>= 18.0 (* 900000000000.0 (/ 1.0 scaleout_bandwidth))))))
(not $x17)))
(check-sat)
