"""Quantities: named sympy symbols with a unit, a meaning, a LaTeX name and an optional
definition or default, held in a ``SymbolTable``. Every symbol in every claim is declared
through ``quantity``/``define``, so units, LaTeX and code all read one table.

The table is an object (like pint's ``UnitRegistry``): the CLI uses the default one, which
loads the whole lecture book before its first answer, so no result depends on what else
happened to be imported; tests and user projects make fresh ones (``SymbolTable(parent=...)``
lays a user's quantities over the lecture's) and make them current with ``using()``.
"""

from __future__ import annotations

import keyword
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

import pint
import sympy as sp

from chalk.derivations.book_quantities import KINDS, D, Declaration
from chalk.derivations.domains import Domain, default_domain
from chalk.derivations.expressions import as_sympy, substitute
from chalk.derivations.sourced import Sourced as Sourced  # re-exported: catalogs import it from here
from chalk.units import Q_, UnitTable, default_units, parse_unit


@dataclass(frozen=True)
class Origin:
    """Where a quantity was declared: the module, file and line of the ``quantity``/``define``
    call (read from the caller's frame, so ``dq.define(...)`` through an alias counts too)."""

    module: str
    file: str
    line: int


_HERE = str(Path(__file__))


def _caller() -> Origin:
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename == _HERE:
        frame = frame.f_back
    if frame is None:  # pragma: no cover - there is always a caller outside this file
        return Origin("", "", 0)
    return Origin(frame.f_globals.get("__name__", ""), frame.f_code.co_filename, frame.f_lineno)


@dataclass(frozen=True)
class Quantity:
    """One entry of the symbol table."""

    name: str
    symbol: sp.Symbol
    unit: pint.Unit
    meaning: str
    latex: str
    text: str
    definition: sp.Expr | None = None
    default: Sourced | None = None
    origin: Origin | None = field(default=None, compare=False)
    domain: Domain | None = None  # None: the default its sign assumption implies

    @property
    def physical(self) -> Domain:
        """The values this quantity can physically take (``derivations.domains``)."""
        return self.domain if self.domain is not None else default_domain(self.symbol)

    @property
    def printed(self) -> str:
        """The LaTeX a formula shows for this symbol: a name that is itself a formula
        (``F/W``) is parenthesised, so a power or a quotient of it cannot be misread."""
        return rf"\left({self.latex}\right)" if "/" in self.latex else self.latex


def _sign_of(domain: Domain | None) -> dict[str, bool]:
    """The sign a defined symbol carries: what its domain allows, so sympy never decides a
    relation on the symbol (``Eq(t, 0)`` → False) that the definition can make true."""
    if domain is None or (domain.low is not None and (domain.low > 0 or (domain.low == 0 and domain.low_open))):
        return {"positive": True}
    if domain.low is not None and domain.low >= 0:
        return {"nonnegative": True}
    return {"real": True}


def _latex_default(name: str) -> str:
    if len(name) == 1:
        return name
    head, _, tail = name.partition("_")
    if len(head) == 1 and tail:
        return head + r"_{\mathrm{" + tail.replace("_", r"\_") + "}}"
    return r"\mathrm{" + name.replace("_", r"\_") + "}"


