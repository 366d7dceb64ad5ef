; claim batching.optimal_batch_board_form, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(batch, params_total*peak_flops/(hbm_bandwidth*params_active)), Eq(params_total/hbm_bandwidth, batch*params_active/peak_flops))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (let (($x19 (and (distinct params_active 0.0) true)))
 (let (($x15 (and (distinct hbm_bandwidth 0.0) true)))
 (and $x15 $x19))))
(assert
 (let (($x26 (and (distinct peak_flops 0.0) true)))
 (let (($x15 (and (distinct hbm_bandwidth 0.0) true)))
 (and $x15 $x26))))
(assert
 (let ((?x25 (/ 1.0 peak_flops)))
(let ((?x27 (* batch params_active ?x25)))
(let ((?x20 (/ 1.0 hbm_bandwidth)))
(let ((?x24 (* params_total ?x20)))
(let ((?x17 (/ 1.0 params_active)))
(let ((?x21 (* params_total peak_flops ?x20 ?x17)))
(let (($x31 (and (= (= batch ?x21) (= ?x24 ?x27)))))
(not $x31)))))))))
(check-sat)
