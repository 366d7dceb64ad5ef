"""Part 1 (00:00–00:32): batch size, latency and cost per token on one replica.

The roofline of one decode step: compute time grows with the batch, the weight fetch
does not, and the KV fetch grows with batch × context. Everything in lecture-notes
§1–§6 follows: the latency floor, the cost curve, B* ≈ 300 × sparsity, the balanced
context, fast and slow modes, and the 20 ms "train".

Statements that compare a quantity at two batch sizes use ``at_batch``: the definitions
unfolded and the batch replaced, so z3 sees one formula over the inputs.
"""

from sympy import And, Eq, Equivalent, Ge, Gt, Implies, Le, Lt, Max, Rational

from chalk.derivations import Q_, Claim, Derivation, Example, Part, Sourced, claim, define, quantity
from chalk.derivations.catalog import hardware, model_config, published_params
from chalk.derivations.domains import FRACTION, Domain
from chalk.derivations.quantities import unfold
from chalk.derivations.vocabulary import (
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

PART = Part(1, "Batch size, latency and cost per token", "00:00:00–00:32:08")

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
    latex="c",
    default=2.5,
    source="lecture 00:01:01: fast mode gives 2.5× the token speed",
)
queue_wait = quantity(
    "queue_wait",
    "s",
    "time a request waits for the next batch to depart",
    text="t_wait",
    latex=r"t_{\mathrm{wait}}",
    nonnegative=True,
)
params_per_expert = quantity(
    "params_per_expert", "parameter", "parameters of one routed expert", text="N_expert", latex=r"N_{\mathrm{expert}}"
)
params_dense_match = quantity(
    "params_dense_match",
    "parameter",
    "parameters of the dense model a sparse model matches in quality",
    text="N_dense",
    latex=r"N_{\mathrm{match}}",
)
factor_low = quantity(
    "factor_low", "sequence", "lower edge of the '≈300' band", text="h_lo", latex=r"h_{\mathrm{lo}}", default=250
)
factor_high = quantity(
    "factor_high", "sequence", "upper edge of the '≈300' band", text="h_hi", latex=r"h_{\mathrm{hi}}", default=350
)
drain_low = quantity(
    "drain_low", "s", "lower edge of the '≈20 ms' band", text="d_lo", latex=r"d_{\mathrm{lo}}", default=0.010
)
drain_high = quantity(
    "drain_high", "s", "upper edge of the '≈20 ms' band", text="d_hi", latex=r"d_{\mathrm{hi}}", default=0.040
)

