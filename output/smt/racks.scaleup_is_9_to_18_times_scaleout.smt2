; claim racks.scaleup_is_9_to_18_times_scaleout, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (900000000000/scaleout_bandwidth >= 9) & (900000000000/scaleout_bandwidth <= 18)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun scaleout_bandwidth () Real)
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (<= 50000000000.0 scaleout_bandwidth))
(assert
 (>= 100000000000.0 scaleout_bandwidth))
(assert
 (let ((?x9 (/ 1.0 scaleout_bandwidth)))
(let ((?x10 (* 900000000000.0 ?x9)))
(let (($x16 (>= 18.0 ?x10)))
(let (($x13 (<= 9.0 ?x10)))
(let (($x18 (and $x13 $x16)))
(not $x18)))))))
(check-sat)
