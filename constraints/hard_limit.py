"""Run a solver call in a forked child that is stopped at a limit of CPU seconds.

cvc5's cylindrical coverings can spend unbounded time inside polynomial arithmetic
(libpoly) that checks neither its resource nor its time limit: two ``verify --confirm``
workers sat there for over 30 minutes. A forked child can always be stopped; the parent
then answers with the caller's fallback (an unknown verdict), never with a guess.

The limit counts the child's CPU time (``RLIMIT_CPU``), not the wall clock, so a loaded
machine (a build beside other work, CI's shared cores) stops the same calls as an idle one
and two builds write the same verdicts. So does the caller's budget (``budget_s``, what is
left of a ``prove()`` call's CPU seconds): the parent reads the child's CPU time (Linux's
``/proc``) and stops it there, to the hundredth of a second that ``RLIMIT_CPU``'s whole
seconds cannot give. A wall-clock kill at ``Limits.wall_factor`` times the limit stays as the
backstop for a child that waits instead of computing.

Limits nest: a call made inside a child (a cvc5 strategy of its own inside a second
opinion's child) gets no more CPU than the child has left, counting the children it has
already waited for. ``RLIMIT_CPU`` counts one process only, so without this a second
opinion whose strategies ran in grandchildren spent 70-80 s against its 60 CPU s limit,
stopped only by the wall-clock backstop.
"""

from __future__ import annotations

import math
import os
import pickle
import resource
import select
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from chalk.constraints import limits
from chalk.constraints.stops import Stop, Stopped

T = TypeVar("T")


#: the start of ``within``'s reason when the caller's own budget, not the CPU limit, ended the child
BUDGET_SPENT = "timeout: the call's budget ran out"
#: ``within``'s reason when an enclosing call's CPU limit, not this call's own, ended the child
ENCLOSING_SPENT = "timeout: stopped where the enclosing hard limit's CPU seconds ran out"


def cpu_left() -> float:
    """The CPU seconds this process and the children it waits for may still spend: the
    rest of its own ``RLIMIT_CPU`` (set where ``within`` forked it), or infinity."""
    soft, _ = resource.getrlimit(resource.RLIMIT_CPU)
    if soft == resource.RLIM_INFINITY:
        return math.inf
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return soft - (me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime)


def child_cpu_s(pid: int) -> float | None:
    """The CPU seconds a child has spent, its own waited-for children included (user and
    system, from ``/proc/PID/stat``); None where the platform has no ``/proc``."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    # after the command's closing parenthesis: state is field 3, utime..cstime fields 14-17
    return sum(int(f) for f in fields[11:15]) / _TICKS


_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def within(
    seconds: float,
    work: Callable[[], T],
    fallback: Callable[[Stopped], T],
    budget_s: float | None = None,
    spent: Callable[[Stopped], T] | None = None,
) -> T:
    """``work()``'s result, computed in a child process killed after ``seconds`` of CPU; else
    ``fallback(stopped)``, with the ``Stop`` that ended it and its reason. ``budget_s``, what
    is left of the caller's budget in CPU seconds, stops the child sooner, answered by
    ``spent(stopped)`` (``fallback`` when not given): a call stays within its budget whatever
    it runs. Without ``/proc`` the budget is read on the wall clock. Without ``fork`` (not
    on Linux or macOS) ``work()`` runs here."""
    over = spent if spent is not None else fallback
    if budget_s is not None and budget_s <= 0:
        return over(Stopped(Stop.BUDGET, f"{BUDGET_SPENT} before the solver started"))
    if not hasattr(os, "fork"):
        return work()
    cpu_stop = Stopped(Stop.CPU, f"timeout: stopped at the hard limit of {seconds:g} CPU seconds")
    left = cpu_left()
    if left < seconds:  # inside an outer limit: this call gets the whole seconds left of it
        if left < 1:  # RLIMIT_CPU counts whole seconds, and a killed child's usage reads a little under its limit
            return fallback(Stopped(Stop.ENCLOSING, ENCLOSING_SPENT))
        seconds, cpu_stop = math.floor(left), Stopped(Stop.ENCLOSING, ENCLOSING_SPENT)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: compute, send the pickled result, exit without cleanup
        status = 1
        try:
            cpu = max(1, math.ceil(seconds))
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))  # SIGXCPU at the limit, SIGKILL 5 s later
            os.close(read)
            with os.fdopen(write, "wb") as out:
                out.write(pickle.dumps(work()))
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    chunks: list[bytes] = []
    finished, ended = False, None
    try:
        chunks, finished, ended = _collect(read, pid, seconds, budget_s)
    finally:
        os.close(read)
        if not finished:
            os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    if ended is not None:
        return over(ended) if ended.stop == Stop.BUDGET else fallback(ended)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
        return fallback(cpu_stop)
    if status != 0 or not chunks:
        return fallback(Stopped(Stop.ERROR, "the solver's process failed"))
    result: T = pickle.loads(b"".join(chunks))
    return result


def _collect(read: int, pid: int, seconds: float, budget_s: float | None) -> tuple[list[bytes], bool, Stopped | None]:
    """The child's pickled answer, read until it closes its end: (chunks, finished, None);
    or the stop that ended the wait first: the caller's budget spent in the child's CPU
    seconds, or the wall-clock backstop for a child starved of CPU (or waiting)."""
    backstop = seconds * limits.LIMITS.wall_factor
    if budget_s is not None:
        backstop = min(backstop, budget_s * limits.LIMITS.wall_factor)
    start = time.monotonic()
    chunks: list[bytes] = []
    while True:
        now = time.monotonic()
        if now >= start + backstop:
            return (
                chunks,
                False,
                Stopped(Stop.BACKSTOP, f"timeout: killed at the wall-clock backstop of {backstop:g} s"),
            )
        wait = start + backstop - now
        if budget_s is not None:
            used = child_cpu_s(pid)
            used = now - start if used is None else used  # no /proc: the wall clock, as before
            if used >= budget_s:
                return chunks, False, Stopped(Stop.BUDGET, f"{BUDGET_SPENT} after {budget_s:.3g} CPU s")
            wait = min(wait, budget_s - used + 0.005)  # CPU time never runs ahead of the wall clock
        ready, _, _ = select.select([read], [], [], wait)
        if not ready:
            continue
        chunk = os.read(read, 1 << 16)
        if not chunk:
            return chunks, True, None
        chunks.append(chunk)
