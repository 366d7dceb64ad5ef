"""Part 1's inputs and defined quantities: the roofline of one decode step and what follows from it.

Statements that compare a quantity at two batch sizes use ``at_batch``: the definitions
unfolded and the batch replaced, so z3 sees one formula over the inputs.
"""

from sympy import Max

from chalk import Domain, define, quantity, unfold
from chalk.vocabulary import (
    batch,
    bytes_per_param,
    chips,
    context,
    experts,
    experts_per_token,
    flops_per_param,
    hbm_bandwidth,
    hbm_capacity,
    kv_bytes_per_token,
    params_active,
    params_total,
    peak_flops,
    price_per_chip_hour,
    tokens_per_step,
)

#: a (0, 1] fraction
FRACTION = Domain(low=0.0, low_open=True, high=1.0)

# --- inputs of this part ------------------------------------------------------------
batch_increase = quantity(
    "batch_increase",
    "sequence",
    "sequences added to a batch (for comparing two batch sizes)",
    text="dB",
    latex=r"\Delta B",
    nonnegative=True,
)
fast_speedup = quantity(
    "fast_speedup",
    "1",
    "how many times faster the fast tier decodes (normal mode runs at c·B*)",
    text="c",
    default=2.5,
    source="lecture 00:01:01: fast mode gives 2.5× the token speed",
)
queue_wait = quantity(
    "queue_wait", "s", "time a request waits for the next batch to depart", text="t_wait", nonnegative=True
)
params_per_expert = quantity("params_per_expert", "parameter", "parameters of one routed expert", text="N_expert")
params_dense_match = quantity(
    "params_dense_match",
    "parameter",
    "parameters of the dense model a sparse model matches in quality",
    text="N_dense",
    latex=r"N_{\mathrm{match}}",
)
factor_low = quantity("factor_low", "sequence", "lower edge of the '≈300' band", text="h_lo", default=250)
factor_high = quantity("factor_high", "sequence", "upper edge of the '≈300' band", text="h_hi", default=350)
drain_low = quantity("drain_low", "s", "lower edge of the '≈20 ms' band", text="d_lo", default=0.010)
drain_high = quantity("drain_high", "s", "upper edge of the '≈20 ms' band", text="d_hi", default=0.040)
board_throughput = quantity(
    "board_throughput",
    "token/s",
    "the lecture's minimum replica throughput: 2,000 sequences × ~64 steps/s",
    text="tok_per_s_board",
    latex=r"\mathrm{tok/s}_{\mathrm{board}}",
)

