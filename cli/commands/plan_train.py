"""`chalk plan train`: data × tensor × pipeline layouts for a token budget on a pool of chips.

Every number is a quantity of Part 4 §4.7 evaluated with ``chalk eval``'s inputs (model,
hardware, precision, price, ``--set``); the search is ``chalk.planning.train_layouts``.
Exit status: 0 with a plan; 4 when no layout meets every constraint (the answer names the
constraint and its claim); 2 for bad input (one line).
"""

from __future__ import annotations

import argparse

#: no layout meets every constraint: the plan still prints, with the reason
EXIT_INFEASIBLE = 4

EXAMPLES = """examples:
  chalk plan train --model llama-3-70b --tokens 15e12 --hardware tpu-v5p --chips 8960 --mfu 0.4
  chalk plan train --model llama-3-70b --tokens 15T --hardware tpu-v5p --chips 8960 --global-batch 4M --days 60
  chalk plan train --model llama-3-8b --tokens 1T --hardware h100-sxm --chips 256 --budget '2M USD' --json

exit status: 0 a plan; 4 no layout meets every constraint (the reason names it and its claim); 2 bad input"""


def add_train_parser(subparsers) -> argparse.ArgumentParser:
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

    def error(message: str):  # a bad option is one line, as for every chalk command
        raise UsageError(f"{message} (see 'chalk plan train --help')")

    parser.error = error
    return parser


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--model", metavar="ID", help="a shipped model (config.json in the catalog)")
    source.add_argument("--model-config", metavar="PATH", help="a local Hugging Face-style config.json")
    parser.add_argument("--tokens", required=True, metavar="N", help="the token budget: 15e12 or 15T")
    parser.add_argument("--hardware", required=True, metavar="ID", help="a catalog chip or system")
    parser.add_argument("--chips", required=True, metavar="N", help="chips available (the plan may use fewer)")
    parser.add_argument("--global-batch", metavar="TOKENS", help="tokens per step, e.g. 4M (default: searched)")
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
    parser.add_argument(
        "--set", dest="sets", action="append", default=[], metavar="NAME=VALUE", help="an input value (as chalk eval)"
    )
    parser.add_argument("--top", type=int, default=10, metavar="K", help="layouts listed (default 10)")
    parser.add_argument("--json", action="store_true", help="print one JSON object with every layout and units")


def request_from(args: argparse.Namespace):
    """The planner's request from the command line; bad amounts are one-line UsageErrors."""
    from chalk.cli import UsageError
    from chalk.planning.train_amounts import AmountError, parse_amount, parse_degrees, parse_fraction
    from chalk.planning.train_plan import SEQ_LEN, TrainRequest

    try:
        chips = parse_amount(args.chips, "--chips")
        if not chips.is_integer():
            raise AmountError(f"--chips is a whole number of chips, got {args.chips[:40]!r}")
        seq_len = parse_amount(args.seq_len, "--seq-len") if args.seq_len else SEQ_LEN
        if not float(seq_len).is_integer():
            raise AmountError(f"--seq-len is a whole number of tokens, got {args.seq_len[:40]!r}")
        if args.top < 1:
            raise AmountError(f"--top must be at least 1, got {args.top}")
        return TrainRequest(
            hardware=args.hardware,
            tokens=parse_amount(args.tokens, "--tokens"),
            chips=int(chips),
            model=args.model,
            model_config=args.model_config,
            global_batch=parse_amount(args.global_batch, "--global-batch") if args.global_batch else None,
            days=parse_amount(args.days, "--days") if args.days else None,
            budget=parse_amount(args.budget, "--budget", units=("USD", "$")) if args.budget else None,
            mfu=parse_fraction(args.mfu, "--mfu") if args.mfu else None,
            collective_efficiency=parse_fraction(args.collective_efficiency, "--collective-efficiency")
            if args.collective_efficiency
            else None,
            efficiency=args.efficiency,
            overlap=args.overlap == "full",
            seq_len=int(seq_len),
            tp=parse_degrees(args.tp, "--tp") if args.tp else None,
            pp=parse_degrees(args.pp, "--pp") if args.pp else None,
            precision=args.precision,
            ici=args.ici,
            sets=tuple(args.sets),
        )
    except AmountError as exc:
        raise UsageError(str(exc)) from None


def plan(request):
    """The plan for ``request``: ``chalk eval``'s input layers, then the layout search."""
    from chalk.cli import UsageError
    from chalk.cli.commands.eval_quantity import build_setup
    from chalk.planning.train_layouts import eval_arguments, plan_training
    from chalk.planning.train_plan import PlanError

    try:
        return plan_training(request, build_setup(eval_arguments(request)))
    except PlanError as exc:
        raise UsageError(str(exc)) from None


def run_train(args: argparse.Namespace) -> int:
    """The plan on ``chalk eval``'s book: the cached runtime for the lecture (no sympy
    import once built), else the sympy source."""
    from chalk.cli.commands.eval_quantity import run_with_book

    args.claims, args.book = None, None  # plan reads the lecture book, as chalk eval does by default
    return run_with_book(args, _run_train)


