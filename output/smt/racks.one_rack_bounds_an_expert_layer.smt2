; claim racks.one_rack_bounds_an_expert_layer, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: 2*batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step*(1 - 1/expert_racks)/(expert_parallelism*scaleout_bandwidth) >= batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step/(expert_parallelism*scaleout_bandwidth)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun expert_parallelism () Real)
(declare-fun expert_racks () Real)
(declare-fun experts_per_token () Real)
(declare-fun moe_layers () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 expert_racks))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 moe_layers))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 tokens_per_step))
(assert
 (<= 2.0 expert_racks))
(assert
 (let ((?x25 (/ 1.0 expert_parallelism)))
(let ((?x23 (/ 1.0 scaleout_bandwidth)))
(let ((?x33 (* batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x25)))
(let ((?x29 (/ 1.0 expert_racks)))
(let ((?x30 (* (- 1.0) ?x29)))
(let ((?x31 (+ 1.0 ?x30)))
(let ((?x32 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x25 ?x31)))
(let (($x34 (>= ?x32 ?x33)))
(not $x34))))))))))
(check-sat)

(reset)
; claim racks.one_rack_bounds_an_expert_layer, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 2*batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step*(1 - 1/expert_racks)/(expert_parallelism*scaleout_bandwidth) >= batch*bytes_per_activation*d_model*experts_per_token*moe_layers*tokens_per_step/(expert_parallelism*scaleout_bandwidth)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun expert_parallelism () Real)
(declare-fun expert_racks () Real)
(declare-fun experts_per_token () Real)
(declare-fun moe_layers () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 expert_racks))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 moe_layers))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 tokens_per_step))
(assert
 (<= 2.0 expert_racks))
(assert
 (let ((?x25 (/ 1.0 expert_parallelism)))
(let ((?x23 (/ 1.0 scaleout_bandwidth)))
(let ((?x33 (* batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x25)))
(let ((?x29 (/ 1.0 expert_racks)))
(let ((?x30 (* (- 1.0) ?x29)))
(let ((?x31 (+ 1.0 ?x30)))
(let ((?x32 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x25 ?x31)))
(let (($x34 (>= ?x32 ?x33)))
(not $x34))))))))))
(check-sat)
