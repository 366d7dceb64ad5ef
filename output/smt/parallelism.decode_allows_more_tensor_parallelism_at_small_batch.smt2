; claim parallelism.decode_allows_more_tensor_parallelism_at_small_batch, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(tp_degree <= bytes_per_param*d_ff*ici_bandwidth*n_axes*params_per_entry*ring_directions/(batch*bytes_per_activation*hbm_bandwidth*tokens_per_step), batch*bytes_per_activation*d_model*tokens_per_step/(ici_bandwidth*n_axes*ring_directions) <= bytes_per_param*d_ff*d_model*params_per_entry/(hbm_bandwidth*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun batch () Real)
(declare-fun bytes_per_activation () Real)
(declare-fun bytes_per_param () Real)
(declare-fun d_ff () Real)
(declare-fun d_model () Real)
(declare-fun hbm_bandwidth () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun n_axes () Real)
(declare-fun params_per_entry () Real)
(declare-fun ring_directions () Real)
(declare-fun tokens_per_step () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 batch))
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 d_ff))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 hbm_bandwidth))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 n_axes))
(assert
 (< 0.0 params_per_entry))
(assert
 (< 0.0 ring_directions))
(assert
 (< 0.0 tokens_per_step))
(assert
 (< 0.0 tp_degree))
(assert
 (let ((?x42 (/ 1.0 tp_degree)))
(let ((?x31 (/ 1.0 hbm_bandwidth)))
(let ((?x43 (* bytes_per_param params_per_entry d_ff d_model ?x31 ?x42)))
(let ((?x40 (/ 1.0 ring_directions)))
(let ((?x39 (/ 1.0 n_axes)))
(let ((?x38 (/ 1.0 ici_bandwidth)))
(let ((?x41 (* batch bytes_per_activation tokens_per_step d_model ?x38 ?x39 ?x40)))
(let (($x44 (<= ?x41 ?x43)))
(let (($x45 (not $x44)))
(let ((?x33 (/ 1.0 tokens_per_step)))
(let ((?x29 (/ 1.0 bytes_per_activation)))
(let ((?x34 (/ 1.0 batch)))
(let ((?x35 (* bytes_per_param ici_bandwidth params_per_entry d_ff n_axes ring_directions ?x34 ?x29 ?x31 ?x33)))
(let (($x36 (<= tp_degree ?x35)))
(let (($x37 (not $x36)))
(let (($x51 (or (and $x36 $x44) (and $x37 $x45))))
(not $x51))))))))))))))))))
(check-sat)