def _run_train(args: argparse.Namespace) -> int:
    plan_ = plan(request_from(args))
    if args.json:
        import json
        import sys

        json.dump(plan_json(plan_), sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(plan_text(plan_, args.top))
    return 0 if plan_.fastest is not None else EXIT_INFEASIBLE


def _layout_json(a) -> dict:
    return {
        "chips": a.chips,
        "mode": a.mode,
        "data_degree": a.data,
        "tp_degree": a.tp,
        "pp_degree": a.pp,
        "microbatches": a.microbatches,
        "global_batch": {"value": a.global_batch, "unit": "token"},
        "memory_per_chip": {"value": a.memory_bytes, "unit": "byte"},
        "hbm_capacity": {"value": a.hbm_bytes, "unit": "byte"},
        "compute_time": {"value": a.compute_s, "unit": "s"},
        "collective_time": {
            "weights": {"value": a.param_comm_s, "unit": "s"},
            "tensor": {"value": a.tp_comm_s, "unit": "s"},
            "pipeline": {"value": a.pp_comm_s, "unit": "s"},
        },
        "step_time": {"value": a.step_s, "unit": "s"},
        "mfu": a.mfu,
        "time": {"value": a.days, "unit": "day"},
        "cost": {"value": a.cost_usd, "unit": "USD"},
        "fits_hbm": a.fits,
        "meets_days": a.meets_days,
        "meets_budget": a.meets_budget,
        "feasible": a.feasible,
        "step_bound_by": a.step_binding,
    }


def plan_json(plan) -> dict:
    """Every layout considered, with units; the fastest and the cheapest with their bindings."""
    req = plan.request
    out: dict = {
        "request": {
            "model": req.model or req.model_config,
            "hardware": req.hardware,
            "tokens": {"value": req.tokens, "unit": "token"},
            "chips": req.chips,
            "global_batch": None if req.global_batch is None else {"value": req.global_batch, "unit": "token"},
            "days": req.days,
            "budget": None if req.budget is None else {"value": req.budget, "unit": "USD"},
            "overlap": "full" if req.overlap else "none",
            "seq_len": {"value": req.seq_len, "unit": "token"},
        },
        "efficiency": {e.name: {"value": e.value, "unit": e.unit, "source": e.source} for e in plan.efficiency},
        "inputs": {i.name: {"value": i.value, "unit": i.unit, "source": i.source} for i in plan.inputs},
        "claims": plan.claims,
        "notes": list(plan.notes),
        "feasible": len(plan.feasible),
        "considered": len(plan.layouts),
    }
    for name in ("fastest", "cheapest"):
        a = getattr(plan, name)
        out[name] = None if a is None else {**_layout_json(a), "binding": a.binding}
    out["infeasible"] = plan.infeasible or None
    out["layouts"] = [_layout_json(a) for a in plan.layouts]
    return out


def _row(rank: str, a) -> list[str]:
    return [
        rank,
        f"{a.chips:,}",
        f"{a.mode.upper()} {a.data:,} × TP {a.tp} × PP {a.pp}",
        f"{a.global_batch / 1e6:.3g}M",
        f"{a.memory_bytes / 1e9:.3g} GB",
        f"{a.step_s:.3g} s",
        a.step_binding.replace("_comm", " comm"),
        f"{a.mfu:.3g}",
        f"{a.days:.4g}",
        f"${a.cost_usd / 1e6:.4g}M",
    ]


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join(
        "  ".join(c.ljust(w) if i in (2, 6) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
        for r in rows
    )


def _human(shown) -> str:
    """An input as a person reads it (100 GB/s, 95 GiB), in its declared kind of prefix."""
    from chalk.units import Q_
    from chalk.units.readable import human
    from chalk.units.registry import parse_unit

    unit = parse_unit(shown.unit) if shown.unit != "1" else parse_unit("")
    return human(Q_(shown.value, unit), unit)


def _count(x: float) -> str:
    """A token count as people write it: 15T, 4.19M."""
    for size, suffix in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")):
        if x >= size:
            return f"{x / size:.4g}{suffix}"
    return f"{x:g}"


def plan_text(plan, top: int) -> str:
    req = plan.request
    model = req.model or req.model_config
    lines = [
        f"chalk plan train: {model}, {_count(req.tokens)} tokens on up to {req.chips:,} {req.hardware} chips"
        + (f", within {req.days:g} days" if req.days is not None else "")
        + (f", within ${req.budget / 1e6:.4g}M" if req.budget is not None else ""),
        "",
    ]
    for e in plan.efficiency:
        shown = _human(e)
        lines.append(f"efficiency: {e.name} = {shown}  ({e.source[:110]})")
    header = ["#", "chips", "layout", "batch", "mem/chip", "step", "bound by", "MFU", "days", "cost"]
    hbm = plan.layouts[0].hbm_bytes / 1e9 if plan.layouts else 0.0
    lines += ["", f"{len(plan.feasible)} of {len(plan.layouts)} layouts feasible (HBM {hbm:.3g} GB per chip)"]
    if plan.feasible:
        rows = [header] + [_row(str(k + 1), a) for k, a in enumerate(plan.feasible[:top])]
        lines += ["", _table(rows)]
    for name in ("fastest", "cheapest"):
        a = getattr(plan, name)
        if a is not None:
            lines += [
                "",
                f"{name}: {a.label()}: {a.days:.4g} days, ${a.cost_usd / 1e6:.4g}M, "
                f"{a.memory_bytes / 1e9:.3g} GB per chip, MFU {a.mfu:.3g}",
                f"  bound by {a.binding}",
            ]
    if plan.infeasible:
        lines += ["", f"infeasible: {plan.infeasible}"]
    lines += ["", "inputs:"]
    for i in plan.inputs:
        shown = _human(i)
        lines.append(f"  {i.name} = {shown}  ({i.source[:110]})")
    lines += ["", *(f"note: {n}" for n in plan.notes)]
    return "\n".join(lines)
