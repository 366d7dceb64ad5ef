"""One link of a chain, ``a REL b`` between two read sides, judged in ordered stages.

Each stage answers one question and either settles the link (``False``: judged, nothing left
open; ``True``: a warning or an undecided link; a ``RelationError``: an error) or passes it on
(``None``) to the next (``STAGES``, in order). A stage that settles a link says why in its docstring;
the order is the precedence: units before values, a given before a definition, the author's own
definitions before chalk's, and z3's proof last."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

import pint
import sympy as sp

from chalk.derivations.quantities import of
from chalk.papers import plain_stages as plain
from chalk.papers import solved
from chalk.papers.certainty import (
    another_case,
    defaults_used,
    defines,
    lone_name,
    uncertain_units,
    units_certain,
)
from chalk.papers.chains import MAGNITUDE, RELATIONS
from chalk.papers.count_letters import binary_factor, count_reading, writes_counts
from chalk.papers.formulas import Read
from chalk.papers.given_units import givens_clash
from chalk.papers.hypotheses import BUILD as _BUILD
from chalk.papers.identity import depends_on_unread, identity
from chalk.papers.judging_context import Context, stated_for, with_stated_values
from chalk.papers.judging_context import has_unit as _has_unit
from chalk.papers.judging_context import is_number as _is_number
from chalk.papers.judging_context import same_units as _same_units
from chalk.papers.judging_context import unfold_in as _unfold
from chalk.papers.judging_context import value_of as _value
from chalk.papers.judging_context import with_units as _with_units
from chalk.papers.judging_context import written_unit as _written_unit
from chalk.papers.numbers import base, decimals_precision, sign, tolerance
from chalk.papers.numeric_pairs import judge_numbers
from chalk.papers.other_readings import (
    count_suffix_reading,
    in_chain_unit,
    in_written_units,
    other_reading,
)
from chalk.papers.own_notation import (
    AN_ESTIMATE,
    NEVER_DEFINED,
    defines_a_function,
    givens_of,
    holds_as_defined_earlier,
    is_a_stated_condition,
    is_a_stated_model,
    is_an_estimate,
    is_an_update,
    one_name_stated,
    set_to_zero,
)
from chalk.papers.pair_shapes import (
    COUNT_OR_BYTES,
    GIVEN_ANEW,
    a_name_and_a_count,
    apart_only,
    count_beside_unit,
    in_table_row,
    outside_notation,
    recomputes_a_given,
    rounded_substitution,
    scale_left_out,
    unit_readings,
)
from chalk.papers.propagated import note_rounded, within_rounding
from chalk.papers.reading import DocumentSymbol
from chalk.papers.rearranged import a_condition, keep, rearranges
from chalk.papers.relation_proofs import LEADING_TERMS_KEPT, InForce, holds_where_large, prove_relation
from chalk.papers.scanning import Found
from chalk.papers.scenarios import a_setting_the_definition_lacks, another_scenario, record_setting
from chalk.papers.verdicts import Finding, RelationError
from chalk.units import pretty


@dataclass
class Pair:
    """A link and what the stages share: its sides, where it stands, and the values they
    evaluate to (computed once, when a stage first asks)."""

    a: Read
    b: Read
    ua: pint.Unit | None
    ub: pint.Unit | None
    token: str
    offset: int
    f: Found
    ctx: Context
    claim: InForce
    findings: list[Finding]
    sides: tuple[str, str]

    @cached_property
    def own(self) -> dict[sp.Symbol, tuple[sp.Basic, int]]:
        """The document's symbols this section defines, each with its definition and line."""
        return self.ctx.defined_here()

    @cached_property
    def names(self) -> bool:
        """``X = …``: the author names X."""
        return self.relation == "eq" and defines(self.lhs, self.sides[0], self.b)

    @property
    def relation(self) -> str:
        return RELATIONS[self.token][0]

    @property
    def rough(self) -> float:
        return RELATIONS[self.token][1]

    @property
    def lhs(self) -> sp.Basic:
        return self.a.expr

    @cached_property
    def place(self) -> tuple[int, int]:
        return self.f.place(self.offset)

    @cached_property
    def va(self) -> sp.Basic:
        return _value(self.a, self.f, self.ctx, self.claim)

    @cached_property
    def vb(self) -> sp.Basic:
        return _value(self.b, self.f, self.ctx, self.claim)

    @property
    def written(self) -> str:
        """The link as the author wrote it, on one line."""
        return f"{' '.join(self.sides[0].split())} {sign(self.token)} {' '.join(self.sides[1].split())}"

    @property
    def shown(self) -> str:
        """The link as a message shows it: chalk's terms in chalk's notation, else as written."""
        return (
            f"{pretty(self.a.expr)} {sign(self.token)} {pretty(self.b.expr)}"
            if self.ctx.chalk_notation
            else self.written
        )

    def say(self, severity: str, message: str) -> None:
        line, col = self.place
        self.findings.append(Finding(self.f.path, line, col, severity, message))

    def given_scope(self) -> tuple[str, str, int, int | None]:
        """The scope a given set by this link holds in (what the givens table is keyed by)."""
        f = self.f
        return f.scope if f.scope[3] is not None else (*f.scope[:3], None)


