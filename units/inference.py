"""Unit inference: walk a sympy tree over declared symbols and return its pint unit.

Units are never stored inside sympy expressions (sympy drops them silently under
``simplify`` and ``subs``); each symbol's unit lives in a table, and this printer infers
the unit of any expression from it, raising ``UnitMismatch`` at the first subexpression
whose parts disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

import pint
import sympy as sp
from sympy.printing.printer import Printer

from chalk.units.registry import DIMENSIONLESS

#: Stands for "zero": compatible with every unit (``x > 0`` is fine for any unit of x).
ANY = None


class UnitMismatch(ValueError):
    """Two parts of one expression are measured in incompatible units."""

    def __init__(self, expr: sp.Basic, left: object, right: object, what: str):
        self.expr, self.left, self.right = expr, left, right
        super().__init__(f"{what} in {pretty(expr)}: {pretty_part(left)} vs {pretty_part(right)}")


class UndeclaredSymbol(KeyError):
    """A symbol has no declared unit."""

    def __str__(self) -> str:
        return f"symbol {self.args[0]} has no declared unit"


class UnitTable:
    """Each declared symbol's unit and short plain-text name, like pint's ``UnitRegistry``
    for units: an object, so tests and user projects get fresh tables. A table may lay
    over a ``parent`` (a user's symbols over the lecture's); ``on_first_read`` runs once,
    before the first lookup (the default table loads the lecture book there)."""

    def __init__(self, parent: UnitTable | None = None, on_first_read: Callable[[], None] | None = None):
        self._units: dict[sp.Symbol, pint.Unit] = {}
        self._text: dict[sp.Symbol, str] = {}
        self._parent = parent
        self._on_first_read = on_first_read

    def read_first(self, hook: Callable[[], None]) -> None:
        """Run ``hook`` once, before the first lookup."""
        self._on_first_read = hook

    def _ready(self) -> None:
        hook, self._on_first_read = self._on_first_read, None
        if hook is not None:
            hook()

    def _find(self, symbol: sp.Symbol) -> pint.Unit | None:
        self._ready()
        unit = self._units.get(symbol)
        if unit is None and self._parent is not None:
            return self._parent._find(symbol)
        return unit

    def declare(self, symbol: sp.Symbol, unit: pint.Unit, text: str | None = None) -> None:
        """Record the unit of ``symbol`` (and its short plain-text name for messages)."""
        previous = self._units.get(symbol) or (self._parent._find(symbol) if self._parent else None)
        if previous is not None and previous != unit:
            raise ValueError(f"{symbol} is already declared in {previous}, not {unit}")
        self._units[symbol] = unit
        self._text[symbol] = text or symbol.name

    def unit(self, symbol: sp.Symbol) -> pint.Unit:
        found = self._find(symbol)
        if found is None:
            raise UndeclaredSymbol(symbol)
        return found

    def text(self, symbol: sp.Symbol) -> str:
        if symbol in self._text:
            return self._text[symbol]
        return self._parent.text(symbol) if self._parent is not None else symbol.name

    def mapping(self) -> dict[sp.Symbol, pint.Unit]:
        self._ready()
        inherited = self._parent.mapping() if self._parent is not None else {}
        return {**inherited, **self._units}

    @contextmanager
    def using(self) -> Iterator[UnitTable]:
        """Make this the current table inside the ``with`` block."""
        token = _CURRENT.set(self)
        try:
            yield self
        finally:
            _CURRENT.reset(token)


_DEFAULT = UnitTable()
#: the table that module-level ``declare``/``declared_unit`` use (the default one unless a
#: ``using()`` block says otherwise)
_CURRENT: ContextVar[UnitTable] = ContextVar("chalk_unit_table", default=_DEFAULT)


def default_units() -> UnitTable:
    """The process's default table (the lecture book's symbol table adopts it)."""
    return _DEFAULT


def current_units() -> UnitTable:
    return _CURRENT.get()


def declare(symbol: sp.Symbol, unit: pint.Unit, text: str | None = None) -> None:
    """Record the unit of ``symbol`` in the current table."""
    current_units().declare(symbol, unit, text)


def unit_table() -> Mapping[sp.Symbol, pint.Unit]:
    """A read-only view of every declared symbol and its unit."""
    return current_units().mapping()


def declared_unit(symbol: sp.Symbol) -> pint.Unit:
    return current_units().unit(symbol)


def pretty(expr: object) -> str:
    """Plain text of an expression with each symbol's short name (``N_total``)."""
    if isinstance(expr, sp.Basic):
        table = current_units()
        names = {s: table.text(s) for s in expr.free_symbols if isinstance(s, sp.Symbol)}
        return _ReadablePrinter().doprint(expr.xreplace({s: sp.Symbol(n) for s, n in names.items()}))
    return str(expr)


def pretty_part(part: object) -> str:
    if isinstance(part, tuple):
        sub, unit = part
        return f"{pretty(sub)} [{format_unit(unit)}]"
    return str(part)


def format_unit(unit: pint.Unit | None) -> str:
    if unit is ANY:
        return "any unit (zero)"
    text = f"{unit}"
    return text or "1"


def same_dimension(a: pint.Unit | None, b: pint.Unit | None) -> bool:
    return a is ANY or b is ANY or a.dimensionality == b.dimensionality


