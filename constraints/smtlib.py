"""SMT-LIB 2 text of a proof obligation, and cvc5's answer on such a text.

The text is z3's own rendering of the exact assertions it decided (its ``Solver.to_smt2()``),
under ``(set-logic QF_UFNIRA)``: anyone can rerun it with any SMT solver. cvc5 reading the
same text (``chalk verify --confirm``) is a second opinion on the *solver* only: it catches
z3 calling satisfiable assertions unsatisfiable (or the reverse), and its unknowns are
reported, not hidden. It cannot catch a bug in chalk's translation: a dropped definedness
guard or a flipped relation is in the text both solvers read, so both agree on the wrong
question. Translation bugs are what the independent second translation is for
(``cvc5_translation.py``, decided by cvc5 in ``cvc5_prover.py``; ``second_opinions.py``
compares the three). The text is always the one z3 produced in the same run, never one
read from a cache.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import TypeVar

import z3

from chalk.constraints import limits
from chalk.constraints.hard_limit import within
from chalk.constraints.stops import Stop, Stopped
from chalk.constraints.verdict import Confirmation, Status, Verdict

T = TypeVar("T")

#: quantifier-free nonlinear integer and real arithmetic with uninterpreted functions
LOGIC = "QF_UFNIRA"
SECOND_SOLVER = "cvc5"
#: cvc5's wall-clock safety net per call (``limits.Limits.cvc5_wall_ms``)
CVC5_TIMEOUT_MS = limits.LIMITS.cvc5_wall_ms
#: the reason of a solver call that its caller's budget ended (z3's own word for it)
TIMEOUT = "timeout"


@dataclass(frozen=True)
class Answer:
    """One cvc5 call's answer: "sat", "unsat" or "unknown", with the reason (for people)
    and the stops that ended it (for control flow: ``stops.Stop``)."""

    result: str
    reason: str = ""
    stops: frozenset[Stop] = frozenset()


def unknown_answer(explanation: object) -> Answer:
    """cvc5's unknown, from its ``UnknownExplanation``: the reason is the explanation's name
    in lower case, the stop is read from the enum itself."""
    import cvc5

    stop = {
        cvc5.UnknownExplanation.RESOURCEOUT: Stop.RESOURCE,
        cvc5.UnknownExplanation.INCOMPLETE: Stop.INCOMPLETE,
        cvc5.UnknownExplanation.TIMEOUT: Stop.BACKSTOP,  # ``tlimit-per``: the wall-clock safety net
    }.get(explanation, Stop.OTHER)
    return Answer("unknown", str(explanation).rsplit(".", 1)[-1].lower(), frozenset({stop}))


def stopped_answer(stopped: Stopped) -> Answer:
    return Answer("unknown", stopped.reason, frozenset({stopped.stop}))


def obligation(solver: z3.Solver, title: str, z3_says: str) -> str:
    """The solver's assertions as a self-contained SMT-LIB 2 script with a comment header."""
    body = [
        line
        for line in solver.to_smt2().splitlines()
        if not line.startswith("; benchmark generated") and line != "(set-info :status unknown)"
    ]
    header = [f"; {line}" for line in title.splitlines()] + [f"; z3 says {z3_says}", f"(set-logic {LOGIC})"]
    return "\n".join(header + body) + "\n"


@dataclass(frozen=True)
class Strategy:
    """One way of running cvc5: its options, its resource limit, and, where cvc5 can stall
    without spending resources, a stop for its own process after ``cpu_seconds`` of CPU."""

    name: str
    options: Mapping[str, str] = field(default_factory=dict)
    resource_limit: int = limits.LIMITS.cvc5_resource
    cpu_seconds: float | None = None

    def isolated(self, solve: Callable[[], T], stalled: Callable[[Stopped], T], budget_s: float | None = None) -> T:
        """``solve()`` here, or in a child process stopped at the strategy's CPU seconds, or
        sooner where ``budget_s`` (what is left of the caller's budget, CPU seconds) runs out."""
        if self.cpu_seconds is None:
            return solve()
        spent = Stopped(Stop.BUDGET, TIMEOUT)  # the caller's budget: z3's own word, no machine's figures
        return within(
            self.cpu_seconds, solve, lambda why: stalled(self._worded(why)), budget_s, lambda _: stalled(spent)
        )

    def _worded(self, why: Stopped) -> Stopped:
        """Its CPU seconds, or the wall-clock backstop under heavy load, read the same words
        on every machine; the stop stays what it was (a backstop kill is never recorded as a
        hint), and a failed process keeps its own words."""
        if why.stop in (Stop.CPU, Stop.BACKSTOP):
            return Stopped(why.stop, self.stalled)
        return why

    @property
    def stalled(self) -> str:
        return f"{self.name} stalled (no answer within {self.cpu_seconds:g} CPU s)"


