; claim parallelism.fsdp_has_the_data_parallel_critical_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x41 (and (distinct ring_directions 0.0) true)))
 (let (($x39 (and (distinct n_axes 0.0) true)))
 (let (($x37 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x35 (and (distinct flops_per_param 0.0) true)))
 (let (($x43 (and $x35 $x37 $x39 $x41)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (and $x29 $x43))))))))
(assert
 (let (($x41 (and (distinct ring_directions 0.0) true)))
 (let (($x39 (and (distinct n_axes 0.0) true)))
 (let (($x37 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x51 (and $x37 $x39 $x41)))
 (let (($x47 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x49 (and $x29 $x47)))
 (and $x49 $x51)))))))))
(assert
 (let (($x41 (and (distinct ring_directions 0.0) true)))
 (let (($x39 (and (distinct n_axes 0.0) true)))
 (let (($x37 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x35 (and (distinct flops_per_param 0.0) true)))
 (let (($x43 (and $x35 $x37 $x39 $x41)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (and $x29 $x43))))))))
(assert
 (let (($x41 (and (distinct ring_directions 0.0) true)))
 (let (($x39 (and (distinct n_axes 0.0) true)))
 (let (($x37 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x51 (and $x37 $x39 $x41)))
 (let (($x47 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x49 (and $x29 $x47)))
 (and $x49 $x51)))))))))
(assert
 (let ((?x40 (/ 1.0 ring_directions)))
(let ((?x38 (/ 1.0 n_axes)))
(let ((?x36 (/ 1.0 ici_bandwidth)))
(let ((?x58 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x36 ?x38 ?x40)))
(let ((?x46 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x57 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x46)))
(let ((?x33 (/ 1.0 flops_per_param)))
(let ((?x42 (* bytes_per_param peak_flops ?x33 ?x36 ?x38 ?x40)))
(let ((?x31 (* global_batch_tokens ?x34)))
(let (($x45 (>= ?x31 ?x42)))
(let ((?x50 (* bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x36 ?x38 ?x40)))
(let ((?x48 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x46)))
(let (($x62 (and (and (= $x45 (>= ?x48 ?x50))) (and (= $x45 (>= ?x57 ?x58))))))
(not $x62))))))))))))))))
(check-sat)
