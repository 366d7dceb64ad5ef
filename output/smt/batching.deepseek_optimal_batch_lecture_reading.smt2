; claim batching.deepseek_optimal_batch_lecture_reading, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: False
; z3 says sat
(set-logic QF_UFNIRA)
(assert
 (not false))
(check-sat)
