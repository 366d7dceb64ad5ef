"""The lecture verified once per test session and rendered once, shared by every test that
reads verdicts or output files (the claims, content, export, build, drift, site and paper
tests), so the default suite pays for one verification and one rendering, not one per
module or test.

pytest-xdist runs each worker in its own process, so a session fixture alone would still
verify once per worker: the first worker to ask computes the value under a file lock and
leaves it, pickled, in the test run's shared temporary folder; the others wait on the lock
and read it. The pickle is this test run's own file in pytest's temporary folder, never a
user's input.
"""

from __future__ import annotations

import pickle
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest

from chalk.constraints.verification import ClaimResult, Outcome

T = TypeVar("T")

try:
    import fcntl
except ImportError:  # not POSIX: each worker computes its own copy
    fcntl = None


def once_per_session(
    name: str, compute: Callable[[], T], tmp_path_factory: pytest.TempPathFactory, config: pytest.Config
) -> T:
    """``compute()`` in one process of this test run; every other xdist worker reads its result
    (files named by the run's id, so a reused ``--basetemp`` never serves an earlier run's)."""
    run = getattr(config, "workerinput", {}).get("testrunuid")  # set in xdist workers only
    if run is None or fcntl is None:
        return compute()
    shared = tmp_path_factory.getbasetemp().parent  # the run's folder above each worker's own
    path = shared / f"{name}-{run}.pickle"
    with open(shared / f"{name}-{run}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if path.exists():
            return pickle.loads(path.read_bytes())
        value = compute()
        partial = path.with_suffix(".partial")
        partial.write_bytes(pickle.dumps(value))
        partial.replace(path)
        return value


def verify_lecture(confirm: bool) -> list[Outcome]:
    """Every lecture claim through `chalk verify`'s own path (all checks, in as many
    processes as there are cores, no proof cache). With ``confirm`` each z3 proof is also put
    to cvc5, as `chalk build` does: about five minutes of CPU, so only the slow tests ask for
    it (the slow step's end-to-end `chalk build` judges the second opinions on every CI run)."""
    from chalk.constraints.verification import default_jobs, verify_all
    from chalk.derivations.check_names import CHECKS
    from chalk.derivations.registry import REGISTRY

    return verify_all(REGISTRY.load().select("*"), CHECKS, jobs=default_jobs(), confirm=confirm)


def results_of(outcomes: list[Outcome]) -> list[ClaimResult]:
    """The outcomes as the exporters' results, each attached to this process's own claim."""
    from chalk.derivations.registry import REGISTRY

    book = REGISTRY.load()
    results = []
    for o in outcomes:
        entry = book.get(o.id)
        results.append(ClaimResult(entry, entry.claim(), o.verdicts, o.met, o.report["seconds"]))
    return results


@dataclass(frozen=True)
class LectureBuild:
    """`chalk build` of chalk's own book as a user runs it: the console script in a fresh,
    empty folder (``output/`` lands in ``folder``). CI's slow step runs it once a session and
    every test that needs that command reads this one run: the build tests, and the README's
    and the tutorial's ``chalk build`` examples (tests/test_docs_examples.py), instead of three
    builds of the same book with the same code (issue 38: the slow step's builds shared)."""

    folder: Path
    returncode: int
    stdout: str
    stderr: str


def build_lecture(folder: Path) -> LectureBuild:
    """Run ``chalk build`` with no argument in ``folder`` (this interpreter's console script)."""
    chalk = Path(sys.executable).parent / "chalk"
    done = subprocess.run([str(chalk), "build"], cwd=folder, capture_output=True, text=True)
    return LectureBuild(folder, done.returncode, done.stdout, done.stderr)
