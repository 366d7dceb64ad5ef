"""Soundness properties over generated statements (hypothesis, positive reals).

No statement z3 proves may have a numeric counterexample at sampled points, and every
countermodel the prover reports must make its statement False or undefined (a division by
zero, the root of a negative number) when substituted back.
"""

import numpy as np
import pytest
import sympy as sp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chalk.constraints import Status, numeric, prove
from tests.kleene import not_true

X, Y, Z = sp.symbols("x y z", positive=True)
SYMBOLS = [X, Y, Z]

leaves = st.one_of(
    st.sampled_from(SYMBOLS),
    st.builds(sp.Rational, st.integers(1, 9), st.integers(1, 4)),
)


def _combine(children):
    binary = st.tuples(st.sampled_from(["add", "mul", "div", "max", "min"]), children, children)
    unary = st.tuples(st.sampled_from(["sq", "sqrt", "abs"]), children)

    def build(t):
        try:
            return _apply(t)
        except (ValueError, TypeError):  # sympy refuses e.g. Max(zoo, x): keep the left operand
            return t[1]

    def _apply(t):
        op = t[0]
        if op == "add":
            return t[1] + t[2]
        if op == "mul":
            return t[1] * t[2]
        if op == "div":
            return t[1] / t[2]
        if op == "max":
            return sp.Max(t[1], t[2])
        if op == "min":
            return sp.Min(t[1], t[2])
        if op == "sq":
            return t[1] ** 2
        if op == "sqrt":
            return sp.sqrt(t[1])
        return sp.Abs(t[1] - 1)

    return st.one_of(binary, unary).map(build)


def _finite(e) -> bool:
    return not e.has(sp.zoo, sp.nan, sp.oo, -sp.oo)


expressions = st.recursive(leaves, _combine, max_leaves=5).filter(_finite)
relations = st.sampled_from([sp.Lt, sp.Le, sp.Gt, sp.Ge])


@st.composite
def statements(draw):
    rel = draw(relations)
    first = rel(draw(expressions), draw(expressions))
    if draw(st.booleans()):
        return first
    connective = draw(st.sampled_from([sp.And, sp.Or, sp.Implies]))
    return connective(first, draw(relations)(draw(expressions), draw(expressions)))


def _sample_truth(statement, size=200, seed=0):
    point = numeric.sample_points(SYMBOLS, size, seed)
    return numeric.truth(statement, point, size)


#: the default run's examples; the fuzz step draws FUZZ_EXAMPLES more (another test name,
#: so other draws): 600 in the default run had cost about a minute on two cores
EXAMPLES, FUZZ_EXAMPLES = 150, 1000


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(statements())
def test_proved_statements_have_no_sampled_counterexample_and_countermodels_falsify(statement):
    _sampling_agrees_with_the_verdict(statement)


@pytest.mark.fuzz
@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(statements())
def test_many_more_proved_statements_have_no_sampled_counterexample_and_countermodels_falsify(statement):
    _sampling_agrees_with_the_verdict(statement)


def _sampling_agrees_with_the_verdict(statement) -> None:
    """A proof has no sampled counterexample; a countermodel makes the statement not true."""
    verdict = prove(statement, timeout_ms=300)
    assert verdict.status != Status.ERROR, verdict.detail
    if verdict.status == Status.PROVED:
        _, definitely_false = _sample_truth(sp.sympify(statement))
        assert not definitely_false.any(), f"proved but falsified numerically: {statement}"
    elif verdict.status == Status.REFUTED:
        model = dict(verdict.countermodel)
        point = {s: sp.Rational(model[s.name].split(" ")[0]) for s in sp.sympify(statement).free_symbols}
        assert not_true(sp.sympify(statement), point), (statement, point)


def test_the_sampler_finds_counterexamples_to_false_statements():
    _, false = _sample_truth(X * Y >= X)
    assert false.any()
    true, _ = _sample_truth(X + Y >= X)
    assert np.all(true)
