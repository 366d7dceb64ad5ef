"""`chalk verify [PATTERN] [--json] [--strict] [--confirm]`: a claim × check table.

Exit 0 iff every selected claim meets its expectation (holds, or an erratum that the
named checks reject); 1 otherwise. ``--strict`` also fails on any unknown verdict.
``--confirm`` puts every z3 proof to cvc5 as SMT-LIB text: a disagreement is an error
(the claim fails), an unknown from cvc5 is listed with its reason.
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
    parser.add_argument("--confirm", action="store_true", help="check every z3 proof again with cvc5")


def _table(results) -> str:
    from chalk.constraints import Status
    from chalk.constraints.verification import MARK

    width = max(len(r.claim.id) for r in results)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for r in results:
        row = " ".join(f"{MARK[r.verdicts[c].status]:<9}" for c in CHECKS)
        lines.append(f"{r.claim.id:<{width}}  {r.claim.expect:<8} {row}  {'met' if r.met else 'NOT MET'}")
        for name in CHECKS:
            v = r.verdicts[name]
            if v.status in (Status.REFUTED, Status.ERROR) or (v.status == Status.UNKNOWN):
                model = ", ".join(f"{k}={val}" for k, val in v.countermodel)
                extra = f" [countermodel: {model}]" if model else ""
                lines.append(f"    {name}: {v.status.value} ({v.decided_by}) {v.detail}{extra}")
    return "\n".join(lines)


def second_solver_line(s: dict) -> str:
    """One line (plus one per unknown) on how cvc5 fared against z3's proofs."""
    lines = [
        f"cvc5 confirmed {s['confirmed']}/{s['z3_proofs']} z3 proofs ({len(s['unknown'])} unknown, "
        f"{len(s['disagreements'])} disagreements); z3 {s['z3_seconds']:.2f} s, cvc5 {s['cvc5_seconds']:.2f} s"
    ]
    lines += [f"  cvc5 unknown: {u['claim']} {u['check']} ({u['reason']})" for u in s["unknown"]]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    import time

    from chalk.constraints.verification import confirmation_summary, verify_entry

    start = time.perf_counter()
    entries = select(args.pattern)
    results = [verify_entry(e, CHECKS, args.strict, args.confirm) for e in entries]
    ok = all(r.met for r in results)
    summary = {
        "claims": len(results),
        "met": sum(r.met for r in results),
        "not_met": sum(not r.met for r in results),
        "errata": sum(r.claim.expect == "erratum" for r in results),
        "with_unknown": sum(r.has_unknown for r in results),
        "seconds": round(time.perf_counter() - start, 3),
    }
    if args.confirm:
        summary["second_solver"] = confirmation_summary(results)
    if args.json:
        report = {
            "pattern": args.pattern,
            "strict": args.strict,
            "ok": ok,
            "summary": summary,
            "claims": [r.to_json() for r in results],
        }
        json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(_table(results))
        print(
            f"\n{summary['met']}/{summary['claims']} claims meet their expectation "
            f"({summary['errata']} of them errata; {summary['with_unknown']} with an unknown check) "
            f"in {summary['seconds']:.2f} s"
        )
        if args.confirm:
            print(second_solver_line(summary["second_solver"]))
    return 0 if ok else 1
