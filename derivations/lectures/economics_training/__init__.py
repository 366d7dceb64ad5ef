"""Part 3 (01:18–01:33, 02:03–02:13): what training, RL and inference cost, and RevNets.

Cost balancing in chip-seconds: pre-training 6·N·D, RL (2…6)·N·D and inference 2·N·D,
each divided by the MFU it runs at. The "minimum where the costs are equal" heuristic
is exact only when the two exponents match; over-training depends on which parameter
count Chinchilla's 20 tokens per parameter is applied to.
"""

from chalk import Part

PART = Part(3, "Cost balancing, API prices, cache tiers, attention and RevNets", "01:18:49–02:13:27")

SECTIONS = ("cost_balance", "power_law", "overtraining", "revnets")
