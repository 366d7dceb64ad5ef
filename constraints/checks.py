"""The four checks every claim goes through, each returning a Verdict.

units    every relation, definition, step and given value is dimensionally consistent
identity each derivation step holds (= by exact cancellation, else z3), and the chain
         establishes the statement
numeric  worked examples match, and seeded random samples find no counterexample
proof    z3 proves the statement for all admissible values (or refutes it, checked)
"""

from __future__ import annotations

import dataclasses
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import cast

import numpy as np
import pint
import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.constraints import Status, Verdict, kernel, numeric
from chalk.constraints.proof_cache import cached_prove
from chalk.constraints.second_opinions import combined_opinions, opinion_seconds
from chalk.constraints.stops import TIMED_OUT
from chalk.constraints.sympy_evaluation import folded
from chalk.constraints.verdict import Decider
from chalk.derivations.evaluation import example_point, value_in_base_units
from chalk.derivations.expressions import is_total, unevaluated
from chalk.derivations.model import Claim, Derivation, Example, Step
from chalk.derivations.quantities import Sourced, current_table, defined_symbols_in, definitions, unfold
from chalk.derivations.values import BadValue, as_quantity, exact_base_values
from chalk.units import DIMENSIONLESS, Q_, UnitMismatch, declared_unit, format_unit, from_base, pretty, unit_of

SAMPLES = 256


@dataclass(frozen=True)
class RunSettings:
    """How the verifier runs a claim: a cap on each z3 call and on all four checks
    together. ``None`` keeps the claim's own ``timeout_ms``/``budget_ms``; a number caps
    it (the smaller wins), so mutation can run mutants briefly without rewriting claims."""

    timeout_ms: int | None = None
    budget_ms: int | None = None

    def timeout_for(self, claim: Claim) -> int:
        return claim.timeout_ms if self.timeout_ms is None else min(claim.timeout_ms, self.timeout_ms)

    def budget_for(self, claim: Claim) -> int:
        return claim.budget_ms if self.budget_ms is None else min(claim.budget_ms, self.budget_ms)


AS_WRITTEN = RunSettings()

#: the running claim's (deadline in perf_counter seconds, budget ms, per-call timeout ms);
#: None outside run_checks
_DEADLINE: ContextVar[tuple[float, int, int] | None] = ContextVar("chalk_claim_deadline", default=None)
#: whether every z3 verdict gets cvc5's second opinions on both translations (``verify --confirm``, ``build``)
_CONFIRM: ContextVar[bool] = ContextVar("chalk_confirm", default=False)


class BudgetSpent(Exception):
    """The claim's time budget ran out before this check (or this z3 call) could start."""


def _z3_timeout(claim: Claim) -> int:
    """The claim's per-call timeout, cut to what is left of its time budget."""
    deadline = _DEADLINE.get()
    if deadline is None:
        return claim.timeout_ms
    left_ms = int((deadline[0] - time.perf_counter()) * 1000)
    if left_ms <= 0:
        raise BudgetSpent(f"the claim's time budget of {deadline[1]} ms is spent")
    return min(deadline[2], left_ms)


def _prove(claim: Claim, statement: sp.Basic, hyps: list[sp.Basic], check: str = "proof") -> Verdict:
    """prove() within the claim's budget, with cvc5's second opinions when asked; cvc5's
    time moves the claim's deadline on, so confirming never turns a verdict into a timeout."""
    v = cached_prove(statement, hyps, _z3_timeout(claim), check=check, confirm=_CONFIRM.get())
    deadline = _DEADLINE.get()
    if v.second_opinions and deadline is not None:
        _DEADLINE.set((deadline[0] + opinion_seconds(v), *deadline[1:]))
    return v


def _timed(check: str, body: Callable[[], Verdict]) -> Verdict:
    start = time.perf_counter()
    try:
        v = body()
    except BudgetSpent as exc:
        v = Verdict(check, Status.UNKNOWN, f"unknown (timeout): {exc}", "budget", stops=TIMED_OUT)
    except Exception as exc:  # a check that crashes is reported, never hidden
        v = Verdict(check, Status.ERROR, f"{type(exc).__name__}: {exc}")
    second = opinion_seconds(v)  # cvc5's time is reported apart
    return dataclasses.replace(v, seconds=time.perf_counter() - start - second)


