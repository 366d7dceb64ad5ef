"""Definedness is an obligation, never a premise (issue 24).

A statement is proved only where it is TRUE: defined and true under strong Kleene logic.
The guard of a division or a root holds only in its own context (a Piecewise branch, an
implication's consequent, its own disjunct), so each statement below that is false or
undefined somewhere must be refuted (or unknown), never proved, and each refutation's
countermodel must make the statement False or undefined under sympy's own evaluation
(tests/kleene.py). Undefined functions are keyed by name and assumptions, hypotheses
must be defined in order, vacuity over the integers is never proved, and Floats are
their exact binary values.
"""

from __future__ import annotations

import json

import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.constraints.z3_values import shown_names
from tests.kleene import not_true, sympy_truth

x, y = sp.symbols("x y", real=True)
X, Y = sp.symbols("X Y", positive=True, integer=True)
n = sp.Symbol("n", integer=True)
f = sp.Function("f")
fpos = sp.Function("f", positive=True)
fneg = sp.Function("f", negative=True)
fnonneg = sp.Function("f", nonnegative=True)
fint = sp.Function("f", integer=True)
TIMEOUT_MS = 3000


def _point(statement: sp.Basic, hyps, countermodel) -> dict:
    symbols = sorted(set(statement.free_symbols).union(*(h.free_symbols for h in hyps)), key=lambda s: s.name)
    names = shown_names(symbols)
    shown = dict(countermodel)
    return {s: sp.Rational(shown[names[s]].split(" ")[0]) for s in symbols}


def assert_refuted(statement: sp.Basic, hyps=()) -> dict:
    """Refuted, at a point that satisfies the hypotheses and where the statement is not TRUE."""
    verdict = prove(statement, hyps, timeout_ms=TIMEOUT_MS)
    assert verdict.status == Status.REFUTED, (statement, verdict.status, verdict.detail)
    if statement.atoms(sp.core.function.AppliedUndef):
        return {}
    point = _point(statement, hyps, verdict.countermodel)
    assert all(sympy_truth(h, point) is True for h in hyps), (statement, point)
    assert not_true(statement, point), (statement, point)
    return point


def assert_proved(statement: sp.Basic, hyps=()) -> None:
    verdict = prove(statement, hyps, timeout_ms=TIMEOUT_MS)
    assert verdict.status == Status.PROVED, (statement, verdict.status, verdict.detail)


# --- issue 24, Critical 1: a guard on the statement's spine is no premise ---------------------
ISSUE_SPINE = [
    sp.And(sp.Ne(x, 1), sp.Eq((x**2 - 1) / (x - 1), x + 1)),
    sp.sqrt(x) * sp.sqrt(y) >= 0,
    sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0),
    sp.Eq((x**3) ** sp.Rational(1, 3), x),
]


@pytest.mark.parametrize("statement", ISSUE_SPINE, ids=str)
def test_the_issues_spine_guards_are_refuted_not_proved(statement):
    assert_refuted(statement)


def test_a_refutation_says_whether_the_statement_is_false_or_undefined():
    false = prove(ISSUE_SPINE[0])
    assert false.status == Status.REFUTED and "False" in false.detail and dict(false.countermodel) == {"x": "1"}
    undefined = prove(sp.Eq((x**3) ** sp.Rational(1, 3), x))
    assert undefined.status == Status.REFUTED and "undefined" in undefined.detail
    assert "root of a negative number" in undefined.detail


SPINE_VARIANTS = [
    # nested in Or / Implies / Piecewise, where the guard is not established
    sp.Or(x < -5, sp.sqrt(x) * sp.sqrt(y) >= 0),
    sp.Implies(x > 0, sp.Eq((x**2 - x) / (x - 1), x)),
    sp.Implies(x >= 1, sp.Eq((x**2 - 1) / (x - 1), x + 1)),
    sp.Piecewise((1 / (x - 1), x >= 1), (0, True)) >= 0,
    sp.Piecewise((sp.sqrt(x), x > -1), (0, True)) >= 0,
    sp.Not(sp.Eq(1 / x, 0)),  # sympy itself would call it True
    # guards on the sides of an Equivalent
    sp.Equivalent(x > 0, 1 / x > 0),
    sp.Equivalent(sp.sqrt(x) >= 0, x >= 0),
    sp.Equivalent(x > 0, sp.sqrt(x) > 0, y > 0),
    # an Implies whose antecedent is undefined somewhere: Or(Not(a), c) is undefined there
    sp.Implies(1 / x > 0, x > 0),
    # negative integer powers
    x**-2 > 0,
    sp.And(sp.Ne(x, 0), sp.Eq((x + 1) / x, 1 + 1 / x)),
    (x - y) ** -2 >= 0,
    # roots of odd index: sympy's principal root of a negative number is complex
    x ** sp.Rational(1, 3) >= 0,
    sp.Or(y > 0, sp.root(x, 5) >= sp.Min(x, 0)),
    x ** sp.Rational(2, 3) >= 0,
    x ** sp.Rational(-1, 3) > 0,
    # Max/Min/Abs of a partial term
    sp.Abs(1 / x) >= 0,
    sp.Max(sp.sqrt(x), 0) >= 0,
]


