; claim racks.kv_per_chip_does_not_shrink_with_stages, check identity, obligation 1
; chalk identity: the statement is TRUE
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
 (let ((?x34 (* microbatch pipeline_stages)))
 (= batch ?x34)))
(assert
 (let ((?x29 (* context kv_bytes_per_token microbatch pipeline_stages)))
(let ((?x23 (* bytes_per_param params_total)))
(let ((?x30 (+ ?x23 ?x29)))
(let ((?x21 (/ 1.0 pipeline_stages)))
(let ((?x26 (/ 1.0 expert_parallelism)))
(let ((?x31 (* ?x26 ?x21 ?x30)))
(let ((?x25 (* batch context kv_bytes_per_token)))
(let ((?x27 (+ ?x23 ?x25)))
(let ((?x28 (* ?x26 ?x21 ?x27)))
(let (($x32 (= ?x28 ?x31)))
(not $x32))))))))))))
(check-sat)

(reset)
; claim racks.kv_per_chip_does_not_shrink_with_stages, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x34 (* microbatch pipeline_stages)))
 (= batch ?x34)))
(assert
 (let ((?x26 (/ 1.0 expert_parallelism)))
(let ((?x30 (* context kv_bytes_per_token microbatch ?x26)))
(let ((?x21 (/ 1.0 pipeline_stages)))
(let ((?x29 (* bytes_per_param params_total ?x26 ?x21)))
(let ((?x31 (+ ?x29 ?x30)))
(let ((?x25 (* batch context kv_bytes_per_token)))
(let ((?x23 (* bytes_per_param params_total)))
(let ((?x27 (+ ?x23 ?x25)))
(let ((?x28 (* ?x26 ?x21 ?x27)))
(let (($x32 (= ?x28 ?x31)))
(not $x32))))))))))))
(check-sat)
