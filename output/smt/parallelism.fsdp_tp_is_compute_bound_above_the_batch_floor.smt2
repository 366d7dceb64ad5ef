; claim parallelism.fsdp_tp_is_compute_bound_above_the_batch_floor, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(global_batch_tokens/chips >= 8*bytes_per_activation*bytes_per_param*peak_flops**2/(d_ff*flops_per_param**2*fsdp_axes*ici_bandwidth**2*mlp_matrices*params_per_entry*ring_directions**2*tp_axes), d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*sqrt(2)*sqrt(bytes_per_activation)*sqrt(bytes_per_param)*sqrt(d_ff)*d_model*sqrt(global_batch_tokens)*sqrt(mlp_matrices)*sqrt(params_per_entry)/(sqrt(chips)*sqrt(fsdp_axes)*ici_bandwidth*ring_directions*sqrt(tp_axes)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun flops_per_param () Real)
(declare-fun fsdp_axes () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun mlp_matrices () Real)
(declare-fun params_per_entry () Real)
(declare-fun peak_flops () Real)
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
 (< 0.0 flops_per_param))
(assert
 (< 0.0 fsdp_axes))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 mlp_matrices))
(assert
 (< 0.0 params_per_entry))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 ring_directions))
(assert
 (< 0.0 tp_axes))
(assert
 (let ((?x56 (* ring_directions ring_directions)))
 (let (($x58 (and (distinct ?x56 0.0) true)))
 (let (($x55 (and (distinct mlp_matrices 0.0) true)))
 (let (($x53 (and (distinct d_ff 0.0) true)))
 (let (($x51 (and (distinct tp_axes 0.0) true)))
 (let (($x48 (and (distinct params_per_entry 0.0) true)))
 (let ((?x44 (* ici_bandwidth ici_bandwidth)))
 (let (($x46 (and (distinct ?x44 0.0) true)))
 (let (($x43 (and (distinct fsdp_axes 0.0) true)))
 (let ((?x39 (* flops_per_param flops_per_param)))
 (let (($x41 (and (distinct ?x39 0.0) true)))
 (let (($x60 (and $x41 $x43 $x46 $x48 $x51 $x53 $x55 $x58)))
 (let (($x33 (and (distinct chips 0.0) true)))
 (and $x33 $x60)))))))))))))))
(assert
 (let (($x69 (>= 2.0 0.0)))
 (=> $x69 (and (>= root!1 0.0) (= 2.0 (* root!1 root!1))))))
(assert
 (let (($x77 (>= root!2 0.0)))
 (let (($x76 (>= bytes_per_activation 0.0)))
 (=> $x76 (and $x77 (= (* root!2 root!2) bytes_per_activation))))))
(assert
 (let (($x83 (>= bytes_per_param 0.0)))
 (=> $x83 (and (>= root!3 0.0) (= (* root!3 root!3) bytes_per_param)))))
(assert
 (let (($x90 (>= chips 0.0)))
 (=> $x90 (and (>= root!4 0.0) (= (* root!4 root!4) chips)))))
(assert
 (let (($x100 (>= fsdp_axes 0.0)))
 (=> $x100 (and (>= root!5 0.0) (= (* root!5 root!5) fsdp_axes)))))
(assert
 (let (($x111 (>= root!6 0.0)))
 (let (($x110 (>= global_batch_tokens 0.0)))
 (=> $x110 (and $x111 (= (* root!6 root!6) global_batch_tokens))))))
(assert
 (let (($x119 (>= params_per_entry 0.0)))
 (=> $x119 (and (>= root!7 0.0) (= (* root!7 root!7) params_per_entry)))))
(assert
 (let (($x126 (>= tp_axes 0.0)))
 (=> $x126 (and (>= root!8 0.0) (= (* root!8 root!8) tp_axes)))))
(assert
 (let (($x136 (>= d_ff 0.0)))
 (=> $x136 (and (>= root!9 0.0) (= (* root!9 root!9) d_ff)))))
(assert
 (let (($x143 (>= mlp_matrices 0.0)))
 (=> $x143 (and (>= root!10 0.0) (= (* root!10 root!10) mlp_matrices)))))
(assert
 (let (($x150 (and (distinct ring_directions 0.0) true)))
 (let (($x143 (>= mlp_matrices 0.0)))
 (let (($x136 (>= d_ff 0.0)))
 (let (($x126 (>= tp_axes 0.0)))
 (let (($x134 (and $x126 (and (distinct root!8 0.0) true))))
 (let (($x119 (>= params_per_entry 0.0)))
 (let (($x117 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x110 (>= global_batch_tokens 0.0)))
 (let (($x100 (>= fsdp_axes 0.0)))
 (let (($x108 (and $x100 (and (distinct root!5 0.0) true))))
 (let (($x90 (>= chips 0.0)))
 (let (($x98 (and $x90 (and (distinct root!4 0.0) true))))
 (let (($x83 (>= bytes_per_param 0.0)))
 (let (($x76 (>= bytes_per_activation 0.0)))
 (let (($x69 (>= 2.0 0.0)))
 (let (($x152 (and $x69 $x76 $x83 $x98 $x108 $x110 $x117 $x119 $x134 $x136 $x143 $x150)))
 (let (($x64 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and (distinct chips 0.0) true)))
 (let (($x66 (and $x33 $x64)))
 (and $x66 $x152)))))))))))))))))))))
(assert
 (let ((?x149 (/ 1.0 ring_directions)))
(let ((?x132 (/ 1.0 root!8)))
(let ((?x116 (/ 1.0 ici_bandwidth)))
(let ((?x106 (/ 1.0 root!5)))
(let ((?x96 (/ 1.0 root!4)))
(let ((?x151 (* 2.0 d_model root!1 root!2 root!3 ?x96 ?x106 root!6 ?x116 root!7 ?x132 root!9 root!10 ?x149)))
(let ((?x63 (/ 1.0 peak_flops)))
(let ((?x38 (/ 1.0 chips)))
(let ((?x65 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x38 ?x63)))
(let ((?x56 (* ring_directions ring_directions)))
(let ((?x57 (/ 1.0 ?x56)))
(let ((?x54 (/ 1.0 mlp_matrices)))
(let ((?x52 (/ 1.0 d_ff)))
(let ((?x50 (/ 1.0 tp_axes)))
(let ((?x49 (* peak_flops peak_flops)))
(let ((?x47 (/ 1.0 params_per_entry)))
(let ((?x44 (* ici_bandwidth ici_bandwidth)))
(let ((?x45 (/ 1.0 ?x44)))
(let ((?x42 (/ 1.0 fsdp_axes)))
(let ((?x39 (* flops_per_param flops_per_param)))
(let ((?x40 (/ 1.0 ?x39)))
(let ((?x59 (* 8.0 bytes_per_activation bytes_per_param ?x40 ?x42 ?x45 ?x47 ?x49 ?x50 ?x52 ?x54 ?x57)))
(let ((?x35 (* global_batch_tokens ?x38)))
(let (($x156 (and (= (>= ?x35 ?x59) (>= ?x65 ?x151)))))
(not $x156))))))))))))))))))))))))))
(check-sat)
