"""A corpus of adversarial statements: no false "proved", no false "refuted".

The ground truth is found here, independently of z3: every statement is evaluated by
sympy (exact arithmetic, Floats at their exact binary value) on a grid of small
rationals, integers and special values allowed by each symbol's assumptions, plus the
entry's own witness points. A point where every hypothesis is True and the statement is
False or undefined (strong Kleene logic, as constraints/z3_printer.py) is a counterexample,
so the prover must not say proved; a refutation's countermodel is substituted here and
must be admissible and make the statement False or undefined; hypotheses that sympy's solvers
show have no (integer) solution must end in an error or unknown, never proved or refuted.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field

import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.constraints.z3_values import shown_names
from tests.kleene import not_true as _not_true
from tests.kleene import sympy_truth as _truth

TIMEOUT_MS = 2000

x, y = sp.symbols("x y", real=True)
u, v = sp.symbols("u v", positive=True)
w = sp.Symbol("w", nonnegative=True)
n, j = sp.symbols("n j", integer=True)
k = sp.Symbol("k", integer=True, positive=True)
xp = sp.Symbol("x", positive=True)  # same name as x, another symbol
xi = sp.Symbol("x", integer=True)
xd = sp.Dummy("x", positive=True)
z = sp.Symbol("z")  # not known to be real
c = sp.Symbol("c", complex=True)
t = sp.Symbol("t", extended_real=True)
q = sp.Symbol("q", prime=True)
o = sp.Symbol("o", odd=True)
e2 = sp.Symbol("e2", even=True)
ir = sp.Symbol("ir", irrational=True)
cm = sp.Symbol("cm", composite=True)
P, m = sp.symbols("P m", integer=True)
F = sp.Float

POOL = [sp.Integer(v) for v in (-2, -1, 0, 1, 2, 3, 5)] + [sp.Rational(-1, 2), sp.Rational(1, 2), sp.Rational(3, 4)]
SPECIAL = [sp.sqrt(2), sp.sqrt(3), sp.I, 1 + sp.I, sp.oo, -sp.oo]


@dataclass(frozen=True)
class Entry:
    """One adversarial statement; ``witnesses`` add candidate points to the grid and
    ``vacuous`` names the symbol whose hypotheses sympy must show unsatisfiable."""

    family: str
    statement: sp.Basic
    hypotheses: tuple = ()
    witnesses: tuple = field(default=())
    vacuous: sp.Symbol | None = None


def _allowed(s: sp.Symbol, value: sp.Basic) -> bool:
    return all(getattr(value, f"is_{key}", None) == wanted for key, wanted in s.assumptions0.items())


def _admissible(entry: Entry, point: dict) -> bool:
    return all(_allowed(s, val) for s, val in point.items()) and all(_truth(h, point) is True for h in entry.hypotheses)


def _symbols(entry: Entry) -> list[sp.Symbol]:
    found = set(entry.statement.free_symbols).union(*(h.free_symbols for h in entry.hypotheses))
    return sorted(found, key=lambda s: (s.name, str(sorted(s.assumptions0.items())), getattr(s, "dummy_index", 0)))


def counterexample(entry: Entry) -> dict | None:
    """A point (sympy, exact) where the hypotheses hold and the statement is False or undefined."""
    symbols = _symbols(entry)
    choices = [[val for val in POOL + SPECIAL if _allowed(s, val)] for s in symbols]
    grid = list(itertools.product(*choices))
    if len(grid) > 200:  # keep the run fast: a deterministic spread over the grid
        grid = grid[:: len(grid) // 200 + 1]
    points = [dict(zip(symbols, values, strict=True)) for values in grid]
    points = [{s: sp.sympify(wv[s.name]) for s in symbols if s.name in wv} for wv in entry.witnesses] + points
    for point in points:
        if len(point) == len(symbols) and _admissible(entry, point) and _not_true(entry.statement, point):
            return point
    return None


def has_no_solution(entry: Entry) -> bool:
    """sympy's own answer: the hypotheses' solution set (over the symbol's domain) is empty.
    Equations are solved first, the rest intersected with solveset."""
    s = entry.vacuous
    hyps = list(entry.hypotheses)
    equations = [h for h in hyps if isinstance(h, sp.Eq)]
    others = [sym for sym in _symbols(entry) if sym != s]
    if equations and others:
        solutions = sp.solve(equations, others, dict=True)
        if not solutions:
            return True
        hyps = [h.xreplace(solutions[0]) for h in hyps if h not in equations] + [
            sp.Eq(sp.Integer(0), sp.Integer(0)) if val.is_integer is not False else sp.false
            for sym, val in solutions[0].items()
            if sym.is_integer
        ]
        if any(h == sp.false for h in hyps):
            return True
    domain = sp.S.Integers if s.is_integer else sp.S.Reals
    solution = domain
    for h in hyps:
        if h in (sp.true, sp.false):
            solution = solution if h == sp.true else sp.S.EmptySet
            continue
        solution = solution.intersect(sp.solveset(h, s, domain=domain))
    return solution == sp.S.EmptySet


def _guards() -> list[Entry]:
    """Partial terms with the condition that makes them defined."""
    dangerous = [
        (1 / x, x > 0, "0"),
        (1 / (x - 1), x > 1, "1"),
        (sp.sqrt(x), x >= 0, "-1"),
        (x ** sp.Rational(-1, 2), x > 0, "0"),
        (1 / (x**2 - 4), x > 2, "2"),
        (sp.sqrt(1 - x), x < 1, "2"),
        (1 / (x * y), sp.And(x > 0, y > 0), "0"),
        (sp.sqrt(x * y), sp.And(x >= 0, y >= 0), "-1"),
    ]
    out = []
    for d, cond, at in dangerous:
        wit = ({"x": at, "y": "1"},)
        out += [
            Entry("piecewise", sp.Piecewise((d, cond), (-1, True)) >= 0, witnesses=wit),
            Entry("piecewise", sp.Piecewise((d, cond), (0, True)) >= 0, witnesses=wit),
            Entry("piecewise", sp.Piecewise((d, cond), (1, True)) > 0, witnesses=wit),
            Entry("piecewise", sp.Piecewise((-1, sp.Not(cond)), (d, True)) >= 0, witnesses=wit),
            Entry("or", sp.Or(cond, sp.Eq(d, 7)), witnesses=wit),
            Entry("or", sp.Or(sp.Not(cond), d >= 0), witnesses=wit),
            Entry("and", sp.And(cond, d >= 0), witnesses=wit),
            Entry("implies", sp.Implies(cond, d >= 0), witnesses=wit),
            Entry("max", sp.Max(sp.Piecewise((d, cond), (-1, True)), -2) >= 0, witnesses=wit),
            Entry("min", sp.Min(sp.Piecewise((d, cond), (0, True)), 5) >= 0, witnesses=wit),
        ]
    return out


def _connectives() -> list[Entry]:
    return [
        Entry("or", sp.Or(x > 0, x < 0, sp.Eq(1 / x, 2))),
        Entry("or", sp.Or(x > 1, x < 1, sp.Eq(1 / (x - 1), 0))),
        Entry("or", sp.Or(sp.Ne(x, 0), sp.Eq(1 / x, 1))),
        Entry("or", sp.Or(x <= 0, 1 / x > 0)),
        Entry("or", sp.Or(x < 1, sp.sqrt(x - 1) >= 0)),
        Entry("or", sp.Or(x > 0, sp.Not(1 / x > 2)), witnesses=({"x": "0"}, {"x": "-1"})),
        Entry("or", sp.Or(sp.And(x > 0, 1 / x > 1), x >= 1, x <= 0)),
        Entry("or", sp.Or(sp.And(x > 0, 1 / x > 2), x >= 1, x <= 0), witnesses=({"x": "3/4"},)),
        Entry("or", sp.Or(y > 0, sp.Eq(x / y, 1)), witnesses=({"x": "0", "y": "0"},)),
        Entry("and", sp.And(x > 0, 1 / x > 0)),
        Entry("and", sp.And(w >= 0, 1 / w >= 0)),
        Entry("and", sp.And(u > 0, 1 / u > 0)),
        Entry("and", sp.And(x**2 >= 0, sp.Or(x > 0, x < 0))),
        Entry("implies", sp.Implies(x > 0, 1 / x > 0)),
        Entry("implies", sp.Implies(x > -1, 1 / x > 0)),
        Entry("implies", sp.Implies(x >= 0, sp.sqrt(x) >= 0)),
        Entry("implies", sp.Implies(1 / x > 0, x > 0)),
        Entry("implies", sp.Implies(sp.Eq(x, 0), sp.Eq(1 / x, 3))),
        Entry("not", sp.Not(sp.And(x > 0, 1 / x < 0))),
        Entry("not", sp.Not(sp.Or(x > 0, sp.Eq(1 / x, 1)))),
        Entry("equivalent", sp.Equivalent(x > 0, 1 / x > 0)),
        Entry("equivalent", sp.Equivalent(x > 1, 1 / x < 1), witnesses=({"x": "-1"},)),
        Entry("xor", sp.Xor(x > 0, x < 0)),
        Entry("xor", sp.Xor(x > 0, 1 / x > 0)),
        Entry("max", sp.Max(x, 1 / x) >= 1),
        Entry("max", sp.Max(u, 1 / u) >= 1),
        Entry("min", sp.Min(u, 1 / u) <= 1),
        Entry("min", sp.Min(sp.sqrt(u), u) <= 1),
        Entry("max", sp.Max(sp.Piecewise((1 / x, x > 0), (0, True)), x) >= 0),
        Entry("nested", sp.Piecewise((sp.Piecewise((1 / x, x > 1), (2, True)), x > 0), (-1, True)) > 0),
        Entry("nested", sp.Piecewise((sp.Piecewise((1 / x, x > 1), (2, True)), x > 0), (1, True)) > 0),
        Entry("nested", sp.Or(sp.Piecewise((1 / x, x > 0), (-1, True)) > 0, sp.Eq(x, 0))),
        Entry("nested", sp.Or(sp.Piecewise((1 / x, x > 0), (-1, True)) > 0, x < 0)),
        Entry("nested", sp.Max(sp.Piecewise((1 / x, x > 0), (-1, True)), sp.Min(x, -3)) >= 0),
        Entry("nested", sp.Implies(sp.Or(x > 0, x < 0), sp.Max(1 / x, -1 / x) > 0)),
        Entry("nested", sp.Implies(sp.Or(x >= 0, x < 0), sp.Max(1 / x, -1 / x) > 0)),
    ]


def _integers() -> list[Entry]:
    return [
        Entry("integer", n**2 >= n),
        Entry("integer", x**2 >= x),
        Entry("integer", sp.Implies(n > 0, n >= 1)),
        Entry("integer", sp.Implies(x > 0, x >= 1)),
        Entry("integer", sp.Implies(sp.And(n > 0, n < 1), x > 5)),
        Entry("integer", n * x >= x, (x > 0,)),
        Entry("integer", k * x >= x, (x > 0,)),
        Entry("integer", sp.Ne(2 * n, 1)),
        Entry("integer", sp.Ne(2 * x, 1)),
        Entry("integer", sp.Ne(2 * k, 3)),
        Entry("integer", sp.floor(x) >= x - 1),
        Entry("integer", sp.Eq(sp.floor(x), x)),
        Entry("integer", sp.Eq(sp.floor(n), n)),
        Entry("integer", sp.ceiling(k / 2) * 2 >= k),
        Entry("integer", sp.ceiling(k / 2) * 2 <= k),
        Entry("integer", n * j >= 0, (n > 0, j > 0)),
        Entry("integer", n * j >= n, (n > 0, j > 0)),
        Entry("integer", n * j >= n, (n > 0, j > -1)),
        Entry("integer", sp.Or(n >= 1, n <= 0)),
        Entry("integer", sp.Or(x >= 1, x <= 0)),
        Entry("integer", n + x > n, (x > 0,)),
        Entry("integer", sp.Piecewise((1 / n, n > 0), (0, True)) <= 1),
        Entry("integer", sp.Piecewise((1 / n, n >= 0), (0, True)) <= 1),
        Entry("integer", sp.And(P > 1, P < 2), (sp.Eq(P * m, 3), sp.Eq(m, 2))),
        Entry("assumption", q > 2),
        Entry("assumption", q >= 2),
        Entry("assumption", q**2 >= 4),
        Entry("assumption", o**2 >= 1),
        Entry("assumption", sp.Ne(o, 0)),
        Entry("assumption", sp.Ne(e2, 1)),
        Entry("assumption", sp.Ne(e2, 2)),
        Entry("assumption", cm > 3),
        Entry("assumption", cm > 4),
        Entry("assumption", sp.Ne(ir**2, 4)),
        Entry("assumption", sp.Ne(ir**2, 3)),
        Entry("assumption", ir > 1, witnesses=({"ir": "sqrt(2)/2"},)),
    ]


def _floats() -> list[Entry]:
    tiny, huge = F("1e-400", 30), F("1e400", 30)
    return [
        Entry("float", tiny * x <= 0, (x > 0,), ({"x": "1"},)),
        Entry("float", tiny * x > 0, (x > 0,)),
        Entry("float", tiny * u < u / 10**399),
        Entry("float", tiny * u > u / 10**401),
        Entry("float", huge * u >= u),
        Entry("float", huge * u > u * 10**399),
        Entry("float", huge * u < u * 10**399),
        Entry("float", F("1.8e308") * u > u),
        Entry("float", F("1.7976931348623157e308") * u >= u * 10**308),
        Entry("float", F("2.2250738585072014e-308") * u > 0),
        Entry("float", F("5e-324") * u > 0),
        Entry("float", F("5e-324") * u < u),
        Entry("float", F("1e-320") * u < u / 10**319),
        Entry("float", sp.Eq(F("0.1") * u + F("0.2") * u, F("0.3") * u)),
        Entry("float", F("0.1") * u + F("0.2") * u > F("0.3") * u),
        Entry("float", sp.Eq(F("0.1") * u, u / 10)),
        Entry("float", F("0.1") * u > u / 10),
        Entry("float", sp.Eq(F("0.5") * u, u / 2)),
        Entry("float", F("0.3") * u >= u * v, (v < sp.Rational(3, 10),)),
        Entry("float", F("0.3") * u >= u * v, (v <= F("0.3"),)),
        Entry("float", F("1e-400", 30) * x + 1 > 1, (x > 0,)),
        Entry("float", F("1.0000000000000000000001", 30) * u > u),
        Entry("float", sp.Eq(F("1.0000000000000000000001", 30) * u, u)),
    ]


def _names() -> list[Entry]:
    root = sp.Symbol("__root1", real=True)
    bang = sp.Symbol("root!1", real=True)
    return [
        Entry("same-name", x + xp > xp),
        Entry("same-name", xp - x >= 0),
        Entry("same-name", sp.Eq(x, xp)),
        Entry("same-name", x**2 + xp > 0),
        Entry("same-name", sp.Eq(x, xi)),
        Entry("same-name", xi**2 >= xi),
        Entry("same-name", x**2 >= x, (sp.Eq(xi, x),)),
        Entry("same-name", xd + x > x, (x > 0,)),
        Entry("same-name", xd + x > xd),
        Entry("same-name", sp.Eq(root, sp.sqrt(u))),
        Entry("same-name", root >= 0, (sp.Eq(root**2, u),)),
        Entry("same-name", sp.Eq(bang, sp.sqrt(u))),
        Entry("same-name", sp.Eq(sp.Symbol("x_1", real=True), x + xp)),
    ]


def _vacuous() -> list[Entry]:
    return [
        Entry("vacuous", sp.true, (x > 1, x < 0), vacuous=x),
        Entry("vacuous", x > 5, (x > 1, x < 0), vacuous=x),
        Entry("vacuous", x < 0, (x > 1, x < 0), vacuous=x),
        Entry("vacuous", u > 5, (u < 0,), vacuous=u),
        Entry("vacuous", sp.true, (sp.Eq(x**2, -1),), vacuous=x),
        Entry("vacuous", x > 0, (sp.Eq(x**2 + 1, 0),), vacuous=x),
        Entry("vacuous", sp.And(P > 1, P < 2), (sp.Eq(P * m, 3), sp.Eq(m, 2)), vacuous=P),
        Entry("vacuous", P > 10, (sp.Eq(P * m, 3), sp.Eq(m, 2)), vacuous=P),
        Entry("vacuous", sp.true, (n > 1, n < 2), vacuous=n),
        Entry("vacuous", n < 0, (2 * n > 1, 2 * n < 2), vacuous=n),
        Entry("vacuous", sp.true, (sp.Eq(2 * n, 1),), vacuous=n),
        Entry("vacuous", k > 100, (sp.Eq(3 * k, 7),), vacuous=k),
    ]


def _non_real() -> list[Entry]:
    return [
        Entry("non-real", z**2 >= 0),
        Entry("non-real", sp.Ne(z**2, -1)),
        Entry("non-real", sp.Ne(z**2 + 1, 0)),
        Entry("non-real", sp.Ne(c**2, -4)),
        Entry("non-real", sp.Implies(sp.Eq(z**2, -1), sp.false)),
        Entry("non-real", t + 1 > t, witnesses=({"t": "oo"},)),
        Entry("non-real", sp.Ne(t, t + 1), witnesses=({"t": "oo"},)),
        Entry("non-real", sp.Eq(z * (z + 1), z**2 + z)),
    ]


def _powers() -> list[Entry]:
    return [
        Entry("power", x**20000 >= x),
        Entry("power", x**20001 >= x),
        Entry("power", u**200 >= u),
        Entry("power", u**200 * u**-199 >= 0),
        Entry("power", (x - 1) ** 2000 > 0),
        Entry("power", x ** sp.Rational(1, 1000) >= 0, (x >= 0,)),
        Entry("power", (u + 1) ** 64 >= 1),
        Entry("power", (u + 1) ** 64 >= u**64 + 1),
        Entry("power", u**64 >= u, witnesses=({"u": "1/2"},)),
        Entry("power", u**-64 <= 1),
    ]


def _plain() -> list[Entry]:
    """Ordinary true and false statements, so the corpus also sees proofs."""
    return [
        Entry("plain", (u + v) ** 2 >= 4 * u * v),
        Entry("plain", (u + v) / 2 >= sp.sqrt(u * v)),
        Entry("plain", (x + y) ** 2 >= 4 * x * y),
        Entry("plain", (x - y) ** 2 >= 0),
        Entry("plain", x**2 >= x),
        Entry("plain", sp.Abs(x) >= x),
        Entry("plain", sp.Abs(x) <= x),
        Entry("plain", u / (u + v) < 1),
        Entry("plain", x / (x**2 + 1) <= sp.Rational(1, 2)),
        Entry("plain", x / (x**2 + 1) < sp.Rational(1, 2)),
        Entry("plain", sp.Max(x, y) >= (x + y) / 2),
        Entry("plain", sp.Min(x, y) >= (x + y) / 2),
        Entry("plain", u ** sp.Rational(1, 3) <= u),
        Entry("plain", w ** sp.Rational(3, 2) >= 0),
        Entry("plain", 1 / u + 1 / v >= 4 / (u + v)),
        Entry("plain", x * y <= (x**2 + y**2) / 2),
    ]


def _spine() -> list[Entry]:
    """Issue 24: a guard on the statement's spine (a top-level relation, a conjunct, a side
    of an Equivalent, a negation) is an obligation, never a premise."""
    return [
        Entry("spine", sp.And(sp.Ne(x, 1), sp.Eq((x**2 - 1) / (x - 1), x + 1))),
        Entry("spine", sp.sqrt(x) * sp.sqrt(y) >= 0),
        Entry("spine", sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0)),
        Entry("spine", sp.Eq((x**3) ** sp.Rational(1, 3), x)),
        Entry("spine", sp.sqrt(y) >= sp.sqrt(y) - 1),
        Entry("spine", sp.Not(sp.And(sp.Eq(sp.sqrt(x), -1), x > 0))),
        Entry("spine", sp.Equivalent(x >= 0, sp.sqrt(x) >= 0)),
        Entry("spine", sp.Implies((x - 1) ** sp.Rational(1, 3) < 0, (x - 1) ** sp.Rational(1, 3) < 1)),
        Entry("spine", sp.Ne(n ** sp.Rational(1, 3), sp.Rational(1, 2))),
        Entry("spine", sp.Eq((x**2 - 1) / (x - 1), x + 1), (x > 1,)),
        Entry("spine", x > 1, (x > 0, 1 / x < 1)),
        Entry("spine", (u - v) ** -2 > 0, (sp.Ne(u, v),)),
        Entry("spine", (u - v) ** -2 > 0),
    ]


CORPUS = (
    _spine()
    + _guards()
    + _connectives()
    + _integers()
    + _floats()
    + _names()
    + _vacuous()
    + _non_real()
    + _powers()
    + _plain()
)


@dataclass(frozen=True)
class Outcome:
    entry: Entry
    status: Status
    detail: str
    countermodel: dict
    seconds: float
    ground_counterexample: dict | None


_OUTCOMES: dict[int, Outcome] = {}


def outcome(i: int) -> Outcome:
    if i not in _OUTCOMES:
        entry = CORPUS[i]
        start = time.perf_counter()
        verdict = prove(entry.statement, entry.hypotheses, timeout_ms=TIMEOUT_MS)
        seconds = time.perf_counter() - start
        found = None if entry.vacuous is not None else counterexample(entry)
        _OUTCOMES[i] = Outcome(entry, verdict.status, verdict.detail, dict(verdict.countermodel), seconds, found)
    return _OUTCOMES[i]


def _point_of(entry: Entry, countermodel: dict) -> dict:
    names = shown_names(_symbols(entry))
    return {s: sp.Rational(countermodel[name].split(" ")[0]) for s, name in names.items()}


@pytest.mark.parametrize("i", range(len(CORPUS)), ids=[f"{e.family}-{i}" for i, e in enumerate(CORPUS)])
def test_no_false_proof_and_no_false_refutation(i):
    o = outcome(i)
    entry = o.entry
    assert o.seconds < TIMEOUT_MS / 1000 + 1.0, f"prove took {o.seconds:.2f} s against a {TIMEOUT_MS} ms budget"
    if entry.vacuous is not None:
        assert has_no_solution(entry), "the corpus entry is not vacuous after all"
        assert o.status in (Status.ERROR, Status.UNKNOWN), (o.status, o.detail)
        return
    if o.ground_counterexample is not None:
        assert o.status != Status.PROVED, f"proved, but sympy falsifies it at {o.ground_counterexample}"
    if o.status == Status.REFUTED:
        point = _point_of(entry, o.countermodel)
        assert _admissible(entry, point), f"countermodel {point} violates an assumption or hypothesis"
        assert _not_true(entry.statement, point), f"countermodel {point} neither falsifies nor is undefined"


def test_the_corpus_is_large_and_adversarial():
    outcomes = [outcome(i) for i in range(len(CORPUS))]
    families = {e.family for e in CORPUS}
    assert len(CORPUS) >= 150
    assert {"piecewise", "or", "and", "max", "min", "nested", "integer", "float", "same-name"} <= families
    assert {"vacuous", "non-real", "power", "assumption", "spine"} <= families
    falsified = [o for o in outcomes if o.ground_counterexample is not None]
    proved = [o for o in outcomes if o.status == Status.PROVED]
    refuted = [o for o in outcomes if o.status == Status.REFUTED]
    # enough of each kind that the assertions above have something to bite on
    assert len(falsified) >= 60 and len(proved) >= 40 and len(refuted) >= 40, (
        len(falsified),
        len(proved),
        len(refuted),
    )


def test_the_reported_false_proofs_are_no_longer_proved():
    """Issue 12's reproductions: each statement is false at a point sympy confirms here."""
    xr, xn_, xpos = sp.Symbol("x", real=True), sp.Symbol("xn", nonnegative=True), sp.Symbol("x", positive=True)
    cases = [
        (sp.Piecewise((1 / xn_, xn_ > 0), (-1, True)) >= 0, (), {xn_: 0}),
        (sp.Or(xr > 0, xr < 0, sp.Eq(1 / xr, 2)), (), {xr: 0}),
        (xr + xpos > xpos, (), {xr: -1, xpos: 1}),
        (sp.Eq(sp.Symbol("__root1", real=True), sp.sqrt(u)), (), {sp.Symbol("__root1", real=True): 2, u: 1}),
        (sp.Symbol("z") ** 2 >= 0, (), {sp.Symbol("z"): sp.I}),
        (F("1e-400", 30) * xr <= 0, (xr > 0,), {xr: 1}),
    ]
    for statement, hyps, at in cases:
        entry, point = Entry("issue", statement, hyps), {k: sp.sympify(val) for k, val in at.items()}
        assert _admissible(entry, point) and _truth(statement, point) is False, statement
        assert prove(statement, hyps, timeout_ms=TIMEOUT_MS).status != Status.PROVED, statement
    vacuous = [(sp.And(P > 1, P < 2), (sp.Eq(P * m, 3), sp.Eq(m, 2))), (sp.true, (x > 1, x < 0))]
    for statement, hyps in vacuous:
        assert prove(statement, hyps, timeout_ms=TIMEOUT_MS).status == Status.ERROR, statement
