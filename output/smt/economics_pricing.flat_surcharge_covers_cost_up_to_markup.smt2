; claim economics_pricing.flat_surcharge_covers_cost_up_to_markup, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Implies(price_step_markup >= 1, Equivalent(context <= flops_per_param*hbm_bandwidth*params_active*price_step_markup*tokens_per_step/(kv_bytes_per_token*peak_flops), batch*flops_per_param*params_active*price_step_markup*tokens_per_step/(chips*peak_flops) >= Max(batch*context*kv_bytes_per_token/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops))))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun price_step_markup () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 context))
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
 (< 0.0 price_step_markup))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x38 (* batch flops_per_param params_active tokens_per_step ?x34 ?x29)))
(let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x37 (* batch context kv_bytes_per_token ?x34 ?x36)))
(let ((?x40 (ite (>= ?x37 ?x38) ?x37 ?x38)))
(let ((?x35 (* batch flops_per_param params_active price_step_markup tokens_per_step ?x34 ?x29)))
(let (($x41 (>= ?x35 ?x40)))
(let (($x42 (not $x41)))
(let ((?x27 (/ 1.0 kv_bytes_per_token)))
(let ((?x31 (* flops_per_param hbm_bandwidth params_active price_step_markup tokens_per_step ?x27 ?x29)))
(let (($x32 (<= context ?x31)))
(let (($x33 (not $x32)))
(let (($x48 (or (and $x32 $x41) (and $x33 $x42))))
(let (($x30 (<= 1.0 price_step_markup)))
(let (($x25 (not $x30)))
(let (($x52 (or $x25 $x48)))
(not $x52)))))))))))))))))))
(check-sat)
