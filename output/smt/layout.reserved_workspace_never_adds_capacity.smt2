; claim layout.reserved_workspace_never_adds_capacity, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: hbm_capacity*(1 - hbm_reserved_fraction) <= hbm_capacity
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun hbm_capacity () Real)
(declare-fun hbm_reserved_fraction () Real)
(assert
 (< 0.0 hbm_capacity))
(assert
 (<= 0.0 hbm_reserved_fraction))
(assert
 (let ((?x9 (* (- 1.0) hbm_reserved_fraction)))
(let ((?x10 (+ 1.0 ?x9)))
(let ((?x13 (* hbm_capacity ?x10)))
(let (($x15 (<= ?x13 hbm_capacity)))
(not $x15))))))
(check-sat)
