; claim parallelism.zero_stages_shard_the_training_state, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: params_total*(replicated_bytes_per_param + (-replicated_bytes_per_param + train_bytes_per_param)/fsdp_degree)/tp_degree <= params_total*train_bytes_per_param/tp_degree
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun fsdp_degree () Real)
(declare-fun params_total () Real)
(declare-fun replicated_bytes_per_param () Real)
(declare-fun tp_degree () Real)
(declare-fun train_bytes_per_param () Real)
(assert
 (< 0.0 fsdp_degree))
(assert
 (< 0.0 params_total))
(assert
 (<= 0.0 replicated_bytes_per_param))
(assert
 (< 0.0 tp_degree))
(assert
 (< 0.0 train_bytes_per_param))
(assert
 (let (($x15 (and (distinct tp_degree 0.0) true)))
 (let (($x19 (and (distinct fsdp_degree 0.0) true)))
 (let (($x27 (and $x15 $x19)))
 (and $x27 $x15)))))
(assert
 (<= replicated_bytes_per_param train_bytes_per_param))
(assert
 (<= 1.0 fsdp_degree))
(assert
 (let ((?x20 (/ 1.0 tp_degree)))
(let ((?x28 (* params_total train_bytes_per_param ?x20)))
(let ((?x22 (* (- 1.0) replicated_bytes_per_param)))
(let ((?x23 (+ train_bytes_per_param ?x22)))
(let ((?x17 (/ 1.0 fsdp_degree)))
(let ((?x24 (* ?x17 ?x23)))
(let ((?x25 (+ replicated_bytes_per_param ?x24)))
(let ((?x26 (* params_total ?x20 ?x25)))
(let (($x30 (<= ?x26 ?x28)))
(not $x30)))))))))))
(check-sat)
