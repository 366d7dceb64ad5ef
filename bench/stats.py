"""Repetitions and medians: every figure is the median of several timed runs."""

from __future__ import annotations

import resource
import statistics
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Timing:
    """Wall-clock seconds of each repetition; the median is the reported figure."""

    seconds: tuple[float, ...]

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    def to_json(self) -> dict:
        return {"median_s": self.median, "runs_s": list(self.seconds)}


def time_call(body: Callable[[], object], repeat: int) -> Timing:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        body()
        runs.append(time.perf_counter() - start)
    return Timing(tuple(runs))


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_process(argv: Sequence[str], repeat: int, cwd: str, env: dict | None = None) -> tuple[Timing, Timing, int]:
    """Cold-process wall time and CPU time (user + system; unlike wall time it barely moves
    when other processes share the cores) of a fresh interpreter each repetition, and the
    last exit code."""
    wall, cpu, code = [], [], 0
    for _ in range(repeat):
        cpu_before, start = _children_cpu(), time.perf_counter()
        done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, check=False)
        wall.append(time.perf_counter() - start)
        cpu.append(_children_cpu() - cpu_before)
        code = done.returncode
    return Timing(tuple(wall)), Timing(tuple(cpu)), code
