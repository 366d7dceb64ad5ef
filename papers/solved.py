"""An equation in one of the document's own names with no value, then that name stated with a
number: ``16.55 \\times 10^{12} = 0.299 (3.8 \\times 10^{25})^{\\alpha}``, and three lines on
``\\alpha = 0.5732``. The author solved the equation; the number stated must solve it within the
digits written (the sign's tolerance). A number no point of whose rounding interval makes the
sides meet (their difference keeps one sign across it) is a certain error, whatever the name means."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import sympy as sp

from chalk.papers.numbers import tolerance
from chalk.papers.own_notation import givens_of
from chalk.papers.reading import DocumentSymbol
from chalk.papers.verdicts import RelationError
from chalk.units import pretty

if TYPE_CHECKING:
    from chalk.papers.pair_stages import Pair


@dataclass(frozen=True)
class Equation:
    """An equation over one unvalued name: its sides' values (the name left in), its line and where it holds."""

    left: sp.Basic
    right: sp.Basic
    line: int
    where: tuple[object, ...]  # (file, section, item): a stated value is checked in the same place only


def _where(p: Pair) -> tuple[object, ...]:
    return (p.f.path, p.ctx.section, p.ctx.item)


#: the prose right before a value that picks a case rather than states a solution ("For $P = 64$")
_CASE = re.compile(
    r"\b(?:for|with|at|if|when(?:ever)?|assum\w*|let|given|suppos\w*|tak\w+|using|setting|say)\s*[,:]?\s*$", re.I
)
#: at most this many equations kept per name (the steps of one solution)
_MOST = 8


def record(p: Pair) -> None:
    """Keep ``p`` among the equations in its name when it is an equation (``=``) that writes the
    name, whose values leave it the one symbol, the document's own, and no unit."""
    if p.relation != "eq" or p.rough:
        return
    free = p.va.free_symbols | p.vb.free_symbols
    if len(free) != 1 or not isinstance(name := next(iter(free)), DocumentSymbol) or name.name.startswith("["):
        return
    if name not in p.a.expr.free_symbols | p.b.expr.free_symbols:  # i = 0 where i unfolds to d/2 - 1: a case
        return
    written = [side.expr.free_symbols for side in (p.a, p.b)]
    if any(side.expr == name for side in (p.a, p.b)) and not all(name in w for w in written):
        return  # \varphi = BLK_{KV} (a case's value, the name alone): no equation solved for it
    kept = p.ctx.equations.setdefault(name, [])
    if len(kept) < _MOST:
        kept.append(Equation(p.va, p.vb, p.place[0], _where(p)))


def check(p: Pair, name: sp.Symbol, value: sp.Basic) -> None:
    """Raise when a plain ``name = value`` solves none of the equations in ``name`` of the same place
    (a slip in one step of the solution, ``1.15 = 1.1k``, leaves the others)."""
    equations = [e for e in p.ctx.equations.get(name, []) if e.where == _where(p)]
    if not equations or p.b.units or not value.is_Number or value == 0 or name in givens_of(p.f, p.ctx):
        return  # a second value (T = 5.56e9 million tokens, then T = 5.56e15 tokens) restates the first
    if _CASE.search(p.f.lead):
        return  # "For $P = 64$:": a case the author picks, not the solution
    tol = tolerance(p.token, p.sides)
    points = [value * (1 - tol), value, value * (1 + tol)]
    for equation in equations:
        try:
            signs = {_sign(equation, name, x) for x in points}
        except (TypeError, ValueError, ArithmeticError):
            return
        if None in signs or len(signs) != 1 or 0 in signs:
            return
    equation = equations[-1]
    left, right = (sp.N(side.subs(name, value), 4) for side in (equation.left, equation.right))
    raise RelationError(
        p.offset,
        f"{pretty(name)} = {sp.N(value, 6)} does not solve the equation of line {equation.line}: there its sides "
        f"are {left} and {right}, and no value within the digits written makes them meet",
    )


def _sign(equation: Equation, name: sp.Symbol, x: sp.Basic) -> int | None:
    difference = sp.N(equation.left.subs(name, x) - equation.right.subs(name, x), 30)
    if not difference.is_real or not difference.is_finite:
        return None
    return 0 if difference == 0 else (1 if difference > 0 else -1)
