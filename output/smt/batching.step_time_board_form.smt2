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
 (let ((?x39 (* batch context kv_bytes_per_token)))
(let ((?x40 (+ params_total ?x39)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x41 (* ?x31 ?x40)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x38 (* batch params_active ?x27)))
(let ((?x43 (ite (>= ?x38 ?x41) ?x38 ?x41)))
(let ((?x32 (/ 1.0 chips)))
(let ((?x34 (* batch context kv_bytes_per_token ?x32 ?x31)))
(let ((?x33 (* bytes_per_param params_total ?x32 ?x31)))
(let ((?x35 (+ ?x33 ?x34)))
(let ((?x29 (* batch flops_per_param params_active tokens_per_step ?x32 ?x27)))
(let ((?x37 (ite (>= ?x29 ?x35) ?x29 ?x35)))
(let (($x44 (>= ?x37 ?x43)))
(not $x44))))))))))))))))
(check-sat)
