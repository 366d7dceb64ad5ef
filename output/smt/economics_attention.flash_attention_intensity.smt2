; claim economics_attention.flash_attention_intensity, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (attention_param_equivalent*context*flops_per_param*n_heads*tokens_per_step/(bytes_per_element*(context*n_kv_heads + n_heads*tokens_per_step)) < attention_param_equivalent*flops_per_param*tokens_per_step/bytes_per_element) & (attention_param_equivalent*context*flops_per_param*n_heads*tokens_per_step/(bytes_per_element*(context*n_kv_heads + n_heads*tokens_per_step)) < attention_param_equivalent*flops_per_param*n_heads*tokens_per_step/(bytes_per_element*n_kv_heads)) & (Implies(Eq(tokens_per_step, context), Eq(attention_param_equivalent*context*flops_per_param*n_heads*tokens_per_step/(bytes_per_element*(context*n_kv_heads + n_heads*tokens_per_step)), attention_param_equivalent*context*flops_per_param/(2*bytes_per_element)))) & Eq(attention_param_equivalent*context*flops_per_param*n_heads*tokens_per_step/(bytes_per_element*(context*n_kv_heads + n_heads*tokens_per_step)), attention_param_equivalent*context*flops_per_param*tokens_per_step/(bytes_per_element*(context + tokens_per_step)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun attention_param_equivalent () Real)
(declare-fun bytes_per_element () Real)
(declare-fun context () Real)
(declare-fun flops_per_param () Real)
(declare-fun n_heads () Real)
(declare-fun n_kv_heads () Real)
(declare-fun tokens_per_step () Real)
(assert
 (< 0.0 attention_param_equivalent))
(assert
 (< 0.0 bytes_per_element))
(assert
 (< 0.0 context))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 n_heads))
(assert
 (< 0.0 n_kv_heads))
(assert
 (< 0.0 tokens_per_step))
(assert
 (= n_heads n_kv_heads))
(assert
 (let ((?x42 (+ context tokens_per_step)))
(let ((?x43 (/ 1.0 ?x42)))
(let ((?x24 (/ 1.0 bytes_per_element)))
(let ((?x44 (* attention_param_equivalent context flops_per_param tokens_per_step ?x24 ?x43)))
(let ((?x21 (* tokens_per_step n_heads)))
(let ((?x19 (* context n_kv_heads)))
(let ((?x23 (+ ?x19 ?x21)))
(let ((?x25 (/ 1.0 ?x23)))
(let ((?x26 (* attention_param_equivalent context flops_per_param tokens_per_step n_heads ?x24 ?x25)))
(let (($x45 (= ?x26 ?x44)))
(let ((?x37 (* (/ 1.0 2.0) attention_param_equivalent context flops_per_param ?x24)))
(let (($x38 (= ?x26 ?x37)))
(let (($x34 (= tokens_per_step context)))
(let (($x35 (not $x34)))
(let (($x40 (or $x35 $x38)))
(let ((?x30 (/ 1.0 n_kv_heads)))
(let ((?x31 (* attention_param_equivalent flops_per_param tokens_per_step n_heads ?x24 ?x30)))
(let (($x32 (< ?x26 ?x31)))
(let ((?x27 (* attention_param_equivalent flops_per_param tokens_per_step ?x24)))
(let (($x28 (< ?x26 ?x27)))
(let (($x47 (and $x28 $x32 $x40 $x45)))
(not $x47)))))))))))))))))))))))
(check-sat)