@pytest.mark.parametrize("statement", SPINE_VARIANTS, ids=str)
def test_variants_of_guard_as_premise_are_refuted(statement):
    if statement is sp.true:  # sympy folded it while it was built (no patch of sympy any more): nothing is proved
        verdict = prove(statement, timeout_ms=TIMEOUT_MS)
        assert verdict.status == Status.UNKNOWN and "as built" in verdict.detail
        return
    assert_refuted(statement)


@pytest.mark.parametrize(
    "statement", [sp.Not(sp.Eq(1 / x, 0, evaluate=False)), sp.Ge(sp.Max(sp.sqrt(x), 0), 0, evaluate=False)]
)
def test_the_variants_sympy_folds_are_refuted_when_built_unevaluated(statement):
    assert_refuted(statement)


GUARDED = [
    (sp.Implies(x > 1, sp.Eq((x**2 - 1) / (x - 1), x + 1)), ()),
    (sp.Eq((x**2 - 1) / (x - 1), x + 1), (x > 1,)),
    (sp.Piecewise((1 / (x - 1), x > 1), (0, True)) >= 0, ()),
    (sp.Or(x < 0, sp.sqrt(x) >= 0), ()),
    (sp.And(x >= 0, y >= 0, sp.Ge(sp.sqrt(x) * sp.sqrt(y), 0, evaluate=False)), (x >= 0, y >= 0)),
    (sp.Eq((x**3) ** sp.Rational(1, 3), x), (x >= 0,)),
    (sp.Equivalent(x > 0, 1 / x > 0), (sp.Ne(x, 0),)),
    (x**-2 > 0, (sp.Ne(x, 0),)),
    (sp.Eq(sp.Pow(x ** sp.Rational(1, 3), 3, evaluate=False), x, evaluate=False), (x >= 0,)),
]


@pytest.mark.parametrize(("statement", "hyps"), GUARDED, ids=lambda v: str(v))
def test_a_guard_in_its_own_context_or_a_hypothesis_still_proves(statement, hyps):
    assert_proved(statement, hyps)


# --- issue 24, Critical 4 and the false refutation: functions keyed by identity ----------------
def test_functions_with_the_same_name_and_other_assumptions_are_two_functions():
    verdict = prove(sp.Eq(fpos(x), f(x)))
    assert verdict.status == Status.REFUTED
    shown = dict(verdict.countermodel)
    positive = next(v for k, v in shown.items() if k.startswith("f (positive"))
    assert all(sp.Rational(part.split(" = ")[-1].split()[0]) > 0 for part in positive.split("; ")[:-1])
    assert sp.Rational(positive.split("otherwise ")[1].split()[0]) > 0  # the shown default keeps the sign too


def test_a_positive_function_is_never_refuted_with_a_negative_value():
    assert_proved(sp.Ge(fpos(x), fpos(x) ** 2 / (fpos(x) + 1), evaluate=False))
    assert_proved(sp.Lt(fnonneg(x) / (fnonneg(x) + 1), 1, evaluate=False))
    assert_proved(sp.Ne(fpos(x), fneg(x), evaluate=False))
    assert_proved(sp.Ne(2 * fint(x), 1, evaluate=False))


def test_a_function_without_assumptions_can_make_a_term_undefined():
    verdict = prove(f(x) >= f(x) ** 2 / (f(x) + 1))
    assert verdict.status == Status.REFUTED


# --- hypotheses: definedness in order -------------------------------------------------------------
def test_a_hypothesis_must_be_defined_where_the_ones_before_it_hold():
    undefined = prove(x > 1, [1 / x < 1])
    assert undefined.status == Status.ERROR and "hypothesis 1" in undefined.detail and "undefined" in undefined.detail
    assert dict(undefined.countermodel) == {"x": "0"}
    assert_proved(x > 1, [x > 0, 1 / x < 1])
    assert_refuted(x > 1, [sp.Ne(x, 0), 1 / x < 1])
    later = prove(y > 0, [x > 0, sp.sqrt(y) > 1 / x])
    assert later.status == Status.ERROR and "hypothesis 2" in later.detail


