"""``python -m bench``: measure everything in one run and write output/bench/report.{json,md}."""

from __future__ import annotations

import datetime
import sys

from bench import api, budgets, cold, machine, papers, peer, plan, report, scaling, sweep, targets
from chalk.cli.programs import bench_arguments


def main(argv: list[str] | None = None) -> int:
    args = bench_arguments(argv, __doc__ or "")
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
    result["api"] = api.run(args.api_calls, args.repeat)
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
