"""The generated-statement campaign (tests/test_generated_statements.py) in shards, here or
on a Dask cluster: ``python -m tests.fuzz_campaign [--scheduler ADDRESS] [--statements N]
[--shards K]`` from the repository root runs the fuzz step's 20,000 statements (seeds 1000
onward, as ``pytest -m fuzz`` draws them) and exits 1 on any finding; ``pytest -m fuzz
--scheduler ADDRESS`` sends the fuzz shards to the cluster the same way.

A shard runs in the main thread of a process (the oracle bounds each judgement with
SIGALRM, which only the main thread may set); a Dask worker runs tasks in threads, so
there the shard runs in a child forked for it.
"""

from __future__ import annotations

import os
import pickle
import random
import sys
import threading
import time

from hypothesis import HealthCheck, Phase, given, seed, settings

from tests.differential_judge import Tally, route_of, run_one
from tests.generated_statements import claims

#: the fuzz step's shards and statements (tests/test_generated_statements.py reads these)
FUZZ_SHARDS = 20
FUZZ_STATEMENTS = int(os.environ.get("CHALK_FUZZ_STATEMENTS", "20000"))
#: the fuzz shards' seeds start here (the default suite's shards use 0 to 7)
FUZZ_FIRST_SEED = 1000


def run_generated(count: int, shard_seed: int) -> Tally:
    """Prove and judge ``count`` generated claims drawn from a fixed seed (no shrinking: every
    finding of the run is collected and reported together). The statements take the routes
    (``differential_judge.ROUTES``) by ``route_of``, counted from the seed: prove alone,
    with the second prover and through the proof cache in turn, and every 32nd through
    `verify --confirm`'s."""
    tally = Tally()
    rng = random.Random(shard_seed)

    @seed(shard_seed)
    @settings(
        max_examples=count,
        database=None,
        deadline=None,
        derandomize=False,  # @seed fixes the draw; derandomize would ignore it
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(claims())
    def one(claim):
        run_one(claim, tally, rng, route=route_of(shard_seed + sum(tally.routes.values())))

    start = time.perf_counter()
    one()
    tally.seconds = time.perf_counter() - start
    return tally


def run_shard(count: int, shard_seed: int) -> Tally:
    """``run_generated`` in the main thread of a process: this one's if called there, else a
    child forked for the shard (os.fork directly: a daemonic Dask worker may not start a
    multiprocessing child), whose tally comes back pickled through a pipe."""
    if threading.current_thread() is threading.main_thread():
        return run_generated(count, shard_seed)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run the shard, send the tally (or the error), leave at once
        os.close(read)
        try:
            payload = pickle.dumps(("tally", run_generated(count, shard_seed)))
        except BaseException as exc:  # reported to the parent, which raises it
            payload = pickle.dumps(("error", f"{type(exc).__name__}: {exc}"))
        with os.fdopen(write, "wb") as out:
            out.write(payload)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    if not data:
        raise RuntimeError(f"shard {shard_seed}: its process ended without a tally (wait status {status})")
    kind, value = pickle.loads(data)  # this campaign's own child wrote it
    if kind == "error":
        raise RuntimeError(f"shard {shard_seed}: {value}")
    return value


def shard_sizes(statements: int, shards: int) -> int:
    """Statements per shard (rounded up, so the campaign runs at least ``statements``)."""
    return -(-statements // shards)


def on_cluster(address: str, count: int, seeds: list[int]) -> list[Tally]:
    """Each seed's shard of ``count`` statements on the cluster, tallies in seed order."""
    from chalk.constraints.cluster import run_all

    return run_all(address, run_shard, lambda threads: [(count, s) for s in seeds])


def main(argv: list[str] | None = None) -> int:
    from chalk.cli.programs import fuzz_campaign_parser

    parser = fuzz_campaign_parser((__doc__ or "").split("\n\n")[0], FUZZ_STATEMENTS, FUZZ_SHARDS)
    args = parser.parse_args(argv)
    if not 1 <= args.shards <= 10_000 or not 1 <= args.statements <= 10_000_000:
        parser.error("--shards must be 1 to 10000 and --statements 1 to 10000000")
    count = shard_sizes(args.statements, args.shards)
    seeds = list(range(FUZZ_FIRST_SEED, FUZZ_FIRST_SEED + args.shards))
    start = time.perf_counter()
    if args.scheduler:
        from chalk.constraints.cluster import ClusterError

        try:
            tallies = on_cluster(args.scheduler, count, seeds)
        except ClusterError as exc:
            parser.error(str(exc))
    else:
        tallies = [run_generated(count, s) for s in seeds]
    for s, tally in zip(seeds, tallies, strict=True):
        print(f"shard {s}: {tally.summary()}")
    findings = sum(len(t.findings) for t in tallies)
    statements = sum(t.statements for t in tallies)
    print(f"{statements} statements in {time.perf_counter() - start:.1f} s; {findings} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
