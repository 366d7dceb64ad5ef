"""Translation B: sympy statements to cvc5 terms, built with cvc5's own Python API.

It shares no code with translation A (``z3_printer.py``, rendered to SMT-LIB by z3): both
are written separately from chalk's definedness contract, so a bug in either shows up as
a disagreement under ``chalk verify --confirm`` instead of hiding behind both solvers.

Every term becomes a value and a definedness condition (where every evaluated subterm is
a finite real); every formula becomes two conditions, where it is definitely TRUE and
where it is definitely FALSE, under Kleene's strong three-valued logic (UNDEFINED is
neither). No definedness condition is ever asserted: the only global assertions are the
symbols' and functions' assumptions and the definitions of root auxiliaries, and those
constrain a fresh variable only where its root exists, so they exclude no point.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import cvc5
import sympy as sp
from cvc5 import Kind
from sympy.core.function import AppliedUndef

from chalk.constraints.shown import shown

#: largest exponent numerator and root index translated (x**20000 would be 20,000 factors)
MAX_EXPONENT = 64
#: largest binary exponent of a Float translated (2**±4096 ≈ 10**±1233)
MAX_FLOAT_EXPONENT = 4096
#: largest numerator or denominator, in bits, handed to cvc5 (it reads numbers as text)
MAX_NUMBER_BITS = 12_000

_RELATIONS = {"==": Kind.EQUAL, "!=": Kind.DISTINCT, "<": Kind.LT, "<=": Kind.LEQ, ">": Kind.GT, ">=": Kind.GEQ}
#: a symbol's sign facts, each with the relation it puts on the value against zero
_SIGNS = {
    "positive": Kind.GT,
    "negative": Kind.LT,
    "zero": Kind.EQUAL,
    "nonnegative": Kind.GEQ,
    "nonpositive": Kind.LEQ,
    "nonzero": Kind.DISTINCT,
}


#: the assumptions checked on a countermodel's values (those cvc5 is told, and others)
ASSUMPTION_KEYS = (
    *_SIGNS, "integer", "even", "odd", "rational", "irrational", "noninteger",
    "algebraic", "transcendental", "prime", "composite",
)  # fmt: skip


def encodes_all_assumptions(thing: sp.Basic) -> bool:
    """Whether the facts this translation asserts of a symbol or a function's value (sign,
    integrality, parity) imply every assumption sympy holds of it (not so for ``prime``)."""
    facts = {k: True for k in (*_SIGNS, "integer", "even", "odd") if getattr(thing, f"is_{k}")}
    encoded = sp.Symbol("encoded", real=True, **facts)
    return all(getattr(thing, f"is_{k}") in (None, getattr(encoded, f"is_{k}")) for k in ASSUMPTION_KEYS)


class Unsupported(Exception):
    """A construct translation B does not cover: its verdict is unknown, with this reason."""


@dataclass(frozen=True)
class Value:
    """A real term and where it is defined."""

    term: cvc5.Term
    defined: cvc5.Term


@dataclass(frozen=True)
class Truth:
    """Where a formula is definitely TRUE and where definitely FALSE (UNDEFINED: neither)."""

    true: cvc5.Term
    false: cvc5.Term


@dataclass(frozen=True)
class Function:
    """An uninterpreted function as cvc5 declares it, with whether its values are integers."""

    decl: cvc5.Term
    integer: bool


def binary_value(number: sp.Float) -> tuple[int, int]:
    """The exact value (numerator, denominator) of a finite Float: its binary mantissa
    times a power of two, never rounded through a decimal or a double."""
    sign, mantissa, exponent, _ = number._mpf_
    if mantissa == 0 and exponent != 0:  # mpmath's encoding of inf and nan
        raise Unsupported(f"the Float {number} is not a finite number")
    if abs(exponent) > MAX_FLOAT_EXPONENT:
        raise Unsupported(f"the Float {shown(number)} has a binary exponent beyond ±{MAX_FLOAT_EXPONENT}")
    numerator = -mantissa if sign else mantissa
    return (numerator << exponent, 1) if exponent >= 0 else (numerator, 1 << -exponent)


def exact_rationals(e: sp.Expr) -> sp.Expr:
    """``e`` with every Float replaced by its exact binary value, the tree kept as written
    (built unevaluated, so nothing is rounded or folded on the way); arithmetic on the
    result is then exact rational arithmetic."""
    floats = e.atoms(sp.Float)
    if not floats:
        return e
    exact = {f: sp.Rational(*binary_value(f)) for f in floats}
    with sp.evaluate(False):
        return e.xreplace(exact)


def declared_real(function: type) -> bool:
    """Whether an undefined function's values are real under chalk's contract: declared
    with no assumptions (the default contract: real values), or with assumptions that
    imply real (``positive``, ``integer``...). ``complex``, ``extended_real`` or
    ``extended_positive`` (which allow infinity), ``finite`` alone and the like do not."""
    declared = {k: v for k, v in (getattr(function, "_kwargs", None) or {}).items() if k != "commutative"}
    return not declared or declared.get("real") is True


def symbol_order(s: sp.Symbol) -> tuple[str, list[tuple[str, bool]], int]:
    """Symbols in a fixed order (name, assumptions, Dummy index): terms are then created in
    the same order on every run, so cvc5's answers are the same."""
    return (s.name, sorted(s.assumptions0.items()), getattr(s, "dummy_index", 0) or 0)


