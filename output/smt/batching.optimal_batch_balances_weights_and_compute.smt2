; claim batching.optimal_batch_balances_weights_and_compute, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x28 (/ 1.0 chips)))
(let ((?x29 (* bytes_per_param params_total ?x28 ?x27)))
(let ((?x23 (/ 1.0 peak_flops)))
(let ((?x25 (* batch flops_per_param params_active tokens_per_step ?x28 ?x23)))
(let (($x30 (= ?x25 ?x29)))
(let (($x31 (not $x30)))
(let (($x36 (or (and $x30) (and $x31))))
(not $x36))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_balances_weights_and_compute, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch, bytes_per_param*params_total*peak_flops/(flops_per_param*hbm_bandwidth*params_active*tokens_per_step)), Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x23 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x35 (* bytes_per_param params_total ?x32 ?x23)))
(let ((?x33 (/ 1.0 peak_flops)))
(let ((?x34 (* batch flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let (($x36 (= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x27 (/ 1.0 tokens_per_step)))
(let ((?x25 (/ 1.0 params_active)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x29 (* bytes_per_param params_total peak_flops ?x28 ?x23 ?x25 ?x27)))
(let (($x30 (= batch ?x29)))
(let (($x31 (not $x30)))
(let (($x43 (or (and $x30 $x36) (and $x31 $x37))))
(not $x43))))))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_balances_weights_and_compute, check identity, obligation 3
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch, bytes_per_param*params_total*peak_flops/(flops_per_param*hbm_bandwidth*params_active*tokens_per_step)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x25 (/ 1.0 tokens_per_step)))
(let ((?x23 (/ 1.0 params_active)))
(let ((?x21 (/ 1.0 hbm_bandwidth)))
(let ((?x26 (/ 1.0 flops_per_param)))
(let ((?x27 (* bytes_per_param params_total peak_flops ?x26 ?x21 ?x23 ?x25)))
(let (($x28 (= batch ?x27)))
(let (($x29 (not $x28)))
(let (($x34 (or (and $x28) (and $x29))))
(not $x34))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_balances_weights_and_compute, check identity, obligation 4
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch, bytes_per_param*params_total*peak_flops/(flops_per_param*hbm_bandwidth*params_active*tokens_per_step)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x25 (/ 1.0 tokens_per_step)))
(let ((?x23 (/ 1.0 params_active)))
(let ((?x21 (/ 1.0 hbm_bandwidth)))
(let ((?x26 (/ 1.0 flops_per_param)))
(let ((?x27 (* bytes_per_param params_total peak_flops ?x26 ?x21 ?x23 ?x25)))
(let (($x28 (= batch ?x27)))
(let (($x29 (not $x28)))
(let (($x34 (or (and $x28) (and $x29))))
(not $x34))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_balances_weights_and_compute, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(Eq(batch, bytes_per_param*params_total*peak_flops/(flops_per_param*hbm_bandwidth*params_active*tokens_per_step)), Eq(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x23 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x35 (* bytes_per_param params_total ?x32 ?x23)))
(let ((?x33 (/ 1.0 peak_flops)))
(let ((?x34 (* batch flops_per_param params_active tokens_per_step ?x32 ?x33)))
(let (($x36 (= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x27 (/ 1.0 tokens_per_step)))
(let ((?x25 (/ 1.0 params_active)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x29 (* bytes_per_param params_total peak_flops ?x28 ?x23 ?x25 ?x27)))
(let (($x30 (= batch ?x29)))
(let (($x31 (not $x30)))
(let (($x43 (or (and $x30 $x36) (and $x31 $x37))))
(not $x43))))))))))))))))
(check-sat)
