; claim parallelism.tensor_parallelism_is_compute_bound_below_the_max_degree, check identity, obligation 1
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x42 (and (distinct ring_directions 0.0) true)))
 (let (($x40 (and (distinct n_axes 0.0) true)))
 (let (($x38 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x44 (and $x38 $x40 $x42)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (and $x31 $x44)))))))
(assert
 (let (($x42 (and (distinct ring_directions 0.0) true)))
 (let (($x40 (and (distinct n_axes 0.0) true)))
 (let (($x38 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x48 (and (distinct chips 0.0) true)))
 (let (($x52 (and $x48 $x38 $x40 $x42)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x50 (and $x48 $x31)))
 (and $x50 $x52)))))))))
(assert
 (let ((?x41 (/ 1.0 ring_directions)))
(let ((?x39 (/ 1.0 n_axes)))
(let ((?x37 (/ 1.0 ici_bandwidth)))
(let ((?x47 (/ 1.0 chips)))
(let ((?x51 (* 2.0 bytes_per_activation global_batch_tokens tp_degree d_model ?x47 ?x37 ?x39 ?x41)))
(let ((?x36 (/ 1.0 peak_flops)))
(let ((?x49 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x47 ?x36)))
(let ((?x43 (* 2.0 bytes_per_activation tp_degree ?x37 ?x39 ?x41)))
(let ((?x33 (* flops_per_param params_per_entry d_ff mlp_matrices ?x36)))
(let (($x56 (and (= (>= ?x33 ?x43) (>= ?x49 ?x51)))))
(not $x56))))))))))))
(check-sat)

(reset)
; claim parallelism.tensor_parallelism_is_compute_bound_below_the_max_degree, check identity, obligation 2
; chalk identity: Not(statement) is unsatisfiable
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
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (let (($x27 (and (distinct bytes_per_activation 0.0) true)))
 (and $x27 $x31))))
(assert
 (let (($x42 (and (distinct ring_directions 0.0) true)))
 (let (($x40 (and (distinct n_axes 0.0) true)))
 (let (($x38 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x44 (and $x38 $x40 $x42)))
 (let (($x31 (and (distinct peak_flops 0.0) true)))
 (and $x31 $x44)))))))
(assert
 (let ((?x41 (/ 1.0 ring_directions)))
(let ((?x39 (/ 1.0 n_axes)))
(let ((?x37 (/ 1.0 ici_bandwidth)))
(let ((?x43 (* 2.0 bytes_per_activation tp_degree ?x37 ?x39 ?x41)))
(let ((?x29 (/ 1.0 peak_flops)))
(let ((?x35 (* flops_per_param params_per_entry d_ff mlp_matrices ?x29)))
(let ((?x25 (/ 1.0 bytes_per_activation)))
(let ((?x32 (* (/ 1.0 2.0) flops_per_param ici_bandwidth params_per_entry d_ff mlp_matrices n_axes ring_directions ?x25 ?x29)))
(let (($x48 (and (= (<= tp_degree ?x32) (>= ?x35 ?x43)))))
(not $x48)))))))))))
(check-sat)

(reset)
; claim parallelism.tensor_parallelism_is_compute_bound_below_the_max_degree, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x33 (and (distinct bytes_per_activation 0.0) true)))
 (and $x33 $x37))))
(assert
 (let (($x51 (and (distinct ring_directions 0.0) true)))
 (let (($x49 (and (distinct n_axes 0.0) true)))
 (let (($x47 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x42 (and (distinct chips 0.0) true)))
 (let (($x53 (and $x42 $x47 $x49 $x51)))
 (let (($x37 (and (distinct peak_flops 0.0) true)))
 (let (($x44 (and $x42 $x37)))
 (and $x44 $x53)))))))))
(assert
 (let ((?x50 (/ 1.0 ring_directions)))
(let ((?x48 (/ 1.0 n_axes)))
(let ((?x46 (/ 1.0 ici_bandwidth)))
(let ((?x41 (/ 1.0 chips)))
(let ((?x52 (* 2.0 bytes_per_activation global_batch_tokens tp_degree d_model ?x41 ?x46 ?x48 ?x50)))
(let ((?x35 (/ 1.0 peak_flops)))
(let ((?x43 (* flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x41 ?x35)))
(let ((?x31 (/ 1.0 bytes_per_activation)))
(let ((?x38 (* (/ 1.0 2.0) flops_per_param ici_bandwidth params_per_entry d_ff mlp_matrices n_axes ring_directions ?x31 ?x35)))
(let (($x57 (and (= (<= tp_degree ?x38) (>= ?x43 ?x52)))))
(not $x57))))))))))))
(check-sat)
