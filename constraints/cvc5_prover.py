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
from collections.abc import Iterable
from dataclasses import dataclass

import cvc5
import sympy as sp
from cvc5 import Kind
from sympy.core.function import AppliedUndef

from chalk.constraints.cvc5_translation import ASSUMPTION_KEYS, Cvc5Translation, Truth, Unsupported, symbol_order
from chalk.constraints.kleene_evaluation import UNDEFINED, Evaluator, Undecidable
from chalk.constraints.smtlib import CVC5_RESOURCE_LIMIT, CVC5_TIMEOUT_MS, LOGIC, STRATEGIES
from chalk.constraints.verdict import Status, Verdict
from chalk.derivations.expressions import as_sympy

DECIDED_BY = "cvc5 (translation B)"


@dataclass(frozen=True)
class _Answer:
    """cvc5's answer: "sat" (with the solver holding the model), "unsat" or "unknown" (reason)."""

    result: str
    reason: str = ""
    solver: cvc5.Solver | None = None


#: with integer terms, cvc5's default nonlinear solver alone: its cylindrical coverings
#: (``nl-cov``) ignored both the resource and the time limit on X**2 = 2*Y**2 over integers
INTEGER_STRATEGIES: tuple[dict[str, str], ...] = ({},)


def _solve(translation: Cvc5Translation, formulas: list[cvc5.Term], deadline: float) -> _Answer:
    """The formulas' satisfiability, each strategy in a fresh solver until one decides."""
    reasons = []
    for options in INTEGER_STRATEGIES if translation.integral else STRATEGIES:
        left_ms = int((deadline - time.perf_counter()) * 1000)
        if left_ms <= 0:
            reasons.append("timeout")
            break
        solver = cvc5.Solver(translation.tm)
        try:
            for key, value in {"produce-models": "true", "rlimit-per": str(CVC5_RESOURCE_LIMIT), **options}.items():
                solver.setOption(key, value)
            solver.setOption("tlimit-per", str(left_ms))
            solver.setLogic(LOGIC)
            for formula in formulas:
                solver.assertFormula(formula)
            answer = solver.checkSat()
        except RuntimeError as exc:  # cvc5 reports unsupported input as RuntimeError
            reasons.append(f"cvc5 error: {exc}")
            continue
        if answer.isUnsat():
            return _Answer("unsat")
        if answer.isSat():
            return _Answer("sat", solver=solver)
        reasons.append(str(answer.getUnknownExplanation()).rsplit(".", 1)[-1].lower())
    return _Answer("unknown", "; ".join(dict.fromkeys(reasons)))


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

    def shown(self, evaluator: Evaluator) -> tuple[tuple[str, str], ...]:
        symbols = sorted(self.point, key=symbol_order)
        names = [s.name for s in symbols]
        out = []
        for s in symbols:
            name = s.name if names.count(s.name) == 1 else f"{s.name} ({', '.join(_facts(s)) or 'real'})"
            out.append((name, readable(self.point[s])))
        functions = {type(e) for e, _ in evaluator.seen}
        same_name = [f.__name__ for f in functions]
        for (e, args), value in sorted(evaluator.seen.items(), key=lambda item: sp.sstr(item[0])):
            name = type(e).__name__
            if same_name.count(name) > 1:
                name += f" ({', '.join(_facts(e)) or 'real'})"
            out.append((f"{name}({', '.join(readable(a) for a in args)})", readable(value)))
        return tuple(out)


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
        value = _number(answer.solver.getValue(constant))
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
            found = f": {sp.sstr(node)} is undefined"
    return found


