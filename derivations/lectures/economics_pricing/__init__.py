"""Part 3 (01:32–02:03): what API prices reveal about serving costs.

Providers price close to cost, so list prices leak the roofline: the long-context step
gives KV bytes per token, the output/input ratio gives decode MFU, and cache prices and
durations point at the memory tier that holds the KV cache.
"""

from chalk import Part

PART = Part(3, "Cost balancing, API prices, cache tiers, attention and RevNets", "01:18:49–02:13:27")

SECTIONS = ("symbols", "price_step", "prefill_decode", "cache_tiers")