# --- defined quantities -------------------------------------------------------------
t_compute = define(
    "t_compute",
    flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
    "s",
    "time for the weight matmuls of one step",
    latex=r"t_{\mathrm{compute}}",
)
t_weights = define(
    "t_weights",
    params_total * bytes_per_param / (chips * hbm_bandwidth),
    "s",
    "time to read every weight once",
    latex=r"t_{\mathrm{weights}}",
)
t_kv = define(
    "t_kv",
    batch * context * kv_bytes_per_token / (chips * hbm_bandwidth),
    "s",
    "time to read every sequence's KV cache",
    latex=r"t_{\mathrm{KV}}",
)
t_memory = define("t_memory", t_weights + t_kv, "s", "HBM traffic time of one step", latex=r"t_{\mathrm{memory}}")
t_step = define("t_step", Max(t_compute, t_memory), "s", "roofline time of one decode step", latex=r"t_{\mathrm{step}}")
compute_per_sequence = define(
    "compute_per_sequence",
    flops_per_param * tokens_per_step * params_active / (chips * peak_flops),
    "s/sequence",
    "compute time each sequence adds to a step",
    text="a",
    latex="a",
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
    latex=r"t_{\mathrm{floor}}",
    text="t_floor",
)
cost_per_token = define(
    "cost_per_token",
    t_step * chips * price_per_chip_hour / (batch * tokens_per_step),
    "USD/token",
    "rental cost of one generated token",
    latex=r"\mathrm{cost}",
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
    latex=r"h",
    text="h",
)
sparsity = define("sparsity", params_total / params_active, "1", "total over active parameters", latex="s", text="s")
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
    latex=r"L_{\mathrm{bal}}",
    text="L_bal",
)
mfu = define(
    "mfu",
    t_compute / t_step,
    "1",
    "model FLOP utilisation of a step",
    latex=r"\mathrm{MFU}",
    text="MFU",
    domain=FRACTION,
)
drain_time = define(
    "drain_time",
    hbm_capacity / hbm_bandwidth,
    "s",
    "time to read the whole HBM once",
    latex=r"t_{\mathrm{drain}}",
)
worst_case_latency = define(
    "worst_case_latency",
    2 * t_step,
    "s",
    "longest wait plus ride when a batch departs every step",
    latex=r"t_{\mathrm{worst}}",
    text="t_worst",
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
    latex=r"T_{\mathrm{expert}}",
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
    latex=r"B_{\mathrm{normal}}",
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


# --- catalog inputs ----------------------------------------------------------------
DEEPSEEK_V3 = published_params("deepseek-v3")
_DS_CONFIG = model_config("deepseek-v3")
DEEPSEEK_EXPERTS = {
    experts: Sourced(Q_(_DS_CONFIG["n_routed_experts"], ""), "DeepSeek-V3 config.json n_routed_experts"),
    experts_per_token: Sourced(Q_(_DS_CONFIG["num_experts_per_tok"], ""), "DeepSeek-V3 config num_experts_per_tok"),
}
#: MLA caches kv_lora_rank + qk_rope_head_dim elements per layer per token (bf16 here).
DEEPSEEK_KV = {
    kv_bytes_per_token: Sourced(
        Q_(
            _DS_CONFIG["num_hidden_layers"] * (_DS_CONFIG["kv_lora_rank"] + _DS_CONFIG["qk_rope_head_dim"]) * 2,
            "byte/token",
        ),
        "DeepSeek-V3 config: 61 layers × (512 + 64) MLA elements × 2 byte (bf16)",
    )
}
FP8_WEIGHTS = {bytes_per_param: Sourced(Q_(1, "byte/parameter"), "FP8 weights (DeepSeek-V3 ships FP8)")}
FP4_WEIGHTS = {bytes_per_param: Sourced(Q_(0.5, "byte/parameter"), "FP4: half a byte per weight (lecture 00:18)")}
BF16_WEIGHTS = {bytes_per_param: Sourced(Q_(2, "byte/parameter"), "bf16: two bytes per weight")}
DECODE = {
    flops_per_param: Sourced(Q_(2, "FLOP/(parameter*token)"), "one multiply-add per weight per token"),
    tokens_per_step: Sourced(Q_(1, "token/sequence"), "decode: one new token per sequence per step"),
}
NO_KV = {kv_bytes_per_token: Sourced(Q_(0, "byte/token"), "KV traffic taken as nil (the lecture's clean case)")}
#: DeepSeek-V3 on the 72 Blackwell GPUs of a GB200 NVL72 rack, FP8, at $2 per GPU-hour.
DEEPSEEK_ON_RACK = {
    **hardware("gb200", "fp8"),
    **DEEPSEEK_V3,
    **FP8_WEIGHTS,
    chips: Sourced(Q_(72, ""), "GB200 NVL72: 72 GPUs"),
}
_L2_13B = model_config("llama-2-13b")
#: acceptance P12: LLaMA-2-13B (13e9 params, MHA bf16) on 8 × TPU v5e at 8,192 tokens.
LLAMA2_13B_ON_V5E = {
    **hardware("tpu-v5e"),
    **published_params("llama-2-13b"),
    **BF16_WEIGHTS,
    chips: Sourced(Q_(8, ""), "scaling book inference chapter: 8 × TPU v5e"),
    context: Sourced(Q_(8192, "token/sequence"), "scaling book inference chapter: 8,192-token context"),
    kv_bytes_per_token: Sourced(
        Q_(
            2
            * _L2_13B["num_hidden_layers"]
            * _L2_13B["num_key_value_heads"]
            * (_L2_13B["hidden_size"] // _L2_13B["num_attention_heads"])
            * 2,
            "byte/token",
        ),
        "LLaMA-2-13B config: 2 (K,V) × 40 layers × 40 KV heads × 128 × 2 byte (bf16)",
    ),
}
RUBIN = {
    hbm_capacity: Sourced(Q_(288, "GB"), "lecture 00:23: Rubin, 288 GB of HBM4"),
    hbm_bandwidth: Sourced(Q_(20, "TB/s"), "lecture 00:23: Rubin, about 20 TB/s"),
}
FACTOR_BAND = {
    factor_low: Sourced(Q_(250, "sequence"), "'≈300' read as 300 ± 50"),
    factor_high: Sourced(Q_(350, "sequence"), "'≈300' read as 300 ± 50"),
}
DRAIN_BAND = {
    drain_low: Sourced(Q_(10, "ms"), "'≈20 ms' read within a factor of 2"),
    drain_high: Sourced(Q_(40, "ms"), "'≈20 ms' read within a factor of 2"),
}


def _number(expr, at) -> float:
    """Base-unit value of ``expr`` at catalog inputs (for building example points)."""
    from chalk.derivations.evaluation import evaluate

    return evaluate(expr, at)


# --- §1 the roofline ---------------------------------------------------------------
@claim(source="lecture 00:02:00–00:07:35")
def step_time_roofline():
    """A decode step takes at least the larger of compute and memory time, and at most their sum: within 2×."""
    return Claim(
        Ge(t_step, t_compute) & Ge(t_step, t_memory) & Ge(2 * t_step, t_compute + t_memory),
        derivation=Derivation(t_compute + t_memory)
        .le(2 * Max(t_compute, t_memory), by="each term is at most the larger one")
        .eq(2 * t_step, by="definition of t_step"),
        examples=(
            Example(
                {
                    **hardware("h100-sxm"),
                    **DEEPSEEK_V3,
                    **FP8_WEIGHTS,
                    batch: 1,
                    context: 4096,
                    kv_bytes_per_token: 70_000,
                    chips: 8,
                },
                note="DeepSeek-V3 on 8 × H100, batch 1",
            ),
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 240},
                # t_compute by hand: 2 FLOP × 240 × 13e9 / (8 × 197e12 FLOP/s) = 3.959 ms
                expect={t_step: Q_(249.09, "ms"), t_compute: Q_(3.959, "ms")},
                rel_tol=0.005,
                note="acceptance P12: LLaMA-2-13B on 8 × TPU v5e, B = 240, memory-bound: 249.09 ms "
                "(compute, by hand: 2·240·13e9/(8 × 197 TFLOP/s) = 3.96 ms)",
            ),
        ),
    )


@claim(source="lecture 00:02:00–00:07:35; lecture-notes §1 and §20 #1")
def step_time_board_form():
    """The board's t_mem = (N_total + B·L·β)/W adds parameters to bytes and drops the 2 FLOP per parameter."""
    board = Max(
        batch * params_active / peak_flops, (params_total + batch * context * kv_bytes_per_token) / hbm_bandwidth
    )
    return Claim(
        Ge(t_step, board),
        expect="erratum",
        rejected_by=("units",),
        lecture_wrote="t ≥ max(B·N_act/FLOPs, (N_tot + B·len_ctx·bytes_tok)/mem_bw)",
        corrected_by="batching.step_time_roofline",
    )


# --- §2 latency versus batch ---------------------------------------------------------
@claim(source="lecture 00:07:35–00:12:40")
def latency_non_decreasing_in_batch():
    """Adding sequences to a batch never makes the step faster, and no step beats the weight fetch."""
    return Claim(
        And(Le(t_step, at_batch(t_step, batch + batch_increase)), Ge(t_step, latency_floor)),
        examples=(
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 1},
                expect={t_step: Q_(4.98, "ms"), t_compute: Q_(16.497, "µs")},
                rel_tol=0.005,
                note="acceptance P12: B = 1 → 4.98 ms (compute, by hand: 2·13e9/(8 × 197 TFLOP/s) = 16.5 µs)",
            ),
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 8},
                expect={t_step: Q_(12.13, "ms"), t_compute: Q_(131.98, "µs")},
                rel_tol=0.005,
                note="acceptance P12: B = 8 → 12.13 ms (compute, by hand: 8 × 16.5 µs = 132 µs)",
            ),
            Example({**LLAMA2_13B_ON_V5E, batch: 8, batch_increase: 232}, note="B = 8 vs B = 240"),
        ),
    )


