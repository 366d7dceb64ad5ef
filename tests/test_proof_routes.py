"""The three routes to a false "proved" the audit found, each tested as a class.

1. A translation rebuilt a relation with sympy's evaluating arithmetic, which rounds a
   Rational next to a Float (``y/10 - 0.1*y`` became 0): every relation shape
   translation B rewrites is planted with a Float and a Rational on both sides.
2. sympy folds ``Or(p, Not(p))``, ``Implies(p, p)`` and ``Equivalent(p, p)`` while they are
   built, even where p is undefined: a statement that reached chalk already True is
   never proved, and one built unevaluated owes its atoms' definedness.
3. A function whose values may be complex or infinite was translated as real.

Each is judged through ``prove`` (with and without the second prover), translation B and
cvc5's fallback directly, a user's claims file under ``chalk verify --confirm``, and the
proof cache on a second run.
"""

from __future__ import annotations

import json
import operator
from fractions import Fraction

import pytest
import sympy as sp
from sympy.core.assumptions import _assume_defined

from chalk.cli import main
from chalk.constraints import Status, prove
from chalk.constraints.cvc5_prover import decide, linearised
from chalk.derivations.expressions import unevaluated

F = sp.Float("0.1")  # binary 0.1 is 0.1000000000000000055511151231257827..., above 1/10
y = sp.Symbol("y", positive=True)
z = sp.Symbol("z", real=True)
w = sp.Symbol("w", real=True)
n = sp.Symbol("n", real=True, nonzero=True)
OPS = {
    sp.Eq: operator.eq,
    sp.Ne: operator.ne,
    sp.Lt: operator.lt,
    sp.Le: operator.le,
    sp.Gt: operator.gt,
    sp.Ge: operator.ge,
}
#: the relation with its sides swapped
SWAPPED = {sp.Eq: sp.Eq, sp.Ne: sp.Ne, sp.Lt: sp.Gt, sp.Le: sp.Ge, sp.Gt: sp.Lt, sp.Ge: sp.Le}
TENTH, BINARY = Fraction(1, 10), Fraction(0.1)


def _shapes():
    """(name, lhs, rhs, truth(op)) for each shape translation B's cleared form rewrites,
    with the Rational 1/10 on one side and the Float 0.1 on the other; ``truth`` says, for
    a relation op, whether ``lhs op rhs`` is TRUE at every point (None: true at some
    points only), computed from the exact values 1/10 < binary 0.1."""
    every = lambda op: OPS[op](TENTH, BINARY)  # noqa: E731 - a sign comparison of the two coefficients
    yield "positive denominator", y / 10, F * y, every
    yield "sum on both sides", y / 10 + F * z, F * y + z / 10, None
    yield "denominator of unknown sign", y / (10 * n), F * y / n, None
    yield "Max as a whole side", sp.Max(y / 10, -y), F * y, every
    yield "Min as a whole side", F * y, sp.Min(y / 10, 2 * y), lambda op: OPS[op](BINARY, TENTH)
    yield "Max inside a side", sp.Max(y / 10, z) + 1, F * y + 1, None
    yield "quotient by a Max", sp.Rational(1, 10) / sp.Max(z, w), F / sp.Max(z, w), None


CASES = [
    pytest.param(rel, lhs, rhs, truth, swap, id=f"{name}-{rel.__name__}{'-swapped' if swap else ''}")
    for name, lhs, rhs, truth in _shapes()
    for rel in OPS
    for swap in (False, True)
]


def _statement(rel, lhs, rhs, swap):
    return SWAPPED[rel](rhs, lhs, evaluate=False) if swap else rel(lhs, rhs, evaluate=False)


def _oracle(statement) -> Status:
    """z3's verdict on translation A (exact by construction: Floats are their binary values)."""
    return prove(statement, timeout_ms=20_000).status


@pytest.mark.parametrize(("rel", "lhs", "rhs", "truth", "swap"), CASES)
def test_a_float_beside_a_rational_is_exact_in_every_rewritten_relation_shape(rel, lhs, rhs, truth, swap):
    statement = _statement(rel, lhs, rhs, swap)
    assert statement not in (sp.true, sp.false)
    expected = _oracle(statement)
    if truth is not None:  # the oracle itself agrees with the exact arithmetic
        assert (expected == Status.PROVED) == truth(rel)
    for name, verdict in (("cvc5 fallback", linearised(statement)), ("translation B", decide(statement))):
        if verdict.status == Status.PROVED:
            assert expected == Status.PROVED, f"{name} proved {statement}: {verdict.detail}"
        if verdict.status == Status.REFUTED:
            assert expected != Status.PROVED, f"{name} refuted {statement}: {verdict.detail}"


