"""Verify claims: run the checks and collect a frozen, serialisable result per claim."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chalk.constraints import Status, Verdict, limits
from chalk.constraints.checks import (
    AS_WRITTEN,
    CHECK_FUNCTIONS,
    Expectation,
    expectation_met,
    meets_expectation,
    run_checks,
)
from chalk.constraints.proof_cache import without_timing
from chalk.constraints.stops import TIMED_OUT
from chalk.derivations.model import Claim
from chalk.derivations.registry import Entry

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from chalk.constraints.workers import Worker


@dataclass(frozen=True)
class ClaimResult:
    entry: Entry
    claim: Claim
    verdicts: dict[str, Verdict]
    met: bool
    seconds: float

    @property
    def id(self) -> str:
        return self.claim.id

    @property
    def expect(self) -> str:
        return self.claim.expect

    @property
    def has_unknown(self) -> bool:
        return any(v.status == Status.UNKNOWN for v in self.verdicts.values())

    def to_json(self, timed: bool = True) -> dict[str, Any]:
        """The claim's entry of the verify report; ``timed=False`` leaves out every
        duration (verdicts.json is compared byte for byte)."""
        out = _report(claim_fields(self.claim, self.entry), self.met, self.seconds, self.verdicts)
        return out if timed else without_timing(out)


def claim_fields(claim: Claim, entry: Entry) -> dict[str, Any]:
    """The report's fields of a claim before its verdicts (a stopped claim reports them too)."""
    return {
        "id": claim.id,
        "title": claim.title,
        "takeaway": claim.takeaway,
        "source": claim.source,
        "part": entry.part.number,
        "expect": claim.expect,
        "rejected_by": list(claim.rejected_by),
        "corrected_by": claim.corrected_by,
        "source_wrote": claim.source_wrote,
        "unknown_reason": claim.unknown_reason,
    }


def _report(fields: dict[str, Any], met: bool, seconds: float, verdicts: dict[str, Verdict]) -> dict[str, Any]:
    checks = {name: v.to_json() for name, v in verdicts.items()}
    return fields | {"met": met, "seconds": round(seconds, 6), "checks": checks}


def verify_entry(
    entry: Entry,
    checks: Iterable[str] = tuple(CHECK_FUNCTIONS),
    strict: bool = False,
    confirm: bool = False,
    on_built: Callable[[Claim], None] | None = None,
    on_verdict: Callable[[str, Verdict], None] | None = None,
) -> ClaimResult:
    """Run the checks on one claim; with ``confirm`` every z3 proof is also put to cvc5.
    ``on_built`` hears the claim once built, ``on_verdict`` each verdict as it is decided."""
    start = time.perf_counter()
    claim = entry.claim()
    if on_built is not None:
        on_built(claim)
    verdicts = run_checks(claim, checks, confirm=confirm, on_verdict=on_verdict)
    return ClaimResult(entry, claim, verdicts, meets_expectation(claim, verdicts, strict), time.perf_counter() - start)


@dataclass(frozen=True)
class Outcome:
    """What `chalk verify` reports of one claim, without the sympy objects, so a worker
    process can send it back: id, expectation, verdicts, whether it is met, its JSON."""

    id: str
    expect: str
    verdicts: dict[str, Verdict]
    met: bool
    report: dict[str, Any]
    cache_hits: int = 0
    cache_misses: int = 0

    @property
    def has_unknown(self) -> bool:
        return any(v.status == Status.UNKNOWN for v in self.verdicts.values())

    def to_json(self, timed: bool = True) -> dict[str, Any]:
        return self.report if timed else without_timing(self.report)


