"""An oracle for chalk's definedness contract (/work/notes/semantics.md), independent of the prover.

It shares no code with ``chalk.constraints``: a statement is judged by walking its sympy tree
at an exact point (rationals, and the real algebraic numbers that roots of rationals give),
under the contract's three-valued logic. A term is undefined where some evaluated subterm is
not a finite real number: a division by zero, an even or odd root of a negative number
(sympy's principal root is complex), a negative power of zero, a Piecewise whose conditions
select nothing, or a non-real constant. Formulas are TRUE, FALSE or UNDEFINED (Kleene's
strong logic). Undefined functions take their values from a finite table that respects the
function's assumptions, as symbols take theirs from the point.

Values stay exact: ``Fraction`` while rational, a sympy algebraic number once a root is
irrational; the zero test of an irrational value is exact (minimal polynomial), its sign
then comes from a high-precision evaluation of a number known to be non-zero.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

import sympy as sp
from sympy.core.function import AppliedUndef
from sympy.core.relational import Relational


class Truth(Enum):
    """A formula's value under Kleene's strong three-valued logic."""

    TRUE = "true"
    FALSE = "false"
    UNDEFINED = "undefined"


class OracleUnsupported(Exception):
    """A construct the contract does not define (e.g. a transcendental function): no judgement."""


class _Undefined(Exception):
    """Raised inside term evaluation; carries why the term has no real value at the point."""


Value = Fraction | sp.Expr  # a rational, or a real algebraic number sympy holds exactly

#: assumptions a value is checked against (a symbol's or a function's), as sympy states them
ASSUMPTION_KEYS = (
    "real",
    "positive",
    "negative",
    "nonnegative",
    "nonpositive",
    "zero",
    "nonzero",
    "integer",
    "even",
    "odd",
)


def satisfies(declared: sp.Basic, value: Fraction) -> bool:
    """Whether ``value`` carries every assumption sympy states for ``declared`` (a symbol or
    an applied function); a function with none is real-valued, as the contract says."""
    number = sp.Rational(value.numerator, value.denominator)
    for key in ASSUMPTION_KEYS:
        wanted = getattr(declared, f"is_{key}", None)
        if wanted is not None and getattr(number, f"is_{key}") != wanted:
            return False
    return True


# ---------------------------------------------------------------------------------------------
# exact real arithmetic on Fraction | algebraic sympy numbers


def _sympy(v: Value) -> sp.Expr:
    return sp.Rational(v.numerator, v.denominator) if isinstance(v, Fraction) else v


def _normal(v: sp.Expr) -> Value:
    """A sympy number back to Fraction when it is rational."""
    if isinstance(v, sp.Rational):
        return Fraction(int(v.p), int(v.q))
    if v.has(sp.I, sp.zoo, sp.nan, sp.oo, -sp.oo):  # cannot come from real roots; kept as a guard
        raise _Undefined(f"{v} is not a finite real number")
    return v


def sign(v: Value) -> int:
    """-1, 0 or 1, exactly."""
    if isinstance(v, Fraction):
        return (v > 0) - (v < 0)
    approx = v.evalf(40)
    if approx.is_Number and abs(approx) > sp.Float("1e-25"):
        return 1 if approx > 0 else -1
    if sp.minimal_polynomial(v, sp.Dummy("t")).is_Symbol:  # the minimal polynomial of 0 is t
        return 0
    approx = v.evalf(400)
    if not approx.is_Number or approx == 0:
        raise OracleUnsupported(f"cannot decide the sign of {v}")
    return 1 if approx > 0 else -1


def _add(a: Value, b: Value) -> Value:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a + b
    return _normal(sp.expand(_sympy(a) + _sympy(b)))


def _mul(a: Value, b: Value) -> Value:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a * b
    return _normal(sp.expand(_sympy(a) * _sympy(b)))


def _sub(a: Value, b: Value) -> Value:
    return _add(a, _mul(Fraction(-1), b))


def _exact_root(r: Fraction, q: int) -> Fraction | None:
    num, exact_num = sp.integer_nthroot(r.numerator, q)
    den, exact_den = sp.integer_nthroot(r.denominator, q)
    return Fraction(num, den) if exact_num and exact_den else None


def power(base: Value, exponent: Fraction) -> Value:
    """base**exponent under the contract: a negative power of 0 and any root of a negative
    number are undefined; a root of a non-negative number is its non-negative real root."""
    p, q = exponent.numerator, exponent.denominator
    s = sign(base)
    if p < 0 and s == 0:
        raise _Undefined("a negative power of zero (division by zero)")
    if q > 1 and s < 0:
        raise _Undefined(f"a root (exponent {exponent}) of a negative number")
    if isinstance(base, Fraction):
        if q == 1:
            return base**p
        root = _exact_root(base, q)
        if root is not None:
            return root**p
    return _normal(sp.Pow(_sympy(base), sp.Rational(p, q)))


def _floor(v: Value) -> Fraction:
    if isinstance(v, Fraction):
        return Fraction(math.floor(v))
    guess = int(sp.floor(v.evalf(40)))
    for candidate in (guess + 1, guess, guess - 1):
        if sign(_sub(v, Fraction(candidate))) >= 0:
            return Fraction(candidate)
    raise OracleUnsupported(f"cannot decide floor({v})")


def _same(a: Value, b: Value) -> bool:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a == b
    return sign(_sub(a, b)) == 0


# ---------------------------------------------------------------------------------------------
# function tables


@dataclass
class FunctionTable:
    """A finite interpretation of one undefined function: explicit entries, then a default;
    ``chooser`` (when set) picks a fresh value for arguments not yet in the table, so a
    random table is built only where the evaluation looks. ``used`` records every value read."""

    entries: list[tuple[tuple[Value, ...], Value]] = field(default_factory=list)
    default: Value | None = None
    chooser: Callable[[], Fraction] | None = None
    used: list[Value] = field(default_factory=list)

    def __call__(self, args: tuple[Value, ...]) -> Value:
        for key, value in self.entries:
            if len(key) == len(args) and all(_same(a, b) for a, b in zip(key, args, strict=True)):
                self.used.append(value)
                return value
        if self.chooser is not None:
            value = self.chooser()
            self.entries.append((args, value))
        elif self.default is not None:
            value = self.default
        else:
            raise OracleUnsupported("the function table has no value for these arguments")
        self.used.append(value)
        return value


FUNCTION_POOL = [Fraction(v) for v in (-2, -1, 0, 1, 2, 3)] + [Fraction(1, 2), Fraction(-1, 2), Fraction(1, 3)]


def random_tables(functions: Iterable[sp.FunctionClass], rng: random.Random) -> dict:
    """A lazily built random table for each function, each value allowed by its assumptions."""
    tables = {}
    for fn in functions:
        probe = fn(sp.Symbol("oracle_probe", real=True))
        allowed = [v for v in FUNCTION_POOL if satisfies(probe, v)]
        tables[fn] = FunctionTable(chooser=lambda allowed=allowed: rng.choice(allowed))
    return tables


# ---------------------------------------------------------------------------------------------
# evaluation


@dataclass
class Evaluator:
    """Evaluate terms and formulas of one statement at one point with given function tables."""

    point: dict[sp.Symbol, Fraction]
    tables: dict = field(default_factory=dict)

    # terms -----------------------------------------------------------------------------------
    def value(self, e: sp.Basic) -> Value:
        """The exact real value of ``e``; raises _Undefined where it has none."""
        if isinstance(e, sp.Symbol):
            if e not in self.point:
                raise OracleUnsupported(f"no value for symbol {e}")
            return self.point[e]
        if isinstance(e, sp.Rational):
            return Fraction(int(e.p), int(e.q))
        if isinstance(e, sp.Float):
            if not e.is_finite:
                raise _Undefined(f"the Float {e} is not finite")
            exact = sp.Rational(e)  # its binary value, exactly
            return Fraction(int(exact.p), int(exact.q))
        if e in (sp.zoo, sp.nan, sp.oo, -sp.oo):
            raise _Undefined(f"{e} is not a finite real number")
        if e is sp.I:
            raise _Undefined("the imaginary unit is not real")
        if isinstance(e, sp.Add):
            total: Value = Fraction(0)
            for a in e.args:
                total = _add(total, self.value(a))
            return total
        if isinstance(e, sp.Mul):
            product: Value = Fraction(1)
            for a in e.args:
                product = _mul(product, self.value(a))
            return product
        if isinstance(e, sp.Pow):
            if not e.exp.is_Rational:
                raise OracleUnsupported(f"symbolic or irrational exponent in {e}")
            return power(self.value(e.base), Fraction(int(e.exp.p), int(e.exp.q)))
        if isinstance(e, sp.Abs):
            v = self.value(e.args[0])
            return v if sign(v) >= 0 else _mul(Fraction(-1), v)
        if isinstance(e, (sp.Min, sp.Max)):
            values = [self.value(a) for a in e.args]
            best = values[0]
            for v in values[1:]:
                d = sign(_sub(v, best))
                if (d > 0 and isinstance(e, sp.Max)) or (d < 0 and isinstance(e, sp.Min)):
                    best = v
            return best
        if isinstance(e, sp.floor):
            return _floor(self.value(e.args[0]))
        if isinstance(e, sp.ceiling):
            return -_floor(_mul(Fraction(-1), self.value(e.args[0])))
        if isinstance(e, sp.Piecewise):
            return self._piecewise(e)
        if isinstance(e, AppliedUndef):
            args = tuple(self.value(a) for a in e.args)
            table = self.tables.get(type(e))
            if table is None:
                raise OracleUnsupported(f"no table for the function {type(e).__name__}")
            return table(args)
        if isinstance(e, sp.NumberSymbol) or e.is_number:
            if e.is_real is False:
                raise _Undefined(f"{e} is not real")
            raise OracleUnsupported(f"the constant {e} is not covered by the contract")
        raise OracleUnsupported(f"{type(e).__name__} is not covered by the contract")

    def _piecewise(self, e: sp.Piecewise) -> Value:
        for piece_value, condition in e.args:
            truth = self.truth(condition)
            if truth is Truth.UNDEFINED:
                raise _Undefined(f"the Piecewise condition {condition} is undefined")
            if truth is Truth.TRUE:
                return self.value(piece_value)
        raise _Undefined("no Piecewise condition is true")

    def defined_value(self, e: sp.Basic) -> Value | None:
        try:
            return self.value(e)
        except _Undefined:
            return None

    # formulas ------------------------------------------------------------------------------------
    def truth(self, b: sp.Basic) -> Truth:
        if b is sp.true:
            return Truth.TRUE
        if b is sp.false:
            return Truth.FALSE
        if isinstance(b, Relational):
            lhs, rhs = self.defined_value(b.lhs), self.defined_value(b.rhs)
            if lhs is None or rhs is None:
                return Truth.UNDEFINED
            return _truth_of(_relation(b, sign(_sub(lhs, rhs))))
        if isinstance(b, sp.Not):
            return _negate(self.truth(b.args[0]))
        if isinstance(b, sp.And):
            return _conjunction([self.truth(a) for a in b.args])
        if isinstance(b, sp.Or):
            return _disjunction([self.truth(a) for a in b.args])
        if isinstance(b, sp.Implies):
            antecedent, consequent = b.args
            return _disjunction([_negate(self.truth(antecedent)), self.truth(consequent)])
        if isinstance(b, sp.Equivalent):
            values = [self.truth(a) for a in b.args]
            if Truth.UNDEFINED in values:
                return Truth.UNDEFINED
            return Truth.TRUE if len(set(values)) == 1 else Truth.FALSE
        if isinstance(b, sp.Xor):
            values = [self.truth(a) for a in b.args]
            if Truth.UNDEFINED in values:
                return Truth.UNDEFINED
            return _truth_of(values.count(Truth.TRUE) % 2 == 1)
        raise OracleUnsupported(f"{type(b).__name__} is not covered by the contract")


def _relation(r: Relational, difference_sign: int) -> bool:
    checks = {
        sp.Eq: difference_sign == 0,
        sp.Ne: difference_sign != 0,
        sp.Lt: difference_sign < 0,
        sp.Le: difference_sign <= 0,
        sp.Gt: difference_sign > 0,
        sp.Ge: difference_sign >= 0,
    }
    if type(r) not in checks:
        raise OracleUnsupported(f"relation {type(r).__name__}")
    return checks[type(r)]


def _truth_of(flag: bool) -> Truth:
    return Truth.TRUE if flag else Truth.FALSE


def _negate(t: Truth) -> Truth:
    return {Truth.TRUE: Truth.FALSE, Truth.FALSE: Truth.TRUE, Truth.UNDEFINED: Truth.UNDEFINED}[t]


def _conjunction(values: list[Truth]) -> Truth:
    if Truth.FALSE in values:
        return Truth.FALSE
    return Truth.TRUE if all(v is Truth.TRUE for v in values) else Truth.UNDEFINED


def _disjunction(values: list[Truth]) -> Truth:
    if Truth.TRUE in values:
        return Truth.TRUE
    return Truth.FALSE if all(v is Truth.FALSE for v in values) else Truth.UNDEFINED


def truth(formula: sp.Basic, point: dict[sp.Symbol, Fraction], tables: dict | None = None) -> Truth:
    """The contract's value of ``formula`` at ``point`` (function values from ``tables``)."""
    return Evaluator(point, tables or {}).truth(formula)


