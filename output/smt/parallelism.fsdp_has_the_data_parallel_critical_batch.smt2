; claim parallelism.fsdp_has_the_data_parallel_critical_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Equivalent(global_batch_tokens/chips >= bytes_per_param*peak_flops/(flops_per_param*ici_bandwidth*n_axes*ring_directions), d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions))) & (Equivalent(global_batch_tokens/chips >= bytes_per_param*peak_flops/(flops_per_param*ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun flops_per_param () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun mlp_matrices () Real)
(declare-fun n_axes () Real)
(declare-fun params_per_entry () Real)
(declare-fun peak_flops () Real)
(declare-fun ring_directions () Real)
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
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 mlp_matrices))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 params_per_entry))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 ring_directions))
(assert
 (let ((?x36 (/ 1.0 ring_directions)))
(let ((?x35 (/ 1.0 n_axes)))
(let ((?x33 (/ 1.0 ici_bandwidth)))
(let ((?x56 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x33 ?x35 ?x36)))
(let ((?x40 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x55 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x40)))
(let (($x57 (>= ?x55 ?x56)))
(let (($x58 (not $x57)))
(let ((?x31 (/ 1.0 flops_per_param)))
(let ((?x37 (* bytes_per_param peak_flops ?x31 ?x33 ?x35 ?x36)))
(let ((?x29 (* global_batch_tokens ?x34)))
(let (($x38 (>= ?x29 ?x37)))
(let (($x39 (not $x38)))
(let (($x63 (or (and $x38 $x57) (and $x39 $x58))))
(let ((?x42 (* bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x33 ?x35 ?x36)))
(let ((?x41 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x40)))
(let (($x43 (>= ?x41 ?x42)))
(let (($x44 (not $x43)))
(let (($x50 (or (and $x38 $x43) (and $x39 $x44))))
(let (($x67 (and $x50 $x63)))
(not $x67)))))))))))))))))))))))
(check-sat)
