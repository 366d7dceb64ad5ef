"""Training bubbles: (P−1)/(m+P−1), and the micro-batches a 10% budget needs."""

from sympy import Eq, Equivalent, Ge, Implies, Le, Rational

from chalk import Claim, Derivation, Example, claim
from chalk.derivations.lectures.racks.symbols import (
    bubble_budget,
    bubble_fraction,
    min_microbatches,
    training_global_batch,
)
from chalk.vocabulary import (
    microbatch,
    microbatches,
    pipeline_stages,
)


# --- training bubbles ---------------------------------------------------------------
@claim(source="lecture 00:55:22–01:02:28; lecture-notes §10")
def training_bubble_fraction():
    """A forward-then-backward schedule keeps each stage busy m of m+P−1 slots: the bubble is (P−1)/(m+P−1)."""
    return Claim(
        Eq(bubble_fraction, 1 - microbatches / (microbatches + pipeline_stages - 1)),
        derivation=Derivation(1 - microbatches / (microbatches + pipeline_stages - 1))
        .eq((pipeline_stages - 1) / (microbatches + pipeline_stages - 1), by="common denominator")
        .eq(bubble_fraction, by="definition"),
        examples=(
            Example(
                {pipeline_stages: 4, microbatches: 1},
                expect={bubble_fraction: Rational(3, 4)},
                note="one micro-batch over 4 racks: idle 3/4 of the time",
            ),
            Example(
                {pipeline_stages: 4, microbatches: 27},
                expect={bubble_fraction: Rational(1, 10)},
                note="P = 4, m = 27: a 10% bubble",
            ),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §10")
def bubble_budget_needs_min_microbatches():
    """A 10% bubble needs m ≥ 9·(P−1) micro-batches: 27 at P = 4.

    With ε bound to 1/10, ⌈(P−1)(1−ε)/ε⌉ = ⌈9(P−1)⌉ is 9(P−1) for whole P (sympy drops
    the ceiling), so z3 decides the equivalence over the reals. For a symbolic ε the
    ceiling stays and z3 times out, so ε is given, not quantified.
    """
    return Claim(
        Equivalent(Le(bubble_fraction, bubble_budget), Ge(microbatches, min_microbatches)),
        given={bubble_budget: Rational(1, 10)},
        derivation=Derivation(Le(bubble_fraction, bubble_budget))
        .iff(
            Ge(microbatches, (pipeline_stages - 1) * (1 - bubble_budget) / bubble_budget),
            by="multiply by (m+P−1)/ε > 0 and rearrange",
        )
        .iff(Ge(microbatches, min_microbatches), by="9·(P−1) is whole, so the ceiling changes nothing"),
        examples=(
            Example({pipeline_stages: 4}, expect={min_microbatches: 27}, note="lecture-notes §10: P = 4, 10%: m ≳ 27"),
            Example({pipeline_stages: 4, microbatches: 27}, note="27 micro-batches: within 10%"),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §10")
def bubble_budget_inflates_the_global_batch():
    """A 10% bubble budget forces the global batch to at least 9·(P−1) micro-batches: 27·b at P = 4."""
    return Claim(
        Implies(
            Le(bubble_fraction, Rational(1, 10)), Ge(training_global_batch, 9 * (pipeline_stages - 1) * microbatch)
        ),
        derivation=Derivation(Le(bubble_fraction, Rational(1, 10)))
        .iff(Ge(microbatches, 9 * (pipeline_stages - 1)), by="10·(P−1) ≤ m + P − 1")
        .implies(Ge(training_global_batch, 9 * (pipeline_stages - 1) * microbatch), by="multiply by b > 0"),
        examples=(
            Example(
                {pipeline_stages: 4, microbatches: 27, microbatch: 1},
                expect={training_global_batch / microbatch: 27},
                note="P = 4: 27 micro-batches per step",
            ),
        ),
    )