def symbols_of(*exprs: sp.Basic) -> list[sp.Symbol]:
    found: set[sp.Symbol] = set()
    for e in exprs:
        found |= {s for s in e.free_symbols if isinstance(s, sp.Symbol)}
    return sorted(found, key=lambda s: (s.name, sorted(s.assumptions0.items())))


def functions_of(*exprs: sp.Basic) -> list[sp.FunctionClass]:
    found = {type(a) for e in exprs for a in e.atoms(AppliedUndef)}
    return sorted(found, key=lambda f: (f.__name__, str(getattr(f, "_kwargs", {}))))


@dataclass(frozen=True)
class Judgement:
    """What the hypotheses and the statement are at one point: ``admissible`` when the point
    satisfies the symbols' and functions' assumptions and every hypothesis is TRUE;
    ``undefined_hypothesis`` is the index of the first hypothesis that is UNDEFINED while the
    ones before it are TRUE (a point that refutes the claim as well)."""

    admissible: bool
    statement: Truth | None
    undefined_hypothesis: int | None = None

    @property
    def refutes(self) -> bool:
        """FALSE or UNDEFINED statement at an admissible point, or an undefined hypothesis."""
        if self.undefined_hypothesis is not None:
            return True
        return self.admissible and self.statement in (Truth.FALSE, Truth.UNDEFINED)