def _units(p: Pair) -> bool | None:
    """Two sides with symbols agree in units (a bare number takes the other's); an uncertain clash warns."""
    if not (p.a.expr.free_symbols and p.b.expr.free_symbols):
        return None
    try:
        _same_units(p.a, p.b, p.ua, p.ub, p.offset)
    except RelationError as exc:
        if note := count_reading(p.sides, p.token, p.f, p.ctx, p.claim):  # 70.6\text{B}: billions, not bytes
            p.say("note", note)
            return False
        named = p.names and of(p.lhs) is not None
        if (named or _is_number(p.a)) and _is_number(p.b) and (why := apart_only(p.ua, p.ub, p.sides)):
            p.say("warning", f"{exc.message} ({why}: not certain)")
            return True
        if named and _is_number(p.b) and _has_unit(p.b) and p.lhs not in p.ctx.mapped | givens_of(p.f, p.ctx).keys():
            p.say("warning", f"{exc.message} ({p.sides[0].strip()} set in another unit: the document's, not certain)")
            return True
        if units_certain(p.a.expr, p.b.expr, p.ctx):
            raise
        p.say("warning", uncertain_units(exc.message, p.ctx))
        return True
    return None


def _a_given(p: Pair) -> bool | None:
    """``X = number`` of an input or a document's symbol not yet defined sets a given."""
    lhs, ctx = p.lhs, p.ctx
    if not (p.names and _is_number(p.b) and lhs not in ctx.definitions and lhs not in p.own):
        return None
    q = of(lhs)
    own = q is None and (lhs in p.a.units or isinstance(lhs, DocumentSymbol))
    if not (own or (q is not None and q.definition is None)):
        return None
    unit = p.a.units.get(lhs) if q is None else q.unit
    value = p.vb
    solved.check(p, lhs, value)
    if unit is not None and not p.b.units.keys() & p.b.expr.free_symbols:
        value = value * base(unit)  # a bare number is in the symbol's own unit
    scope = p.given_scope()
    ctx.givens.setdefault(scope, {})[lhs] = sp.nsimplify(value)
    record_setting(lhs, ctx.givens[scope][lhs], p.f, ctx)
    if p.b.units:
        ctx.written[lhs] = sp.nsimplify(_written_unit(p.b))
    if (given_unit := unit if unit is not None else p.ub) is not None and not given_unit.dimensionless:
        ctx.given_units[lhs] = f"{given_unit:~}"
    if (factor := binary_factor(p.sides[1])) is not None:  # S = 256K: also 262,144
        ctx.binary[lhs] = ctx.givens[scope][lhs] * factor
    return False


