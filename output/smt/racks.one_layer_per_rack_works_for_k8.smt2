; claim racks.one_layer_per_rack_works_for_k8, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(scaleup_bandwidth/scaleout_bandwidth <= 16, 16*scaleout_bandwidth/scaleup_bandwidth >= 1)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleup_bandwidth () Real)
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (and (distinct scaleout_bandwidth 0.0) true))
(assert
 (and (distinct scaleup_bandwidth 0.0) true))
(assert
 (let ((?x16 (/ 1.0 scaleup_bandwidth)))
(let ((?x18 (* 16.0 scaleout_bandwidth ?x16)))
(let (($x20 (= (>= 16.0 (* scaleup_bandwidth (/ 1.0 scaleout_bandwidth))) (<= 1.0 ?x18))))
(let (($x21 (and $x20)))
(not $x21))))))
(check-sat)