@claim(source="lecture 00:07:35–00:12:40; lecture-notes §2")
def latency_floor_is_weight_fetch():
    """As the batch shrinks the step time falls to the weight-fetch time N_total·b_w/(S·W), and never below it.

    The limit is stated as a squeeze z3 can prove: t_floor ≤ t_step ≤ t_floor + B·(a + k),
    so t_step − t_floor ≤ B·(a + k) → 0 as B → 0 (an explicit ε–δ modulus: δ = ε/(a + k)).
    The proof check decides it; tests also take sympy's limit of the upper bound.
    """
    return Claim(
        And(
            Le(latency_floor, t_step),
            Le(t_step, latency_floor + batch * (compute_per_sequence + kv_per_sequence)),
        ),
        derivation=Derivation(t_step)
        .eq(Max(t_compute, t_weights + t_kv), by="definition of t_step and t_memory")
        .le(t_weights + t_compute + t_kv, by="the max of non-negative terms is at most their sum")
        .eq(latency_floor + batch * (compute_per_sequence + kv_per_sequence), by="t_compute = B·a, t_KV = B·k"),
        examples=(
            Example(
                {**hardware("gb200-nvl72", "fp8"), **DEEPSEEK_V3, **FP8_WEIGHTS},
                expect={latency_floor: Q_(1.2, "ms")},
                rel_tol=0.05,
                note="lecture-notes §2: DeepSeek-V3 FP8 (671 GB) on a 576 TB/s NVL72 rack ≈ 1.2 ms (computed 1.165 ms)",
            ),
            Example(
                {
                    **hardware("a100-80gb"),
                    **BF16_WEIGHTS,
                    params_total: Sourced(Q_(68.98e9, "parameter"), "acceptance P14: Llama-2-70B, 68.98e9 params"),
                    chips: Sourced(Q_(2, ""), "acceptance P14: 2 × A100-80GB"),
                },
                expect={latency_floor: Q_(33.8, "ms")},
                rel_tol=0.01,
                note="acceptance P14: Llama-2-70B bf16 on 2 × A100-80GB, weight-streaming floor 33.8 ms",
            ),
        ),
    )


# --- §3 cost per token --------------------------------------------------------------
@claim(source="lecture 00:12:40–00:15:52")
def cost_per_token_non_increasing():
    """A bigger batch never makes a token dearer: cost per token is non-increasing in B for every B.

    The lecture divides each roofline curve by B: compute and KV per sequence become
    constants, the weight fetch a hyperbola t_weights/B, so the cost is a max of
    constants and a falling curve. (Written as a derivation, z3 needs ≈0.8 s for the
    Max steps, so only the statement is checked.)
    """
    return Claim(
        Le(at_batch(cost_per_token, batch + batch_increase), cost_per_token),
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 4096, batch: 1, batch_increase: 9999},
                note="DeepSeek-V3 on a GB200 NVL72 rack at $2/GPU-hour: B = 1 vs B = 10,000",
            ),
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 1, batch_increase: 239},
                expect={
                    t_step: Q_(4.98, "ms"),
                    t_compute: Q_(16.497, "µs"),
                    at_batch(cost_per_token, batch) / at_batch(cost_per_token, batch + batch_increase): 4.803,
                },
                rel_tol=0.005,
                note="acceptance P12: B = 1 steps in 4.98 ms; a token costs 963.53/200.61 = 4.80× more than at B = 240 "
                "(compute, by hand: 2·13e9/(8 × 197 TFLOP/s) = 16.5 µs)",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000, batch: 20_000, batch_increase: 80_000},
                expect={
                    cost_per_token: Q_(0.0082222, "USD/Mtoken"),
                    t_step: Q_(4.11111, "ms"),
                    t_memory: Q_(3.60493, "ms"),
                },
                rel_tol=0.001,
                note="compute-bound at 1,000 tokens, by hand: 2 × 37e9 FLOP × $2/h ÷ 5 PFLOP/s = $0.00822 per M tokens",
            ),
        ),
    )


@claim(source="lecture 00:12:40–00:15:52")
def cost_per_token_strictly_decreasing_below_optimal_batch():
    """Below B* every added sequence makes tokens strictly cheaper: the weight fetch is still being amortised."""
    return Claim(
        Lt(at_batch(cost_per_token, batch + batch_increase), cost_per_token),
        hypotheses=(Gt(batch_increase, 0), Le(batch + batch_increase, optimal_batch)),
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 4096, batch: 1000, batch_increase: 1000},
                note="DeepSeek-V3 on GB200 NVL72 (B* ≈ 5,700): B = 1,000 vs 2,000",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 4096, batch: 1000},
                # by hand: compute 1000 × 2 × 37e9 / (72 × 5e15) = 0.2056 ms; weights 671e9 / (72 × 8e12)
                # = 1.1649 ms; KV 1000 × 4096 × 70,272 / (72 × 8e12) = 0.4997 ms; cost 1.6646 ms × 72 × $2/h / 1000
                expect={
                    t_compute: Q_(0.20556, "ms"),
                    t_step: Q_(1.66464, "ms"),
                    cost_per_token: Q_(0.066586, "USD/Mtoken"),
                },
                rel_tol=0.001,
                note="B = 1,000 is memory-bound: 1.165 ms of weights + 0.500 ms of KV; $0.0666 per M tokens (by hand)",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000, batch: 20_000},
                expect={
                    cost_per_token: Q_(0.0082222, "USD/Mtoken"),
                    t_step: Q_(4.11111, "ms"),
                    t_memory: Q_(3.60493, "ms"),
                },
                rel_tol=0.001,
                note="past B* the decrease stops at the compute price, by hand 2 × 37e9 FLOP × $2/h ÷ 5 PFLOP/s",
            ),
        ),
    )


@claim(source="lecture 00:12:40–00:15:52; 00:27:57–00:31:49")
def cost_per_token_flat_above_optimal_batch():
    """With no KV traffic, cost per token above B* is the compute cost c_fwd·N_active·p/F, whatever B or N_total.

    That is why sparsity is "a pure win" for bandwidth (00:29): past B*, total parameters
    no longer enter the price of a token.
    """
    compute_cost = flops_per_param * params_active * price_per_chip_hour / peak_flops
    return Claim(
        And(
            Eq(cost_per_token, compute_cost),
            Eq(at_batch(cost_per_token, batch + batch_increase), cost_per_token),
        ),
        hypotheses=(Ge(batch, optimal_batch),),
        given=NO_KV,
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, context: 4096, batch: 6000, batch_increase: 4000},
                note="DeepSeek-V3 on GB200 NVL72 (B* ≈ 5,700): B = 6,000 and 10,000 cost the same",
            ),
            Example(
                DEEPSEEK_ON_RACK,
                expect={optimal_batch: 5440, compute_cost: Q_(0.0082222, "USD/Mtoken")},
                rel_tol=0.05,
                note="lecture-notes §4: B* ≈ 5,440 (5,667 on GB200); the flat price, by hand: "
                "2 × 37e9 FLOP × $2/h ÷ 5 PFLOP/s = $0.00822 per M tokens",
            ),
        ),
    )


