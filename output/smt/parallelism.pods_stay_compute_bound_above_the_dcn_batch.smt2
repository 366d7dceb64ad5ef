; claim parallelism.pods_stay_compute_bound_above_the_dcn_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(global_batch_tokens >= bytes_per_param*peak_flops/(dcn_bandwidth*flops_per_param), 2*d_ff*d_model*flops_per_param*global_batch_tokens*mlp_matrices*params_per_entry/(chips*peak_flops) >= 2*bytes_per_param*d_ff*d_model*mlp_matrices*params_per_entry/(chips*dcn_bandwidth))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun dcn_bandwidth () Real)
(declare-fun flops_per_param () Real)
(declare-fun global_batch_tokens () Real)
(declare-fun mlp_matrices () Real)
(declare-fun params_per_entry () Real)
(declare-fun peak_flops () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 d_ff))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 dcn_bandwidth))
(assert
 (< 0.0 flops_per_param))
(assert
 (< 0.0 global_batch_tokens))
(assert
 (< 0.0 mlp_matrices))
(assert
 (< 0.0 params_per_entry))
(assert
 (< 0.0 peak_flops))
(assert
 (let ((?x30 (/ 1.0 dcn_bandwidth)))
(let ((?x33 (/ 1.0 chips)))
(let ((?x36 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x33 ?x30)))
(let ((?x34 (/ 1.0 peak_flops)))
(let ((?x35 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x33 ?x34)))
(let (($x37 (>= ?x35 ?x36)))
(let (($x38 (not $x37)))
(let ((?x25 (/ 1.0 flops_per_param)))
(let ((?x27 (* bytes_per_param peak_flops ?x30 ?x25)))
(let (($x29 (>= global_batch_tokens ?x27)))
(let (($x31 (not $x29)))
(let (($x44 (or (and $x29 $x37) (and $x31 $x38))))
(not $x44))))))))))))))
(check-sat)
