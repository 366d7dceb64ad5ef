; claim economics_training.overtraining_from_lifetime_tokens, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Eq(tokens_pretrain/(chinchilla_params*chinchilla_tokens_per_param), inference_token_rate*model_lifetime/(chinchilla_params*chinchilla_tokens_per_param))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chinchilla_params () Real)
(declare-fun chinchilla_tokens_per_param () Real)
(declare-fun inference_token_rate () Real)
(declare-fun model_lifetime () Real)
(declare-fun tokens_inference () Real)
(declare-fun tokens_pretrain () Real)
(assert
 (< 0.0 chinchilla_params))
(assert
 (< 0.0 chinchilla_tokens_per_param))
(assert
 (< 0.0 inference_token_rate))
(assert
 (< 0.0 model_lifetime))
(assert
 (< 0.0 tokens_inference))
(assert
 (< 0.0 tokens_pretrain))
(assert
 (let (($x21 (and (distinct chinchilla_tokens_per_param 0.0) true)))
 (let (($x17 (and (distinct chinchilla_params 0.0) true)))
 (let (($x24 (and $x17 $x21)))
 (and $x24 $x24)))))
(assert
 (= tokens_pretrain tokens_inference))
(assert
 (let ((?x29 (* inference_token_rate model_lifetime)))
 (= tokens_inference ?x29)))
(assert
 (let ((?x19 (/ 1.0 chinchilla_tokens_per_param)))
(let ((?x22 (/ 1.0 chinchilla_params)))
(let ((?x25 (* inference_token_rate model_lifetime ?x22 ?x19)))
(let ((?x23 (* tokens_pretrain ?x22 ?x19)))
(let (($x27 (= ?x23 ?x25)))
(not $x27)))))))
(check-sat)
