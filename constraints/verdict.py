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

    @property
    def mark(self) -> str:
        """The short form in the terminal tables of ``verify`` and ``derive``."""
        return _MARKS[self][0]

    @property
    def badge(self) -> str:
        """The form with a sign in ``report.md``."""
        return _MARKS[self][1]


#: each status as the terminal tables and report.md print it (the paper prints the value)
_MARKS = {
    Status.PROVED: ("proved", "✓ proved"),
    Status.PASSED: ("ok", "✓ passed"),
    Status.REFUTED: ("REFUTED", "✗ refuted"),
    Status.UNKNOWN: ("unknown", "? unknown"),
    Status.SKIPPED: ("-", "– skipped"),
    Status.ERROR: ("ERROR", "✗ ERROR"),
}


@dataclass(frozen=True)
class Confirmation:
    """A second solver's answer on the SMT-LIB text of obligations z3 found unsatisfiable.

    ``result`` is "unsat" (confirmed), "unknown" (with ``reason``) or "sat" (the solvers
    disagree, which makes the verdict an error); ``obligations`` counts the obligations
    behind it and ``confirmed`` how many of them the second solver found unsat.
    """

    solver: str
    result: str
    reason: str = ""
    seconds: float = 0.0
    obligations: int = 1
    confirmed: int = 0

    def to_json(self) -> dict:
        return {
            "solver": self.solver,
            "result": self.result,
            "reason": self.reason,
            "obligations": self.obligations,
            "confirmed": self.confirmed,
            "seconds": round(self.seconds, 6),
        }


@dataclass(frozen=True)
class Verdict:
    """One check's result: status, who decided it, a readable detail and the time taken.

    ``countermodel`` maps symbol names to exact readable numbers (strings) for a
    refutation; it has been substituted back into the statement, which is False or
    undefined there (``detail`` says which).
    ``obligations`` holds the SMT-LIB 2 text of what z3 decided (for anyone to rerun with
    any solver) and ``confirmation`` the second solver's answer on the proved ones.
    """

    check: str
    status: Status
    detail: str = ""
    decided_by: str = ""
    countermodel: tuple[tuple[str, str], ...] = field(default=())
    seconds: float = 0.0
    obligations: tuple[str, ...] = field(default=(), compare=False, repr=False)
    confirmation: Confirmation | None = field(default=None, compare=False)

    def to_json(self) -> dict:
        out = {
            "check": self.check,
            "status": self.status.value,
            "decided_by": self.decided_by,
            "detail": self.detail,
            "countermodel": dict(self.countermodel),
            "seconds": round(self.seconds, 6),
        }
        if self.confirmation is not None:
            out["confirmation"] = self.confirmation.to_json()
        return out
