"""`chalk eval QUANTITY`: one defined quantity for a model and hardware, with units.

The value comes from the generated numpy code (``codegen.compiled``) called with every
input in base units; each input is reported with its value, unit and source.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass

EXAMPLES = """examples:
  chalk eval critical_intensity --hardware h100-sxm
  chalk eval kv_bytes_per_token --model llama-2-70b --set bytes_per_element=2 --json
  chalk eval t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set batch=1 \\
      --set context=4096 --set bytes_per_element=2 --to ms
  chalk eval optimal_batch --model deepseek-v3 --hardware gb200-nvl72 --precision fp8
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
        help="math format whose dense peak feeds peak_flops (default: fp8 for a model with FP8 weights, else bf16)",
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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EXAMPLES
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("quantity", nargs="?", metavar="QUANTITY", help="a quantity name (--list shows them)")
    add_common_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--list", action="store_true", help="list every quantity with its unit and meaning")


@dataclass(frozen=True)
class Setup:
    """The layered inputs built from the command line, with notes for the reader."""

    layers: object  # chalk.exporters.inputs.Layers
    notes: tuple[str, ...]
    precision: tuple[str, str] | None = None  # (the math precision, where it came from) with --hardware


@dataclass(frozen=True)
class Result:
    quantity: str
    value: object  # pint.Quantity (array-valued for sweeps)
    inputs: dict  # name -> Input, every input used (direct first, then those deriving model values)
    support: tuple[str, ...]  # names among ``inputs`` used only to derive model values
    unused: tuple[str, ...]
    notes: tuple[str, ...]
    used: frozenset[str] = frozenset()
    declared: object = None  # the quantity's declared pint unit; None when --to chose the unit
    precision: tuple[str, str] | None = None  # (the math precision, where it came from) with --hardware


def _catalog_errors() -> tuple[type[Exception], ...]:
    """Errors that mean a bad id or config file (evaluated only when one is raised: it imports the catalog)."""
    from chalk.derivations.catalog import UnknownEntry
    from chalk.derivations.catalog.hf_config import ConfigError

    return (UnknownEntry, ConfigError)


def build_setup(args: argparse.Namespace) -> Setup:
    """Model, hardware, price-list and --set values as input layers; bad ids and values are UsageErrors."""
    from chalk.cli import UsageError
    from chalk.exporters.inputs import Input, InputError, Layers, parse_assignment
    from chalk.exporters.runtime import runtime

    layers, notes = Layers(), []
    try:
        for text in args.sets:
            q, value = parse_assignment(text)
            layers.sets[q.name] = Input(q.name, value, "given (--set)")
    except InputError as exc:
        raise UsageError(str(exc)) from None
    spec = _model_spec(args)
    precision, why = _precision(args, spec)
    if args.hardware:
        precision, why = _add_hardware(layers, notes, args.hardware, precision, why)
    elif args.precision and args.precision != "bf16":
        notes.append(f"--precision {args.precision} has no effect without --hardware (set peak_flops directly)")
    if args.prices:
        try:
            listed, unlisted = runtime().prices(args.prices)
        except _catalog_errors() as exc:
            raise UsageError(str(exc)) from None
        layers.add_sourced(layers.prices, listed)
        layers.unlisted.update(unlisted)
    if spec is not None:
        layers.add_sourced(layers.model, spec.fields)
        if spec.bytes_per_param is not None:
            layers.add_sourced(layers.model, {"bytes_per_param": spec.bytes_per_param})
        layers.derived_origin = spec.origin
        layers.derived.update(spec.derived)
        if args.published:
            if not args.model:
                raise UsageError("--published needs a catalog --model (a local config has no published counts)")
            if not spec.published:
                raise UsageError(f"{args.model} has no published parameter counts")
            layers.add_sourced(layers.model, spec.published)
            for name in ("params_total", "params_active"):
                layers.derived.pop(name, None)
        notes.extend(f"{spec.name}: {n}" for n in spec.notes)
        weights = layers.sets.get("bytes_per_param") or layers.model.get("bytes_per_param")
        if weights is not None and args.hardware and weights.value.magnitude < 2 and precision == "bf16":
            notes.append(
                "weights are under 2 bytes but the math is bf16; --precision fp8 (or fp4) for low-precision math"
            )
    elif args.published:
        raise UsageError("--published needs --model")
    return Setup(layers, tuple(notes), (precision, why) if args.hardware else None)


