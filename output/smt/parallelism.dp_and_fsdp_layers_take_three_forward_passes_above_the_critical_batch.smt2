; claim parallelism.dp_and_fsdp_layers_take_three_forward_passes_above_the_critical_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Max(2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops)) + d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) <= Max(bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions), d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops)) + Max(2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops))) & (Implies(global_batch_tokens/chips >= bytes_per_param*peak_flops/(flops_per_param*ici_bandwidth*n_axes*ring_directions), Eq(Max(2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops)) + d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops), 3*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops)) & Eq(Max(bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions), d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops)) + Max(2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops)), 3*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops))))
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
 (let ((?x29 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x55 (* 3.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x29)))
(let ((?x38 (/ 1.0 ring_directions)))
(let ((?x37 (/ 1.0 n_axes)))
(let ((?x36 (/ 1.0 ici_bandwidth)))
(let ((?x39 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x36 ?x37 ?x38)))
(let ((?x35 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x29)))
(let ((?x41 (ite (>= ?x35 ?x39) ?x35 ?x39)))
(let ((?x43 (* bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x36 ?x37 ?x38)))
(let ((?x31 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x29)))
(let ((?x45 (ite (>= ?x31 ?x43) ?x31 ?x43)))
(let ((?x46 (+ ?x45 ?x41)))
(let (($x58 (= ?x46 ?x55)))
(let ((?x42 (+ ?x31 ?x41)))
(let (($x56 (= ?x42 ?x55)))
(let (($x60 (and $x56 $x58)))
(let ((?x50 (/ 1.0 flops_per_param)))
(let ((?x51 (* bytes_per_param peak_flops ?x50 ?x36 ?x37 ?x38)))
(let ((?x49 (* global_batch_tokens ?x34)))
(let (($x52 (>= ?x49 ?x51)))
(let (($x53 (not $x52)))
(let (($x62 (or $x53 $x60)))
(let (($x47 (<= ?x42 ?x46)))
(let (($x64 (and $x47 $x62)))
(not $x64)))))))))))))))))))))))))))
(check-sat)