def decide(
    statement: sp.Basic, hypotheses: Iterable[sp.Basic] = (), check: str = "proof", wall_ms: int = CVC5_TIMEOUT_MS
) -> Verdict:
    """proved, refuted (with a countermodel checked in sympy), unknown (with the reason) or
    error (the hypotheses admit no point) for ``statement`` under ``hypotheses``.

    >>> x = sp.Symbol("x", real=True)
    >>> decide(sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0)).status.value
    'refuted'
    """
    start = time.perf_counter()
    deadline = start + max(int(wall_ms), 1) / 1000

    def verdict(status: Status, detail: str, model=()) -> Verdict:
        return Verdict(check, status, detail, DECIDED_BY, tuple(model), time.perf_counter() - start)

    statement = as_sympy(statement)
    hyps = [as_sympy(h) for h in hypotheses]
    tm = cvc5.TermManager()
    translation = Cvc5Translation(tm)
    try:
        translation.declare(set().union(statement.free_symbols, *(h.free_symbols for h in hyps)))
        goal = translation.truth(statement)
        premises = [translation.truth(h) for h in hyps]
    except Unsupported as exc:
        return verdict(Status.UNKNOWN, f"unsupported construct: {exc}")
    except RecursionError:
        return verdict(Status.UNKNOWN, "unsupported construct: the statement is nested too deeply")
    if hyps:
        found = _hypotheses_defined(translation, hyps, premises, deadline)
        if found is not None:
            return verdict(*found)
        found = _consistent(translation, hyps, premises, deadline)
        if found is not None:
            return verdict(*found)
    answer = _solve(
        translation, [*translation.assumptions, *(p.true for p in premises), tm.mkTerm(Kind.NOT, goal.true)], deadline
    )
    if answer.result == "unsat":
        return verdict(Status.PROVED, "the statement is TRUE wherever the assumptions and hypotheses are")
    if answer.result == "unknown":
        return verdict(Status.UNKNOWN, f"cvc5 returned unknown ({answer.reason or 'no reason given'})")
    model = _model(answer, translation)
    if isinstance(model, str):
        return verdict(Status.UNKNOWN, f"cvc5's countermodel cannot be checked: {model}")
    evaluator = Evaluator(model.point, model.function_value)
    try:
        truths = [evaluator.truth(h) for h in hyps]
        truth = evaluator.truth(statement)
        broken = _broken_function_value(evaluator)
    except Undecidable as exc:
        return verdict(Status.UNKNOWN, f"cvc5's countermodel cannot be checked exactly: {exc}")
    if broken or truth is True or not all(t is True for t in truths):
        why = broken or "substituted back, it does not falsify the statement under the hypotheses"
        return verdict(Status.UNKNOWN, f"cvc5's countermodel is no counterexample: {why}")
    if truth is False:
        return verdict(Status.REFUTED, "false at the countermodel (substituted back)", model.shown(evaluator))
    where = _first_undefined(statement, evaluator)
    return verdict(Status.REFUTED, f"undefined at the countermodel{where}", model.shown(evaluator))


def _broken_function_value(evaluator: Evaluator) -> str:
    for (e, _args), value in evaluator.seen.items():
        broken = _broken_assumption(e, value)
        if broken is not None:
            return f"the model's value {readable(value)} of {type(e).__name__} breaks its assumption {broken}"
    return ""


def _hypotheses_defined(
    translation: Cvc5Translation, hyps: list[sp.Basic], premises: list[Truth], deadline: float
) -> tuple | None:
    """(status, detail[, model]) when some hypothesis is undefined where the ones before it
    are TRUE (or that is undecided); None when each is defined there."""
    tm = translation.tm
    undefined = []
    for i, p in enumerate(premises):
        earlier = [q.true for q in premises[:i]]
        undefined.append(translation.all_of([*earlier, tm.mkTerm(Kind.NOT, p.true), tm.mkTerm(Kind.NOT, p.false)]))
    answer = _solve(translation, [*translation.assumptions, translation.any_of(undefined)], deadline)
    if answer.result == "unsat":
        return None
    if answer.result == "unknown":
        return Status.UNKNOWN, f"whether every hypothesis is defined is undecided ({answer.reason})"
    i = next(k for k, u in enumerate(undefined) if answer.solver.getValue(u).getBooleanValue())
    model = _model(answer, translation)
    if isinstance(model, str):
        return Status.UNKNOWN, f"hypothesis {i + 1} may be undefined, but cvc5's point cannot be checked: {model}"
    evaluator = Evaluator(model.point, model.function_value)
    try:
        truths = [evaluator.truth(h) for h in hyps[: i + 1]]
        broken = _broken_function_value(evaluator)
    except Undecidable as exc:
        return Status.UNKNOWN, f"hypothesis {i + 1} may be undefined, but cvc5's point cannot be checked: {exc}"
    if broken or truths[-1] != UNDEFINED or not all(t is True for t in truths[:-1]):
        return Status.UNKNOWN, f"hypothesis {i + 1} may be undefined, but cvc5's point does not show it"
    where = _first_undefined(hyps[i], evaluator)
    detail = f"hypothesis {i + 1} ({sp.sstr(hyps[i])}) is undefined at the countermodel{where}"
    return Status.REFUTED, detail, model.shown(evaluator)


def _consistent(
    translation: Cvc5Translation, hyps: list[sp.Basic], premises: list[Truth], deadline: float
) -> tuple | None:
    """(status, detail) when the hypotheses admit no point (an error: the claim would hold
    vacuously) or when that is undecided; None when cvc5 shows a point. A point is trusted
    as it stands only when every assumption was told to cvc5 (``prime`` is not), else it
    must check in sympy."""
    answer = _solve(translation, [*translation.assumptions, *(p.true for p in premises)], deadline)
    if answer.result == "unsat":
        return Status.ERROR, "the hypotheses and assumptions admit no point: the claim would hold vacuously"
    if answer.result == "unknown":
        return Status.UNKNOWN, f"whether the hypotheses admit any point is undecided ({answer.reason})"
    if translation.encodes_all_assumptions():
        return None
    model = _model(answer, translation)
    if not isinstance(model, str):
        evaluator = Evaluator(model.point, model.function_value)
        try:
            if all(evaluator.truth(h) is True for h in hyps) and not _broken_function_value(evaluator):
                return None
        except Undecidable:
            pass
    return Status.UNKNOWN, "whether the hypotheses admit a point with every assumption (prime, ...) is undecided"
