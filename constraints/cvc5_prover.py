"""decide(): a verdict on a sympy statement from translation B and cvc5 alone (no z3).

It follows chalk's definedness contract step by step: each hypothesis must be defined
wherever the assumptions and the hypotheses before it are TRUE; the hypotheses must admit
a point (else the claim is vacuous, an error); then the statement is proved when it is
TRUE at every such point. A cvc5 model refutes only after it has been substituted back
into the sympy statement and evaluated exactly (``kleene_evaluation``). Every cvc5 call
runs under a deterministic resource limit, with a wall-clock cap as a safety net.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Generic, TypeVar

import cvc5
import sympy as sp
from cvc5 import Kind
from sympy.core.function import AppliedUndef

from chalk.constraints import cpu_clock, kernel, limits, solver_hints
from chalk.constraints.countermodel import NoSmallValue, Table, completed, shown_countermodel
from chalk.constraints.cvc5_translation import ASSUMPTION_KEYS, Cvc5Translation, Truth, Unsupported
from chalk.constraints.kleene_evaluation import UNDEFINED, Evaluator, Undecidable
from chalk.constraints.shown import shown
from chalk.constraints.smtlib import (
    CVC5_TIMEOUT_MS,
    LINEARISATION,
    LOGIC,
    STRATEGIES,
    TIMEOUT,
    Answer,
    Strategy,
    stopped_answer,
    unknown_answer,
)
from chalk.constraints.stops import TIMED_OUT, Stop
from chalk.constraints.verdict import Decider, Status, Verdict
from chalk.derivations.expressions import as_sympy

DECIDED_BY = Decider.CVC5_B.value


@dataclass(frozen=True)
class _Answer(Answer):
    """cvc5's answer (``smtlib.Answer``) with, when sat, the solver that holds the model."""

    solver: cvc5.Solver | None = None

    @staticmethod
    def of(answer: Answer) -> _Answer:
        return _Answer(answer.result, answer.reason, answer.stops)

    @property
    def plain(self) -> Answer:
        """The answer without the solver (what a child process can send back)."""
        return Answer(self.result, self.reason, self.stops)

    @property
    def model(self) -> cvc5.Solver:
        """The solver that holds the model (every sat answer carries it)."""
        if self.solver is None:
            raise RuntimeError(f"a {self.result} answer holds no model")
        return self.solver


#: with integer terms, cvc5's default nonlinear solver alone: its cylindrical coverings
#: (``nl-cov``) ignored both the resource and the time limit on X**2 = 2*Y**2 over integers
INTEGER_STRATEGIES: tuple[Strategy, ...] = (Strategy("default"),)


def _check(translation: Cvc5Translation, formulas: list[cvc5.Term], strategy: Strategy, left_ms: int) -> _Answer:
    """One strategy's answer, in a fresh solver (which holds the model when sat)."""
    solver = cvc5.Solver(translation.tm)
    try:
        options = {"produce-models": "true", "rlimit-per": str(strategy.resource_limit), **strategy.options}
        for key, value in options.items():
            solver.setOption(key, value)
        # the wall clock is only the backstop: the caller's budget is read in CPU seconds
        # (``hard_limit.within`` stops an isolated strategy's child there)
        solver.setOption("tlimit-per", str(max(1, int(left_ms * limits.LIMITS.wall_factor))))
        solver.setLogic(LOGIC)
        for formula in formulas:
            solver.assertFormula(formula)
        answer = solver.checkSat()
    except RuntimeError as exc:  # cvc5 reports unsupported input as RuntimeError
        return _Answer("unknown", f"cvc5 error: {exc}", stops=frozenset({Stop.ERROR}))
    if answer.isUnsat():
        return _Answer("unsat")
    if answer.isSat():
        return _Answer("sat", solver=solver)
    return _Answer.of(unknown_answer(answer.getUnknownExplanation()))


def _isolated_check(
    translation: Cvc5Translation, formulas: list[cvc5.Term], strategy: Strategy, left_ms: int
) -> _Answer:
    """``_check`` under the strategy's own CPU stop. A child process cannot hand back its
    solver, so a sat answer found there is found again here, where the model is read:
    cvc5 is deterministic, and the same options and resource limit reach the same answer."""
    solver_hints.considered(_obligation(translation, formulas), (strategy,))
    if strategy.cpu_seconds is None:
        direct: _Answer | None = None

        def here() -> Answer:
            nonlocal direct
            direct = _check(translation, formulas, strategy, left_ms)
            return direct.plain

        answer = solver_hints.run(_obligation(translation, formulas), strategy, here)
        return direct if direct is not None else _Answer.of(answer)

    def child() -> Answer:
        return _check(translation, formulas, strategy, left_ms).plain

    isolated = partial(strategy.isolated, child, stopped_answer, left_ms / 1000)
    answer = solver_hints.run(_obligation(translation, formulas), strategy, isolated)
    if answer.result == "sat":
        return _check(translation, formulas, strategy, left_ms)
    return _Answer.of(answer)


