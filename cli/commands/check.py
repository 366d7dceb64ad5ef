"""`chalk check FILE...`: read the formulas of LaTeX or Markdown documents and check them.

Each formula is judged within ``--budget`` seconds (a worker process stopped on overrun;
the formula is then reported not read). Files over 2 MB, binary files, ``\\input`` paths
that leave the document's folder (unless ``--allow-outside``) or have an unknown suffix
are one-line errors (exit 2); huge powers, deep nesting and macro bombs are not read,
with the reason.
"""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help=".tex, .md, .markdown or .ipynb")
    parser.add_argument("--symbols", metavar="FILE.toml", help='LaTeX symbol → quantity name or "[unit]"')
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--format", choices=("text", "github"), default="text", help="github: workflow annotations")
    parser.add_argument(
        "--verbose", action="store_true", help="also list unread formulas with their reasons (github: and notes)"
    )
    parser.add_argument(
        "--allow-outside", action="store_true", help="follow \\input/\\include paths that leave the document's folder"
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=None,
        metavar="SECONDS",
        help="wall-clock seconds each formula may take (default: 20); an overrun is reported as not read",
    )
    parser.add_argument(
        "--document-budget",
        type=float,
        default=None,
        metavar="SECONDS",
        help="wall-clock seconds the whole run may take (default: 600); what is left is reported not judged",
    )


#: a --symbols map is a few lines; anything larger than this is not one
SYMBOLS_MAX_BYTES = 1_000_000


def _symbols(path: str | None) -> dict[str, str]:
    from chalk.cli import UsageError

    if path is None:
        return {}
    import tomllib

    from chalk.papers.files import Refused, read_bounded

    try:
        data = tomllib.loads(read_bounded(path, SYMBOLS_MAX_BYTES).decode("utf-8"))
    except Refused as exc:
        raise UsageError(f"--symbols {path}: not read: {exc}") from None
    except UnicodeDecodeError:
        raise UsageError(f"--symbols {path}: not UTF-8 text (a TOML file of symbol maps is)") from None
    except OSError as exc:
        raise UsageError(f"--symbols {path}: cannot read ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"--symbols {path}: not TOML ({exc})") from None
    table = data.get("symbols", data)
    bad = [k for k, v in table.items() if not isinstance(v, str)]
    if bad:
        raise UsageError(f'--symbols {path}: values must be strings (a quantity name or "[unit]"): {", ".join(bad)}')
    return dict(table)


def run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError
    from chalk.papers import findings
    from chalk.papers.judging import DOCUMENT_BUDGET_S, FORMULA_BUDGET_S, check_document
    from chalk.papers.scanning import BadInput, scan

    budget = FORMULA_BUDGET_S if args.budget is None else args.budget
    if not 0 < budget <= 3600:
        raise UsageError(f"--budget needs seconds between 0 and 3600, got {args.budget:g}")
    whole = DOCUMENT_BUDGET_S if args.document_budget is None else args.document_budget
    if not 0 < whole <= 86400:
        raise UsageError(f"--document-budget needs seconds between 0 and 86400, got {args.document_budget:g}")
    extra = _symbols(args.symbols)
    try:
        doc = scan(args.files, args.allow_outside)
    except BadInput as exc:
        raise UsageError(str(exc)) from None
    outcomes, general = check_document(doc, extra, budget, whole)
    if args.json:
        print(findings.as_json(outcomes, general))
    elif args.format == "github":
        print(findings.github(outcomes, general, args.verbose))
    else:
        print(findings.text(outcomes, general, args.verbose))
    sys.stdout.flush()
    return 1 if findings.failed(outcomes, general) else 0
