"""Read exported LaTeX back (``chalk.papers.reading``) and prove it equal to its source.

The comparison goes through the same name table the printer used; names read through a
placeholder are counted. Relations compare side by side; expressions are equal when their difference cancels to
zero after unfolding definitions, or when z3 proves them equal (Max, Min).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import sympy as sp

from chalk.derivations.quantities import unfold
from chalk.papers.reading import equal_expressions, name_table, read


@dataclass(frozen=True)
class Outcome:
    where: str
    latex: str
    status: str  # "equal", "unreadable", "different"
    reason: str = ""
    placeholders: tuple[str, ...] = ()


def same(parsed: sp.Basic, source: sp.Basic) -> bool:
    if isinstance(parsed, sp.logic.boolalg.BooleanAtom):
        # the parser decided the relation while building it (a name that is its own
        # definition, F/W = F/W, or a relation its symbols' assumptions decide, t >= 0 for a
        # nonnegative t); it must agree with the source, evaluated as written or unfolded
        return any(_evaluated(form) == parsed for form in (source, unfold(source)))
    if isinstance(source, sp.core.relational.Relational):
        return (
            isinstance(parsed, sp.core.relational.Relational)
            and parsed.rel_op == source.rel_op
            and equal_expressions(parsed.lhs, source.lhs)
            and equal_expressions(parsed.rhs, source.rhs)
        )
    return not isinstance(parsed, sp.core.relational.Relational) and equal_expressions(parsed, source)


def _evaluated(expr: sp.Basic) -> sp.Basic:
    """A relation rebuilt with evaluation, as the parser builds it."""
    if isinstance(expr, sp.core.relational.Relational):
        return expr.func(expr.lhs, expr.rhs)
    return expr


def check(formulas: Iterable) -> list[Outcome]:
    """Each formula read back and compared with its source. A LaTeX string that appears more
    than once (about a third of the paper's formulas: the same definition in several claims)
    is parsed once; reading depends only on the text and the name table."""
    name_table()  # a name collision is one error, not one per formula
    readings: dict[str, tuple[sp.Basic, tuple[str, ...]] | str] = {}
    out = []
    for f in formulas:
        if f.latex not in readings:
            try:
                readings[f.latex] = read(f.latex)
            except Exception as exc:
                readings[f.latex] = f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
        reading = readings[f.latex]
        if isinstance(reading, str):
            out.append(Outcome(f.where, f.latex, "unreadable", reading))
            continue
        parsed, used = reading
        status = "equal" if same(parsed, f.expr) else "different"
        out.append(Outcome(f.where, f.latex, status, "" if status == "equal" else f"read back as {parsed}", used))
    return out


@dataclass(frozen=True)
class Summary:
    total: int
    equal: int
    different: list[Outcome] = field(default_factory=list)
    unreadable: Counter = field(default_factory=Counter)  # kind → count
    via_placeholder: Counter = field(default_factory=Counter)


def kind_of(outcome: Outcome, expr: sp.Basic) -> str:
    """Why the parser could not read a formula, by construct."""
    if isinstance(expr, sp.logic.boolalg.BooleanFunction):
        return f"logical connective {type(expr).__name__} (parts are checked one by one)"
    if expr.has(sp.Piecewise):
        return "cases (Piecewise)"
    if expr.atoms(sp.core.function.AppliedUndef):
        return "nested application of an undefined function f(... g(...))"
    extrema = expr.atoms(sp.Max, sp.Min)
    if any(inner.has(sp.Max, sp.Min) for outer in extrema for inner in outer.args):
        return "nested max or min (the LaTeX parser cannot read \\max inside \\max)"
    return f"other: {outcome.reason}"


def summarise(formulas, outcomes) -> Summary:
    unreadable: Counter[str] = Counter()
    via: Counter[str] = Counter()
    for f, o in zip(formulas, outcomes, strict=True):
        if o.status == "unreadable":
            unreadable[kind_of(o, f.expr)] += 1
        for name in o.placeholders:
            via[name] += 1
    return Summary(
        len(outcomes),
        sum(o.status == "equal" for o in outcomes),
        [o for o in outcomes if o.status == "different"],
        unreadable,
        via,
    )