#: incremental linearisation alone (sign, monotonicity and tangent-plane lemmas, no
#: coverings): it decides in under a second the sign and monotonicity obligations of many
#: variables (Part 5's layout step, 20+ symbols: 250k-430k resource units, 0.4-0.6 CPU s)
#: on which coverings ignored every limit. Its resource limit stops it deterministically,
#: except where tangent planes grow rationals so large that simplex computes for minutes
#: without spending a unit ((p + q)**2 >= 4*p*q: 190k units in 0.5 s, then none). So it runs
#: in its own process, stopped after 10 CPU seconds: a run that spends units reaches the 1M
#: limit in 1.5-2.5 CPU s here, so only such a stall meets the stop, on a machine up to 4x
#: slower and under any load (CPU seconds, not the wall clock): two builds agree.
LINEARISATION = Strategy(
    "incremental linearisation",
    {"nl-cov": "false"},
    limits.LIMITS.linearisation_resource,
    limits.LIMITS.linearisation_cpu_s,
)
#: cylindrical algebraic coverings alone (complete on nonlinear reals; it decided
#: obligations the default timed out on), then coverings with incremental linearisation
#: (it decided one the first called incomplete). Coverings spend most of their time in
#: polynomial arithmetic that checks no resource limit, so each runs in its own process,
#: stopped after ``limits.Limits.coverings_cpu_s`` CPU seconds. Measured over the lecture's `verify --confirm`
#: (4 Dec 2026): the 79 obligations coverings decided took at most 8.1 CPU s (90% under
#: 0.5 s); the ones they did not decide ran to the 60 s kill of the whole opinion.
COVERINGS = Strategy("coverings", {"nl-cov": "true", "nl-ext": "none"}, cpu_seconds=limits.LIMITS.coverings_cpu_s)
COVERINGS_AND_LINEARISATION = Strategy(
    "coverings and linearisation", {"nl-cov": "true"}, cpu_seconds=limits.LIMITS.coverings_cpu_s
)
#: tried in turn until one decides. Every strategy answers the same question: a strategy
#: changes only whether cvc5 decides, never what unsat means.
STRATEGIES = (LINEARISATION, COVERINGS, COVERINGS_AND_LINEARISATION)


def _cvc5_once(text: str, timeout_ms: int, strategy: Strategy) -> Answer:
    import cvc5

    solver = cvc5.Solver(cvc5.TermManager())
    solver.setOption("rlimit-per", str(strategy.resource_limit))
    solver.setOption("tlimit-per", str(max(int(timeout_ms), 1)))  # "tlimit" did not stop nl-cov
    for key, value in strategy.options.items():
        solver.setOption(key, value)
    parser = cvc5.InputParser(solver)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "obligation")
    symbols = parser.getSymbolManager()
    answer = Answer("unknown", "no check-sat in the script", frozenset({Stop.ERROR}))
    try:
        while not (command := parser.nextCommand()).isNull():
            if command.getCommandName() != "check-sat":
                command.invoke(solver, symbols)
                continue
            checked = solver.checkSat()
            if checked.isUnsat():
                answer = Answer("unsat")
            elif checked.isSat():
                answer = Answer("sat")
            else:
                answer = unknown_answer(checked.getUnknownExplanation())
    except RuntimeError as exc:  # cvc5 reports parse and option errors as RuntimeError
        answer = Answer("unknown", f"cvc5 error: {exc}", frozenset({Stop.ERROR}))
    return answer


def cvc5_check(text: str, timeout_ms: int = CVC5_TIMEOUT_MS) -> Confirmation:
    """cvc5's answer (sat, unsat or unknown with the reason) on an SMT-LIB 2 script; a
    strategy a hint calls fruitless on this script is skipped (``solver_hints``)."""
    from chalk.constraints import solver_hints  # it reads this module's Strategy

    start = time.perf_counter()
    unknowns: list[Answer] = []
    solver_hints.considered(text, STRATEGIES)
    for strategy in STRATEGIES:
        once = partial(_cvc5_once, text, timeout_ms, strategy)
        answer = solver_hints.run(text, strategy, partial(strategy.isolated, once, stopped_answer))
        if answer.result != "unknown":
            break
        unknowns.append(answer)
    else:
        answer = Answer(
            "unknown",
            "; ".join(dict.fromkeys(a.reason for a in unknowns)),
            frozenset().union(*(a.stops for a in unknowns)),
        )
    seconds = time.perf_counter() - start
    return Confirmation(
        SECOND_SOLVER, answer.result, answer.reason, seconds, 1, int(answer.result == "unsat"), stops=answer.stops
    )


def combined(confirmations: list[Confirmation]) -> Confirmation | None:
    """One confirmation for several obligations: sat if any is, else unknown if any is."""
    if not confirmations:
        return None
    for result in ("sat", "unknown"):
        bad = [c for c in confirmations if c.result == result]
        if bad:
            reason = "; ".join(sorted({c.reason for c in bad if c.reason}))
            stops = frozenset().union(*(c.stops for c in bad))
            break
    else:
        result, reason, stops = "unsat", "", frozenset()
    return Confirmation(
        SECOND_SOLVER,
        result,
        reason,
        sum(c.seconds for c in confirmations),
        sum(c.obligations for c in confirmations),
        sum(c.confirmed for c in confirmations),
        stops=stops,
    )


def confirm_proof(v: Verdict) -> Verdict:
    """A z3 proof with cvc5's answer on the same SMT-LIB obligations (its time kept apart
    in the confirmation); a disagreement makes the verdict an error. Other verdicts are
    returned as they are."""
    if v.status != Status.PROVED or not v.obligations:
        return v
    confirmation = combined([cvc5_check(text) for text in v.obligations])
    if confirmation is not None and confirmation.result == "sat":
        detail = f"the solvers disagree: z3 says unsat ({v.detail}), cvc5 says sat (a counterexample exists)"
        return dataclasses.replace(
            v, status=Status.ERROR, detail=detail, decided_by="z3+cvc5", confirmation=confirmation
        )
    return dataclasses.replace(v, confirmation=confirmation)