class Cvc5Translation:
    """sympy to cvc5 terms of one TermManager. ``assumptions`` are the global assertions
    (symbol and function assumptions, root definitions); ``constants`` maps each symbol
    to the cvc5 constant that holds its value (Int for an integer symbol, else Real).
    With ``integers=False`` integer symbols and functions are relaxed to reals (their
    integrality and parity are dropped): a proof then covers more points than asked.
    With ``cleared=True`` a relation's truth is stated with its denominators cleared (see
    :meth:`_cleared`); where it is defined it holds exactly where the relation does."""

    def __init__(self, tm: cvc5.TermManager, integers: bool = True, cleared: bool = False):
        self.tm = tm
        self.integers = integers
        self.cleared = cleared
        self.real = tm.getRealSort()
        self.constants: dict[sp.Symbol, cvc5.Term] = {}
        self.functions: dict[tuple[type, int], Function] = {}  # keyed by (function, arity)
        self.applications: list[AppliedUndef] = []
        self.assumptions: list[cvc5.Term] = []
        self._values: dict[sp.Basic, Value] = {}
        self._truths: dict[sp.Basic, Truth] = {}
        self._roots = 0
        #: whether an integer term occurs (integer symbol or function, floor, ceiling):
        #: cvc5's cylindrical coverings then ignore its resource and time limits
        self.integral = False

    # small builders ---------------------------------------------------------------
    def _op(self, kind: Kind, *args: cvc5.Term) -> cvc5.Term:
        return self.tm.mkTerm(kind, *args)

    def all_of(self, terms: list[cvc5.Term]) -> cvc5.Term:
        """Conjunction, with literal TRUEs left out (most definedness conditions are)."""
        kept = [t for t in terms if not (t.isBooleanValue() and t.getBooleanValue())]
        if any(t.isBooleanValue() for t in kept):
            return self.tm.mkFalse()
        return kept[0] if len(kept) == 1 else self._op(Kind.AND, *kept) if kept else self.tm.mkTrue()

    def any_of(self, terms: list[cvc5.Term]) -> cvc5.Term:
        """Disjunction, with literal FALSEs left out."""
        kept = [t for t in terms if not (t.isBooleanValue() and not t.getBooleanValue())]
        if any(t.isBooleanValue() for t in kept):
            return self.tm.mkTrue()
        return kept[0] if len(kept) == 1 else self._op(Kind.OR, *kept) if kept else self.tm.mkFalse()

    def number(self, numerator: int, denominator: int = 1) -> cvc5.Term:
        if max(abs(numerator).bit_length(), denominator.bit_length()) > MAX_NUMBER_BITS:
            raise Unsupported(f"a number with more than {MAX_NUMBER_BITS} bits")
        return self.tm.mkReal(numerator, denominator)

    def _power(self, base: cvc5.Term, n: int) -> cvc5.Term:
        return self.number(1) if n == 0 else base if n == 1 else self._op(Kind.MULT, *([base] * n))

    def _undefined(self) -> Value:
        return Value(self.number(0), self.tm.mkFalse())

    # symbols and functions --------------------------------------------------------
    def declare(self, symbols: Iterable[sp.Symbol]) -> None:
        """Create the symbols' constants in their fixed order (see :func:`symbol_order`)."""
        for s in sorted(symbols, key=symbol_order):
            self._symbol(s)

    def _symbol(self, s: sp.Symbol) -> cvc5.Term:
        if s in self.constants:
            return self._as_real(self.constants[s])
        if s.is_real is not True:
            raise Unsupported(f"symbol {s.name} is not declared real (sympy allows it complex values)")
        integer = self.integers and bool(s.is_integer)
        sort = self.tm.getIntegerSort() if integer else self.real
        self.integral = self.integral or integer
        constant = self.tm.mkConst(sort, f"{s.name}#{len(self.constants)}")
        self.constants[s] = constant
        self.assumptions += self._facts(s, constant)
        return self._as_real(constant)

    def _as_real(self, term: cvc5.Term) -> cvc5.Term:
        return self._op(Kind.TO_REAL, term) if term.getSort().isInteger() else term

    def _facts(self, thing: sp.Basic, term: cvc5.Term) -> list[cvc5.Term]:
        """The sign and parity facts sympy knows of a symbol or a function's value. A
        positive (negative) integer is also at least 1 (at most -1), stated on the real
        value: the relaxed problem (integers as reals) then keeps the gap at zero that
        integrality gives, and every integer point still satisfies it, so an unsat there
        still settles the exact problem."""
        real = self._as_real(term)
        facts = [self._op(kind, real, self.number(0)) for key, kind in _SIGNS.items() if getattr(thing, f"is_{key}")]
        if thing.is_integer and thing.is_positive:
            facts.append(self._op(Kind.GEQ, real, self.number(1)))
        elif thing.is_integer and thing.is_negative:
            facts.append(self._op(Kind.LEQ, real, self.number(-1)))
        if term.getSort().isInteger() and (thing.is_even or thing.is_odd):
            remainder = self._op(Kind.INTS_MODULUS, term, self.tm.mkInteger(2))
            facts.append(self._op(Kind.EQUAL, remainder, self.tm.mkInteger(1 if thing.is_odd else 0)))
        return facts

    def _application(self, e: AppliedUndef) -> Value:
        """f(args): a function of the reals keyed by its identity (name and assumptions, as
        sympy compares them) and arity; each value carries the function's assumptions."""
        if not declared_real(type(e)):
            raise Unsupported(
                f"function {type(e).__name__} is not declared real (its assumptions allow complex or infinite values)"
            )
        key = (type(e), len(e.args))
        function = self.functions.get(key)
        if function is None:
            integer = self.integers and bool(e.is_integer)
            self.integral = self.integral or integer
            codomain = self.tm.getIntegerSort() if integer else self.real
            sort = self.tm.mkFunctionSort([self.real] * len(e.args), codomain)
            function = Function(self.tm.mkConst(sort, f"{type(e).__name__}#f{len(self.functions)}"), integer)
            self.functions[key] = function
        self.applications.append(e)
        args = [self.value(a) for a in e.args]
        raw = self._op(Kind.APPLY_UF, function.decl, *[a.term for a in args])
        self.assumptions += self._facts(e, raw)
        return Value(self._as_real(raw), self.all_of([a.defined for a in args]))

    def encodes_all_assumptions(self) -> bool:
        """Whether every assumption of the symbols and functions seen is asserted to cvc5."""
        return all(encodes_all_assumptions(t) for t in [*self.constants, *self.applications])

    # terms ------------------------------------------------------------------------------
    def value(self, e: sp.Basic) -> Value:
        """The value of an expression and where it is defined."""
        found = self._values.get(e)
        if found is None:
            found = self._values[e] = self._value(e)
        return found

    def _value(self, e: sp.Basic) -> Value:
        if isinstance(e, sp.Symbol):
            return Value(self._symbol(e), self.tm.mkTrue())
        if isinstance(e, sp.Rational):
            return Value(self.number(int(e.p), int(e.q)), self.tm.mkTrue())
        if isinstance(e, sp.Float):
            return Value(self.number(*binary_value(e)), self.tm.mkTrue())
        if e in (sp.oo, -sp.oo, sp.zoo, sp.nan, sp.I):  # not a finite real: undefined wherever evaluated
            return self._undefined()
        if isinstance(e, sp.NumberSymbol):
            raise Unsupported(f"transcendental constant {e}")
        if isinstance(e, (sp.Add, sp.Mul)):
            args = [self.value(a) for a in e.args]
            term = self._op(Kind.ADD if isinstance(e, sp.Add) else Kind.MULT, *[a.term for a in args])
            return Value(term, self.all_of([a.defined for a in args]))
        if isinstance(e, sp.Pow):
            return self._pow(e)
        if isinstance(e, (sp.Abs, sp.floor, sp.ceiling)):
            return self._unary(e)
        if isinstance(e, (sp.Min, sp.Max)):
            args = [self.value(a) for a in e.args]
            keep = Kind.GEQ if isinstance(e, sp.Max) else Kind.LEQ
            term = args[0].term
            for a in args[1:]:
                term = self._op(Kind.ITE, self._op(keep, term, a.term), term, a.term)
            return Value(term, self.all_of([a.defined for a in args]))
        if isinstance(e, sp.Piecewise):
            return self._piecewise(e)
        if isinstance(e, AppliedUndef):
            return self._application(e)
        raise Unsupported(f"{type(e).__name__} ({shown(e, 60)}) has no translation B")

    def _unary(self, e: sp.Basic) -> Value:
        x = self.value(e.args[0])
        self.integral = self.integral or not isinstance(e, sp.Abs)
        if isinstance(e, sp.Abs):
            term = self._op(Kind.ITE, self._op(Kind.GEQ, x.term, self.number(0)), x.term, self._op(Kind.NEG, x.term))
        elif isinstance(e, sp.floor):
            term = self._op(Kind.TO_REAL, self._op(Kind.TO_INTEGER, x.term))
        else:  # ceiling(x) = -floor(-x)
            term = self._op(Kind.NEG, self._op(Kind.TO_REAL, self._op(Kind.TO_INTEGER, self._op(Kind.NEG, x.term))))
        return Value(term, x.defined)

    def _exponent(self, e: sp.Pow) -> tuple[int, int]:
        exponent = e.exp
        if isinstance(exponent, sp.Float):
            exponent = sp.Rational(*binary_value(exponent))
        if not isinstance(exponent, sp.Rational):
            raise Unsupported(f"symbolic or irrational exponent in {shown(e, 60)}")
        p, q = int(exponent.p), int(exponent.q)
        if abs(p) > MAX_EXPONENT or q > MAX_EXPONENT:
            raise Unsupported(f"the exponent {exponent} is beyond translation B's limit (|p|, q ≤ {MAX_EXPONENT})")
        return p, q

    def _pow(self, e: sp.Pow) -> Value:
        """b**(p/q): an integer power is a product (b != 0 when p < 0); a root is a fresh
        non-negative variable whose q-th power is b, pinned only where b >= 0 (b > 0 when
        p < 0), which is also where the power is defined."""
        p, q = self._exponent(e)
        base = self.value(e.base)
        zero = self.number(0)
        if q == 1:
            if p >= 0:
                return Value(self._power(base.term, p), base.defined)
            nonzero = self._guard(e.base.is_nonzero, Kind.DISTINCT, base.term)
            return Value(self._reciprocal(self._power(base.term, -p)), self.all_of([base.defined, nonzero]))
        if p < 0:
            sign = self._guard(e.base.is_positive, Kind.GT, base.term)
        else:
            sign = self._guard(e.base.is_nonnegative, Kind.GEQ, base.term)
        domain = self.all_of([base.defined, sign])
        self._roots += 1
        root = self.tm.mkConst(self.real, f"root#{self._roots}")
        pinned = self.all_of([self._op(Kind.GEQ, root, zero), self._op(Kind.EQUAL, self._power(root, q), base.term)])
        self.assumptions.append(self._op(Kind.IMPLIES, domain, pinned))
        power = self._power(root, abs(p))
        return Value(self._reciprocal(power) if p < 0 else power, domain)

    def _guard(self, known: bool | None, kind: Kind, base: cvc5.Term) -> cvc5.Term:
        """``base <kind> 0``, or TRUE when sympy already knows it from the symbols'
        assumptions (which cvc5 is told): the guard then holds wherever the base is
        defined, and the query stays small enough for cvc5 to decide."""
        return self.tm.mkTrue() if known else self._op(kind, base, self.number(0))

    def _reciprocal(self, term: cvc5.Term) -> cvc5.Term:
        return self._op(Kind.DIVISION, self.number(1), term)

    def _piecewise(self, e: sp.Piecewise) -> Value:
        """The first condition that is TRUE selects its value, and only if every condition
        before it is FALSE; no TRUE condition, or an UNDEFINED one first, is undefined."""
        pieces = [(self.value(v), self.truth(c)) for v, c in e.args]
        term = pieces[-1][0].term
        for value, truth in reversed(pieces[:-1]):
            term = self._op(Kind.ITE, truth.true, value.term, term)
        reached: list[cvc5.Term] = []
        defined: list[cvc5.Term] = []
        for value, truth in pieces:
            defined.append(self.all_of([*reached, truth.true, value.defined]))
            reached.append(truth.false)
        return Value(term, self.any_of(defined))

    # formulas ---------------------------------------------------------------------------
    def truth(self, b: sp.Basic) -> Truth:
        """Where a formula is definitely TRUE and definitely FALSE."""
        found = self._truths.get(b)
        if found is None:
            found = self._truths[b] = self._truth(b)
        return found

    def _truth(self, b: sp.Basic) -> Truth:
        if b is sp.true or b is sp.false:
            return Truth(self.tm.mkBoolean(b is sp.true), self.tm.mkBoolean(b is sp.false))
        if isinstance(b, sp.core.relational.Relational) and b.rel_op in _RELATIONS:
            if not (isinstance(b.lhs, sp.Expr) and isinstance(b.rhs, sp.Expr)):
                raise Unsupported(f"a relation between non-numbers: {shown(b, 60)}")
            lhs, rhs = self.value(b.lhs), self.value(b.rhs)
            holds = self._op(_RELATIONS[b.rel_op], lhs.term, rhs.term)
            if self.cleared:
                holds = self._cleared(b.lhs, b.rhs, b.rel_op, holds)
            defined = self.all_of([lhs.defined, rhs.defined])
            return Truth(self.all_of([defined, holds]), self.all_of([defined, self._op(Kind.NOT, holds)]))
        if isinstance(b, sp.Not):
            inner = self.truth(b.args[0])
            return Truth(inner.false, inner.true)
        parts = [self.truth(a) for a in b.args]
        trues, falses = [p.true for p in parts], [p.false for p in parts]
        if isinstance(b, sp.And):
            return Truth(self.all_of(trues), self.any_of(falses))
        if isinstance(b, sp.Or):
            return Truth(self.any_of(trues), self.all_of(falses))
        if isinstance(b, sp.Implies):  # Or(Not(a), c)
            (a, c) = parts
            return Truth(self.any_of([a.false, c.true]), self.all_of([a.true, c.false]))
        defined = self.all_of([self.any_of([t, f]) for t, f in zip(trues, falses, strict=True)])
        if isinstance(b, sp.Equivalent):
            same = self.any_of([self.all_of(trues), self.all_of(falses)])
            return Truth(same, self.all_of([defined, self.any_of(trues), self.any_of(falses)]))
        if isinstance(b, sp.Xor):
            odd = trues[0]
            for t in trues[1:]:
                odd = self._op(Kind.XOR, odd, t)
            return Truth(self.all_of([defined, odd]), self.all_of([defined, self._op(Kind.NOT, odd)]))
        raise Unsupported(f"{type(b).__name__} ({shown(b, 60)}) has no translation B")

    # relations with their denominators cleared ----------------------------------------------
    def _cleared(self, lhs: sp.Expr, rhs: sp.Expr, op: str, plain: cvc5.Term) -> cvc5.Term:
        """Where ``lhs op rhs`` holds, said without division or Max and Min, at every point
        where both sides are defined (the caller keeps their definedness): incremental
        linearisation reasons about monomials and their signs, and a quotient hides the
        sign of its parts (c/(t*p) >= 1 never told it that t*p/c <= 1). A positive product
        times a Max or Min goes inside it (k·Max(a, b) = Max(k·a, k·b)); k/M op r for such
        an extreme M becomes k op r·M where M > 0, mirrored where M < 0; a Max or Min as a
        whole side becomes a conjunction or disjunction over its arguments, and one
        elsewhere is split on which argument it takes; then lhs - rhs is brought over one denominator,
        n/d, and the relation holds where d > 0 and n op 0, or d < 0 and n (op mirrored)
        0, or d = 0 and ``plain`` holds. A positive product d (positive symbols and
        numbers: positive under the asserted assumptions) leaves just n op 0. Anything but
        sums, products, integer powers, symbols and numbers keeps ``plain``."""
        # every Float as its exact binary Rational before any arithmetic below: sympy's
        # evaluating Add rounds a Rational to a Float's 53 bits (y/10 - 0.1*y became 0)
        lhs, rhs = _factor_inside(exact_rationals(lhs)), _factor_inside(exact_rationals(rhs))
        over = _over_extreme(lhs, rhs, op)
        if over is not None:  # k/M op r: by the sign of M, k op r·M or k (op mirrored) r·M
            k, extreme, r, op = over
            zero = self.number(0)
            m = self.value(extreme).term
            return self.any_of(
                [
                    self.all_of([self._relation(extreme, sp.Integer(0), ">"), self._relation(k, r * extreme, op)]),
                    self.all_of(
                        [self._relation(extreme, sp.Integer(0), "<"), self._relation(k, r * extreme, _MIRRORED[op])]
                    ),
                    self.all_of([self._op(Kind.EQUAL, m, zero), plain]),
                ]
            )
        side = _bounding_side(lhs, rhs, op)
        if side is not None:  # Max(a, b) <= s: a <= s and b <= s; Max(a, b) >= s: a >= s or b >= s
            extreme, every = side
            parts = [self._relation(*((a, rhs) if extreme is lhs else (lhs, a)), op) for a in extreme.args]
            return self.all_of(parts) if every else self.any_of(parts)
        extreme = next((e for e in sp.preorder_traversal(sp.Tuple(lhs, rhs)) if isinstance(e, (sp.Max, sp.Min))), None)
        if extreme is not None:
            keep = ">=" if isinstance(extreme, sp.Max) else "<="
            cases = []
            for i, a in enumerate(extreme.args):
                taken = [self._relation(a, b, keep) for j, b in enumerate(extreme.args) if j != i]
                chosen = self._relation(lhs.xreplace({extreme: a}), rhs.xreplace({extreme: a}), op)
                cases.append(self.all_of([*taken, chosen]))
            return self.any_of(cases)
        if not all(_polynomial_node(e) for e in sp.preorder_traversal(sp.Tuple(lhs, rhs))):
            return plain
        n, d = sp.fraction(sp.together(lhs - rhs))
        zero = self.number(0)
        if _positive_product(d):
            return self._op(_RELATIONS[op], self.value(n).term, zero)
        top, bottom = self.value(n).term, self.value(d).term
        return self.any_of(
            [
                self.all_of([self._op(Kind.GT, bottom, zero), self._op(_RELATIONS[op], top, zero)]),
                self.all_of([self._op(Kind.LT, bottom, zero), self._op(_RELATIONS[_MIRRORED[op]], top, zero)]),
                self.all_of([self._op(Kind.EQUAL, bottom, zero), plain]),
            ]
        )

    def _relation(self, lhs: sp.Expr, rhs: sp.Expr, op: str) -> cvc5.Term:
        """``lhs op rhs`` cleared, for a case of a Max or Min (its arguments are defined
        wherever the Max is, and the caller keeps that definedness)."""
        plain = self._op(_RELATIONS[op], self.value(lhs).term, self.value(rhs).term)
        return self._cleared(lhs, rhs, op, plain)