def _instantiate(expr: sp.Basic, claim: Claim) -> sp.Basic:
    """Unfold definitions, then substitute the claim's given (catalog) values (memoised
    by the current symbol table)."""
    given = tuple(sorted(exact_base_values(claim.given).items(), key=lambda item: item[0].name))
    return current_table().instantiate(expr, given)


# units ---------------------------------------------------------------------
def check_units(claim: Claim) -> Verdict:
    def body() -> Verdict:
        try:
            unit_of(claim.statement)
            for h in claim.hypotheses:
                unit_of(h)
            for s in defined_symbols_in(claim.statement):
                inferred, declared = unit_of(definitions()[s]), declared_unit(s)
                if inferred is not None and inferred.dimensionality != declared.dimensionality:
                    return kernel.refuted(
                        "units",
                        Decider.UNITS,
                        kernel.Falsified(),
                        f"{s.name} is declared in {format_unit(declared)} but its definition "
                        f"{pretty(definitions()[s])} is in {format_unit(inferred)}",
                    )
            if claim.derivation is not None:
                for previous, step in claim.derivation.links():
                    unit_of(step.expr)
                    if step.relation not in ("iff", "implies"):
                        unit_of(sp.Eq(previous, step.expr, evaluate=False))
            for s, v in claim.given.items():
                as_quantity(s, v)
            for ex in claim.examples:
                for s, v in ex.at.items():
                    as_quantity(s, v)
        except (UnitMismatch, BadValue) as exc:
            return kernel.refuted("units", Decider.UNITS, kernel.Falsified(), str(exc))
        return Verdict("units", Status.PASSED, "every relation, definition and value is consistent", "units")

    return _timed("units", body)


# identity ------------------------------------------------------------------
def _step_statement(previous: sp.Basic, relation: str, current: sp.Basic) -> sp.Basic:
    """The step as written (sympy's evaluating constructors would decide it, or fold an
    ``iff`` between equal sides, before the prover sees its definedness)."""
    build = {
        "eq": sp.Eq,
        "le": sp.Le,
        "lt": sp.Lt,
        "ge": sp.Ge,
        "gt": sp.Gt,
        "iff": sp.Equivalent,
        "implies": sp.Implies,
    }
    return unevaluated(build[relation], previous, current)


def _cancelled_step(claim: Claim, a: sp.Basic, b: sp.Basic, hyps: list[sp.Basic]) -> Verdict:
    """A = step whose difference cancels: proved when both sides are defined, which is an
    obligation under the hypotheses whenever a side has a partial operation (cancelling
    (x**2 - 1)/(x - 1) against x + 1 says nothing at x = 1)."""
    if is_total(a) and is_total(b):
        return kernel.proved("identity", Decider.SYMPY, kernel.Cancelled(a, b), "difference cancels to 0")
    defined = unevaluated(sp.And, sp.Eq(a, a, evaluate=False), sp.Eq(b, b, evaluate=False))
    v = _prove(claim, defined, hyps, check="identity")
    if v.status == Status.PROVED:
        detail = "difference cancels to 0 and both sides are defined under the hypotheses"
        cancelled = kernel.proved("identity", Decider.SYMPY, kernel.Cancelled(a, b, v), detail, v.seconds)
        return dataclasses.replace(cancelled, confirmation=v.confirmation, second_translation=v.second_translation)
    return dataclasses.replace(v, detail=f"the difference cancels to 0, but both sides must be defined: {v.detail}")


