"""Repetitions and medians: every figure is the median of several timed runs."""

from __future__ import annotations

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


def time_process(argv: Sequence[str], repeat: int, cwd: str, env: dict | None = None) -> tuple[Timing, int]:
    """Cold-process wall time (a fresh interpreter each repetition) and the last exit code."""
    runs, code = [], 0
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, check=False)
        runs.append(time.perf_counter() - start)
        code = done.returncode
    return Timing(tuple(runs)), code
