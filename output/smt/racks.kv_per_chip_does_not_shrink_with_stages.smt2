; claim racks.kv_per_chip_does_not_shrink_with_stages, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Eq((batch*context*kv_bytes_per_token + bytes_per_param*params_total)/(expert_parallelism*pipeline_stages), (bytes_per_param*params_total + context*kv_bytes_per_token*microbatch*pipeline_stages)/(expert_parallelism*pipeline_stages))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun expert_parallelism () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun microbatch () Real)
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
 (< 0.0 microbatch))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let (($x25 (and (distinct pipeline_stages 0.0) true)))
 (let (($x21 (and (distinct expert_parallelism 0.0) true)))
 (let (($x31 (and $x21 $x25)))
 (and $x31 $x31)))))
(assert
 (let ((?x37 (* microbatch pipeline_stages)))
 (= batch ?x37)))
(assert
 (let ((?x32 (* context kv_bytes_per_token microbatch pipeline_stages)))
(let ((?x27 (* bytes_per_param params_total)))
(let ((?x33 (+ ?x27 ?x32)))
(let ((?x23 (/ 1.0 pipeline_stages)))
(let ((?x26 (/ 1.0 expert_parallelism)))
(let ((?x34 (* ?x26 ?x23 ?x33)))
(let ((?x28 (* batch context kv_bytes_per_token)))
(let ((?x29 (+ ?x27 ?x28)))
(let ((?x30 (* ?x26 ?x23 ?x29)))
(let (($x36 (= ?x30 ?x34)))
(not $x36))))))))))))
(check-sat)

(reset)
; claim racks.kv_per_chip_does_not_shrink_with_stages, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Eq((batch*context*kv_bytes_per_token + bytes_per_param*params_total)/(expert_parallelism*pipeline_stages), bytes_per_param*params_total/(expert_parallelism*pipeline_stages) + context*kv_bytes_per_token*microbatch/expert_parallelism)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun expert_parallelism () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun microbatch () Real)
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
 (< 0.0 microbatch))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let (($x21 (and (distinct expert_parallelism 0.0) true)))
 (let (($x25 (and (distinct pipeline_stages 0.0) true)))
 (let (($x31 (and $x21 $x25)))
 (let (($x35 (and $x31 $x21)))
 (and $x31 $x35))))))
(assert
 (let ((?x38 (* microbatch pipeline_stages)))
 (= batch ?x38)))
(assert
 (let ((?x26 (/ 1.0 expert_parallelism)))
(let ((?x33 (* context kv_bytes_per_token microbatch ?x26)))
(let ((?x23 (/ 1.0 pipeline_stages)))
(let ((?x32 (* bytes_per_param params_total ?x26 ?x23)))
(let ((?x34 (+ ?x32 ?x33)))
(let ((?x28 (* batch context kv_bytes_per_token)))
(let ((?x27 (* bytes_per_param params_total)))
(let ((?x29 (+ ?x27 ?x28)))
(let ((?x30 (* ?x26 ?x23 ?x29)))
(let (($x37 (= ?x30 ?x34)))
(not $x37))))))))))))
(check-sat)
