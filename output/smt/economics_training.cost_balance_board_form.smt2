; claim economics_training.cost_balance_board_form, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Eq(flops_per_param*mfu_decode*params_active*tokens_inference/(mfu_train**2*peak_flops), flops_per_param*params_active*tokens_inference/(mfu_decode*peak_flops)) & Eq(flops_per_param_rl*mfu_decode*params_active*tokens_rl/(mfu_train**2*peak_flops), flops_per_param_rl*params_active*tokens_rl/(mfu_decode*peak_flops))
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun flops_per_param_rl () Real)
(declare-fun mfu_decode () Real)
(declare-fun mfu_train () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_inference () Real)
(declare-fun tokens_rl () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 flops_per_param_rl))
(assert
 (< 0.0 mfu_decode))
(assert
 (< 0.0 mfu_train))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 tokens_inference))
(assert
 (< 0.0 tokens_rl))
(assert
 (let ((?x23 (/ 1.0 peak_flops)))
(let ((?x27 (/ 1.0 mfu_decode)))
(let ((?x32 (* flops_per_param_rl params_active tokens_rl ?x27 ?x23)))
(let ((?x19 (* mfu_train mfu_train)))
(let ((?x21 (/ 1.0 ?x19)))
(let ((?x31 (* flops_per_param_rl mfu_decode params_active tokens_rl ?x21 ?x23)))
(let (($x33 (= ?x31 ?x32)))
(let ((?x28 (* flops_per_param params_active tokens_inference ?x27 ?x23)))
(let ((?x25 (* flops_per_param mfu_decode params_active tokens_inference ?x21 ?x23)))
(let (($x29 (= ?x25 ?x28)))
(let (($x35 (and $x29 $x33)))
(not $x35)))))))))))))
(check-sat)
