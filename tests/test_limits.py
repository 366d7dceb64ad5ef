"""Every solver and worker limit is a field of ``constraints.limits.Limits``, written once."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

from chalk.constraints import limits

CONSTRAINTS = Path(__file__).resolve().parents[1] / "constraints"
#: a module constant that reads as a limit: a time, a resource count, a factor of one
LIMIT_NAME = re.compile(r"(_MS|_S|_SECONDS|_FACTOR|_GRACE|_ALLOWANCE|RESOURCE_LIMIT|TIMEOUT|_SHARE)$")
#: figures that are no limit: the sampler's share of points put on a bound; the CPU
#: watchdog's longest sleep (how soon it sees a new search, not when a search stops)
NOT_LIMITS = {"BOUNDARY_SHARE", "_IDLE_S"}


def _numeric_constants(path: Path) -> list[str]:
    found = []
    for node in ast.parse(path.read_text()).body:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        value = getattr(node, "value", None)
        if (
            isinstance(value, ast.Constant)
            and isinstance(value.value, (int, float))
            and not isinstance(value.value, bool)
        ):
            found += [t.id for t in targets if isinstance(t, ast.Name)]
    return found


def test_no_module_of_constraints_but_limits_writes_a_limit_as_a_number():
    planted = [
        f"{path.name}: {name}"
        for path in sorted(CONSTRAINTS.glob("*.py"))
        if path.name != "limits.py"
        for name in _numeric_constants(path)
        if LIMIT_NAME.search(name) and name not in NOT_LIMITS
    ]
    assert planted == []


def test_the_check_finds_a_planted_limit(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("KILL_AFTER_S = 30\nNAME = 'x'\n")
    assert _numeric_constants(planted) == ["KILL_AFTER_S"]


def test_the_strategies_and_defaults_read_the_limits():
    from chalk.constraints import prover, smtlib

    lim = limits.LIMITS
    assert lim.z3_timeout_ms == prover.DEFAULT_TIMEOUT_MS and lim.cvc5_wall_ms == smtlib.CVC5_TIMEOUT_MS
    assert (smtlib.LINEARISATION.resource_limit, smtlib.LINEARISATION.cpu_seconds) == (
        lim.linearisation_resource,
        lim.linearisation_cpu_s,
    )
    assert smtlib.COVERINGS.cpu_seconds == smtlib.COVERINGS_AND_LINEARISATION.cpu_seconds == lim.coverings_cpu_s
    assert smtlib.Strategy("default").resource_limit == lim.cvc5_resource
    assert dataclasses.is_dataclass(lim) and lim.__dataclass_params__.frozen  # type: ignore[attr-defined]


def test_a_replaced_limit_is_the_one_applied(monkeypatch):
    from chalk.constraints.verification import hard_limit_s

    monkeypatch.setattr(limits, "LIMITS", dataclasses.replace(limits.LIMITS, grace=0.5))
    assert hard_limit_s(2000) == 3.0
