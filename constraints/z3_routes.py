"""z3's two routes to a proof of a goal that has partial terms, and the hints that pick one.

The one goal: ``Not(TRUE(statement))`` is unsatisfiable. The split: every term of the
statement is defined at every admissible point, and where they all are, the statement is
TRUE; together the two obligations give the one goal. ``prover._decide`` asks the one goal
first (capped), then the split.

A split route hint (``solver_hints``, the ``split_first`` table of the shipped file) names a
goal, over one domain, that the one goal left undecided and the split then proved, and the
z3 tactic that proves the split quickest from a fresh translation (``TACTICS``; "" is z3's
default solver). Replayed, the split runs first with that tactic; a proof needs both
obligations unsatisfiable, exactly as without the hint, and the verdict reads the same (the
same obligations, the same detail). Where the hinted split does not decide, the goal takes
the route it takes without hints. So a hint can only move time: an unsat from any z3 tactic
is z3's unsat on the same assertions, and a tactic name not in ``TACTICS`` is ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import sympy as sp
import z3

from chalk.constraints import cpu_clock, smtlib, solver_hints, z3_budget
from chalk.constraints.shown import shown

if TYPE_CHECKING:
    from chalk.constraints.prover import _Translation

#: the tactics a split hint may name, in the order a recording tries them: nlsat's complete
#: procedure for nonlinear real arithmetic (which also handles the integer pass's ``is_int``
#: atoms) first; each answers unsat only on unsatisfiable assertions
TACTICS = ("qfnra-nlsat", "qfnra", "")


def domain(tr: _Translation) -> str:
    return " over the integers" if tr.integers else ""


def proved_in_two(
    tr: _Translation, statement: sp.Basic, check: str, deadline: float, timeout_ms: int, tactic: str = ""
) -> list[str]:
    """The goal as two obligations, when both hold: every term of the statement is defined
    at every admissible point, and where they all are, the statement is TRUE. Together they
    give the one goal (not TRUE(statement) is unsatisfiable), but the second has the
    guards as premises, the shape a second solver decides far more often than one formula
    with every guard inside. [] when it does not apply or does not decide (the one goal's
    obligation is then kept, or the goal gets the rest of the budget). ``tactic``: the z3
    tactic whose solver decides both (a split hint's; "" is z3's default solver)."""
    if tr.guards is None:
        return []
    cap = max(100, timeout_ms // 4)
    defined = tr.solver(z3.Not(tr.guards), tactic=tactic)
    if z3_budget.check(defined, deadline, cap) != z3.unsat:
        return []
    true = tr.solver(tr.guards, z3.Not(tr.statement[0]), tactic=tactic)
    if z3_budget.check(true, deadline, cap) != z3.unsat:
        return []
    header = f"{domain(tr)}\nstatement: {shown(statement)}"
    return [
        smtlib.obligation(defined, f"chalk {check}: every term is defined{header}", "unsat"),
        smtlib.obligation(true, f"chalk {check}: where they are, the statement is TRUE{header}", "unsat"),
    ]


def hinted_split(
    tr: _Translation, statement: sp.Basic, hyps: Sequence[sp.Basic], check: str, deadline: float, timeout_ms: int
) -> list[str]:
    """The split proved first, where a split hint names this goal and domain (with its
    tactic); [] where there is no such hint or the hinted split does not decide."""
    if tr.guards is None:
        return []
    tactic = solver_hints.split_tactic(statement, hyps, tr.integers)
    if tactic is None or tactic not in TACTICS:
        return []
    return proved_in_two(tr, statement, check, deadline, timeout_ms, tactic)


def record_split(
    statement: sp.Basic,
    hyps: Sequence[sp.Basic],
    integers: bool,
    fresh: Callable[[], _Translation],
    check: str,
    timeout_ms: int,
) -> None:
    """On a recording run (``solver_hints.recording``), journal a split hint for a goal the
    one goal left undecided and the split proved: the first of ``TACTICS`` that proves the
    split on a fresh translation (``fresh()``) within the caps a replay gives it."""
    if not solver_hints.recording():
        return
    cap_s = max(100, timeout_ms // 4) / 1000
    for tactic in TACTICS:
        if proved_in_two(fresh(), statement, check, cpu_clock.now() + 2 * cap_s, timeout_ms, tactic):
            solver_hints.record_split(statement, hyps, integers, tactic)
            return
