"""Formulas the author states rather than claims: a regime (``B \\ll 208``) and a formula the
prose introduces as an assumption ("assume", "if", "where"), whose arithmetic is still judged."""

from __future__ import annotations

import re
from collections.abc import Callable

import pint
import sympy as sp

from chalk.papers.chains import RELATIONS, Chain, Unreadable
from chalk.papers.formulas import Read
from chalk.papers.judging_context import Context, is_number, mention, unfold_in, unit_of_side, with_units
from chalk.papers.numbers import sign
from chalk.papers.prose import STRONG
from chalk.papers.relation_proofs import InForce
from chalk.papers.scanning import Found
from chalk.papers.verdicts import Finding, Outcome, RelationError

BUILD = {"eq": sp.Eq, "le": sp.Le, "lt": sp.Lt, "ge": sp.Ge, "gt": sp.Gt}
#: judging.py's _judge_pair: a link between two read sides, True when it stays undecided
JudgePair = Callable[
    [Read, Read, pint.Unit | None, pint.Unit | None, str, int, Found, Context, InForce, list[Finding], tuple[str, str]],
    bool,
]

REGIME = re.compile(r"\\(ll|gg)(?![A-Za-z])|(<<|>>)")


def regime(f: Found, ctx: Context, regimes: list[str]) -> Outcome:
    """``T_{comp} \\ll T_{data}``: the regime the author describes (memory-bound), a
    condition for what follows, never checked as a claim."""
    ctx.tally += ["hypothesis"] * len(regimes)
    signs = ", ".join(sorted({"≪" if "ll" in r or "<<" in r else "≫" for r in map("".join, regimes)}))
    message = f"a regime ({signs}): read as the author's condition, not checked"
    return Outcome(f, "hypothesis", (Finding(f.path, f.line, f.col, "note", message),))


def hypothesis(
    f: Found, ctx: Context, statements: list[Chain], word: str, claim: InForce, judge_pair: JudgePair
) -> Outcome:
    """A formula the prose introduces as an assumption ("assume $F = 4D$"): never an
    error. ``X = expression`` defines X for the rest of the section; any other relation
    becomes a hypothesis of the section's later formulas. A link between two sides of
    numbers alone ("if a step takes 30 s: MFU = 2.43e18/(3.24e19 · 30) ≈ 0.25") is the
    arithmetic done under the assumption, not the assumption: it is judged as any link."""
    shown: list[str] = []
    findings: list[Finding] = []
    judged = False
    for chain in statements:
        ctx.tally.extend(["unreadable"] * chain.unread_before)
        reads: list[Read | None] = []
        for side in chain.sides:
            try:
                reads.append(ctx.reader.read(side.text))
            except Unreadable:
                reads.append(None)
        for i, token in enumerate(chain.relations):
            a, b = reads[i], reads[i + 1]
            if a is None or b is None or chain.logical:
                ctx.tally.append("unreadable")
                continue
            if is_number(a) and is_number(b):
                _arithmetic(chain, i, a, b, f, ctx, claim, findings, judge_pair)
                judged = True
                continue
            ctx.tally.append("hypothesis")
            mention(a, f, ctx, findings)
            mention(b, f, ctx, findings)
            relation = RELATIONS[token][0]
            shown.append(f"{chain.sides[i].text} {sign(token)} {chain.sides[i + 1].text}")
            if relation == "eq" and isinstance(a.expr, sp.Symbol) and a.expr not in ctx.defined_here():
                ctx.define(a.expr, b, f.line)
                ctx.assumed.setdefault(ctx.section, set()).add(a.expr)
                if word not in STRONG:  # "if …, r_B = B/t_B": a definition under a condition, not an assumption
                    ctx.conditional.setdefault(ctx.section, set()).add(a.expr)
            else:
                try:
                    statement = BUILD[relation](unfold_in(with_units(a), ctx), unfold_in(with_units(b), ctx))
                except TypeError:  # an order of non-real values (``i < j``, i read as the imaginary unit)
                    continue
                if statement not in (sp.true, sp.false):
                    ctx.hypotheses.setdefault(ctx.section, []).append(statement)
        ctx.tally.extend(["unreadable"] * chain.unread_after)
    if not shown and not judged:
        return Outcome(f, "unreadable", reason=f"a hypothesis (after {word!r}) that cannot be read")
    if shown:
        message = f"hypothesis (after {word!r}): {'; '.join(shown)}, taken as given for the rest of this section"
        findings.append(Finding(f.path, f.line, f.col, "note", message))
    status = "error" if "error" in ctx.tally else "unknown" if "unknown" in ctx.tally else "hypothesis"
    return Outcome(f, status if shown or status != "hypothesis" else "ok", tuple(findings))


def _arithmetic(
    chain: Chain,
    i: int,
    a: Read,
    b: Read,
    f: Found,
    ctx: Context,
    claim: InForce,
    findings: list[Finding],
    judge_pair: JudgePair,
) -> None:
    """Judge the link ``i`` of a chain between two sides of numbers, tallied as the chain's links are."""
    at = chain.sides[i + 1].offset
    try:
        ua, ub = unit_of_side(a, chain.sides[i].offset), unit_of_side(b, at)
        sides = (chain.sides[i].text, chain.sides[i + 1].text)
        undecided = judge_pair(a, b, ua, ub, chain.relations[i], at, f, ctx, claim, findings, sides)
        ctx.tally.append("unknown" if undecided else "ok")
    except RelationError as exc:
        ctx.tally.append("error")
        line, col = f.place(exc.offset)
        findings.append(Finding(f.path, line, col, "error", exc.message))
