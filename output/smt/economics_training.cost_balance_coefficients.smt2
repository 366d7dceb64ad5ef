; claim economics_training.cost_balance_coefficients, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(flops_per_param_train*params_active*tokens_pretrain/(mfu_train*peak_flops), flops_per_param*params_active*tokens_inference/(mfu_decode*peak_flops)) & Eq(flops_per_param_train*params_active*tokens_pretrain/(mfu_train*peak_flops), flops_per_param_rl*params_active*tokens_rl/(mfu_decode*peak_flops)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun flops_per_param_rl () Real)
(declare-fun flops_per_param_train () Real)
(declare-fun mfu_decode () Real)
(declare-fun mfu_train () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_inference () Real)
(declare-fun tokens_pretrain () Real)
(declare-fun tokens_rl () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 flops_per_param_rl))
(assert
 (< 0.0 flops_per_param_train))
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
 (< 0.0 tokens_pretrain))
(assert
 (< 0.0 tokens_rl))
(assert
 (let ((?x25 (/ 1.0 peak_flops)))
(let ((?x29 (/ 1.0 mfu_decode)))
(let ((?x34 (* flops_per_param_rl params_active tokens_rl ?x29 ?x25)))
(let ((?x30 (/ 1.0 mfu_train)))
(let ((?x27 (* flops_per_param_train params_active tokens_pretrain ?x30 ?x25)))
(let (($x35 (= ?x27 ?x34)))
(let (($x36 (not $x35)))
(let ((?x31 (* flops_per_param params_active tokens_inference ?x29 ?x25)))
(let (($x32 (= ?x27 ?x31)))
(let (($x33 (not $x32)))
(let (($x38 (or $x33 $x36)))
(let (($x43 (or (and (and $x32 $x35)) (and $x38))))
(not $x43))))))))))))))
(check-sat)

(reset)
; claim economics_training.cost_balance_coefficients, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Equivalent(Eq(tokens_pretrain, flops_per_param*mfu_train*tokens_inference/(flops_per_param_train*mfu_decode)) & Eq(tokens_pretrain, flops_per_param_rl*mfu_train*tokens_rl/(flops_per_param_train*mfu_decode)), Eq(flops_per_param_train*params_active*tokens_pretrain/(mfu_train*peak_flops), flops_per_param*params_active*tokens_inference/(mfu_decode*peak_flops)) & Eq(flops_per_param_train*params_active*tokens_pretrain/(mfu_train*peak_flops), flops_per_param_rl*params_active*tokens_rl/(mfu_decode*peak_flops)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun flops_per_param_rl () Real)
(declare-fun flops_per_param_train () Real)
(declare-fun mfu_decode () Real)
(declare-fun mfu_train () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_inference () Real)
(declare-fun tokens_pretrain () Real)
(declare-fun tokens_rl () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 flops_per_param_rl))
(assert
 (< 0.0 flops_per_param_train))
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
 (< 0.0 tokens_pretrain))
(assert
 (< 0.0 tokens_rl))
(assert
 (let ((?x38 (/ 1.0 peak_flops)))
(let ((?x25 (/ 1.0 mfu_decode)))
(let ((?x43 (* flops_per_param_rl params_active tokens_rl ?x25 ?x38)))
(let ((?x37 (/ 1.0 mfu_train)))
(let ((?x39 (* flops_per_param_train params_active tokens_pretrain ?x37 ?x38)))
(let (($x44 (= ?x39 ?x43)))
(let (($x45 (not $x44)))
(let ((?x40 (* flops_per_param params_active tokens_inference ?x25 ?x38)))
(let (($x41 (= ?x39 ?x40)))
(let (($x42 (not $x41)))
(let (($x47 (or $x42 $x45)))
(let ((?x30 (/ 1.0 flops_per_param_train)))
(let ((?x32 (* flops_per_param_rl mfu_train tokens_rl ?x30 ?x25)))
(let (($x33 (= tokens_pretrain ?x32)))
(let (($x34 (not $x33)))
(let ((?x27 (* flops_per_param mfu_train tokens_inference ?x30 ?x25)))
(let (($x29 (= tokens_pretrain ?x27)))
(let (($x31 (not $x29)))
(let (($x36 (or $x31 $x34)))
(let (($x53 (or (and (and $x29 $x33) (and $x41 $x44)) (and $x36 $x47))))
(not $x53))))))))))))))))))))))
(check-sat)

(reset)
; claim economics_training.cost_balance_coefficients, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(Eq(tokens_pretrain, flops_per_param*mfu_train*tokens_inference/(flops_per_param_train*mfu_decode)) & Eq(tokens_pretrain, flops_per_param_rl*mfu_train*tokens_rl/(flops_per_param_train*mfu_decode)), Eq(flops_per_param_train*params_active*tokens_pretrain/(mfu_train*peak_flops), flops_per_param*params_active*tokens_inference/(mfu_decode*peak_flops)) & Eq(flops_per_param_train*params_active*tokens_pretrain/(mfu_train*peak_flops), flops_per_param_rl*params_active*tokens_rl/(mfu_decode*peak_flops)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun flops_per_param () Real)
(declare-fun flops_per_param_rl () Real)
(declare-fun flops_per_param_train () Real)
(declare-fun mfu_decode () Real)
(declare-fun mfu_train () Real)
(declare-fun params_active () Real)
(declare-fun peak_flops () Real)
(declare-fun tokens_inference () Real)
(declare-fun tokens_pretrain () Real)
(declare-fun tokens_rl () Real)
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 flops_per_param_rl))
(assert
 (< 0.0 flops_per_param_train))
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
 (< 0.0 tokens_pretrain))
(assert
 (< 0.0 tokens_rl))
(assert
 (let ((?x38 (/ 1.0 peak_flops)))
(let ((?x25 (/ 1.0 mfu_decode)))
(let ((?x43 (* flops_per_param_rl params_active tokens_rl ?x25 ?x38)))
(let ((?x37 (/ 1.0 mfu_train)))
(let ((?x39 (* flops_per_param_train params_active tokens_pretrain ?x37 ?x38)))
(let (($x44 (= ?x39 ?x43)))
(let (($x45 (not $x44)))
(let ((?x40 (* flops_per_param params_active tokens_inference ?x25 ?x38)))
(let (($x41 (= ?x39 ?x40)))
(let (($x42 (not $x41)))
(let (($x47 (or $x42 $x45)))
(let ((?x30 (/ 1.0 flops_per_param_train)))
(let ((?x32 (* flops_per_param_rl mfu_train tokens_rl ?x30 ?x25)))
(let (($x33 (= tokens_pretrain ?x32)))
(let (($x34 (not $x33)))
(let ((?x27 (* flops_per_param mfu_train tokens_inference ?x30 ?x25)))
(let (($x29 (= tokens_pretrain ?x27)))
(let (($x31 (not $x29)))
(let (($x36 (or $x31 $x34)))
(let (($x53 (or (and (and $x29 $x33) (and $x41 $x44)) (and $x36 $x47))))
(not $x53))))))))))))))))))))))
(check-sat)
