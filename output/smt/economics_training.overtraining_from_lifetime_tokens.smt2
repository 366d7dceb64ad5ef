; claim economics_training.overtraining_from_lifetime_tokens, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (= tokens_pretrain tokens_inference))
(assert
 (let ((?x27 (* inference_token_rate model_lifetime)))
 (= tokens_inference ?x27)))
(assert
 (let ((?x17 (/ 1.0 chinchilla_tokens_per_param)))
(let ((?x22 (/ 1.0 chinchilla_params)))
(let ((?x21 (* inference_token_rate model_lifetime ?x22 ?x17)))
(let ((?x19 (* tokens_pretrain ?x22 ?x17)))
(let (($x23 (= ?x19 ?x21)))
(not $x23)))))))
(check-sat)
