; claim economics_pricing.kv_bytes_per_token_from_price_step, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct peak_flops 0.0) true)))
 (let (($x25 (and (distinct context 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x29 (and (distinct peak_flops 0.0) true)))
 (let (($x35 (and (distinct chips 0.0) true)))
 (let (($x41 (and $x35 $x29)))
 (let (($x37 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and $x35 $x37)))
 (and $x39 $x41)))))))
(assert
 (= context price_step_context))
(assert
 (let ((?x27 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x40 (* batch flops_per_param params_active tokens_per_step ?x34 ?x27)))
(let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (* batch context kv_bytes_per_token ?x34 ?x36)))
(let ((?x30 (/ 1.0 context)))
(let ((?x31 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x30 ?x27)))
(let (($x45 (and (= (= kv_bytes_per_token ?x31) (= ?x38 ?x40)))))
(not $x45))))))))))
(check-sat)

(reset)
; claim economics_pricing.kv_bytes_per_token_from_price_step, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x21 (and (distinct context 0.0) true)))
 (and $x21 $x25))))
(assert
 (let (($x31 (and (distinct price_step_context 0.0) true)))
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (and $x25 $x31))))
(assert
 (= context price_step_context))
(assert
 (let ((?x30 (/ 1.0 price_step_context)))
(let ((?x23 (/ 1.0 peak_flops)))
(let ((?x32 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x23 ?x30)))
(let ((?x26 (/ 1.0 context)))
(let ((?x27 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x26 ?x23)))
(let (($x36 (and (= (= kv_bytes_per_token ?x27) (= kv_bytes_per_token ?x32)))))
(not $x36))))))))
(check-sat)

(reset)
; claim economics_pricing.kv_bytes_per_token_from_price_step, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct price_step_context 0.0) true)))
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x35 (and (distinct chips 0.0) true)))
 (let (($x41 (and $x35 $x25)))
 (let (($x37 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x39 (and $x35 $x37)))
 (and $x39 $x41)))))))
(assert
 (= context price_step_context))
(assert
 (let ((?x30 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x40 (* batch flops_per_param params_active tokens_per_step ?x34 ?x30)))
(let ((?x36 (/ 1.0 hbm_bandwidth)))
(let ((?x38 (* batch context kv_bytes_per_token ?x34 ?x36)))
(let ((?x27 (/ 1.0 price_step_context)))
(let ((?x31 (* flops_per_param hbm_bandwidth params_active tokens_per_step ?x30 ?x27)))
(let (($x45 (and (= (= kv_bytes_per_token ?x31) (= ?x38 ?x40)))))
(not $x45))))))))))
(check-sat)
