"""Planning: the decisions the lecture's formulas exist for. ``chalk plan serve`` searches
the layouts of Part 5 (``layout.*`` claims) over hardware, precision and parallel degrees
with the generated numpy of those quantities, and explains each plan term by term.

Stage modules: ``prices`` (per chip-hour, sourced), ``layouts`` (the grid of degrees and
the links each group rides), ``search`` (vectorised evaluation and the best batch of each
layout), ``report`` (table, JSON, Parquet, Pareto plot, --explain).
"""
