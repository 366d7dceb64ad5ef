; claim economics_pricing.flat_surcharge_covers_cost_up_to_markup, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let ((?x31 (/ 1.0 peak_flops)))
(let ((?x37 (/ 1.0 chips)))
(let ((?x45 (* batch flops_per_param params_active tokens_per_step ?x37 ?x31)))
(let ((?x41 (/ 1.0 hbm_bandwidth)))
(let ((?x43 (* batch context kv_bytes_per_token ?x37 ?x41)))
(let ((?x47 (ite (>= ?x43 ?x45) ?x43 ?x45)))
(let ((?x39 (* batch flops_per_param params_active price_step_markup tokens_per_step ?x37 ?x31)))
(let (($x49 (>= ?x39 ?x47)))
(let (($x32 (and (distinct peak_flops 0.0) true)))
(let (($x38 (and (distinct chips 0.0) true)))
(let (($x40 (and $x38 $x32)))
(let (($x42 (and (distinct hbm_bandwidth 0.0) true)))
(let (($x44 (and $x38 $x42)))
(let (($x48 (and $x44 $x40)))
(let (($x50 (and $x40 $x48)))
(let ((?x27 (/ 1.0 kv_bytes_per_token)))
(let ((?x33 (* flops_per_param hbm_bandwidth params_active price_step_markup tokens_per_step ?x27 ?x31)))
(let (($x35 (<= context ?x33)))
(let (($x29 (and (distinct kv_bytes_per_token 0.0) true)))
(let (($x34 (and $x29 $x32)))
(let (($x58 (or (and (and $x34 $x35) (and $x50 $x49)) (and (and $x34 (not $x35)) (and $x50 (not $x49))))))
(let (($x59 (or (not (<= 1.0 price_step_markup)) $x58)))
(not $x59))))))))))))))))))))))))
(check-sat)