def judge(statement: sp.Basic, hypotheses: Iterable[sp.Basic], point: dict, tables: dict) -> Judgement:
    """Judge one point: the symbols' assumptions, the hypotheses in order, then the statement;
    the function values read along the way must satisfy their functions' assumptions."""
    if not all(satisfies(s, v) for s, v in point.items()):
        return Judgement(False, None)
    evaluator = Evaluator(point, tables)
    for i, h in enumerate(hypotheses):
        t = evaluator.truth(h)
        if t is Truth.UNDEFINED:
            return Judgement(_functions_respected(tables), None, i if _functions_respected(tables) else None)
        if t is Truth.FALSE:
            return Judgement(False, None)
    verdict = evaluator.truth(statement)
    return Judgement(_functions_respected(tables), verdict)


def _functions_respected(tables: dict) -> bool:
    probe = sp.Symbol("oracle_probe", real=True)
    for fn, table in tables.items():
        applied = fn(probe)  # an undefined function's assumptions do not depend on its arity
        if not all(isinstance(v, Fraction) and satisfies(applied, v) for v in table.used):
            return False
    return True


# ---------------------------------------------------------------------------------------------
# points

SYMBOL_POOL = [Fraction(v) for v in (0, 1, -1, 2, -2, 3, -3, 4, 8, -8, 9, 10)] + [
    Fraction(n, d) for n, d in ((1, 2), (-1, 2), (1, 3), (-2, 3), (3, 2), (1, 4), (-5, 2), (9, 4))
]


