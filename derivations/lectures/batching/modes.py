"""§3 Fast and slow modes: a smaller batch buys speed at a price, a larger one saves nothing."""

from sympy import And, Eq, Ge, Implies, Le

from chalk import Q_, Claim, Example, claim
from chalk.derivations.lectures.batching.presets import (
    DECODE,
    DEEPSEEK_COMPUTE_BOUND,
    DEEPSEEK_ON_RACK,
    NO_KV,
    OPTIMAL_BATCH_BY_HAND,
    _number,
)
from chalk.derivations.lectures.batching.symbols import (
    at_batch,
    batch_increase,
    batch_normal,
    cost_normal,
    cost_per_token,
    fast_speedup,
    optimal_batch,
    t_compute,
    t_memory,
    t_step,
    t_step_normal,
)
from chalk.vocabulary import (
    batch,
    context,
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
                    optimal_batch: OPTIMAL_BATCH_BY_HAND,
                    optimal_batch / batch: OPTIMAL_BATCH_BY_HAND / 50,
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
                {**DEEPSEEK_COMPUTE_BOUND, batch_increase: 80_000},
                note="DeepSeek-V3 on GB200 NVL72, 1,000-token contexts: compute-bound at 20,000; 100,000 costs as much",
            ),
        ),
    )
