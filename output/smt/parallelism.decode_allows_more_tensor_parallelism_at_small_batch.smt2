; claim parallelism.decode_allows_more_tensor_parallelism_at_small_batch, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
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
 (let (($x38 (and (distinct tokens_per_step 0.0) true)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x33 (and (distinct bytes_per_activation 0.0) true)))
 (let (($x29 (and (distinct batch 0.0) true)))
 (and $x29 $x33 $x36 $x38))))))
(assert
 (let (($x51 (and (distinct tp_degree 0.0) true)))
 (let (($x36 (and (distinct hbm_bandwidth 0.0) true)))
 (let (($x53 (and $x36 $x51)))
 (let (($x47 (and (distinct ring_directions 0.0) true)))
 (let (($x45 (and (distinct n_axes 0.0) true)))
 (let (($x43 (and (distinct ici_bandwidth 0.0) true)))
 (let (($x49 (and $x43 $x45 $x47)))
 (and $x49 $x53)))))))))
(assert
 (let ((?x50 (/ 1.0 tp_degree)))
(let ((?x35 (/ 1.0 hbm_bandwidth)))
(let ((?x52 (* bytes_per_param params_per_entry d_ff d_model ?x35 ?x50)))
(let ((?x46 (/ 1.0 ring_directions)))
(let ((?x44 (/ 1.0 n_axes)))
(let ((?x42 (/ 1.0 ici_bandwidth)))
(let ((?x48 (* batch bytes_per_activation tokens_per_step d_model ?x42 ?x44 ?x46)))
(let ((?x37 (/ 1.0 tokens_per_step)))
(let ((?x31 (/ 1.0 bytes_per_activation)))
(let ((?x34 (/ 1.0 batch)))
(let ((?x39 (* bytes_per_param ici_bandwidth params_per_entry d_ff n_axes ring_directions ?x34 ?x31 ?x35 ?x37)))
(let (($x57 (and (= (<= tp_degree ?x39) (<= ?x48 ?x52)))))
(not $x57))))))))))))))
(check-sat)
