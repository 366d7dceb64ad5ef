"""Logical chains a document writes (``A \\iff B``, ``A \\implies B``) and stated conditions
read as one sympy Boolean: each side's relations, ∧, ⇔ and ⇒ (``judging`` asks)."""

from __future__ import annotations

import re

import sympy as sp

from chalk.papers.chains import LOGICAL, RELATIONS, Chain, Unreadable, chains
from chalk.papers.judging_context import Context as _Context
from chalk.papers.judging_context import same_units as _same_units
from chalk.papers.judging_context import unfold_in as _unfold
from chalk.papers.judging_context import unit_of_side as _unit
from chalk.papers.judging_context import with_units as _with_units
from chalk.papers.pair_shapes import outside_notation
from chalk.papers.reading import DocumentSymbol
from chalk.papers.relation_proofs import InForce, prove_relation
from chalk.papers.scanning import Found
from chalk.papers.verdicts import Finding, RelationError
from chalk.units import pretty

_BUILD = {"eq": sp.Eq, "le": sp.Le, "lt": sp.Lt, "ge": sp.Ge, "gt": sp.Gt}


def boolean(text: str, offset: int, f: Found | None, ctx: _Context, claim: InForce) -> sp.Basic:
    """A side of a logical chain as one sympy Boolean: relations, ∧, ⇔ and ⇒ inside it."""
    parts: list[sp.Basic] = []
    for sub in chains(text):
        if sub.logical:
            values = [boolean(s.text, offset + s.offset, f, ctx, claim) for s in sub.sides]
            for i, token in enumerate(sub.relations):
                build = sp.Equivalent if LOGICAL[token] == "iff" else sp.Implies
                parts.append(build(values[i], values[i + 1]))
            continue
        reads = [ctx.reader.read(s.text) for s in sub.sides]
        units = [_unit(r, offset + s.offset) for r, s in zip(reads, sub.sides, strict=True)]
        for i, token in enumerate(sub.relations):
            a, b = reads[i], reads[i + 1]
            _same_units(a, b, units[i], units[i + 1], offset + sub.sides[i + 1].offset)
            relation = _BUILD[RELATIONS[token][0]]
            parts.append(relation(_unfold(_with_units(a), ctx, claim), _unfold(_with_units(b), ctx, claim)))
    if not parts:
        raise Unreadable(f"{text.strip()!r} has no relation")
    return sp.And(*parts)


def boolean_chain(chain: Chain, offset: int, f: Found, ctx: _Context, claim: InForce) -> sp.Basic:
    """A chain read as one Boolean (for a stated condition)."""
    text = " ".join(f"{s.text} {r}" for s, r in zip(chain.sides, chain.relations, strict=False))
    return boolean(text + " " + chain.sides[-1].text, offset, f, ctx, claim)


#: a side of a logical chain that is words only (``\\text{compute bound}``): the author's
#: name for the condition beside it
_WORDS = re.compile(r"\\(?:text|textrm|mbox|mathrm)\{[^{}$]*\}")


def judge_logical(chain: Chain, f: Found, ctx: _Context, claim: InForce, findings: list[Finding]) -> bool:
    """Each link of ``A \\iff B \\iff …`` proved. A side in words names the condition beside
    it (``B > 208 \\iff \\text{compute bound}``): that link is the author's definition, a
    hypothesis, and a later link from the words is judged with the condition they name."""
    named = [bool(_WORDS.fullmatch(s.text.strip())) for s in chain.sides]
    if all(named):
        raise Unreadable("a logical chain of words only")
    values: list[sp.Basic | None] = [
        None if named[k] else boolean(s.text, s.offset, f, ctx, claim) for k, s in enumerate(chain.sides)
    ]
    naming: set[int] = set()
    for k in (k for k in range(len(values)) if named[k]):
        left = [j for j in range(k - 1, -1, -1) if not named[j]]
        right = [j for j in range(k + 1, len(values)) if not named[j]]
        source = left[0] if left else right[0]
        values[k] = values[source]
        if source == k - 1:
            naming.add(k - 1)
        elif source == k + 1:
            naming.add(k)
    unknown = False
    for i, token in enumerate(chain.relations):
        if i in naming:
            ctx.tally.append("hypothesis")
            words = chain.sides[i + 1 if named[i + 1] else i].text.strip()
            line, col = f.place(chain.sides[i + 1].offset)
            message = f"hypothesis: {words} names the condition beside it; taken as its definition"
            findings.append(Finding(f.path, line, col, "note", message))
            continue
        build = sp.Equivalent if LOGICAL[token] == "iff" else sp.Implies
        statement = build(values[i], values[i + 1])
        try:
            if statement == sp.false:  # the side whose numbers are false, as written (not "False is false")
                written = f"{chain.sides[i].text.strip()} {token} {chain.sides[i + 1].text.strip()}"
                false = [chain.sides[k].text.strip() for k in (i, i + 1) if values[k] == sp.false]
                why = f"{' and '.join(false)} is false in its numbers" if false else "sympy evaluates it to False"
                raise RelationError(chain.sides[i + 1].offset, f"proof: {written} is false: {why}")
            undecided = prove_relation(statement, claim, chain.sides[i + 1].offset, findings, f, pretty(statement))
            unknown |= undecided
            ctx.tally.append("unknown" if undecided else "ok")
        except RelationError as exc:
            line, col = f.place(exc.offset)
            own = {s for s in statement.free_symbols if isinstance(s, DocumentSymbol)}
            if own and _a_value_beside_unknowns(statement):  # ⇒ P = \sqrt{C/120} ≈ 6.1e10, C's value in prose
                ctx.tally.append("unknown")
                message = f"{exc.message}; a number beside symbols with no value (as a link's would be): not certain"
                findings.append(Finding(f.path, line, col, "warning", message))
                unknown = True
                continue
            if ctx.chalk_notation and own:  # as pair_stages._names_chalk_lacks: nothing pins them down
                ctx.tally.append("unknown")
                findings.append(Finding(f.path, line, col, "warning", outside_notation(exc, own)))
                unknown = True
                continue
            ctx.tally.append("error")
            findings.append(Finding(f.path, line, col, "error", exc.message))
    return unknown


def _a_value_beside_unknowns(statement: sp.Basic) -> bool:
    """An equation inside the statement between a number and an expression over the document's own
    symbols (``\\sqrt{C/120} \\approx 6.1 \\times 10^{10}``): the value rests on what the symbols are
    worth, which the logic does not say, so its refutation is no certain error."""
    for rel in statement.atoms(sp.Eq):  # a value; a threshold (T_m/T_c > 2) is a condition, still judged
        sides = rel.args
        if any(not side.free_symbols for side in sides) and any(
            any(isinstance(x, DocumentSymbol) for x in side.free_symbols) for side in sides
        ):
            return True
    return False
