"""Mutation self-test: do chalk's checks catch wrong mathematics?

Each claim is copied with its definitions unfolded (the *control*), and mutants are made
from that copy by one small change each, generated from the claim's sympy trees:

factor-drop     drop one factor of a product (a constant, a symbol, a denominator)
factor-double   double a product, or a bare symbol that is a term or an argument
swap            swap one numerator factor of a product with one denominator factor
relation        flip a relation (≤ ↔ ≥, < ↔ >, = ↔ ≠) or weaken/strengthen it (< ↔ ≤, = → ≤)
sibling         replace one occurrence of an input by another input of the same unit
other-unit      replace one occurrence of an input by an input of another unit
definition      one of the above inside a definition's own body, substituted into every
                expression of this claim (never into the global quantity table)
given-2x        double one catalog constant bound by ``given``
example-2x      double one input of one worked example (inputs the example uses)

Mutation sites are the statement, the derivation's start and steps, the definitions the
claim uses, its ``given`` values and its examples; hypotheses are not mutated.

Each mutant goes through the same four checks (``run_checks``), cheapest first, and stops
at the first that tells it apart. A mutant of a claim that holds is **killed** when a
check that does not fail on the control (anything but refuted or error) fails on it. A
mutant of an erratum is killed when its rejection profile changes: a check that refutes
the control stops refuting it, or a check that does not fail on the control starts
failing.

A mutant that survives is classified, mechanically, never by hand:

equivalent  sympy proves the mutated subexpression equal to the original; or the mutant
            is still true mathematics, shown by a proof: a mutated statement z3 still
            proves (a weaker true statement, e.g. a relation weakened in a positive
            position), a mutated derivation whose every step and conclusion z3 still
            proves, a doubled input of a true-valued example of a proved statement (another
            instance), a doubled catalog constant the statement is proved for at every
            value, a doubled input the expected values do not depend on; or, for an
            erratum, every check that rejected it still rejects it (the defect is kept)
gap         anything else, with the reason: a definition or catalog constant the claim
            stays true with but no example pins, a change whose proof is unknown, ...

The kill ratio is killed / (killed + gaps); equivalent mutants are left out of both.
"""

from __future__ import annotations

import random
import time
import zlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

import pint
import sympy as sp

from chalk.constraints import Status, Verdict, kernel, prove
from chalk.constraints.checks import RunSettings, run_checks
from chalk.constraints.verdict import Decider
from chalk.derivations.expressions import substitute
from chalk.derivations.model import Claim, Derivation, Example, Step
from chalk.derivations.quantities import Sourced, defined_symbols_in, definitions, unfold, unfold_with
from chalk.derivations.values import exact_base_values
from chalk.units import UnitMismatch, declared_unit, format_unit, pretty, unit_of, unit_table

if TYPE_CHECKING:
    from pint.util import UnitsContainer

T = TypeVar("T")

#: cheapest first: a mutant stops at the first check that tells it apart
ORDER = ("units", "numeric", "proof", "identity")
#: mutants run per claim unless asked for all, drawn round-robin over the kinds
DEFAULT_PER_CLAIM = 24
#: limits for the control and every mutant (a mutant may be much harder than its claim):
#: z3 gets half of each call's budget and cvc5's linearisation the other half (prover.Z3_SHARE),
#: which needs 1.5-2.5 CPU s where it decides a mutant z3 leaves undecided
MUTANT_RUN = RunSettings(timeout_ms=8000, budget_ms=16000)
FAILING = (Status.REFUTED, Status.ERROR)


@dataclass(frozen=True)
class Mutant:
    """One mutated copy of a claim and what was changed."""

    kind: str
    site: str
    text: str | Callable[[], str] = field(repr=False)  # the description, or how to write it
    build: Callable[[], Claim] = field(repr=False, compare=False)
    old: sp.Basic | None = field(default=None, repr=False, compare=False)
    new: sp.Basic | None = field(default=None, repr=False, compare=False)
    weakening: bool = False
    symbol: sp.Symbol | None = field(default=None, repr=False, compare=False)
    example: int = -1  # index of the perturbed example
    body: Callable[[], sp.Basic] | None = field(default=None, repr=False, compare=False)  # a mutated definition

    @property
    def description(self) -> str:
        """What was changed, in the lecture's notation: written only for the mutants that
        run (printing every generated mutant's trees cost a third of `chalk mutate`)."""
        return self.text() if callable(self.text) else self.text


