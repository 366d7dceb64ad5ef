"""JavaScript from the same prepared expressions as the numpy code (``codegen.numpy_function``).

Each defined quantity becomes ``function NAME({arg, ...})`` on numbers in base units,
taking one object of named arguments (a positional call is the classic silent bug), with
the numpy code's common subexpressions. sympy's ``JavascriptCodePrinter`` prints every
formula; nothing here is written by hand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import combinations

import sympy as sp
from sympy.printing.jscode import JavascriptCodePrinter

from chalk.derivations.quantities import lookup
from chalk.exporters.codegen import NestedMaxMin, base_unit_text, numpy_function


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


def vanishing_pairs(f) -> list[tuple[sp.Symbol, int | sp.Symbol]]:
    """The (input, value) pairs at which terms of ``f`` may vanish: 0 for an input that may be
    zero (a count), 1 where that alone drops another input (a degree of 1: the ``(tp − 1)`` of
    a ring), and another input where equal values drop a third (a dense model's N_total =
    N_active leaves no routed expert, so E and k drop out). Values in base units, compared
    exactly by the calculator."""
    n = len(f.inputs)
    zeros = [(s, 0) for s in f.inputs if not s.is_positive]
    ones = [(s, 1) for s in f.inputs if len(f.expr.xreplace({s: sp.Integer(1)}).free_symbols) < n - 1]
    ordered = sorted(f.inputs, key=lambda s: s.name)
    equal = [
        (a, b)
        for i, a in enumerate(ordered)
        for b in ordered[i + 1 :]
        if _same_kind(a, b) and len(f.expr.xreplace({a: b}).free_symbols) < n - 1
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
    pairs = vanishing_pairs(f)
    out = {}
    for k in range(1, len(pairs) + 1):
        for chosen in combinations(pairs, k):
            if len({s for s, _ in chosen}) < k:  # one value an input
                continue
            left = f.expr.xreplace({s: _put(v) for s, v in chosen}).free_symbols
            if len(left) < len(f.inputs) - k:
                out[_pair_key(chosen)] = sorted(x.name for x in left)
    shown = [[s.name, {"eq": v.name} if isinstance(v, sp.Symbol) else v] for s, v in pairs]
    return {"pairs": shown, "still": out} if out else {}


def formulas_source(names: Iterable[str]) -> str:
    """``formulas.js``: ``CHALK.formulas`` (one function per quantity) and ``CHALK.arguments``."""
    names = sorted(names)
    arguments = {n: [s.name for s in numpy_function(n).inputs] for n in names}
    body = "\n".join(javascript_function(n) for n in names)
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
