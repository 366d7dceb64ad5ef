"""Translate sympy statements into z3 terms, each guard attached where it belongs.

Every term translates to (value, definedness): a divisor must be non-zero, a root's base
non-negative, a Piecewise must have a branch that applies. How a definedness condition is
used depends on where it sits:

* on the statement's *spine* (a top-level relation, the conjuncts of a top-level And,
  the sides of a top-level Equivalent, a negated relation) it is a premise: the claim is
  about the points where it is defined, as before;
* anywhere else (a disjunct, an implication's consequent, a Piecewise branch or
  condition) it holds only inside its own disjunct or branch: an atom there is true only
  where it is defined (three-valued: ``truth(b, True)`` is "definitely true",
  ``truth(b, False)`` "definitely false"), so an undefined disjunct never proves an Or.

z3 variables are keyed by the symbol itself (name plus assumptions, a Dummy's index), so
two symbols called ``x`` stay two variables; auxiliary names contain ``!``, which no
variable name made from a symbol can. A symbol not known to be real is refused (the
verdict becomes unknown with the reason). Floats translate through their exact binary
value. Integer powers above ``MAX_POWER`` are refused, and the whole translation runs
under the caller's deadline.
"""

from __future__ import annotations

import re
import time
from fractions import Fraction

import sympy as sp
import z3
from sympy.core.function import AppliedUndef

from chalk.derivations.expressions import as_sympy

#: largest integer exponent (and root index) translated: x**20000 would be 20,000 products
MAX_POWER = 64
#: largest binary exponent of a Float translated exactly (2**±4096 ≈ 10**±1233)
MAX_FLOAT_EXPONENT = 4096


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
                f"the Float {sp.sstr(number)} has a binary exponent beyond ±{MAX_FLOAT_EXPONENT}: "
                "outside what chalk hands to a solver"
            )
        value = sp.Rational(number)
        return Fraction(int(value.p), int(value.q))
    if isinstance(number, sp.Rational):
        return Fraction(int(number.p), int(number.q))
    if number in (sp.oo, -sp.oo, sp.zoo, sp.nan):
        raise Unrepresentable(f"{number} is not a real number a solver can represent")
    raise Unsupported(f"irrational constant {number}")


def symbol_key(s: sp.Symbol) -> tuple:
    """A total, deterministic order on symbols: name, then assumptions, then Dummy index."""
    return (s.name, sorted(s.assumptions0.items()), getattr(s, "dummy_index", 0) or 0)


_RELATIONS = {
    sp.Eq: lambda a, b: a == b,
    sp.Ne: lambda a, b: a != b,
    sp.Lt: lambda a, b: a < b,
    sp.Le: lambda a, b: a <= b,
    sp.Gt: lambda a, b: a > b,
    sp.Ge: lambda a, b: a >= b,
}

Term = tuple[z3.ArithRef, z3.BoolRef | None]  # (value, definedness; None is "always")


