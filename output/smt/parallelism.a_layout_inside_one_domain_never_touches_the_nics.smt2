; claim parallelism.a_layout_inside_one_domain_never_touches_the_nics, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: Eq(bytes_per_param*param_collectives*params_total*Max(Max(0, Min(1, pipeline_stages*tp_degree/scaleup_domain) - pipeline_stages*tp_degree/chips)/scaleout_bandwidth, (1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*ring_directions))/(pipeline_stages*tp_degree), bytes_per_param*param_collectives*params_total*(1 - pipeline_stages*tp_degree/chips)/(fsdp_axes*ici_bandwidth*pipeline_stages*ring_directions*tp_degree))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun bytes_per_param () Real)
(declare-fun chips () Real)
(declare-fun fsdp_axes () Real)
(declare-fun ici_bandwidth () Real)
(declare-fun param_collectives () Real)
(declare-fun params_total () Real)
(declare-fun pipeline_stages () Real)
(declare-fun ring_directions () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleup_domain () Real)
(declare-fun tp_degree () Real)
(assert
 (< 0.0 bytes_per_param))
(assert
 (< 0.0 chips))
(assert
 (< 0.0 fsdp_axes))
(assert
 (< 0.0 ici_bandwidth))
(assert
 (< 0.0 param_collectives))
(assert
 (< 0.0 params_total))
(assert
 (< 0.0 pipeline_stages))
(assert
 (< 0.0 ring_directions))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_domain))
(assert
 (< 0.0 tp_degree))
(assert
 (<= 1.0 tp_degree))
(assert
 (let ((?x27 (/ 1.0 pipeline_stages)))
 (let ((?x32 (/ 1.0 tp_degree)))
 (let ((?x56 (* chips ?x32 ?x27)))
 (<= 1.0 ?x56)))))
(assert
 (<= chips scaleup_domain))
(assert
 (let ((?x35 (/ 1.0 chips)))
(let ((?x36 (* (- 1.0) tp_degree pipeline_stages ?x35)))
(let ((?x37 (+ 1.0 ?x36)))
(let ((?x33 (/ 1.0 ring_directions)))
(let ((?x27 (/ 1.0 pipeline_stages)))
(let ((?x32 (/ 1.0 tp_degree)))
(let ((?x31 (/ 1.0 ici_bandwidth)))
(let ((?x29 (/ 1.0 fsdp_axes)))
(let ((?x51 (* bytes_per_param params_total param_collectives ?x29 ?x31 ?x32 ?x27 ?x33 ?x37)))
(let ((?x40 (/ 1.0 scaleup_domain)))
(let ((?x41 (* tp_degree pipeline_stages ?x40)))
(let ((?x43 (ite (<= 1.0 ?x41) 1.0 ?x41)))
(let ((?x44 (+ ?x36 ?x43)))
(let ((?x46 (ite (>= 0.0 ?x44) 0.0 ?x44)))
(let ((?x39 (/ 1.0 scaleout_bandwidth)))
(let ((?x47 (* ?x39 ?x46)))
(let ((?x38 (* ?x29 ?x31 ?x33 ?x37)))
(let ((?x49 (ite (>= ?x38 ?x47) ?x38 ?x47)))
(let ((?x50 (* bytes_per_param params_total param_collectives ?x32 ?x27 ?x49)))
(let (($x52 (= ?x50 ?x51)))
(not $x52))))))))))))))))))))))
(check-sat)