def _obligation(translation: Cvc5Translation, formulas: list[cvc5.Term]) -> str:
    """The formulas as text, with the logic: what a solver hint is keyed by."""
    return "\n".join([LOGIC, *(str(f) for f in formulas)])


def _solve(translation: Cvc5Translation, formulas: list[cvc5.Term], deadline: float) -> _Answer:
    """The formulas' satisfiability, each strategy in a fresh solver until one decides."""
    reasons: list[str] = []
    stops: set[Stop] = set()
    strategies = INTEGER_STRATEGIES if translation.integral else STRATEGIES
    solver_hints.considered(_obligation(translation, formulas), strategies)
    for strategy in strategies:
        left_ms = int((deadline - cpu_clock.now()) * 1000)
        if left_ms <= 0:
            reasons.append(TIMEOUT)
            stops.add(Stop.BUDGET)
            break
        answer = _isolated_check(translation, formulas, strategy, left_ms)
        if answer.result != "unknown":
            return answer
        reasons.append(answer.reason)
        stops |= answer.stops
    return _Answer("unknown", "; ".join(dict.fromkeys(reasons)), stops=frozenset(stops))


def readable(value: sp.Rational) -> str:
    return str(value.p) if value.q == 1 else f"{value.p}/{value.q} (≈{float(value):.6g})"


def _number(term: cvc5.Term) -> sp.Rational | None:
    """A model value as an exact rational; None for an irrational (algebraic) one."""
    if term.isIntegerValue():
        return sp.Integer(term.getIntegerValue())
    if term.isRealValue():
        value = term.getRealValue()
        return sp.Rational(value.numerator, value.denominator)
    return None


@dataclass
class _Model:
    """cvc5's model read back: exact symbol values, and function values looked up on demand."""

    solver: cvc5.Solver
    translation: Cvc5Translation
    point: dict[sp.Symbol, sp.Rational]

    def function_value(self, e: AppliedUndef, args: tuple[sp.Rational, ...]) -> sp.Rational:
        function = self.translation.functions.get((type(e), len(args)))
        if function is None:
            raise Undecidable(f"{type(e).__name__} has no value in the model")
        numbers = [self.translation.number(int(a.p), int(a.q)) for a in args]
        value = _number(self.solver.getValue(self.translation.tm.mkTerm(Kind.APPLY_UF, function.decl, *numbers)))
        if value is None:
            raise Undecidable(f"the model's value of {type(e).__name__} is irrational")
        return value

    def completed(
        self, evaluator: Evaluator, written: tuple[sp.Basic, ...]
    ) -> tuple[dict[sp.Symbol, sp.Rational], dict[type, Table]]:
        """The point and the function tables the evaluation read, completed over every
        symbol and function of ``written`` (the claim as written, which folding may have
        shortened before cvc5 saw it). Raises NoSmallValue when one has no small value."""
        seen: dict[type, dict[tuple[sp.Rational, ...], sp.Rational]] = {}
        for (e, args), value in evaluator.seen.items():
            seen.setdefault(type(e), {})[args] = value
        symbols = {s for e in written for s in e.free_symbols if isinstance(s, sp.Symbol)}
        functions = {a.func for e in written for a in e.atoms(AppliedUndef)}
        return completed(self.point, seen, symbols, functions)


def _facts(thing: sp.Basic) -> list[str]:
    return [k for k in ASSUMPTION_KEYS if getattr(thing, f"is_{k}")]


def _broken_assumption(thing: sp.Basic, value: sp.Rational) -> str | None:
    """The first assumption of a symbol or function value that ``value`` does not carry."""
    wanted = thing.assumptions0.items() if isinstance(thing, sp.Symbol) else ()
    for key, want in [*wanted, *((k, getattr(thing, f"is_{k}")) for k in ASSUMPTION_KEYS)]:
        if want is not None and getattr(value, f"is_{key}") != want:
            return f"{key}={want}"
    return None


