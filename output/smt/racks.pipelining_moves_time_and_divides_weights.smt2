; claim racks.pipelining_moves_time_and_divides_weights, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Eq(pipeline_stages*Max((bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*microbatch/(chips*hbm_bandwidth))/pipeline_stages, flops_per_param*microbatch*params_active*tokens_per_step/(chips*peak_flops*pipeline_stages)), Max(flops_per_param*microbatch*params_active*tokens_per_step/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*microbatch/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun microbatch () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun pipeline_stages () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 bytes_per_param))
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
 (< 0.0 microbatch))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 pipeline_stages))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x37 (* context kv_bytes_per_token microbatch ?x34 ?x35)))
(let ((?x36 (* bytes_per_param params_total ?x34 ?x35)))
(let ((?x38 (+ ?x36 ?x37)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x43 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x29)))
(let ((?x45 (ite (>= ?x43 ?x38) ?x43 ?x38)))
(let ((?x31 (/ 1.0 pipeline_stages)))
(let ((?x39 (* ?x31 ?x38)))
(let ((?x33 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x29 ?x31)))
(let ((?x41 (ite (>= ?x33 ?x39) ?x33 ?x39)))
(let ((?x42 (* pipeline_stages ?x41)))
(let (($x46 (= ?x42 ?x45)))
(not $x46))))))))))))))))
(check-sat)

(reset)
; claim racks.pipelining_moves_time_and_divides_weights, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(pipeline_stages*Max((bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*microbatch/(chips*hbm_bandwidth))/pipeline_stages, flops_per_param*microbatch*params_active*tokens_per_step/(chips*peak_flops*pipeline_stages)), Max(flops_per_param*microbatch*params_active*tokens_per_step/(chips*peak_flops), bytes_per_param*params_total/(chips*hbm_bandwidth) + context*kv_bytes_per_token*microbatch/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun microbatch () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun pipeline_stages () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 bytes_per_param))
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
 (< 0.0 microbatch))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 pipeline_stages))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x37 (* context kv_bytes_per_token microbatch ?x34 ?x35)))
(let ((?x36 (* bytes_per_param params_total ?x34 ?x35)))
(let ((?x38 (+ ?x36 ?x37)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x43 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x29)))
(let ((?x45 (ite (>= ?x43 ?x38) ?x43 ?x38)))
(let ((?x31 (/ 1.0 pipeline_stages)))
(let ((?x39 (* ?x31 ?x38)))
(let ((?x33 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x29 ?x31)))
(let ((?x41 (ite (>= ?x33 ?x39) ?x33 ?x39)))
(let ((?x42 (* pipeline_stages ?x41)))
(let (($x46 (= ?x42 ?x45)))
(not $x46))))))))))))))))
(check-sat)