def check_step(claim: Claim, previous: sp.Basic, step: Step) -> Verdict:
    """One link of a derivation; = steps first try exact cancellation in sympy (with the
    sides' definedness still an obligation)."""

    def body() -> Verdict:
        a, b = _instantiate(previous, claim), _instantiate(step.expr, claim)
        hyps = [_instantiate(h, claim) for h in claim.hypotheses]
        expression_step = step.relation == "eq" and not isinstance(a, sp.logic.boolalg.Boolean)
        if expression_step and sp.cancel(sp.together(a - b)) == 0:
            return _cancelled_step(claim, a, b, hyps)
        statement = _step_statement(a, step.relation, b)
        v = _prove(claim, statement, hyps, check="identity")
        if v.status != Status.UNKNOWN or statement.atoms(AppliedUndef):
            return v
        # z3 cannot decide the step (e.g. symbolic exponents): a sampled counterexample still refutes it
        found, _ = _sampled_counterexample(statement, hyps, zlib.crc32(str(statement).encode()))
        if found is None:
            return v
        i, model = found
        detail = f"{v.detail}; sample {i} falsifies the step"
        return kernel.refuted("identity", Decider.SAMPLES, kernel.Falsified(model), detail)

    return _timed("identity", body)


def step_verdicts(claim: Claim) -> list[tuple[sp.Basic, Step, Verdict]]:
    if claim.derivation is None:
        return []
    return [(prev, step, check_step(claim, prev, step)) for prev, step in claim.derivation.links()]


def _conclusion_step(derivation: Derivation, claim: Claim) -> Verdict:
    """The chain's conclusion must establish the claim's statement."""
    conclusion = _instantiate(derivation.conclusion(), claim)
    statement = _instantiate(claim.statement, claim)
    # every step is proved, so the conclusion is TRUE at every point: a statement that is the
    # conclusion itself once sympy's exact decisions are put in is TRUE too
    same = kernel.SameStatement(folded(conclusion), folded(statement))
    try:
        return kernel.proved("identity", Decider.SYMPY, same, "the chain's conclusion is the statement")
    except kernel.Rejected:  # not the same statement: the conclusion must imply it
        pass
    implication = unevaluated(sp.Implies, conclusion, statement)
    hyps = [_instantiate(h, claim) for h in claim.hypotheses]
    return _prove(claim, implication, hyps, check="identity")


def check_identity(claim: Claim) -> Verdict:
    def body() -> Verdict:
        derivation = claim.derivation
        if derivation is None or not derivation.steps:
            return Verdict("identity", Status.SKIPPED, "no derivation steps")
        results = step_verdicts(claim)

        def in_order() -> Iterator[tuple[str, Verdict]]:  # the conclusion is checked only once every step is proved
            for i, (_, step, v) in enumerate(results, 1):
                yield f"step {i} ({step.by or step.relation})", v
            yield "the chain does not establish the statement", _conclusion_step(derivation, claim)

        for where, v in in_order():
            if v.status != Status.PROVED:  # its second opinions (a disagreement) go with it
                opinions = combined_opinions([v])
                return dataclasses.replace(
                    v,
                    check="identity",
                    detail=f"{where}: {v.detail}",
                    seconds=0.0,
                    obligations=(),
                    confirmation=opinions["confirmation"],
                    second_translation=opinions["second_translation"],
                )
            final = v
        verdicts = [v for *_, v in results] + [final]
        done = f"{len(results)} steps and the conclusion hold"
        whole = kernel.proved("identity", Decider.SYMPY, kernel.Parts(tuple(verdicts)), done)
        opinions = combined_opinions(verdicts)
        return dataclasses.replace(
            whole, confirmation=opinions["confirmation"], second_translation=opinions["second_translation"]
        )

    return _timed("identity", body)