def _defined_anew(p: Pair) -> bool | None:
    """``X = …`` again under a new heading defines this section's X."""
    lhs, ctx = p.lhs, p.ctx
    own = isinstance(lhs, DocumentSymbol) and lhs in ctx.own_definitions()
    if not (p.names and own and lhs not in p.own and lhs not in givens_of(p.f, ctx)):
        return None
    ctx.define(lhs, p.b, p.place[0])
    return False


def _givens_substituted(p: Pair) -> bool | None:
    """A side of numbers that are the values of givens with units, beside a number with its
    unit (or a name, in a chain that writes one unit): read with the givens' units, it must be
    in that unit (an inverted ratio is not)."""
    written = {u.dimensionality: u for u in p.ctx.chain_units if not u.dimensionless}
    for mine, their, other, text in ((p.a, p.b, p.ub, p.sides[0]), (p.b, p.a, p.ua, p.sides[1])):
        if mine.expr.free_symbols:
            continue
        if not (_is_number(their) and _has_unit(their)):  # I = \frac{10^9}{989 \times 10^{12}} = … FLOPs/byte
            lone = isinstance(their.expr, DocumentSymbol) and their.expr not in givens_of(p.f, p.ctx)
            other = next(iter(written.values())) if lone and len(written) == 1 else None
        if (why := givens_clash(text, other, givens_of(p.f, p.ctx), p.ctx.given_units)) is not None:
            raise RelationError(p.offset, why)
    return None


def _numbers(p: Pair) -> bool | None:
    """Both sides evaluate: their numbers must agree as the sign says, unless another
    reading the author may mean (a count's letter, the written or the chain's unit, a given
    computed anew, another approximation, a count beside bytes, chalk's unstated default)
    makes the miss no certain error."""
    va, vb = p.va, p.vb
    if va.free_symbols or vb.free_symbols:
        return None
    a, b, f, ctx, claim, sides, token = p.a, p.b, p.f, p.ctx, p.claim, p.sides, p.token
    try:
        settled = judge_numbers(a, b, p.ua, p.ub, va, vb, token, p.offset, ctx.chalk_notation, sides)
        note_rounded(sides[1], va, vb, ctx.rounded)  # = 209 for 209.375: a later 209 × 8 carries it
        return settled
    except RelationError as exc:
        if (note := count_reading(sides, token, f, ctx, claim)) or (note := plain.in_another_base(p)):  # 256K; log 2
            p.say("note", note)
            return False
        if not ctx.chalk_notation and (
            (note := in_written_units(a, b, token, sides, f, ctx, claim))
            or (note := in_chain_unit(a, b, va, vb, token, sides, ctx.chain_units, p.ua if a.units else p.ub))
        ):
            p.say("note", note)
            return False
        carried = within_rounding(
            sides, token, (va, vb), ctx.reader.read, lambda r: _value(r, f, ctx, claim), ctx.rounded
        )
        if (note := None if ctx.chalk_notation else rounded_substitution(a, b, va, vb, sides)) or (note := carried):
            p.say("note", note)
            return False
        lhs = p.lhs
        if p.names and not _is_number(b) and not ctx.chalk_notation and recomputes_a_given(lhs, b, f, ctx):
            # η = 0.001 in the question, η = η_0 × B/B_0 in the answer: the new value of η
            p.say("warning", f"{exc.message}; {GIVEN_ANEW}")
            ctx.givens.setdefault(p.given_scope(), {})[lhs] = sp.nsimplify(vb)
            return True
        if p.names and p.rough and lhs in p.own and lhs in ctx.approximated:  # σ ≈ 4, later σ ≈ 3.1
            again = f"another approximation of {pretty(lhs)} (line {p.own[lhs][1]}), not checked"
            p.say("warning", f"{exc.message}; {again}")
            return True
        known = set(givens_of(f, ctx)) | set(claim.given if claim is not None else ())
        both = _unfold(a.expr, ctx) + _unfold(b.expr, ctx)
        exc = with_stated_values(exc, both, known, f, ctx)
        used = defaults_used(both, known | set(stated_for(both.free_symbols, f, ctx)))  # chalk's catalog's values
        scaled = scale_left_out(a, b, va, vb, sides, token)
        numbers = scaled and not {s for s in both.free_symbols if not s.name.startswith("[")}  # no notation to read
        if ctx.chalk_notation and (not used or writes_counts(sides)) and not numbers:  # 151K: a count too
            raise exc from None
        another = (count_beside_unit(a, b, sides) and COUNT_OR_BYTES) or another_scenario(both, f, ctx) or scaled
        another = another or plain.a_case_in_parentheses(p)
        if not another and p.names and p.lhs in p.own:  # rho = 10/(4 x 3) where c = 4 is set: a case's formula
            another = a_setting_the_definition_lacks(p.lhs, _unfold(p.own[p.lhs][0], ctx), p.own[p.lhs][1], f, ctx)
        if (not ctx.chalk_notation or numbers) and (why := another):  # readings of the document's own notation
            p.say("warning", f"{exc.message}; {why}")
            return True
        if not used:
            raise exc from None
        p.say(
            "warning", f"{exc.message}; it rests on chalk's default {', '.join(used)}, which the document never states"
        )
        return True


