; claim economics_attention.balanced_context_history, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent((kv_bytes_per_token >= flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(peak_flops*price_step_context)) & (kv_bytes_per_token <= 2*flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(peak_flops*price_step_context)), (flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops) <= price_step_context) & (2*flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(kv_bytes_per_token*peak_flops) >= price_step_context))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun price_step_context () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 price_step_context))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x23 (and (distinct price_step_context 0.0) true)))
 (let (($x19 (and (distinct peak_flops 0.0) true)))
 (and $x19 $x23))))
(assert
 (let (($x23 (and (distinct price_step_context 0.0) true)))
 (let (($x19 (and (distinct peak_flops 0.0) true)))
 (and $x19 $x23))))
(assert
 (let (($x19 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x33 $x19))))
(assert
 (let (($x19 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x33 $x19))))
(assert
 (let ((?x24 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 kv_bytes_per_token)))
(let ((?x37 (* 2.0 flops_per_param hbm_bandwidth params_active tokens_per_step ?x32 ?x24)))
(let ((?x34 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x32 ?x24)))
(let ((?x21 (/ 1.0 price_step_context)))
(let ((?x29 (* 2.0 flops_per_param hbm_bandwidth params_active tokens_per_step ?x24 ?x21)))
(let ((?x25 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x24 ?x21)))
(let (($x40 (= (and (>= kv_bytes_per_token ?x25) (<= kv_bytes_per_token ?x29)) (and (<= ?x34 price_step_context) (>= ?x37 price_step_context)))))
(let (($x41 (and $x40)))
(not $x41)))))))))))
(check-sat)
