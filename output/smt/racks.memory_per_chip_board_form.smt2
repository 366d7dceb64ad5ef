; claim racks.memory_per_chip_board_form, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: Eq((batch*context*kv_bytes_per_token + bytes_per_param*params_total)/(expert_parallelism*pipeline_stages), (batch*context*kv_bytes_per_token + params_total)/(expert_parallelism*pipeline_stages))
; z3 says sat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun expert_parallelism () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun params_total () Real)
(declare-fun pipeline_stages () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 context))
(assert
 (< 0.0 expert_parallelism))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let ((?x23 (* batch context kv_bytes_per_token)))
(let ((?x27 (+ params_total ?x23)))
(let ((?x19 (/ 1.0 pipeline_stages)))
(let ((?x24 (/ 1.0 expert_parallelism)))
(let ((?x28 (* ?x24 ?x19 ?x27)))
(let ((?x21 (* bytes_per_param params_total)))
(let ((?x25 (+ ?x21 ?x23)))
(let ((?x26 (* ?x24 ?x19 ?x25)))
(let (($x29 (= ?x26 ?x28)))
(not $x29)))))))))))
(check-sat)
