"""Quantities: named sympy symbols with a unit, a meaning, a LaTeX name and an optional
definition or default. Every symbol in every claim is declared here or through
``quantity``/``define`` in a lecture module, so units, LaTeX and code all read one table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pint
import sympy as sp

from chalk.derivations.expressions import as_sympy
from chalk.derivations.sourced import Sourced
from chalk.units import Q_, declare, parse_unit


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


_BY_NAME: dict[str, Quantity] = {}
_BY_SYMBOL: dict[sp.Symbol, Quantity] = {}
# Every check unfolds the same statements again (and rebuilding a Max re-runs sympy's
# argument comparisons), so the definition table and unfolded forms are memoised; a new
# declaration clears both.
_DEFINITIONS: dict[sp.Symbol, sp.Expr] | None = None
_UNFOLDED: dict[sp.Basic, sp.Basic] = {}


def _register(q: Quantity) -> sp.Symbol:
    old = _BY_NAME.get(q.name)
    if old is not None:
        if (old.unit, old.definition, old.symbol) != (q.unit, q.definition, q.symbol):
            raise ValueError(f"quantity {q.name!r} is already declared differently")
        return old.symbol
    global _DEFINITIONS
    declare(q.symbol, q.unit, q.text)
    _BY_NAME[q.name] = q
    _BY_SYMBOL[q.symbol] = q
    _DEFINITIONS = None
    _UNFOLDED.clear()
    return q.symbol


def _latex_default(name: str) -> str:
    if len(name) == 1:
        return name
    head, _, tail = name.partition("_")
    if len(head) == 1 and tail:
        return head + r"_{\mathrm{" + tail.replace("_", r"\_") + "}}"
    return r"\mathrm{" + name.replace("_", r"\_") + "}"


def quantity(
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
    return _register(
        Quantity(name, symbol, parsed, meaning, latex or _latex_default(text or name), text or name, None, fallback)
    )


def define(
    name: str,
    expr: sp.Expr,
    unit: str,
    meaning: str,
    *,
    latex: str | None = None,
    text: str | None = None,
) -> sp.Symbol:
    """Define ``name := expr``; statements use the returned symbol, checks unfold it."""
    symbol = sp.Symbol(name, positive=True)
    return _register(
        Quantity(
            name,
            symbol,
            parse_unit(unit),
            meaning,
            latex or _latex_default(text or name),
            text or name,
            as_sympy(expr),
        )
    )


def lookup(name: str) -> Quantity:
    """The quantity called ``name``; KeyError names close matches."""
    try:
        return _BY_NAME[name]
    except KeyError:
        import difflib

        close = difflib.get_close_matches(name, _BY_NAME, n=4)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise KeyError(f"unknown quantity {name!r}{hint}") from None


def of(symbol: sp.Symbol) -> Quantity | None:
    return _BY_SYMBOL.get(symbol)


def all_quantities() -> list[Quantity]:
    return sorted(_BY_NAME.values(), key=lambda q: q.name)


def definitions() -> dict[sp.Symbol, sp.Expr]:
    global _DEFINITIONS
    if _DEFINITIONS is None:
        _DEFINITIONS = {q.symbol: q.definition for q in _BY_NAME.values() if q.definition is not None}
    return dict(_DEFINITIONS)


def unfold(expr: sp.Basic) -> sp.Basic:
    """Replace defined symbols by their definitions until none is left."""
    done = _UNFOLDED.get(expr)
    if done is None:
        table = definitions()
        present = {s: _unfolded_definition(s, table, ()) for s in expr.free_symbols if s in table}
        done = _UNFOLDED[expr] = expr.xreplace(present) if present else expr
    return done


def _unfolded_definition(s: sp.Symbol, table: dict[sp.Symbol, sp.Expr], visiting: tuple) -> sp.Basic:
    """The definition of ``s`` with its own defined symbols unfolded, each built once: putting
    an unfolded ``Max`` in place whole avoids rebuilding it (and re-comparing its arguments)
    at every level of a top-down substitution."""
    if s in visiting:
        raise RecursionError("definitions are cyclic: " + " -> ".join(v.name for v in (*visiting, s)))
    done = _UNFOLDED.get(s)
    if done is None:
        inner = {d: _unfolded_definition(d, table, (*visiting, s)) for d in table[s].free_symbols if d in table}
        done = _UNFOLDED[s] = table[s].xreplace(inner) if inner else table[s]
    return done


def defined_symbols_in(expr: sp.Basic) -> list[sp.Symbol]:
    """Every defined symbol reachable from ``expr`` through definitions (for unit checks)."""
    table, seen, todo = definitions(), [], list(expr.free_symbols)
    while todo:
        s = todo.pop()
        if s in table and s not in seen:
            seen.append(s)
            todo.extend(table[s].free_symbols)
    return sorted(seen, key=lambda s: s.name)
