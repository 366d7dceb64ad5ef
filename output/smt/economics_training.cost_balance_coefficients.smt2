; claim economics_training.cost_balance_coefficients, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x25 (and (distinct flops_per_param_train 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x25 (and (distinct flops_per_param_train 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x44 (and $x29 $x40)))
 (let (($x38 (and (distinct mfu_train 0.0) true)))
 (let (($x42 (and $x38 $x40)))
 (and $x42 $x44)))))))
(assert
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x44 (and $x29 $x40)))
 (let (($x38 (and (distinct mfu_train 0.0) true)))
 (let (($x42 (and $x38 $x40)))
 (and $x42 $x44)))))))
(assert
 (let ((?x39 (/ 1.0 peak_flops)))
(let ((?x27 (/ 1.0 mfu_decode)))
(let ((?x47 (* flops_per_param_rl params_active tokens_rl ?x27 ?x39)))
(let ((?x37 (/ 1.0 mfu_train)))
(let ((?x41 (* flops_per_param_train params_active tokens_pretrain ?x37 ?x39)))
(let ((?x43 (* flops_per_param params_active tokens_inference ?x27 ?x39)))
(let ((?x30 (/ 1.0 flops_per_param_train)))
(let ((?x34 (* flops_per_param_rl mfu_train tokens_rl ?x30 ?x27)))
(let ((?x31 (* flops_per_param mfu_train tokens_inference ?x30 ?x27)))
(let (($x50 (= (and (= tokens_pretrain ?x31) (= tokens_pretrain ?x34)) (and (= ?x41 ?x43) (= ?x41 ?x47)))))
(let (($x51 (and $x50)))
(not $x51)))))))))))))
(check-sat)

(reset)
; claim economics_training.cost_balance_coefficients, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x25 (and (distinct flops_per_param_train 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x25 (and (distinct flops_per_param_train 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x44 (and $x29 $x40)))
 (let (($x38 (and (distinct mfu_train 0.0) true)))
 (let (($x42 (and $x38 $x40)))
 (and $x42 $x44)))))))
(assert
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct mfu_decode 0.0) true)))
 (let (($x44 (and $x29 $x40)))
 (let (($x38 (and (distinct mfu_train 0.0) true)))
 (let (($x42 (and $x38 $x40)))
 (and $x42 $x44)))))))
(assert
 (let ((?x39 (/ 1.0 peak_flops)))
(let ((?x27 (/ 1.0 mfu_decode)))
(let ((?x47 (* flops_per_param_rl params_active tokens_rl ?x27 ?x39)))
(let ((?x37 (/ 1.0 mfu_train)))
(let ((?x41 (* flops_per_param_train params_active tokens_pretrain ?x37 ?x39)))
(let ((?x43 (* flops_per_param params_active tokens_inference ?x27 ?x39)))
(let ((?x30 (/ 1.0 flops_per_param_train)))
(let ((?x34 (* flops_per_param_rl mfu_train tokens_rl ?x30 ?x27)))
(let ((?x31 (* flops_per_param mfu_train tokens_inference ?x30 ?x27)))
(let (($x50 (= (and (= tokens_pretrain ?x31) (= tokens_pretrain ?x34)) (and (= ?x41 ?x43) (= ?x41 ?x47)))))
(let (($x51 (and $x50)))
(not $x51)))))))))))))
(check-sat)