@claim(source="lecture 00:12:40–00:15:52; lecture-notes §3")
def unbatched_cost_ratio_is_optimal_batch():
    """Without KV, a token at batch B ≤ B* costs B*/B times the best price: unbatched, B* times (≈5,000×)."""
    return Claim(
        Eq(cost_per_token / cost_at_optimal_batch, optimal_batch / batch),
        hypotheses=(Le(batch, optimal_batch),),
        given=NO_KV,
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, context: 4096, batch: 1},
                expect={cost_per_token / cost_at_optimal_batch: 5440, t_step: Q_(1.2, "ms")},
                rel_tol=0.05,
                note="lecture-notes §3: the ratio is ≈ B* ≈ 5,440 for DeepSeek-V3 (computed 5,667 on GB200); "
                "unbatched, a step is the §2 weight floor ≈ 1.2 ms",
            ),
        ),
    )


@claim(source="lecture 00:13:30: 'can be a thousand times worse'")
def unbatched_cost_is_1000x_worse_for_deepseek():
    """Serving DeepSeek-V3 one sequence at a time costs over 1,000× the best price per token, on any number of chips."""
    return Claim(
        Ge(cost_per_token / cost_at_optimal_batch, 1000),
        given={
            **NO_KV,
            **hardware("gb200", "fp8"),
            **DEEPSEEK_V3,
            **FP8_WEIGHTS,
            **DECODE,
            batch: Sourced(Q_(1, "sequence"), "unbatched"),
        },
        examples=(
            Example({chips: 72, context: 4096}, note="one NVL72 rack; chips and price are free in the proof"),
            Example(
                {chips: 72, context: 4096},
                expect={
                    cost_per_token / cost_at_optimal_batch: 5440,
                    cost_per_token: Q_(46.597, "USD/Mtoken"),
                    cost_at_optimal_batch: Q_(0.0082222, "USD/Mtoken"),
                    optimal_batch: 5440,
                    t_step: Q_(1.16493, "ms"),
                    t_compute: Q_(205.56, "ns"),
                },
                rel_tol=0.05,
                note="lecture-notes §3: the ratio is ≈ B* ≈ 5,440 (5,667 on GB200); by hand, unbatched a token "
                "pays a 671 GB / 576 TB/s = 1.165 ms step of 72 GPUs at $2/h ($46.6 per M tokens), at B* the "
                "compute cost 2 × 37e9 FLOP × $2/h ÷ 5 PFLOP/s ($0.00822 per M tokens)",
            ),
        ),
    )


# --- §4 optimal batch ≈ 300 × sparsity ---------------------------------------------------
@claim(source="lecture 00:15:52–00:20:40")
def optimal_batch_balances_weights_and_compute():
    """Weights are amortised exactly when the batch reaches B* = (F·b_w/(c_fwd·W)) × (N_total/N_active)."""
    return Claim(
        Equivalent(Eq(t_compute, t_weights), Eq(batch, optimal_batch)),
        derivation=Derivation(Eq(t_compute, t_weights))
        .iff(
            Eq(
                flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
                params_total * bytes_per_param / (chips * hbm_bandwidth),
            ),
            by="unfold t_compute and t_weights",
        )
        .iff(
            Eq(
                batch,
                peak_flops
                * bytes_per_param
                / (flops_per_param * tokens_per_step * hbm_bandwidth)
                * params_total
                / params_active,
            ),
            by="multiply both sides by S·F/(c_fwd·ℓ·N_active) > 0",
        )
        .iff(
            Eq(batch, hardware_factor * sparsity),
            by="hardware factor h = F·b_w/(c_fwd·ℓ·W) times sparsity s = N_total/N_active",
        )
        .iff(Eq(batch, optimal_batch), by="definition of B*"),
        examples=(
            Example(
                {**hardware("gb200-nvl72", "fp8"), **DEEPSEEK_V3, **FP8_WEIGHTS},
                expect={optimal_batch: 5440},
                rel_tol=0.05,
                note="DeepSeek-V3 (671B/37B) on GB200 NVL72, FP8: ≈ 300 × 18.1 ≈ 5,440",
            ),
        ),
    )


@claim(source="lecture 00:15:52–00:20:40; lecture-notes §4 and §20 #1")
def optimal_batch_board_form():
    """The board's N_total/W = B·N_active/F equates parameters per byte/s with sequence-parameters per FLOP/s."""
    return Claim(
        Equivalent(
            Eq(params_total / hbm_bandwidth, batch * params_active / peak_flops),
            Eq(batch, peak_flops / hbm_bandwidth * params_total / params_active),
        ),
        expect="erratum",
        rejected_by=("units",),
        lecture_wrote="N_tot/mem_bw = B·N_act/FLOPs ⇒ B = (FLOPs/mem_bw)·(N_tot/N_act)",
        corrected_by="batching.optimal_batch_balances_weights_and_compute",
    )


@claim(source="lecture 00:17:30–00:18:30; lecture-notes §4 and §21")
def critical_intensity_sets_hardware_factor():
    """Reiner's '300' is the chip's FLOPs per byte × bytes per weight ÷ FLOPs per token: h = (F/W)·b_w/(c_fwd·ℓ)."""
    return Claim(
        Eq(hardware_factor, critical_intensity * bytes_per_param / (flops_per_param * tokens_per_step)),
        examples=(
            Example(
                hardware("h100-sxm"),
                expect={critical_intensity: 295.2},
                rel_tol=0.005,
                note="acceptance P01: H100 SXM bf16 ≈ 295 FLOP/byte",
            ),
            Example(
                hardware("tpu-v5e"),
                expect={critical_intensity: 240.2},
                rel_tol=0.005,
                note="acceptance P02: TPU v5e bf16 ≈ 240 FLOP/byte",
            ),
            Example(
                hardware("b200"),
                expect={critical_intensity: 281.25},
                rel_tol=0.005,
                note="acceptance P03: B200 bf16 281.25 FLOP/byte",
            ),
        ),
    )


def _factor_in_band(hardware_id: str, precision: str, weights: dict, expected: float) -> Claim:
    """h in [250, 350] on one catalog chip; the operational corollary keeps N and B free for z3."""
    at = {**hardware(hardware_id, precision), **weights, **DECODE, **FACTOR_BAND}
    return Claim(
        And(
            Le(factor_low, hardware_factor),
            Le(hardware_factor, factor_high),
            Implies(Ge(batch, factor_high * sparsity), Ge(t_compute, t_weights)),
            Implies(Le(batch, factor_low * sparsity), Le(t_compute, t_weights)),
        ),
        given=at,
        examples=(
            Example(
                {},
                expect={hardware_factor: expected},
                rel_tol=0.02,
                note=f"lecture-notes §4 table: {hardware_id} {precision} ≈ {expected:g}",
            ),
            Example(
                {},
                expect={(factor_low + factor_high) / 2: 300, factor_high - factor_low: 100},
                note="the band is the lecture's '≈300' read as 300 ± 50",
            ),
        ),
    )


