"""Claims as code: a statement, its hypotheses, a derivation, worked examples.

All value objects are frozen; a lecture module builds them, the checks judge them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

import sympy as sp

from chalk.derivations.check_names import CHECKS
from chalk.derivations.expressions import as_sympy

Relation = Literal["eq", "le", "lt", "ge", "gt", "iff", "implies"]
_DOWN = {"eq", "le", "lt"}
_UP = {"eq", "ge", "gt"}
_LOGIC = {"iff", "implies"}
SYMBOL_OF = {"eq": "=", "le": "≤", "lt": "<", "ge": "≥", "gt": ">", "iff": "⇔", "implies": "⇒"}


@dataclass(frozen=True)
class Step:
    """One link of a derivation: ``previous RELATION expr``, justified by ``by``."""

    relation: Relation
    expr: sp.Basic
    by: str


@dataclass(frozen=True)
class Derivation:
    """A calculational chain. Expression chains mix = with ≤,< (or ≥,>), never both
    directions; logical chains use ⇔ and ⇒."""

    start: sp.Basic
    steps: tuple[Step, ...] = ()

    def _then(self, relation: Relation, expr: sp.Basic, by: str) -> Derivation:
        used = {s.relation for s in self.steps} | {relation}
        if not (used <= _DOWN or used <= _UP or used <= _LOGIC):
            raise ValueError(f"a derivation cannot mix relations {sorted(used)}")
        return replace(self, steps=(*self.steps, Step(relation, as_sympy(expr), by)))

    def eq(self, expr: object, by: str = "") -> Derivation:
        return self._then("eq", expr, by)

    def le(self, expr: object, by: str = "") -> Derivation:
        return self._then("le", expr, by)

    def lt(self, expr: object, by: str = "") -> Derivation:
        return self._then("lt", expr, by)

    def ge(self, expr: object, by: str = "") -> Derivation:
        return self._then("ge", expr, by)

    def gt(self, expr: object, by: str = "") -> Derivation:
        return self._then("gt", expr, by)

    def iff(self, expr: object, by: str = "") -> Derivation:
        return self._then("iff", expr, by)

    def implies(self, expr: object, by: str = "") -> Derivation:
        return self._then("implies", expr, by)

    def links(self) -> list[tuple[sp.Basic, Step]]:
        """(previous expression, step) pairs."""
        previous, out = self.start, []
        for step in self.steps:
            out.append((previous, step))
            previous = step.expr
        return out

    def conclusion(self) -> sp.Basic:
        """What the whole chain establishes, from start to the last step."""
        if not self.steps:
            return sp.true
        relations = {s.relation for s in self.steps}
        last = self.steps[-1].expr
        if relations <= _LOGIC:
            return sp.Equivalent(self.start, last) if relations == {"iff"} else sp.Implies(self.start, last)
        strict = relations & {"lt", "gt"}
        if relations <= {"eq"}:
            return sp.Eq(self.start, last, evaluate=False)
        if relations <= _DOWN:
            return sp.Lt(self.start, last) if strict else sp.Le(self.start, last)
        return sp.Gt(self.start, last) if strict else sp.Ge(self.start, last)


@dataclass(frozen=True)
class Example:
    """A worked example: input values (numbers in the symbol's unit, pint Quantities or
    ``Sourced`` catalog values) and what to expect there: the statement's truth value,
    or ``{expression: expected value}`` within ``rel_tol``."""

    at: Mapping[sp.Symbol, object]
    expect: bool | Mapping[sp.Basic, object] = True
    rel_tol: float = 1e-9
    note: str = ""


Expectation = Literal["holds", "erratum"]


@dataclass(frozen=True)
class Claim:
    """A lecture result. ``expect="erratum"`` marks a statement the lecture made that
    chalk must reject: every check in ``rejected_by`` has to refute it, and
    ``corrected_by`` names the sibling claim that holds. ``timeout_ms`` caps each z3 call;
    ``budget_ms`` caps all four checks together: a call gets at most what is left, and a
    check that finds the budget spent is unknown (timeout)."""

    statement: sp.Basic
    hypotheses: tuple[sp.Basic, ...] = ()
    derivation: Derivation | None = None
    examples: tuple[Example, ...] = ()
    given: Mapping[sp.Symbol, object] = field(default_factory=dict)
    expect: Expectation = "holds"
    rejected_by: tuple[str, ...] = ()
    lecture_wrote: str = ""
    corrected_by: str = ""
    unknown_reason: str = ""
    timeout_ms: int = 5000
    budget_ms: int = 20_000
    id: str = ""
    title: str = ""
    takeaway: str = ""
    source: str = ""

    def __post_init__(self) -> None:
        if self.expect == "erratum" and not (self.rejected_by and self.corrected_by):
            raise ValueError(f"erratum {self.id or self.statement} needs rejected_by and corrected_by")
        unknown = set(self.rejected_by) - set(CHECKS)
        if unknown:
            raise ValueError(f"rejected_by names unknown checks {sorted(unknown)}; use {CHECKS}")


@dataclass(frozen=True)
class Part:
    """A lecture part: one LaTeX section, one generated code module."""

    number: int
    title: str
    span: str