def test_the_audits_float_statement_is_never_proved_with_or_without_the_second_prover():
    q = sp.Symbol("q", integer=True, positive=True, prime=True)
    yr = sp.Symbol("y", real=True)
    statement = unevaluated(sp.Or, q < 4, sp.Ge(yr / 10, F * yr, evaluate=False))
    for second in (False, True):
        assert prove(statement, timeout_ms=2000, second_prover=second).status != Status.PROVED
    # false at q = 5, y = 1: translation B refutes it outright (the cvc5 model is checked in sympy)
    assert decide(statement).status in (Status.REFUTED, Status.UNKNOWN)
    assert linearised(statement).status != Status.PROVED


x = sp.Symbol("x", real=True)
a, b = sp.symbols("a b", positive=True)
PARTIAL_ATOMS = [
    sp.Gt(1 / x, 0, evaluate=False),
    sp.Gt(a / (a - b), 1, evaluate=False),
    sp.Ge(sp.sqrt(x), 0, evaluate=False),
    sp.Eq(sp.Mul(x, 1 / x, evaluate=False), 1, evaluate=False),
    sp.Le(sp.Max(sp.sqrt(x), 0), 5, evaluate=False),
]


def _tautologies(p):
    yield "Or(p, Not(p))", unevaluated(sp.Or, p, unevaluated(sp.Not, p))
    yield "Implies(p, p)", unevaluated(sp.Implies, p, p)
    yield "Equivalent(p, p)", unevaluated(sp.Equivalent, p, p)
    yield "Not(And(p, Not(p)))", unevaluated(sp.Not, unevaluated(sp.And, p, unevaluated(sp.Not, p)))
    yield "Xor(p, Not(p))", unevaluated(sp.Xor, p, unevaluated(sp.Not, p))


@pytest.mark.parametrize("p", PARTIAL_ATOMS, ids=str)
@pytest.mark.parametrize("second", [False, True])
def test_a_tautology_over_a_partial_atom_is_refuted_where_the_atom_is_undefined(p, second):
    for name, statement in _tautologies(p):
        assert statement not in (sp.true, sp.false), name
        v = prove(statement, timeout_ms=5000, second_prover=second)
        assert v.status == Status.REFUTED, f"{name} over {p}: {v.status} {v.detail}"
        assert "undefined" in v.detail


@pytest.mark.parametrize("p", PARTIAL_ATOMS, ids=str)
def test_a_statement_sympy_folded_while_it_was_built_is_never_proved(p):
    folded = [sp.Or(p, sp.Not(p)), sp.Implies(p, p), sp.Equivalent(p, p), sp.Or(p, sp.Not(p), evaluate=False), True]
    for statement in folded:
        for second in (False, True):
            v = prove(statement, second_prover=second)
            assert v.status == Status.UNKNOWN and "as built" in v.detail, (statement, v)


def test_a_hypothesis_sympy_folded_is_checked_for_its_definedness_when_built_unevaluated():
    p = PARTIAL_ATOMS[0]
    hypothesis = unevaluated(sp.Or, p, unevaluated(sp.Not, p))
    v = prove(sp.Ge(x**2, 0, evaluate=False), [hypothesis])
    assert v.status == Status.ERROR and "hypothesis 1" in v.detail


def _assumption_sets():
    """Every assumption sympy knows, declared True and declared False, one at a time."""
    for key in sorted(_assume_defined):
        if key == "commutative":
            continue
        for value in (True, False):
            yield {key: value}


def _implies_real(assumptions) -> bool:
    return sp.Dummy(**assumptions).is_real is True


@pytest.mark.parametrize(
    "assumptions", list(_assumption_sets()), ids=lambda d: ",".join(f"{k}={v}" for k, v in d.items())
)
def test_a_function_is_translated_as_real_only_when_its_values_are_declared_or_implied_real(assumptions):
    h = sp.Function("h", **assumptions)
    statements = [
        sp.Lt(h(x), h(x) + 1, evaluate=False),  # false at infinity
        sp.Ge(h(x) ** 2, 0, evaluate=False),  # false for h = i
        sp.Ge(h(x) * h(x) + 1, 1, evaluate=False),
    ]
    real = _implies_real(assumptions)
    for statement in statements:
        for second in (False, True):
            v = prove(statement, timeout_ms=5000, second_prover=second)
            if real:
                assert v.status == Status.PROVED, (assumptions, statement, v)
            else:
                assert v.status != Status.PROVED, (assumptions, statement, v)
                assert v.status == Status.UNKNOWN and "not declared real" in v.detail, (assumptions, v)
        assert decide(statement).status == (Status.PROVED if real else Status.UNKNOWN)
        assert linearised(statement).status != Status.PROVED or real


def test_a_function_with_no_assumptions_keeps_the_default_contract_of_real_values():
    h = sp.Function("h")
    assert prove(sp.Ge(h(x) ** 2, 0, evaluate=False)).status == Status.PROVED