@claim(source="lecture 00:17:30–00:19:00; lecture-notes §4")
def hardware_factor_h100_sxm():
    """On H100 SXM (FP8 math, FP8 weights) the hardware factor is ≈295: any batch ≥ 350 × sparsity is compute-bound."""
    return _factor_in_band("h100-sxm", "fp8", FP8_WEIGHTS, 295)


@claim(source="lecture 00:17:30–00:19:00; lecture-notes §4")
def hardware_factor_b200():
    """On B200 (FP4 math, half-byte weights) the hardware factor is ≈281, inside 300 ± 50."""
    return _factor_in_band("b200", "fp4", FP4_WEIGHTS, 281.25)


@claim(source="lecture 00:17:30–00:19:00; lecture-notes §4")
def hardware_factor_gb200_nvl72():
    """On a GB200 NVL72 rack (FP4 math, half-byte weights) the hardware factor is ≈312, inside 300 ± 50."""
    return _factor_in_band("gb200-nvl72", "fp4", FP4_WEIGHTS, 312.5)


@claim(source="lecture 00:18:30–00:19:10; lecture-notes §4 and §20 #2")
def hardware_factor_stable_since_a100():
    """'≈300, stable since A100' is loose: the A100's factor is ≈150 (80 GB) to ≈200 (40 GB), outside 300 ± 50."""
    claim_ = _factor_in_band("a100-80gb", "bf16", BF16_WEIGHTS, 153)
    return Claim(
        claim_.statement,
        given=claim_.given,
        examples=claim_.examples,
        expect="erratum",
        rejected_by=("numeric", "proof"),
        lecture_wrote="the ratio 'has remained reasonably stable' at ≈300 from A100 to H100 to B100",
        corrected_by="batching.hardware_factor_h100_sxm",
    )


# --- §4 with KV: balanced context and MFU ----------------------------------------------------
@claim(source="lecture 00:19:30 (KV raises the optimal batch); lecture-notes §4")
def optimal_batch_with_kv():
    """Below the balanced context, compute meets weight + KV traffic at B*_KV = t_weights/(a − k), which exceeds B*."""
    return Claim(
        And(Equivalent(Eq(t_compute, t_memory), Eq(batch, optimal_batch_kv)), Gt(optimal_batch_kv, optimal_batch)),
        hypotheses=(Lt(context, balanced_context),),
        derivation=Derivation(Eq(t_compute, t_memory))
        .iff(Eq(batch * compute_per_sequence, t_weights + batch * kv_per_sequence), by="t_compute = B·a, t_KV = B·k")
        .iff(Eq(batch * (compute_per_sequence - kv_per_sequence), t_weights), by="collect the B terms")
        .iff(Eq(batch, optimal_batch_kv), by="divide by a − k > 0, which holds iff L < L_bal"),
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000, batch: 20_000},
                note="DeepSeek-V3 on GB200 NVL72 at 1,000 tokens (L_bal ≈ 1,690 for 70 KB/token MLA in bf16)",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000},
                # by hand: a = 2 × 37e9 / (72 × 5e15) = 205.6 ns, k = 1000 × 70,272 / (72 × 8e12) = 122.0 ns,
                # t_weights = 1.1649 ms, so B*_KV = 1.1649 ms / 83.56 ns = 13,942 against B* = 5,667
                expect={optimal_batch_kv: 13_942, t_weights: Q_(1.16493, "ms"), optimal_batch: 5667.2},
                rel_tol=0.001,
                note="at 1,000 tokens KV traffic raises the batch that amortises the weights 2.5× (by hand)",
            ),
        ),
    )


@claim(source="lecture 00:09:30–00:12:40; lecture-notes §4")
def no_compute_bound_batch_beyond_balanced_context():
    """At or beyond the balanced context no batch size makes decode compute-bound: t_compute < t_memory for every B."""
    return Claim(
        Implies(Ge(context, balanced_context), Lt(t_compute, t_memory)),
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 4096, batch: 1_000_000},
                note="DeepSeek-V3 at 4,096 tokens on GB200 NVL72: memory-bound even at a million sequences",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 4096, batch: 1_000_000},
                # by hand: L_bal = 2 × 37e9 × 8e12 / (5e15 × 70,272) = 1,684.9; t_weights = 671e9 / (72 × 8e12)
                # = 1.1649 ms; t_memory = t_weights + 1e6 × 4096 × 70,272 / (72 × 8e12) = 500.88 ms
                expect={
                    balanced_context: 1684.9,
                    t_weights: Q_(1.16493, "ms"),
                    t_memory: Q_(500.877, "ms"),
                },
                rel_tol=0.001,
                note="L_bal ≈ 1,685 tokens for 70 KB/token MLA in bf16 (by hand); 4,096 tokens is 2.4× past it",
            ),
        ),
    )


_LECTURE_KV_MODEL = {
    **hardware("gb200-nvl72", "fp8"),
    params_active: Sourced(Q_(100e9, "parameter"), "lecture 01:36: a model with about 100B active parameters"),
    kv_bytes_per_token: Sourced(Q_(1667, "byte/token"), "lecture 01:37: ≈1,667 bytes per token"),
}


@claim(source="lecture 00:09:30–00:12:40; 01:36:00–01:38:00; lecture-notes §2 and §14")
def balanced_context_equates_compute_and_kv():
    """A sequence's KV read takes as long as its compute exactly at L_bal = c_fwd·N_active·W/(F·β); below it, less."""
    return Claim(
        And(
            Equivalent(Eq(compute_per_sequence, kv_per_sequence), Eq(context, balanced_context)),
            Equivalent(Gt(compute_per_sequence, kv_per_sequence), Lt(context, balanced_context)),
        ),
        derivation=Derivation(Eq(compute_per_sequence, kv_per_sequence))
        .iff(
            Eq(
                flops_per_param * tokens_per_step * params_active / (chips * peak_flops),
                context * kv_bytes_per_token / (chips * hbm_bandwidth),
            ),
            by="unfold a and k",
        )
        .iff(Eq(context, balanced_context), by="multiply by S·W/β > 0"),
        examples=(
            Example(
                _LECTURE_KV_MODEL,
                expect={balanced_context: 200_000},
                rel_tol=0.05,
                note="lecture 01:37: 100B active, ≈1.7 KB/token, W/F ≈ 1/300 ⇒ balanced near 200k "
                "(GB200 NVL72 FP8 gives 192k)",
            ),
        ),
    )


