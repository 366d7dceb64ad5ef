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
 (let (($x23 (and (distinct pipeline_stages 0.0) true)))
 (let (($x19 (and (distinct expert_parallelism 0.0) true)))
 (let (($x29 (and $x19 $x23)))
 (and $x29 $x29)))))
(assert
 (let ((?x26 (* batch context kv_bytes_per_token)))
(let ((?x30 (+ params_total ?x26)))
(let ((?x21 (/ 1.0 pipeline_stages)))
(let ((?x24 (/ 1.0 expert_parallelism)))
(let ((?x31 (* ?x24 ?x21 ?x30)))
(let ((?x25 (* bytes_per_param params_total)))
(let ((?x27 (+ ?x25 ?x26)))
(let ((?x28 (* ?x24 ?x21 ?x27)))
(let (($x33 (= ?x28 ?x31)))
(not $x33)))))))))))
(check-sat)
