; claim economics_pricing.cache_hold_equals_retrieve_at_drain_time, check proof, obligation 1
; chalk proof: Not(statement) is unsatisfiable
; statement: (Equivalent(Eq(hold_time, tier_capacity/tier_bandwidth), Eq(hold_time*kv_bytes_per_token*tier_price/tier_capacity, kv_bytes_per_token*tier_price/tier_bandwidth))) & (Equivalent(tier_capacity/tier_bandwidth <= hold_time, kv_bytes_per_token*tier_price/tier_bandwidth <= hold_time*kv_bytes_per_token*tier_price/tier_capacity)) & (Implies(Eq(hold_time, tier_capacity/tier_bandwidth), Eq(hold_time*kv_bytes_per_token*tier_price/tier_capacity + kv_bytes_per_token*tier_price/tier_bandwidth, 2*hold_time*kv_bytes_per_token*tier_price/tier_capacity)))
; z3 says unsat
(set-logic QF_UFNIRA)
(declare-fun hold_time () Real)
(declare-fun kv_bytes_per_token () Real)
(declare-fun tier_bandwidth () Real)
(declare-fun tier_capacity () Real)
(declare-fun tier_price () Real)
(assert
 (< 0.0 hold_time))
(assert
 (< 0.0 kv_bytes_per_token))
(assert
 (< 0.0 tier_bandwidth))
(assert
 (< 0.0 tier_capacity))
(assert
 (< 0.0 tier_price))
(assert
 (and (distinct tier_bandwidth 0.0) true))
(assert
 (let (($x15 (and (distinct tier_bandwidth 0.0) true)))
 (let (($x22 (and (distinct tier_capacity 0.0) true)))
 (and $x22 $x15))))
(assert
 (and (distinct tier_bandwidth 0.0) true))
(assert
 (let (($x22 (and (distinct tier_capacity 0.0) true)))
 (let (($x15 (and (distinct tier_bandwidth 0.0) true)))
 (and $x15 $x22))))
(assert
 (let ((?x21 (/ 1.0 tier_capacity)))
(let ((?x38 (* 2.0 hold_time kv_bytes_per_token tier_price ?x21)))
(let ((?x23 (* hold_time kv_bytes_per_token tier_price ?x21)))
(let ((?x20 (/ 1.0 tier_bandwidth)))
(let ((?x24 (* kv_bytes_per_token tier_price ?x20)))
(let ((?x36 (+ ?x24 ?x23)))
(let (($x22 (and (distinct tier_capacity 0.0) true)))
(let (($x15 (and (distinct tier_bandwidth 0.0) true)))
(let (($x30 (and $x15 $x22)))
(let (($x40 (and $x30 $x22)))
(let (($x42 (or (not (and $x15 (= hold_time (* tier_capacity ?x20)))) (and $x40 (= ?x36 ?x38)))))
(let (($x43 (and (and (= (= hold_time (* tier_capacity ?x20)) (= ?x23 ?x24))) (and (= (<= (* tier_capacity ?x20) hold_time) (<= ?x24 ?x23))) $x42)))
(not $x43))))))))))))))
(check-sat)