@claim(source="lecture 00:11:30–00:12:40: 'as modeled', yes")
def mfu_bounded_beyond_balanced_context():
    """MFU never exceeds L_bal/L: run a 100k-balanced model at 200k and at most half the FLOPs do work."""
    bal = _number(balanced_context, {**_LECTURE_KV_MODEL, **DECODE})
    point = {
        **_LECTURE_KV_MODEL,
        **FP8_WEIGHTS,
        params_total: Sourced(Q_(1e12, "parameter"), "assumed 1T total; its weight fetch is negligible here"),
        context: 2 * bal,
        batch: 1_000_000,
    }
    at_optimal_batch = {**point, batch: _number(optimal_batch, {**point, **DECODE})}
    per_gpu = {**hardware("gb200", "fp8"), chips: Sourced(Q_(72, ""), "GB200 NVL72: 72 GPUs")}  # the rack, per GPU
    return Claim(
        And(Le(mfu, balanced_context / context), Le(mfu, 1)),
        examples=(
            Example(
                point,
                # by hand: each sequence's KV read at 2·L_bal takes twice its compute, 2 × 2·N_active/F
                # = 1.11 µs, so 10^6 sequences take 1.11 s; the 1 TB of weights add 1 TB / 576 TB/s = 1.74 ms
                expect={
                    mfu: 0.5,
                    balanced_context / context: 0.5,
                    t_step: Q_(1.1128, "s"),
                    t_weights: Q_(1.736, "ms"),
                },
                rel_tol=0.01,
                note="context = 2 × L_bal, batch large enough that weights are negligible (capacity ignored): 50%",
            ),
            Example(
                at_optimal_batch,
                expect={mfu: Rational(1, 3)},
                rel_tol=1e-9,
                note="at B = B* the weights take as long as the compute and the KV twice as long: MFU 1/3 exactly",
            ),
            Example(
                {**point, **per_gpu, context: bal / 2},
                # by hand: compute 10^6 × 2 × 1e11 / 3.6e17 = 5/9 s; memory 1e12/5.76e14 + (5/9)/2 s
                expect={mfu: 1, t_step: Q_(5 / 9, "s"), t_memory: Q_(1 / 576 + 5 / 18, "s")},
                rel_tol=1e-9,
                note="at L_bal/2 a million sequences are compute-bound (B ≥ 2·B*): MFU 1, under the slack L_bal/L = 2",
            ),
        ),
    )


# --- §4 the DeepSeek example -------------------------------------------------------------
_LECTURE_ACTIVE_EXPERTS = Sourced(Q_(32, ""), "lecture 00:18:50: 'I activate 32 out of 256 experts'")


@claim(source="lecture 00:18:50–00:19:30; lecture-notes §4 and §20 #3")
def deepseek_optimal_batch_lecture_reading():
    """'32 of 256 experts → sparsity 8 → B ≈ 2,400' understates DeepSeek-V3's B* by over 2×."""
    return Claim(
        Eq(optimal_batch, hardware_factor * experts / experts_per_token),
        given={
            **DEEPSEEK_V3,
            **hardware("gb200-nvl72", "fp4"),
            **FP4_WEIGHTS,
            **DECODE,
            experts: DEEPSEEK_EXPERTS[experts],
            experts_per_token: _LECTURE_ACTIVE_EXPERTS,
        },
        expect="erratum",
        rejected_by=("numeric", "proof"),
        lecture_wrote="in DeepSeek I activate 32 out of 256 experts, so sparsity 8 and B ≳ 300 × 8 = 2,400",
        corrected_by="batching.deepseek_three_readings",
    )


@claim(source="lecture 00:18:50–00:19:30 and 00:32:41; lecture-notes §4")
def deepseek_three_readings():
    """DeepSeek-V3's batch reads 2,400 (lecture), ≈5,440 (671/37 parameters) or ≈9,600 (8 of 256 experts saturated)."""
    lecture_reading = hardware_factor * experts / 32
    return Claim(
        And(Lt(lecture_reading, optimal_batch), Lt(optimal_batch, expert_critical_batch)),
        given={**DEEPSEEK_V3, **DEEPSEEK_EXPERTS},
        examples=(
            Example(
                {**hardware("h100-sxm", "fp8"), **FP8_WEIGHTS},
                expect={lecture_reading: 2400, optimal_batch: 5440, expert_critical_batch: 9600},
                rel_tol=0.02,
                note="H100 SXM FP8 (h ≈ 295): 2,363 / 5,357 / 9,453; the notes' 2,400 / 5,440 / 9,600 use h = 300",
            ),
        ),
    )


@claim(source="lecture 00:32:41; lecture-notes §4 (JAX scaling book B_crit × E/k)")
def expert_critical_batch_is_dense_times_expert_ratio():
    """A routed expert sees only B·k/E tokens, so its weights are amortised at B = (dense critical batch) × E/k."""
    return Claim(
        Equivalent(Eq(t_expert_compute, t_expert_weights), Eq(batch, expert_critical_batch)),
        derivation=Derivation(Eq(t_expert_compute, t_expert_weights))
        .iff(
            Eq(
                flops_per_param
                * (batch * tokens_per_step * experts_per_token / experts)
                * params_per_expert
                / peak_flops,
                params_per_expert * bytes_per_param / hbm_bandwidth,
            ),
            by="each expert gets B·ℓ·k/E tokens",
        )
        .iff(Eq(batch, hardware_factor * experts / experts_per_token), by="solve for B; h is the dense B*")
        .iff(Eq(batch, expert_critical_batch), by="definition of B*_expert"),
        examples=(
            Example(
                {**hardware("h100-sxm", "fp8"), **FP8_WEIGHTS, **DEEPSEEK_EXPERTS},
                expect={expert_critical_batch: 9600},
                rel_tol=0.02,
                note="DeepSeek-V3, 8 of 256 routed experts: ≈ 300 × 32 = 9,600 (H100 FP8: 9,453)",
            ),
        ),
    )