class UnitInference(Printer):
    """Infer the unit of an expression; ``doprint`` returns a pint Unit (or ANY for 0)."""

    printmethod = "_chalk_unit"

    def __init__(self, lookup: Callable[[sp.Symbol], pint.Unit] = declared_unit):
        super().__init__()
        self._lookup = lookup

    def doprint(self, expr: sp.Basic):
        return self._print(expr)

    # atoms ---------------------------------------------------------------
    def _print_Symbol(self, s: sp.Symbol):
        return self._lookup(s)

    def _print_Number(self, n: sp.Number):
        return ANY if n == 0 else DIMENSIONLESS

    def _print_NumberSymbol(self, n):
        return DIMENSIONLESS

    def _print_BooleanAtom(self, b):
        return DIMENSIONLESS

    # arithmetic ----------------------------------------------------------
    def _print_Mul(self, e: sp.Mul):
        unit = DIMENSIONLESS
        for arg in e.args:
            u = self._print(arg)
            if u is ANY:
                return ANY
            unit = unit * u
        return unit

    def _print_Pow(self, e: sp.Pow):
        base = self._print(e.base)
        exp_unit = self._print(e.exp)
        if exp_unit is not ANY and not exp_unit.dimensionality == DIMENSIONLESS.dimensionality:
            raise UnitMismatch(e, (e.exp, exp_unit), "a dimensionless exponent", "exponent with a unit")
        if base is ANY:
            return ANY
        if base.dimensionality == DIMENSIONLESS.dimensionality:
            return base
        if not e.exp.is_Rational:
            raise UnitMismatch(e, (e.base, base), "a rational numeric exponent", "symbolic power of a unit")
        # float exponents: pint's formatter breaks on Fraction exponents
        return base ** float(e.exp)

    def _same(self, e: sp.Basic, parts: tuple[sp.Basic, ...], what: str):
        first_arg, unit = None, ANY
        for arg in parts:
            u = self._print(arg)
            if unit is ANY:
                first_arg, unit = arg, u
                continue
            if not same_dimension(unit, u):
                raise UnitMismatch(e, (first_arg, unit), (arg, u), what)
        return unit

    def _print_Add(self, e):
        return self._same(e, e.args, "cannot add")

    def _print_Max(self, e):
        return self._same(e, e.args, "cannot compare")

    _print_Min = _print_Max

    def _print_Abs(self, e):
        return self._print(e.args[0])

    _print_floor = _print_ceiling = _print_re = _print_Abs

    def _print_Piecewise(self, e: sp.Piecewise):
        for _, cond in e.args:
            self._print(cond)
        return self._same(e, tuple(value for value, _ in e.args), "branches differ")

    def _print_Function(self, e):
        """Transcendental functions (log, exp, sin, ...) need dimensionless arguments."""
        for arg in e.args:
            u = self._print(arg)
            if u is not ANY and u.dimensionality != DIMENSIONLESS.dimensionality:
                raise UnitMismatch(e, (arg, u), "a dimensionless argument", f"{type(e).__name__} of a unit")
        return DIMENSIONLESS

    def _print_AppliedUndef(self, e):
        """A function nobody defined (``p(B)``, a document's ``t_{compute}(B)``): its arguments may
        be in any unit and its value's unit is unknown, so it agrees with any (only the arguments'
        own sums and comparisons are checked)."""
        for arg in e.args:
            self._print(arg)
        return ANY

    # logic ---------------------------------------------------------------
    def _print_Relational(self, r: sp.core.relational.Relational):
        self._same(r, (r.lhs, r.rhs), "cannot compare")
        return DIMENSIONLESS

    def _print_BooleanFunction(self, b):
        for arg in b.args:
            self._print(arg)
        return DIMENSIONLESS

    def emptyPrinter(self, expr):
        raise TypeError(f"no unit rule for {type(expr).__name__}: {expr}")


def unit_of(expr: sp.Basic, lookup: Callable[[sp.Symbol], pint.Unit] = declared_unit):
    """Return the pint unit of ``expr`` (``None`` for a bare zero).

    >>> import sympy as sp
    >>> from chalk.units import parse_unit
    >>> x, t = sp.symbols("x t", positive=True)
    >>> units = {x: parse_unit("byte"), t: parse_unit("s")}
    >>> str(unit_of(3 * x / t, units.__getitem__))
    'B / s'
    """
    if isinstance(expr, int | float):
        expr = sp.Number(expr)
    if not isinstance(expr, sp.Basic):
        raise TypeError(f"expected a sympy expression, got {type(expr).__name__}")
    return UnitInference(lookup).doprint(expr)


class _ReadablePrinter(sp.printing.str.StrPrinter):
    """Relations and connectives as the lecture writes them: a = b, ⇔, ⇒, ∧, ∨."""

    def _print_Equality(self, e):
        return f"{self._print(e.lhs)} = {self._print(e.rhs)}"

    def _print_Unequality(self, e):
        return f"{self._print(e.lhs)} ≠ {self._print(e.rhs)}"

    def _join(self, e, sep):
        return sep.join(
            f"({self._print(a)})" if isinstance(a, sp.logic.boolalg.BooleanFunction) else self._print(a) for a in e.args
        )

    def _print_Equivalent(self, e):
        return self._join(e, " ⇔ ")

    def _print_Implies(self, e):
        return self._join(e, " ⇒ ")

    def _print_And(self, e):
        return self._join(e, " ∧ ")

    def _print_Or(self, e):
        return self._join(e, " ∨ ")
