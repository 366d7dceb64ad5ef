; claim racks.alltoall_hides_under_weight_fetch_in_one_rack, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(2*batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step/(expert_parallelism*scaleup_bandwidth) <= bytes_per_param*params_total/(chips*hbm_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_model () Real)
(declare-fun expert_parallelism () Real)
(declare-fun experts_per_token () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun moe_layers () Real)
(declare-fun params_total () Real)
(declare-fun scaleup_bandwidth () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 moe_layers))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x35 (/ 1.0 chips)))
(let ((?x37 (* bytes_per_param params_total ?x35 ?x36)))
(let ((?x31 (/ 1.0 expert_parallelism)))
(let ((?x29 (/ 1.0 scaleup_bandwidth)))
(let ((?x33 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x29 ?x31)))
(let (($x38 (<= ?x33 ?x37)))
(let (($x39 (not $x38)))
(let (($x44 (or (and $x38) (and $x39))))
(not $x44)))))))))))
(check-sat)

(reset)
; claim racks.alltoall_hides_under_weight_fetch_in_one_rack, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Equivalent(2*batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step/(expert_parallelism*scaleup_bandwidth) <= bytes_per_param*params_total/(chips*hbm_bandwidth), batch <= bytes_per_param*expert_parallelism*params_total*scaleup_bandwidth/(2*bytes_per_activation*chips*d_model*experts_per_token*hbm_bandwidth*moe_layers*tokens_per_step))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_model () Real)
(declare-fun expert_parallelism () Real)
(declare-fun experts_per_token () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun moe_layers () Real)
(declare-fun params_total () Real)
(declare-fun scaleup_bandwidth () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 moe_layers))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x45 (/ 1.0 moe_layers)))
(let ((?x44 (/ 1.0 experts_per_token)))
(let ((?x43 (/ 1.0 d_model)))
(let ((?x42 (/ 1.0 tokens_per_step)))
(let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x35 (/ 1.0 chips)))
(let ((?x41 (/ 1.0 bytes_per_activation)))
(let ((?x46 (* (/ 1.0 2.0) bytes_per_param params_total scaleup_bandwidth expert_parallelism ?x41 ?x35 ?x36 ?x42 ?x43 ?x44 ?x45)))
(let (($x47 (<= batch ?x46)))
(let (($x48 (not $x47)))
(let ((?x37 (* bytes_per_param params_total ?x35 ?x36)))
(let ((?x31 (/ 1.0 expert_parallelism)))
(let ((?x29 (/ 1.0 scaleup_bandwidth)))
(let ((?x33 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x29 ?x31)))
(let (($x38 (<= ?x33 ?x37)))
(let (($x39 (not $x38)))
(let (($x54 (or (and $x38 $x47) (and $x39 $x48))))
(not $x54)))))))))))))))))))
(check-sat)

(reset)
; claim racks.alltoall_hides_under_weight_fetch_in_one_rack, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(2*batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step/(expert_parallelism*scaleup_bandwidth) <= bytes_per_param*params_total/(chips*hbm_bandwidth), batch <= bytes_per_param*expert_parallelism*params_total*scaleup_bandwidth/(2*bytes_per_activation*chips*d_model*experts_per_token*hbm_bandwidth*moe_layers*tokens_per_step))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_model () Real)
(declare-fun expert_parallelism () Real)
(declare-fun experts_per_token () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun moe_layers () Real)
(declare-fun params_total () Real)
(declare-fun scaleup_bandwidth () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 moe_layers))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x45 (/ 1.0 moe_layers)))
(let ((?x44 (/ 1.0 experts_per_token)))
(let ((?x43 (/ 1.0 d_model)))
(let ((?x42 (/ 1.0 tokens_per_step)))
(let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x35 (/ 1.0 chips)))
(let ((?x41 (/ 1.0 bytes_per_activation)))
(let ((?x46 (* (/ 1.0 2.0) bytes_per_param params_total scaleup_bandwidth expert_parallelism ?x41 ?x35 ?x36 ?x42 ?x43 ?x44 ?x45)))
(let (($x47 (<= batch ?x46)))
(let (($x48 (not $x47)))
(let ((?x37 (* bytes_per_param params_total ?x35 ?x36)))
(let ((?x31 (/ 1.0 expert_parallelism)))
(let ((?x29 (/ 1.0 scaleup_bandwidth)))
(let ((?x33 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x29 ?x31)))
(let (($x38 (<= ?x33 ?x37)))
(let (($x39 (not $x38)))
(let (($x54 (or (and $x38 $x47) (and $x39 $x48))))
(not $x54)))))))))))))))))))
(check-sat)
