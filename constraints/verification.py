"""Verify claims: run the checks and collect a frozen, serialisable result per claim."""

from __future__ import annotations

import time
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path

from chalk.constraints import Status, Verdict
from chalk.constraints.checks import CHECK_FUNCTIONS, meets_expectation, run_checks
from chalk.constraints.proof_cache import without_timing
from chalk.derivations.model import Claim
from chalk.derivations.quantities import SymbolTable
from chalk.derivations.registry import Entry, Registry


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

    def to_json(self, timed: bool = True) -> dict:
        """The claim's entry of the verify report; ``timed=False`` leaves out every
        duration (verdicts.json is compared byte for byte)."""
        c = self.claim
        out = {
            "id": c.id,
            "title": c.title,
            "takeaway": c.takeaway,
            "source": c.source,
            "part": self.entry.part.number,
            "expect": c.expect,
            "rejected_by": list(c.rejected_by),
            "corrected_by": c.corrected_by,
            "lecture_wrote": c.lecture_wrote,
            "unknown_reason": c.unknown_reason,
            "met": self.met,
            "seconds": round(self.seconds, 6),
            "checks": {name: v.to_json() for name, v in self.verdicts.items()},
        }
        return out if timed else without_timing(out)


def verify_entry(
    entry: Entry, checks=tuple(CHECK_FUNCTIONS), strict: bool = False, confirm: bool = False
) -> ClaimResult:
    """Run the checks on one claim; with ``confirm`` every z3 proof is also put to cvc5."""
    start = time.perf_counter()
    claim = entry.claim()
    verdicts = run_checks(claim, checks, confirm=confirm)
    return ClaimResult(entry, claim, verdicts, meets_expectation(claim, verdicts, strict), time.perf_counter() - start)


@dataclass(frozen=True)
class Outcome:
    """What `chalk verify` reports of one claim, without the sympy objects, so a worker
    process can send it back: id, expectation, verdicts, whether it is met, its JSON."""

    id: str
    expect: str
    verdicts: dict[str, Verdict]
    met: bool
    report: dict
    cache_hits: int = 0
    cache_misses: int = 0

    @property
    def has_unknown(self) -> bool:
        return any(v.status == Status.UNKNOWN for v in self.verdicts.values())

    def to_json(self, timed: bool = True) -> dict:
        return self.report if timed else without_timing(self.report)


def outcome_of(
    entry: Entry, checks: tuple[str, ...], strict: bool, cache_folder: str | None = None, confirm: bool = False
) -> Outcome:
    """Verify one claim (in this process or a worker), its z3 obligations served from the
    proof cache in ``cache_folder`` when one is given."""
    from chalk.constraints.proof_cache import ProofCache, using

    proof_cache = ProofCache(Path(cache_folder)) if cache_folder else None
    with using(proof_cache):
        r = verify_entry(entry, checks, strict, confirm)
    hits, misses = (proof_cache.hits, proof_cache.misses) if proof_cache else (0, 0)
    return Outcome(r.id, r.expect, r.verdicts, r.met, r.to_json(), hits, misses)


#: in a worker process of ``verify_all``: the book and symbol table of the command
_WORKER: ContextVar[tuple[Registry, SymbolTable] | None] = ContextVar("chalk_verify_worker", default=None)


def _start_worker(book: Registry, table: SymbolTable) -> None:
    _WORKER.set((book, table))


def _outcome_task(task: tuple[str, tuple[str, ...], bool, str | None, bool]) -> Outcome:
    claim_id, *rest = task
    book, table = _WORKER.get()
    with table.using():
        return outcome_of(book.get(claim_id), *rest)


def default_jobs() -> int:
    """Worker processes by default: the cores this process may run on."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def verify_all(
    entries: list[Entry],
    checks: tuple[str, ...],
    strict: bool = False,
    jobs: int = 1,
    cache_folder: str | None = None,
    confirm: bool = False,
) -> list[Outcome]:
    """Outcomes in the order of ``entries``; with ``jobs`` > 1 the claims are spread over
    that many forked processes (they inherit the book and symbol table, so a user's claims
    are known there) and collected back in order, so the report is the same. Where fork is
    not available the claims run here, one after another. ``cache_folder`` holds the proof
    cache (None: prove everything)."""
    import multiprocessing

    if jobs <= 1 or len(entries) <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return [outcome_of(e, tuple(checks), strict, cache_folder, confirm) for e in entries]
    from chalk.derivations.quantities import current_table

    book = entries[0].book
    tasks = [(e.id, tuple(checks), strict, cache_folder, confirm) for e in entries]
    context = multiprocessing.get_context("fork")
    with context.Pool(min(jobs, len(tasks)), initializer=_start_worker, initargs=(book, current_table())) as pool:
        return pool.map(_outcome_task, tasks, chunksize=1)


def confirmation_summary(results: Sequence[ClaimResult | Outcome], timed: bool = True) -> dict:
    """How the second opinions fared on z3's verdicts, each solver on each translation
    apart: how many z3 decided (proved, refuted), and per opinion how many it agreed on,
    its unknowns (claim, check, reason) and its disagreements; with ``timed`` each
    solver's time in seconds."""
    from chalk.constraints.second_opinions import FIRST, TRANSLATION_A_TEXT, TRANSLATION_B

    decided = proved = 0
    opinions = {
        name: {"opinion": f"cvc5 on translation {name}", "compared": 0, "agreed": 0, "unknown": [], "disagreements": []}
        for name in (TRANSLATION_A_TEXT, TRANSLATION_B)
    }
    disagreements = []
    z3_seconds = cvc5_seconds = 0.0
    for r in results:
        for name, v in r.verdicts.items():
            if name in ("proof", "identity"):
                z3_seconds += v.seconds
            if v.second_translation is not None:
                decided += v.second_translation.obligations
                proved += v.second_translation.z3_proved
            for c in v.second_opinions:
                cvc5_seconds += c.seconds
                tally = opinions[c.translation]
                tally["compared"] += c.obligations
                tally["agreed"] += c.confirmed
                where = {"claim": r.id, "check": name}
                if c.disagreed:
                    tally["disagreements"].append(where | {"result": c.result, "reason": c.reason})
                elif c.result == "unknown":
                    tally["unknown"].append(where | {"reason": c.reason})
            if v.status == Status.ERROR and any(c.disagreed for c in v.second_opinions):
                disagreements.append({"claim": r.id, "check": name, "detail": v.detail})
    out = {
        "first": FIRST,
        "z3_decided": decided,
        "z3_proved": proved,
        "z3_refuted": decided - proved,
        "opinions": list(opinions.values()),
        "disagreements": disagreements,
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
) -> dict:
    """The ``chalk verify --json`` document (schema in the README); without ``seconds`` it
    is untimed, as ``output/verdicts.json`` is; ``confirm`` adds how the second opinions fared."""
    summary = {
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