# --- §3 fast and slow modes -----------------------------------------------------------------
@claim(source="lecture 00:01:01–00:02:00 and 00:12:40–00:15:52; lecture-notes §3")
def fast_mode_batch_ratio():
    """Fast mode below B*, normal at c·B*: speed-up c, B_fast/B_normal = 1/(price ratio × c) = 1/15 for 6× and 2.5×."""
    price_ratio = cost_per_token / cost_normal
    speedup = t_step_normal / t_step
    return Claim(
        And(Eq(speedup, fast_speedup), Eq(batch / batch_normal, 1 / (price_ratio * fast_speedup))),
        hypotheses=(Ge(fast_speedup, 1), Le(batch, optimal_batch)),
        given=NO_KV,
        examples=(
            Example(
                {
                    **DEEPSEEK_ON_RACK,
                    context: 4096,
                    fast_speedup: 2.5,
                    batch: _number(optimal_batch, {**DEEPSEEK_ON_RACK, **DECODE}) / 6,
                },
                expect={
                    price_ratio: 6,
                    batch / batch_normal: 1 / 15,
                    t_step: Q_(671 / 576, "ms"),
                    t_step_normal: Q_(2.5 * 671 / 576, "ms"),
                },
                rel_tol=1e-6,
                note="lecture 00:01: 6× price for 2.5× speed ⇒ the fast batch is B*/6 = B_normal/15; by hand the "
                "fast step is the weight fetch 671 GB / (72 × 8 TB/s) = 1.165 ms (lecture-notes §2: ≈1.2 ms) "
                "and the normal step c times it",
            ),
        ),
    )


@claim(source="lecture 00:13:00–00:15:00; lecture-notes §3")
def fast_mode_speedup_at_most_c():
    """Shrinking the batch speeds decode up by at most c = B_normal/B*; below B* more money buys no more speed."""
    speedup = t_step_normal / t_step
    return Claim(
        And(Le(speedup, fast_speedup), Implies(Le(batch, optimal_batch), Eq(speedup, fast_speedup))),
        hypotheses=(Ge(fast_speedup, 1),),
        given=NO_KV,
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, context: 4096, fast_speedup: 2.5, batch: 50},
                expect={
                    speedup: 2.5,
                    t_step: Q_(671 / 576, "ms"),
                    optimal_batch: 312.5 * 671 / 37,
                    optimal_batch / batch: 312.5 * 671 / 37 / 50,
                },
                rel_tol=1e-9,
                note="paying ~100× more (B = 50 instead of ≈14,000) still buys exactly 2.5×; by hand: the step is "
                "the weight fetch 671 GB / (72 × 8 TB/s) = 1.165 ms, B* = (5 PF × 1 B / (2 × 8 TB/s)) × 671/37 = "
                "5,667 and the price ratio B*/B = 113",
            ),
        ),
    )


@claim(source="lecture 00:14:30–00:15:52: slow mode 'would just live on this line'")
def slow_mode_saves_nothing_once_compute_bound():
    """Once a step is compute-bound, bigger batches (a slow tier) leave the cost per token unchanged, KV or not."""
    return Claim(
        Eq(at_batch(cost_per_token, batch + batch_increase), cost_per_token),
        hypotheses=(Ge(t_compute, t_memory),),
        examples=(
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000, batch: 20_000, batch_increase: 80_000},
                note="DeepSeek-V3 on GB200 NVL72, 1,000-token contexts: compute-bound at 20,000; 100,000 costs as much",
            ),
        ),
    )


# --- §5 the 20 ms train ---------------------------------------------------------------------
def _v5e_full_hbm() -> dict:
    """LLaMA-2-13B on 8 × TPU v5e with the HBM filled by KV at 8,192 tokens (batch from the fill)."""
    at = {**LLAMA2_13B_ON_V5E, **DECODE}
    kv_room = _number(chips * hbm_capacity - params_total * bytes_per_param, at)
    per_sequence = _number(context * kv_bytes_per_token, at)
    return {**LLAMA2_13B_ON_V5E, batch: kv_room / per_sequence}


def _rack_full_at_200k() -> dict:
    """The lecture's 100B-active model (1T total assumed, FP8) on one NVL72, HBM filled at 200k tokens."""
    at = {
        **_LECTURE_KV_MODEL,
        **FP8_WEIGHTS,
        params_total: Sourced(Q_(1e12, "parameter"), "assumed 1T total parameters (FP8: 1 TB of weights)"),
        context: Sourced(Q_(200_000, "token/sequence"), "lecture 01:36: 200k context"),
    }
    kv_room = _number(hbm_capacity - params_total * bytes_per_param, {**at, **DECODE})
    return {**at, batch: kv_room / _number(context * kv_bytes_per_token, at)}


@claim(source="lecture 00:22:30–00:24:30; lecture-notes §5")
def step_time_is_drain_time_when_hbm_full():
    """When weights plus KV fill HBM and decode is memory-bound, a step reads HBM once: t_step = C/W, the drain time."""
    return Claim(
        And(Eq(t_step, drain_time), Eq(throughput, batch * tokens_per_step / drain_time)),
        hypotheses=(
            Eq(params_total * bytes_per_param + batch * context * kv_bytes_per_token, chips * hbm_capacity),
            Ge(t_memory, t_compute),
        ),
        examples=(
            Example(
                _v5e_full_hbm(),
                expect={t_step: Q_(20, "ms"), t_compute: Q_(0.2507, "ms")},
                rel_tol=0.05,
                note="LLaMA-2-13B, 8 × TPU v5e, HBM full: 19.5 ms, the lecture's '≈20 ms'; by hand the 15.2 "
                "sequences' compute is 2 × 15.2 × 13e9 FLOP ÷ (8 × 197 TFLOP/s) = 0.25 ms",
            ),
            Example(
                _rack_full_at_200k(),
                expect={
                    t_step: Q_(20, "ms"),
                    throughput: 1.7e6,
                    drain_time: Q_(23, "ms"),
                    t_compute / batch: Q_(0.57, "µs/sequence"),
                },
                rel_tol=0.2,
                note="lecture-notes §5 second reading: 100B active, 1.7 KB/token, 200k context, one NVL72 "
                "with HBM full (≈37k sequences): 23 ms and 1.6M tokens/s against the notes' ≈20 ms and 1.7M; "
                "the rack drains in ≈23 ms (§5 table) and each sequence computes for ≈0.57 µs",
            ),
            Example(
                {**RUBIN, **DECODE, batch: 2000},
                expect={batch * tokens_per_step / drain_time: 128_000},
                rel_tol=0.1,
                note="lecture 00:25: 2,000 sequences × ~64 steps/s ≈ 128k tokens/s (Rubin's 14.4 ms gives 139k)",
            ),
        ),
    )


