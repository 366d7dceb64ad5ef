"""Forked worker processes that can be stopped: the only hard time limit for sympy.

sympy cannot be interrupted (a signal may land inside C code or a ``finally``; a thread
cannot be stopped at all), and z3's and cvc5's own timeouts do not bound the sympy work
around them. So budgeted work runs in a forked child that the parent kills when its
deadline passes, then replaces with a fresh fork. A worker serves many tasks in a row, so
a run pays for one fork, not one per task.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import time
from collections.abc import Callable
from multiprocessing.connection import Connection


def can_fork() -> bool:
    """Whether this process may fork workers: the platform has fork (Linux, macOS) and the
    process is not daemonic (a daemonic process, such as a Dask worker by default, may
    have no children); otherwise budgeted work runs in process."""
    return "fork" in multiprocessing.get_all_start_methods() and not multiprocessing.current_process().daemon


#: glibc's mallopt parameters (malloc.h): M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3


def keep_freed_memory() -> None:
    """Have glibc's malloc keep what a z3 context frees for the next one: each ``prove`` makes
    a fresh context of a few MB, and by default glibc hands the freed pages back to the
    kernel (or maps large blocks afresh), so every context faulted its pages in again (about
    630,000 minor faults and 1 s of system time over the lecture's claims). Freed memory up
    to 256 MB stays in the heap and blocks up to 32 MB come from it; the peak resident size is
    unchanged. Nothing is decided differently: only where memory comes from. A no-op off glibc."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt(_M_TRIM_THRESHOLD, 256 << 20)
    mallopt(_M_MMAP_THRESHOLD, 32 << 20)


def _serve(serve: Callable[[Connection], None], conn: Connection) -> None:
    keep_freed_memory()
    try:
        serve(conn)
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        pass  # the parent went away or stopped us: nothing is left to report
    finally:
        conn.close()


class Worker:
    """A forked process running ``serve(conn)``; messages go both ways over ``conn``.

    The child inherits the parent's memory as it is at ``Worker(...)`` (the loaded book,
    the symbol table, the document), so nothing has to be pickled to start it."""

    def __init__(self, serve: Callable[[Connection], None]):
        context = multiprocessing.get_context("fork")
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(serve, child), daemon=True)
        self.process.start()
        child.close()

    def send(self, message: object) -> None:
        self.conn.send(message)

    def receive(self, deadline: float) -> tuple[str, object]:
        """("message", the message) if one arrives before ``deadline`` (time.monotonic),
        ("timeout", None) if not, ("died", exit code) if the worker ended without one."""
        left = deadline - time.monotonic()
        try:
            if not self.conn.poll(max(left, 0.0)):
                return "timeout", None
            return "message", self.conn.recv()
        except (EOFError, OSError):
            self.process.join(1.0)
            return "died", self.process.exitcode

    def kill(self) -> None:
        """Stop the worker now (SIGKILL: nothing in it can delay this) and reap it."""
        self.process.kill()
        self.process.join()
        self.conn.close()

    def close(self) -> None:
        """Ask the worker to finish (a None task) and reap it; kill it if it does not go."""
        with contextlib.suppress(OSError, ValueError):
            self.conn.send(None)
        self.process.join(2.0)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()