# numeric -------------------------------------------------------------------
def _check_example(claim: Claim, index: int, example: Example) -> str | None:
    """None when the example matches, else a one-line description of the mismatch."""
    label = f"example {index}" + (f" ({example.note})" if example.note else "")
    if isinstance(example.expect, bool):
        statement = unfold(claim.statement)
        t, f = numeric.truth(statement, example_point(claim, statement, example.at), 1, example.rel_tol)
        got = True if t[0] else False if f[0] else None
        return None if got == example.expect else f"{label}: statement is {got}, expected {example.expect}"
    for expr, expected in example.expect.items():
        value = value_in_base_units(expr, example.at, claim)
        unit = unit_of(expr)
        if isinstance(expected, Sourced):
            expected = expected.value
        # Example types an expected value as object; pint takes any number as a magnitude
        # (an int, a float, a sympy Rational), and its stubs list only Python's numbers
        magnitude = cast(float, expected)
        want_q = expected if isinstance(expected, pint.Quantity) else Q_(magnitude, unit or DIMENSIONLESS)
        want_unit = cast(pint.Unit, want_q.units)  # pint types a quantity's unit as its PlainUnit
        if unit is not None and want_q.dimensionality != unit.dimensionality:
            return f"{label}: {pretty(expr)} is in {format_unit(unit)}, expected value is in {format_unit(want_unit)}"
        want_base = float(want_q.to_base_units().magnitude)
        if not np.isclose(value, want_base, rtol=example.rel_tol, atol=0.0):
            shown = from_base(value, want_unit)
            return f"{label}: {pretty(expr)} = {shown:.6g~}, expected {want_q:.6g~} (rel_tol {example.rel_tol:g})"
    return None


def _sampled_counterexample(
    statement: sp.Basic, hyps: list[sp.Basic], seed: int, samples: int = SAMPLES
) -> tuple[tuple[int, tuple[tuple[str, str], ...]] | None, int]:
    """((sample index, readable model) or None, admissible sample count) for seeded samples."""
    free = sorted(set().union(statement.free_symbols, *(h.free_symbols for h in hyps)), key=lambda s: s.name)
    point = numeric.sample_points(free, samples, seed, hyps)
    admissible = numeric.assumptions_hold(point, samples)
    for h in hyps:
        admissible &= numeric.truth(h, point, samples)[0]
    _, false = numeric.truth(statement, point, samples)
    bad = np.flatnonzero(false & admissible)
    if bad.size:
        i = int(bad[0])
        return (i, tuple((s.name, f"{point[s][i]:.6g}") for s in free)), int(admissible.sum())
    return None, int(admissible.sum())


def check_numeric(claim: Claim, samples: int = SAMPLES) -> Verdict:
    def body() -> Verdict:
        _z3_timeout(claim)  # no numeric work once the budget is spent
        failures = [m for i, ex in enumerate(claim.examples, 1) if (m := _check_example(claim, i, ex))]
        if failures:
            return kernel.refuted("numeric", Decider.EXAMPLES, kernel.Falsified(), "; ".join(failures))
        # sympy's exact decisions put in, as the prover sees it (a relation sympy decides
        # exactly is not left to floating-point samples)
        statement = folded(_instantiate(claim.statement, claim))
        hyps = [folded(_instantiate(h, claim)) for h in claim.hypotheses]
        if statement.atoms(AppliedUndef):
            return Verdict(
                "numeric",
                Status.PASSED,
                f"{len(claim.examples)} examples; no random samples: an "
                "uninterpreted function has no values to sample (its examples instantiate it)",
                "examples",
            )
        seed = zlib.crc32((claim.id or str(claim.statement)).encode())
        found, admitted = _sampled_counterexample(statement, hyps, seed, samples)
        if found is not None:
            i, model = found
            detail = f"sample {i} falsifies the statement"
            return kernel.refuted("numeric", Decider.SAMPLES, kernel.Falsified(model), detail)
        if admitted == 0:  # nothing was tested: the hypotheses may admit no point at all
            return Verdict(
                "numeric",
                Status.ERROR,
                f"0/{samples} samples satisfy the assumptions and hypotheses, so nothing was tested "
                "(the hypotheses may be inconsistent, or too narrow to sample: add a worked example)",
                "numpy",
            )
        return Verdict(
            "numeric",
            Status.PASSED,
            f"{len(claim.examples)} examples; {admitted}/{samples} admissible samples hold",
            "numpy",
        )

    return _timed("numeric", body)


# proof ---------------------------------------------------------------------
#: what an undecided proof of a claim that should hold tells its author: the way out
UNDECIDED_HINT = (
    "an undecided proof fails the claim; if it is true but beyond the solver, say why with "
    'Claim(..., unknown_reason="...") and it passes with the proof unknown'
)


