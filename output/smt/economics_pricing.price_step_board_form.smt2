; claim economics_pricing.price_step_board_form, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Eq(kv_bytes_per_token, hbm_bandwidth*params_active/(peak_flops*price_step_context))
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun price_step_context () Real)
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
 (let ((?x15 (/ 1.0 price_step_context)))
(let ((?x20 (/ 1.0 peak_flops)))
(let ((?x17 (* hbm_bandwidth params_active ?x20 ?x15)))
(let (($x19 (= kv_bytes_per_token ?x17)))
(not $x19))))))
(check-sat)
