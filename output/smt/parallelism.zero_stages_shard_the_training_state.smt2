; claim parallelism.zero_stages_shard_the_training_state, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (<= replicated_bytes_per_param train_bytes_per_param))
(assert
 (<= 1.0 fsdp_degree))
(assert
 (let ((?x20 (/ 1.0 tp_degree)))
(let ((?x25 (* params_total train_bytes_per_param ?x20)))
(let ((?x19 (* (- 1.0) replicated_bytes_per_param)))
(let ((?x21 (+ train_bytes_per_param ?x19)))
(let ((?x15 (/ 1.0 fsdp_degree)))
(let ((?x22 (* ?x15 ?x21)))
(let ((?x23 (+ replicated_bytes_per_param ?x22)))
(let ((?x24 (* params_total ?x20 ?x23)))
(let (($x26 (<= ?x24 ?x25)))
(not $x26)))))))))))
(check-sat)
