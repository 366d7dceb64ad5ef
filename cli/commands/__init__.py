"""One module per `chalk` command: ``add_arguments(parser)`` and ``run(args) -> int``."""

from __future__ import annotations

import re

from chalk.cli import UsageError

_PATTERN = re.compile(r"^[A-Za-z0-9_.*?\[\]!-]{1,200}$")


def checked_pattern(pattern: str) -> str:
    """A claim-id glob: letters, digits, ``_ . - * ? [ ] !`` only."""
    if not _PATTERN.match(pattern):
        raise UsageError(
            f"bad pattern {pattern[:60]!r}: use a claim id or a glob of letters, digits and _ . - * ? [ ] !"
        )
    return pattern


def emit(report: dict, as_json: bool, text: str, summary_line: str) -> None:
    """Print a command's report: the JSON document, or its text and a closing summary line."""
    import json
    import sys

    if as_json:
        json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(text)
        print(f"\n{summary_line}")


def select(pattern: str):
    """Entries matching ``pattern``; a pattern that matches nothing is a usage error."""
    from chalk.derivations.registry import REGISTRY

    entries = REGISTRY.load().select(checked_pattern(pattern))
    if not entries:
        raise UsageError(f"no claim matches {pattern!r}; 'chalk list' shows every id")
    return entries
