; claim racks.one_layer_per_rack_works_for_k8, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x16 (/ 1.0 scaleup_bandwidth)))
(let ((?x17 (* 16.0 scaleout_bandwidth ?x16)))
(let (($x18 (<= 1.0 ?x17)))
(let (($x19 (not $x18)))
(let ((?x14 (/ 1.0 scaleout_bandwidth)))
(let ((?x10 (* scaleup_bandwidth ?x14)))
(let (($x13 (>= 16.0 ?x10)))
(let (($x15 (not $x13)))
(let (($x25 (or (and $x13 $x18) (and $x15 $x19))))
(not $x25)))))))))))
(check-sat)