def outcome_of(
    entry: Entry,
    checks: tuple[str, ...],
    strict: bool,
    cache_folder: str | None = None,
    confirm: bool = False,
    on_built: Callable[[Claim], None] | None = None,
    on_verdict: Callable[[str, Verdict], None] | None = None,
) -> Outcome:
    """Verify one claim (in this process or a worker), its z3 obligations served from the
    proof cache in ``cache_folder`` when one is given."""
    from chalk.constraints.proof_cache import ProofCache, using

    proof_cache = ProofCache(Path(cache_folder)) if cache_folder else None
    with using(proof_cache):
        r = verify_entry(entry, checks, strict, confirm, on_built, on_verdict)
    hits, misses = (proof_cache.hits, proof_cache.misses) if proof_cache else (0, 0)
    return Outcome(r.id, r.expect, r.verdicts, r.met, r.to_json(), hits, misses)


def default_jobs() -> int:
    """Worker processes by default: the cores this process may run on."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def hard_limit_s(budget_ms: int) -> float:
    """Seconds from the start of a claim's checks until its worker is stopped (the budget
    and ``limits.Limits.grace`` of it: a claim z3 stops on time finishes before it).
    Under --confirm the worker also waits ``confirm_allowance_s`` for cvc5's second
    opinions, each under its own hard limit: the claim's budget bounds sympy and z3, so a
    slow cvc5 never turns z3's verdict into a timeout."""
    return budget_ms * (1 + limits.LIMITS.grace) / 1000


def verify_all(
    entries: list[Entry],
    checks: tuple[str, ...],
    strict: bool = False,
    jobs: int = 1,
    cache_folder: str | None = None,
    confirm: bool = False,
) -> list[Outcome]:
    """Outcomes in the order of ``entries``, each claim's checks under a hard wall-clock
    limit: they run in forked worker processes (``jobs`` of them; forks inherit the book
    and symbol table, so a user's claims are known there), and a worker that overruns its
    claim's budget is killed and replaced, the claim's unfinished checks reported unknown
    (timeout). Outcomes come back in order, so the report equals a serial run's. Where fork
    is not available the claims run here, one after another, with only the cooperative
    budget. ``cache_folder`` holds the proof cache (None: prove everything)."""
    from chalk.constraints.workers import can_fork
    from chalk.derivations.quantities import current_table

    if not can_fork() or not entries:
        return [outcome_of(e, tuple(checks), strict, cache_folder, confirm) for e in entries]
    current_table().load()  # before forking: every worker inherits the loaded lecture
    return _BudgetedRun(entries, tuple(checks), strict, cache_folder, confirm).run(max(1, min(jobs, len(entries))))


@dataclass
class _Running:
    """The claim a worker is on: when it started, its deadline, what it has said so far."""

    index: int
    started: float
    deadline: float
    fields: dict[str, Any] | None = None
    expected: Expectation | None = None
    budget_ms: int = 0
    verdicts: dict[str, Verdict] = dataclass_field(default_factory=dict)
    check_started: float = 0.0


