; claim racks.kv_capacity_of_one_rack, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent((batch*context*kv_bytes_per_token + bytes_per_param*params_total)/(expert_parallelism*pipeline_stages) <= hbm_capacity, bytes_per_param*params_total/(expert_parallelism*pipeline_stages) + context*kv_bytes_per_token*microbatch/expert_parallelism <= hbm_capacity)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun expert_parallelism () Real)
(declare-fun hbm_capacity () Real)
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
 (< 0.0 hbm_capacity))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 microbatch))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let (($x27 (and (distinct pipeline_stages 0.0) true)))
 (let (($x23 (and (distinct expert_parallelism 0.0) true)))
 (and $x23 $x27))))
(assert
 (let (($x23 (and (distinct expert_parallelism 0.0) true)))
 (let (($x27 (and (distinct pipeline_stages 0.0) true)))
 (let (($x33 (and $x23 $x27)))
 (and $x33 $x23)))))
(assert
 (let ((?x42 (* microbatch pipeline_stages)))
 (= batch ?x42)))
(assert
 (let ((?x28 (/ 1.0 expert_parallelism)))
(let ((?x36 (* context kv_bytes_per_token microbatch ?x28)))
(let ((?x25 (/ 1.0 pipeline_stages)))
(let ((?x35 (* bytes_per_param params_total ?x28 ?x25)))
(let ((?x37 (+ ?x35 ?x36)))
(let ((?x30 (* batch context kv_bytes_per_token)))
(let ((?x29 (* bytes_per_param params_total)))
(let ((?x31 (+ ?x29 ?x30)))
(let ((?x32 (* ?x28 ?x25 ?x31)))
(let (($x41 (and (= (<= ?x32 hbm_capacity) (<= ?x37 hbm_capacity)))))
(not $x41))))))))))))
(check-sat)

(reset)
; claim racks.kv_capacity_of_one_rack, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(bytes_per_param*params_total/(expert_parallelism*pipeline_stages) + context*kv_bytes_per_token*microbatch/expert_parallelism <= hbm_capacity, context*microbatch <= expert_parallelism*(-bytes_per_param*params_total/(expert_parallelism*pipeline_stages) + hbm_capacity)/kv_bytes_per_token)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun expert_parallelism () Real)
(declare-fun hbm_capacity () Real)
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
 (< 0.0 hbm_capacity))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 microbatch))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let (($x23 (and (distinct expert_parallelism 0.0) true)))
 (let (($x27 (and (distinct pipeline_stages 0.0) true)))
 (let (($x30 (and $x23 $x27)))
 (and $x30 $x23)))))
(assert
 (let (($x27 (and (distinct pipeline_stages 0.0) true)))
 (let (($x23 (and (distinct expert_parallelism 0.0) true)))
 (let (($x30 (and $x23 $x27)))
 (let (($x37 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x37 $x30))))))
(assert
 (let ((?x46 (* microbatch pipeline_stages)))
 (= batch ?x46)))
(assert
 (let ((?x25 (/ 1.0 pipeline_stages)))
(let ((?x28 (/ 1.0 expert_parallelism)))
(let ((?x39 (* (- 1.0) bytes_per_param params_total ?x28 ?x25)))
(let ((?x40 (+ hbm_capacity ?x39)))
(let ((?x36 (/ 1.0 kv_bytes_per_token)))
(let ((?x41 (* expert_parallelism ?x36 ?x40)))
(let ((?x35 (* context microbatch)))
(let ((?x31 (* context kv_bytes_per_token microbatch ?x28)))
(let ((?x29 (* bytes_per_param params_total ?x28 ?x25)))
(let ((?x32 (+ ?x29 ?x31)))
(let (($x45 (and (= (<= ?x32 hbm_capacity) (<= ?x35 ?x41)))))
(not $x45)))))))))))))
(check-sat)

(reset)
; claim racks.kv_capacity_of_one_rack, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent((batch*context*kv_bytes_per_token + bytes_per_param*params_total)/(expert_parallelism*pipeline_stages) <= hbm_capacity, context*microbatch <= expert_parallelism*(-bytes_per_param*params_total/(expert_parallelism*pipeline_stages) + hbm_capacity)/kv_bytes_per_token)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_param () Real)
(declare-fun context () Real)
(declare-fun expert_parallelism () Real)
(declare-fun hbm_capacity () Real)
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
 (< 0.0 hbm_capacity))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 microbatch))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (let (($x27 (and (distinct pipeline_stages 0.0) true)))
 (let (($x23 (and (distinct expert_parallelism 0.0) true)))
 (and $x23 $x27))))
(assert
 (let (($x27 (and (distinct pipeline_stages 0.0) true)))
 (let (($x23 (and (distinct expert_parallelism 0.0) true)))
 (let (($x33 (and $x23 $x27)))
 (let (($x37 (and (distinct kv_bytes_per_token 0.0) true)))
 (and $x37 $x33))))))
(assert
 (let ((?x46 (* microbatch pipeline_stages)))
 (= batch ?x46)))
(assert
 (let ((?x25 (/ 1.0 pipeline_stages)))
(let ((?x28 (/ 1.0 expert_parallelism)))
(let ((?x39 (* (- 1.0) bytes_per_param params_total ?x28 ?x25)))
(let ((?x40 (+ hbm_capacity ?x39)))
(let ((?x36 (/ 1.0 kv_bytes_per_token)))
(let ((?x41 (* expert_parallelism ?x36 ?x40)))
(let ((?x35 (* context microbatch)))
(let ((?x30 (* batch context kv_bytes_per_token)))
(let ((?x29 (* bytes_per_param params_total)))
(let ((?x31 (+ ?x29 ?x30)))
(let ((?x32 (* ?x28 ?x25 ?x31)))
(let (($x45 (and (= (<= ?x32 hbm_capacity) (<= ?x35 ?x41)))))
(not $x45))))))))))))))
(check-sat)
