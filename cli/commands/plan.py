"""`chalk plan`: searches over layouts whose every number is a proved quantity.

Minimal group for the plan-train branch: it registers ``train`` only (plan-serve adds
``serve`` beside it; the merge keeps one group with both subcommands).
"""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from chalk.cli.commands.plan_train import add_train_parser

    sub = parser.add_subparsers(dest="plan_command", metavar="SUBCOMMAND")
    add_train_parser(sub)


def run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError

    if args.plan_command == "train":
        from chalk.cli.commands.plan_train import run_train

        return run_train(args)
    raise UsageError("chalk plan needs a subcommand: train (see 'chalk plan --help')")
