; claim parallelism.data_parallelism_is_compute_bound_above_the_critical_batch, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(2*flops_per_param*global_batch_tokens/(chips*peak_flops) >= 2*bytes_per_param/(ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions))
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
 (let (($x43 (and (distinct ring_directions 0.0) true)))
 (let (($x41 (and (distinct n_axes 0.0) true)))
 (let (($x39 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x45 (and $x39 $x41 $x43)))
 (let (($x35 (and (distinct peak_flops 0.0) true)))
 (let (($x31 (and (distinct chips 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (and $x37 $x45)))))))))
(assert
 (let (($x43 (and (distinct ring_directions 0.0) true)))
 (let (($x41 (and (distinct n_axes 0.0) true)))
 (let (($x39 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x45 (and $x39 $x41 $x43)))
 (let (($x35 (and (distinct peak_flops 0.0) true)))
 (let (($x31 (and (distinct chips 0.0) true)))
 (let (($x37 (and $x31 $x35)))
 (and $x37 $x45)))))))))
(assert
 (let ((?x42 (/ 1.0 ring_directions)))
(let ((?x40 (/ 1.0 n_axes)))
(let ((?x38 (/ 1.0 ici_bandwidth)))
(let ((?x49 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x38 ?x40 ?x42)))
(let ((?x33 (/ 1.0 peak_flops)))
(let ((?x29 (/ 1.0 chips)))
(let ((?x48 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x29 ?x33)))
(let ((?x44 (* 2.0 bytes_per_param ?x38 ?x40 ?x42)))
(let ((?x36 (* 2.0 flops_per_param global_batch_tokens ?x29 ?x33)))
(let (($x52 (and (= (>= ?x36 ?x44) (>= ?x48 ?x49)))))
(not $x52))))))))))))
(check-sat)

(reset)
; claim parallelism.data_parallelism_is_compute_bound_above_the_critical_batch, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
; statement: Equivalent(global_batch_tokens/chips >= bytes_per_param*peak_flops/(flops_per_param*ici_bandwidth*n_axes*ring_directions), 2*flops_per_param*global_batch_tokens/(chips*peak_flops) >= 2*bytes_per_param/(ici_bandwidth*n_axes*ring_directions))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun flops_per_param () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun n_axes () Real)
(declare-fun peak_flops () Real)
(declare-fun ring_directions () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 peak_flops))
(assert
 (< 0.0 ring_directions))
(assert
 (let (($x33 (and (distinct ring_directions 0.0) true)))
 (let (($x31 (and (distinct n_axes 0.0) true)))
 (let (($x29 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x27 (and (distinct flops_per_param 0.0) true)))
 (let (($x35 (and $x27 $x29 $x31 $x33)))
 (let (($x21 (and (distinct chips 0.0) true)))
 (and $x21 $x35))))))))
(assert
 (let (($x33 (and (distinct ring_directions 0.0) true)))
 (let (($x31 (and (distinct n_axes 0.0) true)))
 (let (($x29 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x44 (and $x29 $x31 $x33)))
 (let (($x40 (and (distinct peak_flops 0.0) true)))
 (let (($x21 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x21 $x40)))
 (and $x42 $x44)))))))))
(assert
 (let ((?x32 (/ 1.0 ring_directions)))
(let ((?x30 (/ 1.0 n_axes)))
(let ((?x28 (/ 1.0 ici_bandwidth)))
(let ((?x43 (* 2.0 bytes_per_param ?x28 ?x30 ?x32)))
(let ((?x39 (/ 1.0 peak_flops)))
(let ((?x26 (/ 1.0 chips)))
(let ((?x41 (* 2.0 flops_per_param global_batch_tokens ?x26 ?x39)))
(let ((?x25 (/ 1.0 flops_per_param)))
(let ((?x34 (* bytes_per_param peak_flops ?x25 ?x28 ?x30 ?x32)))
(let ((?x23 (* global_batch_tokens ?x26)))
(let (($x48 (and (= (>= ?x23 ?x34) (>= ?x41 ?x43)))))
(not $x48)))))))))))))
(check-sat)

(reset)
; claim parallelism.data_parallelism_is_compute_bound_above_the_critical_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(global_batch_tokens/chips >= bytes_per_param*peak_flops/(flops_per_param*ici_bandwidth*n_axes*ring_directions), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(ici_bandwidth*n_axes*ring_directions))
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
 (let (($x52 (and $x37 $x39 $x41)))
 (let (($x48 (and (distinct peak_flops 0.0) true)))
 (let (($x29 (and (distinct chips 0.0) true)))
 (let (($x50 (and $x29 $x48)))
 (and $x50 $x52)))))))))
(assert
 (let ((?x40 (/ 1.0 ring_directions)))
(let ((?x38 (/ 1.0 n_axes)))
(let ((?x36 (/ 1.0 ici_bandwidth)))
(let ((?x51 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x36 ?x38 ?x40)))
(let ((?x47 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x49 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x47)))
(let ((?x33 (/ 1.0 flops_per_param)))
(let ((?x42 (* bytes_per_param peak_flops ?x33 ?x36 ?x38 ?x40)))
(let ((?x31 (* global_batch_tokens ?x34)))
(let (($x56 (and (= (>= ?x31 ?x42) (>= ?x49 ?x51)))))
(not $x56)))))))))))))
(check-sat)
