"""What judging a formula gives: its outcome, each finding, and a relation's error."""

from __future__ import annotations

from dataclasses import dataclass

from chalk.papers.scanning import Found


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    col: int
    severity: str  # error | warning | note
    message: str


@dataclass(frozen=True)
class Outcome:
    """One formula: ``ok``, ``error``, ``unknown`` (a check z3 or the numbers could not
    decide), ``expected`` (rejected under an erratum claim) or ``unreadable`` (with why)."""

    found: Found
    status: str
    findings: tuple[Finding, ...] = ()
    reason: str = ""
    #: each relation's own verdict (ok, error, hypothesis, unknown, expected, unreadable);
    #: empty when the formula was not read relation by relation (findings.relation_counts)
    relations: tuple[str, ...] = ()


class RelationError(Exception):
    """One relation's error: where in the formula and the message."""

    def __init__(self, offset: int, message: str):
        self.offset, self.message = offset, message
        super().__init__(message)
