; claim racks.one_rack_bounds_an_expert_layer, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct expert_parallelism 0.0) true)))
 (let (($x25 (and (distinct scaleout_bandwidth 0.0) true)))
 (let (($x38 (and $x25 $x29)))
 (let (($x32 (and (distinct expert_racks 0.0) true)))
 (let (($x36 (and $x25 $x29 $x32)))
 (and $x36 $x38)))))))
(assert
 (<= 2.0 expert_racks))
(assert
 (let ((?x27 (/ 1.0 expert_parallelism)))
(let ((?x23 (/ 1.0 scaleout_bandwidth)))
(let ((?x37 (* batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x27)))
(let ((?x31 (/ 1.0 expert_racks)))
(let ((?x33 (* (- 1.0) ?x31)))
(let ((?x34 (+ 1.0 ?x33)))
(let ((?x35 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x27 ?x34)))
(let (($x40 (>= ?x35 ?x37)))
(not $x40))))))))))
(check-sat)

(reset)
; claim racks.one_rack_bounds_an_expert_layer, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct expert_parallelism 0.0) true)))
 (let (($x25 (and (distinct scaleout_bandwidth 0.0) true)))
 (let (($x38 (and $x25 $x29)))
 (let (($x32 (and (distinct expert_racks 0.0) true)))
 (let (($x36 (and $x25 $x29 $x32)))
 (and $x36 $x38)))))))
(assert
 (<= 2.0 expert_racks))
(assert
 (let ((?x27 (/ 1.0 expert_parallelism)))
(let ((?x23 (/ 1.0 scaleout_bandwidth)))
(let ((?x37 (* batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x27)))
(let ((?x31 (/ 1.0 expert_racks)))
(let ((?x33 (* (- 1.0) ?x31)))
(let ((?x34 (+ 1.0 ?x33)))
(let ((?x35 (* 2.0 batch bytes_per_activation tokens_per_step d_model experts_per_token moe_layers ?x23 ?x27 ?x34)))
(let (($x40 (>= ?x35 ?x37)))
(not $x40))))))))))
(check-sat)
