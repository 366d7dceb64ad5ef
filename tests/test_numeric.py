"""The numeric falsifier's direct evaluator computes what lambdify's printed code computes."""

import numpy as np
import pytest
import sympy as sp

from chalk.constraints import numeric

x, y, z = sp.symbols("x y z", positive=True)
n = sp.Symbol("n", positive=True, integer=True)
POINT = numeric.sample_points([x, y, z, n], 64, seed=7)

EXPRESSIONS = [
    x + y * z,
    x * y / z,
    (x + 3 * y) / (2 * z),
    sp.Rational(1, 3) * x - sp.Rational(7, 2) / y,
    sp.sqrt(x * y) + x**2 - y ** sp.Rational(3, 2),
    x**y / z**-2,
    sp.Max(x * y, z / x, n),
    sp.Min(x, y + z) * sp.Max(x, 2 * y),
    sp.exp(-x) + sp.log(y * z) + sp.Abs(x - y),
    sp.floor(x * 10) / sp.ceiling(y),
    2**n / (n + 1),
]


@pytest.mark.parametrize("expr", EXPRESSIONS, ids=str)
def test_direct_evaluation_matches_lambdify_to_rounding(expr):
    symbols = sorted(POINT, key=lambda s: s.name)
    with np.errstate(all="ignore"):  # x**y overflows at some samples: inf on both sides
        want = sp.lambdify(symbols, expr, modules="numpy", cse=True)(*(POINT[s] for s in symbols))
    got = numeric.values(expr, POINT, 64)
    np.testing.assert_allclose(got, np.broadcast_to(want, (64,)), rtol=1e-13, atol=0)


def test_a_node_the_walker_does_not_cover_is_evaluated_by_lambdify():
    expr = sp.atan(x) + sp.Piecewise((y, y > 1), (z, True))
    got = numeric.values(expr, POINT, 64)
    want = np.arctan(POINT[x]) + np.where(POINT[y] > 1, POINT[y], POINT[z])
    np.testing.assert_allclose(got, want, rtol=1e-13)


def test_a_share_of_samples_lies_on_each_non_strict_bound_and_on_their_corner():
    """A wrong statement often differs from the truth only where a bound is tight (a degree
    of exactly 1, one data-parallel replica): log-uniform samples alone never land there."""
    hypotheses = [sp.Ge(y, 1), sp.Ge(z / (x * y), 1)]
    point = numeric.sample_points([x, y, z], 256, seed=3, hypotheses=hypotheses)
    on_y = point[y] == 1
    on_z = np.isclose(point[z], point[x] * point[y], rtol=1e-12)
    assert 0.15 < on_y.mean() < 0.35 and 0.15 < on_z.mean() < 0.35
    assert (on_y & on_z).any()
    for on, h in ((on_y, hypotheses[0]), (on_z, hypotheses[1])):  # a boundary meets its own bound
        assert numeric.truth(h, point, 256)[0][on].all()


def test_a_statement_false_only_where_a_bound_is_tight_is_falsified_by_samples():
    """n(z - x y) > 0 fails only at z = x y, which the hypothesis z/(x y) >= 1 allows (a
    relation mutant, <= made <): only samples on the boundary can show it."""
    from chalk.constraints.checks import _sampled_counterexample

    statement = sp.Gt(n * (z - x * y), 0)
    found, _ = _sampled_counterexample(statement, [sp.Ge(y, 1), sp.Ge(z / (x * y), 1)], seed=11)
    assert found is not None