#: the relation that holds of n and 0 when n/d op 0 and d < 0
_MIRRORED = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def _bounding_side(lhs: sp.Expr, rhs: sp.Expr, op: str) -> tuple[sp.Expr, bool] | None:
    """A Max or Min that is a whole side of an order relation, and whether the relation
    holds when it holds for every argument (True) or for some argument (False)."""
    if op not in ("<", "<=", ">", ">="):
        return None
    below = op in ("<", "<=")  # lhs is the smaller side
    for extreme, smaller in ((lhs, below), (rhs, not below)):
        if isinstance(extreme, (sp.Max, sp.Min)):
            # the larger side of Max(...) needs every argument below it; Min(...) some
            return extreme, isinstance(extreme, sp.Max) == smaller
    return None


#: the relation with its sides swapped
_SWAPPED = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def _over_extreme(lhs: sp.Expr, rhs: sp.Expr, op: str) -> tuple[sp.Expr, sp.Expr, sp.Expr, str] | None:
    """(k, M, r, op) when one side is k/M for a Max or Min M and a positive product k, so
    that the relation reads k/M op r (sides swapped if need be)."""
    for side, other, rel in ((lhs, rhs, op), (rhs, lhs, _SWAPPED[op])):
        factors = sp.Mul.make_args(side)
        over = [f for f in factors if isinstance(f, sp.Pow) and f.exp == -1 and isinstance(f.base, (sp.Max, sp.Min))]
        if len(over) != 1 or (side.has(sp.Max, sp.Min) and sum(f.has(sp.Max, sp.Min) for f in factors) != 1):
            continue
        k = sp.Mul(*[f for f in factors if f is not over[0]])
        if _positive_product(k, inverses=True):
            return k, over[0].base, other, rel
    return None


