; claim economics_pricing.kv_bytes_per_token_from_price_step, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(batch*context*kv_bytes_per_token/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)))
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
(declare-fun price_step_context () Real)
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
 (< 0.0 price_step_context))
(assert
 (< 0.0 tokens_per_step))
(assert
 (= context price_step_context))
(assert
 (let ((?x29 (/ 1.0 peak_flops)))
(let ((?x30 (/ 1.0 chips)))
(let ((?x31 (* batch flops_per_param params_active tokens_per_step ?x30 ?x29)))
(let ((?x25 (/ 1.0 hbm_bandwidth)))
(let ((?x27 (* batch context kv_bytes_per_token ?x30 ?x25)))
(let (($x32 (= ?x27 ?x31)))
(let (($x33 (not $x32)))
(let (($x38 (or (and $x32) (and $x33))))
(not $x38))))))))))
(check-sat)

(reset)
; claim economics_pricing.kv_bytes_per_token_from_price_step, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(kv_bytes_per_token, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(context*peak_flops)), Eq(batch*context*kv_bytes_per_token/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)))
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
(declare-fun price_step_context () Real)
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
 (< 0.0 price_step_context))
(assert
 (< 0.0 tokens_per_step))
(assert
 (= context price_step_context))
(assert
 (let ((?x25 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x32 ?x25)))
(let ((?x33 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x33)))
(let (($x36 (= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x30 (/ 1.0 context)))
(let ((?x27 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x30 ?x25)))
(let (($x29 (= kv_bytes_per_token ?x27)))
(let (($x31 (not $x29)))
(let (($x43 (or (and $x29 $x36) (and $x31 $x37))))
(not $x43))))))))))))))
(check-sat)

(reset)
; claim economics_pricing.kv_bytes_per_token_from_price_step, check identity, obligation 3
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(kv_bytes_per_token, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(context*peak_flops)), Eq(kv_bytes_per_token, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(peak_flops*price_step_context)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun price_step_context () Real)
(declare-fun tokens_per_step () Real)
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
 (< 0.0 price_step_context))
(assert
 (< 0.0 tokens_per_step))
(assert
 (= context price_step_context))
(assert
 (let ((?x28 (/ 1.0 price_step_context)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x29 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x21 ?x28)))
(let (($x30 (= kv_bytes_per_token ?x29)))
(let (($x31 (not $x30)))
(let ((?x26 (/ 1.0 context)))
(let ((?x23 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x21)))
(let (($x25 (= kv_bytes_per_token ?x23)))
(let (($x27 (not $x25)))
(let (($x37 (or (and $x25 $x30) (and $x27 $x31))))
(not $x37))))))))))))
(check-sat)

(reset)
; claim economics_pricing.kv_bytes_per_token_from_price_step, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(Eq(kv_bytes_per_token, flops_per_param*hbm_bandwidth*params_active*tokens_per_step/(peak_flops*price_step_context)), Eq(batch*context*kv_bytes_per_token/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)))
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
(declare-fun price_step_context () Real)
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
 (< 0.0 price_step_context))
(assert
 (< 0.0 tokens_per_step))
(assert
 (= context price_step_context))
(assert
 (let ((?x30 (/ 1.0 peak_flops)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x35 (* batch flops_per_param params_active tokens_per_step ?x32 ?x30)))
(let ((?x33 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x33)))
(let (($x36 (= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x25 (/ 1.0 price_step_context)))
(let ((?x27 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x30 ?x25)))
(let (($x29 (= kv_bytes_per_token ?x27)))
(let (($x31 (not $x29)))
(let (($x43 (or (and $x29 $x36) (and $x31 $x37))))
(not $x43))))))))))))))
(check-sat)
