"""JavaScript from the same prepared expressions as the numpy code (``codegen.numpy_function``).

Each defined quantity becomes ``function NAME({arg, ...})`` on numbers in base units,
taking one object of named arguments (a positional call is the classic silent bug), with
the numpy code's common subexpressions. sympy's ``JavascriptCodePrinter`` prints every
formula; nothing here is written by hand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import combinations

import sympy as sp
from sympy.printing.jscode import JavascriptCodePrinter

from chalk.derivations.quantities import lookup
from chalk.exporters.codegen import NestedMaxMin, base_unit_text, numpy_function
from chalk.exporters.site import vanishing_store


class ChalkJavascriptPrinter(NestedMaxMin, JavascriptCodePrinter):
    """JavaScript with nested two-argument ``Math.max``/``Math.min`` (as the numpy code nests them)."""

    max_call = "Math.max"
    min_call = "Math.min"


def javascript_function(name: str) -> str:
    """``function NAME({inputs}) {...}`` for quantity ``name`` in base units; its meaning
    and unit go into the comment above it as JSON strings, never as raw text."""
    f = numpy_function(name)
    printer = ChalkJavascriptPrinter({"strict": False})
    q = lookup(name)
    key = name if name.isascii() and name.isidentifier() else json.dumps(name)
    lines = [  # the claim's own text only as a JSON string: a newline in it cannot end the comment
        f"  // {json.dumps(q.meaning)} in {json.dumps(base_unit_text(q.unit))}",
        f"  {key}: function ({{{', '.join(s.name for s in f.inputs)}}}) {{",
    ]
    lines += [f"    const {lhs} = {printer.doprint(rhs)};" for lhs, rhs in f.shared]
    lines.append(f"    return {printer.doprint(f.body)};")
    lines.append("  },")
    return "\n".join(lines)


#: the most (input, value) pairs whose every combination ``vanishing`` tries
MAX_VANISHING_PAIRS = 10


def _pair_key(pairs) -> str:
    return ",".join(sorted(f"{s.name}={_shown(v)}" for s, v in pairs))  # sorted as the calculator sorts


def _shown(value: int | sp.Symbol) -> str:
    return value.name if isinstance(value, sp.Symbol) else str(value)


def _put(value: int | sp.Symbol) -> sp.Basic:
    return value if isinstance(value, sp.Symbol) else sp.Integer(value)


def _same_kind(a: sp.Symbol, b: sp.Symbol) -> bool:
    """Two inputs of one unit and sign: equal values are then a meaningful case (N_total =
    N_active), not a coincidence of base-unit numbers (bytes per parameter = a bandwidth)."""
    from chalk.units import declared_unit

    return a.is_positive == b.is_positive and declared_unit(a) == declared_unit(b)


#: while ``vanishing`` runs: sympy's Max/Min comparisons already made, by (class, x, y)
_COMPARISONS: ContextVar[dict | None] = ContextVar("chalk_minmax_comparisons", default=None)


def _install_remembered_comparisons() -> None:
    """Let ``MinMaxBase._is_connected`` consult ``_COMPARISONS`` when one is active. sympy
    compares every pair of a Max's or Min's arguments whenever one is built (a
    ``factor_terms`` of their difference each time), and the ``2^k`` substitutions of
    ``vanishing`` build the same pairs again and again; the comparison is a function of
    its class and arguments alone, so remembering it changes no result. Outside
    ``vanishing`` (no memo active) sympy runs as shipped."""
    from sympy.functions.elementary.miscellaneous import MinMaxBase

    original = MinMaxBase.__dict__["_is_connected"].__func__
    if getattr(original, "chalk_remembered", False):
        return

    def connected(cls, x, y):
        memo = _COMPARISONS.get()
        if memo is None:
            return original(cls, x, y)
        key = (cls, x, y)
        if key not in memo:
            memo[key] = original(cls, x, y)
        return memo[key]

    connected.chalk_remembered = True  # type: ignore[attr-defined]
    MinMaxBase._is_connected = classmethod(connected)


@contextmanager
def remembered_comparisons() -> Iterator[None]:
    """Remember Max/Min comparisons inside the block (one memo for nested blocks: the
    quantities of one ``formulas.js`` share most of their Max and Min arguments)."""
    _install_remembered_comparisons()
    if _COMPARISONS.get() is not None:
        yield
        return
    token = _COMPARISONS.set({})
    try:
        yield
    finally:
        _COMPARISONS.reset(token)


class Substitution:
    """``expr.xreplace(rule)`` for many rules over one expression, each subtree rebuilt once
    per distinct substitution of its own symbols. Rebuilding is where the time goes (sympy's
    ``Max`` and ``Min`` compare their arguments whenever they are built): the ``2^k``
    combinations of ``vanishing`` share most of their subtrees' substitutions. The result
    is ``xreplace``'s, node for node: the same constructors on the same arguments."""

    def __init__(self, expr: sp.Basic) -> None:
        self.expr = expr
        self._symbols: dict[sp.Basic, frozenset[sp.Basic]] = {}
        self._built: dict[tuple[sp.Basic, tuple[tuple[sp.Basic, sp.Basic], ...]], sp.Basic] = {}

    def free_symbols(self, rule: dict[sp.Basic, sp.Basic]) -> set[sp.Basic]:
        """The free symbols of ``expr.xreplace(rule)`` (``rule`` maps symbols)."""
        return set(self._replace(self.expr, rule).free_symbols)

    def _symbols_of(self, node: sp.Basic) -> frozenset[sp.Basic]:
        found = self._symbols.get(node)
        if found is None:
            found = frozenset(node.free_symbols)
            self._symbols[node] = found
        return found

    def _replace(self, node: sp.Basic, rule: dict[sp.Basic, sp.Basic]) -> sp.Basic:
        if node in rule:
            return rule[node]
        if not node.args:
            return node
        mine = self._symbols_of(node)
        relevant = tuple(sorted(((k, v) for k, v in rule.items() if k in mine), key=lambda kv: str(kv[0])))
        if not relevant:
            return node
        key = (node, relevant)
        built = self._built.get(key)
        if built is None:
            args = [self._replace(a, rule) if isinstance(a, sp.Basic) else a for a in node.args]
            built = node.func(*args) if any(a is not b for a, b in zip(args, node.args, strict=True)) else node
            self._built[key] = built
        return built


