; claim parallelism.a_multi_node_allreduce_takes_at_least_the_array_through_each_domains_nics, check proof, obligation 1
; chalk proof: the statement is TRUE
; statement: (Implies(chips <= scaleup_domain, Eq(collective_bytes*Max(0, Min(1, 2 - 2*scaleup_domain/chips))/(scaleout_bandwidth*scaleup_domain), 0))) & (collective_bytes*Max(0, Min(1, 2 - 2*scaleup_domain/chips))/(scaleout_bandwidth*scaleup_domain) <= collective_bytes/(scaleout_bandwidth*scaleup_domain)) & (Implies(chips >= 2*scaleup_domain, Eq(collective_bytes*Max(0, Min(1, 2 - 2*scaleup_domain/chips))/(scaleout_bandwidth*scaleup_domain), collective_bytes/(scaleout_bandwidth*scaleup_domain)))) & (Implies(chips >= scaleup_domain, collective_bytes*Max(0, Min(1, 2 - 2*scaleup_domain/chips))/(scaleout_bandwidth*scaleup_domain) <= collective_bytes*(2 - 2*scaleup_domain/chips)/(scaleout_bandwidth*scaleup_domain)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun chips () Real)
(declare-fun collective_bytes () Real)
(declare-fun scaleout_bandwidth () Real)
(declare-fun scaleup_domain () Real)
(assert
 (< 0.0 chips))
(assert
 (< 0.0 collective_bytes))
(assert
 (< 0.0 scaleout_bandwidth))
(assert
 (< 0.0 scaleup_domain))
(assert
 (<= 1.0 chips))
(assert
 (let ((?x21 (/ 1.0 chips)))
(let ((?x22 (* (- 2.0) scaleup_domain ?x21)))
(let ((?x23 (+ 2.0 ?x22)))
(let ((?x17 (/ 1.0 scaleup_domain)))
(let ((?x15 (/ 1.0 scaleout_bandwidth)))
(let ((?x45 (* collective_bytes ?x15 ?x17 ?x23)))
(let ((?x25 (ite (<= 1.0 ?x23) 1.0 ?x23)))
(let ((?x27 (ite (>= 0.0 ?x25) 0.0 ?x25)))
(let ((?x28 (* collective_bytes ?x15 ?x17 ?x27)))
(let (($x46 (<= ?x28 ?x45)))
(let (($x43 (>= chips scaleup_domain)))
(let (($x44 (not $x43)))
(let (($x48 (or $x44 $x46)))
(let ((?x33 (* collective_bytes ?x15 ?x17)))
(let (($x39 (= ?x28 ?x33)))
(let ((?x36 (* 2.0 scaleup_domain)))
(let (($x37 (>= chips ?x36)))
(let (($x38 (not $x37)))
(let (($x41 (or $x38 $x39)))
(let (($x34 (<= ?x28 ?x33)))
(let (($x29 (= 0.0 ?x28)))
(let (($x11 (<= chips scaleup_domain)))
(let (($x18 (not $x11)))
(let (($x31 (or $x18 $x29)))
(let (($x50 (and $x31 $x34 $x41 $x48)))
(not $x50)))))))))))))))))))))))))))
(check-sat)
