"""The `chalk` command line: a thin dispatcher over ``derivations.commands``.

Start-up stays fast: ``chalk --help`` imports neither sympy nor z3; each command's
module is imported only when that command runs.
"""

from __future__ import annotations

import argparse
import contextvars
import importlib
import os
import sys
from typing import Any, NoReturn

from chalk.evaluation.errors import EvaluationError

#: command -> (module, one-line help). Each module has add_arguments(parser) and run(args).
COMMANDS: dict[str, tuple[str, str]] = {
    "list": ("chalk.cli.commands.list_claims", "list claim ids, takeaways and sources"),
    "derive": ("chalk.cli.commands.derive", "print a claim's derivation step by step with verdicts"),
    "verify": ("chalk.cli.commands.verify", "run every check on the matching claims"),
    "build": ("chalk.cli.commands.build", "verify every claim and regenerate all of output/ (the main job)"),
    "export": ("chalk.cli.commands.export", "write LaTeX, code and figures to output/ (--check: compare only)"),
    "eval": ("chalk.cli.commands.eval_quantity", "evaluate a quantity for a model and hardware, with units"),
    "sweep": ("chalk.cli.commands.sweep", "evaluate a quantity on a grid through the generated numpy code"),
    "explore": ("chalk.cli.commands.explore", "open the built explorer: print its file:// URL, or --serve it locally"),
    "mutate": ("chalk.cli.commands.mutate", "mutation self-test: do the checks catch wrong mathematics?"),
    "init": ("chalk.cli.commands.init_project", "write a starter claims.py, a [tool.chalk] table and a CI job"),
    "check": ("chalk.cli.commands.check", "read the formulas of a LaTeX or Markdown document and check them"),
    "plan": ("chalk.cli.commands.plan", "cheapest layouts: plan serve (latency targets), plan train (a token budget)"),
    "validate": ("chalk.cli.commands.validate", "compare chalk's bounds with published measurements of real systems"),
}
#: commands that read claims: they take --claims/--book and run inside the project's table
SOURCED = ("list", "derive", "verify", "build", "export", "eval", "sweep", "mutate", "validate")

EXIT_USAGE = 2
EXIT_INTERNAL = 3


class UsageError(Exception):
    """Bad user input: reported as one line, exit status 2."""


def _top_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="chalk",
        description="Symbolic derivations and proofs of how LLMs are trained and served.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_, text) in COMMANDS.items():
        sub.add_parser(name, help=text, add_help=False)
    return parser


def _command_parser(name: str) -> tuple[argparse.ArgumentParser, Any]:
    module_name, text = COMMANDS[name]
    module = importlib.import_module(module_name)
    parser = argparse.ArgumentParser(prog=f"chalk {name}", description=text)
    module.add_arguments(parser)
    if name in SOURCED:
        from chalk.cli.commands import add_source_arguments

        add_source_arguments(parser)
    return parser, module


def _run(name: str, module: Any, args: argparse.Namespace) -> int:
    from chalk.cli.commands import forget_project

    forget_project()  # in the command's copied context: the caller's project is not its own
    if name not in SOURCED:
        return int(module.run(args) or 0)
    from chalk.cli.commands import open_project, uses_own_claims

    if not uses_own_claims(args) or getattr(module, "OPENS_ITS_PROJECT", False):
        # the default book: current_project() loads it on first use; a command that reads
        # a cache keyed by the sources opens a user's project only on a miss
        return int(module.run(args) or 0)
    project = open_project(args)
    with project.table.using():
        return int(module.run(args) or 0)


def _quiet_errors(parser: argparse.ArgumentParser) -> None:
    def error(message: str) -> NoReturn:
        raise UsageError(f"{message} (see 'chalk {parser.prog.split()[-1]} --help')")

    parser.error = error  # type: ignore[method-assign]  # argparse otherwise prints usage lines and exits 2 itself


def one_line(text: str) -> str:
    """A message as one printable line: user text inside it cannot break it over lines or
    smuggle control characters (newlines, escapes, bidi overrides) into the terminal."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if not argv or argv[0] in ("-h", "--help"):
            _top_parser().print_help()
            return 0 if argv else EXIT_USAGE
        name, rest = argv[0], argv[1:]
        if name not in COMMANDS:
            import difflib

            close = difflib.get_close_matches(name, COMMANDS, n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else f"; commands: {', '.join(COMMANDS)}"
            raise UsageError(f"unknown command {name!r}{hint}")
        parser, module = _command_parser(name)
        _quiet_errors(parser)
        args = parser.parse_args(rest)
        # a copied context: the project and symbol table a command makes current end with it
        return contextvars.copy_context().run(_run, name, module, args)
    except (UsageError, EvaluationError) as exc:
        print(f"chalk: error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # the reader went away (`chalk verify | head`): not an error of ours
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("chalk: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # one line for the user; the traceback on request
        if os.environ.get("CHALK_DEBUG"):
            raise
        detail = one_line(f"{type(exc).__name__}: {exc}")
        print(f"chalk: internal error: {detail} (set CHALK_DEBUG=1 for details)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
