"""The checks on a document's formulas: units, identity, proof and numbers.

A document is read in chalk's notation when it writes one of chalk's longer names
(``t_{\\mathrm{step}}``): its one-letter names are chalk's too, said once. Otherwise it is
read in its own: a symbol not mapped is the document's (reading.DocumentSymbol, a plain
number without a unit), units are checked only where known, and each such symbol is
mentioned once.

Each relation ``a REL b`` of a chain is judged in this order (a side that cannot be read
skips the relations beside it, not the chain):
- units: each side's unit is inferred (``units.unit_of``); a mismatch inside a side or
  between the sides is an error naming the subterm and both units, as ``verify`` does;
- a given: ``B = 64`` or ``W = 3.35\\,\\mathrm{TB/s}`` sets an input for the formulas after it
  in the same section (an ``\\item`` keeps its own);
- numbers: when both sides evaluate (givens, the claim's given values, chalk's defaults),
  they must agree as the author's sign says (``tolerance``: the digits written for ``=``,
  10% for ``\\approx``, a factor of 3 for ``\\sim``; at least 5% in chalk's notation);
- a definition: the first ``X = expression`` of a document's own symbol defines X for the
  rest of its section; later ``X = …`` are proved against it;
- identity: ``q = …`` with ``q`` a quantity chalk defines is compared with the definition:
  equal, differs (with a point and both values) or unknown;
- otherwise z3 proves or refutes the relation under the claim's hypotheses (a
  ``% chalk-claim: ID`` marker), the section's and the quantities' sign assumptions.
A formula the prose introduces with "assume", "let", "where"… is a hypothesis of the
section (hypothesis_word), never an error. A formula under an erratum claim is expected
to be rejected: its errors are notes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

import pint
import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.derivations.model import Claim
from chalk.derivations.quantities import of
from chalk.derivations.registry import REGISTRY
from chalk.papers import shapes
from chalk.papers.budgeted import BudgetedFormulas
from chalk.papers.certainty import another_case, defaults_used, defines, lone_name, uncertain_units, units_certain
from chalk.papers.continued import continued, remember
from chalk.papers.count_letters import binary_factor, count_reading
from chalk.papers.formulas import MAGNITUDE, RELATIONS, Chain, Read, SideReader, Unreadable, chains
from chalk.papers.hypotheses import BUILD as _BUILD
from chalk.papers.hypotheses import REGIME, hypothesis, regime
from chalk.papers.identity import depends_on_unread, identity
from chalk.papers.judging_context import (
    Context as _Context,
)
from chalk.papers.judging_context import (
    has_unit as _has_unit,
)
from chalk.papers.judging_context import (
    is_number as _is_number,
)
from chalk.papers.judging_context import (
    mention as _mention,
)
from chalk.papers.judging_context import (
    same_units as _same_units,
)
from chalk.papers.judging_context import (
    stated_for,
    with_stated_values,
)
from chalk.papers.judging_context import (
    unfold_in as _unfold,
)
from chalk.papers.judging_context import (
    unit_of_side as _unit,
)
from chalk.papers.judging_context import (
    value_of as _value,
)
from chalk.papers.judging_context import (
    with_units as _with_units,
)
from chalk.papers.judging_context import (
    written_unit as _written_unit,
)
from chalk.papers.logical import boolean, boolean_chain, judge_logical
from chalk.papers.maps import Entry, facts_of, long_names, symbol_map
from chalk.papers.numbers import base, decimals_precision, sign, tolerance
from chalk.papers.numeric_pairs import judge_numbers
from chalk.papers.other_readings import in_chain_unit, in_written_units, other_reading
from chalk.papers.own_notation import defines_a_function, givens_of, is_a_stated_condition, is_an_estimate
from chalk.papers.prose import STRONG, hypothesis_word
from chalk.papers.reading import (
    DocumentSymbol,
    TooLarge,
    bounded_powers,
    name_table,
    single_letter_names,
    without_names,
)
from chalk.papers.relation_proofs import LEADING_TERMS_KEPT, Assumed, InForce, holds_where_large, prove_relation
from chalk.papers.scanning import Document, Found
from chalk.papers.stated import ABBREVIATION
from chalk.papers.verdicts import Finding, Outcome, RelationError
from chalk.units import pretty

#: wall-clock seconds one formula may take (parsing, sympy, z3 together) before its
#: worker process is stopped and the formula is reported not read
FORMULA_BUDGET_S = 20.0
#: wall-clock seconds a whole run may take (``--document-budget``): what is left when it runs
#: out is reported not judged, with a warning that says how far the run got
DOCUMENT_BUDGET_S = 600.0


def check_document(
    doc: Document,
    extra_symbols: Mapping[str, str] | None = None,
    budget_s: float = FORMULA_BUDGET_S,
    document_s: float | None = DOCUMENT_BUDGET_S,
) -> tuple[list[Outcome], list[Finding]]:
    """Every formula's outcome, and findings about the documents themselves (bad maps,
    missing inputs). Each formula is judged within ``budget_s`` seconds: the formulas run
    in a forked worker that is stopped when one overruns (sympy cannot be interrupted),
    and a fresh worker goes on with the next formula and what the document defined so far."""
    from chalk.constraints.workers import can_fork

    general: list[Finding] = []
    for where, line, col, why in doc.skipped:
        general.append(Finding(where, line, col, "warning", why))
    contexts: dict[str, _Context] = {}
    full = name_table()
    letters = single_letter_names(full)
    chalk_names = long_names(set(letters))
    for root, entries in doc.maps.items():
        texts = [f.text for f in doc.formulas if f.root == root]
        chalk_notation = any(name in text for text in texts for name in chalk_names)
        base = full if chalk_notation else without_names(full, set(full.symbols))
        entries, facts = facts_of(entries)
        table, units, bad = symbol_map(entries, list((extra_symbols or {}).items()), base)
        general += bad
        mapped = {k for k in letters if table.symbols.get(k) is not None and k not in base.symbols}
        reader = SideReader(table, doc.macros, units, own=not chalk_notation)
        reader.imaginary = not chalk_notation and any(_IMAGINARY.search(text) for text in texts)
        reader.name_words(texts, (st.name for _, st in doc.stated.get(root, []) if st.where == ABBREVIATION))
        contexts[root] = _Context(
            reader,
            letters={k: v for k, v in letters.items() if k not in mapped},
            chalk_notation=chalk_notation,
            mapped=frozenset(v for k, v in table.symbols.items() if base.symbols.get(k) != v),
        )
        general += _facts(facts, contexts[root])
        contexts[root].stated = [x for x in doc.stated.get(root, []) if x[1].where != ABBREVIATION]
    budgeted = BudgetedFormulas(doc.formulas, contexts, budget_s, _check_formula, document_s)
    if not can_fork() or not doc.formulas:
        import time

        from chalk.papers import parse_cache

        end = None if document_s is None else time.monotonic() + document_s
        outcomes: list[Outcome] = []
        for i, f in enumerate(doc.formulas):
            if end is not None and time.monotonic() >= end:
                outcomes += budgeted.not_judged(i)
                break
            outcomes.append(_check_formula(f, contexts[f.root]))
        parse_cache.save()
    else:
        outcomes = budgeted.run()
    left = [o for o in outcomes if o.cause == "budget"]
    if left:
        judged = len(outcomes) - len(left)
        first = left[0].found
        message = (
            f"the run's budget of {document_s:g} s ran out: {judged} of {len(outcomes)} formulas judged, "
            f"{len(left)} from here on not judged (--document-budget sets it)"
        )
        general.append(Finding(first.path, first.line, first.col, "warning", message))
    return outcomes, general


def _facts(facts: list[Entry], ctx: _Context) -> list[Finding]:
    """A map's facts read as relations, each a hypothesis of every formula; one that cannot
    be read is a bad map entry."""
    bad: list[Finding] = []
    for text, path, line, col in facts:
        if text == "another case":
            ctx.cases.append((path, line))
            continue
        try:
            ctx.facts.append(boolean(text, 0, None, ctx, None))
        except (Unreadable, RelationError) as exc:
            why = exc.message if isinstance(exc, RelationError) else str(exc)
            message = f"bad symbol map entry 'fact {text}': {why} (write `fact A = B` over the document's names)"
            bad.append(Finding(path, line, col, "error", message))
    return bad


def _claim(ctx: _Context, claim_id: str) -> Claim | str:
    if claim_id not in ctx.claims:
        REGISTRY.load()
        try:
            ctx.claims[claim_id] = REGISTRY.get(claim_id).claim()
        except KeyError as exc:
            ctx.claims[claim_id] = str(exc.args[0])
    return ctx.claims[claim_id]


def _check_formula(f: Found, ctx: _Context) -> Outcome:
    try:
        with bounded_powers():
            return _judge_formula(f, ctx)
    except TooLarge as exc:
        return Outcome(f, "unreadable", reason=str(exc))
    except RecursionError:
        return Outcome(f, "unreadable", reason="could not be judged: nested too deeply for the parser")
    except Exception as exc:  # reported and counted, never hidden
        return Outcome(f, "unreadable", reason=f"could not be judged: {type(exc).__name__}: {str(exc)[:200]}")


def _judge_formula(f: Found, ctx: _Context) -> Outcome:
    ctx.section, ctx.tally, ctx.item = f.scope[:3], [], f.scope[3]
    outcome = _judge_relations(f, ctx)
    remember(f, ctx)
    if outcome.status == "unreadable" and not any(v != "unreadable" for v in ctx.tally):
        return outcome
    tally = ["expected" if v == "error" and outcome.status == "expected" else v for v in ctx.tally]
    return replace(outcome, relations=tuple(tally))


def _judge_relations(f: Found, ctx: _Context) -> Outcome:
    marked = _claim(ctx, f.claim) if f.claim else None
    if isinstance(marked, str):
        return Outcome(f, "error", (Finding(f.path, f.line, f.col, "error", f"chalk-claim marker: {marked}"),))
    claim: InForce = marked
    try:
        statements = continued(f, ctx) or chains(f.text)
    except Unreadable as exc:
        regimes = REGIME.findall(f.text)
        if regimes and not ctx.chalk_notation and REGIME.sub("", f.text).strip():
            return regime(f, ctx, regimes)
        if regimes:  # ``$\ll$`` alone: its sides are in the prose around it
            return Outcome(f, "unreadable", reason="a relation sign alone, its sides in prose")
        return Outcome(f, "unreadable", reason=str(exc), cause=exc.kind)
    findings: list[Finding] = []
    unknown, read_any = False, False
    assumed = [c for c in statements if c.assumed]
    try:
        extra = [boolean_chain(c, 0, f, ctx, claim) for c in assumed]
    except (Unreadable, RelationError) as exc:
        # counted as a condition, unless no side of it reads as one expression
        kind = exc.kind if isinstance(exc, Unreadable) and exc.kind == "one_expression" else ""
        return Outcome(f, "unreadable", reason=f"a stated condition cannot be read: {exc}", cause=kind)
    section_hypotheses = [*ctx.facts, *ctx.hypotheses.get(ctx.section, [])]
    if extra or section_hypotheses:
        claim = Assumed(marked, [*section_hypotheses, *extra])
    word = hypothesis_word(f.lead) if not f.claim else None
    if word is not None and ctx.chalk_notation and word not in STRONG:
        word = None  # chalk's own notation: only an explicit "assume", "let", "suppose"
    if word is not None:
        return hypothesis(f, ctx, [c for c in statements if not c.assumed], word, claim, _judge_pair)
    for chain in (c for c in statements if not c.assumed):
        before = len(ctx.tally)
        try:
            unknown |= _judge_chain(chain, f, ctx, claim, findings)
            read_any = True
        except Unreadable as exc:
            ctx.tally[before:] = ["unreadable"] * len(chain.relations)
            return Outcome(f, "unreadable", tuple(findings), str(exc), cause=exc.kind)
        except RelationError as exc:
            ctx.tally[before:] = ["error"] * len(chain.relations)
            line, col = f.place(exc.offset)
            findings.append(Finding(f.path, line, col, "error", exc.message))
    if not read_any and not findings:
        return Outcome(f, "unreadable", reason="no relation outside text")
    errors = [x for x in findings if x.severity == "error"]
    if errors and claim is not None and claim.expect == "erratum":
        rejected = "rejected by " + ", ".join(claim.rejected_by)
        notes = tuple(
            Finding(x.path, x.line, x.col, "note", f"{x.message} (expected: {claim.id} is an erratum, {rejected})")
            if x.severity == "error"
            else x
            for x in findings
        )
        return Outcome(f, "expected", notes)
    hypotheses = any(x.message.startswith("hypothesis") for x in findings)
    status = "error" if errors else "unknown" if unknown else "hypothesis" if hypotheses else "ok"
    return Outcome(f, status, tuple(findings))


_IMAGINARY = re.compile(r"(?<![A-Za-z\\])i\s*\^\s*\{?\s*2\s*\}?\s*=\s*-\s*1(?![\d.])")


def _judge_chain(chain: Chain, f: Found, ctx: _Context, claim: InForce, findings: list[Finding]) -> bool:
    """Judge each relation of the chain; return whether one stayed undecided. A side that
    cannot be read (``\\text{KV cache size}``) skips the relations beside it, not the chain."""
    if chain.logical:
        return judge_logical(chain, f, ctx, claim, findings)
    if all(shapes.is_shape_side(s.text) for s in chain.sides) and set(chain.relations) == {"="}:
        return _judge_shapes(chain, f, ctx)
    reads: list[Read | None] = []
    units: list[pint.Unit | None] = []
    why, why_kind = "", ""  # the first unread side's reason, and its kind
    clashes: dict[int, RelationError] = {}  # a side whose own terms clash in units
    reported: list[RelationError] = []
    for s in chain.sides:
        try:
            r = ctx.reader.read(s.text)
            _mention(r, f, ctx, findings)
            reads.append(r)
        except Unreadable as exc:
            reads.append(None)
            units.append(None)
            if not why:
                why, why_kind = str(exc), exc.kind
            continue
        try:
            units.append(_unit(r, s.offset))
        except RelationError as exc:  # no masking: the other links are still judged
            units.append(None)
            clashes[len(reads) - 1] = exc
    ctx.chain_units = [u for u in units if u is not None]
    first = reads[0]
    if chain.relations[0] == "=" and first is not None and reads[1] is None and isinstance(first.expr, sp.Symbol):
        line, _ = f.place(chain.sides[0].offset)
        ctx.opaque.setdefault(ctx.section, {})[first.expr] = line  # its definition is unread
    if all(reads[i] is None or reads[i + 1] is None for i in range(len(chain.relations))):
        raise Unreadable(why, why_kind)
    unknown = False
    for i, token in enumerate(chain.relations):
        a, b = reads[i], reads[i + 1]
        at = chain.sides[i + 1].offset
        if a is None or b is None:
            line, col = f.place(at)
            findings.append(Finding(f.path, line, col, "note", f"not read: one relation of the chain ({why})"))
            ctx.tally.append("unreadable")
            continue
        touching = [k for k in (i, i + 1) if k in clashes]
        if touching:  # a side whose terms clash in units: its first link says so, once
            clash = clashes[touching[0]]
            line, col = f.place(clash.offset)
            if clash not in reported:
                reported.append(clash)
                side = reads[touching[0]]
                if side is None or units_certain(side.expr, sp.Integer(1), ctx):
                    ctx.tally.append("error")
                    findings.append(Finding(f.path, line, col, "error", clash.message))
                else:  # chalk's unit for a mapped name beside the author's bare factors
                    ctx.tally.append("unknown")
                    findings.append(Finding(f.path, line, col, "warning", uncertain_units(clash.message)))
            else:
                ctx.tally.append("unknown")
                line, col = f.place(at)
                note = "not judged: a side of this link has terms whose units clash (reported above)"
                findings.append(Finding(f.path, line, col, "note", note))
            continue
        seen = len(findings)
        try:
            sides = (chain.sides[i].text, chain.sides[i + 1].text)
            undecided = _judge_pair(a, b, units[i], units[i + 1], token, at, f, ctx, claim, findings, sides)
            unknown |= undecided
            hypothesis = any(x.message.startswith("hypothesis") for x in findings[seen:])
            ctx.tally.append("unknown" if undecided else "hypothesis" if hypothesis else "ok")
        except RelationError as exc:
            ctx.tally.append("error")
            line, col = f.place(exc.offset)
            findings.append(Finding(f.path, line, col, "error", exc.message))
    return unknown


#: why a document's unitless symbol beside a side with a unit is no certain numeric error
_COUNT_OR_BYTES = (
    "the document's symbol has no unit of its own (it may count elements where the other side counts "
    "bytes, 2 bytes each): not a certain error"
)


#: why a given the document computes anew from other givens is a warning, not an error
_GIVEN_ANEW = (
    "the formula computes a new value of a given from other givens (a target from a base: "
    "another case of it, which holds from here on), not checked against the given"
)


def _recomputes_a_given(lhs: sp.Basic, b: Read, f: Found, ctx: _Context) -> bool:
    r"""``\eta = 0.001`` given, then ``\eta = \eta_0 \times \frac{B}{B_0}``: the document's own
    given written alone on its side, defined by an expression of other givens (not of itself)."""
    givens = givens_of(f, ctx)
    symbols = {s for s in b.expr.free_symbols if not s.name.startswith("[")}
    return isinstance(lhs, DocumentSymbol) and lhs in givens and bool(symbols) and symbols <= set(givens) - {lhs}


def _in_table_row(f: Found) -> bool:
    """Whether the formula is inline math in a Markdown table row (its line opens with ``|``)."""
    return f.env == "$" and f.lead.rsplit("\n", 1)[-1].lstrip().startswith("|")


def _count_beside_unit(a: Read, b: Read, sides: tuple[str, str]) -> bool:
    """``M_{act} = 126 × (…) × 2 bytes`` after ``M_{act} = L × (…)``: one side a name of the
    document with no unit, the other with a unit: the name may count elements, the side bytes
    (an expression of givens, ``4 × S/P × H × 2 = 2 GB``, is the author's own bytes: checked)."""
    if _has_unit(a) == _has_unit(b):
        return False
    plain, text = (b, sides[1]) if _has_unit(a) else (a, sides[0])
    return lone_name(text) and any(isinstance(s, DocumentSymbol) for s in plain.expr.free_symbols)


def _judge_shapes(chain: Chain, f: Found, ctx: _Context) -> bool:
    """A chain of tensor shapes (``[b, s, h] \\times [h, h] = [b, s, h]``): each side's
    shape, every ``=`` between equal shapes."""

    def read(dim: str) -> sp.Basic:
        return ctx.reader.read(dim).expr

    found = [shapes.shape(s.text, read, s.offset) for s in chain.sides]
    for i in range(len(chain.relations)):
        if not shapes.same(found[i], found[i + 1]):
            ctx.tally.append("error")
            message = f"shapes: {chain.sides[i].text} gives {shapes.show(found[i])}, not {shapes.show(found[i + 1])}"
            raise RelationError(chain.sides[i + 1].offset, message)
        ctx.tally.append("ok")
    return False


def _judge_pair(
    a: Read,
    b: Read,
    ua: pint.Unit | None,
    ub: pint.Unit | None,
    token: str,
    offset: int,
    f: Found,
    ctx: _Context,
    claim: InForce,
    findings: list[Finding],
    sides: tuple[str, str],
) -> bool:
    relation, rough = RELATIONS[token]
    number_a, number_b = _is_number(a), _is_number(b)
    line, col = f.place(offset)
    if a.expr.free_symbols and b.expr.free_symbols:  # a bare number takes the other side's unit
        try:
            _same_units(a, b, ua, ub, offset)
        except RelationError as exc:
            if units_certain(a.expr, b.expr, ctx):
                raise
            findings.append(Finding(f.path, line, col, "warning", uncertain_units(exc.message)))
            return True
    # a given: an input (or a bare symbol of the document) set to a number
    lhs = a.expr
    own = ctx.defined_here()
    names = relation == "eq" and defines(lhs, sides[0], b)  # X = …: the author names X
    if names and number_b and lhs not in ctx.definitions and lhs not in own:
        q = of(lhs)
        if (q is None and (lhs in a.units or isinstance(lhs, DocumentSymbol))) or (
            q is not None and q.definition is None
        ):
            unit = a.units.get(lhs) if q is None else q.unit
            value = _value(b, f, ctx, claim)
            if unit is not None and number_b and not b.units.keys() & b.expr.free_symbols:
                value = value * base(unit)  # a bare number is in the symbol's own unit
            scope = f.scope if f.scope[3] is not None else (*f.scope[:3], None)
            ctx.givens.setdefault(scope, {})[lhs] = sp.nsimplify(value)
            if b.units:
                ctx.written[lhs] = sp.nsimplify(_written_unit(b))
            if (factor := binary_factor(sides[1])) is not None:  # S = 256K: also 262,144
                ctx.binary[lhs] = ctx.givens[scope][lhs] * factor
            return False
    earlier = ctx.own_definitions()
    anew = isinstance(lhs, DocumentSymbol) and lhs in earlier and lhs not in own and lhs not in givens_of(f, ctx)
    if names and anew:  # X = … again under a new heading: this section's X
        ctx.define(lhs, b, line)
        return False
    if rough == MAGNITUDE and not ctx.chalk_notation and a.expr.is_Number and b.expr.is_Number:
        raise Unreadable("two bare numbers joined by \\sim: a range (7\\% \\sim 64\\%), not a relation")
    va, vb = _value(a, f, ctx, claim), _value(b, f, ctx, claim)
    numbers_only = not va.free_symbols and not vb.free_symbols
    if numbers_only and (va.atoms(AppliedUndef) or vb.atoms(AppliedUndef)):  # f(1, 0): no definition, at numbers
        message = f"{' '.join(sides[0].split())} {sign(token)} {' '.join(sides[1].split())}: no value for its function"
        findings.append(Finding(f.path, line, col, "warning", message))
        return True
    if not va.free_symbols and not vb.free_symbols and (va.is_real is False or vb.is_real is False):
        if sp.simplify(va - vb) != 0:  # complex numbers (the document's i): exactly, or not at all
            raise RelationError(offset, f"numeric: {sides[0].strip()} {sign(token)} {sides[1].strip()} does not hold")
        return False
    if not va.free_symbols and not vb.free_symbols:
        try:
            return judge_numbers(a, b, ua, ub, va, vb, token, offset, ctx.chalk_notation, sides)
        except RelationError as exc:
            if note := count_reading(sides, token, f, ctx, claim):  # 131K, 256K = 262,144
                findings.append(Finding(f.path, line, col, "note", note))
                return False
            if not ctx.chalk_notation and (
                (note := in_written_units(a, b, token, sides, f, ctx, claim))
                or (note := in_chain_unit(a, b, va, vb, token, sides, ctx.chain_units))
            ):
                findings.append(Finding(f.path, line, col, "note", note))
                return False
            if names and not number_b and not ctx.chalk_notation and _recomputes_a_given(lhs, b, f, ctx):
                # η = 0.001 in the question, η = η_0 × B/B_0 in the answer: the new value of η
                findings.append(Finding(f.path, line, col, "warning", f"{exc.message}; {_GIVEN_ANEW}"))
                scope = f.scope if f.scope[3] is not None else (*f.scope[:3], None)
                ctx.givens.setdefault(scope, {})[lhs] = sp.nsimplify(vb)
                return True
            if names and rough and lhs in own and lhs in ctx.approximated:  # σ ≈ 4, later σ ≈ 3.1
                message = f"{exc.message}; another approximation of {pretty(lhs)} (line {own[lhs][1]}), not checked"
                findings.append(Finding(f.path, line, col, "warning", message))
                return True
            known = set(givens_of(f, ctx)) | set(claim.given if claim is not None else ())
            exc = with_stated_values(exc, _unfold(a.expr, ctx) + _unfold(b.expr, ctx), known, f, ctx)
            if ctx.chalk_notation:
                raise exc from None
            if _count_beside_unit(a, b, sides):
                findings.append(Finding(f.path, line, col, "warning", f"{exc.message}; {_COUNT_OR_BYTES}"))
                return True
            both = _unfold(a.expr, ctx) + _unfold(b.expr, ctx)
            used = defaults_used(both, known | set(stated_for(both.free_symbols, f, ctx)))
            if not used:
                raise exc from None
            message = f"{exc.message}; it rests on chalk's default {', '.join(used)}, which the document never states"
            findings.append(Finding(f.path, line, col, "warning", message))
            return True
    if number_a or number_b:
        missing = sorted(pretty(s) for s in (va.free_symbols | vb.free_symbols))
        findings.append(
            Finding(f.path, line, col, "warning", f"numeric statement not evaluated: no value for {', '.join(missing)}")
        )
        return True
    if rough == MAGNITUDE:
        findings.append(Finding(f.path, line, col, "warning", "an order of magnitude (~) between symbols: not checked"))
        return True
    if names and lhs in own and rough and not ctx.chalk_notation:
        expr, at = own[lhs]
        message = (
            f"{' '.join(sides[0].split())} {sign(token)} {' '.join(sides[1].split())}: another approximation of "
            f"{pretty(lhs)} (line {at} gives {pretty(expr)}); not checked"
        )
        findings.append(Finding(f.path, line, col, "warning", message))
        return True
    if names and lhs in own:
        expr, at = own[lhs]
        if any(path == f.path and at < mark <= f.line for path, mark in ctx.cases):  # the map says so
            message = (
                f"another case of {pretty(lhs)} (a map line says so): {pretty(lhs)} = {pretty(b.expr)} from here on"
            )
            findings.append(Finding(f.path, line, col, "note", message))
            ctx.define(lhs, b, line)
            return False
        before, now = _unfold(lhs, ctx, claim), _unfold(_with_units(b), ctx, claim)
        shown = f"{pretty(lhs)} = {pretty(b.expr)} (the document defines {pretty(lhs)} = {pretty(expr)} on line {at})"
        try:
            return prove_relation(sp.Eq(before, now), claim, offset, findings, f, shown, (before, now, "eq"))
        except RelationError as exc:  # a formula for another case ("for m microbatches"), or a slip
            if not another_case(f, before, now, ctx.items.get((ctx.section, lhs)) != f.scope[3]):
                raise
            why = exc.message.split(": ", 1)[-1]
            message = f"{why}; read as another case of {pretty(lhs)}, which holds from here on, not as an error"
            findings.append(Finding(f.path, line, col, "warning", message))
            ctx.define(lhs, b, line)
            return True
    chalks = names and lhs not in ctx.definitions and of(lhs) is not None
    if chalks and not ctx.chalk_notation and lhs not in ctx.mapped:
        # a name chalk also spells (M_{\text{act}}) that the map never gave chalk's meaning: the document's
        ctx.define(lhs, b, line)
        return False
    if names and (lhs in ctx.definitions or ((chalks_q := of(lhs)) is not None and chalks_q.definition)):
        return identity(a, b, ua, offset, ctx, claim, findings, f, line, col)
    if names and lhs in a.units and lhs not in ctx.definitions:
        ctx.definitions[lhs] = b.expr  # the document defines its own symbol
        return False
    if names and isinstance(lhs, DocumentSymbol) and lhs not in givens_of(f, ctx):
        if _in_table_row(f) and lone_name(sides[1]) and isinstance(b.expr, DocumentSymbol):
            message = (
                f"hypothesis: {' '.join(sides[0].split())} = {' '.join(sides[1].split())}: the case of its table row"
            )
            findings.append(Finding(f.path, line, col, "note", message))  # | $T_t = T_c$ | …: not a definition
            return False
        ctx.define(lhs, b, line)  # defines it for the section
        if rough:
            ctx.approximated.add(lhs)
        return False
    if relation == "eq" and defines_a_function(lhs, ctx):
        ctx.local.setdefault(ctx.section, {})[lhs] = (_with_units(b), line)  # f(x) = … defines f
        return False
    own_values = {k: v for k, v in givens_of(f, ctx).items() if isinstance(k, DocumentSymbol)}
    left = _unfold(_with_units(a), ctx, claim).xreplace(own_values)
    right = _unfold(_with_units(b), ctx, claim).xreplace(own_values)
    statement = _BUILD[relation](left, right)
    if depends_on_unread(statement, offset, f, ctx, findings, sides, token):
        return True
    # in the document's own notation the message shows the author's sides as written
    shown = (
        f"{pretty(a.expr)} {sign(token)} {pretty(b.expr)}"
        if ctx.chalk_notation
        else f"{' '.join(sides[0].split())} {sign(token)} {' '.join(sides[1].split())}"
    )
    if is_a_stated_condition(statement, sides, f, ctx):
        if _in_table_row(f):  # | $T_t < T_c$ | … |, then | $T_t > T_c$ | … |: each row a case of its own
            message = f"hypothesis: {shown} relates symbols the document never defines; the case of its table row"
            findings.append(Finding(f.path, line, col, "note", message))
            return False
        ctx.hypotheses.setdefault(ctx.section, []).append(statement)
        message = f"hypothesis: {shown} relates symbols the document never defines; taken as given for what follows"
        findings.append(Finding(f.path, line, col, "note", message))
        return False
    if relation != "eq" and is_an_estimate(statement, f, ctx):
        message = (
            f"{shown}: an estimate between the document's own symbols, which holds only under "
            "conditions it does not state; not checked"
        )
        findings.append(Finding(f.path, line, col, "warning", message))
        return True
    if not ctx.chalk_notation and _has_unit(a) != _has_unit(b):
        # a plain side beside one with a unit ((L/4 + 4) × 0.45B ≈ 5.4B GB): the plain side
        # is in that unit, as a plain number is; if that holds, the relation holds
        in_that_unit = _BUILD[relation](
            _unfold(_written_unit(a), ctx, claim).xreplace(own_values),
            _unfold(_written_unit(b), ctx, claim).xreplace(own_values),
        )
        scratch: list[Finding] = []
        try:
            if not prove_relation(in_that_unit, claim, offset, scratch, f, shown):
                findings.extend(scratch)
                return False
        except RelationError:
            pass
    try:
        digits = 0.0 if ctx.chalk_notation else max(tolerance(token, sides), decimals_precision(sides))
        return prove_relation(statement, claim, offset, findings, f, shown, (left, right, relation), digits)
    except RelationError:  # another reading of the relation under which it holds: no certain error
        rough = RELATIONS[token][1]
        if not ctx.chalk_notation and (note := other_reading(statement, left, right, token, sides, f, ctx)):
            said = f"hypothesis: {shown} is {note}" if note.startswith("an equation") else f"{shown}: {note}"
            findings.append(Finding(f.path, line, col, "note", said))
            return False
        if relation != "eq" or rough != 0.10 or ctx.chalk_notation or not holds_where_large(left, right, rough):
            raise
        findings.append(Finding(f.path, line, col, "warning", f"{shown}: {LEADING_TERMS_KEPT}"))
        return True
