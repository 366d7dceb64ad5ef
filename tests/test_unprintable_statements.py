"""A statement sympy itself cannot print or rebuild still gets a verdict, never a crash.

Fuzz shard 19 found one: ``-1/3 · Piecewise((k, -1 ≥ 0.1), (3, 0.1 = n))⁻¹``, built
unevaluated. Printing it makes sympy raise the Piecewise to a power, which re-canonicalises
its conditions and raises ``TypeError: Invalid comparison of non-real zoo``. The prover
printed every statement into an SMT-LIB comment, so ``prove`` raised.
"""

from __future__ import annotations

import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.constraints.second_opinions import on_translation_b
from chalk.constraints.shown import shown
from chalk.constraints.sympy_evaluation import raised_in_sympy

p = sp.Symbol("p", positive=True)
n = sp.Symbol("n", integer=True)
k = sp.Symbol("k", integer=True, positive=True)


def _unprintable() -> tuple[sp.Piecewise, sp.Basic]:
    with sp.evaluate(False):
        pw = sp.Piecewise((k, sp.GreaterThan(-1, sp.Float(0.1))), (3, sp.Eq(sp.Float(0.1), n)))
        statement = sp.Eq(p * (n - sp.Rational(1, 3)), sp.Mul(sp.Rational(-1, 3), sp.Pow(pw, -1)))
    return pw, statement


def _sympy_error(pw: sp.Piecewise) -> Exception:
    try:
        pw**-1
    except Exception as exc:
        return exc
    raise AssertionError("sympy now raises this Piecewise to a power: the premise of these tests is gone")


def test_sympy_cannot_print_the_statement_and_shown_prints_it_as_built():
    pw, statement = _unprintable()
    _sympy_error(pw)
    text = shown(statement)
    assert "Piecewise" in text and "ExprCondPair" in text  # srepr: the tree as built


def test_an_unprintable_statement_undefined_everywhere_is_refuted_at_a_checked_point():
    _, statement = _unprintable()
    verdict = prove(statement, [])
    # n is an integer, so 0.1 = n never holds, and -1 ≥ 0.1 is false: no branch is ever chosen
    assert verdict.status == Status.REFUTED
    assert "undefined" in verdict.detail and "no condition holds" in verdict.detail
    assert dict(verdict.countermodel).keys() == {"k", "n", "p"}


def test_translation_b_gives_its_opinion_on_the_unprintable_statement():
    _, statement = _unprintable()
    v = prove(statement, [])
    opinion = on_translation_b(v, statement, [])
    assert opinion.result in {"refuted", "unknown"}
    assert opinion.result != "proved"


def test_an_error_raised_inside_sympy_is_unknown_with_its_reason_and_chalks_own_errors_still_raise(monkeypatch):
    import chalk.constraints.prover as prover

    pw, _ = _unprintable()
    assert raised_in_sympy(_sympy_error(pw))
    assert not raised_in_sympy(ValueError("raised by chalk"))

    monkeypatch.setattr(prover, "_prove", lambda *args: pw**-1)
    verdict = prove(p > 0, [])
    assert verdict.status == Status.UNKNOWN
    assert "sympy failed" in verdict.detail and "non-real zoo" in verdict.detail

    def chalk_bug(*args):
        raise KeyError("a bug of chalk's own")

    monkeypatch.setattr(prover, "_prove", chalk_bug)
    with pytest.raises(KeyError):  # an error of chalk's own never passes for an unknown verdict
        prove(p > 0, [])
