; claim parallelism.a_global_batch_spans_a_bounded_number_of_chips, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: Equivalent(chips <= flops_per_param*global_batch_tokens*ici_bandwidth*n_axes*ring_directions/(bytes_per_param*peak_flops), global_batch_tokens/chips >= bytes_per_param*peak_flops/(flops_per_param*ici_bandwidth*n_axes*ring_directions))
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
 (let (($x25 (and (distinct peak_flops 0.0) true)))
 (let (($x21 (and (distinct bytes_per_param 0.0) true)))
 (and $x21 $x25))))
(assert
 (let (($x40 (and (distinct ring_directions 0.0) true)))
 (let (($x38 (and (distinct n_axes 0.0) true)))
 (let (($x36 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x34 (and (distinct flops_per_param 0.0) true)))
 (let (($x42 (and $x34 $x36 $x38 $x40)))
 (let (($x31 (and (distinct chips 0.0) true)))
 (and $x31 $x42))))))))
(assert
 (let ((?x39 (/ 1.0 ring_directions)))
(let ((?x37 (/ 1.0 n_axes)))
(let ((?x35 (/ 1.0 ici_bandwidth)))
(let ((?x33 (/ 1.0 flops_per_param)))
(let ((?x41 (* bytes_per_param peak_flops ?x33 ?x35 ?x37 ?x39)))
(let ((?x30 (/ 1.0 chips)))
(let ((?x32 (* global_batch_tokens ?x30)))
(let ((?x23 (/ 1.0 peak_flops)))
(let ((?x26 (/ 1.0 bytes_per_param)))
(let ((?x27 (* flops_per_param global_batch_tokens ici_bandwidth n_axes ring_directions ?x26 ?x23)))
(let (($x46 (and (= (<= chips ?x27) (>= ?x32 ?x41)))))
(not $x46)))))))))))))
(check-sat)
