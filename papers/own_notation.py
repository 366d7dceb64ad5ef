"""What a relation in a document's own notation is, before anything is proved: a definition
of a function of its own, an estimate resting on facts kept in prose, or a condition the
author states. None of these is a claim chalk could refute (``judging.py`` asks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.papers.certainty import lone_name
from chalk.papers.reading import DocumentSymbol, own_and_unvalued
from chalk.papers.relation_proofs import prove_relation
from chalk.papers.scanning import Found
from chalk.papers.substituted import numbers_for_names
from chalk.papers.verdicts import RelationError
from chalk.units import pretty

if TYPE_CHECKING:
    from chalk.papers.judging_context import Context
    from chalk.papers.pair_stages import Pair

#: why a relation between symbols the document never defines is its hypothesis, not a claim
NEVER_DEFINED = "relates symbols the document never defines; taken as given for what follows"
#: why an inequality between the document's own symbols is not checked
AN_ESTIMATE = (
    "an estimate between the document's own symbols, which holds only under conditions it does not state; not checked"
)


def givens_of(f: Found, ctx: Context) -> dict[sp.Symbol, sp.Rational]:
    shown, claim, section, item = f.scope
    out = dict(ctx.givens.get((shown, claim, section, None), {}))
    if item is not None:
        out.update(ctx.givens.get(f.scope, {}))
    return out


def defines_a_function(lhs: sp.Basic, ctx: Context) -> bool:
    """``\\mathrm{FFN}(x) = …``, ``g(m) = m/s``: a function of the document's own, applied to
    symbols, that nothing defined before: the formula defines it (a universal claim about an
    unknown function is refuted by any other function)."""
    if ctx.chalk_notation or not isinstance(lhs, AppliedUndef) or not lhs.args:
        return False
    if not all(isinstance(arg, sp.Symbol) for arg in lhs.args):
        return False
    defined = {k.func for k in ctx.own_definitions() if isinstance(k, AppliedUndef)}
    return lhs.func not in defined


def is_an_estimate(statement: sp.Basic, f: Found, ctx: Context) -> bool:
    """An inequality in the document's own notation over symbols it never defines or
    gives (``2 h (l_p + l_c) n \\le 2 h L n``): an upper or lower estimate resting on facts
    the author keeps in prose (l_p + l_c ≤ L), not a claim for all values."""
    if ctx.chalk_notation or statement in (sp.true, sp.false):
        return False
    known = set(givens_of(f, ctx)) | set(ctx.own_definitions())
    return any(isinstance(s, DocumentSymbol) and s not in known for s in statement.free_symbols)


def is_a_stated_condition(statement: sp.Basic, sides: tuple[str, str], f: Found, ctx: Context) -> bool:
    """A relation between the document's own symbols, one side a lone symbol, none of
    them defined or given (``T_{math} \\ge T_{comms}``): a condition the author states,
    not a claim chalk could refute."""
    if statement in (sp.true, sp.false):
        return False
    symbols = statement.free_symbols
    known = set(givens_of(f, ctx)) | set(ctx.own_definitions())
    return (
        bool(symbols)
        and own_and_unvalued(symbols, known)
        and (lone_name(sides[0]) or lone_name(sides[1]))  # as written: ``a b / b`` is not a lone a
    )


def set_to_zero(va: sp.Basic, vb: sp.Basic, ctx: Context) -> sp.Basic | None:
    """``\\frac{dL}{dN} = -\\frac{A\\alpha}{N^{\\alpha+1}} + … = 0``: an expression over the document's
    own symbols, none with a value, set to zero is the author's condition (the optimum's): the
    equation, a hypothesis of the section's later formulas (their rearrangements of it), else None."""
    zero, other = (va, vb) if va == 0 else (vb, va)
    symbols = other.free_symbols
    if ctx.chalk_notation or zero != 0 or not symbols or not all(isinstance(s, DocumentSymbol) for s in symbols):
        return None
    return sp.Eq(other, 0)


