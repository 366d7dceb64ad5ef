"""The clock of ``prove()``'s budget: the CPU seconds of the thread that proves.

A wall-clock budget ends a search wherever the machine's load puts it: the same goal was
proved on an idle machine and left unknown beside other work, so verdicts (and the bytes of
``output/``) depended on the load. The CPU time of the proving thread counts only the work
done, so z3 stops at the same point of its search however many other processes share the
cores. z3 has no CPU-time limit of its own, so one watchdog thread reads the proving
thread's CPU clock and interrupts the z3 context when the limit is reached (z3 releases the
GIL while it searches). z3's own ``timeout`` then serves as the wall-clock backstop, which
only stops a search starved of CPU and reports it as such (``stops.Stop.BACKSTOP``).

The clock also counts the CPU seconds of the child processes the prover waited for (cvc5's
strategies, each in a child that ``hard_limit.within`` stops at what is left of the budget,
read from the child's own CPU time), so one budget covers z3 and cvc5 alike. Time spent
waiting (for a lock, for a starved child) is not counted: the wall-clock backstops and a
claim's wall-clock budget bound that.
"""

from __future__ import annotations

import resource
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import z3

#: the watchdog's longest sleep: a limit registered meanwhile waits at most this long
_IDLE_S = 0.05
#: a thread's CPU clock can be read from another thread (Linux, macOS); elsewhere the
#: caller's wall-clock limit is the limit, as before
SUPPORTED = hasattr(time, "pthread_getcpuclockid")


def now() -> float:
    """The calling thread's CPU seconds, and those of the child processes the process has
    waited for (a budget's cvc5 strategies run in children; all user and system time). In
    a program that proves in several threads, another thread's children count too."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.thread_time() + children.ru_utime + children.ru_stime


@dataclass
class Watch:
    """One limited search: the proving thread's CPU clock, where it must stop, and whether
    the watchdog stopped it."""

    clock: int
    until: float
    ctx: z3.Context
    fired: bool = False


class _Watchdog:
    """One daemon thread for the process, started on first use: it sleeps until the earliest
    limit could be reached (a thread's CPU time never runs ahead of the wall clock), reads
    the clocks, and interrupts each search whose limit has passed."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._watches: list[Watch] = []
        self._thread: threading.Thread | None = None

    def add(self, watch: Watch) -> None:
        with self._lock:
            self._watches.append(watch)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="chalk-cpu-watchdog", daemon=True)
                self._thread.start()
            self._lock.notify()

    def remove(self, watch: Watch) -> None:
        """After the search returned: under the lock, so an interrupt never lands on a later search."""
        with self._lock:
            if watch in self._watches:
                self._watches.remove(watch)

    def _run(self) -> None:
        with self._lock:
            while True:
                wait = _IDLE_S
                for watch in list(self._watches):
                    try:
                        left = watch.until - time.clock_gettime(watch.clock)
                    except OSError:  # the thread is gone: nothing left to stop
                        self._watches.remove(watch)
                        continue
                    if left <= 0:
                        watch.fired = True
                        watch.ctx.interrupt()
                        self._watches.remove(watch)
                    else:
                        wait = min(wait, left)
                self._lock.wait(timeout=max(wait, 0.001))


_WATCHDOG = _Watchdog()


@contextmanager
def interrupting(ctx: z3.Context, seconds: float) -> Iterator[Watch]:
    """Interrupt ``ctx``'s search once the calling thread has spent ``seconds`` more CPU
    seconds; the yielded watch says afterwards whether that happened (never, where the
    clock is not ``SUPPORTED``)."""
    if not SUPPORTED:
        yield Watch(0, float("inf"), ctx)
        return
    clock = time.pthread_getcpuclockid(threading.get_ident())
    watch = Watch(clock, time.clock_gettime(clock) + seconds, ctx)
    _WATCHDOG.add(watch)
    try:
        yield watch
    finally:
        _WATCHDOG.remove(watch)
