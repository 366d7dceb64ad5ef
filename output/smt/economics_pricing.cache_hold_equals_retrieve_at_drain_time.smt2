; claim economics_pricing.cache_hold_equals_retrieve_at_drain_time, check proof, obligation 1
; chalk proof: the statement is TRUE
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
 (let ((?x21 (/ 1.0 tier_capacity)))
(let ((?x50 (* 2.0 hold_time kv_bytes_per_token tier_price ?x21)))
(let ((?x22 (* hold_time kv_bytes_per_token tier_price ?x21)))
(let ((?x20 (/ 1.0 tier_bandwidth)))
(let ((?x23 (* kv_bytes_per_token tier_price ?x20)))
(let ((?x48 (+ ?x23 ?x22)))
(let (($x51 (= ?x48 ?x50)))
(let ((?x15 (* tier_capacity ?x20)))
(let (($x17 (= hold_time ?x15)))
(let (($x19 (not $x17)))
(let (($x53 (or $x19 $x51)))
(let (($x44 (or (and (<= ?x15 hold_time) (<= ?x23 ?x22)) (and (not (<= ?x15 hold_time)) (not (<= ?x23 ?x22))))))
(let (($x31 (or (and $x17 (= ?x22 ?x23)) (and $x19 (not (= ?x22 ?x23))))))
(let (($x55 (and $x31 $x44 $x53)))
(not $x55))))))))))))))))
(check-sat)