#: what a proof of a statement sympy decided while the claim was built says
TRUE_AS_BUILT = (
    "{} as built: sympy decided the statement when the claim was constructed (from its symbols' "
    "declared assumptions, or by folding Or(p, Not(p)) even where p is undefined), so the checks "
    "never saw it and nothing is proved; build it unevaluated, e.g. Le(a, b, evaluate=False), or a "
    "connective with chalk.derivations.expressions.unevaluated(Or, p, Not(p))"
)


def check_proof(claim: Claim) -> Verdict:
    def body() -> Verdict:
        if claim.statement is sp.true or claim.statement is sp.false:
            return Verdict("proof", Status.UNKNOWN, TRUE_AS_BUILT.format(claim.statement), "sympy (as built)")
        statement = _instantiate(claim.statement, claim)
        hyps = [_instantiate(h, claim) for h in claim.hypotheses]
        v = _prove(claim, statement, hyps)
        if v.status == Status.UNKNOWN and claim.unknown_reason:
            return Verdict("proof", v.status, f"{v.detail}; {claim.unknown_reason}", v.decided_by)
        if v.status == Status.UNKNOWN and claim.expect == "holds":
            return dataclasses.replace(v, detail=f"{v.detail}; {UNDECIDED_HINT}")
        return v

    return _timed("proof", body)


CHECK_FUNCTIONS: dict[str, Callable[[Claim], Verdict]] = {
    "units": check_units,
    "identity": check_identity,
    "numeric": check_numeric,
    "proof": check_proof,
}


def run_checks(
    claim: Claim,
    names: Iterable[str] = tuple(CHECK_FUNCTIONS),
    settings: RunSettings = AS_WRITTEN,
    confirm: bool = False,
    on_verdict: Callable[[str, Verdict], None] | None = None,
) -> dict[str, Verdict]:
    """Every named check, all collected (no fail-fast), within the claim's time budget:
    each z3 call gets at most what is left of the budget, and a check that starts after
    the budget is spent is unknown (timeout). ``settings`` may cap the claim's limits.
    ``on_verdict`` hears each verdict as it is decided (a budgeted worker streams them, so
    that the checks done before a hard stop keep their verdicts)."""
    current_table().load()  # the lecture's quantities load before the clock starts, never inside a budget
    budget = settings.budget_for(claim)
    token = _DEADLINE.set((time.perf_counter() + budget / 1000, budget, settings.timeout_for(claim)))
    confirming = _CONFIRM.set(confirm)
    try:
        verdicts = {}
        for name in names:
            verdicts[name] = CHECK_FUNCTIONS[name](claim)
            if on_verdict is not None:
                on_verdict(name, verdicts[name])
        return verdicts
    finally:
        _CONFIRM.reset(confirming)
        _DEADLINE.reset(token)


def meets_expectation(claim: Claim, verdicts: dict[str, Verdict], strict: bool = False) -> bool:
    """holds: no check refuted or errored (and, with ``strict``, none unknown);
    erratum: every check in ``rejected_by`` refuted it and none errored."""
    return expectation_met(Expectation.of(claim), verdicts, strict)


@dataclass(frozen=True)
class Expectation:
    """What a claim expects of its verdicts, apart from the claim (a budgeted run judges a
    stopped claim in the parent, which never built it)."""

    expect: str
    rejected_by: tuple[str, ...]
    unknown_reason: str

    @classmethod
    def of(cls, claim: Claim) -> Expectation:
        return cls(claim.expect, tuple(claim.rejected_by), claim.unknown_reason)


def expectation_met(expected: Expectation, verdicts: dict[str, Verdict], strict: bool = False) -> bool:
    """meets_expectation on an Expectation."""
    if any(v.status == Status.ERROR for v in verdicts.values()):
        return False
    if expected.expect == "erratum":
        return all(verdicts[c].status == Status.REFUTED for c in expected.rejected_by if c in verdicts)
    bad = {Status.REFUTED} | ({Status.UNKNOWN} if strict else set())
    if any(v.status in bad for v in verdicts.values()):
        return False
    proof = verdicts.get("proof")
    return not (proof and proof.status == Status.UNKNOWN and not expected.unknown_reason)
