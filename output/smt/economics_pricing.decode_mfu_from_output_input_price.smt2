; claim economics_pricing.decode_mfu_from_output_input_price, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(mfu_decode, mfu_prefill*price_input/price_output)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun mfu_decode () Real)
(declare-fun mfu_prefill () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun price_input () Real)
(declare-fun price_output () Real)
(declare-fun time_per_input_token () Real)
(declare-fun time_per_output_token () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 mfu_decode))
(assert
 (< 0.0 mfu_prefill))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 price_input))
(assert
 (< 0.0 price_output))
(assert
 (< 0.0 time_per_input_token))
(assert
 (< 0.0 time_per_output_token))
(assert
 (let ((?x31 (/ 1.0 time_per_input_token)))
 (let ((?x32 (* time_per_output_token ?x31)))
 (let ((?x29 (/ 1.0 price_input)))
 (let ((?x30 (* price_output ?x29)))
 (= ?x30 ?x32))))))
(assert
 (let ((?x36 (* flops_per_param params_active)))
 (let ((?x35 (* mfu_prefill peak_flops time_per_input_token)))
 (= ?x35 ?x36))))
(assert
 (let ((?x36 (* flops_per_param params_active)))
 (let ((?x39 (* mfu_decode peak_flops time_per_output_token)))
 (= ?x39 ?x36))))
(assert
 (let ((?x28 (/ 1.0 price_output)))
(let ((?x23 (* mfu_prefill price_input ?x28)))
(let (($x25 (= mfu_decode ?x23)))
(not $x25)))))
(check-sat)
