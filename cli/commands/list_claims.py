"""`chalk list [PATTERN]`: ids, expectations, takeaways and sources."""

from __future__ import annotations

import argparse

from chalk.cli.commands import select


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pattern", nargs="?", default="*", help="glob over claim ids (default: all)")


def run(args: argparse.Namespace) -> int:
    for e in select(args.pattern):
        print(f"{e.id}\n    {e.takeaway}\n    source: {e.source}")
    return 0