def _model_spec(args: argparse.Namespace):
    """The ``--model`` (from the runtime table) or ``--model-config`` (read through sympy) architecture, or None."""
    from chalk.cli import UsageError
    from chalk.exporters.runtime import local_model, runtime

    if not (args.model or args.model_config):
        return None
    try:
        return runtime().model(args.model) if args.model else local_model(args.model_config)
    except _catalog_errors() as exc:
        raise UsageError(str(exc)) from None


def _precision(args: argparse.Namespace, spec) -> tuple[str, str]:
    """The math precision and where it came from: --precision, else the model's declared
    weight format (FP8 weights → fp8 math), else bf16."""
    if args.precision:
        return args.precision, "--precision"
    if spec is not None and spec.math_precision is not None:
        precision, where = spec.math_precision
        return precision, f"from the model: {where}"
    return "bf16", "default"


def _add_hardware(layers, notes: list[str], hardware_id: str, precision: str, why: str) -> tuple[str, str]:
    """Per-chip catalog values with ``precision``'s dense peak as peak_flops; returns the
    precision used and where it came from (a model-implied precision the chip lacks falls
    back to bf16)."""
    from chalk.cli import UsageError
    from chalk.exporters.runtime import runtime

    rt = runtime()
    try:
        if (
            why.startswith("from the model")
            and rt.has_hardware(hardware_id)
            and precision not in rt.precisions(hardware_id)
        ):
            notes.append(f"{hardware_id} has no dense {precision} peak; the math is bf16 ({why})")
            precision, why = "bf16", "default"
        layers.add_sourced(layers.hardware, rt.hardware(hardware_id, precision))
    except _catalog_errors() as exc:
        raise UsageError(str(exc)) from None
    n = rt.gpus(hardware_id)
    if n > 1:
        notes.append(
            f"{hardware_id} is a {n}-GPU system: per-chip values are rack totals ÷ {n}, chips = {n} (one rack)"
        )
    notes.append(f"{hardware_id}: peak_flops is the dense {precision} peak ({why}; --precision to change)")
    return precision, why


def output_unit(q, to: str | None):
    from chalk.cli import UsageError
    from chalk.exporters.inputs import MESSAGES, UNIT_TEXT
    from chalk.units.readable import unit_text
    from chalk.units.registry import parse_unit

    if not to:
        return q.unit
    if not UNIT_TEXT.match(to):
        raise UsageError(MESSAGES["to_text"].format(unit=to[:40]))
    try:
        unit = parse_unit(to)
    except ValueError:
        raise UsageError(MESSAGES["to_unknown"].format(unit=to[:40])) from None
    if unit.dimensionality != q.unit.dimensionality:
        raise UsageError(MESSAGES["to_dimension"].format(name=q.name, declared=unit_text(q.unit), unit=to))
    return unit


def lookup_quantity(name: str):
    """The quantity's runtime record; an unknown name is a UsageError with close matches."""
    from chalk.cli import UsageError
    from chalk.exporters.inputs import quantity_named

    try:
        return quantity_named(name)
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None


def evaluate(name: str, setup: Setup, to: str | None = None, grid=None) -> Result:
    """The quantity ``name`` through its generated numpy function; ``grid`` maps swept
    input names to base-unit arrays."""
    from chalk.cli import UsageError
    from chalk.exporters.inputs import InputError, resolve
    from chalk.exporters.runtime import runtime
    from chalk.units.registry import Q_

    q = lookup_quantity(name)
    unit = output_unit(q, to)
    try:
        res = resolve(q.inputs, setup.layers, what=q.name, grid=grid)
    except InputError as exc:
        raise UsageError(str(exc)) from None
    raw = runtime().function(q.name)(**res.kwargs)
    value = Q_(raw, Q_(1, q.unit).to_base_units().units).to(unit)
    unused = tuple(s for s in setup.layers.sets if s not in res.used)
    return Result(
        q.name,
        value,
        {**res.direct, **res.support},
        tuple(res.support),
        unused,
        setup.notes + _sparsity_readings(res.direct, setup.layers),
        frozenset(res.used),
        None if to else q.unit,
        setup.precision,
    )