def _model(answer: _Answer, translation: Cvc5Translation) -> _Model | str:
    """The model, or why it cannot be checked exactly."""
    point = {}
    for s, constant in translation.constants.items():
        value = _number(answer.model.getValue(constant))
        if value is None:
            return f"cvc5's value of {s.name} is irrational"
        broken = _broken_assumption(s, value)
        if broken is not None:
            return f"cvc5's value {readable(value)} of {s.name} breaks its assumption {broken}"
        point[s] = value
    return _Model(answer.solver, translation, point)


def _first_undefined(expr: sp.Basic, evaluator: Evaluator) -> str:
    """The innermost undefined subterm, e.g. ``: in 1/(x - 1)``."""
    found = ""
    for node in sp.preorder_traversal(expr):
        if isinstance(node, (sp.Pow, sp.Piecewise)) and evaluator.value(node) == UNDEFINED:
            found = f": {shown(node)} is undefined"
    return found


@dataclass(frozen=True)
class _Problem:
    """A claim translated once: the goal's and the hypotheses' truth conditions."""

    translation: Cvc5Translation
    goal: Truth
    premises: tuple[Truth, ...]

    def query(self, *extra: cvc5.Term, hypotheses: int | None = None) -> list[cvc5.Term]:
        """The assumptions, the first ``hypotheses`` premises (all by default) TRUE, and ``extra``."""
        kept = self.premises if hypotheses is None else self.premises[:hypotheses]
        return [*self.translation.assumptions, *(p.true for p in kept), *extra]


def _problem(statement: sp.Basic, hyps: list[sp.Basic], integers: bool, cleared: bool = False) -> _Problem:
    translation = Cvc5Translation(cvc5.TermManager(), integers, cleared)
    translation.declare(set().union(statement.free_symbols, *(h.free_symbols for h in hyps)))
    return _Problem(translation, translation.truth(statement), tuple(translation.truth(h) for h in hyps))


@dataclass(frozen=True)
class _Search:
    """A query put to the relaxed problem (integers as reals, where cvc5's coverings are
    safe) and then the exact one: unsat on either settles it (the relaxed problem has
    more points); else every model found, and why the rest was unknown."""

    unsat: bool
    models: tuple[tuple[_Problem, _Answer], ...]
    reasons: tuple[str, ...]
    stops: frozenset[Stop] = frozenset()


def _search(problems: list[_Problem], build: Callable[[_Problem], list[cvc5.Term]], deadline: float) -> _Search:
    models, reasons, stops = [], [], set[Stop]()
    for problem in problems:
        answer = _solve(problem.translation, build(problem), deadline)
        if answer.result == "unsat":
            return _Search(True, (), ())
        if answer.result == "sat":
            models.append((problem, answer))
        else:
            reasons.append(answer.reason or "no reason given")
            stops |= answer.stops
    return _Search(False, tuple(models), tuple(dict.fromkeys(reasons)), frozenset(stops))


#: a judge's status: refuted or error for a countermodel, None for a point that only has to exist
S = TypeVar("S", bound=Status | None)
#: what a judge of a model substituted back into sympy finds: (status, detail), or why it proves nothing
Judge = Callable[[Evaluator], tuple[S, str] | str]
ShownModel = tuple[tuple[str, str], ...]  # a countermodel as a verdict shows it
#: what decides a claim before the search: (status, detail[, countermodel[, stops]])
Finding = tuple[Status, str] | tuple[Status, str, ShownModel] | tuple[Status, str, ShownModel, frozenset[Stop]]


@dataclass(frozen=True)
class _Checked(Generic[S]):
    """A cvc5 model that checked in sympy: the judge's (status, detail), and the point and
    tables completed over the claim as written (what the kernel checks again)."""

    status: S
    detail: str
    values: dict[sp.Symbol, sp.Rational]
    tables: dict[type, Table]

    @property
    def shown(self) -> tuple[tuple[str, str], ...]:
        return shown_countermodel(self.values, self.tables)

    def refutation(
        self, check: str, decider: Decider, statement: sp.Basic, hyps: list[sp.Basic], start: float
    ) -> Verdict | str:
        """The kernel's sealed refutation, or why it rejects the point."""
        evidence = kernel.Countermodel(statement, tuple(hyps), self.values, self.tables)
        try:
            return kernel.refuted(check, decider, evidence, self.detail, time.perf_counter() - start)
        except kernel.Rejected as exc:
            return f"the proof kernel rejects it: {exc}"


