; claim parallelism.server_ratio_balances_the_pools, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x44 (/ 1.0 peak_flops)))
(let ((?x43 (/ 1.0 mfu_prefill)))
(let ((?x36 (/ 1.0 decode_tokens)))
(let ((?x35 (/ 1.0 decode_step_time)))
(let ((?x42 (/ 1.0 chips)))
(let ((?x45 (* batch flops_per_param params_active prefill_tokens tokens_per_step ?x42 ?x35 ?x36 ?x43 ?x44)))
(let ((?x40 (/ 1.0 generate_servers)))
(let ((?x41 (* prefill_servers ?x40)))
(let (($x46 (= ?x41 ?x45)))
(let (($x47 (not $x46)))
(let ((?x37 (* batch generate_servers tokens_per_step ?x35 ?x36)))
(let ((?x31 (/ 1.0 prefill_tokens)))
(let ((?x29 (/ 1.0 params_active)))
(let ((?x34 (/ 1.0 flops_per_param)))
(let ((?x33 (* chips mfu_prefill peak_flops prefill_servers ?x34 ?x29 ?x31)))
(let (($x38 (= ?x33 ?x37)))
(let (($x39 (not $x38)))
(let (($x53 (or (and $x38 $x46) (and $x39 $x47))))
(not $x53))))))))))))))))))))
(check-sat)
