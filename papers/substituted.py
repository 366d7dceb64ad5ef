"""Numbers written in place of names: ``\\Phi + G + \\frac{O}{N} = 65.0 + 65.0 + \\frac{390.0}{N}`` GB
substitutes the sizes a list in prose gives Φ, G and O (65 GB, 65 GB, 390 GB), keeping N. Read as
an identity over Φ, G and O it is false at almost every point, but the author claims no identity:
the names on one side only take values that make the sides agree for every N, which a reader
finds in the prose, not in a formula chalk reads. Such a relation is no certain error."""

from __future__ import annotations

import sympy as sp

from chalk.papers.reading import own_and_unvalued

#: at most this many names substituted at once (a linear system of that size)
_MOST = 6


def numbers_for_names(left: sp.Basic, right: sp.Basic, known: set[sp.Symbol]) -> list[sp.Symbol] | None:
    """The names on one side only, none defined or given, for which numbers are written on the
    other side (a side with numbers of its own and none of these names) so that the sides agree
    for every value of the names they share, where the relation is linear in those names; None
    when the relation says more than a substitution (no such values exist: a b / b = a/2)."""
    mine = {s for s in left.free_symbols ^ right.free_symbols if not s.name.startswith("[")}
    if not mine or len(mine) > _MOST or not own_and_unvalued(mine, known):
        return None
    names, numbers = (left, right) if mine <= left.free_symbols else (right, left)
    if not mine <= names.free_symbols or not any(abs(n) != 1 for n in numbers.atoms(sp.Number)):
        return None
    shared = sorted(numbers.free_symbols, key=str)  # the names both sides write, and unit placeholders
    difference = sp.numer(sp.together(names - numbers))
    unknowns = sorted(mine, key=str)
    try:
        if sp.Poly(difference, *unknowns).total_degree() != 1:
            return None
        equations = sp.Poly(sp.expand(difference), *shared).coeffs() if shared else [difference]
    except (sp.PolynomialError, sp.GeneratorsNeeded):
        return None
    solutions = sp.linsolve(equations, unknowns)
    if solutions == sp.EmptySet or not solutions:
        return None
    return unknowns
