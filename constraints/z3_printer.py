"""Translate sympy statements into z3 under chalk's definedness contract (Kleene logic).

Every term translates to (value, definedness): a divisor must be non-zero, a root's base
non-negative, a Piecewise must reach a branch whose conditions before it are defined.
Every formula translates to two z3 conditions, where it is definitely TRUE and where it
is definitely FALSE (strong Kleene logic); where neither holds it is UNDEFINED. A relation
is TRUE or FALSE only where both its sides are defined, so the guard of a partial operation
holds only in its own context (a Piecewise branch, an implication's consequent, its own
disjunct) and is never a premise of the statement: the prover asks that the statement be
TRUE, which includes being defined.

``assumptions`` holds what is assumed of every point, and nothing else: the symbols' and
the function values' declared signs and integrality, and the definitions of root
auxiliaries (a fresh variable pinned to the root only where the base is >= 0, which
restricts no point). z3 variables are keyed by the symbol itself (name plus assumptions,
a Dummy's index) and uninterpreted functions by the function itself (name plus
assumptions), so two symbols or functions called ``x`` stay two; auxiliary names contain
``!``, which no name made from a symbol can. A symbol not known to be real is refused (the
verdict becomes unknown with the reason). Floats translate through their exact binary
value. Integer powers above ``MAX_POWER`` and numbers above ``MAX_DIGITS`` digits are
refused, and the whole translation runs under the caller's deadline (CPU seconds, ``cpu_clock``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction

import sympy as sp
import z3
from sympy.core.function import AppliedUndef

from chalk.constraints import cpu_clock
from chalk.constraints.shown import shown
from chalk.derivations.expressions import as_sympy

#: largest integer exponent (and root index) translated: x**20000 would be 20,000 products
MAX_POWER = 64
#: largest binary exponent of a Float translated exactly (2**±4096 ≈ 10**±1233)
MAX_FLOAT_EXPONENT = 4096
#: largest number of binary digits in a rational's numerator or denominator (~3,000 decimal
#: digits, under Python's 4,300-digit limit on int <-> str, which z3's API goes through)
MAX_BITS = 10_000


class Unsupported(Exception):
    """A construct the translation does not cover; the verdict becomes unknown."""


class Unrepresentable(Exception):
    """A number the solver cannot represent (infinity, NaN, an absurd exponent): an error."""


class TranslationTimeout(Exception):
    """The deadline passed while translating; the verdict becomes unknown (timeout)."""


def exact(number: sp.Number) -> Fraction:
    """Exact rational value of a sympy number; a Float is its exact binary value (no double)."""
    if isinstance(number, sp.Float):
        if not number.is_finite:
            raise Unrepresentable(f"the Float {number} is not a finite number")
        _, _, exponent, bits = number._mpf_
        if abs(exponent + bits) > MAX_FLOAT_EXPONENT:
            raise Unrepresentable(
                f"the Float {shown(number)} has a binary exponent beyond ±{MAX_FLOAT_EXPONENT}: "
                "outside what chalk hands to a solver"
            )
        value = sp.Rational(number)
        return Fraction(int(value.p), int(value.q))
    if isinstance(number, sp.Rational):
        if max(int(number.p).bit_length(), int(number.q).bit_length()) > MAX_BITS:
            raise Unsupported(f"a rational number with more than {MAX_BITS} binary digits")
        return Fraction(int(number.p), int(number.q))
    if number in (sp.oo, -sp.oo, sp.zoo, sp.nan):
        raise Unrepresentable(f"{number} is not a real number a solver can represent")
    raise Unsupported(f"irrational constant {number}")


def symbol_key(s: sp.Symbol) -> tuple[str, list[tuple[str, bool]], int]:
    """A total, deterministic order on symbols: name, then assumptions, then Dummy index."""
    return (s.name, sorted(s.assumptions0.items()), getattr(s, "dummy_index", 0) or 0)


def function_assumptions(function: type) -> dict[str, bool]:
    """The assumptions an undefined function's values carry (``Function('f', positive=True)``)."""
    return dict(getattr(function, "_kwargs", None) or {})


def function_key(function: type) -> tuple[str, list[tuple[str, bool]]]:
    """A total, deterministic order on undefined functions: name, then assumptions."""
    return (function.__name__, sorted(function_assumptions(function).items()))


_RELATIONS = {
    sp.Eq: lambda a, b: a == b,
    sp.Ne: lambda a, b: a != b,
    sp.Lt: lambda a, b: a < b,
    sp.Le: lambda a, b: a <= b,
    sp.Gt: lambda a, b: a > b,
    sp.Ge: lambda a, b: a >= b,
}