class SymbolTable:
    """Quantities by name and symbol, their definitions, their units, and the memo of
    unfolded forms (every check unfolds the same statements again, and rebuilding a Max
    re-runs sympy's argument comparisons; a new declaration clears the memo).

    ``parent`` answers what this table does not declare (a name may not be declared
    differently in both); ``loader`` runs once, before the first read."""

    def __init__(
        self,
        parent: SymbolTable | None = None,
        loader: Callable[[], None] | None = None,
        units: UnitTable | None = None,
    ):
        self.parent = parent
        self._loader = loader
        self.units: UnitTable = units if units is not None else UnitTable(parent.units if parent else None)
        self.units.read_first(self._ready)
        self._by_name: dict[str, Quantity] = {}
        self._by_symbol: dict[sp.Symbol, Quantity] = {}
        self._order: dict[str, int] = {}
        self._version = 0
        self._memo_stamp: tuple[object, ...] = ()
        self._definitions: dict[sp.Symbol, sp.Expr] | None = None
        self._unfolded: dict[sp.Basic, sp.Basic] = {}
        self._instantiated: dict[tuple[object, ...], sp.Basic] = {}
        self._planners: dict[type[Declaration], Declaration] = {}

    # --- what the planners read of the book ------------------------------------------
    def declare_for_planner(self, declared: Declaration) -> None:
        """A book's ``Book(serving=...)`` or ``Book(training=...)``, on top of what this table
        already declares."""
        kind = type(declared)
        self._planners[kind] = declared.over(self._planners.get(kind, kind()))

    def declared(self, kind: type[D]) -> D:
        """What the books declare of ``kind`` (``ServingQuantities``, ``TrainingQuantities``,
        ``FitQuantities``): this table's declarations over its parent's."""
        self._ready()
        below = self.parent.declared(kind) if self.parent is not None else kind()
        mine = self._planners.get(kind)
        found = below if mine is None else mine.over(below)
        assert isinstance(found, kind)
        return found

    # --- loading and the memo ------------------------------------------------------
    def load(self) -> SymbolTable:
        """Run the loader now (the default table imports the lecture book), so that no
        timed work pays for it later."""
        self._ready()
        return self

    def _ready(self) -> None:
        loader, self._loader = self._loader, None
        if loader is not None:
            loader()
        if self.parent is not None:
            self.parent._ready()

    def _stamp(self) -> tuple[object, ...]:
        return (self._version, self.parent._stamp() if self.parent else ())

    def _memo(self) -> None:
        """Drop memoised forms when this table or a parent gained a declaration."""
        stamp = self._stamp()
        if stamp != self._memo_stamp:
            self._memo_stamp, self._definitions = stamp, None
            self._unfolded.clear()
            self._instantiated.clear()

    @contextmanager
    def using(self) -> Iterator[SymbolTable]:
        """Make this the current table (``quantity``, ``define``, ``unfold`` ... use it)."""
        token = _CURRENT.set(self)
        try:
            with self.units.using():
                yield self
        finally:
            _CURRENT.reset(token)

    # --- declaring -------------------------------------------------------------------
    def _find(self, name: str) -> Quantity | None:
        found = self._by_name.get(name)
        if found is None and self.parent is not None:
            return self.parent._find(name)
        return found

    def _register(self, q: Quantity) -> sp.Symbol:
        if not q.name.isidentifier() or keyword.iskeyword(q.name):
            # the name becomes a Python, C and JavaScript identifier in the generated code
            raise ValueError(f"quantity name {q.name!r} is not an identifier: use letters, digits and _")
        old = self._find(q.name)
        if old is not None:
            if (old.unit, old.definition, old.symbol) != (q.unit, q.definition, q.symbol):
                raise ValueError(self._clash(old, q))
            return old.symbol
        self.units.declare(q.symbol, q.unit, q.text)
        self._by_name[q.name] = q
        self._by_symbol[q.symbol] = q
        self._order[q.name] = len(self._order)
        self._version += 1
        return q.symbol

    def _clash(self, old: Quantity, new: Quantity) -> str:
        """One line on a name declared twice with two meanings. A name chalk's own book
        (a parent table) holds is shared by every book loaded with it: the message names
        chalk's meaning and the two ways out, importing it or qualifying yours."""
        where = f" (in {old.origin.file}:{old.origin.line})" if old.origin and old.origin.file else ""
        if self._by_name.get(old.name) is old:  # two meanings within this book
            return f"quantity {new.name!r} is already declared differently{where}"
        from chalk.units import format_unit

        kind = "an input" if old.definition is None else "a definition"
        return (
            f"quantity {new.name!r} is already chalk's: {kind}, {old.meaning} [{format_unit(old.unit)}]; "
            f"names are shared by every book loaded together, so use chalk's "
            f"(from chalk.vocabulary import {old.name}) or qualify yours with a prefix of your book "
            f"(e.g. define('mine_{old.name}', ...))"
        )

    def quantity(
        self,
        name: str,
        unit: str,
        meaning: str,
        *,
        latex: str | None = None,
        text: str | None = None,
        default: float | str | None = None,
        source: str = "",
        integer: bool = False,
        nonnegative: bool = False,
        domain: Domain | None = None,
    ) -> sp.Symbol:
        """Declare an input quantity (positive unless ``nonnegative``) and return its symbol.

        ``default`` is a number in ``unit`` (or a string such as ``"2 FLOP/(parameter*token)"``)
        used when an evaluation does not set the input; ``source`` says where it comes from.
        """
        assumptions = {"nonnegative": True} if nonnegative else {"positive": True}
        if integer:
            assumptions["integer"] = True
        symbol = sp.Symbol(name, **assumptions)
        parsed = parse_unit(unit)
        fallback = None
        if default is not None:
            value = Q_(default) if isinstance(default, str) else Q_(default, parsed)
            fallback = Sourced(value, source or "chalk default")
        shown = text or name
        return self._register(
            Quantity(
                name, symbol, parsed, meaning, latex or _latex_default(shown), shown, None, fallback, _caller(), domain
            )
        )

    def define(
        self,
        name: str,
        expr: sp.Expr,
        unit: str,
        meaning: str,
        *,
        latex: str | None = None,
        text: str | None = None,
        domain: Domain | None = None,
    ) -> sp.Symbol:
        """Define ``name := expr``; statements use the returned symbol, checks unfold it.
        ``domain`` is where a value is physically possible (default > 0)."""
        shown = text or name
        symbol = sp.Symbol(name, **_sign_of(domain))
        return self._register(
            Quantity(
                name,
                symbol,
                parse_unit(unit),
                meaning,
                latex or _latex_default(shown),
                shown,
                as_sympy(expr),
                None,
                _caller(),
                domain,
            )
        )

    # --- reading ---------------------------------------------------------------------
    def lookup(self, name: str) -> Quantity:
        """The quantity called ``name``; KeyError names close matches."""
        self._ready()
        found = self._find(name)
        if found is not None:
            return found
        import difflib

        close = difflib.get_close_matches(name, [q.name for q in self.quantities()], n=4)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise KeyError(f"unknown quantity {name!r}{hint}")

    def of(self, symbol: sp.Symbol) -> Quantity | None:
        self._ready()
        found = self._by_symbol.get(symbol)
        if found is None and self.parent is not None:
            return self.parent.of(symbol)
        return found

    def quantities(self) -> list[Quantity]:
        """Every quantity, this table's and its parents', sorted by name."""
        self._ready()
        mine = {q.name: q for q in (self.parent.quantities() if self.parent else ())}
        mine.update(self._by_name)
        return sorted(mine.values(), key=lambda q: q.name)

    def defined_in(self, module: str) -> list[str]:
        """Names ``define``d by code in ``module``, in source order."""
        self._ready()
        found = [q for q in self.quantities() if q.definition is not None and q.origin and q.origin.module == module]
        return [q.name for q in sorted(found, key=lambda q: (q.origin.line if q.origin else 0, q.name))]

    def definitions(self) -> dict[sp.Symbol, sp.Expr]:
        self._ready()
        return dict(self._declared_definitions())

    def _declared_definitions(self) -> dict[sp.Symbol, sp.Expr]:
        """The definitions declared so far, this table's and its parents', without running
        the loader (memoised until a declaration changes the table)."""
        self._memo()
        if self._definitions is None:
            mine = dict(self.parent._declared_definitions()) if self.parent is not None else {}
            mine.update({q.symbol: q.definition for q in self._by_name.values() if q.definition is not None})
            self._definitions = mine
        return self._definitions

    def unfold(self, expr: sp.Basic) -> sp.Basic:
        """Replace defined symbols by their definitions until none is left. Needs no loader:
        every symbol ``expr`` holds was declared, with its definition, before ``expr`` was
        built (so a section module may unfold while the book is still being imported)."""
        self._memo()
        done = self._unfolded.get(expr)
        if done is None:
            done = self._unfolded[expr] = unfold_with(expr, self._declared_definitions(), self._unfolded)
        return done

    def instantiate(self, expr: sp.Basic, given: tuple[tuple[sp.Symbol, sp.Basic], ...]) -> sp.Basic:
        """``expr`` unfolded, then with the ``given`` (symbol, exact value) pairs substituted;
        memoised, since the numeric, identity and proof checks instantiate the same trees."""
        key = (self.unfold(expr), given)
        done = self._instantiated.get(key)
        if done is None:
            done = self._instantiated[key] = substitute(key[0], dict(given))
        return done

    def defined_symbols_in(self, expr: sp.Basic) -> list[sp.Symbol]:
        """Every defined symbol reachable from ``expr`` through definitions (for unit checks)."""
        table, seen, todo = self.definitions(), [], list(expr.free_symbols)
        while todo:
            s = todo.pop()
            if s in table and s not in seen:
                seen.append(s)
                todo.extend(table[s].free_symbols)
        return sorted(seen, key=lambda s: s.name)


