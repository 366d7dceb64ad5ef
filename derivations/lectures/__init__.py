"""Lecture content: one package per chapter (a part of the lecture), each a list of ``@claim``s.

A chapter declares its ``PART`` once in its ``__init__`` and keeps its sections as modules.
A chapter that lists them in ``SECTIONS`` gets its claims and definitions exported in that
(lecture) order; one without ``SECTIONS`` keeps its sections in name order.
"""

from chalk import Book, FitLayout, FitQuantities, ServingQuantities, Term, TrainingQuantities

#: how chalk's paper, code and explorer speak of this book (read through the entry point,
#: as any book's ``BOOK`` is)
#: the quantities of Part 5's layout model that ``chalk plan serve`` searches with, and the
#: claims its report cites for each
_LATENCY = ("layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it",)
_FIT = ("layout.fits_iff_batch_within_the_hbm_limit",)
SERVING = ServingQuantities(
    step_time=Term(
        "layout_step_time",
        "TPOT (step + communication, no overlap)",
        ("layout.overlap_switch_bounds_the_step", "layout.tensor_parallel_step_is_t_step_plus_its_all_reduces"),
    ),
    step_time_overlapped=Term(
        "layout_step_time_overlapped", "TPOT with communication overlapped", ("layout.overlap_switch_bounds_the_step",)
    ),
    compute=Term("layout_t_compute", "weight matmuls of the step", ("layout.reduces_to_t_step_at_degree_one",)),
    weight_fetch=Term(
        "layout_t_weights", "weight read of every stage", ("layout.tpot_is_at_least_the_weight_fetch_floor",)
    ),
    kv_read=Term("layout_t_kv", "KV read", ("layout.layout_step_never_decreases_with_batch",)),
    tp_comm=Term(
        "layout_t_tp",
        "TP all-reduces",
        ("layout.tp_all_reduce_grows_with_the_tp_degree", "layout.communication_terms_are_non_negative"),
    ),
    ep_comm=Term(
        "layout_t_ep",
        "EP dispatch + combine",
        (
            "layout.ep_all_to_all_traffic_grows_with_the_ep_degree",
            "layout.ep_on_scale_up_is_no_slower_than_on_scale_out",
        ),
    ),
    pp_comm=Term("layout_t_pp", "PP sends", ("layout.pp_sends_grow_with_the_pp_degree",)),
    tp_latency=Term("layout_t_tp_latency", "of which TP message latency", _LATENCY),
    ep_latency=Term("layout_t_ep_latency", "of which EP message latency", _LATENCY),
    pp_latency=Term("layout_t_pp_latency", "of which PP message latency", _LATENCY),
    prefill_compute=Term(
        "layout_prefill_compute",
        "prefill FLOPs (weights + causal attention) over tp·ep chips",
        ("layout.ttft_is_at_least_compute_and_weight_fetch",),
    ),
    prefill_comm=Term("layout_prefill_comm", "prefill communication", ("layout.communication_terms_are_non_negative",)),
    ttft=Term("layout_ttft", "TTFT", ("layout.pipeline_fill_keeps_ttft_above_the_whole_replica_prefill",)),
    max_batch="layout_max_batch",
    weight_bytes_per_chip=Term("layout_weight_bytes_per_chip", "weight shard per chip", _FIT),
    kv_bytes_per_chip=Term("layout_kv_bytes_per_chip", "KV per chip", _FIT),
    memory_per_chip=Term("layout_memory_per_chip", "HBM used per chip", _FIT),
    usable_hbm=Term("layout_usable_hbm", "usable HBM per chip", ("layout.reserved_workspace_never_adds_capacity",)),
    cost_per_output_token=Term(
        "layout_cost_per_output_token", "cost per output token", ("batching.cost_per_token_non_increasing",)
    ),
    cost_per_input_token=Term(
        "layout_cost_per_input_token", "cost per prompt token", ("layout.ttft_is_at_least_compute_and_weight_fetch",)
    ),
    tokens_per_pass=Term(
        "tokens_per_pass",
        "tokens one target pass yields (--speculative)",
        (
            "batching.speculative_floor_is_the_floor_over_tokens_per_pass",
            "batching.speculation_without_a_draft_is_one_token_per_pass",
            "batching.a_draft_never_slows_the_floor",
        ),
    ),
    draft_length="draft_length",
    acceptance_rate="acceptance_rate",
    tp_degree="tp_degree",
    ep_degree="ep_degree",
    pp_degree="pp_degree",
    batch="batch",
    tp_link_bandwidth="tp_link_bandwidth",
    ep_link_bandwidth="ep_link_bandwidth",
    pp_link_bandwidth="pp_link_bandwidth",
    tp_link_latency="tp_link_latency",
    ep_link_latency="ep_link_latency",
    pp_link_latency="pp_link_latency",
    price_per_chip_hour="price_per_chip_hour",
)

