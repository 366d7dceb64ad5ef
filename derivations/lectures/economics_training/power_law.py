"""§13 caveat 1: the equal-costs heuristic and the power-law optimum."""

import sympy as sp
from sympy import And, Eq, Equivalent, Ge, Implies

from chalk import Claim, Derivation, Example, claim, quantity
from chalk.derivations.lectures.economics_training.cost_balance import NOTES

# --- the "equal costs" heuristic ----------------------------------------------------
scale_rising = quantity("cost_scale_rising", "USD", "coefficient of the rising cost term", text="A", latex="A_{c}")
scale_falling = quantity("cost_scale_falling", "USD", "coefficient of the falling cost term", text="B_c", latex="B_{c}")
exponent_rising = quantity("exponent_rising", "1", "exponent of the rising term", text="a", latex="a_{c}")
exponent_falling = quantity("exponent_falling", "1", "exponent of the falling term", text="b", latex="b_{c}")
design_variable = quantity("design_variable", "1", "the design variable being optimised", text="x")
term_rising = quantity("term_rising", "USD", "value of the rising term A·x^a", text="T_A", latex=r"T_{A}")
term_falling = quantity("term_falling", "USD", "value of the falling term B·x^-b", text="T_B", latex=r"T_{B}")

A_, B_, a_, b_, x_ = scale_rising, scale_falling, exponent_rising, exponent_falling, design_variable
RISING, FALLING = A_ * x_**a_, B_ * x_ ** (-b_)
COST = RISING + FALLING


# x* where cost'(x) = 0, written out exactly: (b·B/(a·A))^(1/(a+b)). It is what sympy's
# solve returns (tests/test_economics.py solves and compares), written here so building
# the claims does no solving (the solve took 0.7–2.2 s of every `chalk verify`).
STATIONARY_X = (b_ * B_ / (a_ * A_)) ** (1 / (a_ + b_))


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 1 and §20 #10")
def power_law_optimum_ratio_of_terms():
    """For A·x^a + B·x^-b, x·cost'(x) = a·B·x^-b·(ratio − b/a): at the minimum the terms are in ratio b/a, not equal.

    Decided by sympy: the derivation's steps cancel exactly (identity check). z3 cannot
    translate symbolic exponents, so the proof check is unknown; the step "a positive
    factor times (ratio − b/a) is zero iff ratio = b/a" is proved by z3 in
    power_law_terms_equal_iff_exponents_equal, and sympy's solve gives x* below.
    """
    return Claim(
        Eq(x_ * sp.diff(COST, x_), a_ * FALLING * (RISING / FALLING - b_ / a_)),
        derivation=Derivation(x_ * sp.diff(COST, x_))
        .eq(a_ * RISING - b_ * FALLING, by="differentiate and multiply by x")
        .eq(a_ * FALLING * (RISING / FALLING - b_ / a_), by="factor out a·B·x^-b > 0"),
        examples=(
            Example(
                {A_: 3, B_: 12, a_: 1, b_: 1},
                expect={STATIONARY_X: 2, (RISING / FALLING).subs(x_, STATIONARY_X): 1},
                note="the lecture's x + 1/x case: x* = sqrt(B/A), terms equal",
            ),
            Example(
                {A_: 1, B_: 4, a_: 1, b_: 2},
                expect={STATIONARY_X: 2, (RISING / FALLING).subs(x_, STATIONARY_X): 2},
                note="x + 4/x²: x* = (2B/A)^(1/3) = 2, rising term twice the falling one",
            ),
        ),
        unknown_reason="symbolic exponents x^a, x^-b have no z3 translation; the identity check decides "
        "by exact cancellation in sympy",
    )


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 1")
def power_law_terms_equal_iff_exponents_equal():
    """At the stationary point a·T_A = b·T_B, so the two cost terms are equal exactly when the exponents are."""
    return Claim(
        And(
            Equivalent(
                Eq(exponent_rising * term_rising, exponent_falling * term_falling),
                Eq(term_rising / term_falling, exponent_falling / exponent_rising),
            ),
            Implies(
                Eq(exponent_rising * term_rising, exponent_falling * term_falling),
                Equivalent(Eq(term_rising, term_falling), Eq(exponent_rising, exponent_falling)),
            ),
        ),
        examples=(
            Example(
                {exponent_rising: 1, exponent_falling: 2, term_rising: 2, term_falling: 1},
                expect={term_rising / term_falling: 2},
                note="x + 4/x² at x* = 2: terms 2 and 1",
            ),
        ),
    )


@claim(source="lecture 01:18:49–01:32:48")
def power_law_minimum_when_exponents_match():
    """For A·x + B/x (the lecture's 1/x and x) the global minimum sits at x = sqrt(B/A), where the terms are equal."""
    x_min = sp.sqrt(B_ / A_)
    return Claim(
        And(Ge(A_ * x_ + B_ / x_, A_ * x_min + B_ / x_min), Eq(A_ * x_min, B_ / x_min)),
        examples=(Example({A_: 3, B_: 12, x_: 1}, expect={x_min: 2, A_ * x_min + B_ / x_min: 12}),),
    )


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 1 and §20 #10")
def equal_costs_heuristic():
    """The lecture's "the minimum is where the two costs are equal" fails whenever the exponents differ."""
    return Claim(
        Eq(RISING.subs(x_, STATIONARY_X), FALLING.subs(x_, STATIONARY_X)),
        examples=(Example({A_: 1, B_: 4, a_: 1, b_: 2}, expect=False, note="x + 4/x²: terms 2 and 1 at x* = 2"),),
        expect="erratum",
        rejected_by=("numeric",),
        source_wrote="cost A + cost B, one rising and one falling: the minimum is where they are equal",
        corrected_by="economics_training.power_law_optimum_ratio_of_terms",
    )
