"""Part 5: layouts. One serving replica split over tensor × expert × pipeline parallel
degrees of a chip: per-chip compute, each chip's weight and KV read, the TP all-reduces,
the EP all-to-all on the scale-up or scale-out links, the PP sends and the pipeline fill
of a prompt, memory per chip, and the overlap convention. ``chalk plan serve`` searches
these quantities (through the generated numpy); every term it prints is defined here.

One module per section; the chapter's claims are ``layout.<function>``.
"""

from chalk import Part

PART = Part(
    5,
    "Layouts: a serving replica over tensor, expert and pipeline parallel degrees",
    "beyond 02:13:00: the serving layouts Parts 1, 2 and 4 decide",
)

SECTIONS = ("symbols", "step", "prefill", "memory")
