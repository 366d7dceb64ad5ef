"""Verdicts: the evidence every check returns, never a print or a bare bool."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Status(Enum):
    """Outcome of one check. PASSED is for checks that are not proofs (units, examples)."""

    PROVED = "proved"
    PASSED = "passed"
    REFUTED = "refuted"
    UNKNOWN = "unknown"
    SKIPPED = "skipped"
    ERROR = "error"

    @property
    def ok(self) -> bool:
        return self in (Status.PROVED, Status.PASSED, Status.SKIPPED)


MARK = {
    Status.PROVED: "proved",
    Status.PASSED: "ok",
    Status.REFUTED: "REFUTED",
    Status.UNKNOWN: "unknown",
    Status.SKIPPED: "-",
    Status.ERROR: "ERROR",
}


@dataclass(frozen=True)
class Verdict:
    """One check's result: status, who decided it, a readable detail and the time taken.

    ``countermodel`` maps symbol names to exact readable numbers (strings) for a
    refutation; it has been substituted back into the statement and falsifies it.
    """

    check: str
    status: Status
    detail: str = ""
    decided_by: str = ""
    countermodel: tuple[tuple[str, str], ...] = field(default=())
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {
            "check": self.check,
            "status": self.status.value,
            "decided_by": self.decided_by,
            "detail": self.detail,
            "countermodel": dict(self.countermodel),
            "seconds": round(self.seconds, 6),
        }