Term = tuple[z3.ArithRef, z3.BoolRef | None]  # (value, definedness; None is "always")
Truth = tuple[z3.BoolRef, z3.BoolRef]  # (where definitely TRUE, where definitely FALSE)


class Z3Printer:
    """sympy Boolean/Expr -> z3; ``variables``, ``names``, ``functions`` and ``assumptions``
    are kept. ``assumptions`` constrain only what every point satisfies (declared signs and
    integrality, root definitions), never a guard of the statement."""

    def __init__(self, integers: bool = False, ctx: z3.Context | None = None, deadline: float | None = None):
        self.integers = integers
        self.ctx = ctx or z3.main_ctx()
        self.deadline = deadline
        self.variables: dict[sp.Symbol, z3.ArithRef] = {}
        self.names: dict[sp.Symbol, str] = {}
        self.assumptions: list[z3.BoolRef] = []
        self.functions: dict[type, z3.FuncDeclRef] = {}  # keyed by the function itself
        self.applications: dict[AppliedUndef, z3.ArithRef] = {}
        self.atom_guards: list[z3.BoolRef] = []  # the definedness of every relation translated
        self._aux = 0
        self._terms: dict[sp.Basic, Term] = {}
        self._truths: dict[sp.Basic, Truth] = {}

    # entry points -----------------------------------------------------------
    def declare(self, symbols: Iterable[sp.Symbol]) -> None:
        """Create the variables of ``symbols`` in their deterministic order (names, then
        assumptions): which of two same-named symbols gets the plain name is then fixed."""
        for s in sorted(symbols, key=symbol_key):
            self._symbol(s)

    def doprint(self, expr: object) -> z3.BoolRef | z3.ArithRef:
        """A term's value, or where a statement is TRUE (defined and true); no premise is added."""
        expr = as_sympy(expr)
        if isinstance(expr, sp.logic.boolalg.Boolean) and not isinstance(expr, sp.Symbol):
            return self.holds(expr)
        return self.term(expr)[0]

    def holds(self, b: sp.Basic) -> z3.BoolRef:
        """Where ``b`` is TRUE: defined and true."""
        return self.truth(b)[0]

    def defined(self, b: sp.Basic) -> z3.BoolRef:
        """Where ``b`` is defined (TRUE or FALSE)."""
        yes, no = self.truth(b)
        return z3.Or(yes, no)

    # helpers ----------------------------------------------------------------
    def _tick(self) -> None:
        if self.deadline is not None and cpu_clock.now() > self.deadline:
            raise TranslationTimeout("the time budget ran out while translating to z3")

    def _all(self, conditions: Iterable[z3.BoolRef | None]) -> z3.BoolRef | None:
        kept = [c for c in conditions if c is not None]
        if not kept:
            return None
        return kept[0] if len(kept) == 1 else z3.And(kept)

    def _bool(self, value: bool) -> z3.BoolRef:
        return z3.BoolVal(value, self.ctx)

    def _real(self, value: Fraction | int) -> z3.ArithRef:
        f = Fraction(value)
        return z3.RealVal(f"{f.numerator}/{f.denominator}", self.ctx)

    def _fresh(self, stem: str) -> z3.ArithRef:
        self._aux += 1
        return z3.Real(f"{stem}!{self._aux}", self.ctx)  # '!' never occurs in a symbol's name

    def _name(self, s: sp.Symbol) -> str:
        base = re.sub(r"[^A-Za-z0-9_]", "_", s.name) or "s"
        if base[0].isdigit():
            base = "s_" + base
        used = set(self.names.values())
        name, k = base, 0
        while name in used:
            k += 1
            name = f"{base}_{k}"
        return name

    def _assume(self, v: z3.ArithRef, declared: dict[str, bool]) -> None:
        """What a value declared positive, nonnegative, integer, ... satisfies."""
        zero = self._real(0)

        def has(key: str) -> bool:
            return declared.get(key) is True

        positive, negative, zero_ = has("positive"), has("negative"), has("zero")
        signs = [
            (positive, v > zero),
            (negative, v < zero),
            (zero_, v == zero),
            (has("nonnegative") and not positive and not zero_, v >= zero),
            (has("nonpositive") and not negative and not zero_, v <= zero),
            (has("nonzero") and not positive and not negative, v != zero),
        ]
        self.assumptions += [c for holds, c in signs if holds]
        if self.integers and has("integer"):
            self.assumptions.append(z3.IsInt(v))
            if has("even"):
                self.assumptions.append(z3.IsInt(v / 2))
            if has("odd"):
                self.assumptions.append(z3.IsInt((v - 1) / 2))

    def _symbol(self, s: sp.Symbol) -> z3.ArithRef:
        v = self.variables.get(s)
        if v is not None:
            return v
        if s.is_real is not True:
            raise Unsupported(
                f"symbol {s.name} is not declared real (sympy allows it complex values, which z3's "
                "real arithmetic does not cover); declare it real, positive, nonnegative or integer"
            )
        name = self._name(s)
        v = z3.Real(name, self.ctx)
        self.variables[s], self.names[s] = v, name
        self._assume(v, {key: getattr(s, f"is_{key}") for key in _DECLARED})
        return v

    def _power(self, base: z3.ArithRef, n: int) -> z3.ArithRef:
        """base**n by repeated squaring (n <= MAX_POWER, checked by the caller)."""
        result, square = None, base
        while n:
            if n & 1:
                result = square if result is None else result * square
            n >>= 1
            if n:
                square = square * square
        return result if result is not None else self._real(1)

    # terms --------------------------------------------------------------------
    def term(self, e: sp.Basic) -> Term:
        """(value, definedness) of an expression."""
        done = self._terms.get(e)
        if done is None:
            self._tick()
            done = self._terms[e] = self._term(e)
        return done

    def _term(self, e: sp.Basic) -> Term:
        if isinstance(e, sp.Symbol):
            return self._symbol(e), None
        if isinstance(e, (sp.Rational, sp.Float)) or e in (sp.oo, -sp.oo, sp.zoo, sp.nan):
            return self._real(exact(e)), None
        if isinstance(e, sp.NumberSymbol):
            raise Unsupported(f"transcendental constant {e}")
        if e is sp.I or (e.is_number and e.is_real is False):
            raise Unsupported(f"{e} is not a real number")
        if isinstance(e, sp.Add):
            parts = [self.term(a) for a in e.args]
            return z3.Sum([v for v, _ in parts]), self._all(d for _, d in parts)
        if isinstance(e, sp.Mul):
            parts = [self.term(a) for a in e.args]
            return z3.Product([v for v, _ in parts]), self._all(d for _, d in parts)
        if isinstance(e, sp.Pow):
            return self._pow(e)
        if isinstance(e, (sp.Max, sp.Min)):
            parts = [self.term(a) for a in e.args]
            result = parts[0][0]
            for v, _ in parts[1:]:
                pick = result >= v if isinstance(e, sp.Max) else result <= v
                result = z3.If(pick, result, v)
            return result, self._all(d for _, d in parts)
        if isinstance(e, sp.Abs):
            x, d = self.term(e.args[0])
            return z3.If(x >= 0, x, -x), d
        if isinstance(e, sp.floor):
            x, d = self.term(e.args[0])
            return z3.ToReal(z3.ToInt(x)), d
        if isinstance(e, sp.ceiling):
            x, d = self.term(e.args[0])
            return -z3.ToReal(z3.ToInt(-x)), d
        if isinstance(e, sp.Piecewise):
            return self._piecewise(e)
        if isinstance(e, AppliedUndef):
            return self._function(e)
        raise Unsupported(f"{type(e).__name__} ({e}) has no z3 translation")

    def _pow(self, e: sp.Pow) -> Term:
        if not e.exp.is_Rational:
            raise Unsupported(f"symbolic or irrational exponent in {e}")
        p, q = int(e.exp.p), int(e.exp.q)
        if abs(p) > MAX_POWER or q > MAX_POWER:
            raise Unsupported(
                f"the power {e.exp} in {shown(e, 60)} is beyond the translated limit (|p|, q ≤ {MAX_POWER})"
            )
        base, defined = self.term(e.base)
        value = self._power(base, abs(p))
        # a guard the symbols' declared assumptions already discharge (sympy's assumption
        # system: a positive base is never 0) is left out: it holds at every point, and the
        # obligations stay small enough for a second solver
        if q != 1:
            # a root (odd or even) is sympy's principal real root only where the base is >= 0
            # (the principal root of a negative number is complex); the auxiliary variable is
            # pinned down there and free elsewhere, where the term is undefined
            root = self._fresh("root")
            domain = self._all([defined, None if e.base.is_nonnegative else base >= 0])
            pinned = z3.And(root >= 0, self._power(root, q) == value)
            self.assumptions.append(pinned if domain is None else z3.Implies(domain, pinned))
            value, defined = root, domain
        if p < 0:
            return 1 / value, self._all([defined, None if e.base.is_nonzero else value != 0])
        return value, defined

    def _piecewise(self, e: sp.Piecewise) -> Term:
        """Conditions in order: the first TRUE one selects its value, which must be defined;
        an UNDEFINED condition before it, or no TRUE condition at all, leaves it undefined."""
        value, defined = self._real(0), self._bool(False)
        for piece_value, cond in reversed(e.args):
            v, d = self.term(piece_value)
            taken, skipped = self.truth(cond)
            defined = z3.Or(z3.And(taken, d if d is not None else self._bool(True)), z3.And(skipped, defined))
            value = z3.If(taken, v, value)
        return value, None if z3.is_true(z3.simplify(defined)) else defined

    def _function(self, e: AppliedUndef) -> Term:
        """An undefined function f(x, ...) becomes an uninterpreted real function, one per
        function (name and assumptions); each application's value carries the function's
        assumptions. A proof then holds for every such f."""
        function = e.func
        assumed = function_assumptions(function)
        declared = {k: v for k, v in assumed.items() if k != "commutative"}
        if declared and declared.get("real") is not True:
            # chalk's contract: a function with no assumptions has real values; any other must
            # say real or imply it (complex=True, extended_positive=True allow non-real values)
            raise Unsupported(
                f"function {function.__name__} is not declared real (its assumptions allow complex or infinite values)"
            )
        arity = len(e.args)
        decl = self.functions.get(function)
        if decl is None:
            same_name = sum(f.__name__ == function.__name__ for f in self.functions)
            suffix = f"!f{same_name}" if same_name else "!f"
            sort = z3.RealSort(self.ctx)
            decl = z3.Function(f"{function.__name__}{suffix}", *([sort] * arity), sort)
            self.functions[function] = decl
        elif decl.arity() != arity:
            raise Unsupported(f"function {function.__name__} used with {arity} and {decl.arity()} arguments")
        parts = [self.term(a) for a in e.args]
        value = decl(*[v for v, _ in parts])
        if e not in self.applications:
            self.applications[e] = value
            self._assume(value, assumed)
        return value, self._all(d for _, d in parts)

    # formulas -------------------------------------------------------------------
    def truth(self, b: sp.Basic) -> Truth:
        """(where ``b`` is definitely TRUE, where definitely FALSE), strong Kleene logic."""
        done = self._truths.get(b)
        if done is None:
            self._tick()
            done = self._truths[b] = self._truth(b)
        return done

    def _truth(self, b: sp.Basic) -> Truth:
        if b == sp.true or b == sp.false:
            return self._bool(bool(b)), self._bool(not bool(b))
        if isinstance(b, sp.core.relational.Relational):
            build = _RELATIONS.get(type(b))
            if build is None:
                raise Unsupported(f"relation {type(b).__name__} has no z3 translation")
            (a, da), (c, dc) = self.term(b.lhs), self.term(b.rhs)
            rel = build(a, c)
            defined = self._all([da, dc])
            if defined is None:
                return rel, z3.Not(rel)
            self.atom_guards.append(defined)
            return z3.And(defined, rel), z3.And(defined, z3.Not(rel))
        if isinstance(b, sp.Not):
            yes, no = self.truth(b.args[0])
            return no, yes
        parts = [self.truth(a) for a in b.args]
        yes, no = [t for t, _ in parts], [f for _, f in parts]
        if isinstance(b, sp.And):
            return z3.And(yes), z3.Or(no)
        if isinstance(b, sp.Or):
            return z3.Or(yes), z3.And(no)
        if isinstance(b, sp.Implies):  # Or(Not(a), c)
            (a_yes, a_no), (c_yes, c_no) = parts
            return z3.Or(a_no, c_yes), z3.And(a_yes, c_no)
        if isinstance(b, sp.Equivalent):
            defined = z3.And([z3.Or(t, f) for t, f in parts])
            return z3.Or(z3.And(yes), z3.And(no)), z3.And(defined, z3.Or(yes), z3.Or(no))
        if isinstance(b, sp.Xor):
            defined = z3.And([z3.Or(t, f) for t, f in parts])
            parity = yes[0]
            for y in yes[1:]:
                parity = z3.Xor(parity, y)
            return z3.And(defined, parity), z3.And(defined, z3.Not(parity))
        if isinstance(b, sp.ITE):
            (c_yes, c_no), (a_yes, a_no), (d_yes, d_no) = parts
            return z3.Or(z3.And(c_yes, a_yes), z3.And(c_no, d_yes)), z3.Or(z3.And(c_yes, a_no), z3.And(c_no, d_no))
        raise Unsupported(f"{type(b).__name__} ({b}) has no z3 translation")


#: the declared properties a value's assumptions translate (the rest are checked on countermodels)
_DECLARED = ("positive", "negative", "zero", "nonnegative", "nonpositive", "nonzero", "integer", "even", "odd")