class Z3Printer:
    """sympy Boolean/Expr -> z3; ``variables``, ``names`` and ``side_conditions`` are kept.

    ``side_conditions`` are premises: sign and integrality assumptions, root definitions
    and the definedness of the spine.
    """

    def __init__(self, integers: bool = False, ctx: z3.Context | None = None, deadline: float | None = None):
        self.integers = integers
        self.ctx = ctx or z3.main_ctx()
        self.deadline = deadline
        self.variables: dict[sp.Symbol, z3.ArithRef] = {}
        self.names: dict[sp.Symbol, str] = {}
        self.side_conditions: list[z3.BoolRef] = []
        self.functions: dict[str, z3.FuncDeclRef] = {}
        self.atom_guards: list[z3.BoolRef] = []  # definedness of every atom read three-valued
        self._aux = 0
        self._terms: dict[sp.Basic, Term] = {}

    # entry points -----------------------------------------------------------
    def declare(self, symbols) -> None:
        """Create the variables of ``symbols`` in their deterministic order (names, then
        assumptions): which of two same-named symbols gets the plain name is then fixed."""
        for s in sorted(symbols, key=symbol_key):
            self._symbol(s)

    def doprint(self, expr):
        """A statement (its spine's definedness becomes a premise) or a term (likewise)."""
        expr = as_sympy(expr)
        if isinstance(expr, sp.logic.boolalg.Boolean) and not isinstance(expr, sp.Symbol):
            return self.spine(expr)
        value, defined = self.term(expr)
        self._premise(defined)
        return value

    # helpers ----------------------------------------------------------------
    def _tick(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise TranslationTimeout("the time budget ran out while translating to z3")

    def _premise(self, condition: z3.BoolRef | None) -> None:
        if condition is not None:
            self.side_conditions.append(condition)

    def _all(self, conditions) -> z3.BoolRef | None:
        kept = [c for c in conditions if c is not None]
        if not kept:
            return None
        return kept[0] if len(kept) == 1 else z3.And(kept)

    def _true(self) -> z3.BoolRef:
        return z3.BoolVal(True, self.ctx)

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
        zero = self._real(0)
        signs = [
            (s.is_positive, v > zero),
            (s.is_negative, v < zero),
            (s.is_zero, v == zero),
            (s.is_nonnegative and not s.is_positive and not s.is_zero, v >= zero),
            (s.is_nonpositive and not s.is_negative and not s.is_zero, v <= zero),
            (s.is_nonzero and not s.is_positive and not s.is_negative, v != zero),
        ]
        self.side_conditions += [c for holds, c in signs if holds]
        if self.integers and s.is_integer:
            self.side_conditions.append(z3.IsInt(v))
            if s.is_even:
                self.side_conditions.append(z3.IsInt(v / 2))
            if s.is_odd:
                self.side_conditions.append(z3.IsInt((v - 1) / 2))
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
        self._tick()
        done = self._terms.get(e)
        if done is None:
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
                f"the power {e.exp} in {sp.sstr(e)[:60]} is beyond the translated limit (|p|, q ≤ {MAX_POWER})"
            )
        base, defined = self.term(e.base)
        value = self._power(base, abs(p))
        if q != 1:
            # a root exists (and is sympy's principal real root) only where the base is >= 0;
            # the auxiliary variable is pinned down there and free elsewhere
            root = self._fresh("root")
            domain = self._all([defined, base >= 0])
            self.side_conditions.append(z3.Implies(domain, z3.And(root >= 0, self._power(root, q) == value)))
            value, defined = root, domain
        if p < 0:
            return 1 / value, self._all([defined, value != 0])
        return value, defined

    def _piecewise(self, e: sp.Piecewise) -> Term:
        *pieces, (last_value, last_cond) = e.args
        value, defined = self.term(last_value)
        defined = defined if defined is not None else self._true()
        if last_cond != sp.true:  # outside every condition the expression is undefined
            value_cond = self.truth(last_cond, True)
            defined = z3.And(value_cond, defined)
        for piece_value, cond in reversed(pieces):
            v, d = self.term(piece_value)
            taken, skipped = self.truth(cond, True), self.truth(cond, False)
            defined = z3.Or(z3.And(taken, d if d is not None else self._true()), z3.And(skipped, defined))
            value = z3.If(taken, v, value)
        return value, None if z3.is_true(z3.simplify(defined)) else defined

    def _function(self, e: AppliedUndef) -> Term:
        """An undefined function f(x, ...) becomes an uninterpreted real function: a proof
        then holds for every real-valued f."""
        name = type(e).__name__
        arity = len(e.args)
        decl = self.functions.get(name)
        if decl is None:
            decl = z3.Function(f"{name}!f", *([z3.RealSort(self.ctx)] * arity), z3.RealSort(self.ctx))
            self.functions[name] = decl
        elif decl.arity() != arity:
            raise Unsupported(f"function {name} used with {arity} and {decl.arity()} arguments")
        parts = [self.term(a) for a in e.args]
        return decl(*[v for v, _ in parts]), self._all(d for _, d in parts)

    # booleans -------------------------------------------------------------------
    def spine(self, b: sp.Basic) -> z3.BoolRef:
        """A statement's top level: the definedness its relations need becomes a premise."""
        self._tick()
        if b == sp.true or b == sp.false:
            return z3.BoolVal(bool(b), self.ctx)
        if isinstance(b, sp.core.relational.Relational):
            (a, da), (c, dc) = self.term(b.lhs), self.term(b.rhs)
            self._premise(self._all([da, dc]))
            return self._relation(b, a, c)
        if isinstance(b, sp.And):
            return z3.And([self.spine(a) for a in b.args])
        if isinstance(b, sp.Equivalent):
            terms = [self.spine(a) for a in b.args]
            return z3.And([terms[0] == t for t in terms[1:]])
        if isinstance(b, sp.Not) and isinstance(b.args[0], (sp.core.relational.Relational, sp.And)):
            return z3.Not(self.spine(b.args[0]))
        return self.truth(b, True)

    def _relation(self, r, a, c) -> z3.BoolRef:
        build = _RELATIONS.get(type(r))
        if build is None:
            raise Unsupported(f"relation {type(r).__name__} has no z3 translation")
        return build(a, c)

    def truth(self, b: sp.Basic, wanted: bool) -> z3.BoolRef:
        """Where ``b`` is definitely ``wanted`` (True or False): an atom whose terms are
        undefined is neither, so its guard holds only inside it."""
        self._tick()
        if b == sp.true or b == sp.false:
            return z3.BoolVal(bool(b) == wanted, self.ctx)
        if isinstance(b, sp.core.relational.Relational):
            (a, da), (c, dc) = self.term(b.lhs), self.term(b.rhs)
            rel = self._relation(b, a, c)
            defined = self._all([da, dc])
            if defined is not None:
                self.atom_guards.append(defined)
            return self._all([defined, rel if wanted else z3.Not(rel)])
        if isinstance(b, sp.Not):
            return self.truth(b.args[0], not wanted)
        if isinstance(b, (sp.And, sp.Or)):
            parts = [self.truth(a, wanted) for a in b.args]
            return z3.And(parts) if isinstance(b, sp.And) == wanted else z3.Or(parts)
        if isinstance(b, sp.Implies):
            a, c = b.args
            if wanted:  # an antecedent that is not definitely true leaves nothing to show
                return z3.Or(z3.Not(self.truth(a, True)), self.truth(c, True))
            return z3.And(self.truth(a, True), self.truth(c, False))
        if isinstance(b, sp.Equivalent):
            yes = [self.truth(a, True) for a in b.args]
            no = [self.truth(a, False) for a in b.args]
            if wanted:
                return z3.Or(z3.And(yes), z3.And(no))
            return z3.And(z3.Or(yes), z3.Or(no))
        if isinstance(b, sp.Xor):
            yes = [self.truth(a, True) for a in b.args]
            defined = z3.And([z3.Or(y, self.truth(a, False)) for y, a in zip(yes, b.args, strict=True)])
            parity = yes[0]
            for y in yes[1:]:
                parity = z3.Xor(parity, y)
            return z3.And(defined, parity if wanted else z3.Not(parity))
        raise Unsupported(f"{type(b).__name__} ({b}) has no z3 translation")