@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    status: str  # killed | equivalent | gap
    by: str  # the check that killed it, or "" for a survivor
    reason: str

    def to_json(self) -> dict[str, str]:
        m = self.mutant
        return {
            "kind": m.kind,
            "site": m.site,
            "mutation": m.description,
            "status": self.status,
            "killed_by": self.by,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class ClaimReport:
    claim: Claim
    generated: int
    outcomes: tuple[Outcome, ...]
    control_matches: bool
    seconds: float

    def count(self, status: str) -> int:
        return sum(o.status == status for o in self.outcomes)

    @property
    def kill_ratio(self) -> float:
        return ratio(self.count("killed"), self.count("gap"))

    def to_json(self) -> dict[str, Any]:
        killed_by: dict[str, int] = {}
        for o in self.outcomes:
            if o.status == "killed":
                killed_by[o.by] = killed_by.get(o.by, 0) + 1
        return {
            "id": self.claim.id,
            "expect": self.claim.expect,
            "generated": self.generated,
            "run": len(self.outcomes),
            "killed": self.count("killed"),
            "equivalent": self.count("equivalent"),
            "gaps": self.count("gap"),
            "kill_ratio": round(self.kill_ratio, 4),
            "killed_by": killed_by,
            "control_matches": self.control_matches,
            "seconds": round(self.seconds, 3),
            "survivors": [o.to_json() for o in self.outcomes if o.status != "killed"],
        }


def ratio(killed: int, gaps: int) -> float:
    return killed / (killed + gaps) if killed + gaps else 1.0


# expression trees ------------------------------------------------------------------
def _rebuild(node: sp.Basic, args: list[sp.Basic]) -> sp.Basic:
    if isinstance(node, sp.core.relational.Relational):
        return node.func(*args, evaluate=False)
    return node.func(*args)


def _replace_at(expr: sp.Basic, path: tuple[int, ...], new: sp.Basic) -> sp.Basic:
    if not path:
        return new
    args = list(expr.args)
    args[path[0]] = _replace_at(args[path[0]], path[1:], new)
    return _rebuild(expr, args)


def _positions(
    expr: sp.Basic, path: tuple[int, ...] = (), polarity: int = 1, parent: sp.Basic | None = None
) -> Iterator[tuple[tuple[int, ...], sp.Basic, int, sp.Basic | None]]:
    """(path, node, polarity, parent) for every node; polarity is +1, -1 or 0 (both)."""
    yield path, expr, polarity, parent
    if expr.is_Atom:
        return
    for i, arg in enumerate(expr.args):
        p = polarity
        if isinstance(expr, sp.Not) or (isinstance(expr, sp.Implies) and i == 0):
            p = -polarity
        elif isinstance(expr, (sp.Equivalent, sp.Xor, sp.core.relational.Relational)):
            p = 0
        yield from _positions(arg, (*path, i), p, expr)


#: relation -> [(mutated relation, the mutant is implied by the original, the original is implied by it)]
_RELATION_MUTATIONS = {
    sp.Le: [(sp.Ge, False, False), (sp.Lt, False, True)],
    sp.Lt: [(sp.Gt, False, False), (sp.Le, True, False)],
    sp.Ge: [(sp.Le, False, False), (sp.Gt, False, True)],
    sp.Gt: [(sp.Lt, False, False), (sp.Ge, True, False)],
    sp.Eq: [(sp.Ne, False, False), (sp.Le, True, False)],
    sp.Ne: [(sp.Eq, False, False)],
}


def _is_denominator(factor: sp.Basic) -> bool | None:
    denominator: bool | None = factor.is_Pow and factor.exp.is_number and factor.exp.is_negative
    return denominator


def _pick(options: list[T], key: str) -> T | None:
    return options[zlib.crc32(key.encode()) % len(options)] if options else None


def _inputs_by_dimension() -> tuple[dict[UnitsContainer, list[sp.Symbol]], list[sp.Symbol]]:
    defined, units = definitions(), unit_table()
    inputs = sorted((s for s in units if s not in defined), key=lambda s: s.name)
    groups: dict[UnitsContainer, list[sp.Symbol]] = {}
    for s in inputs:
        groups.setdefault(units[s].dimensionality, []).append(s)
    return groups, inputs


def node_mutations(
    expr: sp.Basic, key: str
) -> Iterator[tuple[str, Callable[[], str], Callable[[], sp.Basic], sp.Basic, sp.Basic, bool]]:
    """(kind, how to describe it, builder of the mutated whole expression, old node, new
    node, weakening) per single change of ``expr``; ``key`` fixes the sibling/other-unit
    picks. Descriptions are written on demand: most generated mutants never run."""
    groups, inputs = _inputs_by_dimension()
    units, defined = unit_table(), definitions()
    for path, node, polarity, parent in _positions(expr):

        def at(new: sp.Basic, path: tuple[int, ...] = path) -> Callable[[], sp.Basic]:
            return lambda: _replace_at(expr, path, new)  # built only for the mutants that run

        if isinstance(node, sp.Mul):
            factors = list(node.args)
            for i, f in enumerate(factors):
                rest = sp.Mul(*(factors[:i] + factors[i + 1 :]))
                what = "constant factor" if f.is_number else "factor"
                text = partial(_text, "drop {} {} from {}", what, f, node)
                yield "factor-drop", text, at(rest), node, rest, False
            yield "factor-double", partial(_text, "double {}", node), at(2 * node), node, 2 * node, False
            numerators = [i for i, f in enumerate(factors) if not f.is_number and not _is_denominator(f)]
            denominators = [i for i, f in enumerate(factors) if _is_denominator(f)]
            for i in numerators:
                for j in denominators:
                    swapped = list(factors)
                    swapped[i], swapped[j] = 1 / factors[j], 1 / factors[i]
                    new = sp.Mul(*swapped)
                    text = partial(_text, "swap {} and {} in {}", factors[i], 1 / factors[j], node)
                    yield "swap", text, at(new), node, new, False
        elif isinstance(node, sp.Symbol) and not isinstance(parent, (sp.Mul, sp.Pow)) and node in units:
            yield "factor-double", partial(_text, "double {}", node), at(2 * node), node, 2 * node, False
        if isinstance(node, sp.core.relational.Relational) and type(node) in _RELATION_MUTATIONS:
            for func, implied, implies_original in _RELATION_MUTATIONS[type(node)]:
                new = func(node.lhs, node.rhs, evaluate=False)
                weaker = (polarity == 1 and implied) or (polarity == -1 and implies_original)
                text = partial(_text, "{}  →  {}", node, new)
                yield "relation", text, at(new), node, new, weaker
        if isinstance(node, sp.Symbol) and node in units and node not in defined:
            dim = units[node].dimensionality
            here = f"{key}|{path}"
            sibling = _pick([s for s in groups.get(dim, []) if s != node], here)
            if sibling is not None:
                text = partial(_text, "{} → {} (same unit) at {}", node, sibling, _Where(expr, path))
                yield "sibling", text, at(sibling), node, sibling, False
            other = _pick([s for s in inputs if units[s].dimensionality != dim], here)
            if other is not None:
                unit = format_unit(units[other])
                text = partial(_text, "{} → {} [{}] at {}", node, other, unit, _Where(expr, path))
                yield "other-unit", text, at(other), node, other, False


def _where(expr: sp.Basic, path: tuple[int, ...]) -> str:
    node = expr
    for i in path[:-1]:
        node = node.args[i]
    return pretty(node) if path else pretty(expr)


@dataclass(frozen=True)
class _Where:
    """Where in ``expr`` a change is (the parent of ``path``), written when asked."""

    expr: sp.Basic
    path: tuple[int, ...]

    def __str__(self) -> str:
        return _where(self.expr, self.path)


def _text(template: str, *parts: object) -> str:
    """``template`` with each sympy part pretty-printed and every other part as text."""
    return template.format(*(pretty(p) if isinstance(p, sp.Basic) else str(p) for p in parts))


# claims ----------------------------------------------------------------------------
def mapped(claim: Claim, f: Callable[[sp.Basic], sp.Basic]) -> Claim:
    """A copy of ``claim`` with ``f`` applied to every expression it holds."""
    derivation = claim.derivation
    if derivation is not None:
        steps = tuple(Step(s.relation, f(s.expr), s.by) for s in derivation.steps)
        derivation = Derivation(f(derivation.start), steps)
    examples = tuple(
        ex if isinstance(ex.expect, bool) else replace(ex, expect={f(k): v for k, v in ex.expect.items()})
        for ex in claim.examples
    )
    return replace(
        claim,
        statement=f(claim.statement),
        hypotheses=tuple(f(h) for h in claim.hypotheses),
        derivation=derivation,
        examples=examples,
    )


def control(claim: Claim) -> Claim:
    """The claim with every definition unfolded (mutants run under ``MUTANT_RUN``)."""
    table = definitions()
    return mapped(claim, lambda e: unfold_with(e, table))


def _expression_sites(c: Claim) -> list[tuple[str, sp.Basic, Callable[[sp.Basic], Claim]]]:
    sites = [("statement", c.statement, lambda e: replace(c, statement=e))]
    d = c.derivation
    if d is not None and d.steps:
        sites.append(("derivation start", d.start, lambda e: replace(c, derivation=Derivation(e, d.steps))))
        for i, step in enumerate(d.steps):

            def put(e: sp.Basic, i: int = i) -> Claim:
                steps = list(d.steps)
                steps[i] = Step(steps[i].relation, e, steps[i].by)
                return replace(c, derivation=Derivation(d.start, tuple(steps)))

            sites.append((f"derivation step {i + 1}", step.expr, put))
    return sites


def _doubled(value: Any) -> Any:
    if isinstance(value, Sourced):
        return Sourced(value.value * 2, f"{value.source} (×2: mutant)")
    if isinstance(value, pint.Quantity):
        return value * 2
    return value * 2


def _rebuilt(put: Callable[[Any], Claim], whole: Callable[[], Any]) -> Claim:
    """The claim with one expression site replaced by its mutated tree."""
    return put(whole())


def _as_is(claim: Claim) -> Claim:
    return claim


def _used_inputs(c: Claim, ex: Example) -> set[sp.Symbol]:
    exprs = [c.statement] if isinstance(ex.expect, bool) else list(ex.expect)
    return set().union(*(e.free_symbols for e in exprs))


def mutants(claim: Claim) -> list[Mutant]:
    """Every mutant of ``claim`` (see the module docstring), in a stable order."""
    c = control(claim)
    out: list[Mutant] = []
    for site, expr, put in _expression_sites(c):
        for kind, text, whole, old, new, weak in node_mutations(expr, f"{claim.id}|{site}"):
            out.append(Mutant(kind, site, text, partial(_rebuilt, put, whole), old, new, weak))
    # definitions: mutate the definition's own body, then unfold this claim's copy with it
    table = definitions()
    used = set(defined_symbols_in(claim.statement))
    for e in _claim_exprs(claim):
        used |= set(defined_symbols_in(e))
    for d in sorted(used, key=lambda s: s.name):
        body = table[d]
        for kind, text, whole, old, new, _ in node_mutations(body, f"{claim.id}|definition {d.name}"):
            if kind == "relation":
                continue

            def build(d: sp.Symbol = d, whole: Callable[[], sp.Basic] = whole) -> Claim:
                local = {**table, d: whole()}
                return mapped(claim, lambda e: unfold_with(e, local))

            site = f"definition {pretty(d)}"
            described = partial(_prefixed, f"{kind}: ", text)
            out.append(Mutant("definition", site, described, build, old, new, False, d, body=whole))
    for s, value in c.given.items():
        given = {**c.given, s: _doubled(value)}
        mutated = replace(c, given=given)
        out.append(Mutant("given-2x", f"given {pretty(s)}", f"{pretty(s)} × 2", partial(_as_is, mutated), symbol=s))
    for i, ex in enumerate(c.examples, 1):
        used_inputs = _used_inputs(c, ex)
        for s, value in ex.at.items():
            if s not in used_inputs:
                continue
            examples = list(c.examples)
            examples[i - 1] = replace(ex, at={**ex.at, s: _doubled(value)})
            doubled = f"{pretty(s)} × 2 in example {i}"
            mutated = replace(c, examples=tuple(examples))
            out.append(Mutant("example-2x", f"example {i}", doubled, partial(_as_is, mutated), symbol=s, example=i - 1))
    return out


def _prefixed(prefix: str, text: Callable[[], str]) -> str:
    return prefix + text()


def _claim_exprs(claim: Claim) -> list[sp.Basic]:
    exprs = [claim.statement, *claim.hypotheses]
    if claim.derivation is not None:
        exprs += [claim.derivation.start, *(s.expr for s in claim.derivation.steps)]
    for ex in claim.examples:
        if not isinstance(ex.expect, bool):
            exprs += list(ex.expect)
    return exprs


def sample(found: list[Mutant], limit: int, seed: str) -> list[Mutant]:
    """At most ``limit`` mutants (0: all), drawn round-robin over kinds with a seeded shuffle."""
    if limit <= 0 or len(found) <= limit:
        return list(found)
    rng = random.Random(zlib.crc32(seed.encode()))
    by_kind: dict[str, list[Mutant]] = {}
    for m in found:
        by_kind.setdefault(m.kind, []).append(m)
    for group in by_kind.values():
        rng.shuffle(group)
    chosen: list[Mutant] = []
    while len(chosen) < limit:
        for kind in sorted(by_kind):
            if by_kind[kind] and len(chosen) < limit:
                chosen.append(by_kind[kind].pop())
    return chosen


# judging ---------------------------------------------------------------------------
def _kill(claim: Claim, base: dict[str, Verdict], name: str, v: Verdict) -> bool:
    was = base[name].status
    if v.status in FAILING and was not in FAILING:
        return True
    return claim.expect == "erratum" and was == Status.REFUTED and v.status != Status.REFUTED


def judge(claim: Claim, base: dict[str, Verdict], mutant: Mutant) -> Outcome:
    """Run the mutant's checks cheapest first; kill it at the first that tells it apart."""
    seen: dict[str, Verdict] = {}
    mutated = mutant.build()
    for name in ORDER:
        v = _definition_units(claim, mutant) if name == "units" else None
        v = v or run_checks(mutated, (name,), MUTANT_RUN)[name]
        seen[name] = v
        if _kill(claim, base, name, v):
            detail = v.detail if len(v.detail) < 160 else v.detail[:157] + "..."
            return Outcome(mutant, "killed", name, f"{name} {v.status.value} ({v.decided_by}): {detail}")
    return _survivor(claim, base, mutant, seen, mutated)


def _definition_units(claim: Claim, m: Mutant) -> Verdict | None:
    """check_units's rule for each definition a statement uses (its body's unit is the
    declared one), applied to the mutated body: unfolding alone would lose it wherever
    the definition cancels or only meets numbers. None when the rule does not refute."""
    if m.kind != "definition" or m.body is None or m.symbol not in defined_symbols_in(claim.statement):
        return None
    try:
        inferred = unit_of(m.body())
    except UnitMismatch as exc:
        detail = f"the mutated definition of {pretty(m.symbol)}: {exc}"
        return kernel.refuted("units", Decider.UNITS, kernel.Falsified(), detail)
    declared = declared_unit(m.symbol)
    if inferred is not None and inferred.dimensionality != declared.dimensionality:
        detail = f"{pretty(m.symbol)} is declared in {format_unit(declared)}, its mutated definition is in " + (
            format_unit(inferred)
        )
        return kernel.refuted("units", Decider.UNITS, kernel.Falsified(), detail)
    return None


def _same_value(
    old: sp.Basic | None, new: sp.Basic | None, given: Mapping[sp.Symbol, sp.Rational] | None = None
) -> bool:
    """Old and new are equal, after binding the claim's given (catalog) values: a change
    that vanishes under the claim's own bindings (e.g. inside a term times β = 0) cannot
    be seen by any check of that claim."""
    if old is None or new is None:
        return False
    if given and isinstance(old, sp.Basic) and isinstance(new, sp.Basic):
        old, new = unfold(old).xreplace(given), unfold(new).xreplace(given)
    if old == new:
        return True
    if isinstance(old, sp.Expr) and isinstance(new, sp.Expr):
        try:
            cancelled: bool = sp.cancel(sp.together(old - new)) == 0
            return cancelled
        except Exception:  # sympy cannot decide: not proved equal
            return False
    return False


def _holds_at_every_value(claim: Claim, symbol: sp.Symbol) -> bool:
    """The statement, with every other given value bound, proved with ``symbol`` free."""
    given = exact_base_values({s: v for s, v in claim.given.items() if s != symbol})
    statement = substitute(claim.statement, given)  # as written: sympy's rebuild would fold it
    hyps = [substitute(h, given) for h in claim.hypotheses]
    return prove(statement, hyps, MUTANT_RUN.timeout_for(claim)).status == Status.PROVED


def _independent_of(example: Example, symbol: sp.Symbol, given: Mapping[sp.Symbol, sp.Rational] | None = None) -> bool:
    """Every expected expression of the example has the same value at twice the example's
    value of ``symbol``, with the claim's given values and the example's other inputs
    bound: the mutated example is then still a correct worked example (a width that
    multiplies a term its degree of 1 makes vanish, a collective time the Max of a
    compute-bound step ignores), which no check can or should tell apart."""
    if isinstance(example.expect, bool):
        return False
    at = {**(given or {}), **exact_base_values(example.at)}
    others = {s: v for s, v in at.items() if s != symbol}
    value = at.get(symbol, symbol)  # the example's own value, else any value
    return all(
        _same_value(
            unfold(e).xreplace(others).xreplace({symbol: value}),
            unfold(e).xreplace(others).xreplace({symbol: 2 * value}),
        )
        for e in example.expect
    )


def _survivor(claim: Claim, base: dict[str, Verdict], m: Mutant, seen: dict[str, Verdict], mutated: Claim) -> Outcome:
    def equivalent(reason: str) -> Outcome:
        return Outcome(m, "equivalent", "", reason)

    def gap(reason: str) -> Outcome:
        return Outcome(m, "gap", "", f"{reason} ({summary})")

    summary = ", ".join(f"{k} {v.status.value}" for k, v in seen.items())
    proved = seen["proof"].status == Status.PROVED
    if mutated == control(claim):
        return equivalent("sympy builds the identical claim: the change cancels out of every expression")
    if claim.expect == "erratum":
        rejecting = [k for k, v in base.items() if v.status == Status.REFUTED]
        return equivalent(f"defect kept: {', '.join(rejecting)} still reject it ({summary})")
    if _same_value(m.old, m.new):
        return equivalent(f"sympy proves {pretty(m.new)} = {pretty(m.old)}")
    if m.kind != "given-2x" and claim.given and _same_value(m.old, m.new, exact_base_values(claim.given)):
        return equivalent(f"{pretty(m.new)} = {pretty(m.old)} at the claim's given values (the change vanishes there)")
    if m.site.startswith("derivation"):
        if seen["identity"].status == Status.PROVED:
            return equivalent("the mutated chain is still a valid derivation: every step and the conclusion proved")
        return gap("the mutated derivation step is not refuted")
    if m.kind == "relation" and m.weakening and proved:
        return equivalent("a relation weakened in a positive position; the mutant is still proved")
    if m.kind == "example-2x":
        example = claim.examples[m.example]
        if isinstance(example.expect, bool) and example.expect and base["proof"].status == Status.PROVED:
            return equivalent("a true-valued example of a proved statement; the doubled input is another instance")
        if _independent_of(control(claim).examples[m.example], m.symbol, exact_base_values(claim.given)):
            return equivalent(f"the expected values do not depend on {pretty(m.symbol)} at the example's inputs")
        return gap(f"example {m.example + 1} does not pin {pretty(m.symbol)} (its tolerance absorbs 2×)")
    if m.kind == "given-2x":
        if exact_base_values(control(claim).given).get(m.symbol) == 0:
            return equivalent(f"{pretty(m.symbol)} is given as 0, and twice 0 is 0")
        if _holds_at_every_value(control(claim), m.symbol):
            return equivalent(f"the statement is proved for every value of {pretty(m.symbol)}")
        return gap(f"no example pins the catalog value of {pretty(m.symbol)}")
    if m.kind == "definition" and proved:
        return gap(f"the claim stays true with this {m.site}; no example pins the value of {pretty(m.symbol)}")
    if proved:
        return equivalent(f"still a theorem (a weaker true statement); no example tells it apart ({summary})")
    return gap("no check tells it apart")


def mutate_claim(claim: Claim, limit: int = DEFAULT_PER_CLAIM) -> ClaimReport:
    """Mutate one claim and judge every (sampled) mutant against its control."""
    start = time.perf_counter()
    c = control(claim)
    base = run_checks(c, settings=MUTANT_RUN)
    original = run_checks(claim)
    matches = all(base[k].status == original[k].status for k in base)
    found = mutants(claim)
    chosen = sample(found, limit, claim.id)
    outcomes = tuple(judge(claim, base, m) for m in chosen)
    return ClaimReport(claim, len(found), outcomes, matches, time.perf_counter() - start)
