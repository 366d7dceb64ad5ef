; claim economics_attention.attention_crossover, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x30 (/ 1.0 n_layers)))
(let ((?x29 (/ 1.0 n_heads)))
(let ((?x28 (/ 1.0 head_dim)))
(let ((?x27 (/ 1.0 attention_param_equivalent)))
(let ((?x31 (* (/ 1.0 2.0) params_active ?x27 ?x28 ?x29 ?x30)))
(let (($x32 (> context ?x31)))
(let (($x33 (not $x32)))
(let ((?x19 (* flops_per_param params_active)))
(let ((?x24 (* 2.0 attention_param_equivalent context flops_per_param head_dim n_heads n_layers)))
(let (($x21 (> ?x24 ?x19)))
(let (($x23 (not $x21)))
(let (($x39 (or (and $x21 $x32) (and $x23 $x33))))
(not $x39))))))))))))))
(check-sat)