def _a_number_beside_unknowns(p: Pair) -> bool | None:
    """A number on one side, symbols with no value left on the other: not evaluated."""
    if not (_is_number(p.a) or _is_number(p.b)):
        return None
    if (settled := plain.letters_after_digits(p)) is not None:  # = 0.574B \text{ seconds}: B is 10^9
        return settled
    if p.relation == "eq" and (condition := set_to_zero(p.va, p.vb, p.ctx)) is not None:
        p.ctx.hypotheses.setdefault(p.ctx.section, []).append(condition)
        keep(p.ctx.conditions, condition, p.place[0])
        p.say("note", f"hypothesis: {p.written} sets an expression to zero, a condition taken as given")
        return False
    missing = sorted(pretty(s) for s in (p.va.free_symbols | p.vb.free_symbols))
    p.say("warning", f"numeric statement not evaluated: no value for {', '.join(missing)}")
    solved.record(p)  # an equation in one name the author solves: its stated value must solve it
    return True


def _magnitude_between_symbols(p: Pair) -> bool | None:
    """An order of magnitude (``\\sim``) between symbols is not checked."""
    if p.rough != MAGNITUDE:
        return None
    p.say("warning", "an order of magnitude (~) between symbols: not checked")
    return True


def _another_approximation(p: Pair) -> bool | None:
    """A document's symbol approximated again (``≈``) after its definition is not checked."""
    if not (p.names and p.lhs in p.own and p.rough and not p.ctx.chalk_notation):
        return None
    expr, at = p.own[p.lhs]
    p.say(
        "warning",
        f"{p.written}: another approximation of {pretty(p.lhs)} (line {at} gives {pretty(expr)}); not checked",
    )
    return True


def _names_chalk_lacks(p: Pair) -> bool | None:
    """In chalk's notation a name outside its table is read as the document's own (``shared``,
    ``T_{draft}``, ``N_{active}``): nothing pins it down there, so a link through it that fails
    is a warning, never an error; one that holds is judged ok, and ``X = …`` of such a name
    still defines it."""
    own = {s for s in p.a.expr.free_symbols | p.b.expr.free_symbols if isinstance(s, DocumentSymbol)}
    if not (p.ctx.chalk_notation and own) or (p.names and isinstance(p.lhs, DocumentSymbol)):
        return None
    try:
        return _proved(p)
    except RelationError as exc:
        p.say("warning", outside_notation(exc, own))
        return True