def _drain_in_band(at: dict, expected_ms: float, rel_tol: float, note: str) -> Claim:
    return Claim(
        And(Le(drain_low, drain_time), Le(drain_time, drain_high)),
        given={**at, **DRAIN_BAND},
        examples=(
            Example({}, expect={drain_time: Q_(expected_ms, "ms")}, rel_tol=rel_tol, note=note),
            Example(
                {},
                expect={2 * drain_low: Q_(20, "ms"), drain_high / 2: Q_(20, "ms")},
                note="the band is the lecture's '≈20 ms' within a factor of 2 each way",
            ),
        ),
    )


@claim(source="lecture 00:22:30–00:24:30; lecture-notes §5")
def drain_time_h100_sxm():
    """An H100 reads its 80 GB of HBM in ≈24 ms: within 2× of the lecture's 20 ms."""
    return _drain_in_band(hardware("h100-sxm"), 24, 0.02, "lecture-notes §5: 80 GB / 3.35 TB/s ≈ 24 ms")


@claim(source="lecture 00:22:30–00:24:30; lecture-notes §5")
def drain_time_b200():
    """A B200 reads its HBM in ≈23 ms: within 2× of the lecture's 20 ms."""
    return _drain_in_band(
        hardware("b200"), 24, 0.07, "lecture-notes §5: 192 GB / 8 TB/s ≈ 24 ms (catalog 180 GB: 22.5 ms)"
    )


@claim(source="lecture 00:22:30–00:24:30; lecture-notes §5")
def drain_time_gb200_nvl72():
    """A GB200 NVL72 rack reads its 13.4 TB of HBM in ≈23 ms: within 2× of the lecture's 20 ms."""
    return _drain_in_band(hardware("gb200-nvl72"), 23, 0.02, "lecture-notes §5: 13.4 TB / 576 TB/s ≈ 23 ms")


@claim(source="lecture 00:22:30–00:24:30; lecture-notes §5")
def drain_time_tpu_v5e():
    """A TPU v5e reads its 16 GB of HBM in ≈20 ms."""
    return _drain_in_band(hardware("tpu-v5e"), 20, 0.03, "lecture-notes §5: 16 GB / 0.82 TB/s ≈ 20 ms")


@claim(source="lecture 00:23:00–00:23:40; acceptance P04")
def drain_time_rubin():
    """The lecture's Rubin (288 GB at 20 TB/s) drains in 14.4 ms, its '≈15 ms'."""
    return _drain_in_band(RUBIN, 14.4, 1e-9, "acceptance P04: 288 GB / 20 TB/s = 14.4 ms exactly")


@claim(source="lecture 00:21:49–00:23:00")
def worst_case_latency_is_two_steps():
    """With a batch leaving every step, a request waits at most one step and rides one: worst case 2 × t_step."""
    return Claim(
        And(
            Implies(Le(queue_wait, t_step), Le(queue_wait + t_step, worst_case_latency)),
            Implies(Eq(queue_wait, t_step), Eq(queue_wait + t_step, worst_case_latency)),
        ),
        examples=(
            Example(
                _v5e_full_hbm(),
                expect={worst_case_latency: Q_(40, "ms"), t_compute: Q_(0.2507, "ms")},
                rel_tol=0.05,
                note="lecture: 20 ms trains ⇒ 40 ms worst case (v5e with full HBM: 39 ms); by hand the 15.2 "
                "sequences' compute is 2 × 15.2 × 13e9 FLOP ÷ (8 × 197 TFLOP/s) = 0.25 ms",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000, batch: 20_000},
                expect={worst_case_latency: Q_(8.2222, "ms"), t_memory: Q_(3.60493, "ms")},
                rel_tol=0.001,
                note="compute-bound DeepSeek-V3 on GB200 NVL72, by hand 2 × 20,000 × 2 × 37e9 FLOP ÷ "
                "(72 × 5 PFLOP/s); memory 671 GB + 20,000 × 1,000 × 70,272 B over 576 TB/s = 3.60 ms",
            ),
        ),
    )


@claim(source="lecture 00:24:30–00:27:50; acceptance P12")
def throughput_grows_with_batch_to_compute_ceiling():
    """Tokens per second B/t_step never fall as the batch grows and never pass the ceiling S·F/(c_fwd·N_active)."""
    return Claim(
        And(
            Le(throughput, at_batch(throughput, batch + batch_increase)),
            Le(throughput, chips * peak_flops / (flops_per_param * params_active)),
            Eq(throughput * cost_per_token, chips * price_per_chip_hour),
        ),
        examples=(
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 1},
                expect={throughput: 200.61, chips * peak_flops / (flops_per_param * params_active): 60_615},
                rel_tol=0.005,
                note="acceptance P12: B = 1 → 200.61 tok/s; ceiling by hand 8 × 197 TFLOP/s ÷ (2 × 13e9)",
            ),
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 8},
                expect={throughput: 659.30, chips * peak_flops / (flops_per_param * params_active): 60_615},
                rel_tol=0.005,
                note="acceptance P12: B = 8 → 659.30 tok/s; ceiling by hand 8 × 197 TFLOP/s ÷ (2 × 13e9)",
            ),
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 240},
                expect={throughput: 963.53, chips * peak_flops / (flops_per_param * params_active): 60_615},
                rel_tol=0.005,
                note="acceptance P12: B = 240 → 963.53 tok/s; ceiling by hand 8 × 197 TFLOP/s ÷ (2 × 13e9)",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV, context: 1000, batch: 20_000},
                expect={throughput: 4.8649e6, t_step: Q_(4.11111, "ms"), t_memory: Q_(3.60493, "ms")},
                rel_tol=0.001,
                note="DeepSeek-V3 on GB200 NVL72 at 1,000 tokens, compute-bound at 20,000: on the ceiling, by hand "
                "72 × 5 PFLOP/s ÷ (2 × 37e9) = 4.86M tokens/s",
            ),
        ),
    )


# --- §6 how far to push sparsity ------------------------------------------------------------
@claim(source="lecture 00:27:57–00:31:49 (Clark et al. 2022, Unified Scaling Laws for Routed Language Models)")
def sparse_model_matches_denser_model():
    """A 64-expert model with 370M active parameters matches a dense 1.3B: ≈3.5× fewer active parameters, the "4×"."""
    ratio = params_dense_match / params_active
    return Claim(
        And(Ge(ratio, 3), Le(ratio, 4)),
        given={
            params_active: Sourced(Q_(370e6, "parameter"), "lecture 00:29: 64 experts, 370M active (Clark et al.)"),
            params_dense_match: Sourced(Q_(1.3e9, "parameter"), "lecture 00:29: matches a dense 1.3B (Clark et al.)"),
        },
        examples=(Example({}, expect={ratio: 3.5}, rel_tol=0.01, note="lecture-notes §6: 1.3/0.37 ≈ 3.5, the '4×'"),),
    )
