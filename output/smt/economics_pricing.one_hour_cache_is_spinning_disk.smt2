; claim economics_pricing.one_hour_cache_is_spinning_disk, check proof, obligation 1
; chalk proof: a countermodel of the statement
; statement: False
; z3 says sat
(set-logic QF_UFNIRA)
(assert
 (not false))
(check-sat)
