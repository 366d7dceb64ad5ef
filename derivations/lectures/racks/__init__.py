"""Part 2 (00:32–01:18): MoE layers on racks, scale-up vs scale-out, pipelines, memory per GPU.

An expert layer is spread over one scale-up domain (expert parallelism) and its all-to-all
rides the fast network; pipeline stages split layers across racks over the slow network.
Stages add memory capacity but neither bandwidth nor speed, and the KV cache per GPU does
not shrink with them.
"""

from chalk import Part

PART = Part(2, "MoE on racks, scale-up vs scale-out, pipelines and memory per GPU", "00:32:08–01:18:46")

SECTIONS = (
    "symbols",
    "presets",
    "expert_layer",
    "scale_out",
    "break_even",
    "pipelining",
    "memory",
    "bubbles",
    "capacity",
)
