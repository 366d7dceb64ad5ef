; claim batching.optimal_batch_balances_weights_and_compute, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x32 (and (distinct tokens_per_step 0.0) true)))
 (let (($x30 (and (distinct params_active 0.0) true)))
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x23 (and (distinct flops_per_param 0.0) true)))
 (and $x23 $x27 $x30 $x32))))))
(assert
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x37 (and (distinct chips 0.0) true)))
 (let (($x43 (and $x37 $x27)))
 (let (($x39 (and (distinct peak_flops 0.0) true)))
 (let (($x41 (and $x37 $x39)))
 (and $x41 $x43)))))))
(assert
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x36 (/ 1.0 chips)))
(let ((?x42 (* bytes_per_param params_total ?x36 ?x25)))
(let ((?x38 (/ 1.0 peak_flops)))
(let ((?x40 (* batch flops_per_param params_active tokens_per_step ?x36 ?x38)))
(let ((?x31 (/ 1.0 tokens_per_step)))
(let ((?x29 (/ 1.0 params_active)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x33 (* bytes_per_param params_total peak_flops ?x28 ?x25 ?x29 ?x31)))
(let (($x47 (and (= (= batch ?x33) (= ?x40 ?x42)))))
(not $x47))))))))))))
(check-sat)

(reset)
; claim batching.optimal_batch_balances_weights_and_compute, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x32 (and (distinct tokens_per_step 0.0) true)))
 (let (($x30 (and (distinct params_active 0.0) true)))
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x23 (and (distinct flops_per_param 0.0) true)))
 (and $x23 $x27 $x30 $x32))))))
(assert
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x37 (and (distinct chips 0.0) true)))
 (let (($x43 (and $x37 $x27)))
 (let (($x39 (and (distinct peak_flops 0.0) true)))
 (let (($x41 (and $x37 $x39)))
 (and $x41 $x43)))))))
(assert
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x36 (/ 1.0 chips)))
(let ((?x42 (* bytes_per_param params_total ?x36 ?x25)))
(let ((?x38 (/ 1.0 peak_flops)))
(let ((?x40 (* batch flops_per_param params_active tokens_per_step ?x36 ?x38)))
(let ((?x31 (/ 1.0 tokens_per_step)))
(let ((?x29 (/ 1.0 params_active)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x33 (* bytes_per_param params_total peak_flops ?x28 ?x25 ?x29 ?x31)))
(let (($x47 (and (= (= batch ?x33) (= ?x40 ?x42)))))
(not $x47))))))))))))
(check-sat)
