"""prove(): decide a sympy statement with z3 under chalk's definedness contract.

A statement is proved when it is TRUE (defined and true, strong Kleene logic) at every
point that satisfies the symbols' and function values' assumptions and every hypothesis:
z3 finds "not TRUE(statement)" unsatisfiable there. Definedness is an obligation, never a
premise: a guard of a division or a root restricts no point of the claim. Hypotheses are
taken in order, and each must be defined wherever the ones before it are TRUE (else the
verdict is an error naming the point). Hypotheses that admit no point are an error
(vacuous); when their consistency over the integers cannot be decided, nothing is proved.
A countermodel is reported only after it has been re-evaluated exactly in sympy, tree by
tree (``pointwise``), and found to satisfy every assumption and hypothesis and to make the
statement FALSE or UNDEFINED; the verdict says which. A model that does not is an internal
error or unknown, never a refutation.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import cast

import sympy as sp
import z3
from sympy.core.function import AppliedUndef

from chalk.constraints import (
    cpu_clock,
    kernel,
    limits,
    pointwise,
    smtlib,
    solver_hints,
    z3_budget,
    z3_routes,
    z3_witnesses,
)
from chalk.constraints.countermodel import shown_countermodel
from chalk.constraints.second_prover import SecondProver
from chalk.constraints.shown import shown
from chalk.constraints.smtlib import confirm_proof
from chalk.constraints.stops import TIMED_OUT, Stop
from chalk.constraints.sympy_evaluation import folded, raised_in_sympy
from chalk.constraints.verdict import Decider, Status, Verdict
from chalk.constraints.z3_printer import (
    MAX_BITS,
    TranslationTimeout,
    Unrepresentable,
    Unsupported,
    Z3Printer,
    function_assumptions,
    function_key,
    symbol_key,
)
from chalk.constraints.z3_values import (
    default_value,
    model_value,
    readable,
    shown_names,
    violated,
)
from chalk.derivations.expressions import as_sympy

#: ``prove()``'s budget when none is named (``limits.Limits.z3_timeout_ms``)
DEFAULT_TIMEOUT_MS = limits.LIMITS.z3_timeout_ms
TIMEOUT = smtlib.TIMEOUT
#: why a statement that reached prove() already True or False decides nothing
AS_BUILT = (
    "the statement is {} as built: sympy decided it before chalk saw it, and sympy folds "
    "Or(p, Not(p)), Implies(p, p) and Equivalent(p, p) even where p is undefined (and "
    "rounds a Rational next to a Float); nothing was decided. Build it unevaluated: a "
    "relation with evaluate=False (Ge(a, b, evaluate=False)), a connective with "
    "chalk.derivations.expressions.unevaluated(Or, p, Not(p))"
)


def _all_symbols(*exprs: sp.Basic) -> list[sp.Symbol]:
    found: set[sp.Symbol] = set()
    for e in exprs:
        found |= {s for s in e.free_symbols if isinstance(s, sp.Symbol)}
    return sorted(found, key=symbol_key)


def _too_large(*exprs: sp.Basic) -> str:
    """A rational constant too long to hand to z3 (Python refuses int <-> str beyond 4,300
    digits), found without printing it; "" when there is none."""
    for e in exprs:
        for number in e.atoms(sp.Rational):
            if max(int(number.p).bit_length(), int(number.q).bit_length()) > MAX_BITS:
                digits = MAX_BITS * 3 // 10
                return f"a rational constant with more than {MAX_BITS} binary digits (about {digits} decimal)"
    return ""


@dataclass(frozen=True)
class _Translation:
    """One domain's translation: where the statement is TRUE and FALSE, and each
    hypothesis's (TRUE, FALSE) conditions, over the printer's assumptions."""

    integers: bool
    printer: Z3Printer
    statement: tuple[z3.BoolRef, z3.BoolRef]
    hypotheses: tuple[tuple[z3.BoolRef, z3.BoolRef], ...]
    #: the definedness of every relation in the statement (None: nothing partial)
    guards: z3.BoolRef | None = None
    #: every function of the statement and hypotheses as written (sympy may decide the
    #: relations of some away): a countermodel shows a table for each
    functions: tuple[type, ...] = ()

    def solver(self, *extra: z3.BoolRef, upto: int | None = None, tactic: str = "") -> z3.Solver:
        """A fresh solver with the assumptions, the first ``upto`` hypotheses TRUE, and ``extra``
        (``tactic``: a z3 tactic's solver, a split hint's; "" is z3's default solver).

        Fresh each time: adding to one that has already answered switches z3 to its
        incremental core, which on these nonlinear goals ran about 7x slower than the
        non-incremental tactics a fresh solver picks (same answers; sat/unsat is semantic)."""
        ctx = self.printer.ctx
        solver = z3.Tactic(tactic, ctx).solver() if tactic else z3.Solver(ctx=ctx)
        kept = self.hypotheses if upto is None else self.hypotheses[:upto]
        solver.add(*self.printer.assumptions, *[t for t, _ in kept], *extra)
        return solver


def _translate(
    statement: sp.Basic,
    hyps: list[sp.Basic],
    symbols: list[sp.Symbol],
    integers: bool,
    deadline: float,
    functions: tuple[type, ...] = (),
) -> _Translation:
    # a private context: z3's answer (which countermodel) then depends only on the goal,
    # not on what earlier calls created in the shared context (byte-identical builds)
    printer = Z3Printer(integers=integers, ctx=z3.Context(), deadline=deadline)
    printer.declare(symbols)
    goal = printer.truth(statement)
    guards = list(printer.atom_guards)  # the statement's own, before the hypotheses add theirs
    hypotheses = tuple(printer.truth(h) for h in hyps)
    return _Translation(integers, printer, goal, hypotheses, z3.And(guards) if guards else None, functions)


@dataclass(frozen=True)
class _Consistency:
    """Whether the hypotheses and assumptions admit a point: ``vacuous`` says why not (an
    error), ``undecided`` why z3 could not tell (no proof then, unless a second try with
    the rest of the budget on pass ``retry`` decides it)."""

    vacuous: str = ""
    undecided: str = ""
    retry: int = 0


_NO_INTEGER_POINT = "hypotheses and assumptions have no integer solution: the claim would hold vacuously"
_NO_POINT = "hypotheses and assumptions are inconsistent: the claim would hold vacuously"


def _consistency(passes: list[_Translation], hyps: list[sp.Basic], deadline: float, timeout_ms: int) -> _Consistency:
    """Checked over the integers whenever a symbol is integral, since hypotheses consistent
    over the reals can have no integer solution. A witness hint (``z3_witnesses``) that
    makes every assertion of the deciding pass true stands in for z3's search."""
    witness = z3_witnesses.key(passes[-1])
    if z3_witnesses.replayed(passes[-1], hyps, witness):
        return _Consistency()
    undecided = None
    solver = passes[-1].solver()
    if len(passes) > 1:
        answer = z3_budget.check(solver, deadline, max(200, timeout_ms // 4))
        if answer == z3.unsat:
            return _Consistency(_NO_INTEGER_POINT)
        if answer == z3.sat:
            z3_witnesses.record(passes[1], hyps, solver, witness)
            return _Consistency()
        undecided = _Consistency(
            undecided="consistency of the hypotheses over the integers is undecided "
            f"(z3: {z3_budget.reason(solver, deadline)[0]}), so the claim might hold vacuously",
            retry=1,
        )
        solver = passes[0].solver()
    answer = z3_budget.check(solver, deadline, max(200, timeout_ms // 4))
    if answer == z3.unsat:
        return _Consistency(_NO_POINT)
    if answer == z3.sat and undecided is None:
        z3_witnesses.record(passes[0], hyps, solver, witness)
    if answer == z3.unknown and undecided is None:
        undecided = _Consistency(
            undecided=f"consistency of the hypotheses is undecided (z3: {z3_budget.reason(solver, deadline)[0]}), "
            "so the claim might hold vacuously"
        )
    return undecided or _Consistency()


@dataclass(frozen=True)
class _Point:
    """A z3 model read back: the symbols' exact values and the functions' tables."""

    values: dict[sp.Symbol, sp.Rational]
    exact: bool
    tables: dict[type, tuple[dict[tuple[sp.Rational, ...], sp.Rational], sp.Rational]]
    shown: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class _Found:
    """What a z3 model amounts to: a checked refutation, unknown or an internal error
    (``status``), or None to try the next domain."""

    status: Status | None
    detail: str
    shown: tuple[tuple[str, str], ...] = ()
    point: _Point | None = None  # the refuting point, for the kernel to check
    undefined: bool = False  # refuted because the statement is undefined there (not False)


def _read_point(model: z3.ModelRef, tr: _Translation, symbols: list[sp.Symbol]) -> _Point | _Found:
    """The model as exact values, checked against every declared assumption of every
    symbol and every function value (a broken one means z3 could not encode it: the next
    domain is tried); a value z3 does not give as a number leaves the verdict unknown."""
    try:
        return _read_values(model, tr, symbols)
    except (Unsupported, z3.Z3Exception) as exc:
        return _Found(Status.UNKNOWN, f"z3's countermodel cannot be read back as numbers: {str(exc)[:200]}")


def _read_values(model: z3.ModelRef, tr: _Translation, symbols: list[sp.Symbol]) -> _Point | _Found:
    printer = tr.printer
    names = shown_names(symbols)
    values, exact_values = {}, True
    for s in symbols:
        value, is_exact = model_value(model, printer.variables[s])
        values[s], exact_values = value, exact_values and is_exact
    if any(s.is_integer and not values[s].is_integer for s in symbols):
        return _Found(None, "the real countermodel is not integral")  # retry with integrality constraints
    for s in symbols:
        key = violated(s.assumptions0, values[s])
        if key is not None:
            return _Found(
                None,
                f"z3's countermodel sets {names[s]} = {readable(values[s])}, which breaks its assumption {key} "
                "(one z3 cannot encode), so it is no counterexample",
            )
    tables: dict[type, tuple[dict[tuple[sp.Rational, ...], sp.Rational], sp.Rational]] = {}
    for application, term in printer.applications.items():
        args = [model_value(model, a) for a in term.children()]
        result, is_exact = model_value(model, term)
        exact_values = exact_values and is_exact and all(e for _, e in args)
        declared = function_assumptions(application.func)
        key = violated(declared, result)
        if key is not None:
            if key.startswith(("integer", "even", "odd")) and not tr.integers:
                return _Found(None, "the real countermodel gives an integer function a non-integral value")
            return _Found(
                None,
                f"z3's countermodel gives {application.func.__name__} the value {readable(result)}, which breaks "
                f"its assumption {key}, so it is no counterexample",
            )
        default = default_value(declared)
        if default is None:
            return _Found(None, f"no small value satisfies the assumptions of {application.func.__name__}")
        table = tables.setdefault(application.func, ({}, default))[0]
        table[tuple(v for v, _ in args)] = result
    for f in tr.functions:  # a function only in what sympy decided: any value that keeps its assumptions
        if f not in tables:
            default = default_value(function_assumptions(f))
            if default is None:
                return _Found(None, f"no small value satisfies the assumptions of {f.__name__}")
            tables[f] = ({}, default)
    return _Point(values, exact_values, tables, shown_countermodel(values, tables))


def _judge(formula: sp.Basic, point: _Point) -> pointwise.Judgement:
    return pointwise.truth(formula, point.values, point.tables)


def _countermodel(
    solver: z3.Solver, tr: _Translation, statement: sp.Basic, hyps: list[sp.Basic], symbols: list[sp.Symbol]
) -> _Found:
    """Read z3's model, recheck it against every assumption, and judge the statement and
    the hypotheses at it exactly in sympy: a refutation needs every hypothesis TRUE and the
    statement FALSE or UNDEFINED."""
    point = _read_point(solver.model(), tr, symbols)
    if isinstance(point, _Found):
        return point
    try:
        premises = [_judge(h, point) for h in hyps]
        judged = _judge(statement, point)
    except pointwise.Undecidable as exc:
        return _Found(Status.UNKNOWN, f"z3's countermodel {dict(point.shown)} cannot be checked in sympy: {exc}")
    if all(p.value is True for p in premises) and judged.value is not True:
        if judged.value is False:
            return _Found(Status.REFUTED, "countermodel substituted back: the statement is False", point.shown, point)
        return _Found(
            Status.REFUTED,
            f"countermodel substituted back: the statement is undefined there ({judged.why})",
            point.shown,
            point,
            undefined=True,
        )
    if not point.exact:
        return _Found(
            Status.UNKNOWN,
            "z3's countermodel is irrational; its rational approximation does not falsify the statement",
        )
    return _Found(Status.ERROR, f"internal error: z3's model {dict(point.shown)} does not falsify the statement")


def _undefined_hypothesis(
    solver: z3.Solver, tr: _Translation, hyps: list[sp.Basic], i: int, symbols: list[sp.Symbol]
) -> _Found:
    """A model where hypothesis ``i`` is undefined and the ones before it TRUE, checked in sympy."""
    point = _read_point(solver.model(), tr, symbols)
    if isinstance(point, _Found):
        return point
    try:
        before = [_judge(h, point) for h in hyps[:i]]
        judged = _judge(hyps[i], point)
    except pointwise.Undecidable as exc:
        return _Found(Status.UNKNOWN, f"z3's point {dict(point.shown)} cannot be checked in sympy: {exc}")
    if all(p.value is True for p in before) and judged.value is None:
        return _Found(
            Status.ERROR,
            f"hypothesis {i + 1} ({shown(hyps[i], 80)}) is undefined where the hypotheses before it hold "
            f"({judged.why}): state first a hypothesis that excludes such points",
            point.shown,
        )
    if not point.exact:
        return _Found(Status.UNKNOWN, f"the definedness of hypothesis {i + 1} could not be decided (irrational point)")
    return _Found(Status.ERROR, f"internal error: z3's point {dict(point.shown)} leaves hypothesis {i + 1} defined")


def _hypotheses_defined(
    passes: list[_Translation], hyps: list[sp.Basic], symbols: list[sp.Symbol], deadline: float
) -> tuple[_Found | None, list[str]]:
    """Each hypothesis must be defined wherever the assumptions and the hypotheses before
    it are TRUE: (the failure, or None, and the SMT-LIB text of every obligation discharged)."""
    texts = []
    for i, h in enumerate(hyps):
        if z3.is_true(z3.simplify(z3.Or(*passes[0].hypotheses[i]))):
            continue  # no partial operation: nothing to show
        undecided = f"the definedness of hypothesis {i + 1} ({shown(h, 80)}) could not be decided"
        last = undecided
        for tr in passes:
            yes, no = tr.hypotheses[i]
            solver = tr.solver(z3.Not(z3.Or(yes, no)), upto=i)
            result = z3_budget.check(solver, deadline)
            if result == z3.unsat:
                title = f"chalk: hypothesis {i + 1} is defined where the ones before it hold\nhypothesis: {shown(h)}"
                texts.append(smtlib.obligation(solver, title, "unsat"))
                break
            if result == z3.unknown:
                last = f"{undecided} (z3: {z3_budget.reason(solver, deadline)[0]})"
                continue
            found = _undefined_hypothesis(solver, tr, hyps, i, symbols)
            if found.status is not None:
                return found, texts
        else:
            return _Found(Status.UNKNOWN, last), texts
    return None, texts


def prove(
    statement: sp.Basic,
    hypotheses: Iterable[sp.Basic] = (),
    timeout_ms: int = DEFAULT_TIMEOUT_MS,
    check: str = "proof",
    confirm: bool = False,
    second_prover: bool = False,
) -> Verdict:
    """Prove ``statement`` TRUE (defined and true) at every point allowed by the
    assumptions and ``hypotheses``; refute it at a point where it is FALSE or UNDEFINED.

    The whole call, translation included, runs within ``timeout_ms``. With ``confirm``,
    a proof is also checked by cvc5 on the same SMT-LIB text (its time is not counted);
    a disagreement is an error. With ``second_prover``, a goal z3 leaves unknown under
    hypotheses it found consistent and defined goes to cvc5 on translation B
    (``cvc5_prover.linearised``: deterministic limits, a model checked in sympy); its
    verdict names cvc5 as the decider. Both run within ``timeout_ms``: z3's goal stops at
    ``limits.Limits.z3_share`` of it, and cvc5's process is killed when the rest runs out.

    >>> import sympy as sp
    >>> x = sp.Symbol("x", positive=True)
    >>> prove(x**2 + 1 > x).status.value
    'proved'
    >>> verdict = prove(x > 1)
    >>> verdict.status.value, [name for name, _ in verdict.countermodel]
    ('refuted', ['x'])
    """
    start = time.perf_counter()  # the verdict reports wall seconds; the budget counts CPU seconds
    deadline = cpu_clock.now() + max(int(timeout_ms), 1) / 1000

    def verdict(
        status: Status = Status.UNKNOWN,
        detail: str = "",
        by: str = "z3",
        model: Iterable[tuple[str, str]] = (),
        obligations: Iterable[str] = (),
        evidence: kernel.ProofEvidence | kernel.RefutationEvidence | None = None,
        stops: frozenset[Stop] = frozenset(),
    ) -> Verdict:
        """The call's verdict; a proof or a refutation only through the kernel, with ``evidence``
        (whose kind the kernel checks: other evidence, or none, is Rejected)."""
        seconds = time.perf_counter() - start
        if status == Status.PROVED:
            return kernel.proved(check, Decider(by), cast(kernel.ProofEvidence, evidence), detail, seconds)
        if status == Status.REFUTED:
            return kernel.refuted(
                check, Decider(by), cast(kernel.RefutationEvidence, evidence), detail, seconds, obligations
            )
        return Verdict(check, status, detail, by, tuple(model), seconds, tuple(obligations), stops=stops)

    try:
        return _prove(
            as_sympy(statement),
            [as_sympy(h) for h in hypotheses],
            deadline,
            timeout_ms,
            check,
            confirm,
            verdict,
            second_prover,
        )
    except kernel.Rejected as exc:  # a route claimed what its evidence does not show: chalk's bug, never a result
        return verdict(Status.ERROR, f"internal error: the proof kernel rejected the evidence: {exc}", "kernel")
    except Exception as exc:
        if not raised_in_sympy(exc):
            raise
        why = f"{type(exc).__name__}: {str(exc)[:120]}"
        return verdict(
            Status.UNKNOWN, f"sympy failed while handling the statement ({why}); nothing was decided", "sympy"
        )


def _prove(
    statement: sp.Basic,
    hyps: list[sp.Basic],
    deadline: float,
    timeout_ms: int,
    check: str,
    confirm: bool,
    verdict: Callable[..., Verdict],
    second_prover: bool = False,
) -> Verdict:
    as_built = statement is sp.true or statement is sp.false  # decided before chalk saw it
    # a countermodel names every symbol of the statement as written, even where sympy decides it
    symbols = _all_symbols(statement, *hyps)
    written = (statement, *hyps)
    functions = tuple(sorted({a.func for e in (statement, *hyps) for a in e.atoms(AppliedUndef)}, key=function_key))
    statement = folded(statement)
    hyps = [folded(h) for h in hyps]
    if any(h == sp.false for h in hyps):
        return verdict(Status.ERROR, "a hypothesis is False: the claim would hold vacuously", "sympy")
    hyps = [h for h in hyps if h != sp.true]
    too_large = _too_large(statement, *hyps)
    if too_large:
        return verdict(Status.UNKNOWN, f"unsupported construct: {too_large}", "translation")
    integral = any(s.is_integer for s in symbols) or any(
        function_assumptions(a.func).get("integer") for e in (statement, *hyps) for a in e.atoms(AppliedUndef)
    )
    try:
        passes = [_translate(statement, hyps, symbols, False, deadline, functions)]
        if integral:
            passes.append(_translate(statement, hyps, symbols, True, deadline, functions))
    except Unsupported as exc:
        return verdict(Status.UNKNOWN, f"unsupported construct: {exc}", "translation")
    except Unrepresentable as exc:
        return verdict(Status.ERROR, f"unrepresentable number: {exc}", "translation")
    except TranslationTimeout as exc:
        return verdict(Status.UNKNOWN, f"unknown ({TIMEOUT}): {exc}", "translation", stops=TIMED_OUT)
    try:
        if as_built:  # vacuity first: hypotheses that admit no point are an error whatever the statement
            vacuous = _consistency(passes, hyps, deadline, timeout_ms).vacuous
            if vacuous:
                return verdict(Status.ERROR, vacuous)
            return verdict(Status.UNKNOWN, AS_BUILT.format(statement), "sympy (as built)")
        return _decide(
            statement, hyps, symbols, passes, deadline, timeout_ms, check, confirm, verdict, second_prover, written
        )
    except TranslationTimeout as exc:  # a formula built after the first translation ran out of time
        return verdict(Status.UNKNOWN, f"unknown ({TIMEOUT}): {exc}", "translation", stops=TIMED_OUT)


def _decide(
    statement: sp.Basic,
    hyps: list[sp.Basic],
    symbols: list[sp.Symbol],
    passes: list[_Translation],
    deadline: float,
    timeout_ms: int,
    check: str,
    confirm: bool,
    verdict: Callable[..., Verdict],
    second_prover: bool,
    written: tuple[sp.Basic, ...],
) -> Verdict:
    """The consistency, the hypotheses' definedness and the goal, in that order (``written``:
    the claim before folding, whose every symbol and function a countermodel names)."""
    # vacuity comes before every shortcut: a statement sympy already calls True is still
    # no result under hypotheses that admit no point
    consistency = _consistency(passes, hyps, deadline, timeout_ms)
    if consistency.vacuous:
        return verdict(Status.ERROR, consistency.vacuous)
    failed, hypothesis_texts = _hypotheses_defined(passes, hyps, symbols, deadline)
    if failed is not None:
        return verdict(failed.status, failed.detail, model=failed.shown)

    def proved(detail: str, evidence: kernel.ProofEvidence, decider: Decider = Decider.Z3) -> Verdict:
        if consistency.undecided:  # a proof under hypotheses that may admit no point proves nothing
            again = passes[consistency.retry].solver()  # what is left of the budget goes to the consistency
            answer = z3_budget.check(again, deadline)
            if answer == z3.unsat:
                return verdict(Status.ERROR, _NO_INTEGER_POINT if consistency.retry else _NO_POINT)
            if answer != z3.sat:
                return verdict(Status.UNKNOWN, f"{detail}, but the {consistency.undecided}", decider.value)
        if isinstance(evidence, kernel.Unsat):
            evidence = kernel.Unsat((*hypothesis_texts, *evidence.obligations))
        v = verdict(Status.PROVED, detail, decider.value, evidence=evidence)
        return confirm_proof(v) if confirm else v  # cvc5's time is reported apart

    if statement == sp.true:
        return proved("sympy evaluates the statement to True", kernel.EvaluatedTrue(statement), Decider.SYMPY)

    # with a second prover, z3's goal and cvc5 each get their share of the budget: cvc5's
    # after z3's, or first where a route hint says z3 left the goal undecided when recorded
    cvc5_share = (1 - limits.LIMITS.z3_share) * timeout_ms / 1000 if second_prover else 0.0
    goal_deadline, goal_ms = deadline - cvc5_share, timeout_ms - int(cvc5_share * 1000)
    second = None
    if second_prover:
        second = SecondProver((statement, hyps, check, written), lambda d, by: proved(d, kernel.Unsat(), by), verdict)
    if second is not None and not consistency.undecided and second.hinted():
        decided = second.run(min(cvc5_share, z3_budget.left(deadline)))
        if decided is not None:
            return decided
        goal_deadline = deadline  # z3 gets the rest
    last_unknown, last_stop = "", None
    for tr in passes:
        goal_true, goal_false = tr.statement
        # a split hint (z3_routes): the two obligations first, where they decided and the one goal did not
        split = z3_routes.hinted_split(tr, statement, hyps, check, goal_deadline, goal_ms)
        solver = tr.solver(z3.Not(goal_true))
        # the one goal decides first, capped where the split can decide in its place: a split z3
        # cannot settle then spends no time the decision needs (on a loaded machine it took all of it)
        splittable = tr.guards is not None
        cap = max(100, goal_ms // 4) if splittable else None
        result = z3.unknown if split else z3_budget.check(solver, goal_deadline, cap)
        if not split and result != z3.sat:
            split = z3_routes.proved_in_two(tr, statement, check, goal_deadline, goal_ms)
            if split and result == z3.unknown:

                def fresh(integers: bool = tr.integers) -> _Translation:
                    return _translate(statement, hyps, symbols, integers, cpu_clock.now() + timeout_ms / 1000)

                z3_routes.record_split(statement, hyps, tr.integers, fresh, check, goal_ms)
        if split:  # proved already, or the second route when the goal alone did not decide
            detail = f"every term is defined and Not(statement) is unsatisfiable{z3_routes.domain(tr)}"
            return proved(detail, kernel.Unsat(tuple(split)))
        if result == z3.unknown and splittable:
            solver = tr.solver(z3.Not(goal_true))
            result = z3_budget.check(solver, goal_deadline)  # what is left of z3's budget
        if result == z3.unsat:
            domain = " over the integers" if tr.integers else ""
            title = f"chalk {check}: the statement is TRUE{domain}\nstatement: {shown(statement)}"
            text = smtlib.obligation(solver, title, "unsat")
            return proved(f"Not(statement) is unsatisfiable{domain}", kernel.Unsat((text,)))
        if result == z3.unknown:
            last_unknown, last_stop = z3_budget.reason(solver, goal_deadline)
            continue
        found = _countermodel(solver, tr, statement, hyps, symbols)
        if found.status == Status.REFUTED and found.undefined:
            # the statement is undefined there: a point where it is plainly false reads better, if z3 finds one fast
            again = tr.solver(goal_false)
            if z3_budget.check(again, deadline, max(100, timeout_ms // 10)) == z3.sat:
                retried = _countermodel(again, tr, statement, hyps, symbols)
                if retried.status == Status.REFUTED:
                    found, solver = retried, again
        if found.status is None:
            last_unknown, last_stop = found.detail, None
            continue
        if found.status == Status.REFUTED and found.point is not None:
            by = Decider.SYMPY if statement == sp.false else Decider.Z3
            text = smtlib.obligation(
                solver, f"chalk {check}: a countermodel of the statement\nstatement: {shown(statement)}", "sat"
            )
            point = kernel.Countermodel(statement, tuple(hyps), found.point.values, found.point.tables)
            return verdict(Status.REFUTED, found.detail, by.value, obligations=[text], evidence=point)
        return verdict(found.status, found.detail)
    if second is not None and not consistency.undecided and not second.tried:
        decided = second.run(z3_budget.left(deadline))
        if decided is not None:
            solver_hints.record_route(second.route)
            return decided
    why = f"z3 returned unknown ({last_unknown or 'no reason given'})"
    return verdict(Status.UNKNOWN, why, stops=frozenset() if last_stop is None else frozenset({last_stop}))