# --- defined quantities -------------------------------------------------------------
t_compute = define(
    "t_compute",
    flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
    "s",
    "time for the weight matmuls of one step",
)
t_weights = define(
    "t_weights", params_total * bytes_per_param / (chips * hbm_bandwidth), "s", "time to read every weight once"
)
t_kv = define(
    "t_kv",
    batch * context * kv_bytes_per_token / (chips * hbm_bandwidth),
    "s",
    "time to read every sequence's KV cache",
    latex=r"t_{\mathrm{KV}}",
)
t_memory = define("t_memory", t_weights + t_kv, "s", "HBM traffic time of one step")
t_step = define("t_step", Max(t_compute, t_memory), "s", "roofline time of one decode step")
replica_weight_bytes_per_chip = define(
    "replica_weight_bytes_per_chip",
    params_total * bytes_per_param / chips,
    "byte",
    "weight bytes each chip of a serving replica holds (the weights split over its chips)",
    latex=r"M_{w}^{\mathrm{serve}}",
)
replica_memory_per_chip = define(
    "replica_memory_per_chip",
    replica_weight_bytes_per_chip + batch * context * kv_bytes_per_token / chips,
    "byte",
    "HBM each chip of a serving replica holds: its share of the weights and of the batch's KV cache",
    latex=r"M_{\mathrm{chip}}^{\mathrm{serve}}",
)
compute_per_sequence = define(
    "compute_per_sequence",
    flops_per_param * tokens_per_step * params_active / (chips * peak_flops),
    "s/sequence",
    "compute time each sequence adds to a step",
    text="a",
)
kv_per_sequence = define(
    "kv_per_sequence",
    context * kv_bytes_per_token / (chips * hbm_bandwidth),
    "s/sequence",
    "KV-read time each sequence adds to a step",
    text="k_kv",
    latex=r"k_{\mathrm{KV}}",
)
latency_floor = define(
    "latency_floor",
    params_total * bytes_per_param / (chips * hbm_bandwidth),
    "s",
    "lowest step time: every weight read once with all chips' bandwidth (the limit of t_step as B → 0)",
    text="t_floor",
)
cost_per_token = define(
    "cost_per_token",
    t_step * chips * price_per_chip_hour / (batch * tokens_per_step),
    "USD/token",
    "rental cost of one generated token",
    text="cost",
)
throughput = define(
    "throughput",
    batch * tokens_per_step / t_step,
    "token/s",
    "tokens generated per second by one replica",
    latex=r"\mathrm{tok/s}",
    text="tok_per_s",
)
hardware_factor = define(
    "hardware_factor",
    peak_flops * bytes_per_param / (flops_per_param * tokens_per_step * hbm_bandwidth),
    "sequence",
    "Reiner's '≈300': multiplies per second × bytes per weight ÷ bytes per second",
    text="h",
)
sparsity = define("sparsity", params_total / params_active, "1", "total over active parameters", text="s")
optimal_batch = define(
    "optimal_batch",
    hardware_factor * sparsity,
    "sequence",
    "batch at which weight fetch and compute take equal time (no KV)",
    latex=r"B^{*}",
    text="B_star",
)
optimal_batch_kv = define(
    "optimal_batch_kv",
    t_weights / (compute_per_sequence - kv_per_sequence),
    "sequence",
    "batch at which compute equals weight plus KV traffic (meaningful below the balanced context)",
    latex=r"B^{*}_{\mathrm{KV}}",
    text="B_star_kv",
    domain=Domain(
        low=0.0,
        low_open=True,
        explain="at context {context} with {kv_bytes_per_token} of KV, each sequence's KV read takes longer than "
        "its compute (L > L_bal = {balanced_context}), so no batch makes decode compute-bound",
    ),
)
critical_intensity = define(
    "critical_intensity",
    peak_flops / hbm_bandwidth,
    "FLOP/byte",
    "FLOPs the chip can do per byte it reads",
    latex=r"F/W",
)
balanced_context = define(
    "balanced_context",
    flops_per_param * tokens_per_step * params_active * hbm_bandwidth / (peak_flops * kv_bytes_per_token),
    "token/sequence",
    "context at which a sequence's KV read takes as long as its compute",
    text="L_bal",
)
mfu = define("mfu", t_compute / t_step, "1", "model FLOP utilisation of a step", text="MFU", domain=FRACTION)
drain_time = define(
    "drain_time", hbm_capacity / hbm_bandwidth, "s", "time to read the whole HBM once", latex=r"t_{\mathrm{drain}}"
)
worst_case_latency = define(
    "worst_case_latency", 2 * t_step, "s", "longest wait plus ride when a batch departs every step", text="t_worst"
)
expert_critical_batch = define(
    "expert_critical_batch",
    hardware_factor * experts / experts_per_token,
    "sequence",
    "batch at which each routed expert's weight fetch is amortised",
    latex=r"B^{*}_{\mathrm{expert}}",
    text="B_star_expert",
)
expert_tokens = define(
    "expert_tokens",
    batch * tokens_per_step * experts_per_token / experts,
    "token",
    "tokens one routed expert processes per step (uniform routing)",
    text="T_expert",
)
t_expert_compute = define(
    "t_expert_compute",
    flops_per_param * expert_tokens * params_per_expert / peak_flops,
    "s",
    "one expert's matmul time per step on one chip",
    latex=r"t_{\mathrm{expert,compute}}",
)
t_expert_weights = define(
    "t_expert_weights",
    params_per_expert * bytes_per_param / hbm_bandwidth,
    "s",
    "time to read one expert's weights on one chip",
    latex=r"t_{\mathrm{expert,weights}}",
)


def at_batch(expr, value):
    """``expr`` with its definitions unfolded and the batch set to ``value``."""
    return unfold(expr).xreplace({batch: value})


