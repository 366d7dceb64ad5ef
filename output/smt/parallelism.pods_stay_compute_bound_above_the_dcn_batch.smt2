; claim parallelism.pods_stay_compute_bound_above_the_dcn_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x29 (and (distinct flops_per_param 0.0) true)))
 (let (($x25 (and (distinct dcn_bandwidth 0.0) true)))
 (and $x25 $x29))))
(assert
 (let (($x25 (and (distinct dcn_bandwidth 0.0) true)))
 (let (($x36 (and (distinct chips 0.0) true)))
 (let (($x42 (and $x36 $x25)))
 (let (($x38 (and (distinct peak_flops 0.0) true)))
 (let (($x40 (and $x36 $x38)))
 (and $x40 $x42)))))))
(assert
 (let ((?x30 (/ 1.0 dcn_bandwidth)))
(let ((?x35 (/ 1.0 chips)))
(let ((?x41 (* 2.0 bytes_per_param params_per_entry d_ff d_model mlp_matrices ?x35 ?x30)))
(let ((?x37 (/ 1.0 peak_flops)))
(let ((?x39 (* 2.0 flops_per_param global_batch_tokens params_per_entry d_ff d_model mlp_matrices ?x35 ?x37)))
(let ((?x27 (/ 1.0 flops_per_param)))
(let ((?x31 (* bytes_per_param peak_flops ?x30 ?x27)))
(let (($x46 (and (= (>= global_batch_tokens ?x31) (>= ?x39 ?x41)))))
(not $x46))))))))))
(check-sat)
