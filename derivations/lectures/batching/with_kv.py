"""§4 with KV: the KV-aware B*, the balanced context and the MFU bound beyond it."""

from sympy import And, Eq, Equivalent, Ge, Gt, Implies, Le, Lt, Rational

from chalk import Q_, Claim, Derivation, Example, Sourced, claim
from chalk.catalog import hardware
from chalk.derivations.lectures.batching.presets import (
    DECODE,
    DEEPSEEK_COMPUTE_BOUND,
    DEEPSEEK_KV_BF16,
    DEEPSEEK_ON_RACK,
    FP8_WEIGHTS,
    T_WEIGHTS_BY_HAND,
    _number,
)
from chalk.derivations.lectures.batching.symbols import (
    balanced_context,
    compute_per_sequence,
    kv_per_sequence,
    mfu,
    optimal_batch,
    optimal_batch_kv,
    t_compute,
    t_memory,
    t_step,
    t_weights,
)
from chalk.vocabulary import (
    batch,
    chips,
    context,
    flops_per_param,
    hbm_bandwidth,
    kv_bytes_per_token,
    params_active,
    params_total,
    peak_flops,
    tokens_per_step,
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
                DEEPSEEK_COMPUTE_BOUND,
                note="DeepSeek-V3 on GB200 NVL72 at 1,000 tokens (L_bal ≈ 1,690 for 70 KB/token MLA in bf16)",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, context: 1000},
                # by hand: a = 2 × 37e9 / (72 × 5e15) = 205.6 ns, k = 1000 × 70,272 / (72 × 8e12) = 122.0 ns,
                # t_weights = 1.1649 ms, so B*_KV = 1.1649 ms / 83.56 ns = 13,942 against B* = 5,667
                expect={optimal_batch_kv: 13_942, t_weights: T_WEIGHTS_BY_HAND, optimal_batch: 5667.2},
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
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, context: 4096, batch: 1_000_000},
                note="DeepSeek-V3 at 4,096 tokens on GB200 NVL72: memory-bound even at a million sequences",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, context: 4096, batch: 1_000_000},
                # by hand: L_bal = 2 × 37e9 × 8e12 / (5e15 × 70,272) = 1,684.9; t_weights = 671e9 / (72 × 8e12)
                # = 1.1649 ms; t_memory = t_weights + 1e6 × 4096 × 70,272 / (72 × 8e12) = 500.88 ms
                expect={
                    balanced_context: 1684.9,
                    t_weights: T_WEIGHTS_BY_HAND,
                    t_memory: Q_(500.877, "ms"),
                },
                rel_tol=0.001,
                note="L_bal ≈ 1,685 tokens for 70 KB/token MLA in bf16 (by hand); 4,096 tokens is 2.4× past it",
            ),
        ),
    )


_LECTURE_KV_MODEL = {
    **hardware("gb200-nvl72", "fp8", per="system"),
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
