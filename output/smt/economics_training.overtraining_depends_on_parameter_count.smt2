; claim economics_training.overtraining_depends_on_parameter_count, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: tokens_pretrain/(chinchilla_tokens_per_param*params_active) >= tokens_pretrain/(chinchilla_tokens_per_param*params_total)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chinchilla_tokens_per_param () Real)
(declare-fun params_active () Real)
(declare-fun params_total () Real)
(declare-fun tokens_pretrain () Real)
(assert
 (< 0.0 chinchilla_tokens_per_param))
(assert
 (< 0.0 params_active))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 tokens_pretrain))
(assert
 (>= params_total params_active))
(assert
 (let ((?x17 (/ 1.0 params_total)))
(let ((?x18 (/ 1.0 chinchilla_tokens_per_param)))
(let ((?x19 (* tokens_pretrain ?x18 ?x17)))
(let ((?x13 (/ 1.0 params_active)))
(let ((?x15 (* tokens_pretrain ?x18 ?x13)))
(let (($x20 (>= ?x15 ?x19)))
(not $x20))))))))
(check-sat)
