"""`chalk eval QUANTITY`: one defined quantity for a model and hardware, with units.

A thin adapter: the flags become a ``chalk.evaluation.Request``; the evaluation core
layers the inputs, evaluates and formats (``chalk.evaluation``); this module prints.

The value comes from the generated numpy code (``exporters.codegen``) called with every
input in base units; each input is reported with its value, unit and source. The table
prints values as a person reads them (8 TB/s, 19.5 ms); ``--json`` keeps each value in
its declared unit (or ``--to``'s), uncompacted, and says so in ``"units"``. The math
precision is ``--precision``, else the model's declared weight format (FP8 weights give
FP8 math), else bf16; the table and the JSON say which and why. The byte widths of
weights and activations follow ``--precision``, those of KV elements ``--kv-precision``
(``--precision`` leaves the cache in the model's dtype, as vLLM does), else the model's
config, else bf16 (``exporters.precision``); each is printed with its source.

Quantities, generated functions and catalog values come from a book
(``exporters.evalbook``): for the lecture book alone a cached runtime built from the sympy
source (``exporters.runtime``: data only, sealed with the user's key, its functions
evaluated from expression trees; no sympy or z3 import once built), else the sympy source
itself (a user's claims, ``--model-config``, ``CHALK_RUNTIME=0``). Both print the same bytes.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from chalk.evaluation.books import Sources
    from chalk.evaluation.request import Request
    from chalk.evaluation.result import Result
    from chalk.evaluation.setup import Setup

EXAMPLES = """examples:
  chalk eval critical_intensity --hardware h100-sxm
  chalk eval kv_bytes_per_token --model llama-2-70b --set bytes_per_element=2 --json
  chalk eval t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set batch=1 \\
      --set context=4096 --set bytes_per_element=2 --to ms
  chalk eval optimal_batch --model deepseek-v3 --hardware gb200-nvl72   # fp8, from the model's config
  chalk eval output_input_price_ratio --prices claude-opus-4.6"""


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    """Options shared by `eval` and `sweep`."""
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--model", metavar="ID", help="a shipped model (config.json in the catalog)")
    source.add_argument("--model-config", metavar="PATH", help="a local Hugging Face-style config.json")
    parser.add_argument(
        "--published",
        action="store_true",
        help="use the model's published parameter counts instead of those derived from its config",
    )
    parser.add_argument("--hardware", metavar="ID", help="a catalog chip or system (per-chip values)")
    parser.add_argument(
        "--precision",
        metavar="P",
        help="math format whose dense peak feeds peak_flops (default: the model's weight format if FP8, else bf16)",
    )
    parser.add_argument(
        "--kv-precision",
        metavar="P",
        help="the KV cache's number format, for bytes_per_element (default: the model's dtype, as vLLM's "
        "kv_cache_dtype auto; --precision does not set it)",
    )
    parser.add_argument(
        "--ici",
        choices=("vendor", "textbook"),
        help="which ICI link bandwidth --hardware gives: the vendor's figure (default) or the textbook's "
        "(Austin et al.: 9e10 B/s for a TPU v5p link)",
    )
    parser.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help='an input value, optionally with a unit: --set context=8192 --set hbm_bandwidth="3.35 TB/s"',
    )
    parser.add_argument(
        "--prices", metavar="ID", help="an API price list (USD per million tokens, catalog prices.json)"
    )
    parser.add_argument("--to", metavar="UNIT", help="report the result in this unit (e.g. ms, kB/token)")
    parser.add_argument(
        "--efficiency",
        choices=("ideal", "measured"),
        help="ideal (the default): peak FLOP/s and HBM bandwidth; measured: MFU inputs and achieved HBM "
        "bandwidth from the medians of published measurements (chalk validate)",
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EXAMPLES
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("quantity", nargs="?", metavar="QUANTITY", help="a quantity name (--list shows them)")
    add_common_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--list",
        action="store_true",
        help="list every quantity with its unit and meaning, and each input's default and its source",
    )


def request_from(args: argparse.Namespace) -> Request:
    """The evaluation request the flags of `eval` and `sweep` describe."""
    from chalk.evaluation.request import Request

    return Request.from_assignments(
        args.sets,
        model=args.model,
        model_config=args.model_config,
        published=args.published,
        hardware=args.hardware,
        precision=args.precision,
        kv_precision=getattr(args, "kv_precision", None),
        ici=getattr(args, "ici", None),
        prices=args.prices,
        efficiency=getattr(args, "efficiency", None),
    )


def build_setup(args: argparse.Namespace) -> Setup:
    """The core's input layers for the flags (``chalk.evaluation.setup.build_setup``)."""
    from chalk.evaluation.setup import build_setup as layered

    return layered(request_from(args))


def sources(args: argparse.Namespace) -> Sources:
    """Where the command's quantities come from (``--claims``, ``--book``, ``--model-config``)."""
    from chalk.evaluation.books import Sources

    return Sources(
        tuple(getattr(args, "claims", None) or ()),
        tuple(getattr(args, "book", None) or ()),
        getattr(args, "model_config", None),
    )


#: ``chalk eval`` and ``chalk sweep`` open a user's project themselves, only when the
#: stored runtime for its files misses (a warm run imports neither sympy nor z3)
OPENS_ITS_PROJECT = True


def run_with_book(args: argparse.Namespace, body: Callable[[argparse.Namespace], int]) -> int:
    """``body(args)`` on the book the core's one reader chooses (``evaluation.books.reading``)."""
    from chalk.evaluation.books import reading

    with reading(sources(args)):
        return body(args)


def run(args: argparse.Namespace) -> int:
    return run_with_book(args, _run)


def warn_unused(result: Result) -> None:
    for text in result.warnings:
        print(f"chalk: warning: {text}", file=sys.stderr)
    for name in result.unused:
        print(f"chalk: warning: {name} is set but {result.quantity} does not depend on it (unused)", file=sys.stderr)


def _run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError
    from chalk.evaluation.report import as_json, as_table, list_quantities
    from chalk.evaluation.result import checked_result
    from chalk.exporters.fit import fit_check

    if args.list:
        print(list_quantities(args.json))
        return 0
    if not args.quantity:
        raise UsageError("give a QUANTITY (chalk eval --list shows them)")
    setup = build_setup(args)
    result = checked_result(args.quantity, setup, args.to)
    warn_unused(result)
    fit = fit_check(result.quantity, setup.layers)
    if fit is not None and fit.warning():
        print(f"chalk: warning: {fit.warning()}", file=sys.stderr)
    if args.json:
        doc = as_json(result)
        if fit is not None:
            doc["fit"] = fit.to_json()
        print(json.dumps(doc, indent=2, allow_nan=False))
    else:
        print(as_table(result))
    return 0
