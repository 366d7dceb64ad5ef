; claim parallelism.optimal_fsdp_degree_minimises_communication, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: 2*bytes_per_activation*d_model*global_batch_tokens/(fsdp_degree*ici_bandwidth*ring_directions*tp_axes) + bytes_per_param*d_ff*d_model*fsdp_degree*mlp_matrices*params_per_entry/(chips*fsdp_axes*ici_bandwidth*ring_directions) >= 2*sqrt(2)*sqrt(bytes_per_activation)*sqrt(bytes_per_param)*sqrt(d_ff)*d_model*sqrt(global_batch_tokens)*sqrt(mlp_matrices)*sqrt(params_per_entry)/(sqrt(chips)*sqrt(fsdp_axes)*ici_bandwidth*ring_directions*sqrt(tp_axes))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun fsdp_axes () Real)
(declare-fun fsdp_degree () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun mlp_matrices () Real)
(declare-fun params_per_entry () Real)
(declare-fun ring_directions () Real)
(declare-fun tp_axes () Real)
(declare-fun root!1 () Real)
(declare-fun root!2 () Real)
(declare-fun root!3 () Real)
(declare-fun root!4 () Real)
(declare-fun root!5 () Real)
(declare-fun root!6 () Real)
(declare-fun root!7 () Real)
(declare-fun root!8 () Real)
(declare-fun root!9 () Real)
(declare-fun root!10 () Real)
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_ff))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 fsdp_axes))
(assert
 (< 0.0 fsdp_degree))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 mlp_matrices))
(assert
 (< 0.0 params_per_entry))
(assert
 (< 0.0 ring_directions))
(assert
 (< 0.0 tp_axes))
(assert
 (let (($x44 (>= root!1 0.0)))
 (and $x44 (= 2.0 (* root!1 root!1)))))
(assert
 (let (($x49 (>= root!2 0.0)))
 (and $x49 (= (* root!2 root!2) bytes_per_activation))))
(assert
 (let (($x54 (>= root!3 0.0)))
 (and $x54 (= (* root!3 root!3) bytes_per_param))))
(assert
 (let (($x59 (>= root!4 0.0)))
 (and $x59 (= (* root!4 root!4) chips))))
(assert
 (let (($x65 (>= root!5 0.0)))
 (and $x65 (= (* root!5 root!5) fsdp_axes))))
(assert
 (let (($x71 (>= root!6 0.0)))
 (and $x71 (= (* root!6 root!6) global_batch_tokens))))
(assert
 (let (($x76 (>= root!7 0.0)))
 (and $x76 (= (* root!7 root!7) params_per_entry))))
(assert
 (let (($x81 (>= root!8 0.0)))
 (and $x81 (= (* root!8 root!8) tp_axes))))
(assert
 (let (($x87 (>= root!9 0.0)))
 (and $x87 (= (* root!9 root!9) d_ff))))
(assert
 (let (($x92 (>= root!10 0.0)))
 (and $x92 (= (* root!10 root!10) mlp_matrices))))
(assert
 (let ((?x37 (/ 1.0 ring_directions)))
(let ((?x85 (/ 1.0 root!8)))
(let ((?x33 (/ 1.0 ici_bandwidth)))
(let ((?x69 (/ 1.0 root!5)))
(let ((?x63 (/ 1.0 root!4)))
(let ((?x96 (* 2.0 d_model root!1 root!2 root!3 ?x63 ?x69 root!6 ?x33 root!7 ?x85 root!9 root!10 ?x37)))
(let ((?x40 (/ 1.0 fsdp_axes)))
(let ((?x39 (/ 1.0 chips)))
(let ((?x41 (* bytes_per_param fsdp_degree params_per_entry d_ff d_model mlp_matrices ?x39 ?x40 ?x33 ?x37)))
(let ((?x35 (/ 1.0 tp_axes)))
(let ((?x31 (/ 1.0 fsdp_degree)))
(let ((?x38 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x31 ?x33 ?x35 ?x37)))
(let ((?x42 (+ ?x38 ?x41)))
(let (($x97 (>= ?x42 ?x96)))
(not $x97))))))))))))))))
(check-sat)