def vanishing_pairs(f, substitution: Substitution | None = None) -> list[tuple[sp.Symbol, int | sp.Symbol]]:
    """The (input, value) pairs at which terms of ``f`` may vanish: 0 for an input that may be
    zero (a count), 1 where that alone drops another input (a degree of 1: the ``(tp − 1)`` of
    a ring), and another input where equal values drop a third (a dense model's N_total =
    N_active leaves no routed expert, so E and k drop out). Values in base units, compared
    exactly by the calculator."""
    sub = substitution or Substitution(f.expr)
    n = len(f.inputs)
    zeros = [(s, 0) for s in f.inputs if not s.is_positive]
    ones = [(s, 1) for s in f.inputs if len(sub.free_symbols({s: sp.Integer(1)})) < n - 1]
    ordered = sorted(f.inputs, key=lambda s: s.name)
    equal = [
        (a, b)
        for i, a in enumerate(ordered)
        for b in ordered[i + 1 :]
        if _same_kind(a, b) and len(sub.free_symbols({a: b})) < n - 1
    ]
    return (zeros + ones + equal)[:MAX_VANISHING_PAIRS]


def vanishing(name: str) -> dict[str, object]:
    """``pairs``: the ``vanishing_pairs``; ``still``: for each combination of them
    (``name=value`` joined by commas, sorted), the inputs still needed once those values are
    put in, where that drops any: ``evalbook.still_needed`` at those values (a term
    multiplied by a zero count or by ``tp − 1`` at tp = 1 vanishes, and with it the inputs
    only that term uses). The
    calculator then asks for no input whose terms vanish at the values it has, as `chalk
    eval` does; decided here from the expression, never by trying values in the browser."""
    f = numpy_function(name)
    return vanishing_store.stored(f.expr, tuple(f.inputs), lambda: compute_vanishing(f))


def compute_vanishing(f) -> dict[str, object]:
    sub = Substitution(f.expr)
    out = {}
    with remembered_comparisons():
        pairs = vanishing_pairs(f, sub)
        for k in range(1, len(pairs) + 1):
            for chosen in combinations(pairs, k):
                if len({s for s, _ in chosen}) < k:  # one value an input
                    continue
                left = sub.free_symbols({s: _put(v) for s, v in chosen})
                if len(left) < len(f.inputs) - k:
                    out[_pair_key(chosen)] = sorted(x.name for x in left)
    shown = [[s.name, {"eq": v.name} if isinstance(v, sp.Symbol) else v] for s, v in pairs]
    return {"pairs": shown, "still": out} if out else {}


def formulas_source(names: Iterable[str]) -> str:
    """``formulas.js``: ``CHALK.formulas`` (one function per quantity) and ``CHALK.arguments``."""
    names = sorted(names)
    arguments = {n: [s.name for s in numpy_function(n).inputs] for n in names}
    body = "\n".join(javascript_function(n) for n in names)
    with remembered_comparisons():
        vanish = {n: v for n in names if (v := vanishing(n))}
    return (
        "// Generated by chalk from its sympy definitions through sympy's JavaScript code printer;\n"
        "// do not edit. Arguments and results are in base units (s, B, FLOP, token, sequence,\n"
        "// parameter, USD); every function takes one object of named arguments.\n"
        '"use strict";\n'
        "var CHALK = window.CHALK || (window.CHALK = {});\n"
        f"CHALK.formulas = {{\n{body}\n}};\n"
        f"CHALK.arguments = {json.dumps(arguments, indent=1, sort_keys=True)};\n"
        f"CHALK.vanishing = {json.dumps(vanish, indent=1, sort_keys=True)};\n"
    )
