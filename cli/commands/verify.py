"""`chalk verify [PATTERN] [--json] [--strict]`: a claim × check table.

Exit 0 iff every selected claim meets its expectation (holds, or an erratum that the
named checks reject); 1 otherwise. ``--strict`` also fails on any unknown verdict.
"""

from __future__ import annotations

import argparse
import json
import sys

from chalk.cli.commands import select

CHECKS = ("units", "identity", "numeric", "proof")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pattern", nargs="?", default="*", help="glob over claim ids (default: all)")
    parser.add_argument("--json", action="store_true", help="print the machine-readable report (schema in README)")
    parser.add_argument("--strict", action="store_true", help="also fail when any check is unknown")
    parser.add_argument(
        "-j",
        "--jobs",
        type=int,
        metavar="N",
        help="verify in N processes (default: the number of cores); the report is the same as a serial run's",
    )
    cache = parser.add_mutually_exclusive_group()
    cache.add_argument(
        "--cache-dir",
        metavar="DIR",
        help="keep z3 verdicts under DIR/proofs (default: $CHALK_CACHE_DIR, else .chalk-cache)",
    )
    cache.add_argument("--no-cache", action="store_true", help="prove every obligation again; read and write no cache")


def _table(results) -> str:
    from chalk.constraints import Status
    from chalk.constraints.verification import MARK

    width = max(len(r.id) for r in results)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for r in results:
        row = " ".join(f"{MARK[r.verdicts[c].status]:<9}" for c in CHECKS)
        lines.append(f"{r.id:<{width}}  {r.expect:<8} {row}  {'met' if r.met else 'NOT MET'}")
        for name in CHECKS:
            v = r.verdicts[name]
            if v.status in (Status.REFUTED, Status.ERROR) or (v.status == Status.UNKNOWN):
                model = ", ".join(f"{k}={val}" for k, val in v.countermodel)
                extra = f" [countermodel: {model}]" if model else ""
                lines.append(f"    {name}: {v.status.value} ({v.decided_by}) {v.detail}{extra}")
    return "\n".join(lines)


def _cache_line(results, folder: str | None) -> str:
    if folder is None:
        return " (no proof cache)"
    hits, misses = sum(r.cache_hits for r in results), sum(r.cache_misses for r in results)
    return f"; {hits} of {hits + misses} z3 obligations served from the proof cache ({folder})"


def run(args: argparse.Namespace) -> int:
    import time

    from chalk.cli import UsageError
    from chalk.constraints.proof_cache import cache_folder
    from chalk.constraints.verification import default_jobs, verify_all

    if args.jobs is not None and not 1 <= args.jobs <= 256:
        raise UsageError(f"-j needs a whole number of processes from 1 to 256, got {args.jobs}")
    start = time.perf_counter()
    entries = select(args.pattern)
    folder = None if args.no_cache else str(cache_folder(args.cache_dir))
    results = verify_all(entries, CHECKS, args.strict, args.jobs or default_jobs(), folder)
    ok = all(r.met for r in results)
    summary = {
        "claims": len(results),
        "met": sum(r.met for r in results),
        "not_met": sum(not r.met for r in results),
        "errata": sum(r.expect == "erratum" for r in results),
        "with_unknown": sum(r.has_unknown for r in results),
        "seconds": round(time.perf_counter() - start, 3),
    }
    if args.json:
        report = {
            "pattern": args.pattern,
            "strict": args.strict,
            "ok": ok,
            "summary": summary,
            "claims": [r.report for r in results],
        }
        json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(_table(results))
        print(
            f"\n{summary['met']}/{summary['claims']} claims meet their expectation "
            f"({summary['errata']} of them errata; {summary['with_unknown']} with an unknown check) "
            f"in {summary['seconds']:.2f} s{_cache_line(results, folder)}"
        )
    return 0 if ok else 1
