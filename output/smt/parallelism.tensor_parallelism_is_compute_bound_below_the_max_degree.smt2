; claim parallelism.tensor_parallelism_is_compute_bound_below_the_max_degree, check identity, obligation 1
; chalk identity: the statement is TRUE
; statement: Equivalent(d_ff*flops_per_param*mlp_matrices*params_per_entry/peak_flops >= 2*bytes_per_activation*tp_degree/(ici_bandwidth*n_axes*ring_directions), d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*bytes_per_activation*d_model*global_batch_tokens*tp_degree/(chips*ici_bandwidth*n_axes*ring_directions))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
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
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_activation))
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
 (< 0.0 tp_degree))
(assert
 (let ((?x38 (/ 1.0 ring_directions)))
(let ((?x37 (/ 1.0 n_axes)))
(let ((?x35 (/ 1.0 ici_bandwidth)))
(let ((?x42 (/ 1.0 chips)))
(let ((?x44 (* 2.0 bytes_per_activation global_batch_tokens tp_degree d_model ?x42 ?x35 ?x37 ?x38)))
(let ((?x36 (/ 1.0 peak_flops)))
(let ((?x43 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x42 ?x36)))
(let (($x45 (>= ?x43 ?x44)))
(let (($x46 (not $x45)))
(let ((?x39 (* 2.0 bytes_per_activation tp_degree ?x35 ?x37 ?x38)))
(let ((?x31 (* flops_per_param params_per_entry d_ff mlp_matrices ?x36)))
(let (($x40 (>= ?x31 ?x39)))
(let (($x41 (not $x40)))
(let (($x52 (or (and $x40 $x45) (and $x41 $x46))))
(not $x52))))))))))))))))
(check-sat)

(reset)
; claim parallelism.tensor_parallelism_is_compute_bound_below_the_max_degree, check identity, obligation 2
; chalk identity: the statement is TRUE
; statement: Equivalent(tp_degree <= d_ff*flops_per_param*ici_bandwidth*mlp_matrices*n_axes*params_per_entry*ring_directions/(2*bytes_per_activation*peak_flops), d_ff*flops_per_param*mlp_matrices*params_per_entry/peak_flops >= 2*bytes_per_activation*tp_degree/(ici_bandwidth*n_axes*ring_directions))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun d_ff () Real)
(declare-fun flops_per_param () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun mlp_matrices () Real)
(declare-fun n_axes () Real)
(declare-fun params_per_entry () Real)
(declare-fun peak_flops () Real)
(declare-fun ring_directions () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_ff))
(assert
 (< 0.0 flops_per_param))
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
 (< 0.0 tp_degree))
(assert
 (let ((?x37 (/ 1.0 ring_directions)))
(let ((?x36 (/ 1.0 n_axes)))
(let ((?x35 (/ 1.0 ici_bandwidth)))
(let ((?x38 (* 2.0 bytes_per_activation tp_degree ?x35 ?x36 ?x37)))
(let ((?x27 (/ 1.0 peak_flops)))
(let ((?x33 (* flops_per_param params_per_entry d_ff mlp_matrices ?x27)))
(let (($x39 (>= ?x33 ?x38)))
(let (($x40 (not $x39)))
(let ((?x25 (/ 1.0 bytes_per_activation)))
(let ((?x29 (* (/ 1.0 2.0) flops_per_param ici_bandwidth params_per_entry d_ff mlp_matrices n_axes ring_directions ?x25 ?x27)))
(let (($x31 (<= tp_degree ?x29)))
(let (($x32 (not $x31)))
(let (($x46 (or (and $x31 $x39) (and $x32 $x40))))
(not $x46)))))))))))))))
(check-sat)

(reset)
; claim parallelism.tensor_parallelism_is_compute_bound_below_the_max_degree, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(tp_degree <= d_ff*flops_per_param*ici_bandwidth*mlp_matrices*n_axes*params_per_entry*ring_directions/(2*bytes_per_activation*peak_flops), d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*bytes_per_activation*d_model*global_batch_tokens*tp_degree/(chips*ici_bandwidth*n_axes*ring_directions))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
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
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_activation))
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
 (< 0.0 tp_degree))
(assert
 (let ((?x44 (/ 1.0 ring_directions)))
(let ((?x43 (/ 1.0 n_axes)))
(let ((?x42 (/ 1.0 ici_bandwidth)))
(let ((?x39 (/ 1.0 chips)))
(let ((?x45 (* 2.0 bytes_per_activation global_batch_tokens tp_degree d_model ?x39 ?x42 ?x43 ?x44)))
(let ((?x33 (/ 1.0 peak_flops)))
(let ((?x40 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x39 ?x33)))
(let (($x46 (>= ?x40 ?x45)))
(let (($x47 (not $x46)))
(let ((?x31 (/ 1.0 bytes_per_activation)))
(let ((?x35 (* (/ 1.0 2.0) flops_per_param ici_bandwidth params_per_entry d_ff mlp_matrices n_axes ring_directions ?x31 ?x33)))
(let (($x37 (<= tp_degree ?x35)))
(let (($x38 (not $x37)))
(let (($x53 (or (and $x37 $x46) (and $x38 $x47))))
(not $x53))))))))))))))))
(check-sat)