class _BudgetedRun:
    """Claims handed one at a time to ``jobs`` forked workers; a worker that overruns its
    claim's hard limit (or dies) is replaced by a fresh fork, the others go on."""

    def __init__(
        self, entries: list[Entry], checks: tuple[str, ...], strict: bool, cache_folder: str | None, confirm: bool
    ) -> None:
        self.entries, self.checks, self.strict = entries, checks, strict
        self.cache_folder, self.confirm = cache_folder, confirm
        from chalk.derivations.quantities import current_table

        self.table = current_table()

    def _serve(self, conn: Connection) -> None:
        """A worker's loop: claim indices in, messages out (built, each verdict, outcome)."""
        with self.table.using():
            while (index := conn.recv()) is not None:

                def built(claim: Claim, index: int = index) -> None:
                    fields = claim_fields(claim, self.entries[index])
                    conn.send(("built", fields, Expectation.of(claim), AS_WRITTEN.budget_for(claim)))

                def decided(name: str, verdict: Verdict) -> None:
                    conn.send(("verdict", name, verdict))

                entry = self.entries[index]
                outcome = outcome_of(entry, self.checks, self.strict, self.cache_folder, self.confirm, built, decided)
                conn.send(("outcome", outcome))

    def run(self, jobs: int) -> list[Outcome]:
        from multiprocessing.connection import wait

        from chalk.constraints.workers import Worker

        results: list[Outcome | None] = [None] * len(self.entries)
        pending = list(range(len(self.entries)))[::-1]
        idle = [Worker(self._serve) for _ in range(jobs)]
        busy: dict[Worker, _Running] = {}
        try:
            while pending or busy:
                while idle and pending:
                    worker, index = idle.pop(), pending.pop()
                    now = time.monotonic()
                    worker.send(index)
                    busy[worker] = _Running(index, now, now + limits.LIMITS.build_s)
                first = min(r.deadline for r in busy.values())
                ready = wait([w.conn for w in busy], timeout=max(0.0, first - time.monotonic()))
                for worker in [w for w in busy if w.conn in ready]:
                    done = self._hear(worker, busy[worker], results)
                    if done:
                        del busy[worker]
                        if done == "idle":
                            idle.append(worker)
                        elif pending:
                            idle.append(Worker(self._serve))
                now = time.monotonic()
                for worker, running in list(busy.items()):
                    if now >= running.deadline:
                        worker.kill()
                        results[running.index] = self._stopped(running, now, "timeout")
                        del busy[worker]
                        if pending:
                            idle.append(Worker(self._serve))
        finally:
            for worker in idle:
                worker.close()
            for worker in busy:
                worker.kill()
        return [r for r in results if r is not None]

    def _hear(self, worker: Worker, running: _Running, results: list[Outcome | None]) -> str:
        """Take the worker's messages: "" while its claim runs, "idle" once it reported the
        outcome, "dead" when it ended without one."""
        while worker.conn.poll():
            try:
                message = worker.conn.recv()
            except (EOFError, OSError):
                worker.kill()
                results[running.index] = self._stopped(running, time.monotonic(), f"died ({worker.process.exitcode})")
                return "dead"
            kind = message[0]
            if kind == "built":
                _, running.fields, running.expected, running.budget_ms = message
                running.check_started = time.monotonic()
                allowance = limits.LIMITS.confirm_allowance_s if self.confirm else 0.0
                running.deadline = running.check_started + hard_limit_s(running.budget_ms) + allowance
            elif kind == "verdict":
                running.verdicts[message[1]] = message[2]
                running.check_started = time.monotonic()
            else:
                results[running.index] = message[1]
                return "idle"
        return ""

    def _stopped(self, running: _Running, now: float, why: str) -> Outcome:
        """The outcome of a claim whose worker was stopped (or died): the checks it
        finished keep their verdicts, the others are unknown (timeout) or an error."""
        entry = self.entries[running.index]
        fields = running.fields or {
            "id": entry.id, "title": entry.title, "takeaway": entry.takeaway, "source": entry.source,
            "part": entry.part.number, "expect": "holds", "rejected_by": [], "corrected_by": "",
            "source_wrote": "", "unknown_reason": "",
        }  # fmt: skip
        expected = running.expected or Expectation("holds", (), "")
        verdicts = dict(running.verdicts)
        for name in self.checks:
            if name in verdicts:
                continue
            seconds = now - running.check_started if len(verdicts) == len(running.verdicts) else 0.0
            if why != "timeout":
                v = Verdict(name, Status.ERROR, f"the claim's worker process {why} before this check finished")
            elif running.fields is None:
                v = Verdict(name, Status.ERROR, f"building the claim took longer than {limits.LIMITS.build_s:g} s")
            else:
                detail = f"unknown (timeout): the claim's time budget of {running.budget_ms} ms is spent (stopped)"
                v = Verdict(name, Status.UNKNOWN, detail, "budget", seconds=seconds, stops=TIMED_OUT)
            verdicts[name] = v
        met = expectation_met(expected, verdicts, self.strict)
        report = _report(fields, met, now - running.started, verdicts)
        return Outcome(fields["id"], expected.expect, verdicts, met, report)


