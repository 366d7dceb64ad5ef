"""One module per `chalk` command: ``add_arguments(parser)`` and ``run(args) -> int``.

Commands that read claims get ``--claims`` and ``--book``; the dispatcher opens the
project (the book chalk ships, or a user's sources) before ``run`` and makes its symbol table
current for the command.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any, TypeVar

from chalk.cli import UsageError

_PATTERN = re.compile(r"^[A-Za-z0-9_.*?\[\]!-]{1,200}$")
_PROJECT: ContextVar[Any] = ContextVar("chalk_project", default=None)


def add_source_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--claims",
        action="append",
        metavar="SOURCE",
        help="your claims: a .py file, a package folder or a module name (repeatable); "
        "default: [tool.chalk] claims in pyproject.toml, the chalk.claims entry points, else chalk's own book",
    )
    parser.add_argument(
        "--book",
        action="append",
        choices=tuple(shipped_book_names()),
        help="also include a book chalk ships alongside your claims",
    )


def shipped_book_names() -> list[str]:
    """The entry-point names of the books chalk ships (read without sympy)."""
    from chalk.derivations.project_config import shipped_books

    return list(shipped_books())


def default_book() -> Any:
    """The book chalk ships (the default when no user source is given)."""
    from chalk.derivations.registry import REGISTRY, RegistrationError

    try:
        return REGISTRY.load()
    except RegistrationError as exc:
        raise UsageError(str(exc)) from None


def uses_own_claims(args: argparse.Namespace) -> bool:
    """Whether the command works on a user's claims (``--claims``, ``--book``, a
    ``[tool.chalk]`` table, an entry point); read without sympy, so a command on the default
    book alone loads the book only when it needs it (a cached report never does)."""
    from chalk.derivations.project_config import ConfigError, has_user_sources

    try:
        return has_user_sources(args.claims or (), args.book or ())
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


def open_project(args: argparse.Namespace) -> Any:
    """Load the project for this command; a bad source is a one-line usage error."""
    from chalk.derivations.registry import RegistrationError
    from chalk.derivations.sources import load_project

    try:
        project = load_project(args.claims or (), args.book or (), default_book=lambda: default_book())
    except RegistrationError as exc:
        raise UsageError(str(exc)) from None
    _PROJECT.set(project)
    return project


def forget_project() -> None:
    """No project current: each command opens its own (one its caller left current, say by
    calling ``current_project()`` outside a command, is never reused)."""
    _PROJECT.set(None)


def current_project() -> Any:
    project = _PROJECT.get()
    if project is None:
        from chalk.derivations.quantities import default_table
        from chalk.derivations.sources import Project

        project = Project(default_book(), default_table(), user=False)
        _PROJECT.set(project)
    return project


def add_scheduler_argument(parser: argparse.ArgumentParser, what: str) -> None:
    """``--scheduler ADDRESS``: run the command's work on a Dask cluster (constraints/cluster.py)."""
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=f"run the {what} on the Dask cluster whose scheduler is at ADDRESS (tcp://HOST:PORT); "
        "needs pip install 'chalk[dask]' (default: local processes)",
    )


_Result = TypeVar("_Result")


def on_cluster(args: argparse.Namespace, run: Callable[[str, Any], _Result]) -> _Result:
    """``run(address, source)`` for a command given ``--scheduler``; a cluster it cannot use
    (no dask, a malformed address, no answer) is a one-line usage error."""
    from chalk.constraints.cluster import ClusterError, Source, scheduler_address

    try:
        return run(scheduler_address(args.scheduler), Source.of(args.claims, args.book))
    except ClusterError as exc:
        raise UsageError(str(exc)) from None


def checked_pattern(pattern: str) -> str:
    """A claim-id glob: letters, digits, ``_ . - * ? [ ] !`` only."""
    if not _PATTERN.match(pattern):
        raise UsageError(
            f"bad pattern {pattern[:60]!r}: use a claim id or a glob of letters, digits and _ . - * ? [ ] !"
        )
    return pattern


def emit(report: dict[str, Any], as_json: bool, text: str, summary_line: str) -> None:
    """Print a command's report: the JSON document, or its text and a closing summary line."""
    import json
    import sys

    if as_json:
        json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(text)
        print(f"\n{summary_line}")


def select(pattern: str) -> list[Any]:
    """Entries matching ``pattern``; a pattern that matches nothing is a usage error, except
    ``*`` on a user's book that declares definitions but no claim yet: an accepted source,
    whose quantities ``chalk eval`` reads, with nothing to check."""
    project = current_project()
    entries = project.book.select(checked_pattern(pattern))
    if not entries and pattern == "*" and project.user and not project.book.entries():
        return []
    if not entries:
        raise UsageError(f"no claim matches {pattern!r}; 'chalk list' shows every id")
    return list(entries)


#: where the default book is written (a user's claims go to [tool.chalk] output or chalk-output)
DEFAULT_OUT = "output"


def add_out_argument(parser: argparse.ArgumentParser) -> None:
    """``--out DIR`` for the commands that write (or compare) an output folder."""
    parser.add_argument(
        "--out",
        help="output directory (default: ./output for chalk's own book; for your claims, "
        "[tool.chalk] output or ./chalk-output)",
    )


def output_folder(args: argparse.Namespace, project: Any) -> Any:
    """``--out``, else the project's ``[tool.chalk] output``, else ``output`` for the default
    book and ``chalk-output`` for a user's claims (never the default book's folder by accident)."""
    from pathlib import Path

    if args.out:
        return Path(args.out)
    if project.output is not None:
        return project.output
    return Path("chalk-output" if project.user else DEFAULT_OUT)
