"""§2 Latency versus batch: it never falls, and its floor is the weight fetch."""

from sympy import And, Ge, Le, Max

from chalk import Q_, Claim, Derivation, Example, Sourced, claim
from chalk.catalog import hardware
from chalk.derivations.lectures.batching.presets import BF16_WEIGHTS, DEEPSEEK_V3, FP8_WEIGHTS, LLAMA2_13B_ON_V5E
from chalk.derivations.lectures.batching.symbols import (
    at_batch,
    batch_increase,
    compute_per_sequence,
    kv_per_sequence,
    latency_floor,
    t_compute,
    t_kv,
    t_step,
    t_weights,
)
from chalk.vocabulary import (
    batch,
    chips,
    params_total,
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
                {**hardware("gb200-nvl72", "fp8", per="system"), **DEEPSEEK_V3, **FP8_WEIGHTS},
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
