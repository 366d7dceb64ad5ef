"""sympy's evaluating Max and Min, built once per distinct call (derivations/minmax_memo.py)."""

import sympy as sp

from chalk.derivations import minmax_memo

x = sp.Symbol("x", positive=True)
y = sp.Symbol("y", positive=True)
z = sp.Symbol("z", real=True)


def sympys(cls, *args, **options):
    return minmax_memo._SYMPYS_NEW(cls, *args, **options)


def test_installed_and_idempotent():
    minmax_memo.install()
    assert sp.Max.__new__ is minmax_memo._new
    assert sp.Min.__new__ is minmax_memo._new


def test_a_repeated_call_is_the_same_build():
    first = sp.Max(x, y + 1, z)
    assert sp.Max(x, y + 1, z) is first
    assert first == sympys(sp.Max, x, y + 1, z)
    assert sp.srepr(first) == sp.srepr(sympys(sp.Max, x, y + 1, z))


def test_evaluation_is_sympys():
    assert sp.Max(x, 2 * x) == 2 * x  # sympy decides it from the assumptions
    assert sp.Min(x, 2 * x) == x
    assert sp.Max(3, 2) == 3
    assert sp.Min(sp.Rational(1, 2), z, z) == sympys(sp.Min, sp.Rational(1, 2), z, z)


def test_max_and_min_are_apart():
    assert sp.Max(x, z) != sp.Min(x, z)
    assert isinstance(sp.Max(x, z), sp.Max) and isinstance(sp.Min(x, z), sp.Min)


def test_a_float_and_a_rational_stay_apart():
    as_float, as_rational = sp.Max(z, sp.Float(1)), sp.Max(z, sp.Integer(1))
    assert as_float.has(sp.Float(1)) and not as_rational.has(sp.Float(1))


def test_unevaluated_and_plain_numbers_go_to_sympy():
    kept = sp.Max(x, 2 * x, evaluate=False)
    assert set(kept.args) == {x, 2 * x}
    with sp.evaluate(False):
        assert set(sp.Max(x, 2 * x).args) == {x, 2 * x}
    assert sp.Max(x, 1) == sympys(sp.Max, x, 1)
    assert sp.Max(1, 1.0) == sympys(sp.Max, 1, 1.0)


def test_the_memo_is_bounded(monkeypatch):
    monkeypatch.setattr(minmax_memo, "_BUILT_MAX", 2)
    minmax_memo._BUILT.clear()
    for k in range(5):
        sp.Max(x, z + k)
    assert len(minmax_memo._BUILT) <= 2