def _load_book() -> None:
    """Import every module that declares the default book's quantities (the shared
    vocabulary, the architecture formulas and every module of the book chalk ships)."""
    from chalk.derivations.registry import import_book_modules

    with _DEFAULT.using():  # never into a user's table that happens to be current
        modules = import_book_modules()
        declare_book(modules[0])


_DEFAULT = SymbolTable(loader=_load_book, units=default_units())
_CURRENT: ContextVar[SymbolTable] = ContextVar("chalk_symbol_table", default=_DEFAULT)


def declare_book(module: Any) -> None:
    """What a source's ``BOOK`` declares for the planner, into the current table."""
    from chalk.derivations.model import Book

    about = getattr(module, "BOOK", None)
    if isinstance(about, Book):
        for field_name in KINDS:
            declared = getattr(about, field_name)
            if declared is not None:
                current_table().declare_for_planner(declared)


def default_table() -> SymbolTable:
    """The default book's table (the book chalk ships), which the CLI uses."""
    return _DEFAULT


def current_table() -> SymbolTable:
    """The table that ``quantity``, ``define`` and the other module-level helpers use."""
    return _CURRENT.get()


# --- module-level helpers: today's signatures, writing into and reading the current table
def quantity(name: str, unit: str, meaning: str, **options: Any) -> sp.Symbol:
    """Declare an input quantity in the current table; ``options`` are those of
    ``SymbolTable.quantity`` (latex, text, default, source, integer, nonnegative, domain)."""
    return current_table().quantity(name, unit, meaning, **options)


