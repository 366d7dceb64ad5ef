; claim racks.alltoall_hides_under_weight_fetch_in_one_rack, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x41 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct chips 0.0) true)))
 (let (($x43 (and $x39 $x41)))
 (let (($x35 (and (distinct expert_parallelism 0.0) true)))
 (let (($x31 (and (distinct scaleup_bandwidth 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (and $x37 $x43))))))))
(assert
 (let (($x56 (and (distinct moe_layers 0.0) true)))
 (let (($x54 (and (distinct experts_per_token 0.0) true)))
 (let (($x52 (and (distinct d_model 0.0) true)))
 (let (($x50 (and (distinct tokens_per_step 0.0) true)))
 (let (($x41 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct chips 0.0) true)))
 (let (($x48 (and (distinct bytes_per_activation 0.0) true)))
 (and $x48 $x39 $x41 $x50 $x52 $x54 $x56)))))))))
(assert
 (let ((?x55 (/ 1.0 moe_layers)))
(let ((?x53 (/ 1.0 experts_per_token)))
(let ((?x51 (/ 1.0 d_model)))
(let ((?x49 (/ 1.0 tokens_per_step)))
(let ((?x40 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (/ 1.0 chips)))
(let ((?x47 (/ 1.0 bytes_per_activation)))
(let ((?x57 (* (/ 1.0 2.0) bytes_per_param params_total scaleup_bandwidth expert_parallelism ?x47 ?x38 ?x40 ?x49 ?x51 ?x53 ?x55)))
(let ((?x42 (* bytes_per_param params_total ?x38 ?x40)))
(let ((?x33 (/ 1.0 expert_parallelism)))
(let ((?x29 (/ 1.0 scaleup_bandwidth)))
(let ((?x36 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x29 ?x33)))
(let (($x61 (and (= (<= ?x36 ?x42) (<= batch ?x57)))))
(not $x61)))))))))))))))
(check-sat)

(reset)
; claim racks.alltoall_hides_under_weight_fetch_in_one_rack, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x41 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct chips 0.0) true)))
 (let (($x43 (and $x39 $x41)))
 (let (($x35 (and (distinct expert_parallelism 0.0) true)))
 (let (($x31 (and (distinct scaleup_bandwidth 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (and $x37 $x43))))))))
(assert
 (let (($x56 (and (distinct moe_layers 0.0) true)))
 (let (($x54 (and (distinct experts_per_token 0.0) true)))
 (let (($x52 (and (distinct d_model 0.0) true)))
 (let (($x50 (and (distinct tokens_per_step 0.0) true)))
 (let (($x41 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and (distinct chips 0.0) true)))
 (let (($x48 (and (distinct bytes_per_activation 0.0) true)))
 (and $x48 $x39 $x41 $x50 $x52 $x54 $x56)))))))))
(assert
 (let ((?x55 (/ 1.0 moe_layers)))
(let ((?x53 (/ 1.0 experts_per_token)))
(let ((?x51 (/ 1.0 d_model)))
(let ((?x49 (/ 1.0 tokens_per_step)))
(let ((?x40 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (/ 1.0 chips)))
(let ((?x47 (/ 1.0 bytes_per_activation)))
(let ((?x57 (* (/ 1.0 2.0) bytes_per_param params_total scaleup_bandwidth expert_parallelism ?x47 ?x38 ?x40 ?x49 ?x51 ?x53 ?x55)))
(let ((?x42 (* bytes_per_param params_total ?x38 ?x40)))
(let ((?x33 (/ 1.0 expert_parallelism)))
(let ((?x29 (/ 1.0 scaleup_bandwidth)))
(let ((?x36 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x29 ?x33)))
(let (($x61 (and (= (<= ?x36 ?x42) (<= batch ?x57)))))
(not $x61)))))))))))))))
(check-sat)
