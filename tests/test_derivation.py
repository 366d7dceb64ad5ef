"""Derivation chains, the four checks, and a deliberately false claim."""

import pytest
import sympy as sp

from chalk.constraints import Status
from chalk.constraints.checks import check_identity, check_numeric, check_proof, check_units, run_checks
from chalk.derivations import Claim, Derivation, Example
from chalk.derivations.lectures.batching.symbols import optimal_batch, t_compute, t_weights
from chalk.derivations.quantities import unfold
from chalk.derivations.vocabulary import (
    batch,
    bytes_per_param,
    flops_per_param,
    hbm_bandwidth,
    params_active,
    params_total,
    peak_flops,
    tokens_per_step,
)

a, b = sp.symbols("a_d b_d", positive=True)


def test_eq_may_become_le_but_le_may_not_become_ge():
    d = Derivation(a).eq(a + 0).le(a + b)
    assert d.conclusion() == sp.Le(a, a + b)
    with pytest.raises(ValueError):
        d.ge(a)


def test_logical_and_expression_steps_do_not_mix():
    with pytest.raises(ValueError):
        Derivation(a > b).iff(b < a).le(a)


def test_a_correct_eq_step_is_proved_by_sympy_alone():
    claim = Claim(sp.Eq(t_compute / batch, t_compute / batch), derivation=Derivation(t_compute).eq(unfold(t_compute)))
    assert check_identity(claim).decided_by == "sympy"


def test_a_wrong_step_is_refuted_with_a_model():
    claim = Claim(t_weights > 0, derivation=Derivation(t_weights).eq(2 * unfold(t_weights), by="wrong"))
    verdict = check_identity(claim)
    assert verdict.status == Status.REFUTED and verdict.countermodel


def test_a_chain_that_does_not_reach_the_statement_is_refuted():
    claim = Claim(sp.Ge(t_weights, 2 * t_compute), derivation=Derivation(t_weights).eq(t_weights))
    assert check_identity(claim).status == Status.REFUTED


def test_the_flipped_compute_bound_claim_is_refuted_and_its_countermodel_falsifies_it():
    """Deliberately false: compute-bound (t_compute ≥ t_weights) iff B ≤ B* (flipped)."""
    false_claim = Claim(sp.Equivalent(t_compute >= t_weights, batch <= optimal_batch))
    verdict = check_proof(false_claim)
    assert verdict.status == Status.REFUTED
    statement = unfold(false_claim.statement)
    point = {s: sp.Rational(dict(verdict.countermodel)[s.name].split(" ")[0]) for s in statement.free_symbols}
    assert statement.xreplace(point) == sp.false
    correct = Claim(sp.Equivalent(t_compute >= t_weights, batch >= optimal_batch))
    assert check_proof(correct).status == Status.PROVED


def test_a_wrong_worked_example_fails_the_numeric_check():
    at = {peak_flops: 600, hbm_bandwidth: 1, bytes_per_param: 1, flops_per_param: 2, tokens_per_step: 1}
    at |= {params_total: 18, params_active: 1}  # B* = 600 × 1 / (2 × 1 × 1) × 18 = 5,400 sequences
    right = Claim(sp.Eq(optimal_batch, optimal_batch), examples=(Example(at, expect={optimal_batch: 5400}),))
    assert check_numeric(right).status == Status.PASSED
    wrong = Claim(sp.Eq(optimal_batch, optimal_batch), examples=(Example(at, expect={optimal_batch: 3}),))
    verdict = check_numeric(wrong)
    assert verdict.status == Status.REFUTED
    assert "B_star = 5400 seq, expected 3 seq" in verdict.detail


def test_examples_with_values_in_the_wrong_unit_fail_the_units_check():
    from chalk.units import Q_

    claim = Claim(t_weights > 0, examples=(Example({hbm_bandwidth: Q_(3, "TB")}),))
    assert check_units(claim).status == Status.REFUTED


def test_all_four_checks_are_collected_even_when_units_fail():
    claim = Claim(sp.Ge(t_weights, params_total))
    verdicts = run_checks(claim)
    assert set(verdicts) == {"units", "identity", "numeric", "proof"}
    assert verdicts["units"].status == Status.REFUTED
