"""The definitions check: every ``define``d quantity's declared unit against the unit its
expression infers, in the whole symbol table (the lecture's and a user's), whether or not
a claim uses it. The units check of a claim sees only the definitions its statement
reaches; a definition no claim reaches would otherwise be evaluated (and labelled in
generated code) in a unit nobody checked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pint

from chalk.derivations.quantities import SymbolTable
from chalk.units import UnitMismatch, pretty, unit_of


@dataclass(frozen=True)
class DefinitionProblem:
    """One definition whose expression is not in its declared unit (or mixes units)."""

    name: str
    declared: str
    inferred: str  # the expression's unit, or "" when the expression itself mixes units
    detail: str
    file: str = ""
    line: int = 0

    def message(self) -> str:
        return f"definition {self.name}: {self.detail}"

    def to_json(self) -> dict[str, str | int]:
        return {
            "name": self.name,
            "declared": self.declared,
            "inferred": self.inferred,
            "detail": self.detail,
            "file": self.file,
            "line": self.line,
        }


def unit_name(unit: pint.Unit) -> str:
    """A unit spelled out (``second``, ``byte / token``), so a message cannot be misread."""
    return f"{unit:D}" or "1"


def definition_problems(table: SymbolTable) -> list[DefinitionProblem]:
    """Every definition of ``table`` (and its parents) whose expression's unit differs in
    dimension from its declared one, or whose expression adds unlike units; sorted by name."""
    problems = []
    with table.using():
        for q in table.quantities():
            if q.definition is None:
                continue
            where = (q.origin.file, q.origin.line) if q.origin else ("", 0)
            declared = unit_name(q.unit)
            try:
                inferred = unit_of(q.definition)
            except UnitMismatch as exc:
                detail = f"declared in {declared}, but its expression mixes units: {exc}"
                problems.append(DefinitionProblem(q.name, declared, "", detail, *where))
                continue
            if inferred is not None and inferred.dimensionality != q.unit.dimensionality:
                shown = unit_name(inferred)
                detail = f"declared in {declared}, but its expression {pretty(q.definition)} is in {shown}"
                problems.append(DefinitionProblem(q.name, declared, shown, detail, *where))
    return problems


def with_definitions(report: dict[str, Any], table: SymbolTable) -> dict[str, Any]:
    """A verify report with the definitions check of ``table`` added (``definitions``: the
    problems as JSON); a report with a problem is not ok. Used by `chalk verify` and by the
    build's ``verdicts.json``, so both say the same."""
    problems = [p.to_json() for p in definition_problems(table)]
    return {**report, "ok": report["ok"] and not problems, "definitions": problems}
