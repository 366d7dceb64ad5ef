"""``python -m bench``: measure everything in one run and write output/bench/report.{json,md}."""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

from bench import budgets, cold, machine, papers, peer, plan, report, scaling, sweep, targets


def _sizes(text: str) -> list[int]:
    try:
        sizes = [int(float(x)) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of point counts: {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise argparse.ArgumentTypeError("point counts must be positive")
    return sizes


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    p.add_argument("--points", type=_sizes, default=[10**6, 10**7], help="sweep sizes (default 1e6,1e7)")
    p.add_argument("--repeat", type=int, default=5, help="repetitions of each in-process timing (default 5)")
    p.add_argument("--cold-repeat", type=int, default=5, help="repetitions of each cold process (default 5)")
    p.add_argument("--peer-configs", type=int, default=200, help="configurations through the peer (default 200)")
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


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    result = {
        "measured_at": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine.describe(),
        "arguments": {k: str(v) for k, v in vars(args).items()},
    }
    if not args.no_cold:
        result["cold"] = cold.run(args.cold_repeat)
    if not args.no_scaling:
        result["scaling"] = scaling.run(args.claims)
    if not args.no_papers:
        result["papers"] = papers.run(args.cold_repeat)
    if not args.no_budgets:
        result["budgets"] = budgets.run()
    result["sweep"] = sweep.run(args.points, args.repeat)
    result["parquet"] = targets.sweep_to_parquet(args.parquet_points, min(args.repeat, 3))
    result["peer"] = peer.run(args.peer_configs, args.repeat)
    if not args.no_plan:
        result["plan"] = plan.run(args.repeat)
    result["targets"] = targets.table(result.get("cold"), result.get("scaling"), result["parquet"])
    paths = report.write(result, args.out)
    print(report.markdown(result))
    print(f"written: {', '.join(str(p) for p in paths)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
