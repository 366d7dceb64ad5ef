"""`chalk sweep QUANTITY --over NAME=START:STOP:NUM[:log]...`: a quantity on a grid.

Each ``--over`` is one axis; the axes broadcast against each other (an outer product),
and the generated numpy function is called once on the whole grid in base units, so a
million points take milliseconds. Model-derived inputs follow swept inputs they depend on.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from chalk.evaluation.grid import Axis, base_grid, grid_fit, parse_axis, sweep

__all__ = ["Axis", "base_grid", "grid_fit", "parse_axis", "sweep"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from chalk.cli.commands.eval_quantity import add_common_arguments

    parser.add_argument("quantity", metavar="QUANTITY", help="a quantity name (chalk eval --list shows them)")
    parser.add_argument(
        "--over",
        action="append",
        default=[],
        required=True,
        metavar="NAME=START:STOP:NUM[:log]",
        help='an axis, e.g. --over batch=1:4096:64:log --over "hbm_bandwidth=1 TB/s:8 TB/s:8"',
    )
    add_common_arguments(parser)
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--csv", action="store_true", help="one row per grid point: the axes, then the quantity")
    out.add_argument("--json", action="store_true", help="axes and the values as nested lists")
    out.add_argument("--plot", metavar="FILE", help="write a PNG plot (one axis: a line; two: a heat map)")
    out.add_argument(
        "--out",
        metavar="FILE",
        help="write the grid as a table: .csv, .parquet or .arrow/.feather (units and axes in the metadata)",
    )


#: opens a user's project only when the stored runtime for its files misses (as eval does)
OPENS_ITS_PROJECT = True


def run(args: argparse.Namespace) -> int:
    from chalk.cli.commands.eval_quantity import run_with_book

    return run_with_book(args, _run)


def _run(args: argparse.Namespace) -> int:
    import numpy as np

    from chalk.cli import UsageError
    from chalk.cli.commands.eval_quantity import build_setup, warn_unused
    from chalk.evaluation.report import inputs_json
    from chalk.evaluation.result import lookup_quantity
    from chalk.exporters.inputs import InputError, unit_text

    if args.out:
        from chalk.exporters.tables import TableError, format_for

        try:
            format_for(args.out)  # an unknown suffix fails before any work
        except TableError as exc:
            raise UsageError(str(exc)) from None
    setup = build_setup(args)
    try:
        axes = [parse_axis(t) for t in args.over]
    except InputError as exc:
        raise UsageError(str(exc)) from None
    result, values = sweep(args.quantity, axes, setup, args.to)
    for a in axes:
        if a.symbol.name not in result.used:
            print(
                f"chalk: warning: {result.quantity} does not depend on {a.symbol.name} (axis unused)", file=sys.stderr
            )
    fit = grid_fit(args.quantity, axes, setup)
    warn_unused(result)
    unit = unit_text(result.value.units)
    ok = np.isfinite(values)
    outside = int(values.size - ok.sum())
    domain = lookup_quantity(args.quantity).physical.text()
    if outside:
        print(
            f"chalk: warning: {outside:,} of {values.size:,} points are outside {result.quantity}'s domain "
            f"({domain}) or not finite: marked NaN / null with ok = 0",
            file=sys.stderr,
        )
    if fit is not None and fit.not_fitting():
        print(f"chalk: warning: {fit_line(fit)}", file=sys.stderr)
    if args.csv or args.out:
        from chalk.exporters.tables import TableError, write_csv, write_table

        table = grid_table(result, axes, values, fit)
        if args.csv:
            sys.stdout.flush()
            write_csv(table, sys.stdout.buffer)
            sys.stdout.buffer.flush()
        else:
            try:
                fmt = write_table(table, args.out)
            except TableError as exc:
                raise UsageError(str(exc)) from None
            print(f"wrote {args.out} ({fmt}, {values.size:,} rows)")
    elif args.json:
        doc = {
            "quantity": result.quantity,
            "unit": unit,
            "domain": domain,
            "axes": [{"name": a.symbol.name, "unit": unit_text(a.unit), "values": a.values.tolist()} for a in axes],
            "values": np.asarray(np.where(ok, values, None)).tolist(),
            "ok": ok.tolist(),
            "out_of_domain": outside,
            "inputs": inputs_json(result),
        }
        efficiency = [n for n in result.notes if n.startswith("efficiency:")]
        if efficiency:  # --efficiency: which was applied, from which cases
            doc["efficiency"] = efficiency
        if fit is not None:
            doc |= {"fit_memory": fit.memory, "fits": fit.fits.tolist(), "not_fitting": fit.not_fitting()}
        print(json.dumps(doc, allow_nan=False))
    elif args.plot:
        plot(args.plot, axes, values, result.quantity, unit)
        print(f"wrote {args.plot}")
    else:
        print(summary(result, axes, values, outside, domain, fit))
    return 0


def fit_line(fit: Any) -> str:
    """How many grid points do not fit in HBM, and by which memory quantity."""
    return (
        f"{fit.not_fitting():,} of {fit.fits.size:,} points do not fit in HBM ({fit.memory} > hbm_capacity): fits = 0"
    )


def grid_table(result: Any, axes: list[Axis], values: Any, fit: Any = None) -> Any:
    """One row per grid point: the axes in their given units, the quantity (declared or --to
    unit; NaN outside its domain), ``ok`` (1 where the point is physically possible) and,
    where a memory layout applies, ``fits`` (1 where it fits in HBM; the metadata names the
    memory quantity and counts the points that do not)."""
    import numpy as np

    from chalk.evaluation.report import inputs_json
    from chalk.evaluation.result import lookup_quantity
    from chalk.exporters.tables import AxisInfo, Column
    from chalk.exporters.tables import grid_table as table_of
    from chalk.units.readable import unit_text

    shape, ok = values.shape, np.isfinite(values)
    domain = lookup_quantity(result.quantity).physical.text()
    columns = []
    for k, a in enumerate(axes):
        along = [1] * len(axes)
        along[k] = len(a.values)
        column = np.broadcast_to(a.values.reshape(along), shape).ravel()
        columns.append(Column(a.symbol.name, unit_text(a.unit), column))
    columns.append(Column(result.quantity, unit_text(result.value.units), np.ascontiguousarray(values).ravel()))
    columns.append(Column("ok", "1", ok.ravel().astype(float)))
    extra = {"domain": domain}
    if fit is not None:
        columns.append(Column("fits", "1", np.ascontiguousarray(fit.fits).ravel().astype(float)))
        extra |= {"fit_memory": fit.memory, "not_fitting": fit.not_fitting()}
    info = [AxisInfo(a.symbol.name, unit_text(a.unit), len(a.values), a.log) for a in axes]
    return table_of(result.quantity, info, columns, {**inputs_json(result), **extra})


def summary(result: Any, axes: list[Axis], values: Any, outside: int, domain: str, fit: Any = None) -> str:
    """Grid size, how many points fit in HBM (where a memory layout applies), then the
    smallest and largest value with where they occur, in readable units."""
    import numpy as np

    from chalk.evaluation.report import shown
    from chalk.units import Q_

    def text(magnitude: Any, unit: Any, declared: Any) -> str:
        number, u = shown(Q_(float(magnitude), unit), declared)
        return f"{number} {u}".strip()

    lines = [
        f"{result.quantity} over {' × '.join(str(len(a.values)) for a in axes)} = {values.size:,} points"
        + (f", {outside:,} outside its domain ({domain}) or not finite" if outside else "")
    ]
    if fit is not None:
        lines.append(
            f"  fit: {fit.fits.size - fit.not_fitting():,} of {fit.fits.size:,} points fit in HBM ({fit.memory})"
        )
    if not np.isfinite(values).any():
        return "\n".join([*lines, "  no point of the grid is physically possible (chalk eval at one point says why)"])
    lo = np.unravel_index(np.nanargmin(values), values.shape)
    hi = np.unravel_index(np.nanargmax(values), values.shape)
    for label, idx in (("min", lo), ("max", hi)):
        at = ", ".join(f"{a.symbol.name}={text(a.values[i], a.unit, a.unit)}" for a, i in zip(axes, idx, strict=True))
        lines.append(f"  {label} {text(values[idx], result.value.units, result.declared)} at {at}")
    lines += [f"  note: {n}" for n in result.notes if n.startswith("efficiency:")]
    lines.append("  (--csv, --json, --out FILE or --plot FILE for the grid)")
    return "\n".join(lines)


def plot(path: str, axes: list[Axis], values: Any, quantity: str, unit: str) -> None:
    from chalk.cli import UsageError
    from chalk.exporters.inputs import unit_text

    if len(axes) > 2:
        raise UsageError("--plot draws one or two axes")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise UsageError("--plot needs matplotlib (pip install matplotlib)") from None
    fig, ax = plt.subplots(figsize=(6, 4))
    x = axes[0]
    if len(axes) == 1:
        ax.plot(x.values, values)
        ax.set_ylabel(f"{quantity} [{unit}]")
    else:
        y = axes[1]
        mesh = ax.pcolormesh(x.values, y.values, values.T, shading="auto")
        fig.colorbar(mesh, ax=ax, label=f"{quantity} [{unit}]")
        ax.set_ylabel(f"{y.symbol.name} [{unit_text(y.unit)}]")
        if y.log:
            ax.set_yscale("log")
    ax.set_xlabel(f"{x.symbol.name} [{unit_text(x.unit)}]")
    if x.log:
        ax.set_xscale("log")
    fig.tight_layout()
    try:
        fig.savefig(path)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        plt.close(fig)
