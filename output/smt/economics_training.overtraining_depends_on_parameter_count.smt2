; claim economics_training.overtraining_depends_on_parameter_count, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x22 (and (distinct params_total 0.0) true)))
 (let (($x13 (and (distinct chinchilla_tokens_per_param 0.0) true)))
 (let (($x24 (and $x13 $x22)))
 (let (($x17 (and (distinct params_active 0.0) true)))
 (let (($x20 (and $x13 $x17)))
 (and $x20 $x24)))))))
(assert
 (>= params_total params_active))
(assert
 (let ((?x21 (/ 1.0 params_total)))
(let ((?x18 (/ 1.0 chinchilla_tokens_per_param)))
(let ((?x23 (* tokens_pretrain ?x18 ?x21)))
(let ((?x15 (/ 1.0 params_active)))
(let ((?x19 (* tokens_pretrain ?x18 ?x15)))
(let (($x26 (>= ?x19 ?x23)))
(not $x26))))))))
(check-sat)
