"""Scaling over a Dask cluster: ``python -m bench.cluster [--workers 1,2,4] [--pattern GLOB]
[--statements N]`` times `chalk verify --no-cache --scheduler` (and the generated-statement
campaign, ``python -m tests.fuzz_campaign --scheduler``) on a ``LocalCluster`` of 1, 2 and 4
single-threaded worker processes on this machine (loopback only), beside the local process
pool (`-j 1`, `-j 2`) measured in the same run. Needs the dask extra. Each cluster is
started before its clock starts; a worker's first task loads the book (counted: a real
cluster pays it too). Workers are not daemonic, so each claim keeps its hard time limit.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHALK = [sys.executable, "-m", "chalk"]


def _timed(argv: list[str]) -> tuple[float, int, str]:
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=False)
    return time.perf_counter() - start, done.returncode, done.stdout


def _verdicts(stdout: str) -> dict[str, dict[str, str]]:
    """The verify report's verdicts alone (what must not depend on where it ran)."""
    return {c["id"]: {k: v["status"] for k, v in c["checks"].items()} for c in json.loads(stdout)["claims"]}


def _differences(reference: dict, other: dict) -> list[str]:
    """The claims whose verdicts differ, each with both (under load a claim can overrun its
    budget and end unknown (timeout) on one run and not on the other, here as locally)."""
    return [f"{i}: {reference.get(i)} here, {other.get(i)} there" for i in sorted(reference.keys() | other.keys())
            if reference.get(i) != other.get(i)]  # fmt: skip


def run(workers: list[int], pattern: str, statements: int, shards: int) -> dict:
    import dask
    from distributed import LocalCluster

    verify = [*CHALK, "verify", pattern, "--json", "--no-cache"]
    campaign = [sys.executable, "-m", "tests.fuzz_campaign", "--statements", str(statements), "--shards", str(shards)]
    rows: list[dict] = []
    reference: dict = {}
    for jobs in (1, 2):
        seconds, code, out = _timed([*verify, "-j", str(jobs)])
        reference = reference or _verdicts(out)
        rows.append({"where": f"local, -j {jobs}", "verify_s": round(seconds, 2), "exit": code})
    campaign_local, _, _ = _timed(campaign)
    rows[0]["campaign_s"] = round(campaign_local, 2)
    for n in workers:
        with (
            dask.config.set({"distributed.worker.daemon": False}),
            LocalCluster(
                n_workers=n, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
            ) as cluster,
        ):
            address = cluster.scheduler_address
            seconds, code, out = _timed([*verify, "--scheduler", address])
            differences = _differences(reference, _verdicts(out)) if code in (0, 1) else [f"exit {code}"]
            campaign_s, campaign_code, _ = _timed([*campaign, "--scheduler", address])
        rows.append(
            {
                "where": f"LocalCluster, {n} worker{'s' if n > 1 else ''}",
                "verify_s": round(seconds, 2),
                "exit": code,
                "same_verdicts_as_local": not differences,
                "differences": differences,
                "campaign_s": round(campaign_s, 2),
                "campaign_exit": campaign_code,
            }
        )
    return {
        "cores": len(os.sched_getaffinity(0)),
        "load_at_start": os.getloadavg()[0],
        "pattern": pattern,
        "statements": statements,
        "rows": rows,
    }


def markdown(result: dict) -> str:
    lines = [
        f"{result['cores']} cores, load {result['load_at_start']:.2f} at start; `chalk verify {result['pattern']} "
        f"--no-cache` and the campaign of {result['statements']} generated statements",
        "",
        "| where | verify | campaign | same verdicts |",
        "|---|---|---|---|",
    ]
    for r in result["rows"]:
        campaign = f"{r['campaign_s']:.1f} s" if "campaign_s" in r else "–"
        same = {True: "yes", False: "NO"}.get(r.get("same_verdicts_as_local"), "(reference)")
        lines.append(f"| {r['where']} | {r['verify_s']:.1f} s | {campaign} | {same} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from chalk.cli.programs import bench_cluster_arguments

    args = bench_cluster_arguments(argv, (__doc__ or "").split("\n\n")[0])
    result = run(args.workers, args.pattern, args.statements, args.shards)
    print(json.dumps(result, indent=2), file=sys.stderr)
    print(markdown(result))
    return 0 if all(r.get("same_verdicts_as_local", True) for r in result["rows"]) else 1


if __name__ == "__main__":
    sys.exit(main())
