; claim economics_pricing.decode_mfu_from_output_input_price, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (and (distinct price_output 0.0) true))
(assert
 (let (($x33 (and (distinct time_per_input_token 0.0) true)))
 (let (($x30 (and (distinct price_input 0.0) true)))
 (and $x30 $x33))))
(assert
 (let ((?x32 (/ 1.0 time_per_input_token)))
 (let ((?x34 (* time_per_output_token ?x32)))
 (let ((?x29 (/ 1.0 price_input)))
 (let ((?x31 (* price_output ?x29)))
 (= ?x31 ?x34))))))
(assert
 (let ((?x38 (* flops_per_param params_active)))
 (let ((?x37 (* mfu_prefill peak_flops time_per_input_token)))
 (= ?x37 ?x38))))
(assert
 (let ((?x38 (* flops_per_param params_active)))
 (let ((?x40 (* mfu_decode peak_flops time_per_output_token)))
 (= ?x40 ?x38))))
(assert
 (let ((?x28 (/ 1.0 price_output)))
(let ((?x25 (* mfu_prefill price_input ?x28)))
(let (($x27 (= mfu_decode ?x25)))
(not $x27)))))
(check-sat)