def _redefinition(p: Pair) -> bool | None:
    """``X = …`` of a symbol the section defined is proved against that definition, unless
    a map line or the prose ("for m microbatches") makes it another case."""
    lhs, ctx, f = p.lhs, p.ctx, p.f
    if not (p.names and lhs in p.own):
        return None
    expr, at = p.own[lhs]
    line = p.place[0]
    if any(path == f.path and at < mark <= f.line for path, mark in ctx.cases):  # the map says so
        p.say(
            "note",
            f"another case of {pretty(lhs)} (a map line says so): {pretty(lhs)} = {pretty(p.b.expr)} from here on",
        )
        ctx.define(lhs, p.b, line)
        return False
    before, now = _unfold(lhs, ctx, p.claim), _unfold(_with_units(p.b), ctx, p.claim)
    shown = f"{pretty(lhs)} = {pretty(p.b.expr)} (the document defines {pretty(lhs)} = {pretty(expr)} on line {at})"
    try:
        return prove_relation(sp.Eq(before, now), p.claim, p.offset, p.findings, f, shown, (before, now, "eq"))
    except RelationError as exc:  # a formula for another case ("for m microbatches"), or a slip
        if not another_case(f, before, now, ctx.items.get((ctx.section, lhs)) != f.scope[3]):
            raise
        why = exc.message.split(": ", 1)[-1]
        p.say("warning", f"{why}; read as another case of {pretty(lhs)}, which holds from here on, not as an error")
        ctx.define(lhs, p.b, line)
        return True


def _chalks_name_unmapped(p: Pair) -> bool | None:
    """A name chalk also spells (``M_{\\text{act}}``) that no map gave chalk's meaning is the
    document's own, defined here."""
    lhs, ctx = p.lhs, p.ctx
    chalks = p.names and lhs not in ctx.definitions and of(lhs) is not None
    if not (chalks and not ctx.chalk_notation and lhs not in ctx.mapped):
        return None
    ctx.define(lhs, p.b, p.place[0])
    return False


def _identity(p: Pair) -> bool | None:
    """``q = …`` of a quantity with a definition (the document's or chalk's) is compared
    with that definition."""
    lhs, ctx = p.lhs, p.ctx
    if not (p.names and (lhs in ctx.definitions or ((q := of(lhs)) is not None and q.definition))):
        return None
    line, col = p.place
    return identity(p.a, p.b, p.ua, p.offset, ctx, p.claim, p.findings, p.f, line, col)


def _a_unit_symbol_defined(p: Pair) -> bool | None:
    """The document defines its own symbol with a unit."""
    if not (p.names and p.lhs in p.a.units and p.lhs not in p.ctx.definitions):
        return None
    p.ctx.definitions[p.lhs] = p.b.expr
    return False


def _a_restatement(p: Pair) -> bool | None:
    """``d_model = n_heads d_head`` after ``d_head = d_model / n_heads``: a side that, with the
    section's definitions unfolded, uses the name it would define restates a definition
    solved for another symbol; defining it would make the two circular, so it is proved."""
    if not (p.names and isinstance(p.lhs, DocumentSymbol) and p.lhs not in p.ctx.own_definitions()):
        return None
    if p.lhs not in _unfold(_with_units(p.b), p.ctx, p.claim).free_symbols:
        return None
    return _proved(p)


def _a_definition(p: Pair) -> bool | None:
    """The first ``X = …`` of a document's symbol defines it for the section; in a table
    row, ``X = Y`` between two names is that row's case, not a definition."""
    lhs, ctx, f = p.lhs, p.ctx, p.f
    if not (p.names and isinstance(lhs, DocumentSymbol) and lhs not in givens_of(f, ctx)):
        return None
    if in_table_row(f) and lone_name(p.sides[1]) and isinstance(p.b.expr, DocumentSymbol):
        written = f"{' '.join(p.sides[0].split())} = {' '.join(p.sides[1].split())}"
        p.say("note", f"hypothesis: {written}: the case of its table row")  # | $T_t = T_c$ | …: not a definition
        return False
    ctx.define(lhs, p.b, p.place[0])  # defines it for the section
    if p.rough:
        ctx.approximated.add(lhs)
    return False