def _boundaries(*exprs: sp.Basic) -> list[sp.Expr]:
    """Expressions whose zeros are where the statement changes: divisors, radicands, the two
    sides of each relation, the arguments of Abs and the pairs of Min/Max."""
    found: list[sp.Expr] = []
    for e in exprs:
        for node in sp.preorder_traversal(e):
            if isinstance(node, sp.Pow) and node.exp.is_Rational and (node.exp < 0 or node.exp.q > 1):
                found.append(node.base)
            elif isinstance(node, Relational):
                found.append(node.lhs - node.rhs)
            elif isinstance(node, (sp.Abs, sp.floor, sp.ceiling)):
                found.append(node.args[0])
            elif isinstance(node, (sp.Min, sp.Max)):
                found += [a - b for a in node.args for b in node.args if a != b]
    return [b for b in found if b.free_symbols and not b.atoms(AppliedUndef)]


def _rational_roots(expr: sp.Expr, s: sp.Symbol) -> list[Fraction]:
    try:
        poly = sp.Poly(expr, s)
        if poly.degree() < 1 or poly.degree() > 4 or not (poly.domain.is_QQ or poly.domain.is_ZZ):
            return []
        roots = sp.roots(poly, filter="Q")
    except (sp.PolynomialError, sp.GeneratorsNeeded, NotImplementedError, ValueError):
        return []
    return [Fraction(int(r.p), int(r.q)) for r in roots if isinstance(r, sp.Rational)]


