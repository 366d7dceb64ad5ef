"""A countermodel as one text, whichever solver found it: every symbol of the claim as
written gets an exact value, and every function a finite table with an "otherwise" value
that keeps its assumptions ("f(3) = 1/2; otherwise 0").

z3's route and both of cvc5's print here, so a reader (a user, the fuzz oracle, a CI
log) parses one format, and a symbol that folding removed before a solver saw it is
still named: any value that keeps its assumptions is as good as another there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import sympy as sp

from chalk.constraints.z3_printer import function_assumptions, function_key, symbol_key
from chalk.constraints.z3_values import default_value, function_names, readable, shown_names

#: a function's values in a countermodel: (arguments -> value, the value everywhere else)
Table = tuple[Mapping[tuple[sp.Rational, ...], sp.Rational], sp.Rational]


class NoSmallValue(ValueError):
    """No small value keeps a symbol's or a function's assumptions (the countermodel cannot
    be completed, so it is not shown as one)."""


def completed(
    values: Mapping[sp.Symbol, sp.Rational],
    seen: Mapping[type, Mapping[tuple[sp.Rational, ...], sp.Rational]],
    symbols: Iterable[sp.Symbol],
    functions: Iterable[type],
) -> tuple[dict[sp.Symbol, sp.Rational], dict[type, Table]]:
    """``values`` and the function values ``seen``, completed over ``symbols`` and
    ``functions``: a symbol or an application the solver never fixed gets the first small
    value that keeps its assumptions."""
    point = dict(values)
    for s in symbols:
        if s not in point:
            default = default_value(s.assumptions0)
            if default is None:
                raise NoSmallValue(f"no small value satisfies the assumptions of {s.name}")
            point[s] = default
    tables: dict[type, Table] = {}
    for f in {*seen, *functions}:
        default = default_value(function_assumptions(f))
        if default is None:
            raise NoSmallValue(f"no small value satisfies the assumptions of {f.__name__}")
        tables[f] = (dict(seen.get(f, {})), default)
    return point, tables


def shown_countermodel(
    values: Mapping[sp.Symbol, sp.Rational], tables: Mapping[type, Table]
) -> tuple[tuple[str, str], ...]:
    """(name, value) pairs: symbols in their fixed order, then each function's table."""
    symbols = sorted(values, key=symbol_key)
    names = shown_names(symbols)
    out = [(names[s], readable(values[s])) for s in symbols]
    named = function_names(tables)
    for f in sorted(tables, key=function_key):
        table, default = tables[f]
        cases = [f"{f.__name__}({', '.join(readable(a) for a in args)}) = {readable(v)}" for args, v in table.items()]
        out.append((named[f], "; ".join([*cases, f"otherwise {readable(default)}"])))
    return tuple(out)
