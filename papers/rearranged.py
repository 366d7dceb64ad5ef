"""A derivation's steps: an equation over the document's own symbols that no solver decides
(``\\frac{A\\alpha}{N^\\alpha} = \\frac{B\\beta}{D^\\beta}``, the optimum's condition) or that is set to
zero is a condition of the document, and a later equation that only rearranges one (``\\frac{D^\\beta}
{N^\\alpha} = \\frac{B\\beta}{A\\alpha}``, under the next heading) holds wherever the condition does. It
is refuted as an identity at a point that breaks the condition, so that refutation is no error."""

from __future__ import annotations

import sympy as sp

from chalk.papers.reading import own_and_unvalued

#: the most conditions kept per document (each a few simplifications when a relation is refuted)
_MOST = 24


def a_condition(statement: sp.Basic, known: set[sp.Symbol]) -> bool:
    """An equation whose symbols are all the document's own, none defined or given."""
    symbols = statement.free_symbols
    return isinstance(statement, sp.Eq) and bool(symbols) and own_and_unvalued(symbols, known)


def keep(conditions: list[tuple[sp.Basic, int]], statement: sp.Basic, line: int) -> None:
    if len(conditions) < _MOST and all(statement != c for c, _ in conditions):
        conditions.append((statement, line))


def rearranges(statement: sp.Basic, conditions: list[tuple[sp.Basic, int]]) -> int | None:
    """The line of an earlier condition that ``statement`` rearranges (the same ratio of its sides,
    or its reciprocal, or the same difference up to sign), or None."""
    if not isinstance(statement, sp.Eq):
        return None
    left, right = statement.lhs, statement.rhs
    for condition, line in reversed(conditions):
        if not condition.free_symbols & statement.free_symbols:
            continue
        a, b = condition.lhs, condition.rhs
        differences = (left - right - (a - b), left - right + (a - b))
        ratios = (left * b - right * a, left * a - right * b) if 0 not in (a, b, left, right) else ()
        for candidate in (*differences, *ratios):
            if _vanishes(candidate):
                return int(line)
    return None


def _vanishes(expr: sp.Basic) -> bool:
    """Whether ``expr`` simplifies to 0 (powers with symbolic exponents combined first)."""
    try:
        return bool(sp.simplify(sp.powsimp(sp.expand_power_base(sp.expand(expr), force=True), force=True)) == 0)
    except (TypeError, ValueError, RecursionError):
        return False
