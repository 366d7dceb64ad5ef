; claim parallelism.pipeline_break_even_follows_from_the_primitive, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Equivalent(2*experts_per_token*layers_per_stage >= scaleup_bandwidth/scaleout_bandwidth, 2*bytes_per_activation*d_model*experts_per_token*layers_per_stage/scaleup_bandwidth >= bytes_per_activation*d_model/scaleout_bandwidth)
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_activation () Real)
(declare-fun d_model () Real)
(declare-fun experts_per_token () Real)
(declare-fun layers_per_stage () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleup_bandwidth () Real)
(assert
 (< 0.0 bytes_per_activation))
(assert
 (< 0.0 d_model))
(assert
 (< 0.0 experts_per_token))
(assert
 (< 0.0 layers_per_stage))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_bandwidth))
(assert
 (let ((?x19 (/ 1.0 scaleout_bandwidth)))
(let ((?x27 (* bytes_per_activation d_model ?x19)))
(let ((?x25 (/ 1.0 scaleup_bandwidth)))
(let ((?x26 (* 2.0 bytes_per_activation d_model experts_per_token layers_per_stage ?x25)))
(let (($x28 (>= ?x26 ?x27)))
(let (($x29 (not $x28)))
(let ((?x21 (* scaleup_bandwidth ?x19)))
(let ((?x22 (* 2.0 experts_per_token layers_per_stage)))
(let (($x23 (>= ?x22 ?x21)))
(let (($x24 (not $x23)))
(let (($x35 (or (and $x23 $x28) (and $x24 $x29))))
(not $x35)))))))))))))
(check-sat)
