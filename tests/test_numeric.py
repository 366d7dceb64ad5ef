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
