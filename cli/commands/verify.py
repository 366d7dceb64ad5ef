"""`chalk verify [PATTERN] [--format text|json|github|junit] [--strict] [--confirm] [-j N]`: a claim × check table.

Exit 0 iff every selected claim meets its expectation (holds, or an erratum that the
named checks reject); 1 otherwise. ``--strict`` also fails on any unknown verdict.
``--format github`` prints workflow-command annotations at each failing claim's source
line; ``--format junit`` prints JUnit XML with one testcase per claim.
``--confirm`` gets two second opinions on every z3 verdict: cvc5 on z3's own SMT-LIB text
(translation A) and cvc5 on an independent translation (B, cvc5's Python API); a
disagreement is an error (the claim fails), an unknown is listed with its reason. It
reads and writes no cache: every translation is generated afresh.
Each claim's checks run in a forked worker process that is stopped when the claim
overruns its ``budget_ms`` (by 5%): its unfinished checks are unknown (timeout) and the
run goes on with a fresh worker; this bounds sympy, z3 and cvc5 alike.
``-j N`` verifies in N processes; the report equals a serial run's. z3 verdicts are kept
in a proof cache (``--cache-dir``, else ``$CHALK_CACHE_DIR``, else ``~/.cache/chalk``;
``--no-cache``) and a whole report is reused when the claims as built, the sources, the
libraries and the options are all unchanged. Every cache file is sealed with this user's
key (``docs/trust-model.md``); ``--confirm`` reads no cache.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from chalk.cli.commands import add_scheduler_argument, emit, select
from chalk.derivations.check_names import CHECKS

FORMATS = ("text", "json", "github", "junit")
#: options that change how a report is printed or computed, never what it says
_OUTPUT_OPTIONS = ("format", "json", "jobs", "cache_dir", "no_cache", "scheduler")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pattern", nargs="?", default="*", help="glob over claim ids (default: all)")
    parser.add_argument("--json", action="store_true", help="print the machine-readable report (same as --format json)")
    parser.add_argument("--format", choices=FORMATS, default=None, help="output format (default: text)")
    parser.add_argument("--strict", action="store_true", help="also fail when any check is unknown")
    parser.add_argument(
        "--confirm",
        action="store_true",
        help="second opinions from cvc5 on z3's translation and on an independent one (no cache)",
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=int,
        metavar="N",
        help="verify in N processes (default: the number of cores); the report is the same as a serial run's",
    )
    add_scheduler_argument(parser, "claims")
    cache = parser.add_mutually_exclusive_group()
    cache.add_argument(
        "--cache-dir",
        metavar="DIR",
        help="keep z3 verdicts under DIR/proofs (default: $CHALK_CACHE_DIR, else $XDG_CACHE_HOME/chalk, "
        "else ~/.cache/chalk)",
    )
    cache.add_argument(
        "--no-cache",
        action="store_true",
        help="prove every obligation again; read and write no cache (also: CHALK_NO_CACHE=1 without --cache-dir)",
    )


#: a value as the prover prints it (``3``, ``7/2 (≈3.5)``) or a numeric sample's (``0.4565``)
_EXACT = re.compile(r"^(-?\d+)(?:/(\d+) \(≈[^)]*\))?$")
_DECIMAL = re.compile(r"^-?\d+(\.\d+)?(e[+-]?\d+)?$")


def with_unit(name: str, value: str) -> str:
    """One countermodel value (an exact number in chalk's base units, as the prover prints
    it) read in its symbol's declared unit: ``hbm_bandwidth = 3 B/s``, ``t_step = 500 ms
    (exactly 1/2 s)``. A name the current table does not know, a dimensionless quantity or
    a function table keeps the prover's text."""
    from fractions import Fraction
    from typing import cast

    import pint

    from chalk.derivations.quantities import current_table
    from chalk.units import Q_, from_base
    from chalk.units.readable import human, number_text, unit_text

    match = _EXACT.match(value)
    try:
        unit = current_table().lookup(name).unit
    except KeyError:
        return value
    if (match is None and not _DECIMAL.match(value)) or Q_(1, unit).dimensionless:
        return value
    if match is None:  # a sampled value, already rounded: its reading in the unit is the whole story
        return human(from_base(float(value), unit), unit)
    exact = Fraction(int(match[1]), int(match[2] or 1))
    shown = human(from_base(float(exact), unit), unit)
    base = unit_text(cast("pint.Unit", Q_(1, unit).to_base_units().units))  # pint types it as its plain base
    plain = f"{match[1]}{'/' + match[2] if match[2] else ''} {base}"
    whole = exact.denominator == 1 and shown == f"{number_text(float(exact))} {base}"
    return shown if shown == plain or whole else f"{shown} (exactly {plain})"


def countermodel_text(model: dict[str, str]) -> str:
    """A countermodel for reading: each value in its symbol's unit."""
    return ", ".join(f"{k}={with_unit(k, val)}" for k, val in model.items())


def table(claims: list[dict]) -> str:
    """The claim × check table from the report's claims (the same text cold or cached),
    with each refuted, errored or unknown check's detail and countermodel beneath its claim."""
    from chalk.constraints.verdict import Status

    if not claims:  # a definitions-only source: accepted, nothing to check yet
        return "no claims yet: the sources declare quantities only (mark a claim builder with @chalk.claim)"
    width = max(len(c["id"]) for c in claims)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for c in claims:
        row = " ".join(f"{Status(c['checks'][name]['status']).mark:<9}" for name in CHECKS)
        lines.append(f"{c['id']:<{width}}  {c['expect']:<8} {row}  {'met' if c['met'] else 'NOT MET'}")
        for name in CHECKS:
            v = c["checks"][name]
            if v["status"] in ("refuted", "error", "unknown"):
                model = countermodel_text(v["countermodel"])
                extra = f" [countermodel: {model}]" if model else ""
                lines.append(f"    {name}: {v['status']} ({v['decided_by']}) {v['detail']}{extra}")
    return "\n".join(lines)


def second_solver_line(s: dict) -> str:
    """How the second opinions fared: z3's verdicts on translation A, then cvc5 on each
    translation apart (agreed, unknown, disagreed), then one line per unknown and per
    disagreement."""
    parts = [f"{s['first']} decided {s['z3_decided']} ({s['z3_proved']} proved, {s['z3_refuted']} refuted)"]
    for o in s["opinions"]:
        part = f"{o['opinion']} agreed on {o['agreed']}/{o['compared']}"
        if o["unknown"]:
            reasons = sorted({u["reason"].split(" (")[0][:60] for u in o["unknown"]})
            part += f", {len(o['unknown'])} unknown ({'; '.join(reasons[:3])}{'; ...' if len(reasons) > 3 else ''})"
        parts.append(part)
    parts.append(f"{len(s['disagreements'])} disagreements")
    if s["cvc5_in_z3s_place"]:
        parts.append(f"cvc5 on translation B decided {len(s['cvc5_in_z3s_place'])} where z3 was unknown")
    line = "; ".join(parts)
    if "z3_seconds" in s:
        line += f"; z3 {s['z3_seconds']:.2f} s, cvc5 {s['cvc5_seconds']:.2f} s"
    lines = [line]
    for o in s["opinions"]:
        lines += [f"  {o['opinion']} unknown: {u['claim']} {u['check']} ({u['reason']})" for u in o["unknown"]]
    lines += [f"  DISAGREEMENT: {d['claim']} {d['check']}: {d['detail']}" for d in s["disagreements"]]
    lines += [
        f"  cvc5 on translation B {d['result']} {d['claim']} {d['check']} where z3 was unknown (no second opinion)"
        for d in s["cvc5_in_z3s_place"]
    ]
    return "\n".join(lines)


def _locations(pattern: str) -> dict[str, tuple[str, int]]:
    """Each selected claim's source file (relative to the working folder) and line."""
    out = {}
    for entry in select(pattern):
        path = Path(entry.file) if entry.file else None
        if path is None:
            out[entry.id] = (entry.module, 0)
            continue
        try:
            out[entry.id] = (str(path.resolve().relative_to(Path.cwd().resolve())), entry.line)
        except ValueError:
            out[entry.id] = (str(path), entry.line)
    return out


def _escape(text: str, prop: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if prop else text


def github(claims: list[dict], where: dict[str, tuple[str, int]], problems: list[dict] = ()) -> str:
    """``::error file=…,line=…::…`` for each claim that misses its expectation and each
    definition whose expression is not in its declared unit."""
    lines = []
    for c in claims:
        if c["met"]:
            continue
        file, line = where.get(c["id"], ("", 0))
        detail = "\n".join(table([c]).split("\n")[2:]) or "misses its expectation"
        message = f"{c['id']} does not meet its expectation ({c['expect']})\n{detail}"
        lines.append(
            f"::error file={_escape(file, True)},line={line},title={_escape('chalk ' + c['id'], True)}::"
            + _escape(message)
        )
    for p in problems:
        title = _escape(f"chalk definition {p['name']}", True)
        lines.append(f"::error file={_escape(p['file'], True)},line={p['line']},title={title}::{_escape(p['detail'])}")
    met = sum(c["met"] for c in claims)
    lines.append(f"chalk: {met}/{len(claims)} claims meet their expectation")
    return "\n".join(lines)


def junit(claims: list[dict], where: dict[str, tuple[str, int]], seconds: float, problems: list[dict] = ()) -> str:
    """JUnit XML: one testsuite, one testcase per claim; a missed expectation is a failure
    whose text is the check table with its countermodel; a definition whose expression is
    not in its declared unit is a failing testcase of its own."""
    import xml.etree.ElementTree as ET

    failures = sum(not c["met"] for c in claims) + len(problems)
    tests = len(claims) + len(problems)
    suites = ET.Element("testsuites", name="chalk", tests=str(tests), failures=str(failures))
    suite = ET.SubElement(
        suites, "testsuite", name="chalk verify", tests=str(tests), failures=str(failures),
        errors="0", skipped="0", time=f"{seconds:.3f}",
    )  # fmt: skip
    for p in problems:
        case = ET.SubElement(
            suite, "testcase", classname="definitions", name=p["name"], file=p["file"], line=str(p["line"]), time="0",
        )  # fmt: skip
        ET.SubElement(case, "failure", message=f"definition {p['name']} is not in its declared unit").text = p["detail"]
    for c in claims:
        file, line = where.get(c["id"], ("", 0))
        case = ET.SubElement(
            suite, "testcase", classname=c["id"].split(".", 1)[0], name=c["id"],
            file=file, line=str(line), time=f"{c['seconds']:.3f}",
        )  # fmt: skip
        if not c["met"]:
            failure = ET.SubElement(case, "failure", message=f"{c['id']} does not meet its expectation")
            failure.text = table([c])
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode")


def _cache_line(results, folder: str | None) -> str:
    if folder is None:
        return " (no proof cache)"
    hits, misses = sum(r.cache_hits for r in results), sum(r.cache_misses for r in results)
    return f"; {hits} of {hits + misses} z3 obligations served from the proof cache ({folder})"


def _verified(args: argparse.Namespace, folder: str | None) -> tuple[dict, str]:
    """Verify the selected claims: (the report, the cache's line for the table's footer)."""
    from chalk.constraints.verification import default_jobs, verify_all, verify_report

    entries = select(args.pattern)
    if args.scheduler:
        from chalk.cli.commands import on_cluster
        from chalk.constraints.cluster import verify_on_cluster

        ids = [e.id for e in entries]
        results = on_cluster(args, lambda a, s: verify_on_cluster(a, s, ids, CHECKS, args.strict, args.confirm))
        folder = None  # the workers prove every obligation (no shared proof cache)
    else:
        results = verify_all(entries, CHECKS, args.strict, args.jobs or default_jobs(), folder, args.confirm)
    report = verify_report(results, args.pattern, args.strict, 0.0, args.confirm)
    from chalk.cli.commands import current_project
    from chalk.constraints.definitions import with_definitions

    report = with_definitions(report, current_project().table)
    if args.confirm:
        return report, " (--confirm: no cache read or written, every translation generated afresh)"
    return report, _cache_line(results, folder)


def definitions_text(problems: list[dict]) -> str:
    """One line per definition whose expression is not in its declared unit."""
    return "\n".join(
        f"definition {p['name']} ({p['file']}:{p['line']}): {p['detail']}"
        if p["file"]
        else f"definition {p['name']}: {p['detail']}"
        for p in problems
    )


def _report_key(args: argparse.Namespace) -> str | None:
    """The whole report's key, from the selected claims as this run builds them; None when
    a claim holds something that cannot be printed faithfully (then no report is cached)."""
    from chalk.constraints.proof_cache import Uncacheable, claims_text, report_key
    from chalk.derivations.quantities import current_table

    # every option that can change a verdict (one added later included), less the output ones
    plain = (str, int, float, bool, list, tuple, type(None))
    options = {k: v for k, v in sorted(vars(args).items()) if isinstance(v, plain) and k not in _OUTPUT_OPTIONS}
    options |= {"checks": CHECKS, "cwd": str(Path.cwd().resolve())}
    try:
        return report_key(json.dumps(options), claims_text(select(args.pattern), current_table()))
    except Uncacheable:
        return None


def run(args: argparse.Namespace) -> int:
    import os
    import time

    from chalk.cli import UsageError
    from chalk.cli.commands import checked_pattern
    from chalk.constraints.proof_cache import ReportCache, cache_root, retimed

    if args.jobs is not None and not 1 <= args.jobs <= 256:
        raise UsageError(f"-j needs a whole number of processes from 1 to 256, got {args.jobs}")
    start = time.perf_counter()
    checked_pattern(args.pattern)
    fmt = args.format or ("json" if args.json else "text")
    # --confirm reads and writes no cache: its second opinions are generated afresh
    disabled = args.confirm or args.no_cache or (os.environ.get("CHALK_NO_CACHE") and not args.cache_dir)
    root = None if disabled else cache_root(args.cache_dir)
    report, key = None, None
    if root is not None and not args.confirm:  # --confirm asks cvc5 every time: no report from a cache
        key = _report_key(args)
        report = ReportCache(root).get(key) if key is not None else None
    if report is not None:
        report, line = retimed(report, 0.0), f"; the whole report served from the cache ({root})"
    else:
        report, line = _verified(args, str(root / "proofs") if root is not None else None)
        report["summary"]["seconds"] = round(time.perf_counter() - start, 3)
        if root is not None and key is not None:
            ReportCache(root).put(key, report)
    seconds = time.perf_counter() - start
    report["summary"]["seconds"] = round(seconds, 3)
    summary = report["summary"]
    problems = report.get("definitions", [])
    if fmt == "github":
        print(github(report["claims"], _locations(args.pattern), problems))
    elif fmt == "junit":
        print(junit(report["claims"], _locations(args.pattern), seconds, problems))
    else:
        text = (
            f"{summary['met']}/{summary['claims']} claims meet their expectation "
            f"({summary['errata']} of them errata; {summary['with_unknown']} with an unknown check) "
            f"in {summary['seconds']:.2f} s{line}"
        )
        if args.confirm:
            text += "\n" + second_solver_line(summary["second_solver"])
        if problems:
            text = definitions_text(problems) + f"\n{len(problems)} definition(s) not in their declared unit\n" + text
        emit(report, fmt == "json", "" if fmt == "json" else table(report["claims"]), text)
    return 0 if report["ok"] else 1