# --- issue 24, Major: integer vacuity ----------------------------------------------------------------
def test_integer_hypotheses_of_undecided_consistency_prove_nothing():
    verdict = prove(X > Y, [sp.Eq(X**2, 2 * Y**2)], timeout_ms=2000)
    assert verdict.status in (Status.UNKNOWN, Status.ERROR), verdict.detail
    trivially = prove(sp.Gt(X + Y, 0, evaluate=False), [sp.Eq(X**2, 2 * Y**2)], timeout_ms=2000)
    assert trivially.status in (Status.UNKNOWN, Status.ERROR), trivially.detail
    if trivially.status == Status.UNKNOWN:
        assert "integers is undecided" in trivially.detail


def test_the_numeric_check_fails_when_no_sample_is_admissible():
    from chalk.constraints.checks import check_numeric
    from chalk.derivations import Claim

    a = sp.Symbol("a", positive=True)
    verdict = check_numeric(Claim(a > 0, hypotheses=(a > 2, a < 1)))
    assert verdict.status == Status.ERROR and "0/256" in verdict.detail


# --- derivation steps owe their sides' definedness -----------------------------------------------------
def test_a_cancelling_step_is_proved_only_where_its_sides_are_defined():
    from chalk.constraints.checks import check_identity
    from chalk.derivations import Claim, Derivation

    a = sp.Symbol("a", real=True)
    step = Derivation((a**2 - 1) / (a - 1)).eq(a + 1, by="cancel")
    bare = check_identity(Claim(sp.Eq((a**2 - 1) / (a - 1), a + 1), derivation=step))
    assert bare.status == Status.REFUTED and "defined" in bare.detail, bare.detail
    guarded = check_identity(Claim(sp.Eq((a**2 - 1) / (a - 1), a + 1), hypotheses=(a > 1,), derivation=step))
    assert guarded.status == Status.PROVED, guarded.detail


# --- Floats and huge numbers ---------------------------------------------------------------------
def test_floats_are_their_exact_binary_value_however_sympy_builds_them():
    assert_proved(sp.Gt(sp.Float("0.1") * x, x / 10, evaluate=False), [x > 0])
    assert_proved(sp.Lt(sp.Float("0.1") * x, x / 10, evaluate=False), [x < 0])
    assert_refuted(sp.Eq(sp.Float("0.1") * x, x / 10, evaluate=False), [x > 0])
    assert_proved(sp.Eq(sp.Float("0.5") * x, x / 2, evaluate=False))
    # sympy's own constructor rounds 1/10 to the Float's 53 bits and decides the relation
    # before chalk sees it (chalk no longer patches sympy): that decides nothing
    for rounded in (sp.Gt(sp.Float("0.1") * x, x / 10), sp.Eq(sp.Float("0.1") * x, x / 10)):
        verdict = prove(rounded, [x > 0])
        assert rounded in (sp.true, sp.false) and verdict.status == Status.UNKNOWN and "as built" in verdict.detail


def test_a_rational_beyond_pythons_digit_limit_gets_a_verdict():
    huge = sp.Rational(10**5000 + 1, 10**5000)
    verdict = prove(x > huge, [x > 2])
    assert verdict.status in (Status.UNKNOWN, Status.PROVED) and verdict.status != Status.ERROR
    assert prove(sp.Integer(7) ** 6000 > x, [x < 0]).status in (Status.UNKNOWN, Status.PROVED)


# --- the same statements through a user's claims file ----------------------------------------------
USER_CLAIMS = '''"""Definedness probes: x and y range over all reals as differences of positive quantities."""

import sympy as sp
from sympy import And, Eq, Ge, Implies, Ne

from chalk import Claim, claim, quantity

a = quantity("probe_a", "1", "a positive number")
b = quantity("probe_b", "1", "a positive number")
c = quantity("probe_c", "1", "a positive number")
d = quantity("probe_d", "1", "a positive number")
x, y = a - b, c - d
fpos = sp.Function("f", positive=True)
f = sp.Function("f")
X = quantity("probe_X", "1", "a positive integer", integer=True)
Y = quantity("probe_Y", "1", "a positive integer", integer=True)


@claim(source="issue 24")
def cancelled_fraction():
    """(x^2-1)/(x-1) = x+1 beside x != 1."""
    return Claim(And(Ne(x, 1), Eq((x**2 - 1) / (x - 1), x + 1)))


@claim(source="issue 24")
def product_of_roots():
    """sqrt(x) sqrt(y) >= 0."""
    return Claim(Ge(sp.sqrt(x) * sp.sqrt(y), 0))


@claim(source="issue 24")
def roots_of_opposites():
    """sqrt(x) sqrt(-x) = 0."""
    return Claim(Eq(sp.sqrt(x) * sp.sqrt(-x), 0))


@claim(source="issue 24")
def cube_root_of_cube():
    """(x^3)^(1/3) = x."""
    return Claim(Eq((x**3) ** sp.Rational(1, 3), x))


@claim(source="issue 24")
def two_functions_named_f():
    """A positive f equals a real f."""
    return Claim(Eq(fpos(a), f(a)))


@claim(source="issue 24")
def no_integer_square_root_of_two():
    """X > Y where X^2 = 2 Y^2 (no such integers)."""
    return Claim(X > Y, hypotheses=(Eq(X**2, 2 * Y**2),))


@claim(source="issue 24")
def positive_function_bound():
    """f >= f^2/(f+1) for a positive f."""
    return Claim(Ge(fpos(a), fpos(a) ** 2 / (fpos(a) + 1)))


@claim(source="issue 24")
def guarded_fraction():
    """Where x > 1, (x^2-1)/(x-1) = x+1."""
    return Claim(Implies(x > 1, Eq((x**2 - 1) / (x - 1), x + 1)))
'''