def _checked(problem: _Problem, answer: _Answer, judge: Judge[S], written: tuple[sp.Basic, ...]) -> _Checked[S] | str:
    """``judge(evaluator)`` on the model substituted into sympy, with the point completed
    over the symbols and functions of ``written``, or why the model proves nothing."""
    model = _model(answer, problem.translation)
    if isinstance(model, str):
        return model
    evaluator = Evaluator(model.point, model.function_value)
    try:
        found = judge(evaluator)
        broken = _broken_function_value(evaluator)
    except Undecidable as exc:
        return f"it cannot be checked exactly: {exc}"
    if broken:
        return broken
    if isinstance(found, str):
        return found
    try:
        values, tables = model.completed(evaluator, written)
    except NoSmallValue as exc:
        return str(exc)
    return _Checked(found[0], found[1], values, tables)


def decide(
    statement: sp.Basic,
    hypotheses: Iterable[sp.Basic] = (),
    check: str = "proof",
    budget_ms: int = CVC5_TIMEOUT_MS,
    written: Iterable[sp.Basic] = (),
) -> Verdict:
    """proved, refuted (with a countermodel checked in sympy), unknown (with the reason) or
    error (the hypotheses admit no point) for ``statement`` under ``hypotheses``. A
    countermodel also names every symbol and function of ``written`` (the claim as
    written, before folding removed any).

    >>> x = sp.Symbol("x", real=True)
    >>> decide(sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0)).status.value
    'refuted'
    """
    start = time.perf_counter()  # the verdict reports wall seconds; the budget counts CPU seconds
    deadline = cpu_clock.now() + max(int(budget_ms), 1) / 1000

    def verdict(
        status: Status, detail: str, model: Iterable[tuple[str, str]] = (), stops: frozenset[Stop] = frozenset()
    ) -> Verdict:
        seconds = time.perf_counter() - start
        if status == Status.PROVED:  # unsat on translation B: sealed by the kernel
            return kernel.proved(check, Decider.CVC5_B, kernel.Unsat(), detail, seconds)
        return Verdict(check, status, detail, DECIDED_BY, tuple(model), seconds, stops=stops)

    statement = as_sympy(statement)
    hyps = [as_sympy(h) for h in hypotheses]
    named = (statement, *hyps, *(as_sympy(w) for w in written))
    try:
        exact = _problem(statement, hyps, integers=True)
        relaxed = _problem(statement, hyps, integers=False) if exact.translation.integral else None
    except Unsupported as exc:
        return verdict(Status.UNKNOWN, f"unsupported construct: {exc}")
    except RecursionError:
        return verdict(Status.UNKNOWN, "unsupported construct: the statement is nested too deeply")
    # the relaxed problem first, when it has no integer term left (cvc5's coverings then apply)
    problems = [relaxed, exact] if relaxed is not None and not relaxed.translation.integral else [exact]
    if hyps:
        found = _hypotheses_defined(problems, hyps, deadline, named)
        if found is None and not _cleared_point(statement, hyps, deadline):
            found = _consistent(problems, hyps, deadline)
        if found is not None:
            return verdict(*found)
    if _proved_cleared(statement, hyps, deadline):
        return verdict(Status.PROVED, "the statement is TRUE wherever the assumptions and hypotheses are")
    search = _search(problems, lambda p: p.query(p.translation.tm.mkTerm(Kind.NOT, p.goal.true)), deadline)
    if search.unsat:
        return verdict(Status.PROVED, "the statement is TRUE wherever the assumptions and hypotheses are")

    judge = _falsifies(statement, hyps)
    why = list(search.reasons)
    for problem, answer in search.models:
        checked = _checked(problem, answer, judge, named)
        refutation = (
            checked if isinstance(checked, str) else checked.refutation(check, Decider.CVC5_B, statement, hyps, start)
        )
        if not isinstance(refutation, str):
            return refutation
        why.append(f"cvc5's countermodel is no counterexample: {refutation}")
    return verdict(Status.UNKNOWN, f"cvc5 returned unknown ({'; '.join(why) or 'no reason given'})", stops=search.stops)


