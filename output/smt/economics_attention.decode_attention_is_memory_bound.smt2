; claim economics_attention.decode_attention_is_memory_bound, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 20*n_heads/n_kv_heads <= 19790/67
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun n_heads () Real)
(declare-fun n_kv_heads () Real)
(assert
 (< 0.0 n_heads))
(assert
 (< 0.0 n_kv_heads))
(assert
 (let ((?x18 (* 8.0 n_kv_heads)))
 (<= n_heads ?x18)))
(assert
 (let ((?x10 (/ 1.0 n_kv_heads)))
(let ((?x11 (* 20.0 n_heads ?x10)))
(let (($x15 (>= (/ 19790.0 67.0) ?x11)))
(not $x15)))))
(check-sat)
