"""chalk's bounds against published measurements (`chalk validate`).

Every bound is evaluated by an ``Evaluate`` the caller passes in: `chalk validate` passes
``chalk.planning.cases.evaluate_bound``, which runs each case through the command its
``entry`` names (`chalk eval`, `chalk plan train` or `chalk plan serve`) with the case's
catalog ids, options and ``--set`` values, so a case reproduces with the command line
``Bound.command()`` prints. (The core and the planner sit above this stage; hence the
parameter.) A measurement that beats its bound is never clipped: it is reported with the
inputs one of which must be wrong.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from chalk.derivations.catalog.measured import Case, decode_pools, matching, medians

if TYPE_CHECKING:
    import pint


class Evaluated(Protocol):
    """What ``evaluate`` returns, as ``chalk eval``'s ``Result``: ``value`` (a pint Quantity in
    the quantity's declared unit) and ``inputs`` ({symbol: input with a ``source``})."""

    @property
    def value(self) -> pint.Quantity[Any]: ...
    @property
    def inputs(self) -> Mapping[Any, Any]: ...


#: ``evaluate(quantity, case)``; raises BoundError when the case's inputs are bad
Evaluate = Callable[[str, Case], Evaluated]

#: the inputs of a bound that crosses the scale-out network (the NICs, the DCN): a
#: collective bounded through them has a median of its own, so the scale-up fabric's
#: (NVLink, ICI), which --efficiency measured reads, pools only its own cases
SCALE_OUT_INPUTS = frozenset({"scaleout_bandwidth", "dcn_bandwidth"})

#: a rate or time this close to its bound counts as meeting it (float round-off only)
TOLERANCE = 1e-9


class BoundError(ValueError):
    """A case whose bound cannot be evaluated or compared (bad inputs, unit mismatch)."""


@dataclass(frozen=True)
class Outcome:
    """One case compared with its bound, both in the measurement's unit."""

    case: Case
    measured: float
    bound: float
    unit: str
    efficiency: float  # bound/measured for a time, measured/bound for a rate; ≤ 1 unless beaten
    efficiency_of: str  # mfu_train, mfu_prefill, mfu_decode, decode_bandwidth, kernel_*, collective_bandwidth
    bound_value: float  # the chalk quantity as evaluated, in its declared unit
    bound_unit: str
    inputs: tuple[tuple[str, str], ...]  # (input, source) of every input the bound used

    @property
    def beats(self) -> bool:
        return self.efficiency > 1 + TOLERANCE

    def problem(self) -> str:
        """Why a beaten bound is an error, naming the inputs that would have to change."""
        names = ", ".join(name for name, _ in self.inputs)
        way = "lower" if self.case.measured.kind == "time" else "higher"
        return (
            f"{self.case.id}: measured {self.measured:.4g} {self.unit} is {way} than chalk's bound "
            f"{self.bound:.4g} {self.unit} (efficiency {self.efficiency:.3g} > 1): one of its inputs is wrong "
            f"by a factor of at least {self.efficiency:.3g}: {names} (reproduce: {self.case.bound.command()})"
        )

    def as_json(self) -> dict[str, Any]:
        c = self.case
        return {
            "id": c.id,
            "regime": c.regime,
            "efficiency_of": self.efficiency_of,
            "family": c.family,
            "measured": {"value": self.measured, "unit": self.unit, "kind": c.measured.kind, "what": c.measured.what},
            "bound": {"value": self.bound, "unit": self.unit},
            "chalk": {
                "quantity": c.bound.quantity,
                "value": self.bound_value,
                "unit": self.bound_unit,
                "command": c.bound.command(),
            },
            "efficiency": self.efficiency,
            "beats_bound": self.beats,
            "source": dict(c.source),
            "stated": dict(c.stated),
            **({"note": c.note} if c.note else {}),
        }


def _efficiency_of(case: Case, evaluate: Evaluate, inputs: frozenset[str]) -> str:
    """The median a case pools in; ``inputs`` are the names of the inputs its bound read."""
    q = case.bound.quantity
    if case.bound.entry == "plan serve":  # the best plan's TPOT: a routed, maybe speculative, floor
        return "decode_speculative" if case.bound.option("speculative") else "decode_routed"
    if case.regime == "collective":  # the scale-up fabric's median is what --efficiency measured reads
        return "collective_bandwidth_scaleout" if inputs & SCALE_OUT_INPUTS else "collective_bandwidth"
    if case.regime == "kernel":
        return "kernel_bandwidth" if q == "hbm_bandwidth" else "kernel_flops"
    if case.regime in ("train", "prefill"):
        return f"mfu_{case.regime}"
    pool = decode_pools().get(q, "mfu_decode")  # the corpus says which median a decode bound pools in
    if isinstance(pool, str):
        return pool
    memory, compute = pool  # whichever roofline term binds at this case's inputs
    return "decode_bandwidth" if evaluate(memory, case).value >= evaluate(compute, case).value else "mfu_decode"


def compare(case: Case, evaluate: Evaluate) -> Outcome:
    """The case's bound in the measurement's unit, and the efficiency."""
    from chalk.units import Q_
    from chalk.units.readable import unit_text
    from chalk.units.registry import units_of

    result = evaluate(case.bound.quantity, case)
    bound = result.value
    m = case.measured
    measured = Q_(m.value, m.unit)
    if m.over_chips:
        measured = measured / m.over_chips
    if m.kind == "fraction_of_peak" and bound.dimensionless:  # a plan's MFU: fraction against fraction
        measured = measured.to("")
    elif m.kind == "fraction_of_peak":
        peak = Q_(m.source_peak) if m.source_peak else bound
        measured = (measured * peak).to(bound.units)
    try:
        if m.kind == "time":
            b = bound.to(measured.units)
            efficiency = b.magnitude / measured.magnitude
        else:
            if bound.dimensionality == measured.dimensionality:
                b = bound.to(measured.units)
            elif case.bound.work:
                b = (Q_(case.bound.work) / bound).to(measured.units)
            else:
                b = (1 / bound).to(measured.units)
            efficiency = measured.magnitude / b.magnitude
    except Exception as exc:  # pint's DimensionalityError: the case pairs the wrong quantity
        raise BoundError(f"{case.id}: {case.bound.quantity} [{bound.units}] cannot bound {m.unit}: {exc}") from None
    if not (math.isfinite(efficiency) and efficiency > 0):
        raise BoundError(f"{case.id}: efficiency {efficiency} is not a positive number")
    inputs = tuple((s.name, inp.source) for s, inp in result.inputs.items())  # a symbol or a plan's input
    return Outcome(
        case,
        float(measured.magnitude),
        float(b.magnitude),
        unit_text(units_of(measured)),
        float(efficiency),
        _efficiency_of(case, evaluate, frozenset(name for name, _ in inputs)),
        float(bound.magnitude),
        unit_text(units_of(bound)),
        inputs,
    )


def validate(evaluate: Evaluate, pattern: str | None = None) -> list[Outcome]:
    """Every matching case compared with its bound, in corpus order."""
    return [compare(c, evaluate) for c in matching(pattern)]


def efficiency_points(outcomes: list[Outcome]) -> list[tuple[str, str, str, float]]:
    """(efficiency name, family, case id, efficiency) of each outcome."""
    return [(o.efficiency_of, o.case.family, o.case.id, o.efficiency) for o in outcomes]


def median_table(outcomes: list[Outcome]) -> dict[str, Any]:
    """Median efficiencies per regime (and family), the `measured` defaults of eval."""
    return medians(efficiency_points(outcomes))
