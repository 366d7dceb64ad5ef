"""Two last steps of judging a relation (``judging`` asks): ``q = …`` compared with the
definition in force (the document's or chalk's), and a relation through a symbol whose
definition chalk could not read, which is undecided."""

from __future__ import annotations

import pint
import sympy as sp

from chalk.constraints import Status, prove
from chalk.papers.formulas import Read
from chalk.papers.judging_context import Context as _Context
from chalk.papers.judging_context import unfold_in as _unfold
from chalk.papers.judging_context import with_units as _with_units
from chalk.papers.numbers import show, sign
from chalk.papers.relation_proofs import TIMEOUT_MS, InForce, exact_point, hypotheses_of
from chalk.papers.scanning import Found
from chalk.papers.verdicts import Finding, RelationError
from chalk.units import pretty


def depends_on_unread(
    statement: sp.Basic,
    offset: int,
    f: Found,
    ctx: _Context,
    findings: list[Finding],
    sides: tuple[str, str],
    token: str,
) -> bool:
    """A relation through a symbol whose definition chalk could not read is undecided: the
    symbol means what that definition says, not a free number nor chalk's quantity."""
    unread = ctx.opaque.get(ctx.section, {})
    names = sorted((s for s in statement.free_symbols if s in unread), key=str)
    if not names:
        return False
    line, col = f.place(offset)
    said = ", ".join(f"{pretty(s)} (line {unread[s]})" for s in names)
    shown = f"{' '.join(sides[0].split())} {sign(token)} {' '.join(sides[1].split())}"
    findings.append(
        Finding(
            f.path,
            line,
            col,
            "warning",
            f"{shown}: depends on {said}, whose definition chalk could not read; not checked",
        )
    )
    return True


def identity(
    a: Read,
    b: Read,
    unit: pint.Unit | None,
    offset: int,
    ctx: _Context,
    claim: InForce,
    findings: list[Finding],
    f: Found,
    line: int,
    col: int,
) -> bool:
    mine, theirs = _unfold(a.expr, ctx, claim), _unfold(_with_units(b), ctx, claim)
    name = pretty(a.expr)
    # "chalk's definition" only when it is chalk's: a symbol the document mapped to a unit
    # and defined itself is compared with the document's own earlier formula
    whose = "the document's definition" if a.expr in ctx.definitions else "chalk's definition"
    if sp.cancel(sp.together(mine - theirs)) == 0:
        return False
    hyps = hypotheses_of(claim)
    if not hyps and not (mine.has(sp.Max, sp.Min, sp.Piecewise) or theirs.has(sp.Max, sp.Min, sp.Piecewise)):
        point = exact_point(mine - theirs)
        x, y = mine.xreplace(point), theirs.xreplace(point)
        if x.is_number and y.is_number and sp.simplify(x - y) != 0:
            at = ", ".join(f"{pretty(s)} = {v}" for s, v in point.items())
            raise RelationError(
                offset,
                f"identity: {name} differs from {whose} {pretty(mine)}: at {at} (base units) "
                f"{whose} gives {show(x, unit)}, the document's {pretty(b.expr)} gives {show(y, unit)}",
            )
    v = prove(sp.Eq(mine, theirs, evaluate=False), hyps, TIMEOUT_MS, check="identity")
    if v.status == Status.PROVED:
        return False
    if v.status == Status.REFUTED:
        at = ", ".join(f"{k} = {val}" for k, val in v.countermodel)
        raise RelationError(offset, f"identity: {name} differs from {whose} {pretty(mine)}: z3 finds {at}")
    message = f"identity of {name} with {whose} unknown: {v.detail}"
    findings.append(Finding(f.path, line, col, "warning", message))
    return True