def is_a_stated_model(statement: sp.Basic, f: Found, ctx: Context) -> bool:
    """A refuted relation whose two sides share no symbol, all of them the document's own and
    none defined or given (``\\tau T = 6ND``: throughput times time is the compute): a model
    the author states, never an identity, so no claim chalk could refute; so is an equation to
    a min or max of them (a roofline), shared symbols or not. Sides that share a
    symbol may claim an identity (``(a+b)^2 = a^2 + b^2``), which is checked; other readings
    (counts after digits, a function the document never defines) are tried before this one."""
    if not isinstance(statement, sp.core.relational.Relational):
        return False
    known = set(givens_of(f, ctx)) | set(ctx.own_definitions())
    left, right = ({s for s in side.free_symbols if not s.name.startswith("[")} for side in statement.args)
    every = left | right
    mine = own_and_unvalued(every, known)
    # a roofline, \frac{F}{t} = \min(C, \beta I): a bound the author models, shared symbols or not
    bounded = bool(statement.atoms(sp.Min, sp.Max)) and isinstance(statement, sp.Eq)
    return bool(left) and bool(right) and mine and (not left & right or bounded)


def is_an_update(lhs: sp.Basic, rhs: sp.Basic, relation: str, lhs_text: str) -> bool:
    r"""``\theta = \theta - \alpha \lambda \theta``, ``m = \beta m + (1 - \beta) g``: an update
    written with ``=`` (an optimizer's step, a loop's assignment), the name alone on the left
    and again on the right beside other symbols; not an equation to refute (``a = a/2``, over
    ``a`` alone, still is one)."""
    return (
        relation == "eq"
        and isinstance(lhs, sp.Symbol)
        and lone_name(lhs_text)
        and lhs in rhs.free_symbols
        and bool(rhs.free_symbols - {lhs})
    )


def defined_elsewhere(statement: sp.Basic, ctx: Context) -> dict[sp.Symbol, sp.Basic]:
    """The document's symbols in ``statement`` with no definition in force that an earlier section
    of the same file defined, or defined under "if" (``r_B = B/t_B`` after "If …" under one heading,
    used under the next): refuted without it, a relation over them is no certain error."""
    if ctx.chalk_notation or len(ctx.section) != 3:
        return {}
    known = set(ctx.own_definitions())
    free = {s for s in statement.free_symbols if isinstance(s, DocumentSymbol) and s not in known}
    out: dict[sp.Symbol, sp.Basic] = {}
    earlier = sorted(
        (s for s in ctx.local if len(s) == 3 and s[0] == ctx.section[0] and s[2] < ctx.section[2]),
        key=lambda s: s[2],
    )
    for section in earlier:  # the latest definition wins; what "assume" or "let" set stays in its section
        kept = ctx.assumed.get(section, set()) - ctx.conditional.get(section, set())
        out.update({k: v for k, (v, _) in ctx.local.get(section, {}).items() if k in free and k not in kept})
    return out


def holds_as_defined_earlier(
    p: Pair, left: sp.Basic, right: sp.Basic, statement: sp.Basic, digits: float
) -> str | None:
    """Why ``left = right``, refuted over free symbols, holds after all: with the definitions an
    earlier section made of them (``defined_elsewhere``), proved as any relation is (the kernel
    decides, never a simplification here); None when there are none or it is not proved."""
    there = defined_elsewhere(statement, p.ctx)
    if not there:
        return None
    left, right = left.xreplace(there), right.xreplace(there)
    try:
        undecided = prove_relation(
            sp.Eq(left, right), p.claim, p.offset, [], p.f, p.shown, (left, right, p.relation), digits
        )
    except RelationError:
        return None
    if undecided:
        return None
    names = ", ".join(f"{pretty(k)} = {pretty(v)}" for k, v in sorted(there.items(), key=str))
    return f"holds with {names}, as an earlier section defined it"


