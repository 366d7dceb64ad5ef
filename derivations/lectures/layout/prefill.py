"""§5.2 Prefill of a layout (TTFT): weight and causal-attention FLOPs of one prompt, the
pipeline fill (a single prompt crosses the stages one after another) and its communication."""

from sympy import And, Ge

from chalk import Claim, claim, unfold
from chalk.derivations.lectures.layout.step import DEGREES_AT_LEAST_ONE, MOE_COMMUNICATION, SOURCE, free_miss
from chalk.derivations.lectures.layout.symbols import (
    layout_chips,
    layout_prefill_compute,
    layout_prefill_weights,
    layout_ttft,
)
from chalk.derivations.lectures.parallelism.serving import mfu_prefill, prefill_time
from chalk.vocabulary import chips


@claim(source=SOURCE)
def pipeline_fill_keeps_ttft_above_the_whole_replica_prefill():
    """A prompt fills the pp stages in turn, so TTFT never beats the prefill with attention on all tp·ep·pp chips."""
    on_all_chips = unfold(prefill_time).xreplace({chips: layout_chips, mfu_prefill: 1})
    return Claim(
        Ge(free_miss(layout_ttft), on_all_chips),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )


@claim(source=SOURCE)
def ttft_is_at_least_compute_and_weight_fetch():
    """TTFT is at least the prompt's compute over tp·ep chips and at least one read of every stage's
    shared weights and the experts the prompt routes to."""
    return Claim(
        free_miss(And(Ge(layout_ttft, layout_prefill_compute), Ge(layout_ttft, layout_prefill_weights))),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )
