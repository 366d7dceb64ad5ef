"""One quantity's value through its generated numpy function, with every input's value
and source: the answer ``chalk eval``, ``sweep``, ``validate`` and ``chalk.evaluate`` give."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chalk.derivations.eval_rules import domain_message, explanation, explanation_fields, unrepresentable
from chalk.evaluation.errors import BadValue, OutOfDomain, UnitMismatch, UnknownName
from chalk.evaluation.setup import Setup, typed_errors


@dataclass(frozen=True)
class Result:
    """A quantity's value (a pint Quantity; an array on a sweep's grid) and its inputs."""

    quantity: str
    value: Any  # pint.Quantity
    inputs: dict[Any, Any]  # symbol -> Input, every input used (direct first, then those deriving model values)
    support: tuple[str, ...]  # names among ``inputs`` used only to derive model values
    unused: tuple[str, ...]
    notes: tuple[str, ...]
    used: frozenset[str] = frozenset()
    declared: Any = None  # the quantity's declared pint unit (None when ``to`` chose the unit)
    precision: tuple[str, str] | None = None
    widths: tuple[tuple[Any, Any], ...] = ()  # (symbol, Input) of each byte width, used or not
    warnings: tuple[str, ...] = ()  # a renamed quantity asked by its old name (``evaluation.renames``)


def lookup_quantity(name: str) -> Any:
    """The quantity ``name`` of the current book; an unknown name lists close matches."""
    from chalk.exporters.evalbook import book

    try:
        return book().lookup(name)
    except KeyError as exc:
        raise UnknownName(exc.args[0]) from None


def output_unit(q: Any, to: str | None) -> Any:
    """The unit to report ``q`` in: its declared unit, else ``to`` (same dimension)."""
    from chalk.exporters.inputs import MESSAGES, UNIT_TEXT, unit_text
    from chalk.units.registry import parse_unit

    if not to:
        return q.unit
    if not UNIT_TEXT.match(to):
        raise BadValue(MESSAGES["to_text"].format(unit=to[:40]))
    try:
        unit = parse_unit(to)
    except ValueError:
        raise BadValue(MESSAGES["to_unknown"].format(unit=to[:40])) from None
    if unit.dimensionality != q.unit.dimensionality:
        raise BadValue(MESSAGES["to_dimension"].format(name=q.name, declared=unit_text(q.unit), unit=to))
    return unit


def quantity_result(name: str, setup: Setup, to: str | None = None, grid: dict[Any, Any] | None = None) -> Result:
    """The quantity ``name`` through its generated numpy function; ``grid`` maps swept
    symbols to base-unit arrays."""
    import numpy as np

    from chalk.evaluation.renames import current_name
    from chalk.exporters.efficiency import efficiency_notes
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import resolve
    from chalk.units.registry import from_base

    bk = book()
    name, renamed = current_name(name)
    q: Any = lookup_quantity(name)
    problem = bk.unit_problem(q.name)
    if problem:
        raise UnitMismatch(problem)
    unit = output_unit(q, to)
    res: Any
    with typed_errors():
        res = resolve(bk.inputs(q.name), setup.layers, what=q.name, grid=grid)
    with np.errstate(all="ignore"):  # an overflow is reported against the quantity's domain, not as a warning
        raw = bk.function(q.name)(**res.kwargs)
    value = from_base(raw, q.unit).to(unit)
    unused = tuple(s.name for s in setup.layers.sets if s not in res.used)
    return Result(
        q.name,
        value,
        {**res.direct, **res.support},
        tuple(s.name for s in res.support),
        unused,
        setup.notes
        + efficiency_notes(setup.efficiency, res.used)
        + _sparsity_readings(res.direct, setup.layers)
        + _unneeded_note(res),
        frozenset(s.name for s in res.used),
        None if to else q.unit,
        setup.precision,
        setup.widths,
        (renamed,) if renamed else (),
    )


def checked_result(name: str, setup: Setup, to: str | None = None) -> Result:
    """``quantity_result``, and a value outside the quantity's domain is ``OutOfDomain``."""
    result = quantity_result(name, setup, to)
    problem = domain_error(result, setup)
    if problem:
        raise OutOfDomain(problem)
    return result


def _unneeded_note(res: Any) -> tuple[str, ...]:
    """Name the inputs left unasked because their terms vanish at the given values."""
    if not res.unneeded:
        return ()
    from chalk.exporters.inputs import MESSAGES

    return (MESSAGES["unneeded"].format(names=", ".join(s.name for s in res.unneeded)),)


def _sparsity_readings(direct: dict[Any, Any], layers: Any) -> tuple[str, ...]:
    """Say which MoE 'sparsity' a result used: the parameter ratio N_total/N_active (what B*
    needs) differs from routed experts per active expert (per-expert saturation)."""
    from chalk.exporters.evalbook import book

    params_total, params_active, experts, experts_per_token = (
        book().symbol(n) for n in ("params_total", "params_active", "experts", "experts_per_token")
    )
    if params_total not in direct or params_active not in direct:
        return ()
    ratio = float(direct[params_total].value / direct[params_active].value)
    if ratio == 1:  # a dense model: there is only one reading
        return ()
    notes = [f"sparsity read as the parameter ratio N_total/N_active = {ratio:.4g}"]
    known = {**layers.model, **layers.sets}
    if experts in known and experts_per_token in known:
        e, k = known[experts].value.magnitude, known[experts_per_token].value.magnitude
        notes.append(f"routed experts per active expert = {e:g}/{k:g} = {e / k:.4g}: a different reading (per expert)")
    return tuple(notes)


def _shown(name: str, result: Result, setup: Setup) -> str:
    """An input's or a defined quantity's value with its unit, for an explanation; the
    name alone when the quantity has no value here (a typed error of the core)."""
    from chalk.evaluation.errors import EvaluationError
    from chalk.exporters.evalbook import book
    from chalk.units.readable import human

    lookup = book().lookup
    by_name = {s.name: inp for s, inp in result.inputs.items()}
    if name in by_name:
        return str(human(by_name[name].value, lookup(name).unit))
    try:
        other = quantity_result(name, setup)
    except EvaluationError:
        return name
    return str(human(other.value, other.declared))


def domain_error(result: Result, setup: Setup) -> str:
    """Why a scalar result is impossible, in one line; "" when it lies in its quantity's domain."""
    from chalk.exporters.evalbook import book
    from chalk.units.readable import human

    q = book().lookup(result.quantity)
    base = float(result.value.to_base_units().magnitude)
    problem = q.physical.problem(base)
    if not problem:
        return ""
    template = q.physical.explain
    explained = explanation(template, {f: _shown(f, result, setup) for f in explanation_fields(template)})
    shown = str(human(result.value, result.declared))
    return domain_message(q.name, problem, unrepresentable(base), shown, explained, q.meaning, q.physical.text())
