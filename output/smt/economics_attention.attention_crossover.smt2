; claim economics_attention.attention_crossover, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(2*attention_param_equivalent*context*flops_per_param*head_dim*n_heads*n_layers > flops_per_param*params_active, context > params_active/(2*attention_param_equivalent*head_dim*n_heads*n_layers))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun attention_param_equivalent () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun head_dim () Real)
(declare-fun n_heads () Real)
(declare-fun n_layers () Real)
(declare-fun params_active () Real)
(assert
 (< 0.0 attention_param_equivalent))
(assert
 (< 0.0 context))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 head_dim))
(assert
 (< 0.0 n_heads))
(assert
 (< 0.0 n_layers))
(assert
 (< 0.0 params_active))
(assert
 (let (($x33 (and (distinct n_layers 0.0) true)))
 (let (($x31 (and (distinct n_heads 0.0) true)))
 (let (($x29 (and (distinct head_dim 0.0) true)))
 (let (($x27 (and (distinct attention_param_equivalent 0.0) true)))
 (and $x27 $x29 $x31 $x33))))))
(assert
 (let ((?x32 (/ 1.0 n_layers)))
(let ((?x30 (/ 1.0 n_heads)))
(let ((?x28 (/ 1.0 head_dim)))
(let ((?x26 (/ 1.0 attention_param_equivalent)))
(let ((?x34 (* (/ 1.0 2.0) params_active ?x26 ?x28 ?x30 ?x32)))
(let ((?x19 (* flops_per_param params_active)))
(let ((?x24 (* 2.0 attention_param_equivalent context flops_per_param head_dim n_heads n_layers)))
(let (($x38 (and (= (> ?x24 ?x19) (> context ?x34)))))
(not $x38))))))))))
(check-sat)
