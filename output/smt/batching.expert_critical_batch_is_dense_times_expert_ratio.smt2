; claim batching.expert_critical_batch_is_dense_times_expert_ratio, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(batch, bytes_per_param*experts*peak_flops/(experts_per_token*flops_per_param*hbm_bandwidth*tokens_per_step)), Eq(batch*experts_per_token*flops_per_param*params_per_expert*tokens_per_step/(experts*peak_flops), bytes_per_param*params_per_expert/hbm_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_per_expert () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 experts))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_per_expert))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x32 (and (distinct experts_per_token 0.0) true)))
 (let (($x30 (and (distinct tokens_per_step 0.0) true)))
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x23 (and (distinct flops_per_param 0.0) true)))
 (and $x23 $x27 $x30 $x32))))))
(assert
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct experts 0.0) true)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x41 (and $x37 $x39)))
 (and $x41 $x27))))))
(assert
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x42 (* bytes_per_param params_per_expert ?x25)))
(let ((?x38 (/ 1.0 experts)))
(let ((?x36 (/ 1.0 peak_flops)))
(let ((?x40 (* batch flops_per_param params_per_expert tokens_per_step experts_per_token ?x36 ?x38)))
(let ((?x31 (/ 1.0 experts_per_token)))
(let ((?x29 (/ 1.0 tokens_per_step)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x33 (* bytes_per_param peak_flops experts ?x28 ?x25 ?x29 ?x31)))
(let (($x46 (and (= (= batch ?x33) (= ?x40 ?x42)))))
(not $x46))))))))))))
(check-sat)

(reset)
; claim batching.expert_critical_batch_is_dense_times_expert_ratio, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(batch, bytes_per_param*experts*peak_flops/(experts_per_token*flops_per_param*hbm_bandwidth*tokens_per_step)), Eq(batch*experts_per_token*flops_per_param*params_per_expert*tokens_per_step/(experts*peak_flops), bytes_per_param*params_per_expert/hbm_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun params_per_expert () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 experts))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 params_per_expert))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x32 (and (distinct experts_per_token 0.0) true)))
 (let (($x30 (and (distinct tokens_per_step 0.0) true)))
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x23 (and (distinct flops_per_param 0.0) true)))
 (and $x23 $x27 $x30 $x32))))))
(assert
 (let (($x27 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct experts 0.0) true)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x41 (and $x37 $x39)))
 (and $x41 $x27))))))
(assert
 (let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x42 (* bytes_per_param params_per_expert ?x25)))
(let ((?x38 (/ 1.0 experts)))
(let ((?x36 (/ 1.0 peak_flops)))
(let ((?x40 (* batch flops_per_param params_per_expert tokens_per_step experts_per_token ?x36 ?x38)))
(let ((?x31 (/ 1.0 experts_per_token)))
(let ((?x29 (/ 1.0 tokens_per_step)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x33 (* bytes_per_param peak_flops experts ?x28 ?x25 ?x29 ?x31)))
(let (($x46 (and (= (= batch ?x33) (= ?x40 ?x42)))))
(not $x46))))))))))))
(check-sat)