def _falsifies(statement: sp.Basic, hyps: list[sp.Basic]) -> Judge[Status]:
    """A judge of a model substituted back into sympy: (refuted, why) where every
    hypothesis is TRUE and the statement is not, else why the model proves nothing."""

    def judge(evaluator: Evaluator) -> tuple[Status, str] | str:
        truths = [evaluator.truth(h) for h in hyps]
        truth = evaluator.truth(statement)
        if truth is True or not all(t is True for t in truths):
            return "substituted back, it does not falsify the statement under the hypotheses"
        if truth is False:
            return Status.REFUTED, "false at the countermodel (substituted back)"
        return Status.REFUTED, f"undefined at the countermodel{_first_undefined(statement, evaluator)}"

    return judge


def linearised(
    statement: sp.Basic,
    hypotheses: Iterable[sp.Basic] = (),
    check: str = "proof",
    written: Iterable[sp.Basic] = (),
    deadline: float | None = None,
) -> Verdict:
    """A quick verdict from translation B with denominators cleared, decided by incremental
    linearisation alone under its own limits: proved (unsat), refuted (a model that checks
    in sympy), else unknown. It does not check that the hypotheses are defined and admit a
    point: it is for statements whose hypotheses a caller has already checked (mutants of
    a verified claim keep the claim's hypotheses). ``deadline`` (on ``cpu_clock.now()``'s
    clock) is the end of the caller's budget: cvc5's process is stopped there, and the
    answer is unknown (timeout)."""
    start = time.perf_counter()
    statement, hyps = as_sympy(statement), [as_sympy(h) for h in hypotheses]
    named = (statement, *hyps, *(as_sympy(w) for w in written))
    own = cpu_clock.now() + CVC5_TIMEOUT_MS / 1000
    deadline = own if deadline is None else min(own, deadline)

    def verdict(status: Status, detail: str, stops: frozenset[Stop] = frozenset()) -> Verdict:
        seconds = time.perf_counter() - start
        if status == Status.PROVED:  # unsat on translation B: sealed by the kernel
            return kernel.proved(check, Decider.CVC5_B_LINEARISED, kernel.Unsat(), detail, seconds)
        return Verdict(check, status, detail, Decider.CVC5_B_LINEARISED.value, (), seconds, stops=stops)

    if _proved_cleared(statement, hyps, deadline):
        return verdict(Status.PROVED, "the statement is TRUE wherever the assumptions and hypotheses are")
    try:
        problem = _problem(statement, hyps, integers=True, cleared=True)
    except Unsupported as exc:
        return verdict(Status.UNKNOWN, f"unsupported construct: {exc}")
    left_ms = int((deadline - cpu_clock.now()) * 1000)
    if left_ms <= 0:
        return verdict(Status.UNKNOWN, f"cvc5 returned unknown ({TIMEOUT})", TIMED_OUT)
    goal = problem.query(problem.translation.tm.mkTerm(Kind.NOT, problem.goal.true))
    answer = _isolated_check(problem.translation, goal, LINEARISATION, left_ms)
    if answer.result == "unsat":  # the exact problem (integers kept) has no point where the goal fails
        return verdict(
            Status.PROVED, "the statement is TRUE wherever the assumptions and hypotheses are (over the integers)"
        )
    if answer.result == "sat":
        checked = _checked(problem, answer, _falsifies(statement, hyps), named)
        found = (
            checked
            if isinstance(checked, str)
            else checked.refutation(check, Decider.CVC5_B_LINEARISED, statement, hyps, start)
        )
        if not isinstance(found, str):
            return found
        return verdict(Status.UNKNOWN, f"cvc5's countermodel is no counterexample: {found}")
    return verdict(Status.UNKNOWN, f"cvc5 returned unknown ({answer.reason or answer.result})", answer.stops)


def _proved_cleared(statement: sp.Basic, hyps: list[sp.Basic], deadline: float) -> bool:
    """Whether incremental linearisation finds the statement TRUE wherever the hypotheses
    are, with integers relaxed to reals and every relation's denominators cleared (the same
    points, the same truths: see ``Cvc5Translation._cleared``). Tried first, alone and
    under its own limits, so the searches after it run as they would without it; only an
    unsat answer is taken (a model is found again, and checked, by the searches)."""
    try:
        problem = _problem(statement, hyps, integers=False, cleared=True)
    except Unsupported:
        return False
    if problem.translation.integral:
        return False
    left_ms = int((deadline - cpu_clock.now()) * 1000)
    goal = problem.query(problem.translation.tm.mkTerm(Kind.NOT, problem.goal.true))
    return left_ms > 0 and _isolated_check(problem.translation, goal, LINEARISATION, left_ms).result == "unsat"


