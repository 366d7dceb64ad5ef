; claim parallelism.a_global_batch_spans_a_bounded_number_of_chips, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x33 (/ 1.0 ring_directions)))
(let ((?x32 (/ 1.0 n_axes)))
(let ((?x31 (/ 1.0 ici_bandwidth)))
(let ((?x30 (/ 1.0 flops_per_param)))
(let ((?x34 (* bytes_per_param peak_flops ?x30 ?x31 ?x32 ?x33)))
(let ((?x28 (/ 1.0 chips)))
(let ((?x29 (* global_batch_tokens ?x28)))
(let (($x35 (>= ?x29 ?x34)))
(let (($x36 (not $x35)))
(let ((?x21 (/ 1.0 peak_flops)))
(let ((?x26 (/ 1.0 bytes_per_param)))
(let ((?x23 (* flops_per_param global_batch_tokens ici_bandwidth n_axes ring_directions ?x26 ?x21)))
(let (($x25 (<= chips ?x23)))
(let (($x27 (not $x25)))
(let (($x42 (or (and $x25 $x35) (and $x27 $x36))))
(not $x42)))))))))))))))))
(check-sat)
