; claim racks.scaleup_is_8_times_scaleout, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: 900000000000/scaleout_bandwidth <= 8
; z3 says sat
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
(let (($x13 (>= 8.0 ?x10)))
(not $x13)))))
(check-sat)
