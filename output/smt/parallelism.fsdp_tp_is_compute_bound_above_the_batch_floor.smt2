; claim parallelism.fsdp_tp_is_compute_bound_above_the_batch_floor, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let (($x57 (>= root!1 0.0)))
 (and $x57 (= 2.0 (* root!1 root!1)))))
(assert
 (let (($x62 (>= root!2 0.0)))
 (and $x62 (= (* root!2 root!2) bytes_per_activation))))
(assert
 (let (($x67 (>= root!3 0.0)))
 (and $x67 (= (* root!3 root!3) bytes_per_param))))
(assert
 (let (($x72 (>= root!4 0.0)))
 (and $x72 (= (* root!4 root!4) chips))))
(assert
 (let (($x78 (>= root!5 0.0)))
 (and $x78 (= (* root!5 root!5) fsdp_axes))))
(assert
 (let (($x84 (>= root!6 0.0)))
 (and $x84 (= (* root!6 root!6) global_batch_tokens))))
(assert
 (let (($x90 (>= root!7 0.0)))
 (and $x90 (= (* root!7 root!7) params_per_entry))))
(assert
 (let (($x95 (>= root!8 0.0)))
 (and $x95 (= (* root!8 root!8) tp_axes))))
(assert
 (let (($x101 (>= root!9 0.0)))
 (and $x101 (= (* root!9 root!9) d_ff))))
(assert
 (let (($x106 (>= root!10 0.0)))
 (and $x106 (= (* root!10 root!10) mlp_matrices))))
(assert
 (let ((?x110 (/ 1.0 ring_directions)))
(let ((?x99 (/ 1.0 root!8)))
(let ((?x88 (/ 1.0 ici_bandwidth)))
(let ((?x82 (/ 1.0 root!5)))
(let ((?x76 (/ 1.0 root!4)))
(let ((?x111 (* 2.0 d_model root!1 root!2 root!3 ?x76 ?x82 root!6 ?x88 root!7 ?x99 root!9 root!10 ?x110)))
(let ((?x53 (/ 1.0 peak_flops)))
(let ((?x38 (/ 1.0 chips)))
(let ((?x54 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x38 ?x53)))
(let (($x112 (>= ?x54 ?x111)))
(let (($x113 (not $x112)))
(let ((?x48 (* ring_directions ring_directions)))
(let ((?x49 (/ 1.0 ?x48)))
(let ((?x47 (/ 1.0 mlp_matrices)))
(let ((?x46 (/ 1.0 d_ff)))
(let ((?x45 (/ 1.0 tp_axes)))
(let ((?x44 (* peak_flops peak_flops)))
(let ((?x43 (/ 1.0 params_per_entry)))
(let ((?x41 (* ici_bandwidth ici_bandwidth)))
(let ((?x42 (/ 1.0 ?x41)))
(let ((?x40 (/ 1.0 fsdp_axes)))
(let ((?x37 (* flops_per_param flops_per_param)))
(let ((?x39 (/ 1.0 ?x37)))
(let ((?x50 (* 8.0 bytes_per_activation bytes_per_param ?x39 ?x40 ?x42 ?x43 ?x44 ?x45 ?x46 ?x47 ?x49)))
(let ((?x33 (* global_batch_tokens ?x38)))
(let (($x51 (>= ?x33 ?x50)))
(let (($x52 (not $x51)))
(let (($x119 (or (and $x51 $x112) (and $x52 $x113))))
(not $x119))))))))))))))))))))))))))))))
(check-sat)
