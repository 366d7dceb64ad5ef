"""Numeric code from the sympy source of truth: one numpy function per defined quantity.

Definitions are unfolded to inputs, every argument and result is in chalk's base units
(s, B, FLOP, token, sequence, parameter, USD), arguments are keyword-only (a positional
call once returned a latency 48× wrong), and common subexpressions are shared. The same
source is written to ``output/code`` by the exporters and compiled in memory by
``chalk eval`` and ``chalk sweep``.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import sympy as sp
from sympy.printing.numpy import NumPyPrinter

from chalk.derivations.quantities import Quantity, lookup, of, unfold
from chalk.units import Q_, format_unit
from chalk.units.registry import units_of


def base_unit_text(unit) -> str:
    """The base unit a generated function takes or returns for ``unit`` (e.g. ``USD/s``)."""
    return format_unit(units_of(Q_(1, unit).to_base_units()))


class NestedMaxMin:
    """Printer mixin: ``Max``/``Min`` as nested two-argument calls of ``max_call``/``min_call``,
    so every language evaluates them in the same order as the numpy code."""

    max_call = "max"
    min_call = "min"

    if TYPE_CHECKING:  # provided by the sympy printer this is mixed into

        def _print(self, expr: Any) -> str: ...

    def _nested(self, func: str, args) -> str:
        printed = [self._print(a) for a in args]
        result = printed[0]
        for p in printed[1:]:
            result = f"{func}({result}, {p})"
        return result

    def _print_Max(self, e):
        return self._nested(self.max_call, e.args)

    def _print_Min(self, e):
        return self._nested(self.min_call, e.args)


class ChalkNumPyPrinter(NestedMaxMin, NumPyPrinter):
    """NumPy printing with nested ``numpy.maximum``/``minimum`` instead of ``reduce``."""

    max_call = "numpy.maximum"
    min_call = "numpy.minimum"


@dataclass(frozen=True)
class Function:
    """A generated function: its name, ordered inputs, unfolded expression, the prepared
    form every printer shares (common subexpressions ``shared``, then ``body``) and the
    numpy source."""

    name: str
    inputs: tuple[sp.Symbol, ...]
    expr: sp.Expr
    source: str
    shared: tuple[tuple[sp.Symbol, sp.Expr], ...] = ()
    body: sp.Expr | None = None


def _docstring(q: Quantity, inputs: Iterable[sp.Symbol]) -> str:
    lines = [f"{q.meaning[:1].upper()}{q.meaning[1:]} [{base_unit_text(q.unit)}].", "", "Args (base units):"]
    for s in inputs:
        arg = of(s)
        lines.append(f"    {s.name}: {arg.meaning if arg else ''} [{base_unit_text(arg.unit) if arg else '1'}]")
    lines += ["", f"Returns: {q.name} in {base_unit_text(q.unit)}."]
    return "\n".join(lines)


def _is_reciprocal_of_symbol(e: sp.Basic) -> bool:
    return e.is_Pow and e.exp == -1 and e.base.is_Symbol


def _shared_subexpressions(expr: sp.Expr) -> tuple[list[tuple[sp.Symbol, sp.Expr]], sp.Expr]:
    """``sp.cse`` without the shared reciprocals of a single input: ``_x0 = chips**(-1.0)``
    costs a power over the whole array (about 2.5× a division) and an extra multiply, so
    such a term is put back and printed as a division."""
    shared, (body,) = sp.cse(expr, symbols=sp.numbered_symbols("_x"), optimizations="basic")
    kept: list[tuple[sp.Symbol, sp.Expr]] = []
    inlined: dict[sp.Symbol, sp.Expr] = {}
    for lhs, rhs in shared:
        rhs = rhs.xreplace(inlined)
        if _is_reciprocal_of_symbol(rhs):
            inlined[lhs] = rhs
        else:
            kept.append((lhs, rhs))
    return kept, body.xreplace(inlined)


def numpy_function(name: str) -> Function:
    """Source of the numpy function computing quantity ``name`` (in the current symbol
    table) from its inputs."""
    q = lookup(name)
    return _numpy_function(q, unfold(q.definition if q.definition is not None else q.symbol))


@cache
def _numpy_function(q: Quantity, expr: sp.Basic) -> Function:
    """Cached by the quantity and its unfolded expression: ``sp.cse`` over an unfolded
    ``Max`` re-compares its arguments, so each function is generated once per process (the
    exporters, ``compiled`` and ``chalk sweep`` share it)."""
    name = q.name
    inputs = tuple(sorted(expr.free_symbols, key=lambda s: s.name))
    printer = ChalkNumPyPrinter({"fully_qualified_modules": True, "inline": True})
    shared, body = _shared_subexpressions(expr)
    doc = _docstring(q, inputs).replace("\n", "\n    ").replace("\n    \n", "\n\n")
    lines = [f"def {name}(*, {', '.join(s.name for s in inputs)}):", f'    """{doc}\n    """']
    lines += [f"    {lhs} = {printer.doprint(rhs)}" for lhs, rhs in shared]
    lines.append(f"    return {printer.doprint(body)}")
    return Function(name, inputs, expr, "\n".join(lines) + "\n", tuple(shared), body)


def module_source(names: Iterable[str], title: str) -> str:
    """A standalone module (numpy only) with one function per quantity."""
    functions = [numpy_function(n) for n in names]
    header = (
        f'"""{title}\n\nGenerated by chalk from its sympy definitions; do not edit. Arguments and results\n'
        'are in base units (s, B, FLOP, token, sequence, parameter, USD)."""\n\nimport numpy\n'
    )
    return header + "".join("\n\n" + f.source for f in functions)


def compiled(name: str) -> Callable[..., object]:
    """The generated numpy function for ``name``, compiled in memory (chalk's own code)."""
    return _compiled(numpy_function(name))


@cache
def _compiled(function: Function) -> Callable[..., object]:
    name = function.name
    module = types.ModuleType(f"chalk_generated_{name}")
    module.__dict__["numpy"] = __import__("numpy")
    exec(compile(function.source, f"<chalk:{name}>", "exec"), module.__dict__)  # generated by chalk, never user text
    return module.__dict__[name]
