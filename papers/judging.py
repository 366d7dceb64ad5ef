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
import warnings
from collections.abc import Mapping
from dataclasses import replace

import pint
import sympy as sp
from sympy.utilities.exceptions import SymPyDeprecationWarning

from chalk.derivations.model import Claim
from chalk.derivations.registry import REGISTRY
from chalk.papers import shapes
from chalk.papers.budgeted import BudgetedFormulas
from chalk.papers.certainty import uncertain_units, units_certain
from chalk.papers.chains import Chain, Unreadable, chains
from chalk.papers.continued import continued, remember
from chalk.papers.formulas import Read, SideReader
from chalk.papers.hypotheses import REGIME, hypothesis, regime
from chalk.papers.judging_context import (
    Context as _Context,
)
from chalk.papers.judging_context import (
    mention as _mention,
)
from chalk.papers.judging_context import (
    unit_of_side as _unit,
)
from chalk.papers.logical import boolean, boolean_chain, judge_logical
from chalk.papers.maps import Entry, facts_of, long_names, symbol_map
from chalk.papers.pair_stages import judge_pair
from chalk.papers.plain_stages import letters_written_alone
from chalk.papers.prose import STRONG, condition_in_parentheses, hypothesis_word
from chalk.papers.reading import (
    TooLarge,
    bounded_powers,
    name_table,
    single_letter_names,
    without_names,
)
from chalk.papers.relation_proofs import Assumed, InForce
from chalk.papers.scanning import Document, Found
from chalk.papers.stated import ABBREVIATION
from chalk.papers.verdicts import Finding, Outcome, RelationError

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
    """Every formula's outcome, and findings about the documents themselves; sympy's notices of
    deprecated internals (an Interval the parser made of ``[3.01, 0.09]`` in a product) are about
    chalk, never the document, and stay out of the report."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SymPyDeprecationWarning)
        return _check_document(doc, extra_symbols, budget_s, document_s)


def _check_document(
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
        reader.own_names = chalk_notation
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
        contexts[root].problems = doc.problems
        contexts[root].alone = letters_written_alone(texts)
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
    if f.env == "$" and _PROSE_OPERATOR.search(f.lead) and statements and not statements[0].logical:
        # "16 bytes/param × $1.637 \times 10^9 \approx 26.2$ GB": the first side is the end of
        # a product begun in prose, so the first link is not read; the links after it are
        first = statements[0]
        if len(first.relations) == 1:
            return Outcome(
                f, "unreadable", reason="the formula's first side ends a product begun in the prose before it"
            )
        statements[0] = replace(
            first, sides=first.sides[1:], relations=first.relations[1:], unread_before=first.unread_before + 1
        )
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
    word = (hypothesis_word(f.lead) or condition_in_parentheses(f.lead, f.text)) if not f.claim else None
    if word is not None and ctx.chalk_notation and word not in STRONG:
        word = None  # chalk's own notation: only an explicit "assume", "let", "suppose"
    if word is not None:
        return hypothesis(f, ctx, [c for c in statements if not c.assumed], word, claim, judge_pair)
    for chain in (c for c in statements if not c.assumed):
        before = len(ctx.tally)
        try:
            unknown |= _judge_chain(chain, f, ctx, claim, findings)
            read_any = True
        except Unreadable as exc:
            ctx.tally[before:] = ["unreadable"] * len(chain.relations)
            _unread_ends(chain, ctx.tally, before)
            return Outcome(f, "unreadable", tuple(findings), str(exc), cause=exc.kind)
        except RelationError as exc:
            ctx.tally[before:] = ["error"] * len(chain.relations)
            line, col = f.place(exc.offset)
            findings.append(Finding(f.path, line, col, "error", exc.message))
        _unread_ends(chain, ctx.tally, before)
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


#: prose ending with a multiplication sign right before inline math: the math's first side
#: is the product's last factor, not a value of its own (``*`` after a word and a space:
#: ``**bold**`` and a list's bullet are no sign)
_PROSE_OPERATOR = re.compile(r"(?:×|·|(?<=[^\s*] )\*|\\times|\\cdot)\s*$")


def _unread_ends(chain: Chain, tally: list[str], before: int) -> None:
    """The links a chain left unread at its ends (an empty or fragmentary first or last side),
    counted in their places."""
    tally[before:before] = ["unreadable"] * chain.unread_before
    tally.extend(["unreadable"] * chain.unread_after)


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
                    findings.append(Finding(f.path, line, col, "warning", uncertain_units(clash.message, ctx)))
            else:
                ctx.tally.append("unknown")
                line, col = f.place(at)
                note = "not judged: a side of this link has terms whose units clash (reported above)"
                findings.append(Finding(f.path, line, col, "note", note))
            continue
        seen = len(findings)
        try:
            sides = (chain.sides[i].text, chain.sides[i + 1].text)
            undecided = judge_pair(a, b, units[i], units[i + 1], token, at, f, ctx, claim, findings, sides)
            unknown |= undecided
            hypothesis = any(x.message.startswith("hypothesis") for x in findings[seen:])
            ctx.tally.append("unknown" if undecided else "hypothesis" if hypothesis else "ok")
        except RelationError as exc:
            ctx.tally.append("error")
            line, col = f.place(exc.offset)
            findings.append(Finding(f.path, line, col, "error", exc.message))
    return unknown


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
