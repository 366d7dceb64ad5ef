"""prove()'s budget counts the CPU seconds of the proving thread (constraints/cpu_clock.py):
a process that is descheduled mid-search (a loaded machine) reaches the same point of its
search, so the verdict does not depend on the load; only a search starved of CPU past the
wall-clock backstop is stopped by the clock, and says so."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
import sympy as sp
import z3

from chalk.constraints import Status, cpu_clock, limits, prove
from chalk.constraints.stops import Stop

pytestmark = pytest.mark.skipif(not cpu_clock.SUPPORTED, reason="no per-thread CPU clock on this platform")

#: a goal z3 can neither prove nor refute (Fermat's n = 3 over the positive integers): it
#: searches until a limit stops it
CHILD = """
import dataclasses, json, sys, time
import sympy as sp
from chalk.constraints import limits, prove
# a backstop far past the stop and the machine's load: only the CPU budget may end the search
limits.LIMITS = dataclasses.replace(limits.LIMITS, wall_factor=50)
a, b, c = sp.symbols("a b c", integer=True, positive=True)
prove(sp.Ne(a**3 + b**3, c**3), timeout_ms=50)  # warm: the first call imports and translates
print("go", flush=True)
start, cpu = time.perf_counter(), time.thread_time()
v = prove(sp.Ne(a**3 + b**3, c**3), timeout_ms=int(sys.argv[1]))
print(json.dumps({"status": v.status.value, "stops": sorted(s.value for s in v.stops),
                  "cpu": time.thread_time() - cpu, "wall": time.perf_counter() - start}))
"""


def test_a_search_stopped_by_the_machine_resumes_and_spends_its_whole_cpu_budget():
    """SIGSTOP for 1.5 s, 0.2 s into a search of 0.8 CPU s: a wall-clock budget would end the
    search when the process resumes, 0.2 CPU s in; the CPU budget lets it run its 0.8 s."""
    child = subprocess.Popen([sys.executable, "-c", CHILD, "800"], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "go"
    time.sleep(0.2)
    os.kill(child.pid, signal.SIGSTOP)
    time.sleep(1.5)
    os.kill(child.pid, signal.SIGCONT)
    out, _ = child.communicate(timeout=60)
    report = json.loads(out)
    assert report["status"] == "unknown" and report["stops"] == ["budget"], report
    assert report["cpu"] >= 0.7 and report["wall"] >= 1.6, report


def test_waiting_spends_no_cpu_budget_and_working_spends_it():
    ctx = z3.Context()
    with cpu_clock.interrupting(ctx, 0.2) as watch:
        time.sleep(0.4)
    assert not watch.fired
    with cpu_clock.interrupting(ctx, 0.2) as watch:
        end = time.thread_time() + 0.35
        while time.thread_time() < end:
            pass
        give_up = time.monotonic() + 5  # the watchdog's next look, on a loaded machine too
        while not watch.fired and time.monotonic() < give_up:
            time.sleep(0.01)
    assert watch.fired


def test_an_interrupt_after_a_search_never_reaches_the_next_one():
    """The watchdog may fire as a search returns; the next search in the same context runs."""
    ctx = z3.Context()
    x = z3.Real("x", ctx)
    with cpu_clock.interrupting(ctx, 0.0):
        time.sleep(0.05)
    solver = z3.Solver(ctx=ctx)
    solver.add(x > 2)
    assert solver.check() == z3.sat


def test_a_search_starved_past_the_backstop_is_stopped_by_the_clock_and_says_so(monkeypatch):
    """The wall-clock backstop is a multiple of the CPU limit; where it ends a search (here a
    factor that makes it shorter than the CPU limit, as a starved process would see it), the
    stop is the backstop, never the budget: it is never recorded as a hint."""
    import dataclasses

    monkeypatch.setattr(limits, "LIMITS", dataclasses.replace(limits.LIMITS, wall_factor=0.25))
    a, b, c = sp.symbols("a b c", integer=True, positive=True)
    v = prove(sp.Ne(a**3 + b**3, c**3), timeout_ms=800)
    assert v.status == Status.UNKNOWN and v.stops == frozenset({Stop.BACKSTOP}), (v.detail, v.stops)


def test_a_childs_share_of_the_budget_counts_its_cpu_seconds_not_the_time_it_waits():
    """cvc5's share runs in a child: a child that waited (descheduled, or sleeping here)
    before computing still gets its CPU seconds; one that computes past them is stopped."""
    from chalk.constraints.hard_limit import within

    def waits_then_computes():
        time.sleep(1.0)
        end = time.process_time() + 0.2
        while time.process_time() < end:
            pass
        return "answer"

    def computes():
        while True:
            pass

    assert within(60, waits_then_computes, lambda why: why, budget_s=0.8, spent=lambda why: "spent") == "answer"
    started = time.perf_counter()
    assert within(60, computes, lambda why: why, budget_s=0.3, spent=lambda why: why.stop) == Stop.BUDGET
    assert time.perf_counter() - started < 0.3 * limits.LIMITS.wall_factor


def test_an_unknown_z3_gives_on_its_own_keeps_z3_s_reason_and_is_no_timeout():
    """z3 gives up on 2**x = 3 at once (an incomplete procedure): neither the budget nor the
    backstop ended it, so its reason is z3's and nothing calls it a timeout."""
    from chalk.constraints import z3_budget

    ctx = z3.Context()
    x = z3.Real("x", ctx)
    solver = z3.Solver(ctx=ctx)
    solver.add(2**x == 3)
    deadline = cpu_clock.now() + 2.0
    assert z3_budget.check(solver, deadline) == z3.unknown
    why, stop = z3_budget.reason(solver, deadline)
    assert stop == Stop.OTHER and why != z3_budget.TIMEOUT, (why, stop)
