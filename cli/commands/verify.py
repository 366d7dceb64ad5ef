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
    cache.add_argument(
        "--no-cache",
        action="store_true",
        help="prove every obligation again; read and write no cache (also: CHALK_NO_CACHE=1 without --cache-dir)",
    )


def _table(claims: list[dict]) -> str:
    """The claim × check table, from the report's claims (the same text cold or cached)."""
    from chalk.constraints.verdict import MARK, Status

    width = max(len(c["id"]) for c in claims)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for c in claims:
        row = " ".join(f"{MARK[Status(c['checks'][name]['status'])]:<9}" for name in CHECKS)
        lines.append(f"{c['id']:<{width}}  {c['expect']:<8} {row}  {'met' if c['met'] else 'NOT MET'}")
        for name in CHECKS:
            v = c["checks"][name]
            if v["status"] in ("refuted", "error", "unknown"):
                model = ", ".join(f"{k}={val}" for k, val in v["countermodel"].items())
                extra = f" [countermodel: {model}]" if model else ""
                lines.append(f"    {name}: {v['status']} ({v['decided_by']}) {v['detail']}{extra}")
    return "\n".join(lines)


def _cache_line(results, folder: str | None) -> str:
    if folder is None:
        return " (no proof cache)"
    hits, misses = sum(r.cache_hits for r in results), sum(r.cache_misses for r in results)
    return f"; {hits} of {hits + misses} z3 obligations served from the proof cache ({folder})"


def _zero_timing(report):
    """A cached report's ``seconds`` fields: nothing was spent on them in this run."""
    if isinstance(report, dict):
        return {k: 0.0 if k == "seconds" else _zero_timing(v) for k, v in report.items()}
    if isinstance(report, list):
        return [_zero_timing(v) for v in report]
    return report


def _verified(args: argparse.Namespace, folder: str | None) -> tuple[dict, str]:
    """Verify the selected claims: (the report, the cache's line for the table's footer)."""
    from chalk.constraints.verification import default_jobs, verify_all

    entries = select(args.pattern)
    results = verify_all(entries, CHECKS, args.strict, args.jobs or default_jobs(), folder)
    summary = {
        "claims": len(results),
        "met": sum(r.met for r in results),
        "not_met": sum(not r.met for r in results),
        "errata": sum(r.expect == "erratum" for r in results),
        "with_unknown": sum(r.has_unknown for r in results),
        "seconds": 0.0,
    }
    report = {
        "pattern": args.pattern,
        "strict": args.strict,
        "ok": all(r.met for r in results),
        "summary": summary,
        "claims": [r.report for r in results],
    }
    return report, _cache_line(results, folder)


def run(args: argparse.Namespace) -> int:
    import os
    import time

    from chalk.cli import UsageError
    from chalk.cli.commands import checked_pattern
    from chalk.constraints.proof_cache import ReportCache, cache_root, report_key

    if args.jobs is not None and not 1 <= args.jobs <= 256:
        raise UsageError(f"-j needs a whole number of processes from 1 to 256, got {args.jobs}")
    start = time.perf_counter()
    checked_pattern(args.pattern)
    disabled = args.no_cache or (os.environ.get("CHALK_NO_CACHE") and not args.cache_dir)
    root = None if disabled else cache_root(args.cache_dir)
    report, key = None, ""
    if root is not None:
        key = report_key(json.dumps({"pattern": args.pattern, "strict": args.strict, "checks": CHECKS}))
        report = ReportCache(root).get(key)
    if report is not None:
        report, line = _zero_timing(report), f"; the whole report served from the cache ({root})"
    else:
        report, line = _verified(args, str(root / "proofs") if root is not None else None)
        report["summary"]["seconds"] = round(time.perf_counter() - start, 3)
        if root is not None:
            ReportCache(root).put(key, report)
    report["summary"]["seconds"] = round(time.perf_counter() - start, 3)
    summary = report["summary"]
    if args.json:
        json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(_table(report["claims"]))
        print(
            f"\n{summary['met']}/{summary['claims']} claims meet their expectation "
            f"({summary['errata']} of them errata; {summary['with_unknown']} with an unknown check) "
            f"in {summary['seconds']:.2f} s{line}"
        )
    return 0 if report["ok"] else 1
