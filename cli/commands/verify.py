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
from pathlib import Path
from typing import Any

from chalk.cli.commands import add_scheduler_argument, emit, select
from chalk.cli.verify_report import (
    countermodel_text,
    definitions_text,
    github,
    junit,
    second_solver_line,
    table,
    with_unit,
)
from chalk.derivations.check_names import CHECKS

__all__ = ["countermodel_text", "definitions_text", "github", "junit", "second_solver_line", "table", "with_unit"]

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


def _cache_line(results: Any, folder: str | None) -> str:
    if folder is None:
        return " (no proof cache)"
    hits, misses = sum(r.cache_hits for r in results), sum(r.cache_misses for r in results)
    return f"; {hits} of {hits + misses} z3 obligations served from the proof cache ({folder})"


def _verified(args: argparse.Namespace, folder: str | None) -> tuple[dict[str, Any], str]:
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