def _cleared_point(statement: sp.Basic, hyps: list[sp.Basic], deadline: float) -> bool:
    """Whether incremental linearisation finds a point where every hypothesis is TRUE, on
    the exact problem with denominators cleared, and the point checks in sympy (so the
    claim is not vacuous). Tried alone under its own limits before the searches, which
    decide as before where it finds none."""
    try:
        problem = _problem(statement, hyps, integers=True, cleared=True)
    except Unsupported:
        return False
    left_ms = int((deadline - cpu_clock.now()) * 1000)
    if left_ms <= 0:
        return False
    answer = _isolated_check(problem.translation, problem.query(), LINEARISATION, left_ms)
    if answer.result != "sat":
        return False

    def judge(evaluator: Evaluator) -> tuple[None, str] | str:
        return (None, "") if all(evaluator.truth(h) is True for h in hyps) else "a hypothesis is not TRUE there"

    return not isinstance(_checked(problem, answer, judge, ()), str)


def _broken_function_value(evaluator: Evaluator) -> str:
    for (e, _args), value in evaluator.seen.items():
        broken = _broken_assumption(e, value)
        if broken is not None:
            return f"the model's value {readable(value)} of {type(e).__name__} breaks its assumption {broken}"
    return ""


def _undefined_conditions(problem: _Problem) -> list[cvc5.Term]:
    """For each hypothesis: it is UNDEFINED while the ones before it are TRUE."""
    tm, translation = problem.translation.tm, problem.translation
    out = []
    for i, p in enumerate(problem.premises):
        earlier = [q.true for q in problem.premises[:i]]
        out.append(translation.all_of([*earlier, tm.mkTerm(Kind.NOT, p.true), tm.mkTerm(Kind.NOT, p.false)]))
    return out


def _hypotheses_defined(
    problems: list[_Problem], hyps: list[sp.Basic], deadline: float, named: tuple[sp.Basic, ...]
) -> Finding | None:
    """(status, detail[, model]) when some hypothesis is undefined where the ones before it
    are TRUE (or that is undecided); None when each is defined there."""
    search = _search(
        problems,
        lambda p: [*p.translation.assumptions, p.translation.any_of(_undefined_conditions(p))],
        deadline,
    )
    if search.unsat:
        return None
    why = list(search.reasons)
    for problem, answer in search.models:
        flags = _undefined_conditions(problem)
        i = next(k for k, u in enumerate(flags) if answer.model.getValue(u).getBooleanValue())

        def judge(evaluator: Evaluator, i: int = i) -> tuple[Status, str] | str:
            truths = [evaluator.truth(h) for h in hyps[: i + 1]]
            if truths[-1] != UNDEFINED or not all(t is True for t in truths[:-1]):
                return f"hypothesis {i + 1} is defined at cvc5's point"
            where = _first_undefined(hyps[i], evaluator)
            return Status.ERROR, (
                f"hypothesis {i + 1} ({shown(hyps[i])}) is undefined where the hypotheses before it hold{where}: "
                "state first a hypothesis that excludes such points"
            )

        found = _checked(problem, answer, judge, named)
        if not isinstance(found, str):
            return found.status, found.detail, found.shown
        why.append(found)
    return Status.UNKNOWN, f"whether every hypothesis is defined is undecided ({'; '.join(why)})", (), search.stops


def _consistent(problems: list[_Problem], hyps: list[sp.Basic], deadline: float) -> Finding | None:
    """(status, detail) when the hypotheses admit no point (an error: the claim would hold
    vacuously, shown by either problem) or when that is undecided; None when the exact
    problem has a point. That point is trusted as it stands only when every assumption
    was told to cvc5 (``prime`` is not), else it must check in sympy."""
    search = _search(problems, lambda p: p.query(), deadline)
    if search.unsat:
        return Status.ERROR, "the hypotheses and assumptions admit no point: the claim would hold vacuously"
    exact = problems[-1]
    for problem, answer in search.models:
        if problem is not exact:
            continue
        if problem.translation.encodes_all_assumptions():
            return None

        def judge(evaluator: Evaluator) -> tuple[None, str] | str:
            return (None, "") if all(evaluator.truth(h) is True for h in hyps) else "a hypothesis is not TRUE there"

        if not isinstance(_checked(problem, answer, judge, ()), str):
            return None
    reasons = "; ".join(search.reasons) or "cvc5's point does not carry every assumption"
    return Status.UNKNOWN, f"whether the hypotheses admit any point is undecided ({reasons})", (), search.stops
