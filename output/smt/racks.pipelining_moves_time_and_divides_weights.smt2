; claim racks.pipelining_moves_time_and_divides_weights, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x40 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x29 $x40)))
 (let (($x45 (and $x42 $x42)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x53 (and $x29 $x33)))
 (let (($x56 (and $x53 $x45)))
 (let (($x36 (and (distinct pipeline_stages 0.0) true)))
 (let (($x47 (and $x36 $x45)))
 (let (($x38 (and $x29 $x33 $x36)))
 (let (($x50 (and $x38 $x47)))
 (and $x50 $x56)))))))))))))
(assert
 (let ((?x39 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x43 (* context kv_bytes_per_token microbatch ?x34 ?x39)))
(let ((?x41 (* bytes_per_param params_total ?x34 ?x39)))
(let ((?x44 (+ ?x41 ?x43)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x52 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x31)))
(let ((?x55 (ite (>= ?x52 ?x44) ?x52 ?x44)))
(let ((?x35 (/ 1.0 pipeline_stages)))
(let ((?x46 (* ?x35 ?x44)))
(let ((?x37 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x31 ?x35)))
(let ((?x49 (ite (>= ?x37 ?x46) ?x37 ?x46)))
(let ((?x51 (* pipeline_stages ?x49)))
(let (($x58 (= ?x51 ?x55)))
(not $x58))))))))))))))))
(check-sat)

(reset)
; claim racks.pipelining_moves_time_and_divides_weights, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x40 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x29 $x40)))
 (let (($x45 (and $x42 $x42)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x53 (and $x29 $x33)))
 (let (($x56 (and $x53 $x45)))
 (let (($x36 (and (distinct pipeline_stages 0.0) true)))
 (let (($x47 (and $x36 $x45)))
 (let (($x38 (and $x29 $x33 $x36)))
 (let (($x50 (and $x38 $x47)))
 (and $x50 $x56)))))))))))))
(assert
 (let ((?x39 (/ 1.0 hbm_bandwidth)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x43 (* context kv_bytes_per_token microbatch ?x34 ?x39)))
(let ((?x41 (* bytes_per_param params_total ?x34 ?x39)))
(let ((?x44 (+ ?x41 ?x43)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x52 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x31)))
(let ((?x55 (ite (>= ?x52 ?x44) ?x52 ?x44)))
(let ((?x35 (/ 1.0 pipeline_stages)))
(let ((?x46 (* ?x35 ?x44)))
(let ((?x37 (* flops_per_param microbatch params_active tokens_per_step ?x34 ?x31 ?x35)))
(let ((?x49 (ite (>= ?x37 ?x46) ?x37 ?x46)))
(let ((?x51 (* pipeline_stages ?x49)))
(let (($x58 (= ?x51 ?x55)))
(not $x58))))))))))))))))
(check-sat)
