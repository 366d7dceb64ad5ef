"""`chalk mutate [PATTERN] [--json] [--per-claim N] [--min-ratio R]`: the mutation self-test.

Mutants of each matching claim go through the same checks as the claim; the report gives
the kill ratio per claim and overall and lists every survivor with its reason (see
``derivations.mutation``). Exit 0 iff the overall kill ratio reaches ``--min-ratio``.
"""

from __future__ import annotations

import argparse
from typing import Any

from chalk.cli.commands import add_scheduler_argument, emit, select


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from chalk.constraints.mutation import DEFAULT_PER_CLAIM

    parser.add_argument("pattern", nargs="?", default="*", help="glob over claim ids (default: all)")
    parser.add_argument("--json", action="store_true", help="print the machine-readable report")
    parser.add_argument(
        "--per-claim",
        type=int,
        default=DEFAULT_PER_CLAIM,
        metavar="N",
        help=f"mutants per claim, drawn deterministically round-robin over kinds (0: all; default {DEFAULT_PER_CLAIM})",
    )
    parser.add_argument(
        "--min-ratio", type=float, default=0.95, metavar="R", help="overall kill ratio needed for exit 0 (default 0.95)"
    )
    add_scheduler_argument(parser, "claims' mutants")


def run(args: argparse.Namespace) -> int:
    import time

    from chalk.cli import UsageError
    from chalk.constraints.mutation import mutate_claim, ratio

    if args.per_claim < 0 or args.per_claim > 100_000:
        raise UsageError(f"--per-claim must be between 0 and 100000, not {args.per_claim}")
    if not 0.0 <= args.min_ratio <= 1.0:
        raise UsageError(f"--min-ratio must be between 0 and 1, not {args.min_ratio}")
    start = time.perf_counter()
    entries = select(args.pattern)
    if args.scheduler:
        from chalk.cli.commands import on_cluster
        from chalk.constraints.cluster import mutate_on_cluster

        ids = [e.id for e in entries]
        reports = on_cluster(args, lambda a, s: mutate_on_cluster(a, s, ids, args.per_claim))
    else:
        reports = [mutate_claim(e.claim(), args.per_claim) for e in entries]
    killed = sum(r.count("killed") for r in reports)
    gaps = sum(r.count("gap") for r in reports)
    overall = ratio(killed, gaps)
    summary = {
        "claims": len(reports),
        "generated": sum(r.generated for r in reports),
        "run": sum(len(r.outcomes) for r in reports),
        "killed": killed,
        "equivalent": sum(r.count("equivalent") for r in reports),
        "gaps": gaps,
        "kill_ratio": round(overall, 4),
        "min_ratio": args.min_ratio,
        "per_claim": args.per_claim,
        "seconds": round(time.perf_counter() - start, 3),
    }
    ok = overall >= args.min_ratio
    report = {"pattern": args.pattern, "ok": ok, "summary": summary, "claims": [r.to_json() for r in reports]}
    line = (
        f"kill ratio {overall:.1%} ({killed} killed, {gaps} gaps, {summary['equivalent']} equivalent; "
        f"{summary['run']} of {summary['generated']} mutants run) in {summary['seconds']:.1f} s"
    )
    emit(report, args.json, "" if args.json else _text(reports), line)
    return 0 if ok else 1


def _text(reports: Any) -> str:
    width = max(len(r.claim.id) for r in reports)
    lines = [f"{'claim':<{width}}  {'expect':<8} {'run':>4} {'killed':>6} {'equiv':>5} {'gaps':>4}  ratio"]
    for r in reports:
        lines.append(
            f"{r.claim.id:<{width}}  {r.claim.expect:<8} {len(r.outcomes):>4} {r.count('killed'):>6} "
            f"{r.count('equivalent'):>5} {r.count('gap'):>4}  {r.kill_ratio:.0%}"
            + ("" if r.control_matches else "  (control differs from the claim)")
        )
        for o in r.outcomes:
            if o.status != "killed":
                m = o.mutant
                lines.append(f"    {o.status:<10} [{m.kind}] {m.site}: {m.description}")
                lines.append(f"               {o.reason}")
    return "\n".join(lines)
