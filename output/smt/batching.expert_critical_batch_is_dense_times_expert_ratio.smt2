; claim batching.expert_critical_batch_is_dense_times_expert_ratio, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch*experts_per_token*flops_per_param*params_per_expert*tokens_per_step/(experts*peak_flops), bytes_per_param*params_per_expert/hbm_bandwidth))
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
 (let ((?x27 (/ 1.0 hbm_bandwidth)))
(let ((?x29 (* bytes_per_param params_per_expert ?x27)))
(let ((?x23 (/ 1.0 experts)))
(let ((?x28 (/ 1.0 peak_flops)))
(let ((?x25 (* batch flops_per_param params_per_expert tokens_per_step experts_per_token ?x28 ?x23)))
(let (($x30 (= ?x25 ?x29)))
(let (($x31 (not $x30)))
(let (($x36 (or (and $x30) (and $x31))))
(not $x36))))))))))
(check-sat)

(reset)
; claim batching.expert_critical_batch_is_dense_times_expert_ratio, check identity, obligation 2
; chalk identity: the statement is TRUE
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
 (let ((?x23 (/ 1.0 hbm_bandwidth)))
(let ((?x35 (* bytes_per_param params_per_expert ?x23)))
(let ((?x33 (/ 1.0 experts)))
(let ((?x32 (/ 1.0 peak_flops)))
(let ((?x34 (* batch flops_per_param params_per_expert tokens_per_step experts_per_token ?x32 ?x33)))
(let (($x36 (= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x27 (/ 1.0 experts_per_token)))
(let ((?x25 (/ 1.0 tokens_per_step)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x29 (* bytes_per_param peak_flops experts ?x28 ?x23 ?x25 ?x27)))
(let (($x30 (= batch ?x29)))
(let (($x31 (not $x30)))
(let (($x43 (or (and $x30 $x36) (and $x31 $x37))))
(not $x43))))))))))))))))
(check-sat)

(reset)
; claim batching.expert_critical_batch_is_dense_times_expert_ratio, check identity, obligation 3
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch, bytes_per_param*experts*peak_flops/(experts_per_token*flops_per_param*hbm_bandwidth*tokens_per_step)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun experts () Real)
(declare-fun experts_per_token () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
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
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x25 (/ 1.0 experts_per_token)))
(let ((?x23 (/ 1.0 tokens_per_step)))
(let ((?x21 (/ 1.0 hbm_bandwidth)))
(let ((?x26 (/ 1.0 flops_per_param)))
(let ((?x27 (* bytes_per_param peak_flops experts ?x26 ?x21 ?x23 ?x25)))
(let (($x28 (= batch ?x27)))
(let (($x29 (not $x28)))
(let (($x34 (or (and $x28) (and $x29))))
(not $x34))))))))))
(check-sat)

(reset)
; claim batching.expert_critical_batch_is_dense_times_expert_ratio, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x23 (/ 1.0 hbm_bandwidth)))
(let ((?x35 (* bytes_per_param params_per_expert ?x23)))
(let ((?x33 (/ 1.0 experts)))
(let ((?x32 (/ 1.0 peak_flops)))
(let ((?x34 (* batch flops_per_param params_per_expert tokens_per_step experts_per_token ?x32 ?x33)))
(let (($x36 (= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x27 (/ 1.0 experts_per_token)))
(let ((?x25 (/ 1.0 tokens_per_step)))
(let ((?x28 (/ 1.0 flops_per_param)))
(let ((?x29 (* bytes_per_param peak_flops experts ?x28 ?x23 ?x25 ?x27)))
(let (($x30 (= batch ?x29)))
(let (($x31 (not $x30)))
(let (($x43 (or (and $x30 $x36) (and $x31 $x37))))
(not $x43))))))))))))))))
(check-sat)