cost_at_optimal_batch = define(
    "cost_at_optimal_batch",
    at_batch(cost_per_token, optimal_batch),
    "USD/token",
    "cost per token at the batch B*",
    latex=r"\mathrm{cost}^{*}",
    text="cost_at_B*",
)
batch_normal = define(
    "batch_normal",
    fast_speedup * optimal_batch,
    "sequence",
    "batch of the normal service tier, c times B*",
    text="B_normal",
)
t_step_normal = define(
    "t_step_normal",
    at_batch(t_step, batch_normal),
    "s",
    "step time of the normal tier",
    latex=r"t_{\mathrm{step,normal}}",
)
cost_normal = define(
    "cost_normal",
    at_batch(cost_per_token, batch_normal),
    "USD/token",
    "cost per token of the normal tier",
    latex=r"\mathrm{cost}_{\mathrm{normal}}",
)
replica_min_throughput = define(
    "replica_min_throughput",
    optimal_batch * tokens_per_step / drain_time,
    "token/s",
    "minimum efficient throughput of one replica: B* sequences a step, a step one HBM drain",
    text="tok_per_s_min",
    latex=r"\mathrm{tok/s}_{\min}",
)


# --- speculative decoding and multi-token prediction (§12) ----------------------------
draft_length = quantity(
    "draft_length",
    "1",
    "tokens a draft (or an MTP module) proposes per target forward pass",
    text="gamma_draft",
    latex=r"\gamma_{\mathrm{draft}}",
    integer=True,
    nonnegative=True,
    default=1,
    source="DeepSeek-V3 Technical Report (arXiv:2412.19437) §2.2 and §5.4.3: one MTP module predicts one extra token",
)
acceptance_rate = quantity(
    "acceptance_rate",
    "1",
    "probability that the target model accepts one drafted token (independent, identically distributed)",
    text="alpha_accept",
    latex=r"\alpha_{\mathrm{accept}}",
    domain=Domain(low=0.0, low_open=True, high=1.0, high_open=True),
    default=0.85,
    source="DeepSeek-V3 Technical Report (arXiv:2412.19437) §5.4.3: 'the acceptance rate of the second token "
    "prediction ranges between 85% and 90%' (the low end)",
)
rejection_rate = define(
    "rejection_rate",
    1 - acceptance_rate,
    "1",
    "probability that the target model rejects one drafted token",
    text="rho_reject",
    latex=r"\rho_{\mathrm{reject}}",
)
tokens_per_pass = define(
    "tokens_per_pass",
    (1 - acceptance_rate ** (draft_length + 1)) / rejection_rate,
    "1",
    "expected tokens one target forward pass yields with a draft of gamma tokens (Leviathan et al. 2023, eq. 1)",
    text="tau_pass",
    latex=r"\tau_{\mathrm{pass}}",
)
latency_floor_speculative = define(
    "latency_floor_speculative",
    latency_floor / tokens_per_pass,
    "s",
    "lowest time per token when each weight-bound forward pass yields tau tokens",
    text="t_floor_spec",
    latex=r"t_{\mathrm{floor}}^{\mathrm{spec}}",
)

# --- MoE as routed: distinct experts a batch reads (§13) -----------------------------
latency_floor_active = define(
    "latency_floor_active",
    params_active * bytes_per_param / (chips * hbm_bandwidth),
    "s",
    "lowest MoE step time at one routed token: only the active weights (k routed experts per layer) are read",
    text="t_floor_active",
    latex=r"t_{\mathrm{floor}}^{\mathrm{active}}",
)
latency_floor_active_speculative = define(
    "latency_floor_active_speculative",
    latency_floor_active / tokens_per_pass,
    "s",
    "lowest MoE time per token when each pass reads at least the active weights and yields tau tokens",
    text="t_floor_active_spec",
    latex=r"t_{\mathrm{floor}}^{\mathrm{active,spec}}",
)
routed_tokens = quantity(
    "routed_tokens",
    "1",
    "tokens one MoE layer routes in one step, as a count (B·ℓ: the batch in decode)",
    text="n_routed",
    latex=r"n_{\mathrm{routed}}",
    integer=True,
    domain=Domain(low=1.0, integral=True),
)
expert_miss = quantity(
    "expert_miss",
    "1",
    "probability that no token of a step picks a given expert: (1 − k/E)^n under a uniform router",
    text="q_miss",
    latex=r"q_{\mathrm{miss}}",
    domain=Domain(low=0.0, high=1.0),
)
experts_read = define(
    "experts_read",
    experts * (1 - Max(0, 1 - experts_per_token / experts) ** routed_tokens),
    "1",
    "expected distinct experts a step reads per MoE layer when n tokens each pick k of E uniformly "
    "(the miss probability 1 − k/E floored at 0: k > E would read every expert)",
    text="E_read",
    latex=r"E_{\mathrm{read}}",
)
