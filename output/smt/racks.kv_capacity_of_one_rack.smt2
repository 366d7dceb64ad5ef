; claim racks.kv_capacity_of_one_rack, check identity, obligation 1
; chalk identity: the statement is TRUE
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
 (let ((?x47 (* microbatch pipeline_stages)))
 (= batch ?x47)))
(assert
 (let ((?x28 (/ 1.0 expert_parallelism)))
(let ((?x34 (* context kv_bytes_per_token microbatch ?x28)))
(let ((?x23 (/ 1.0 pipeline_stages)))
(let ((?x33 (* bytes_per_param params_total ?x28 ?x23)))
(let ((?x35 (+ ?x33 ?x34)))
(let (($x36 (<= ?x35 hbm_capacity)))
(let (($x37 (not $x36)))
(let ((?x27 (* batch context kv_bytes_per_token)))
(let ((?x25 (* bytes_per_param params_total)))
(let ((?x29 (+ ?x25 ?x27)))
(let ((?x30 (* ?x28 ?x23 ?x29)))
(let (($x31 (<= ?x30 hbm_capacity)))
(let (($x32 (not $x31)))
(let (($x43 (or (and $x31 $x36) (and $x32 $x37))))
(not $x43))))))))))))))))
(check-sat)

(reset)
; claim racks.kv_capacity_of_one_rack, check identity, obligation 2
; chalk identity: the statement is TRUE
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
 (let ((?x49 (* microbatch pipeline_stages)))
 (= batch ?x49)))
(assert
 (let ((?x23 (/ 1.0 pipeline_stages)))
(let ((?x28 (/ 1.0 expert_parallelism)))
(let ((?x35 (* (- 1.0) bytes_per_param params_total ?x28 ?x23)))
(let ((?x36 (+ hbm_capacity ?x35)))
(let ((?x33 (/ 1.0 kv_bytes_per_token)))
(let ((?x37 (* expert_parallelism ?x33 ?x36)))
(let ((?x32 (* context microbatch)))
(let (($x38 (<= ?x32 ?x37)))
(let (($x39 (not $x38)))
(let ((?x27 (* context kv_bytes_per_token microbatch ?x28)))
(let ((?x25 (* bytes_per_param params_total ?x28 ?x23)))
(let ((?x29 (+ ?x25 ?x27)))
(let (($x30 (<= ?x29 hbm_capacity)))
(let (($x31 (not $x30)))
(let (($x45 (or (and $x30 $x38) (and $x31 $x39))))
(not $x45)))))))))))))))))
(check-sat)

(reset)
; claim racks.kv_capacity_of_one_rack, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x50 (* microbatch pipeline_stages)))
 (= batch ?x50)))
(assert
 (let ((?x23 (/ 1.0 pipeline_stages)))
(let ((?x28 (/ 1.0 expert_parallelism)))
(let ((?x36 (* (- 1.0) bytes_per_param params_total ?x28 ?x23)))
(let ((?x37 (+ hbm_capacity ?x36)))
(let ((?x34 (/ 1.0 kv_bytes_per_token)))
(let ((?x38 (* expert_parallelism ?x34 ?x37)))
(let ((?x33 (* context microbatch)))
(let (($x39 (<= ?x33 ?x38)))
(let (($x40 (not $x39)))
(let ((?x27 (* batch context kv_bytes_per_token)))
(let ((?x25 (* bytes_per_param params_total)))
(let ((?x29 (+ ?x25 ?x27)))
(let ((?x30 (* ?x28 ?x23 ?x29)))
(let (($x31 (<= ?x30 hbm_capacity)))
(let (($x32 (not $x31)))
(let (($x46 (or (and $x31 $x39) (and $x32 $x40))))
(not $x46))))))))))))))))))
(check-sat)
