"""The oracle of the generative test, checked on statements whose value is known by hand.

If the oracle were wrong, the differential test would accept false proofs or reject true
ones, so its semantics (/work/notes/semantics.md) are pinned here point by point.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
import sympy as sp
from sympy.core.function import AppliedUndef

from tests.generated_statements import FUNCTIONS, Builder, from_json, to_json
from tests.statement_oracle import (
    FunctionTable,
    Truth,
    judge,
    random_tables,
    sample_points,
    satisfies,
    sign,
    truth,
)

x, y = sp.symbols("x y", real=True)
p = sp.Symbol("p", positive=True)
k = sp.Symbol("k", integer=True, positive=True)
f = sp.Function("f")
fpos = sp.Function("f", positive=True)
T, F, U = Truth.TRUE, Truth.FALSE, Truth.UNDEFINED
half = Fraction(1, 2)


def at(formula, **values):
    symbols = {s.name: s for s in (x, y, p, k)}
    return truth(formula, {symbols[name]: Fraction(v) for name, v in values.items()})


@pytest.mark.parametrize(
    ("formula", "point", "expected"),
    [
        (sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0), {"x": 1}, U),  # sqrt(-1) is an intermediate value
        (sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0), {"x": 0}, T),
        (sp.Ge(sp.sqrt(x) * sp.sqrt(y), 0), {"x": -1, "y": -1}, U),
        (sp.Eq((x**3) ** sp.Rational(1, 3), x), {"x": -1}, U),  # the cube root of -1 is not real
        (sp.Eq((x**3) ** sp.Rational(1, 3), x), {"x": 2}, T),
        (sp.Eq(sp.cbrt(x), -1), {"x": -1}, U),
        (sp.Eq((x**2 - 1) / (x - 1), x + 1), {"x": 1}, U),  # division by zero
        (sp.Eq((x**2 - 1) / (x - 1), x + 1), {"x": 3}, T),
        (sp.Gt(x ** sp.Rational(-1, 2), 0), {"x": 0}, U),  # a negative power of zero
        (sp.Eq(x**0, 1), {"x": 0}, T),  # sympy has already made x**0 the number 1
        (sp.Eq(x ** sp.Rational(2, 3), 4), {"x": 8}, T),
        (sp.Lt(sp.sqrt(x), sp.Rational(3, 2)), {"x": 2}, T),  # sqrt(2) is exact, not a float
        (sp.Eq(sp.sqrt(x) ** 3, 2 * sp.sqrt(2)), {"x": 2}, T),
        (sp.Eq(sp.floor(sp.sqrt(x)), 1), {"x": 3}, T),
        (sp.Eq(sp.ceiling(-sp.sqrt(x)), -1), {"x": 2}, T),
        (sp.Eq(sp.Abs(x - 3), 2), {"x": 1}, T),
        (sp.Eq(sp.Max(x, 1 / x), 2), {"x": half}, T),
        (sp.Eq(sp.Min(x, 1 / x), 0), {"x": 0}, U),  # Min's argument 1/0 is undefined
        (sp.Gt(sp.Float("0.1") * p, p / 10, evaluate=False), {"p": 1}, T),  # binary 0.1 exceeds 1/10
    ],
)
def test_terms_are_undefined_exactly_where_a_subterm_is_not_a_finite_real(formula, point, expected):
    assert at(formula, **point) is expected


def test_or_is_true_when_one_side_is_true_even_if_the_other_is_undefined():
    assert at(sp.Or(sp.Gt(sp.sqrt(x), 0), sp.Lt(x, 0)), x=-1) is T
    assert at(sp.Or(sp.Gt(sp.sqrt(x), 5), sp.Gt(x, 0)), x=-1) is U
    assert at(sp.Or(sp.Gt(x, 5), sp.Gt(x, 6)), x=-1) is F


def test_and_is_false_when_one_side_is_false_even_if_the_other_is_undefined():
    assert at(sp.And(sp.Gt(1 / x, 0), sp.Gt(x, 5)), x=0) is F
    assert at(sp.And(sp.Gt(1 / x, 0), sp.Lt(x, 5)), x=0) is U


def test_not_keeps_undefined_and_implies_guards_its_consequent():
    assert at(sp.Not(sp.Eq(1 / x, 1)), x=0) is U
    assert at(sp.Not(sp.Eq(1 / x, 1)), x=2) is T
    guarded = sp.Implies(sp.Gt(x, 0), sp.Gt(sp.sqrt(x), 0))
    assert at(guarded, x=-4) is T  # a FALSE antecedent: the consequent's definedness does not matter
    assert at(sp.Implies(sp.Gt(1 / x, 0), sp.Gt(x, 0)), x=0) is U


def test_equivalent_is_undefined_when_any_side_is():
    assert at(sp.Equivalent(sp.Gt(1 / x, 0), sp.Gt(x, 5)), x=0) is U
    assert at(sp.Equivalent(sp.Gt(x, 0), sp.Gt(x, 5)), x=1) is F
    assert at(sp.Equivalent(sp.Gt(x, 0), sp.Gt(x, -5)), x=1) is T


def test_piecewise_selects_the_first_true_condition_and_is_undefined_without_one():
    pw = sp.Piecewise((1 / x, x > 0), (sp.sqrt(-x), x < -1))
    assert at(sp.Eq(pw, half), x=2) is T
    assert at(sp.Eq(pw, 1), x=-1) is U  # no condition is true
    assert at(sp.Eq(pw, 0), x=0) is U
    guarded = sp.Piecewise((sp.sqrt(x), x >= 0), (0, True))
    assert at(sp.Ge(guarded, 0), x=-5) is T  # the unselected branch is never evaluated


def test_piecewise_with_an_undefined_condition_before_the_selected_one_is_undefined():
    pw = sp.Piecewise((1, 1 / x > 0), (2, True))
    assert at(sp.Eq(pw, 2), x=0) is U
    assert at(sp.Eq(pw, 2), x=-1) is T


def test_function_values_come_from_the_table_and_must_respect_the_functions_assumptions():
    stmt = sp.Ge(fpos(x), fpos(x) ** 2 / (fpos(x) + 1))
    good = {fpos: FunctionTable(entries=[((Fraction(0),), Fraction(1))])}
    bad = {fpos: FunctionTable(entries=[((Fraction(0),), -half)])}
    assert judge(stmt, (), {x: Fraction(0)}, good).statement is T
    broken = judge(stmt, (), {x: Fraction(0)}, bad)
    assert not broken.admissible and not broken.refutes  # f = -1/2 breaks f's positivity


def test_functions_with_one_name_and_different_assumptions_are_two_functions():
    stmt = sp.Eq(fpos(x), f(x))
    tables = {fpos: FunctionTable(default=Fraction(1)), f: FunctionTable(default=Fraction(2))}
    assert judge(stmt, (), {x: Fraction(0)}, tables).statement is F
    assert fpos != f and {fpos: 1, f: 2}[f] == 2


def test_a_point_must_satisfy_the_symbols_assumptions_and_every_hypothesis():
    assert not judge(sp.Gt(p, 0), (), {p: Fraction(-1)}, {}).admissible
    assert not judge(sp.Gt(k, 0), (), {k: half}, {}).admissible
    hyp = judge(sp.Gt(x, 5), (sp.Gt(x, 0),), {x: Fraction(-1)}, {})
    assert not hyp.admissible and not hyp.refutes
    assert judge(sp.Gt(x, 5), (sp.Gt(x, 0),), {x: Fraction(1)}, {}).refutes


def test_an_undefined_hypothesis_refutes_where_the_ones_before_it_hold():
    j = judge(sp.true, (sp.Gt(x, -5), sp.Gt(1 / x, 0)), {x: Fraction(0)}, {})
    assert j.undefined_hypothesis == 1 and j.refutes
    j = judge(sp.true, (sp.Gt(x, 5), sp.Gt(1 / x, 0)), {x: Fraction(0)}, {})
    assert j.undefined_hypothesis is None and not j.refutes


def test_sign_is_exact_on_algebraic_numbers():
    assert sign(sp.sqrt(2) + sp.sqrt(3) - sp.sqrt(5 + 2 * sp.sqrt(6))) == 0
    assert sign(sp.sqrt(2) - sp.Rational(14142135623730951, 10**16)) == -1
    assert sign(Fraction(-1, 3)) == -1


def test_random_tables_respect_assumptions_and_points_include_the_zeros_of_divisors():
    rng = random.Random(0)
    tables = random_tables(FUNCTIONS, rng)
    for fn in FUNCTIONS:
        for i in range(20):
            assert satisfies(fn(x), tables[fn]((Fraction(i),)))
    points = sample_points([sp.Gt(1 / (x - half), 0)], rng, 40)
    assert any(pt[x] == half for pt in points)
    assert all(satisfies(p, pt[p]) for pt in sample_points([sp.Gt(p, 1)], rng, 20))


def test_statements_survive_the_json_round_trip_unchanged():
    stmt = sp.And(
        sp.Eq(sp.Piecewise((sp.sqrt(x), x > 0), (fpos(y), True)), sp.floor(sp.Float("0.1") * x)),
        sp.Implies(sp.Ne(f(x), 1), sp.Gt(sp.Max(x, y) ** sp.Rational(-2, 3), sp.Abs(k))),
    )
    assert from_json(to_json(stmt)) == stmt


def test_the_generator_covers_every_construct_the_contract_defines():
    seen: set[str] = set()
    with_hypotheses = 0
    for s in range(400):
        claim = Builder(random.Random(s)).claim()
        with_hypotheses += bool(claim.hypotheses)
        for e in (claim.statement, *claim.hypotheses):
            for node in sp.preorder_traversal(e):
                seen.add(type(node).__name__)
                if isinstance(node, AppliedUndef):
                    seen.add("function")
                if isinstance(node, sp.Pow) and node.exp.is_Rational:
                    seen.add("root" if node.exp.q > 1 else "negative power" if node.exp < 0 else "power")
    wanted = {"Equality", "Unequality", "StrictLessThan", "LessThan", "StrictGreaterThan", "GreaterThan"}
    wanted |= {"And", "Or", "Not", "Implies", "Equivalent", "Add", "Mul", "Abs", "Min", "Max", "floor"}
    wanted |= {"ceiling", "Piecewise", "function", "root", "negative power", "power", "Float"}
    assert wanted <= seen, wanted - seen
    assert 60 < with_hypotheses < 200