def define(name: str, expr: sp.Expr, unit: str, meaning: str, **options: Any) -> sp.Symbol:
    """Define a quantity by an expression in the current table; ``options`` are those of
    ``SymbolTable.define`` (latex, text, domain)."""
    return current_table().define(name, expr, unit, meaning, **options)


def lookup(name: str) -> Quantity:
    return current_table().lookup(name)


def of(symbol: sp.Symbol) -> Quantity | None:
    return current_table().of(symbol)


def all_quantities() -> list[Quantity]:
    return current_table().quantities()


def definitions() -> dict[sp.Symbol, sp.Expr]:
    return current_table().definitions()


def unfold(expr: sp.Basic) -> sp.Basic:
    """Replace defined symbols by their definitions until none is left."""
    return current_table().unfold(expr)


def unfold_with(
    expr: sp.Basic, table: dict[sp.Symbol, sp.Expr], memo: dict[sp.Symbol, sp.Basic] | None = None
) -> sp.Basic:
    """``unfold`` over another definition table (mutation changes one definition in a copy);
    ``memo`` keeps each unfolded definition, built once."""
    memo = {} if memo is None else memo
    present = {s: _unfolded_definition(s, table, (), memo) for s in expr.free_symbols if s in table}
    return substitute(expr, present) if present else expr


def _unfolded_definition(
    s: sp.Symbol, table: dict[sp.Symbol, sp.Expr], visiting: tuple[sp.Symbol, ...], memo: dict[sp.Symbol, sp.Basic]
) -> sp.Basic:
    """The definition of ``s`` with its own defined symbols unfolded, each built once: putting
    an unfolded ``Max`` in place whole avoids rebuilding it (and re-comparing its arguments)
    at every level of a top-down substitution."""
    if s in visiting:
        raise RecursionError("definitions are cyclic: " + " -> ".join(v.name for v in (*visiting, s)))
    done = memo.get(s)
    if done is None:
        inner = {d: _unfolded_definition(d, table, (*visiting, s), memo) for d in table[s].free_symbols if d in table}
        done = memo[s] = table[s].xreplace(inner) if inner else table[s]
    return done


def defined_symbols_in(expr: sp.Basic) -> list[sp.Symbol]:
    return current_table().defined_symbols_in(expr)
