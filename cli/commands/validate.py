"""`chalk validate [PATTERN]`: chalk's bounds against published measurements.

The logic is ``chalk.derivations.validation`` through the evaluation core
(``chalk.planning.cases``: each case through its command); this module parses, prints and exits.
Exit status 0 only when no measurement beats its bound, 1 when one does (each named, with
the inputs that would have to change), 2 on bad usage.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

EXAMPLES = """examples:
  chalk validate                      # every case, a table and the efficiency figure
  chalk validate llama-3 --json       # the Llama 3 cases as JSON
  chalk validate decode --out validation.json"""

FIGURE_DIR = Path("output") / "figures"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EXAMPLES
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("pattern", nargs="?", metavar="PATTERN", help="cases whose id, regime or family contains it")
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object")
    out.add_argument("--out", metavar="FILE", help="write the JSON object to FILE (the table still prints)")
    parser.add_argument(
        "--figure",
        metavar="DIR",
        help=f"write the efficiency figure to DIR (default: {FIGURE_DIR} when no PATTERN is given)",
    )
    parser.add_argument("--no-figure", action="store_true", help="write no figure")
    parser.add_argument(
        "--write-efficiencies",
        action="store_true",
        help="rewrite the measured efficiency medians (catalog efficiencies.json) from the whole corpus",
    )


#: the command opens a user's project itself, through the core's one reader
OPENS_ITS_PROJECT = True


def run(args: argparse.Namespace) -> int:
    """The cases on the book ``chalk eval`` reads (``--claims``, ``--book``, a project's own
    claims, else chalk's cached runtime): a plan case runs through the book's declared
    serving or training model, so a user's step model meets the published measurements."""
    from chalk.cli import UsageError
    from chalk.cli.commands import uses_own_claims
    from chalk.cli.commands.eval_quantity import run_with_book

    if args.write_efficiencies and uses_own_claims(args):
        raise UsageError("--write-efficiencies rewrites chalk's catalog medians: run it on chalk's own book alone")
    return run_with_book(args, _run)


def _run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError
    from chalk.derivations.validation import median_table
    from chalk.evaluation.cases import validation_document
    from chalk.planning.cases import validate_cases

    if args.write_efficiencies and args.pattern:
        raise UsageError("--write-efficiencies takes the whole corpus: give no PATTERN")
    outcomes = validate_cases(args.pattern)
    doc = validation_document(outcomes)
    if args.write_efficiencies:
        from chalk.derivations.catalog.measured import EFFICIENCIES, medians_document
        from chalk.derivations.validation import efficiency_points

        document = medians_document(median_table(outcomes), efficiency_points(outcomes))
        text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
        EFFICIENCIES.write_text(text)
        print(f"chalk: wrote {EFFICIENCIES}", file=sys.stderr)
    if args.json:
        print(json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False))
    else:
        print(_table(outcomes, doc["medians"]))
    if args.out:
        Path(args.out).write_text(json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False) + "\n")
    figure_dir = None if args.no_figure else (args.figure or (None if args.pattern else str(FIGURE_DIR)))
    if figure_dir:
        from chalk.exporters.validation_figure import write

        for path in write(outcomes, Path(figure_dir)):
            print(f"chalk: wrote {path}", file=sys.stderr)
    beaten = [o for o in outcomes if o.beats]
    for o in beaten:
        print(f"chalk: error: {o.problem()}", file=sys.stderr)
    return 1 if beaten else 0


def _table(outcomes: Any, medians: dict[str, Any]) -> str:
    rows = [
        (
            o.case.id,
            o.efficiency_of,
            o.case.family,
            f"{o.measured:.4g}",
            f"{o.bound:.4g}",
            o.unit,
            f"{o.efficiency:.3f}" + (" BEATS" if o.beats else ""),
        )
        for o in outcomes
    ]
    head = ("case", "efficiency of", "family", "measured", "bound", "unit", "efficiency")
    w = [max(len(h), *(len(r[k]) for r in rows)) for k, h in enumerate(head)]

    def line(r: Any) -> str:
        return "  ".join(f"{c:<{w[k]}}" if k < 3 or k == 5 else f"{c:>{w[k]}}" for k, c in enumerate(r))

    lines = [line(head)] + [line(r) for r in rows]
    lines.append("")
    lines.append("median efficiency (all families; per family with enough cases):")
    for name, entry in medians.items():
        fams = ", ".join(f"{f} {m['value']:.3f} ({len(m['cases'])})" for f, m in entry["by_family"].items())
        overall = f"  {name:<17} {entry['all']['value']:.3f} over {len(entry['all']['cases'])} cases"
        lines.append(overall + (f"; {fams}" if fams else ""))
    beaten = sum(o.beats for o in outcomes)
    lines.append(f"{len(outcomes)} cases, {beaten} beat their bound")
    return "\n".join(lines)