def _a_function_defined(p: Pair) -> bool | None:
    """``f(x) = …`` defines the function f for the section."""
    if not (p.relation == "eq" and defines_a_function(p.lhs, p.ctx)):
        return None
    p.ctx.local.setdefault(p.ctx.section, {})[p.lhs] = (_with_units(p.b), p.place[0])
    return False


def _known(p: Pair) -> set[sp.Symbol]:
    return set(givens_of(p.f, p.ctx)) | set(p.ctx.own_definitions())


def _proved(p: Pair) -> bool | None:
    """Otherwise the relation is proved or refuted by z3 over what is known, unless it rests
    on something unread, is a condition the author states, an estimate, holds with a plain
    side in the other's unit, or has another reading under which it holds."""
    a, b, f, ctx, claim, token, sides, offset = p.a, p.b, p.f, p.ctx, p.claim, p.token, p.sides, p.offset
    own_values = {k: v for k, v in givens_of(f, ctx).items() if isinstance(k, DocumentSymbol)}
    left = _unfold(_with_units(a), ctx, claim).xreplace(own_values)
    right = _unfold(_with_units(b), ctx, claim).xreplace(own_values)
    statement = _BUILD[p.relation](left, right)
    if depends_on_unread(statement, offset, f, ctx, p.findings, sides, token):
        return True
    shown = p.shown
    if is_a_stated_condition(statement, sides, f, ctx):
        if in_table_row(f):  # | $T_t < T_c$ | … |, then | $T_t > T_c$ | … |: each row a case of its own
            p.say("note", f"hypothesis: {shown} relates symbols the document never defines; the case of its table row")
            return False
        ctx.hypotheses.setdefault(ctx.section, []).append(statement)
        if isinstance(statement, sp.Eq):
            keep(ctx.conditions, statement, p.place[0])
            solved.record(p)  # 1.25 + 0.1(k - 1) = k: the k stated next must solve it
        p.say("note", f"hypothesis: {shown} {NEVER_DEFINED}")
        return False
    if p.relation != "eq" and is_an_estimate(statement, f, ctx):
        p.say("warning", f"{shown}: {AN_ESTIMATE}")
        return True
    in_unit: RelationError | None = None
    if not ctx.chalk_notation and _has_unit(a) != _has_unit(b):
        # a plain side beside one with a unit ((L/4 + 4) × 0.45B ≈ 5.4B GB): the plain side
        # is in that unit, as a plain number is; if that holds, the relation holds
        wa = _unfold(_written_unit(a), ctx, claim).xreplace(own_values)
        wb = _unfold(_written_unit(b), ctx, claim).xreplace(own_values)
        in_that_unit = _BUILD[p.relation](wa, wb)
        scratch: list[Finding] = []
        digits = max(tolerance(token, sides), decimals_precision(sides))
        try:
            if not prove_relation(in_that_unit, claim, offset, scratch, f, shown, (wa, wb, p.relation), digits):
                p.findings.extend(scratch)
                return False
        except RelationError as exc:
            in_unit = exc  # the reading in the written unit says why best (2.1x is not 2.5x GB)
    try:
        digits = 0.0 if ctx.chalk_notation else max(tolerance(token, sides), decimals_precision(sides))
        undecided = prove_relation(statement, claim, offset, p.findings, f, shown, (left, right, p.relation), digits)
        if undecided and not ctx.chalk_notation and a_condition(statement, _known(p)):  # Aα/N^α = Bβ/D^β
            keep(ctx.conditions, statement, p.place[0])
        return undecided
    except RelationError:  # another reading of the relation under which it holds: no certain error
        if p.relation == "eq" and (note := holds_as_defined_earlier(p, left, right, statement, digits)):
            p.say("note", f"{shown} {note}")
            return False
        if (
            not ctx.chalk_notation
            and a_condition(statement, _known(p))
            and (at := rearranges(statement, ctx.conditions))
        ):
            keep(ctx.conditions, statement, p.place[0])
            p.say("note", f"hypothesis: {shown} rearranges the equation on line {at}, so holds where it does")
            return False
        if is_an_update(a.expr, b.expr, p.relation, sides[0]):  # θ = θ - αλθ: a step, not an equation
            p.say(
                "warning", f"{shown}: an update written with = (the name on both sides), not an equation; not checked"
            )
            return True
        if not ctx.chalk_notation and (note := other_reading(statement, left, right, token, sides, f, ctx)):
            p.say("note", f"hypothesis: {shown} is {note}" if note.startswith("an equation") else f"{shown}: {note}")
            if note.startswith("an equation in"):
                solved.record(p)  # 1.25 + 0.1(k - 1) = k: the k stated next must solve it
            return False
        counts = count_suffix_reading(left, right, sides)  # 51B, 1.02T: numbers, not a model's quantities
        if not ctx.chalk_notation and counts is None and is_a_stated_model(statement, f, ctx):  # τT = 6ND
            ctx.hypotheses.setdefault(ctx.section, []).append(statement)
            if a_condition(statement, _known(p)):
                keep(ctx.conditions, statement, p.place[0])
            p.say("note", f"hypothesis: {shown} {NEVER_DEFINED}")
            return False
        written, settle = (_with_units(a), _with_units(b)), lambda e: _unfold(e, ctx, claim).xreplace(own_values)
        if counts is None and (note := one_name_stated(p, written, settle, digits)):  # 4h beside hidden_size
            p.say("warning", f"{shown}: {note}")
            return True
        if p.relation != "eq" or p.rough != 0.10 or ctx.chalk_notation or not holds_where_large(left, right, p.rough):
            if in_unit is not None:
                raise in_unit from None
            raise
        p.say("warning", f"{shown}: {LEADING_TERMS_KEPT}")
        return True