def _factor_inside(side: sp.Expr) -> sp.Expr:
    """k·Max(a, b) as Max(k·a, k·b) (Min alike) for a positive product k: the same value
    wherever both are defined, with the Max a whole side."""
    if not isinstance(side, sp.Mul):
        return side
    extremes = [f for f in side.args if isinstance(f, (sp.Max, sp.Min))]
    if len(extremes) != 1:
        return side
    (extreme,) = extremes
    k = sp.Mul(*[f for f in side.args if f is not extreme])
    if not _positive_product(k, inverses=True):
        return side
    return extreme.func(*[k * a for a in extreme.args], evaluate=False)


def _polynomial_node(e: sp.Basic) -> bool:
    """A node of a rational function: a sum, a product, an integer power, a symbol or a number."""
    if isinstance(e, sp.Pow):
        return isinstance(e.exp, sp.Integer)
    return isinstance(e, (sp.Add, sp.Mul, sp.Symbol, sp.Rational, sp.Float, sp.Tuple))


def _positive_product(d: sp.Expr, inverses: bool = False) -> bool:
    """Whether ``d`` is a product of positive numbers and positive integer powers of positive
    symbols (any integer powers with ``inverses``: a factor that is positive wherever defined)."""

    def positive(f: sp.Expr) -> bool:
        if isinstance(f, sp.Pow):
            return isinstance(f.exp, sp.Integer) and (inverses or f.exp > 0) and positive(f.base)
        return bool(isinstance(f, (sp.Symbol, sp.Rational, sp.Float)) and f.is_positive)

    return all(positive(f) for f in sp.Mul.make_args(d))
