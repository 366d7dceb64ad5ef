; claim parallelism.server_ratio_balances_the_pools, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(Eq(chips*mfu_prefill*peak_flops*prefill_servers/(flops_per_param*params_active*prefill_tokens), batch*generate_servers*tokens_per_step/(decode_step_time*decode_tokens)), Eq(prefill_servers/generate_servers, batch*flops_per_param*params_active*prefill_tokens*tokens_per_step/(chips*decode_step_time*decode_tokens*mfu_prefill*peak_flops)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun chips () Real)
(declare-fun decode_step_time () Real)
(declare-fun decode_tokens () Real)
(declare-fun flops_per_param () Real)
(declare-fun generate_servers () Real)
(declare-fun mfu_prefill () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun prefill_servers () Real)
(declare-fun prefill_tokens () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 decode_step_time))
(assert
 (< 0.0 decode_tokens))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 generate_servers))
(assert
 (< 0.0 mfu_prefill))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 prefill_servers))
(assert
 (< 0.0 prefill_tokens))
(assert
 (< 0.0 tokens_per_step))
(assert
 (let (($x42 (and (distinct decode_tokens 0.0) true)))
 (let (($x40 (and (distinct decode_step_time 0.0) true)))
 (let (($x44 (and $x40 $x42)))
 (let (($x36 (and (distinct prefill_tokens 0.0) true)))
 (let (($x33 (and (distinct params_active 0.0) true)))
 (let (($x29 (and (distinct flops_per_param 0.0) true)))
 (let (($x38 (and $x29 $x33 $x36)))
 (and $x38 $x44)))))))))
(assert
 (let (($x55 (and (distinct peak_flops 0.0) true)))
 (let (($x53 (and (distinct mfu_prefill 0.0) true)))
 (let (($x42 (and (distinct decode_tokens 0.0) true)))
 (let (($x40 (and (distinct decode_step_time 0.0) true)))
 (let (($x51 (and (distinct chips 0.0) true)))
 (let (($x57 (and $x51 $x40 $x42 $x53 $x55)))
 (let (($x48 (and (distinct generate_servers 0.0) true)))
 (and $x48 $x57)))))))))
(assert
 (let ((?x54 (/ 1.0 peak_flops)))
(let ((?x52 (/ 1.0 mfu_prefill)))
(let ((?x41 (/ 1.0 decode_tokens)))
(let ((?x39 (/ 1.0 decode_step_time)))
(let ((?x50 (/ 1.0 chips)))
(let ((?x56 (* batch flops_per_param params_active prefill_tokens tokens_per_step ?x50 ?x39 ?x41 ?x52 ?x54)))
(let ((?x47 (/ 1.0 generate_servers)))
(let ((?x49 (* prefill_servers ?x47)))
(let ((?x43 (* batch generate_servers tokens_per_step ?x39 ?x41)))
(let ((?x35 (/ 1.0 prefill_tokens)))
(let ((?x31 (/ 1.0 params_active)))
(let ((?x34 (/ 1.0 flops_per_param)))
(let ((?x37 (* chips mfu_prefill peak_flops prefill_servers ?x34 ?x31 ?x35)))
(let (($x61 (and (= (= ?x37 ?x43) (= ?x49 ?x56)))))
(not $x61))))))))))))))))
(check-sat)
