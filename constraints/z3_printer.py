"""Translate sympy statements into z3 terms, collecting the side conditions they need.

Every division gets a non-zero guard, every rational power an auxiliary root variable
(r >= 0, r**q == base**p, base >= 0), and every symbol the sign conditions of its sympy
assumptions. Constructs z3 cannot decide (symbolic exponents, log, exp, ...) raise
``Unsupported``, which the prover reports as ``unknown`` with that reason.
"""

from __future__ import annotations

from fractions import Fraction

import sympy as sp
import z3
from sympy.printing.printer import Printer

from chalk.derivations.expressions import as_sympy


class Unsupported(Exception):
    """A construct the translation does not cover; the verdict becomes unknown."""


def exact(number: sp.Number) -> Fraction:
    """Exact rational of a sympy number; a Float goes through its shortest decimal."""
    if isinstance(number, sp.Float):
        return Fraction(repr(float(number)))
    if isinstance(number, sp.Rational):
        return Fraction(int(number.p), int(number.q))
    raise Unsupported(f"irrational constant {number}")


class Z3Printer(Printer):
    """sympy Boolean/Expr -> z3 term; ``variables`` and ``side_conditions`` are kept."""

    printmethod = "_z3"

    def __init__(self, integers: bool = False, ctx: z3.Context | None = None):
        super().__init__()
        self.integers = integers
        self.ctx = ctx or z3.main_ctx()
        self.variables: dict[sp.Symbol, z3.ArithRef] = {}
        self.side_conditions: list[z3.BoolRef] = []
        self.functions: dict[str, z3.FuncDeclRef] = {}
        self._aux = 0

    def doprint(self, expr):
        return self._print(as_sympy(expr))

    # atoms ---------------------------------------------------------------
    def _print_Symbol(self, s: sp.Symbol):
        if s in self.variables:
            return self.variables[s]
        v = z3.Real(s.name, self.ctx)
        self.variables[s] = v
        conds = []
        if s.is_positive:
            conds.append(v > 0)
        elif s.is_nonnegative:
            conds.append(v >= 0)
        elif s.is_negative:
            conds.append(v < 0)
        elif s.is_nonpositive:
            conds.append(v <= 0)
        elif s.is_nonzero:
            conds.append(v != 0)
        if self.integers and s.is_integer:
            conds.append(z3.IsInt(v))
        self.side_conditions.extend(conds)
        return v

    def _print_Rational(self, q):
        f = exact(q)
        return z3.RealVal(f"{f.numerator}/{f.denominator}", self.ctx)

    _print_Integer = _print_Float = _print_Rational

    def _print_NumberSymbol(self, n):
        raise Unsupported(f"transcendental constant {n}")

    def _print_BooleanTrue(self, _):
        return z3.BoolVal(True, self.ctx)

    def _print_BooleanFalse(self, _):
        return z3.BoolVal(False, self.ctx)

    # arithmetic ----------------------------------------------------------
    def _print_Add(self, e):
        return z3.Sum([self._print(a) for a in e.args])

    def _print_Mul(self, e):
        return z3.Product([self._print(a) for a in e.args])

    def _power(self, base, n: int):
        if n == 0:
            return z3.RealVal(1, self.ctx)
        result = base
        for _ in range(n - 1):
            result = result * base
        return result

    def _fresh(self, stem: str) -> z3.ArithRef:
        self._aux += 1
        return z3.Real(f"__{stem}{self._aux}", self.ctx)

    def _print_Pow(self, e: sp.Pow):
        if not e.exp.is_Rational:
            raise Unsupported(f"symbolic or irrational exponent in {e}")
        base = self._print(e.base)
        p, q = int(e.exp.p), int(e.exp.q)
        if q == 1:
            value = self._power(base, abs(p))
        else:
            root = self._fresh("root")
            # the root is defined only for base >= 0 (sympy's principal root is real there)
            self.side_conditions += [base >= 0, root >= 0, self._power(root, q) == self._power(base, abs(p))]
            value = root
        if p < 0:
            self.side_conditions.append(value != 0)
            return 1 / value
        return value

    def _fold(self, args, pick):
        terms = [self._print(a) for a in args]
        result = terms[0]
        for t in terms[1:]:
            result = z3.If(pick(result, t), result, t)
        return result

    def _print_Max(self, e):
        return self._fold(e.args, lambda a, b: a >= b)

    def _print_Min(self, e):
        return self._fold(e.args, lambda a, b: a <= b)

    def _print_Abs(self, e):
        x = self._print(e.args[0])
        return z3.If(x >= 0, x, -x)

    def _print_floor(self, e):
        return z3.ToReal(z3.ToInt(self._print(e.args[0])))

    def _print_ceiling(self, e):
        return -z3.ToReal(z3.ToInt(-self._print(e.args[0])))

    def _print_Piecewise(self, e: sp.Piecewise):
        pieces = list(e.args)
        value, cond = pieces[-1]
        if cond != sp.true:
            # outside every condition the expression is undefined: require some condition
            self.side_conditions.append(z3.Or([self._print(c) for _, c in pieces]))
        result = self._print(value)
        for value, cond in reversed(pieces[:-1]):
            result = z3.If(self._print(cond), self._print(value), result)
        return result

    def _print_AppliedUndef(self, e):
        """An undefined sympy function f(x, ...) becomes an uninterpreted z3 function: a
        proof then holds for every f."""
        name = type(e).__name__
        arity = len(e.args)
        decl = self.functions.get(name)
        if decl is None:
            decl = z3.Function(name, *([z3.RealSort(self.ctx)] * arity), z3.RealSort(self.ctx))
            self.functions[name] = decl
        elif decl.arity() != arity:
            raise Unsupported(f"function {name} used with {arity} and {decl.arity()} arguments")
        return decl(*[self._print(a) for a in e.args])

    # relations and logic ---------------------------------------------------
    def _print_Equality(self, r):
        return self._print(r.lhs) == self._print(r.rhs)

    def _print_Unequality(self, r):
        return self._print(r.lhs) != self._print(r.rhs)

    def _print_StrictLessThan(self, r):
        return self._print(r.lhs) < self._print(r.rhs)

    def _print_LessThan(self, r):
        return self._print(r.lhs) <= self._print(r.rhs)

    def _print_StrictGreaterThan(self, r):
        return self._print(r.lhs) > self._print(r.rhs)

    def _print_GreaterThan(self, r):
        return self._print(r.lhs) >= self._print(r.rhs)

    def _print_And(self, b):
        return z3.And([self._print(a) for a in b.args])

    def _print_Or(self, b):
        return z3.Or([self._print(a) for a in b.args])

    def _print_Not(self, b):
        return z3.Not(self._print(b.args[0]))

    def _print_Implies(self, b):
        return z3.Implies(self._print(b.args[0]), self._print(b.args[1]))

    def _print_Equivalent(self, b):
        terms = [self._print(a) for a in b.args]
        return z3.And([terms[0] == t for t in terms[1:]])

    def _print_Xor(self, b):
        terms = [self._print(a) for a in b.args]
        result = terms[0]
        for t in terms[1:]:
            result = z3.Xor(result, t)
        return result

    def emptyPrinter(self, expr):
        raise Unsupported(f"{type(expr).__name__} ({expr}) has no z3 translation")
