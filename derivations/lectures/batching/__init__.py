"""Part 1 (00:00–00:32): batch size, latency and cost per token on one replica.

The roofline of one decode step: compute time grows with the batch, the weight fetch
does not, and the KV fetch grows with batch × context. Everything in lecture-notes
§1–§6 follows: the latency floor, the cost curve, B* ≈ 300 × sparsity, the balanced
context, fast and slow modes, and the 20 ms "train".

Statements that compare a quantity at two batch sizes use ``at_batch``: the definitions
unfolded and the batch replaced, so z3 sees one formula over the inputs.
"""

from chalk import Part

PART = Part(1, "Batch size, latency and cost per token", "00:00:00–00:32:08")

SECTIONS = (
    "symbols",
    "presets",
    "roofline",
    "latency",
    "cost",
    "hardware_factor",
    "with_kv",
    "deepseek",
    "modes",
    "drain",
    "sparsity",
    "speculative",
)