#: the quantities of Part 4 §4.7's training layout that ``chalk plan train`` searches with,
#: and the claims its report cites (TrainingQuantities says which claim of a term is cited where)
_MEMORY = "parallelism.layout_memory_reduces_to_training_memory"
_STEP = (
    "parallelism.a_layout_step_outlasts_its_compute_and_its_collectives",
    "parallelism.overlapping_collectives_never_lengthens_the_step",
)
TRAINING = TrainingQuantities(
    memory_per_chip=Term(
        "layout_training_memory_per_chip",
        "training memory per chip",
        (_MEMORY, "parallelism.largest_trainable_model_fills_hbm"),
    ),
    compute_time=Term(
        "layout_train_compute_time", "compute of one step", ("parallelism.a_layout_never_beats_the_training_time",)
    ),
    param_comm_time=Term(
        "layout_param_comm_time",
        "weight and gradient collectives",
        ("parallelism.weight_collectives_take_their_port_ring_and_their_share_of_the_nics",),
    ),
    tp_comm_time=Term("layout_tp_comm_time", "tensor-parallel activation collectives", _STEP[:1]),
    pp_comm_time=Term("layout_pp_comm_time", "pipeline sends", _STEP[:1]),
    step_time=Term("layout_train_step_time", "step, collectives overlapped", _STEP),
    step_time_serial=Term("layout_train_step_time_serial", "step, collectives after compute", _STEP),
    training_time=Term("layout_training_time", "training time", _STEP),
    training_time_serial=Term("layout_training_time_serial", "training time, no overlap", _STEP),
    training_cost=Term("layout_training_cost", "training cost", _STEP),
    training_cost_serial=Term("layout_training_cost_serial", "training cost, no overlap", _STEP),
    mfu=Term("layout_train_mfu", "model FLOPs utilisation", _STEP),
    mfu_serial=Term("layout_train_mfu_serial", "model FLOPs utilisation, no overlap", _STEP),
    bytes_recipe="train_bytes_recipe",
    param_collectives="param_collectives",
)

#: ``chalk eval``'s fit check: the HBM one chip needs, first layout that applies wins
FIT = FitQuantities(
    layouts=(
        FitLayout("training_memory_per_chip", ("fsdp_degree", "tp_degree")),
        FitLayout("memory_per_chip", ("expert_parallelism",)),
        FitLayout("weights_per_chip", ("expert_parallelism",)),  # without a batch: the weights alone
        FitLayout("replica_memory_per_chip", ("chips",)),
        FitLayout("replica_weight_bytes_per_chip", ("chips",)),  # without a batch: the weights alone
    )
)

BOOK = Book(
    title="chalk: the mathematics of training and serving LLMs, derived and checked",
    author="Generated by chalk from Reiner Pope's lecture (Dwarkesh Podcast, April 2026)",
    origin="the lecture",
    expected="the lecture's value",
    span="lecture",
    source_label="lecture timestamp",
    macro="lecture",
    quote_source=False,
    all_symbols=True,
    appendices=True,
    board_figures=True,
    measured_systems=True,
    requires_part=True,
    blurb="Every claim of Reiner Pope's blackboard lecture on how large language models are trained and served",
    serving=SERVING,
    training=TRAINING,
    fit=FIT,
)
