; claim economics_attention.training_attention_dominates_iff_T_gt_8D, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(attention_param_equivalent*context > 8*d_model*params_per_entry, 2*attention_param_equivalent*context*flops_per_param*head_dim*n_heads*n_layers > flops_per_param*params_active)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun attention_param_equivalent () Real)
(declare-fun context () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun flops_per_param () Real)
(declare-fun head_dim () Real)
(declare-fun n_heads () Real)
(declare-fun n_layers () Real)
(declare-fun params_active () Real)
(declare-fun params_per_entry () Real)
(assert
 (< 0.0 attention_param_equivalent))
(assert
 (< 0.0 context))
(assert
 (< 0.0 d_ff))
(assert
 (< 0.0 d_model))
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
 (< 0.0 params_per_entry))
(assert
 (let ((?x46 (* 4.0 d_model)))
 (= d_ff ?x46)))
(assert
 (let ((?x49 (* head_dim n_heads)))
 (= ?x49 d_model)))
(assert
 (let ((?x54 (* 4.0 d_model head_dim n_heads)))
 (let ((?x53 (* 3.0 d_ff d_model)))
 (let ((?x55 (+ ?x53 ?x54)))
 (let ((?x56 (* params_per_entry n_layers ?x55)))
 (= params_active ?x56))))))
(assert
 (let ((?x33 (* flops_per_param params_active)))
(let ((?x32 (* 2.0 attention_param_equivalent context flops_per_param head_dim n_heads n_layers)))
(let (($x34 (> ?x32 ?x33)))
(let (($x35 (not $x34)))
(let ((?x25 (* 8.0 params_per_entry d_model)))
(let ((?x23 (* attention_param_equivalent context)))
(let (($x27 (> ?x23 ?x25)))
(let (($x29 (not $x27)))
(let (($x41 (or (and $x27 $x34) (and $x29 $x35))))
(not $x41)))))))))))
(check-sat)
