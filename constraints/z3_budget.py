"""z3's checks under ``prove()``'s budget, in CPU seconds (``cpu_clock``).

Each check gets what is left of the call's budget (or a cap below it), counted in the
prover's CPU seconds and those of the children it waited for; z3 is interrupted there by
the CPU watchdog, and z3's own timeout, a multiple of it, is the wall-clock backstop for a
search starved of CPU. Why a check ended unknown is a ``Stop`` control flow reads, never
z3's words.
"""

from __future__ import annotations

import time
import weakref

import z3

from chalk.constraints import cpu_clock, limits, smtlib
from chalk.constraints.stops import Stop

TIMEOUT = smtlib.TIMEOUT


def check(solver: z3.Solver, deadline: float, cap_ms: int | None = None) -> z3.CheckSatResult:
    """solver.check() within what is left of the deadline (and at most ``cap_ms``), both in
    CPU seconds (``cpu_clock.now``); nothing left is unknown at once. z3's own
    timeout is the wall-clock backstop, ``limits.Limits.wall_factor`` times the CPU limit:
    it ends only a search starved of CPU on a loaded machine."""
    left = deadline - cpu_clock.now()
    if left <= 0:
        STOPS[solver] = Stop.BUDGET
        return z3.unknown
    seconds = left if cap_ms is None else min(left, cap_ms / 1000)
    wall_s = seconds * (limits.LIMITS.wall_factor if cpu_clock.SUPPORTED else 1)
    solver.set(timeout=max(1, int(wall_s * 1000)))
    started = time.monotonic()
    with cpu_clock.interrupting(solver.ctx, seconds) as watch:
        result = solver.check()
    if result == z3.unknown and watch.fired:
        STOPS[solver] = Stop.BUDGET
    elif result == z3.unknown and (time.monotonic() - started >= wall_s or _timed_out(solver)):
        # z3's own timeout ran out: its timer may end the search a hair before ours reads
        # wall_s, so z3's own word for it counts too
        STOPS[solver] = Stop.BACKSTOP if cpu_clock.SUPPORTED else Stop.BUDGET
    return result  # any other unknown is z3's own (an incomplete procedure): ``reason`` gives its words


def _timed_out(solver: z3.Solver) -> bool:
    """Whether z3 says its own timeout ended the check."""
    try:
        return bool(solver.reason_unknown() == "timeout")
    except z3.Z3Exception:
        return False


def left(deadline: float) -> float:
    """The CPU seconds left before ``deadline``: cvc5's share, counted in its child's CPU time."""
    return max(0.0, deadline - cpu_clock.now())


#: why a check that returned unknown stopped, where a limit stopped it (the CPU budget, or
#: the wall-clock backstop), read by ``reason``
STOPS: weakref.WeakKeyDictionary[z3.Solver, Stop] = weakref.WeakKeyDictionary()


def reason(solver: z3.Solver, deadline: float) -> tuple[str, Stop]:
    """z3's reason for unknown and its stop: where a limit ended the check (``check`` says
    which), the budget's words; otherwise z3's own reason (an incomplete procedure)."""
    stop = STOPS.get(solver)
    if stop is None and cpu_clock.now() >= deadline:
        stop = Stop.BUDGET
    if stop is not None:
        return TIMEOUT, stop
    try:
        reason = solver.reason_unknown()
    except z3.Z3Exception:  # never checked
        reason = ""
    return (reason or "no reason given"), Stop.OTHER
