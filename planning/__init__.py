"""Planning: the decisions the lecture's formulas exist for, searched over layouts whose every
number is a quantity of the book.

``chalk plan serve`` searches the layouts of Part 5 (``layout.*`` claims) over hardware,
precision and parallel degrees with the generated numpy of those quantities, and explains
each plan term by term: ``prices`` (per chip-hour, sourced), ``layouts`` (the grid of
degrees and the links each group rides), ``search`` (vectorised evaluation and the best
batch of each layout), ``report`` (table, JSON, Parquet, Pareto plot, --explain).

``chalk plan train`` searches Part 4's DP/FSDP × TP × PP layouts for a token budget:
``train_plan`` (value objects), ``train_layouts`` (the search), ``train_bindings`` (the
binding constraint and its claim), ``train_amounts`` (parsing 15T, 4M, 50M USD).
"""