NOT_PROVED = [
    "cancelled_fraction",
    "product_of_roots",
    "roots_of_opposites",
    "cube_root_of_cube",
    "two_functions_named_f",
    "no_integer_square_root_of_two",
]


def test_a_user_claims_file_gets_the_same_verdicts(tmp_path, monkeypatch, capsys):
    from chalk.cli import main

    path = tmp_path / "probes" / "claims.py"
    path.parent.mkdir()
    path.write_text(USER_CLAIMS)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", list(__import__("sys").path))
    code = main(["verify", "--claims", str(path), "--json", "--no-cache"])
    report = json.loads(capsys.readouterr().out)
    proofs = {c["id"].split(".")[-1]: c["checks"]["proof"] for c in report["claims"]}
    met = {c["id"].split(".")[-1]: c["met"] for c in report["claims"]}
    assert code == 1
    for name in NOT_PROVED:
        assert proofs[name]["status"] in ("refuted", "unknown", "error"), (name, proofs[name])
        assert not met[name], name
    for name in ("cancelled_fraction", "product_of_roots", "roots_of_opposites", "cube_root_of_cube"):
        assert proofs[name]["status"] == "refuted", (name, proofs[name])
    assert proofs["positive_function_bound"]["status"] == "proved", proofs["positive_function_bound"]
    assert proofs["guarded_fraction"]["status"] == "proved", proofs["guarded_fraction"]


# --- the oracle's crash classes: prove() returns a verdict, never raises -----------------------
q = sp.Symbol("q", nonnegative=True)
p = sp.Symbol("p", positive=True)
k = sp.Symbol("k", positive=True, integer=True)
z = sp.Symbol("z", real=True, nonzero=True)
OUT_OF_TIME = [
    (sp.Ne(sp.floor(sp.sqrt(q)), (q - k) ** sp.Rational(1, 3)), [sp.Ne(q, sp.ceiling(p)), sp.ceiling(p) < 1 / (2 * p)]),
    (
        sp.Not((p ** sp.Rational(1, 6) >= 2) & (sp.floor(-q) <= 0)),
        [3 * k > sp.Piecewise((sp.Rational(1, 2), sp.Ne(y, -2)))],
    ),
    (
        sp.Equivalent(
            sp.Ne(1, sp.Abs(n)) & (sp.Max(p, sp.floor(z)) < 1), sp.Eq(sp.sqrt(q) - x - 3, p ** sp.Rational(1, 6))
        ),
        [sp.Eq(f(2), y ** sp.Rational(1, 3))],
    ),
    (sp.And(sp.Eq(0, sp.Function("r", real=True)(k)), sp.Max(1, z) < 1), []),
]


@pytest.mark.parametrize("timeout_ms", [1, 20, 300])
@pytest.mark.parametrize(("statement", "hyps"), OUT_OF_TIME, ids=str)
def test_a_short_budget_or_an_odd_model_ends_in_a_verdict_not_an_exception(statement, hyps, timeout_ms):
    verdict = prove(statement, hyps, timeout_ms=timeout_ms)
    assert verdict.status in (Status.UNKNOWN, Status.REFUTED, Status.ERROR, Status.PROVED)
    assert "internal error" not in verdict.detail


def test_an_undefined_piecewise_in_a_hypothesis_is_named():
    verdict = prove(x > 0, [3 * k > sp.Piecewise((sp.Rational(1, 2), sp.Ne(y, -2)))])
    assert verdict.status == Status.ERROR and "no condition holds" in verdict.detail
