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
    #: why an unreadable formula was not read, as a kind of ``UNREAD_KINDS`` ("" otherwise)
    cause: str = ""


#: the kinds of reason a formula is not read for, and how the summary names each group;
#: "budget" (the run's budget ran out first) is grouped by its own words
UNREAD_KINDS = {
    "unmapped": "symbols not in the name table (no map entry)",
    "parser": "the LaTeX parser cannot read it",
    "unit": "a unit chalk's registry does not know",
    "one_expression": "a side does not read as one expression",
    "budget": "",
}


class RelationError(Exception):
    """One relation's error: where in the formula and the message."""

    def __init__(self, offset: int, message: str):
        self.offset, self.message = offset, message
        super().__init__(message)
