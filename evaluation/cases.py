"""The validation corpus's `chalk eval` route: a case's bound is a ``Request`` built from
the case's catalog ids and ``--set`` values (what ``case.bound.command()`` prints), evaluated
by the core as ``chalk eval`` evaluates it. The plan routes, and the run over the corpus,
are ``chalk.planning.cases`` (the planner sits above this stage)."""

from __future__ import annotations

from typing import Any

from chalk.evaluation.errors import EvaluationError
from chalk.evaluation.request import Request
from chalk.evaluation.result import Result, quantity_result
from chalk.evaluation.setup import build_setup


def case_request(case: Any) -> Request:
    """The request ``case.bound.command()`` describes."""
    b = case.bound
    return Request.from_assignments(
        b.set_args(), model=b.model, published=b.published, hardware=b.hardware, precision=b.precision
    )


def evaluate_case(name: str, case: Any) -> Result:
    """``name`` for ``case``; a bound that cannot be evaluated is the corpus's ``BoundError``."""
    from chalk.derivations.validation import BoundError

    try:
        return quantity_result(name, build_setup(case_request(case)))
    except EvaluationError as exc:
        raise BoundError(f"{case.id}: {name}: {exc}") from None


def validation_document(outcomes: list[Any]) -> dict[str, Any]:
    """The document ``chalk validate --json`` prints and ``chalk.validate()`` returns."""
    from chalk.derivations.validation import median_table

    table = median_table(outcomes)
    return {
        "cases": [o.as_json() for o in outcomes],
        "beaten": [o.case.id for o in outcomes if o.beats],
        "families": sorted({o.case.family for o in outcomes}),
        "medians": {
            name: {
                "all": {"value": e["all"].value, "cases": list(e["all"].cases)},
                "by_family": {f: {"value": m.value, "cases": list(m.cases)} for f, m in e["by_family"].items()},
            }
            for name, e in table.items()
        },
        "efficiency": "bound/measured for a time, measured/bound for a rate: 1 is the bound, above 1 beats it",
    }
