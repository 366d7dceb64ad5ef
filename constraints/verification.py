"""Verify claims: run the checks and collect a frozen, serialisable result per claim."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from chalk.constraints import Status, Verdict
from chalk.constraints.checks import CHECK_FUNCTIONS, meets_expectation, run_checks
from chalk.constraints.verdict import MARK  # noqa: F401  (re-exported: the table's marks)
from chalk.derivations.model import Claim
from chalk.derivations.registry import Entry


@dataclass(frozen=True)
class ClaimResult:
    entry: Entry
    claim: Claim
    verdicts: dict[str, Verdict]
    met: bool
    seconds: float

    @property
    def has_unknown(self) -> bool:
        return any(v.status == Status.UNKNOWN for v in self.verdicts.values())

    def to_json(self) -> dict:
        c = self.claim
        return {
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


def verify_entry(entry: Entry, checks=tuple(CHECK_FUNCTIONS), strict: bool = False) -> ClaimResult:
    start = time.perf_counter()
    claim = entry.claim()
    verdicts = run_checks(claim, checks)
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


def outcome_of(claim_id: str, checks: tuple[str, ...], strict: bool, cache_folder: str | None = None) -> Outcome:
    """Verify one registered claim (in this process or a worker), its z3 obligations
    served from the proof cache in ``cache_folder`` when one is given."""
    from chalk.constraints.proof_cache import ProofCache, using
    from chalk.derivations.registry import REGISTRY

    proof_cache = ProofCache(Path(cache_folder)) if cache_folder else None
    with using(proof_cache):
        r = verify_entry(REGISTRY.load().get(claim_id), checks, strict)
    hits, misses = (proof_cache.hits, proof_cache.misses) if proof_cache else (0, 0)
    return Outcome(r.claim.id, r.claim.expect, r.verdicts, r.met, r.to_json(), hits, misses)


def _outcome_task(task: tuple[str, tuple[str, ...], bool, str | None]) -> Outcome:
    return outcome_of(*task)


def default_jobs() -> int:
    """Worker processes by default: the cores this process may run on."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def verify_all(
    entries: list[Entry], checks: tuple[str, ...], strict: bool = False, jobs: int = 1, cache_folder: str | None = None
) -> list[Outcome]:
    """Outcomes in the order of ``entries``; with ``jobs`` > 1 the claims are spread over
    that many processes (forked where the platform allows, so claims registered in this
    process are known there) and collected back in order, so the report is the same.
    ``cache_folder`` holds the proof cache (None: prove everything)."""
    tasks = [(e.id, tuple(checks), strict, cache_folder) for e in entries]
    if jobs <= 1 or len(tasks) <= 1:
        return [_outcome_task(t) for t in tasks]
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    with context.Pool(min(jobs, len(tasks))) as pool:
        return pool.map(_outcome_task, tasks, chunksize=1)


def without_timing(report):
    """A `chalk verify --json` report less its ``seconds`` fields: the only fields in which
    two runs of an unchanged tree differ (serial or ``-j N``, cold or from the proof cache)."""
    if isinstance(report, dict):
        return {k: without_timing(v) for k, v in report.items() if k != "seconds"}
    if isinstance(report, list):
        return [without_timing(v) for v in report]
    return report
