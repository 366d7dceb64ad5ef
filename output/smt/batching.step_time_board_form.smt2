; claim batching.step_time_board_form, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Max(batch*flops_per_param*params_active*tokens_per_step/(chips*peak_flops), batch*context*kv_bytes_per_token/(chips*hbm_bandwidth) + bytes_per_param*params_total/(chips*hbm_bandwidth)) >= Max((batch*context*kv_bytes_per_token + params_total)/hbm_bandwidth, batch*params_active/peak_flops)
; z3 says sat
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
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x51 (and $x31 $x36)))
 (let (($x27 (and (distinct chips 0.0) true)))
 (let (($x38 (and $x27 $x36)))
 (let (($x41 (and $x38 $x38)))
 (let (($x34 (and $x27 $x31)))
 (let (($x44 (and $x34 $x41)))
 (and $x44 $x51))))))))))
(assert
 (let ((?x46 (* batch context kv_bytes_per_token)))
(let ((?x47 (+ params_total ?x46)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x48 (* ?x35 ?x47)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x45 (* batch params_active ?x29)))
(let ((?x50 (ite (>= ?x45 ?x48) ?x45 ?x48)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x39 (* batch context kv_bytes_per_token ?x32 ?x35)))
(let ((?x37 (* bytes_per_param params_total ?x32 ?x35)))
(let ((?x40 (+ ?x37 ?x39)))
(let ((?x33 (* batch flops_per_param params_active tokens_per_step ?x32 ?x29)))
(let ((?x43 (ite (>= ?x33 ?x40) ?x33 ?x40)))
(let (($x53 (>= ?x43 ?x50)))
(not $x53))))))))))))))))
(check-sat)
