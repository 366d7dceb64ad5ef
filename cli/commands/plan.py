"""`chalk plan`: the cheapest layout that meets a target. Subcommands: ``serve`` (here; the
engine is ``chalk.planning``) and ``train`` (``plan_train``: layouts for a token budget).

Exit status: 0 plans found; 2 bad input (one line); 4 no layout meets the target (the
message names the fastest layout, its floor and the claim behind it).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, NoReturn

from chalk.cli.commands.plan_train import add_train_parser, run_train

if TYPE_CHECKING:
    from chalk.planning.serve import ServeRequest

SERVE_EXAMPLES = """examples:
  chalk plan serve --model llama-3-70b --hardware h100-sxm --context 8192 --tpot 20ms
  chalk plan serve --model llama-3-70b --hardware h100-sxm,h200,b200,mi300x --context 8192 \\
      --prompt 2048 --output 512 --tpot 20ms --ttft 2s --top 5 --plot pareto.svg
  chalk plan serve --model deepseek-v3 --hardware h100-sxm,gb200-nvl72 --context 8192 --tpot 20ms --explain 1
  chalk plan serve --model llama-3-70b --hardware all --tpot 20ms --json

exit status: 0 plans found; 2 bad input; 4 no layout meets the target (the fastest layout,
its floor and the claim behind it are named)"""


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    p.epilog = SERVE_EXAMPLES
    p.formatter_class = argparse.RawDescriptionHelpFormatter
    p.add_argument("--model", required=True, metavar="ID", help="a catalog model (chalk eval --list shows the catalog)")
    p.add_argument("--hardware", required=True, metavar="IDS", help="catalog ids, comma-separated, or all")
    p.add_argument(
        "--context", type=int, default=None, metavar="N", help="tokens of KV per sequence (default: prompt + output)"
    )
    p.add_argument(
        "--prompt", type=int, default=2048, metavar="N", help="prompt tokens, for TTFT and $/Mtok input (default 2048)"
    )
    p.add_argument("--output", type=int, default=512, metavar="N", help="output tokens per request (default 512)")
    p.add_argument("--tpot", required=True, metavar="TIME", help="time per output token target, e.g. 20ms")
    p.add_argument("--ttft", metavar="TIME", help="time to first token target, e.g. 2s")
    p.add_argument(
        "--precision", metavar="P[,P]", help="math precisions (default: the model's weight format if FP8, else bf16)"
    )
    p.add_argument(
        "--kv-precision",
        metavar="P",
        help="the KV cache's number format (default: the model's dtype, bf16 for most, as vLLM's kv_cache_dtype "
        "auto; --precision fp8 leaves the cache alone)",
    )
    p.add_argument("--max-chips", type=int, default=512, metavar="N", help="most chips of one replica (default 512)")
    p.add_argument("--tp", type=int, metavar="N", help="only this tensor-parallel degree")
    p.add_argument("--ep", type=int, metavar="N", help="only this expert-parallel degree")
    p.add_argument("--pp", type=int, metavar="N", help="only this pipeline degree")
    p.add_argument(
        "--objective",
        choices=("cost", "chips", "throughput", "latency"),
        default="cost",
        help="what the plans are ranked by: cost ($/Mtok output, the default), chips (fewest per replica), "
        "throughput (tokens/s per chip) or latency (TPOT at batch 1); without a price a hardware is planned "
        "without cost unless the objective is cost",
    )
    p.add_argument(
        "--speculative",
        metavar="DRAFT_LEN[:ACCEPTANCE]",
        help="speculative decoding or MTP: a draft of DRAFT_LEN tokens, each accepted at ACCEPTANCE (default 0.85, "
        "DeepSeek-V3's MTP); TPOT is the step ÷ the tokens a pass yields (a lower bound)",
    )
    p.add_argument("--top", type=int, default=10, metavar="K", help="plans listed (default 10)")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print every plan as JSON, with units")
    out.add_argument("--out", metavar="FILE.parquet", help="write every plan to Parquet (units in field metadata)")
    p.add_argument("--plot", metavar="FILE.svg", help="write the cost-against-TPOT plot with the Pareto front")
    p.add_argument("--explain", type=int, metavar="K", help="print plan K term by term: value, unit, claim")
    p.add_argument("--mfu", metavar="F|measured", help="fraction of peak FLOP/s reached (default 1: ideal)")
    p.add_argument("--mbu", metavar="F|measured", help="fraction of HBM bandwidth reached (default 1: ideal)")
    p.add_argument(
        "--collective-efficiency", metavar="F", help="fraction of link bandwidth collectives reach (default 1)"
    )
    p.add_argument("--overlap", action="store_true", help="hide communication under the step (default: added)")
    p.add_argument("--price", choices=("on-demand", "committed"), default="on-demand", help="catalog price tier")
    p.add_argument("--price-file", metavar="PATH", help='JSON {"hardware-id": USD per chip-hour} over the catalog')
    p.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an input value, e.g. --set price_per_chip_hour=2.5 --set hbm_reserved_fraction=0.2",
    )


def serve_request(args: argparse.Namespace) -> ServeRequest:
    """The planner's typed request from `chalk plan serve`'s flags."""
    from dataclasses import fields

    from chalk.planning.serve import ServeRequest

    values = {f.name: getattr(args, f.name) for f in fields(ServeRequest)}
    values["sets"] = tuple(values["sets"])
    return ServeRequest(**values)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="plan_command", metavar="SUBCOMMAND")
    serve = sub.add_parser("serve", help="cheapest serving layout meeting TPOT/TTFT targets")
    add_serve_arguments(serve)
    from chalk.cli import UsageError
    from chalk.cli.commands import add_source_arguments

    add_source_arguments(serve)  # the book planned with: its Book(serving=...) names the quantities

    def error(message: str) -> NoReturn:  # a bad option is one line, as for every chalk command
        raise UsageError(f"{message} (see 'chalk plan serve --help')")

    serve.error = error  # type: ignore[method-assign]
    add_train_parser(sub)


def run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError

    if args.plan_command == "serve":
        return run_serve(args)
    if args.plan_command == "train":
        return run_train(args)
    raise UsageError("give a subcommand: chalk plan serve (chalk plan serve --help)")


def run_serve(args: argparse.Namespace) -> int:
    """The plan on the book ``chalk eval`` reads (``--claims``, ``--book``, a project's own
    claims, else chalk's): its ``Book(serving=...)`` says which quantities the search calls."""
    from chalk.cli.commands.eval_quantity import run_with_book

    return run_with_book(args, _serve)


def _serve(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError
    from chalk.planning import report
    from chalk.planning.serve import EXIT_UNREACHABLE, plan_serve

    for path, suffix in ((args.out, ".parquet"), (args.plot, ".svg")):
        if path and not path.endswith(suffix):
            raise UsageError(f"{path}: expected a {suffix} file")
    try:
        report.paths_ok((args.out, args.plot))
    except FileNotFoundError as exc:
        raise UsageError(str(exc)) from None
    if args.top < 1:
        raise UsageError(f"--top must be at least 1, got {args.top}")
    result = plan_serve(serve_request(args))
    if not result.plans:
        print(f"chalk: {report.unreachable(result)}", file=sys.stderr)
        print(report.json_text(result) if args.json else report.per_hardware_text(result))
        return EXIT_UNREACHABLE
    if args.explain is not None:
        try:
            print(report.explain(result, args.explain))
        except IndexError as exc:
            raise UsageError(str(exc)) from None
        return 0
    if args.json:
        print(report.json_text(result))
    elif args.out:
        n = report.write_parquet(result, args.out)
        print(f"wrote {args.out} ({n} plans, units in the field metadata)")
    else:
        print(report.text(result, args.top))
    if args.plot:
        report.write_plot(result, args.plot)
        print(f"wrote {args.plot}", file=sys.stderr if args.json else sys.stdout)
    return 0
