"""A quantity on a grid: each axis (``NAME=START:STOP:NUM[:log]``) read by the same value
parser as a typed input; the axes broadcast against each other (an outer product), and
the generated numpy function is called once on the whole grid in base units. Model-derived
inputs follow swept inputs they depend on. ``chalk sweep`` and ``chalk.sweep`` call it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chalk.evaluation.errors import BadValue
from chalk.evaluation.result import Result
from chalk.evaluation.setup import Setup

MAX_POINTS = 50_000_000


@dataclass(frozen=True)
class Axis:
    symbol: Any
    unit: Any  # the unit the axis is reported in (the START's unit)
    values: Any  # numpy array in ``unit``
    log: bool


def parse_axis(text: str) -> Axis:
    """``NAME=START:STOP:NUM[:log]`` through the same value parser as ``--set``."""
    import numpy as np

    from chalk.exporters.inputs import InputError, input_named, parse_value

    name, sep, spec = text.partition("=")
    if not sep:
        raise InputError(f"--over expects NAME=START:STOP:NUM[:log], got {text[:60]!r}")
    q: Any = input_named(name.strip())
    parts = spec.split(":")
    log = len(parts) == 4 and parts[3].strip() == "log"
    if len(parts) not in (3, 4) or (len(parts) == 4 and not log):
        raise InputError(f"--over {q.name}: expected START:STOP:NUM or START:STOP:NUM:log, got {spec[:60]!r}")
    start, stop = parse_value(parts[0], q), parse_value(parts[1], q)
    count = parts[2].strip()
    if not count.isdigit() or not 1 <= int(count) <= MAX_POINTS:
        raise InputError(f"--over {q.name}: NUM must be a whole number from 1 to {MAX_POINTS:,}, got {count[:20]!r}")
    unit = start.units
    lo, hi = start.magnitude, stop.to(unit).magnitude
    if log and not (lo > 0 and hi > 0):
        raise InputError(f"--over {q.name}: a log axis needs positive START and STOP")
    values = np.geomspace(lo, hi, int(count)) if log else np.linspace(lo, hi, int(count))
    if counts_whole_things(q):  # whole in the declared unit: 8 chips, 64 sequences, never 8.5
        from chalk.units import Q_

        factor = float(Q_(1, unit).to(q.unit).magnitude)
        values = np.unique(np.maximum(np.round(values * factor), 1.0)) / factor
    return Axis(q.symbol, unit, values, log)


#: declared units of inputs that count discrete things (a batch of sequences, a context of tokens)
COUNT_UNITS = ("sequence", "token/sequence", "token")


def counts_whole_things(q: Any) -> bool:
    """An input whose values are whole numbers: declared integer, with a whole-number
    domain, or counted in sequences or tokens."""
    from chalk.exporters.inputs import unit_text

    return bool(q.symbol.is_integer) or q.physical.integral or unit_text(q.unit) in COUNT_UNITS


def base_grid(axes: list[Axis]) -> dict[Any, Any]:
    """Each axis as a base-unit array shaped to broadcast along its own dimension."""
    from chalk.units import Q_

    grid = {}
    for k, a in enumerate(axes):
        shape = [1] * len(axes)
        shape[k] = len(a.values)
        grid[a.symbol] = (a.values * Q_(1, a.unit).to_base_units().magnitude).reshape(shape)
    return grid


def grid_fit(name: str, axes: list[Axis], setup: Setup) -> Any:
    """The fit check (``exporters.fit``) at every grid point, broadcast to the grid's
    shape; None where no memory layout applies to ``name``."""
    import numpy as np

    from chalk.exporters.fit import Fit, fit_check

    fit = fit_check(name, setup.layers, base_grid(axes))
    if fit is None:
        return None
    shape = tuple(len(a.values) for a in axes)
    return Fit(fit.memory, np.broadcast_to(fit.need, shape), np.broadcast_to(fit.capacity, shape))


def sweep(name: str, axes: list[Axis], setup: Setup, to: str | None = None) -> tuple[Result, Any]:
    """The quantity on the outer product of ``axes`` (a numpy array shaped by the axes)."""
    import numpy as np

    from chalk.evaluation.result import lookup_quantity, quantity_result

    total = int(np.prod([len(a.values) for a in axes]))
    if total > MAX_POINTS:
        raise BadValue(f"the grid has {total:,} points; at most {MAX_POINTS:,}")
    if len({a.symbol for a in axes}) != len(axes):
        raise BadValue("each --over names a different input")
    result = quantity_result(name, setup, to, grid=base_grid(axes))
    shape = tuple(len(a.values) for a in axes)
    values = np.array(np.broadcast_to(np.asarray(result.value.magnitude, dtype=float), shape))
    in_base = np.broadcast_to(np.asarray(result.value.to_base_units().magnitude, dtype=float), shape)
    values[~lookup_quantity(name).physical.contains(in_base)] = np.nan  # impossible points are marked, not shown
    return result, values
