"""Obligations on a Dask distributed cluster (``--scheduler ADDRESS``), when one machine is
not enough: `chalk verify`, `chalk mutate` and the generated-statement fuzz campaign hand
their work to a running Dask scheduler instead of the local process pool.

A task names *what to load*, never a pickled claim: the claim ids and the project's source
(``--claims``, ``--book``, the working directory), so every worker builds the claims itself
from the same files, exactly as the local run does (a user's book loaded from a file has no
importable module a pickle could point at). Each claim is one task, run on the worker
through the same path as locally (``verification.verify_all`` with one job: the claim's
budget, and where the worker may fork, its hard time limit), and the outcomes come back in
the order of the claims, so the report equals the local run's but for the timings.

The default stays the local process pool; dask is an optional extra
(``pip install 'chalk[dask]'``). A worker needs chalk and the project's files at the same
path (docs/performance.md, "A cluster"). A Dask worker process is daemonic by default and
may not fork, so claims then run in the worker's own process under their cooperative
budget only; start workers with ``DASK_DISTRIBUTED__WORKER__DAEMON=False`` to keep the
hard limit.
"""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, NoReturn, cast

from chalk.constraints import limits

#: a scheduler address: ``tcp://host:port`` (also tls://, ws://, wss://, inproc://), or a
#: bare ``host:port``, which is read as tcp://
_ADDRESS = re.compile(
    r"^(?:(tcp|tls|ws|wss|inproc)://)?([A-Za-z0-9_.\-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?(/[\w.\-/]*)?$"
)


class ClusterError(Exception):
    """A cluster the command cannot use: the extra is missing, the address is malformed or
    the scheduler does not answer (the CLI prints it as a one-line usage error)."""


def scheduler_address(text: str) -> str:
    """The address as Dask reads it (``host:port`` gains ``tcp://``), or ClusterError."""
    match = _ADDRESS.match(text.strip()) if len(text) <= 300 else None
    if match is None or (match.group(1) != "inproc" and not match.group(3)):
        raise ClusterError(
            f"bad --scheduler address {text[:60]!r}: use tcp://HOST:PORT (or HOST:PORT), as `dask scheduler` prints it"
        )
    if match.group(3) and not 0 < int(match.group(3)) < 65536:
        raise ClusterError(f"bad --scheduler port {match.group(3)}: a port is 1 to 65535")
    return text.strip() if match.group(1) else f"tcp://{text.strip()}"