def test_cvc5s_fallback_keeps_a_proof_it_finds_over_the_integers():
    """Relaxed to the reals 2n != 1 fails at n = 1/2; over the integers cvc5 finds no
    counterexample, and that unsat is the proof (it was reported as "unknown (unsat)")."""
    m = sp.Symbol("m", integer=True)
    proved = linearised(sp.Ne(2 * m, 1, evaluate=False))
    assert proved.status == Status.PROVED, proved.detail
    refuted = linearised(sp.Ne(2 * m, 2, evaluate=False))
    assert refuted.status == Status.REFUTED and dict(refuted.countermodel) == {"m": "1"}


def test_the_proof_cache_key_names_cvc5s_version():
    import importlib.metadata

    from chalk.constraints.proof_cache import checker_identity

    assert f"cvc5 {importlib.metadata.version('cvc5')};" in checker_identity()


CLAIMS = '''"""The audit's false-proved statements, as a user writes them."""

import sympy as sp
from sympy import Float, Function, Ge, Gt, Lt, Not, Or, Symbol

from chalk import Claim, claim
from chalk.derivations.expressions import unevaluated

a = Symbol("a", positive=True)
b = Symbol("b", positive=True)
q = Symbol("q", integer=True, positive=True, prime=True)
y = Symbol("y", real=True)
x = Symbol("x", real=True)
r = Gt(a / (a - b), 1, evaluate=False)
h = Function("h", complex=True)
g = Function("g", extended_positive=True)


@claim(source="audit")
def tautology_as_built():
    """sympy folds it to True while it is built."""
    return Claim(Or(r, Not(r)))


@claim(source="audit")
def tautology_unevaluated():
    """Undefined at a = b."""
    return Claim(unevaluated(Or, r, unevaluated(Not, r)))


@claim(source="audit")
def float_beside_rational():
    """False at q = 5, y = 1."""
    return Claim(unevaluated(Or, Lt(q, 4, evaluate=False), Ge(y / 10, Float("0.1") * y, evaluate=False)))


@claim(source="audit")
def complex_function():
    """False for h = i."""
    return Claim(Ge(h(x) ** 2, 0, evaluate=False))


@claim(source="audit")
def extended_function():
    """False where g is infinite."""
    return Claim(Lt(g(x), g(x) + 1, evaluate=False))
'''


@pytest.mark.slow
def test_a_user_claims_file_with_the_false_statements_is_never_met_under_confirm_nor_from_the_cache(
    tmp_path, monkeypatch, capsys
):
    (tmp_path / "audit.py").write_text(CLAIMS)
    monkeypatch.chdir(tmp_path)
    cache = str(tmp_path / "cache")
    runs = [["--confirm"], ["--cache-dir", cache], ["--cache-dir", cache]]  # cold, then from the cache
    for extra in runs:
        assert main(["verify", "--claims", "audit.py", "--json", *extra]) == 1
        claims = json.loads(capsys.readouterr().out)["claims"]
        assert len(claims) == 5
        for c in claims:
            proof = c["checks"]["proof"]
            assert not c["met"] and proof["status"] in ("unknown", "refuted"), (c["id"], proof)


def test_importing_chalk_leaves_sympys_relations_as_sympy_made_them():
    """chalk may not change sympy for other code in the process (it once patched is_ge/is_eq)."""
    from sympy.core import relational

    import chalk.constraints.prover
    import chalk.derivations.expressions  # noqa: F401

    assert relational.is_ge.__module__ == relational.is_eq.__module__ == "sympy.core.relational"
    assert not hasattr(relational, "_chalk_exact_floats")


def test_a_verdict_sympy_decided_gets_no_cvc5_opinion_and_is_reported_as_sympys():
    from chalk.constraints.second_opinions import confirmed_prove

    by_sympy = confirmed_prove(sp.Ge(y + 1, y, evaluate=False), [], 5000, "proof")
    assert by_sympy.status == Status.PROVED and by_sympy.decided_by == "sympy"
    assert by_sympy.second_opinions == ()  # no cvc5 run, no agreement counted
    # (y + 1)**2 >= 4*y, the tight form, cost cvc5 30-50 s of nonlinear search; z3 decides this one too
    by_z3 = confirmed_prove(sp.Ge((y + 1) ** 2, 2 * y, evaluate=False), [], 5000, "proof")
    assert by_z3.status == Status.PROVED and by_z3.decided_by == "z3"
    # cvc5 on translation B agrees, so z3's own text needs no rerun (docs/checks.md)
    assert {o.translation for o in by_z3.second_opinions} == {"B (cvc5 API)"}


def test_sympy_decides_a_relation_only_on_evaluated_sides():
    """sympy calls Min(0, Min(1/2, 2)) < k - 1 True when the Min is left unevaluated, though
    it is 0 < 0 at k = 1 (found by the generated statements once chalk let sympy decide)."""
    k = sp.Symbol("k", integer=True, positive=True)
    low = sp.Min(0, sp.Min(sp.Rational(1, 2), 2, evaluate=False), evaluate=False)
    for second in (False, True):
        v = prove(sp.Lt(low, k - 1, evaluate=False), second_prover=second)
        assert v.status == Status.REFUTED and dict(v.countermodel) == {"k": "1"}
