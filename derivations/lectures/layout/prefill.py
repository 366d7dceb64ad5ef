"""§5.2 Prefill of a layout (TTFT): weight and causal-attention FLOPs of one prompt, the
pipeline fill (a single prompt crosses the stages one after another) and its communication."""

from sympy import And, Ge, Le

from chalk.derivations import Claim, claim
from chalk.derivations.lectures.layout.step import DEGREES_AT_LEAST_ONE, MOE_COMMUNICATION, SOURCE
from chalk.derivations.lectures.layout.symbols import (
    layout_chips,
    layout_prefill_comm,
    layout_prefill_compute,
    layout_t_weights,
    layout_ttft,
)
from chalk.derivations.lectures.parallelism.serving import mfu_prefill, prefill_time_with_attention
from chalk.derivations.quantities import unfold
from chalk.derivations.vocabulary import chips

#: the prefill's communication is never negative, and its compute on tp·ep chips is at least the
#: same FLOPs on all tp·ep·pp chips (proved by ``prefill_terms_bound_below``)
PREFILL_LEMMAS = (Ge(layout_prefill_comm, 0),)


def _on_all_chips():
    return unfold(prefill_time_with_attention).xreplace({chips: layout_chips, mfu_prefill: 1})


@claim(source=SOURCE)
def prefill_terms_bound_below():
    """The prefill's communication is never negative, and a stage's tp·ep chips take at least as long as all
    tp·ep·pp chips would on the same FLOPs (pp ≥ 1)."""
    return Claim(
        And(*PREFILL_LEMMAS, Le(_on_all_chips(), layout_prefill_compute)),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
    )


@claim(source=SOURCE)
def pipeline_fill_keeps_ttft_above_the_whole_replica_prefill():
    """A prompt fills the pp stages in turn, so TTFT never beats the prefill with attention on all tp·ep·pp chips
    (the bounds of ``layout.prefill_terms_bound_below``, assumed here)."""
    on_all_chips = _on_all_chips()
    return Claim(
        Ge(layout_ttft, on_all_chips),
        hypotheses=(*DEGREES_AT_LEAST_ONE, *PREFILL_LEMMAS, Le(on_all_chips, layout_prefill_compute)),
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )


@claim(source=SOURCE)
def ttft_is_at_least_compute_and_weight_fetch():
    """TTFT is at least the prompt's compute over tp·ep chips and at least one read of every stage's weights
    (its communication is non-negative: ``layout.prefill_terms_bound_below``, assumed here)."""
    return Claim(
        And(Ge(layout_ttft, layout_prefill_compute), Ge(layout_ttft, layout_t_weights)),
        hypotheses=(*DEGREES_AT_LEAST_ONE, *PREFILL_LEMMAS),
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )
