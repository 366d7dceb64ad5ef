; claim economics_attention.flash_attention_intensity, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x19 (and (distinct bytes_per_element 0.0) true)))
 (let ((?x23 (* tokens_per_step n_heads)))
 (let ((?x21 (* context n_kv_heads)))
 (let ((?x25 (+ ?x21 ?x23)))
 (let (($x27 (and (distinct ?x25 0.0) true)))
 (let (($x29 (and $x19 $x27)))
 (and $x29 $x19))))))))
(assert
 (let (($x34 (and (distinct n_kv_heads 0.0) true)))
 (let (($x19 (and (distinct bytes_per_element 0.0) true)))
 (let (($x36 (and $x19 $x34)))
 (let ((?x23 (* tokens_per_step n_heads)))
 (let ((?x21 (* context n_kv_heads)))
 (let ((?x25 (+ ?x21 ?x23)))
 (let (($x27 (and (distinct ?x25 0.0) true)))
 (let (($x29 (and $x19 $x27)))
 (and $x29 $x36))))))))))
(assert
 (let ((?x46 (+ context tokens_per_step)))
 (let (($x48 (and (distinct ?x46 0.0) true)))
 (let (($x19 (and (distinct bytes_per_element 0.0) true)))
 (let (($x50 (and $x19 $x48)))
 (let ((?x23 (* tokens_per_step n_heads)))
 (let ((?x21 (* context n_kv_heads)))
 (let ((?x25 (+ ?x21 ?x23)))
 (let (($x27 (and (distinct ?x25 0.0) true)))
 (let (($x29 (and $x19 $x27)))
 (and $x29 $x50)))))))))))
(assert
 (= n_heads n_kv_heads))
(assert
 (let ((?x46 (+ context tokens_per_step)))
(let ((?x47 (/ 1.0 ?x46)))
(let ((?x24 (/ 1.0 bytes_per_element)))
(let ((?x49 (* attention_param_equivalent context flops_per_param tokens_per_step ?x24 ?x47)))
(let ((?x23 (* tokens_per_step n_heads)))
(let ((?x21 (* context n_kv_heads)))
(let ((?x25 (+ ?x21 ?x23)))
(let ((?x26 (/ 1.0 ?x25)))
(let ((?x28 (* attention_param_equivalent context flops_per_param tokens_per_step n_heads ?x24 ?x26)))
(let ((?x42 (* (/ 1.0 2.0) attention_param_equivalent context flops_per_param ?x24)))
(let (($x19 (and (distinct bytes_per_element 0.0) true)))
(let (($x27 (and (distinct ?x25 0.0) true)))
(let (($x29 (and $x19 $x27)))
(let (($x31 (and $x29 $x19)))
(let (($x40 (not (= tokens_per_step context))))
(let ((?x33 (/ 1.0 n_kv_heads)))
(let ((?x35 (* attention_param_equivalent flops_per_param tokens_per_step n_heads ?x24 ?x33)))
(let ((?x30 (* attention_param_equivalent flops_per_param tokens_per_step ?x24)))
(let (($x53 (and (< ?x28 ?x30) (< ?x28 ?x35) (or $x40 (and $x31 (= ?x28 ?x42))) (= ?x28 ?x49))))
(not $x53)))))))))))))))))))))
(check-sat)
