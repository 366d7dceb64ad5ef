; claim batching.optimal_batch_board_form, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x23 (/ 1.0 peak_flops)))
(let ((?x24 (* batch params_active ?x23)))
(let ((?x20 (/ 1.0 hbm_bandwidth)))
(let ((?x22 (* params_total ?x20)))
(let (($x25 (= ?x22 ?x24)))
(let (($x26 (not $x25)))
(let ((?x15 (/ 1.0 params_active)))
(let ((?x17 (* params_total peak_flops ?x20 ?x15)))
(let (($x19 (= batch ?x17)))
(let (($x21 (not $x19)))
(let (($x32 (or (and $x19 $x25) (and $x21 $x26))))
(not $x32)))))))))))))
(check-sat)