def one_name_stated(
    p: Pair, written: tuple[sp.Basic, sp.Basic], settle: Callable[[sp.Basic], sp.Basic], digits: float
) -> str | None:
    """Why a relation refuted over free symbols may be no slip: a name written on one side only,
    which the document neither defines nor gives, makes it hold at one value that is a product of
    the names the relation writes (``4BTNH + 4BSKH = 4BHK(TG + S)`` holds with N = KG, ``Forward +
    Backward = 3 Forward`` with Backward = 2 Forward, ``A - A^{recomp} = 0.7 A`` with A^{recomp} =
    0.3 A): the relation may state that name (one quantity under two names, or a relation left
    unstated), and the section's later formulas read it so. ``written`` are the sides with units
    as written; ``settle`` unfolds what the document defines and gives, as the refutation did. The
    value solves the equation where it is linear in the name; that the relation then holds is
    proved as any relation is."""
    ctx = p.ctx
    if ctx.chalk_notation or p.relation != "eq":
        return None
    in_force, ever = set(givens_of(p.f, ctx)) | set(ctx.own_definitions()), _ever_set(ctx)
    left, right = written
    sides = [{s for s in side.free_symbols if not s.name.startswith("[")} for side in written]
    settled = [settle(side).free_symbols for side in written]
    known = in_force | set(ever)
    for name in sorted(sides[0] ^ sides[1], key=str):
        if not isinstance(name, DocumentSymbol) or name in known or (name in settled[0]) == (name in settled[1]):
            continue  # a name on one side as written and as the definitions unfold
        value = _linear_root(left - right, name)
        if value is None or not _a_product(value) or name in settle(settle(value).xreplace(ever)).free_symbols:
            continue  # no root, a sum, or one that unfolds to the name itself (r_B = B/t_B, so B = r_B/t_B)
        held_left, held_right = settle(left.xreplace({name: value})), settle(right.xreplace({name: value}))
        try:
            undecided = prove_relation(
                sp.Eq(held_left, held_right), p.claim, p.offset, [], p.f, p.shown, (held_left, held_right, "eq"), digits
            )
        except RelationError:
            continue
        if not undecided:  # what follows in the section reads the name so
            ctx.local.setdefault(ctx.section, {})[name] = (value, p.place[0])
            return (
                f"holds if {pretty(name)} = {pretty(value)}, and the document never defines {pretty(name)}: "
                "the relation may state it (one quantity under two names, or a relation left unstated); not checked"
            )
    # Φ + G + O/N = 65 + 65 + 390/N: names an earlier section gave keep those values (d_ff, d_model)
    settled_left, settled_right = (settle(side).xreplace(ever) for side in written)
    substituted = numbers_for_names(settled_left, settled_right, known)
    if substituted is not None:
        names = ", ".join(pretty(s) for s in substituted)
        return f"numbers written for {names}, which the document gives no value in a formula; not checked"
    return None


def _ever_set(ctx: Context) -> dict[sp.Symbol, sp.Basic]:
    """Every name an earlier section of the file defined, assumed or gave, with what it was there:
    not a name the document never defines, even where that definition is out of force (2DF = 8D^2
    after "Assume F = 4D" under another heading stays an error)."""
    here = ctx.section[0] if ctx.section else None
    out: dict[sp.Symbol, sp.Basic] = {}
    for scope, given in ctx.givens.items():
        if scope and scope[0] == here:
            out.update(given)
    for section, kept in sorted(ctx.local.items(), key=lambda item: item[0][2] if len(item[0]) == 3 else -1):
        if section and section[0] == here:
            out.update({k: v for k, (v, _) in kept.items()})
    return out


def _linear_root(difference: sp.Basic, name: sp.Symbol) -> sp.Basic | None:
    """The root of ``difference = 0`` in ``name`` when its numerator is of degree one in it."""
    numerator = sp.numer(sp.together(difference))
    try:
        poly = sp.Poly(sp.expand(numerator), name)
    except sp.PolynomialError:
        return None
    if poly.degree() != 1:
        return None
    slope, rest = poly.all_coeffs()
    if slope == 0 or name in slope.free_symbols | rest.free_symbols:
        return None
    return sp.simplify(-rest / slope)


def _a_product(value: sp.Basic) -> bool:
    """A positive number times powers of names (2 Forward, K G, 0.3 A): what one name written
    for another, or an unstated product, would be; a sum is a different formula, not a name."""
    coefficient, rest = value.as_coeff_Mul()
    if not coefficient.is_positive:
        return False
    return all(isinstance(b, sp.Symbol) and e.is_Rational for b, e in rest.as_powers_dict().items() if b != 1)
