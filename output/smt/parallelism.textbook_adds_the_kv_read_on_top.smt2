; claim parallelism.textbook_adds_the_kv_read_on_top, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) <= batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops))) & (batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + Max(bytes_per_param*params_total/(chips*hbm_bandwidth), batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops)) <= 2*Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
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
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x47 (and $x38 $x34)))
 (let (($x49 (and $x38 $x47)))
 (let (($x41 (and $x38 $x38)))
 (let (($x44 (and $x34 $x41)))
 (and $x44 $x49)))))))))))
(assert
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x41 (and $x38 $x38)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x34 (and $x27 $x31)))
 (let (($x44 (and $x34 $x41)))
 (let (($x47 (and $x38 $x34)))
 (let (($x49 (and $x38 $x47)))
 (and $x49 $x44)))))))))))
(assert
 (let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x35)))
(let ((?x37 (* bytes_per_param params_total ?x32 ?x35)))
(let ((?x40 (+ ?x37 ?x39)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x43 (ite (>= ?x33 ?x40) ?x33 ?x40)))
(let ((?x53 (* 2.0 ?x43)))
(let ((?x46 (ite (>= ?x37 ?x33) ?x37 ?x33)))
(let ((?x48 (+ ?x39 ?x46)))
(let (($x56 (and (<= ?x43 ?x48) (<= ?x48 ?x53))))
(not $x56))))))))))))))
(check-sat)