#: the stages in order: the first that settles the link decides it
STAGES: tuple[Callable[[Pair], bool | None], ...] = (
    _units,
    _givens_substituted,
    _a_given,
    _defined_anew,
    plain.a_range,
    plain.a_function_at_numbers,
    plain.complex_numbers,
    _numbers,
    _a_number_beside_unknowns,
    _magnitude_between_symbols,
    _another_approximation,
    _redefinition,
    _chalks_name_unmapped,
    _names_chalk_lacks,
    _identity,
    _a_unit_symbol_defined,
    _a_restatement,
    _a_definition,
    _a_function_defined,
    _proved,
)


def judge_pair(
    a: Read,
    b: Read,
    ua: pint.Unit | None,
    ub: pint.Unit | None,
    token: str,
    offset: int,
    f: Found,
    ctx: Context,
    claim: InForce,
    findings: list[Finding],
    sides: tuple[str, str],
) -> bool:
    """Judge one link: True when it stays undecided (a warning), False when judged; an
    error raises ``RelationError``."""
    try:
        return _staged(Pair(a, b, ua, ub, token, offset, f, ctx, claim, findings, sides))
    except RelationError as as_written:
        retry = unit_readings(a, b, ua, ub, sides, ctx)
        if (counted := a_name_and_a_count(a, b, sides, ctx)) is not None:
            count = sides[0] if counted[0] is not a else sides[1]
            note = f"read {count.strip()} as a count (k, K, M, B, T after digits: thousands to trillions)"
            retry = (*counted, None, None, note)
        if retry is None:
            raise
        scratch: list[Finding] = []
        try:
            settled = _staged(Pair(*retry[:4], token, offset, f, ctx, claim, scratch, sides))
        except RelationError:
            raise as_written from None  # false in both readings: the one as written names it
        findings.extend(scratch)
        findings.append(Finding(f.path, *f.place(offset), "note", retry[4]))
        return settled


def _staged(pair: Pair) -> bool:
    for stage in STAGES:
        settled = stage(pair)
        if settled is not None:
            return settled
    raise AssertionError("the last stage settles every link")  # _proved never passes one on
