; claim parallelism.data_parallelism_is_compute_bound_above_the_critical_batch, check identity, obligation 1
; chalk identity: the statement is TRUE
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
 (let ((?x37 (/ 1.0 ring_directions)))
(let ((?x36 (/ 1.0 n_axes)))
(let ((?x35 (/ 1.0 ici_bandwidth)))
(let ((?x42 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x35 ?x36 ?x37)))
(let ((?x31 (/ 1.0 peak_flops)))
(let ((?x29 (/ 1.0 chips)))
(let ((?x41 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x29 ?x31)))
(let (($x43 (>= ?x41 ?x42)))
(let (($x44 (not $x43)))
(let ((?x38 (* 2.0 bytes_per_param ?x35 ?x36 ?x37)))
(let ((?x33 (* 2.0 flops_per_param global_batch_tokens ?x29 ?x31)))
(let (($x39 (>= ?x33 ?x38)))
(let (($x40 (not $x39)))
(let (($x50 (or (and $x39 $x43) (and $x40 $x44))))
(not $x50))))))))))))))))
(check-sat)

(reset)
; claim parallelism.data_parallelism_is_compute_bound_above_the_critical_batch, check identity, obligation 2
; chalk identity: the statement is TRUE
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
 (let ((?x28 (/ 1.0 ring_directions)))
(let ((?x27 (/ 1.0 n_axes)))
(let ((?x25 (/ 1.0 ici_bandwidth)))
(let ((?x35 (* 2.0 bytes_per_param ?x25 ?x27 ?x28)))
(let ((?x33 (/ 1.0 peak_flops)))
(let ((?x26 (/ 1.0 chips)))
(let ((?x34 (* 2.0 flops_per_param global_batch_tokens ?x26 ?x33)))
(let (($x36 (>= ?x34 ?x35)))
(let (($x37 (not $x36)))
(let ((?x23 (/ 1.0 flops_per_param)))
(let ((?x29 (* bytes_per_param peak_flops ?x23 ?x25 ?x27 ?x28)))
(let ((?x21 (* global_batch_tokens ?x26)))
(let (($x30 (>= ?x21 ?x29)))
(let (($x31 (not $x30)))
(let (($x43 (or (and $x30 $x36) (and $x31 $x37))))
(not $x43)))))))))))))))))
(check-sat)

(reset)
; claim parallelism.data_parallelism_is_compute_bound_above_the_critical_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x36 (/ 1.0 ring_directions)))
(let ((?x35 (/ 1.0 n_axes)))
(let ((?x33 (/ 1.0 ici_bandwidth)))
(let ((?x43 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x33 ?x35 ?x36)))
(let ((?x41 (/ 1.0 peak_flops)))
(let ((?x34 (/ 1.0 chips)))
(let ((?x42 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x34 ?x41)))
(let (($x44 (>= ?x42 ?x43)))
(let (($x45 (not $x44)))
(let ((?x31 (/ 1.0 flops_per_param)))
(let ((?x37 (* bytes_per_param peak_flops ?x31 ?x33 ?x35 ?x36)))
(let ((?x29 (* global_batch_tokens ?x34)))
(let (($x38 (>= ?x29 ?x37)))
(let (($x39 (not $x38)))
(let (($x51 (or (and $x38 $x44) (and $x39 $x45))))
(not $x51)))))))))))))))))
(check-sat)
