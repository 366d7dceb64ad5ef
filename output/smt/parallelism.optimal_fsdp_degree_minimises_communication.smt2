; claim parallelism.optimal_fsdp_degree_minimises_communication, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x53 (>= 2.0 0.0)))
 (=> $x53 (and (>= root!1 0.0) (= 2.0 (* root!1 root!1))))))
(assert
 (let (($x61 (>= root!2 0.0)))
 (let (($x60 (>= bytes_per_activation 0.0)))
 (=> $x60 (and $x61 (= (* root!2 root!2) bytes_per_activation))))))
(assert
 (let (($x67 (>= bytes_per_param 0.0)))
 (=> $x67 (and (>= root!3 0.0) (= (* root!3 root!3) bytes_per_param)))))
(assert
 (let (($x74 (>= chips 0.0)))
 (=> $x74 (and (>= root!4 0.0) (= (* root!4 root!4) chips)))))
(assert
 (let (($x84 (>= fsdp_axes 0.0)))
 (=> $x84 (and (>= root!5 0.0) (= (* root!5 root!5) fsdp_axes)))))
(assert
 (let (($x95 (>= root!6 0.0)))
 (let (($x94 (>= global_batch_tokens 0.0)))
 (=> $x94 (and $x95 (= (* root!6 root!6) global_batch_tokens))))))
(assert
 (let (($x101 (>= params_per_entry 0.0)))
 (=> $x101 (and (>= root!7 0.0) (= (* root!7 root!7) params_per_entry)))))
(assert
 (let (($x108 (>= tp_axes 0.0)))
 (=> $x108 (and (>= root!8 0.0) (= (* root!8 root!8) tp_axes)))))
(assert
 (let (($x118 (>= d_ff 0.0)))
 (=> $x118 (and (>= root!9 0.0) (= (* root!9 root!9) d_ff)))))
(assert
 (let (($x125 (>= mlp_matrices 0.0)))
 (=> $x125 (and (>= root!10 0.0) (= (* root!10 root!10) mlp_matrices)))))
(assert
 (let (($x41 (and (distinct ring_directions 0.0) true)))
 (let (($x125 (>= mlp_matrices 0.0)))
 (let (($x118 (>= d_ff 0.0)))
 (let (($x108 (>= tp_axes 0.0)))
 (let (($x116 (and $x108 (and (distinct root!8 0.0) true))))
 (let (($x101 (>= params_per_entry 0.0)))
 (let (($x37 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x94 (>= global_batch_tokens 0.0)))
 (let (($x84 (>= fsdp_axes 0.0)))
 (let (($x92 (and $x84 (and (distinct root!5 0.0) true))))
 (let (($x74 (>= chips 0.0)))
 (let (($x82 (and $x74 (and (distinct root!4 0.0) true))))
 (let (($x67 (>= bytes_per_param 0.0)))
 (let (($x60 (>= bytes_per_activation 0.0)))
 (let (($x53 (>= 2.0 0.0)))
 (let (($x132 (and $x53 $x60 $x67 $x82 $x92 $x94 $x37 $x101 $x116 $x118 $x125 $x41)))
 (let (($x47 (and (distinct fsdp_axes 0.0) true)))
 (let (($x45 (and (distinct chips 0.0) true)))
 (let (($x49 (and $x45 $x47 $x37 $x41)))
 (let (($x39 (and (distinct tp_axes 0.0) true)))
 (let (($x33 (and (distinct fsdp_degree 0.0) true)))
 (let (($x43 (and $x33 $x37 $x39 $x41)))
 (let (($x51 (and $x43 $x49)))
 (and $x51 $x132)))))))))))))))))))))))))
(assert
 (let ((?x40 (/ 1.0 ring_directions)))
(let ((?x114 (/ 1.0 root!8)))
(let ((?x35 (/ 1.0 ici_bandwidth)))
(let ((?x90 (/ 1.0 root!5)))
(let ((?x80 (/ 1.0 root!4)))
(let ((?x131 (* 2.0 d_model root!1 root!2 root!3 ?x80 ?x90 root!6 ?x35 root!7 ?x114 root!9 root!10 ?x40)))
(let ((?x46 (/ 1.0 fsdp_axes)))
(let ((?x44 (/ 1.0 chips)))
(let ((?x48 (* bytes_per_param fsdp_degree params_per_entry d_ff d_model mlp_matrices ?x44 ?x46 ?x35 ?x40)))
(let ((?x38 (/ 1.0 tp_axes)))
(let ((?x31 (/ 1.0 fsdp_degree)))
(let ((?x42 (* 2.0 bytes_per_activation global_batch_tokens d_model ?x31 ?x35 ?x38 ?x40)))
(let ((?x50 (+ ?x42 ?x48)))
(let (($x134 (>= ?x50 ?x131)))
(not $x134))))))))))))))))
(check-sat)