@dataclass
class _OpinionTally:
    """One second opinion's counts over a run, as verdicts.json reports them."""

    opinion: str
    compared: int = 0
    agreed: int = 0
    unknown: list[dict[str, str]] = dataclass_field(default_factory=list)
    disagreements: list[dict[str, str]] = dataclass_field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "opinion": self.opinion,
            "compared": self.compared,
            "agreed": self.agreed,
            "unknown": self.unknown,
            "disagreements": self.disagreements,
        }


def confirmation_summary(results: Sequence[ClaimResult | Outcome], timed: bool = True) -> dict[str, Any]:
    """How the second opinions fared on z3's verdicts, each solver on each translation
    apart: how many z3 decided (proved, refuted), and per opinion how many it agreed on,
    its unknowns (claim, check, reason) and its disagreements, and where z3 was unknown and
    cvc5 on translation B decided in its place (no second opinion then); with ``timed``
    each solver's time in seconds."""
    from chalk.constraints.second_opinions import FIRST, TRANSLATION_A_TEXT, TRANSLATION_B, in_z3s_place

    decided = proved = 0
    opinions = {name: _OpinionTally(f"cvc5 on translation {name}") for name in (TRANSLATION_A_TEXT, TRANSLATION_B)}
    disagreements = []
    decided_by_cvc5 = []
    z3_seconds = cvc5_seconds = 0.0
    for r in results:
        for name, v in r.verdicts.items():
            if in_z3s_place(v):
                decided_by_cvc5.append({"claim": r.id, "check": name, "result": v.status.value})
            if name in ("proof", "identity"):
                z3_seconds += v.seconds
            if v.second_translation is not None:
                decided += v.second_translation.obligations
                proved += v.second_translation.z3_proved
            for c in v.second_opinions:
                cvc5_seconds += c.seconds
                tally = opinions[c.translation]
                tally.compared += c.obligations
                tally.agreed += c.confirmed
                where = {"claim": r.id, "check": name}
                if c.disagreed:
                    tally.disagreements.append(where | {"result": c.result, "reason": c.reason})
                elif c.result == "unknown":
                    tally.unknown.append(where | {"reason": c.reason})
            if v.status == Status.ERROR and any(c.disagreed for c in v.second_opinions):
                disagreements.append({"claim": r.id, "check": name, "detail": v.detail})
    out = {
        "first": FIRST,
        "z3_decided": decided,
        "z3_proved": proved,
        "z3_refuted": decided - proved,
        "opinions": [o.to_json() for o in opinions.values()],
        "disagreements": disagreements,
        "cvc5_in_z3s_place": decided_by_cvc5,
    }
    if timed:
        out |= {"z3_seconds": round(z3_seconds, 3), "cvc5_seconds": round(cvc5_seconds, 3)}
    return out


def verify_report(
    results: Sequence[ClaimResult | Outcome],
    pattern: str = "*",
    strict: bool = False,
    seconds: float | None = None,
    confirm: bool = False,
) -> dict[str, Any]:
    """The ``chalk verify --json`` document (schema in docs/reference/json.md); without ``seconds`` it
    is untimed, as ``output/verdicts.json`` is; ``confirm`` adds how the second opinions fared."""
    summary: dict[str, object] = {
        "claims": len(results),
        "met": sum(r.met for r in results),
        "not_met": sum(not r.met for r in results),
        "errata": sum(r.expect == "erratum" for r in results),
        "with_unknown": sum(r.has_unknown for r in results),
    }
    if seconds is not None:
        summary["seconds"] = round(seconds, 3)
    if confirm:
        summary["second_solver"] = confirmation_summary(results, timed=seconds is not None)
    return {
        "pattern": pattern,
        "strict": strict,
        "ok": all(r.met for r in results),
        "summary": summary,
        "claims": [r.to_json(timed=seconds is not None) for r in results],
    }