def _sparsity_readings(direct: dict, layers) -> tuple[str, ...]:
    """Say which MoE 'sparsity' a result used: the parameter ratio N_total/N_active (what B*
    needs) differs from routed experts per active expert (per-expert saturation)."""
    if "params_total" not in direct or "params_active" not in direct:
        return ()
    ratio = float(direct["params_total"].value / direct["params_active"].value)
    if ratio == 1:  # a dense model: there is only one reading
        return ()
    notes = [f"sparsity read as the parameter ratio N_total/N_active = {ratio:.4g}"]
    known = {**layers.model, **layers.sets}
    if "experts" in known and "experts_per_token" in known:
        e, k = known["experts"].value.magnitude, known["experts_per_token"].value.magnitude
        notes.append(f"routed experts per active expert = {e:g}/{k:g} = {e / k:.4g}: a different reading (per expert)")
    return tuple(notes)


def inputs_json(result: Result) -> dict:
    """Each input in base units, with its source."""
    from chalk.units.readable import unit_text

    inputs = {}
    for name, inp in result.inputs.items():
        value = inp.value.to_base_units()
        inputs[name] = {"value": float(value.magnitude), "unit": unit_text(value.units), "source": inp.source}
    return inputs


def json_value(result: Result):
    """The result for ``--json``: base units, or the ``--to`` unit when one was asked for."""
    return result.value if result.declared is None else result.value.to_base_units()


def as_json(result: Result) -> dict:
    from chalk.units.readable import unit_text

    value = json_value(result)
    out = {
        "quantity": result.quantity,
        "value": float(value.magnitude),
        "unit": unit_text(value.units),
        "units": "base" if result.declared is not None else "--to",
        "inputs": inputs_json(result),
    }
    if result.precision is not None:
        out["precision"] = {"value": result.precision[0], "from": result.precision[1]}
    if result.notes:
        out["notes"] = list(result.notes)
    return out


def shown(value, declared) -> tuple[str, str]:
    """(number, unit) as a person reads them; a dimensionless value has no unit."""
    from chalk.units.readable import number_text, readable, unit_text

    nice = readable(value, declared) if declared is not None else value
    unit = unit_text(nice.units)
    return number_text(nice.magnitude), "" if unit == "1" else unit


def _source(result: Result, inp) -> str:
    """The source column: peak_flops also says which precision and where that came from."""
    if inp.name == "peak_flops" and result.precision is not None:
        precision, why = result.precision
        return f"precision {precision} ({why}); {inp.source}"
    return inp.source


def as_table(result: Result) -> str:
    from chalk.exporters.runtime import runtime

    rt = runtime()
    number, unit = shown(result.value, result.declared)
    lines = [
        f"{result.quantity} = {number}{' ' + unit if unit else ''}    ({rt.quantity(result.quantity).meaning})",
        "",
    ]
    rows = [
        (name, *shown(inp.value, rt.quantity(name).unit), _source(result, inp)) for name, inp in result.inputs.items()
    ]
    w = [max([len(h)] + [len(r[k]) for r in rows]) for k, h in enumerate(("input", "value", "unit"))]
    lines.append(f"  {'input':<{w[0]}}  {'value':>{w[1]}}  {'unit':<{w[2]}}  source")
    direct = len(rows) - len(result.support)
    for k, (n, val, unit, src) in enumerate(rows):
        if k == direct:
            lines.append("  -- used to derive the model's values --")
        lines.append(f"  {n:<{w[0]}}  {val:>{w[1]}}  {unit:<{w[2]}}  {src[:110]}")
    lines += [f"  note: {n}" for n in result.notes]
    return "\n".join(lines)


def warn_unused(result: Result) -> None:
    for name in result.unused:
        print(f"chalk: warning: {name} is set but {result.quantity} does not depend on it (unused)", file=sys.stderr)


def list_quantities() -> str:
    from chalk.exporters.runtime import runtime
    from chalk.units.readable import unit_text

    rows = []
    for q in runtime().quantities():
        kind = "defined" if q.defined else "input"
        rows.append(f"{q.name:<28} {kind:<8} [{unit_text(q.unit)}] {q.meaning}")
    return "\n".join(rows)


def run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError

    if args.list:
        print(list_quantities())
        return 0
    if not args.quantity:
        raise UsageError("give a QUANTITY (chalk eval --list shows them)")
    setup = build_setup(args)
    result = evaluate(args.quantity, setup, args.to)
    warn_unused(result)
    print(json.dumps(as_json(result), indent=2) if args.json else as_table(result))
    return 0
