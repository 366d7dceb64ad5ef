"""Verify claims: run the checks and collect a frozen, serialisable result per claim."""

from __future__ import annotations

import time
from dataclasses import dataclass

from chalk.constraints import Status, Verdict
from chalk.constraints.checks import CHECK_FUNCTIONS, meets_expectation, run_checks
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
        if timed:
            return out
        del out["seconds"]
        for check in out["checks"].values():
            del check["seconds"]
            check.get("confirmation", {}).pop("seconds", None)
        return out


def verify_entry(
    entry: Entry, checks=tuple(CHECK_FUNCTIONS), strict: bool = False, confirm: bool = False
) -> ClaimResult:
    """Run the checks on one claim; with ``confirm`` every z3 proof is also put to cvc5."""
    start = time.perf_counter()
    claim = entry.claim()
    verdicts = run_checks(claim, checks, confirm=confirm)
    return ClaimResult(entry, claim, verdicts, meets_expectation(claim, verdicts, strict), time.perf_counter() - start)


def confirmation_summary(results: list[ClaimResult], timed: bool = True) -> dict:
    """How the second solver fared on every z3 proof: obligations, confirmed, unknown (with
    claim, check and reason), disagreements, and (``timed``) each solver's time in seconds."""
    proved = confirmed = 0
    unknown, disagree = [], []
    z3_seconds = cvc5_seconds = 0.0
    for r in results:
        for name, v in r.verdicts.items():
            if name in ("proof", "identity"):
                z3_seconds += v.seconds
            c = v.confirmation
            if c is None:
                continue
            proved += c.obligations
            confirmed += c.confirmed
            cvc5_seconds += c.seconds
            if c.result == "unknown":
                unknown.append({"claim": r.claim.id, "check": name, "reason": c.reason})
            elif c.result == "sat":
                disagree.append({"claim": r.claim.id, "check": name})
    out = {"solver": "cvc5", "z3_proofs": proved, "confirmed": confirmed, "unknown": unknown, "disagreements": disagree}
    if timed:
        out |= {"z3_seconds": round(z3_seconds, 3), "cvc5_seconds": round(cvc5_seconds, 3)}
    return out


def verify_report(
    results: list[ClaimResult],
    pattern: str = "*",
    strict: bool = False,
    seconds: float | None = None,
    confirm: bool = False,
) -> dict:
    """The ``chalk verify --json`` document (schema in the README); without ``seconds`` it
    is untimed, as ``output/verdicts.json`` is; ``confirm`` adds how cvc5 fared."""
    summary = {
        "claims": len(results),
        "met": sum(r.met for r in results),
        "not_met": sum(not r.met for r in results),
        "errata": sum(r.claim.expect == "erratum" for r in results),
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
