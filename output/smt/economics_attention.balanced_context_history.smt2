; claim economics_attention.balanced_context_history, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x24 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 kv_bytes_per_token)))
(let ((?x36 (* 2.0 flops_per_param hbm_bandwidth params_active tokens_per_step ?x32 ?x24)))
(let (($x37 (>= ?x36 price_step_context)))
(let (($x38 (not $x37)))
(let ((?x33 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x32 ?x24)))
(let (($x34 (<= ?x33 price_step_context)))
(let (($x35 (not $x34)))
(let (($x40 (or $x35 $x38)))
(let ((?x19 (/ 1.0 price_step_context)))
(let ((?x27 (* 2.0 flops_per_param hbm_bandwidth params_active tokens_per_step ?x24 ?x19)))
(let (($x28 (<= kv_bytes_per_token ?x27)))
(let (($x29 (not $x28)))
(let ((?x21 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x24 ?x19)))
(let (($x23 (>= kv_bytes_per_token ?x21)))
(let (($x25 (not $x23)))
(let (($x31 (or $x25 $x29)))
(let (($x46 (or (and (and $x23 $x28) (and $x34 $x37)) (and $x31 $x40))))
(not $x46))))))))))))))))))))
(check-sat)
