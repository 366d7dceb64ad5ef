"""Run a solver call in a forked child that is killed at a wall-clock limit.

cvc5's cylindrical coverings can spend unbounded time inside polynomial arithmetic
(libpoly) that checks neither its resource nor its time limit: two ``verify --confirm``
workers sat there for over 30 minutes. A forked child can always be killed; the parent
then answers with the caller's fallback (an unknown verdict), never with a guess.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def within(seconds: float, work: Callable[[], T], fallback: Callable[[str], T]) -> T:
    """``work()``'s result, computed in a child process killed after ``seconds``; else
    ``fallback(reason)``. Without ``fork`` (not on Linux or macOS) ``work()`` runs here."""
    if not hasattr(os, "fork"):
        return work()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: compute, send the pickled result, exit without cleanup
        status = 1
        try:
            os.close(read)
            with os.fdopen(write, "wb") as out:
                out.write(pickle.dumps(work()))
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    deadline = time.monotonic() + seconds
    chunks, finished = [], False
    try:
        while (left := deadline - time.monotonic()) > 0:
            ready, _, _ = select.select([read], [], [], left)
            if not ready:
                break
            chunk = os.read(read, 1 << 16)
            if not chunk:
                finished = True
                break
            chunks.append(chunk)
    finally:
        os.close(read)
        if not finished:
            os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    if not finished:
        return fallback(f"timeout: killed at the hard limit of {seconds:g} s")
    if status != 0 or not chunks:
        return fallback("the solver's process failed")
    return pickle.loads(b"".join(chunks))
