"""`chalk plan train`: data × tensor × pipeline layouts for a token budget on a pool of chips.

Every number is a quantity of Part 4 §4.7 evaluated with ``chalk eval``'s inputs (model,
hardware, precision, price, ``--set``); the search is ``chalk.planning.train_layouts``.
Exit status: 0 with a plan; 4 when no layout meets every constraint (the answer names the
constraint and its claim); 2 for bad input (one line).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from chalk.planning.train_plan import TrainRequest

#: no layout meets every constraint: the plan still prints, with the reason
EXIT_INFEASIBLE = 4

EXAMPLES = """examples:
  chalk plan train --model llama-3-70b --tokens 15e12 --hardware tpu-v5p --chips 8960 --mfu 0.4
  chalk plan train --model llama-3-70b --tokens 15T --hardware tpu-v5p --chips 8960 --global-batch 512seq --days 60
  chalk plan train --model llama-3-8b --tokens 1T --hardware h100-sxm --chips 256 --budget '2M USD' --json

exit status: 0 a plan; 4 no layout meets every constraint (the reason names it and its claim); 2 bad input"""


def add_train_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``train`` under ``chalk plan``."""
    parser = subparsers.add_parser(
        "train",
        help="training layouts (DP/FSDP × TP × PP) for a token budget: memory, step time, days and dollars",
        description="Search data × tensor × pipeline layouts for a token budget on up to --chips chips: memory "
        "per chip, step time (compute against collectives), MFU, days and dollars; the fastest and the cheapest "
        "with their binding constraints.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_train_arguments(parser)
    from chalk.cli import UsageError
    from chalk.cli.commands import add_source_arguments

    add_source_arguments(parser)  # the book planned with: its Book(training=...) names the quantities

    def error(message: str) -> NoReturn:  # a bad option is one line, as for every chalk command
        raise UsageError(f"{message} (see 'chalk plan train --help')")

    parser.error = error  # one line, not argparse's usage and exit
    built: argparse.ArgumentParser = parser
    return built


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--model", metavar="ID", help="a shipped model (config.json in the catalog)")
    source.add_argument("--model-config", metavar="PATH", help="a local Hugging Face-style config.json")
    parser.add_argument("--tokens", required=True, metavar="N", help="the token budget: 15e12 or 15T")
    parser.add_argument("--hardware", required=True, metavar="ID", help="a catalog chip or system")
    parser.add_argument("--chips", required=True, metavar="N", help="chips available (the plan may use fewer)")
    parser.add_argument(
        "--global-batch",
        metavar="N",
        help="per step, whole sequences of --seq-len: 2048seq, or tokens 16Mtok / '16M tokens' (a bare count is "
        "tokens; default: searched)",
    )
    limit = parser.add_mutually_exclusive_group()
    limit.add_argument("--days", metavar="D", help="deadline: layouts slower than this are infeasible")
    limit.add_argument("--budget", metavar="AMOUNT", help="the most to spend, e.g. '50M USD' or $50M")
    parser.add_argument("--mfu", metavar="F", help="model FLOP utilisation in (0, 1] (default: ideal, 1)")
    parser.add_argument(
        "--collective-efficiency",
        metavar="F",
        help="fraction of the ICI link bandwidth collectives reach, in (0, 1] (default: ideal, 1)",
    )
    parser.add_argument(
        "--efficiency",
        choices=("ideal", "measured"),
        help="ideal (the default): peak FLOP/s; measured: mfu_train from the median of published runs "
        "(chalk validate); --mfu wins over it",
    )
    parser.add_argument(
        "--overlap",
        choices=("full", "none"),
        default="full",
        help="full (default): step = max(compute, collectives); none: compute + collectives",
    )
    parser.add_argument("--seq-len", metavar="TOKENS", help="tokens per training sequence (default 8192)")
    parser.add_argument("--tp", metavar="DEGREES", help="tensor-parallel degrees to try, e.g. 1,2,4,8")
    parser.add_argument("--pp", metavar="DEGREES", help="pipeline degrees to try, e.g. 1,2,4")
    parser.add_argument("--precision", metavar="P", help="math format whose dense peak feeds peak_flops")
    parser.add_argument("--ici", choices=("vendor", "textbook"), help="which ICI link bandwidth --hardware gives")
    parser.add_argument("--price", choices=("on-demand", "committed"), default="on-demand", help="catalog price tier")
    parser.add_argument("--price-file", metavar="PATH", help='JSON {"hardware-id": USD per chip-hour} over the catalog')
    parser.add_argument(
        "--set", dest="sets", action="append", default=[], metavar="NAME=VALUE", help="an input value (as chalk eval)"
    )
    parser.add_argument("--top", type=int, default=10, metavar="K", help="layouts listed (default 10)")
    parser.add_argument("--json", action="store_true", help="print one JSON object with every layout and units")


def request_from(args: argparse.Namespace) -> TrainRequest:
    """The planner's request from the command line (``planning.train_request`` reads the
    flags' text); bad amounts are the core's typed errors."""
    from chalk.evaluation.amounts import AmountError
    from chalk.planning.prices import PriceError, read_price_file
    from chalk.planning.train_plan import PlanError
    from chalk.planning.train_request import read_train_request

    try:
        user_prices = read_price_file(args.price_file) if args.price_file else {}
    except PriceError as exc:
        raise PlanError(str(exc)) from None
    request = read_train_request(
        hardware=args.hardware,
        tokens=args.tokens,
        chips=args.chips,
        model=args.model,
        model_config=args.model_config,
        global_batch=args.global_batch,
        seq_len=args.seq_len,
        days=args.days,
        budget=args.budget,
        mfu=args.mfu,
        collective_efficiency=args.collective_efficiency,
        efficiency=args.efficiency,
        overlap=args.overlap,
        tp=args.tp,
        pp=args.pp,
        precision=args.precision,
        ici=args.ici,
        sets=tuple(args.sets),
        price=args.price,
        user_prices=user_prices,
    )
    if args.top < 1:
        raise AmountError(f"--top must be at least 1, got {args.top}")
    return request


def run_train(args: argparse.Namespace) -> int:
    """The plan on the book ``chalk eval`` reads (``--claims``, ``--book``, a project's own
    claims, else chalk's: the cached runtime, no sympy import once built; the sympy source
    for a local config file): its ``Book(training=...)`` names the quantities searched."""
    from chalk.cli.commands.eval_quantity import run_with_book

    return run_with_book(args, _run_train)


def _run_train(args: argparse.Namespace) -> int:
    from chalk.planning.train_layouts import plan_training
    from chalk.planning.train_report import plan_json, plan_text

    plan_ = plan_training(request_from(args))
    if args.json:
        import json
        import sys

        json.dump(plan_json(plan_), sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(plan_text(plan_, args.top))
    return 0 if plan_.fastest is not None else EXIT_INFEASIBLE
