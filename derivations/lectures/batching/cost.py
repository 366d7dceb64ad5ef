"""§3 Cost per token: falls with the batch until B*, flat above it; unbatched is ~B* times worse."""

from sympy import And, Eq, Ge, Gt, Le, Lt

from chalk import Q_, Claim, Example, Sourced, claim
from chalk.catalog import hardware
from chalk.derivations.lectures.batching.presets import (
    COMPUTE_BOUND_BY_HAND,
    COMPUTE_COST_BY_HAND,
    DECODE,
    DEEPSEEK_COMPUTE_BOUND,
    DEEPSEEK_KV_BF16,
    DEEPSEEK_ON_RACK,
    DEEPSEEK_V3,
    FP8_WEIGHTS,
    LLAMA2_13B_ON_V5E,
    NO_KV,
    T_WEIGHTS_BY_HAND,
)
from chalk.derivations.lectures.batching.symbols import (
    at_batch,
    batch_increase,
    cost_at_optimal_batch,
    cost_per_token,
    optimal_batch,
    t_compute,
    t_step,
)
from chalk.vocabulary import (
    batch,
    chips,
    context,
    flops_per_param,
    params_active,
    peak_flops,
    price_per_chip_hour,
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
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, context: 4096, batch: 1, batch_increase: 9999},
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
                {**DEEPSEEK_COMPUTE_BOUND, batch_increase: 80_000},
                expect=COMPUTE_BOUND_BY_HAND,
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
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, context: 4096, batch: 1000, batch_increase: 1000},
                note="DeepSeek-V3 on GB200 NVL72 (B* ≈ 5,700): B = 1,000 vs 2,000",
            ),
            Example(
                {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, context: 4096, batch: 1000},
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
                DEEPSEEK_COMPUTE_BOUND,
                expect=COMPUTE_BOUND_BY_HAND,
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
                expect={optimal_batch: 5440, compute_cost: COMPUTE_COST_BY_HAND},
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
                    cost_at_optimal_batch: COMPUTE_COST_BY_HAND,
                    optimal_batch: 5440,
                    t_step: T_WEIGHTS_BY_HAND,
                    t_compute: Q_(205.56, "ns"),
                },
                rel_tol=0.05,
                note="lecture-notes §3: the ratio is ≈ B* ≈ 5,440 (5,667 on GB200); by hand, unbatched a token "
                "pays a 671 GB / 576 TB/s = 1.165 ms step of 72 GPUs at $2/h ($46.6 per M tokens), at B* the "
                "compute cost 2 × 37e9 FLOP × $2/h ÷ 5 PFLOP/s ($0.00822 per M tokens)",
            ),
        ),
    )
