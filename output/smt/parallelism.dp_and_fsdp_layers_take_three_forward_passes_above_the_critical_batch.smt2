; claim parallelism.dp_and_fsdp_layers_take_three_forward_passes_above_the_critical_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x44 (and (distinct ring_directions 0.0) true)))
 (let (($x42 (and (distinct n_axes 0.0) true)))
 (let (($x40 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x46 (and $x40 $x42 $x44)))
 (let (($x33 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x36 (and $x29 $x33)))
 (let (($x49 (and $x36 $x46)))
 (let (($x56 (and $x49 $x49)))
 (let (($x51 (and $x36 $x49)))
 (and $x51 $x56))))))))))))
(assert
 (let ((?x31 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x69 (* 3.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x31)))
(let ((?x43 (/ 1.0 ring_directions)))
(let ((?x41 (/ 1.0 n_axes)))
(let ((?x39 (/ 1.0 ici_bandwidth)))
(let ((?x45 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x39 ?x41 ?x43)))
(let ((?x38 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x31)))
(let ((?x48 (ite (>= ?x38 ?x45) ?x38 ?x45)))
(let ((?x52 (* bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x39 ?x41 ?x43)))
(let ((?x35 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x31)))
(let ((?x54 (ite (>= ?x35 ?x52) ?x35 ?x52)))
(let ((?x55 (+ ?x54 ?x48)))
(let (($x33 (and (distinct peak_flops 0.0) true)))
(let (($x29 (and (distinct chips 0.0) true)))
(let (($x36 (and $x29 $x33)))
(let (($x44 (and (distinct ring_directions 0.0) true)))
(let (($x42 (and (distinct n_axes 0.0) true)))
(let (($x40 (and (distinct ici_bandwidth 0.0) true)))
(let (($x46 (and $x40 $x42 $x44)))
(let (($x49 (and $x36 $x46)))
(let (($x56 (and $x49 $x49)))
(let (($x74 (and $x56 $x36)))
(let (($x76 (and (and (and (and $x36 $x49) $x36) (= (+ ?x35 ?x48) ?x69)) (and $x74 (= ?x55 ?x69)))))
(let ((?x60 (/ 1.0 flops_per_param)))
(let ((?x62 (* bytes_per_param peak_flops ?x60 ?x39 ?x41 ?x43)))
(let ((?x59 (* global_batch_tokens ?x34)))
(let (($x61 (and (distinct flops_per_param 0.0) true)))
(let (($x63 (and $x61 $x40 $x42 $x44)))
(let (($x65 (and $x29 $x63)))
(let (($x78 (and (<= (+ ?x35 ?x48) ?x55) (or (not (and $x65 (>= ?x59 ?x62))) $x76))))
(not $x78)))))))))))))))))))))))))))))))))
(check-sat)
