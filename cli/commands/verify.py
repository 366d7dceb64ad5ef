"""`chalk verify [PATTERN] [--json] [--strict]`: a claim × check table.

Exit 0 iff every selected claim meets its expectation (holds, or an erratum that the
named checks reject); 1 otherwise. ``--strict`` also fails on any unknown verdict.
"""

from __future__ import annotations

import argparse

from chalk.cli.commands import emit, select


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pattern", nargs="?", default="*", help="glob over claim ids (default: all)")
    parser.add_argument("--json", action="store_true", help="print the machine-readable report (schema in README)")
    parser.add_argument("--strict", action="store_true", help="also fail when any check is unknown")


def _table(results) -> str:
    from chalk.constraints import Status
    from chalk.derivations.model import CHECKS

    width = max(len(r.claim.id) for r in results)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for r in results:
        row = " ".join(f"{r.verdicts[c].status.mark:<9}" for c in CHECKS)
        lines.append(f"{r.claim.id:<{width}}  {r.claim.expect:<8} {row}  {'met' if r.met else 'NOT MET'}")
        for name in CHECKS:
            v = r.verdicts[name]
            if v.status in (Status.REFUTED, Status.ERROR) or (v.status == Status.UNKNOWN):
                model = ", ".join(f"{k}={val}" for k, val in v.countermodel)
                extra = f" [countermodel: {model}]" if model else ""
                lines.append(f"    {name}: {v.status.value} ({v.decided_by}) {v.detail}{extra}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    import time

    from chalk.constraints.verification import verify_entry, verify_report
    from chalk.derivations.model import CHECKS

    start = time.perf_counter()
    entries = select(args.pattern)
    results = [verify_entry(e, CHECKS, args.strict) for e in entries]
    report = verify_report(results, args.pattern, args.strict, time.perf_counter() - start)
    s = report["summary"]
    line = (
        f"{s['met']}/{s['claims']} claims meet their expectation "
        f"({s['errata']} of them errata; {s['with_unknown']} with an unknown check) in {s['seconds']:.2f} s"
    )
    emit(report, args.json, "" if args.json else _table(results), line)
    return 0 if report["ok"] else 1
