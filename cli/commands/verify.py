"""`chalk verify [PATTERN] [--format text|json|github|junit] [--strict] [--confirm]`: a claim × check table.

Exit 0 iff every selected claim meets its expectation (holds, or an erratum that the
named checks reject); 1 otherwise. ``--strict`` also fails on any unknown verdict.
``--format github`` prints workflow-command annotations at each failing claim's source
line; ``--format junit`` prints JUnit XML with one testcase per claim.
``--confirm`` puts every z3 proof to cvc5 as SMT-LIB text: a disagreement is an error
(the claim fails), an unknown from cvc5 is listed with its reason.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from chalk.cli.commands import emit, select

FORMATS = ("text", "json", "github", "junit")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pattern", nargs="?", default="*", help="glob over claim ids (default: all)")
    parser.add_argument("--json", action="store_true", help="print the machine-readable report (same as --format json)")
    parser.add_argument("--format", choices=FORMATS, default=None, help="output format (default: text)")
    parser.add_argument("--strict", action="store_true", help="also fail when any check is unknown")
    parser.add_argument("--confirm", action="store_true", help="check every z3 proof again with cvc5")


def table(results) -> str:
    """The claim × check table, with each refuted, errored or unknown check's detail and
    countermodel beneath its claim."""
    from chalk.constraints import Status
    from chalk.derivations.model import CHECKS

    width = max(len(r.claim.id) for r in results)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for r in results:
        row = " ".join(f"{r.verdicts[c].status.mark:<9}" for c in CHECKS)
        lines.append(f"{r.claim.id:<{width}}  {r.claim.expect:<8} {row}  {'met' if r.met else 'NOT MET'}")
        for name in CHECKS:
            v = r.verdicts[name]
            if v.status in (Status.REFUTED, Status.ERROR, Status.UNKNOWN):
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


def _where(entry) -> tuple[str, int]:
    path = Path(entry.file) if entry.file else None
    if path is None:
        return entry.module, 0
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve())), entry.line
    except ValueError:
        return str(path), entry.line


def _escape(text: str, prop: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if prop else text


def github(results) -> str:
    """``::error file=…,line=…::…`` for each claim that misses its expectation."""
    lines = []
    for r in results:
        if r.met:
            continue
        file, line = _where(r.entry)
        detail = "\n".join(table([r]).split("\n")[2:]) or "misses its expectation"
        message = f"{r.claim.id} does not meet its expectation ({r.claim.expect})\n{detail}"
        lines.append(
            f"::error file={_escape(file, True)},line={line},title={_escape('chalk ' + r.claim.id, True)}::"
            + _escape(message)
        )
    met = sum(r.met for r in results)
    lines.append(f"chalk: {met}/{len(results)} claims meet their expectation")
    return "\n".join(lines)


def junit(results, seconds: float) -> str:
    """JUnit XML: one testsuite, one testcase per claim; a missed expectation is a failure
    whose text is the check table with its countermodel."""
    import xml.etree.ElementTree as ET

    failures = sum(not r.met for r in results)
    suites = ET.Element("testsuites", name="chalk", tests=str(len(results)), failures=str(failures))
    suite = ET.SubElement(
        suites, "testsuite", name="chalk verify", tests=str(len(results)), failures=str(failures),
        errors="0", skipped="0", time=f"{seconds:.3f}",
    )  # fmt: skip
    for r in results:
        file, line = _where(r.entry)
        case = ET.SubElement(
            suite, "testcase", classname=r.claim.id.split(".", 1)[0], name=r.claim.id,
            file=file, line=str(line), time=f"{r.seconds:.3f}",
        )  # fmt: skip
        if not r.met:
            failure = ET.SubElement(case, "failure", message=f"{r.claim.id} does not meet its expectation")
            failure.text = table([r])
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode")


def run(args: argparse.Namespace) -> int:
    import time

    from chalk.constraints.verification import verify_entry, verify_report
    from chalk.derivations.model import CHECKS

    start = time.perf_counter()
    entries = select(args.pattern)
    results = [verify_entry(e, CHECKS, args.strict, args.confirm) for e in entries]
    seconds = time.perf_counter() - start
    report = verify_report(results, args.pattern, args.strict, seconds, args.confirm)
    fmt = args.format or ("json" if args.json else "text")
    if fmt == "github":
        print(github(results))
    elif fmt == "junit":
        print(junit(results, seconds))
    else:
        s = report["summary"]
        line = (
            f"{s['met']}/{s['claims']} claims meet their expectation "
            f"({s['errata']} of them errata; {s['with_unknown']} with an unknown check) in {s['seconds']:.2f} s"
        )
        if args.confirm:
            line += "\n" + second_solver_line(s["second_solver"])
        emit(report, fmt == "json", "" if fmt == "json" else table(results), line)
    return 0 if report["ok"] else 1