def sample_points(exprs: list[sp.Basic], rng: random.Random, count: int) -> list[dict[sp.Symbol, Fraction]]:
    """``count`` points for the symbols of ``exprs``: the corners 0 and ±1, random small
    rationals, and points on the zero sets of divisors, radicands and relations (one symbol
    solved for, with the others fixed), each value allowed by its symbol's assumptions."""
    symbols = symbols_of(*exprs)
    pools = {s: [v for v in SYMBOL_POOL if satisfies(s, v)] for s in symbols}
    if any(not pool for pool in pools.values()):
        return []
    points: list[dict[sp.Symbol, Fraction]] = []
    for corner in (Fraction(0), Fraction(1), Fraction(-1)):
        points.append({s: corner if satisfies(s, corner) else rng.choice(pools[s]) for s in symbols})
    boundaries = _boundaries(*exprs)
    while len(points) < count:
        point = {s: rng.choice(pools[s]) for s in symbols}
        if boundaries and rng.random() < 0.5:
            boundary = rng.choice(boundaries)
            s = rng.choice(sorted(boundary.free_symbols, key=lambda t: t.name))
            others = {t: sp.Rational(v.numerator, v.denominator) for t, v in point.items() if t != s}
            try:
                roots = [r for r in _rational_roots(boundary.xreplace(others), s) if satisfies(s, r)]
            except (TypeError, ValueError, ArithmeticError):  # sympy refuses the substitution
                roots = []
            if roots:
                point[s] = rng.choice(roots)
        points.append(point)
    return points
