"""The command lines of chalk's companion programs: the benchmark (``python -m bench``), its
cluster scaling curve (``python -m bench.cluster``) and the fuzz campaign (``python -m
tests.fuzz_campaign``). Every argument parser lives in the CLI stage, so the programs
themselves, like chalk's own commands, only act on what was parsed."""

from __future__ import annotations

import argparse
from pathlib import Path


def _sizes(text: str) -> list[int]:
    """A comma-separated list of positive counts (``1e6,1e7``)."""
    try:
        sizes = [int(float(x)) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of point counts: {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise argparse.ArgumentTypeError("point counts must be positive")
    return sizes


def bench_arguments(argv: list[str] | None, description: str) -> argparse.Namespace:
    """``python -m bench``'s options."""
    p = argparse.ArgumentParser(prog="python -m bench", description=description)
    p.add_argument("--points", type=_sizes, default=[10**6, 10**7], help="sweep sizes (default 1e6,1e7)")
    p.add_argument("--repeat", type=int, default=5, help="repetitions of each in-process timing (default 5)")
    p.add_argument("--cold-repeat", type=int, default=5, help="repetitions of each cold process (default 5)")
    p.add_argument("--peer-configs", type=int, default=200, help="configurations through the peer (default 200)")
    p.add_argument("--api-calls", type=int, default=200, help="chalk.evaluate calls in the API loop (default 200)")
    p.add_argument("--no-cold", action="store_true", help="skip the cold-process measurements")
    p.add_argument(
        "--claims", type=_sizes, default=[100, 300, 1000], help="synthetic claim counts (default 100,300,1000)"
    )
    p.add_argument("--no-scaling", action="store_true", help="skip the synthetic-claims scaling runs")
    p.add_argument("--no-papers", action="store_true", help="skip chalk check on the corpus chapter")
    p.add_argument("--no-budgets", action="store_true", help="skip how closely prove keeps its budget")
    p.add_argument(
        "--no-plan", action="store_true", help="skip `chalk plan serve` (speed and llm-analysis cross-check)"
    )
    p.add_argument(
        "--parquet-points", type=int, default=10**7, help="points of the sweep written to Parquet (default 1e7)"
    )
    p.add_argument("--out", type=Path, default=Path("output/bench"), help="report folder (default output/bench)")
    return p.parse_args(argv)


def bench_cluster_arguments(argv: list[str] | None, description: str) -> argparse.Namespace:
    """``python -m bench.cluster``'s options: the worker counts and the work to time."""
    p = argparse.ArgumentParser(prog="python -m bench.cluster", description=description)
    p.add_argument("--workers", type=_sizes, default=[1, 2, 4], help="worker counts (default 1,2,4)")
    p.add_argument("--pattern", default="*", help="the claims to verify (default: all)")
    p.add_argument("--statements", type=int, default=800, help="generated statements in the campaign (default 800)")
    p.add_argument("--shards", type=int, default=8, help="campaign shards (default 8)")
    return p.parse_args(argv)


def fuzz_campaign_parser(description: str, statements: int, shards: int) -> argparse.ArgumentParser:
    """``python -m tests.fuzz_campaign``'s parser (its ``error`` reports a bad combination
    or an unreachable scheduler in one line, exit 2)."""
    p = argparse.ArgumentParser(prog="python -m tests.fuzz_campaign", description=description)
    p.add_argument("--scheduler", metavar="ADDRESS", help="run the shards on this Dask scheduler (tcp://HOST:PORT)")
    p.add_argument("--statements", type=int, default=statements, help=f"statements in all (default {statements})")
    p.add_argument("--shards", type=int, default=shards, help=f"shards, one task each (default {shards})")
    return p