def connect(address: str) -> Any:
    """A ``distributed.Client`` on the scheduler at ``address``."""
    address = scheduler_address(address)
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError("--scheduler needs the dask extra: pip install 'chalk[dask]'") from None
    try:
        return Client(address, timeout=limits.LIMITS.scheduler_connect_s, set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {exc}") from None


@dataclass(frozen=True)
class Source:
    """What a worker loads to find the same claims as the command: its ``--claims``, its
    ``--book`` and its working directory (the defaults: chalk's own book)."""

    claims: tuple[str, ...] = ()
    books: tuple[str, ...] = ()
    cwd: str = ""

    @classmethod
    def of(cls, claims: Sequence[str] | None, books: Sequence[str] | None) -> Source:
        return cls(tuple(claims or ()), tuple(books or ()), str(Path.cwd().resolve()))


#: projects this worker process has loaded, by source (a worker serves many claims)
_PROJECTS: dict[Source, Any] = {}
#: held by work that runs in the worker's own process: z3's default context and the symbol
#: tables are not thread-safe, so tasks on two threads of one worker take turns (forked
#: verification needs no turn: each batch has a process of its own)
_IN_PROCESS = threading.Lock()
_LOADING = threading.Lock()


def project_of(source: Source) -> Any:
    """The source's project, loaded once per worker process (one thread loads it)."""
    with _LOADING:
        if source not in _PROJECTS:
            from chalk.derivations.registry import REGISTRY
            from chalk.derivations.sources import load_project

            _PROJECTS[source] = load_project(
                source.claims, source.books, Path(source.cwd) if source.cwd else None, default_book=REGISTRY.load
            )
        return _PROJECTS[source]


def verify_claims(
    source: Source, claim_ids: Sequence[str], checks: tuple[str, ...], strict: bool, confirm: bool
) -> list[Any]:
    """The claims' outcomes, verified on this worker as `chalk verify` verifies them locally
    (one forked worker for the batch where this process may fork)."""
    from chalk.constraints.verification import verify_all
    from chalk.constraints.workers import can_fork

    with contextlib.nullcontext() if can_fork() else _IN_PROCESS:
        project = project_of(source)
        with project.table.using():
            return verify_all([project.book.get(i) for i in claim_ids], checks, strict, jobs=1, confirm=confirm)


@dataclass(frozen=True)
class ClaimStub:
    """A claim as a mutation report names it (its id and expectation), sent back from a
    worker instead of the claim's sympy objects and builder functions."""

    id: str
    expect: str


def _built_on_a_worker() -> NoReturn:
    """Stands in for a mutant's builder once the mutant has come back from a worker."""
    raise RuntimeError("this mutant was built and judged on a cluster worker; its builder stayed there")


def mutate_claim(source: Source, claim_id: str, per_claim: int) -> Any:
    """One claim's mutation report from this worker: the claim and each mutant reduced to
    what the report prints (the builders are closures a pickle cannot carry)."""
    from chalk.constraints.mutation import mutate_claim as mutate

    with _IN_PROCESS:
        project = project_of(source)
        with project.table.using():
            report = mutate(project.book.get(claim_id).claim(), per_claim)
    plain = tuple(
        replace(o, mutant=replace(o.mutant, build=_built_on_a_worker, old=None, new=None, symbol=None, body=None))
        for o in report.outcomes
    )
    return replace(report, claim=cast(Any, ClaimStub(report.claim.id, report.claim.expect)), outcomes=plain)


#: verification tasks per worker thread: enough for the scheduler to balance a slow claim,
#: few enough that a task's fork and project load are paid over several claims
TASKS_PER_THREAD = 4


def run_all(
    address: str, task: Callable[..., Any], argument_lists: Callable[[int], Sequence[tuple[object, ...]]]
) -> list[Any]:
    """``task(*arguments)`` on the cluster for each argument list that
    ``argument_lists(threads)`` makes for the cluster's number of worker threads, the results
    in the same order (the scheduler balances the tasks over the workers); a task's
    exception is raised here."""
    client = connect(address)
    try:
        threads = max(1, sum(client.nthreads().values()))
        futures = [client.submit(task, *arguments, pure=False) for arguments in argument_lists(threads)]
        return list(client.gather(futures))
    finally:
        client.close()


def strided(items: Sequence[Any], parts: int) -> list[list[Any]]:
    """``items`` dealt round-robin into at most ``parts`` non-empty lists (neighbouring
    claims, often alike in cost, go to different tasks)."""
    parts = max(1, min(parts, len(items)))
    return [list(items[k::parts]) for k in range(parts)]


def unstrided(parts: Sequence[Sequence[Any]]) -> list[Any]:
    """The inverse of ``strided``: the items back in their first order."""
    total = sum(len(p) for p in parts)
    return [parts[i % len(parts)][i // len(parts)] for i in range(total)]


def verify_on_cluster(
    address: str, source: Source, claim_ids: Sequence[str], checks: tuple[str, ...], strict: bool, confirm: bool
) -> list[Any]:
    """The outcomes of ``claim_ids``, in order, verified by the cluster's workers in batches."""
    if not claim_ids:
        return []

    def batches(threads: int) -> list[tuple[object, ...]]:
        return [(source, ids, tuple(checks), strict, confirm) for ids in strided(claim_ids, threads * TASKS_PER_THREAD)]

    return unstrided(run_all(address, verify_claims, batches))


def mutate_on_cluster(address: str, source: Source, claim_ids: Sequence[str], per_claim: int) -> list[Any]:
    """The mutation reports of ``claim_ids``, in order, one task per claim."""
    return run_all(address, mutate_claim, lambda threads: [(source, i, per_claim) for i in claim_ids])
