"""`chalk eval QUANTITY`: one defined quantity for a model and hardware, with units.

The value comes from the generated numpy code (``exporters.codegen``) called with every
input in base units; each input is reported with its value, unit and source. The table
prints values as a person reads them (8 TB/s, 19.5 ms); ``--json`` keeps each value in
its declared unit (or ``--to``'s), uncompacted, and says so in ``"units"``. The math
precision is ``--precision``, else the model's declared weight format (FP8 weights give
FP8 math), else bf16; the table and the JSON say which and why. The byte widths of
weights, KV elements and activations follow ``--precision``, else the model's config,
else bf16 (``exporters.precision``); each is printed with its source.

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
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Setup:
    """The layered inputs built from the command line, with notes for the reader."""

    layers: object  # chalk.exporters.inputs.Layers
    notes: tuple[str, ...]
    precision: tuple[str, str] | None = None  # (the math precision, where it came from) with --hardware
    efficiency: tuple[tuple[str, str], ...] = ()  # (input, note) per efficiency applied; a note shows if used
    widths: tuple = ()  # (symbol, Input) of each byte width (value None: none, and why) for the report


@dataclass(frozen=True)
class Result:
    quantity: str
    value: object  # pint.Quantity (array-valued for sweeps)
    inputs: dict  # symbol -> Input, every input used (direct first, then those deriving model values)
    support: tuple[str, ...]  # names among ``inputs`` used only to derive model values
    unused: tuple[str, ...]
    notes: tuple[str, ...]
    used: frozenset[str] = frozenset()
    declared: object = None  # the quantity's declared pint unit (None when --to chose the unit)
    precision: tuple[str, str] | None = None
    widths: tuple = ()  # (symbol, Input) of each byte width, used or not


def build_setup(args: argparse.Namespace) -> Setup:
    """Model, hardware, price-list and --set values as input layers; bad ids and values are UsageErrors."""
    from chalk.cli import UsageError
    from chalk.exporters.evalbook import CatalogError, book
    from chalk.exporters.inputs import Input, InputError, Layers, parse_assignment

    bk = book()
    bytes_per_param, params_total, params_active = (
        bk.symbol(n) for n in ("bytes_per_param", "params_total", "params_active")
    )
    layers, notes = Layers(), []
    try:
        for text in args.sets:
            q, value = parse_assignment(text)
            layers.sets[q.symbol] = Input(q.symbol, value, "given (--set)")
    except InputError as exc:
        raise UsageError(str(exc)) from None
    if args.prices:
        try:
            listed, unlisted = bk.prices(args.prices)
        except CatalogError as exc:
            raise UsageError(str(exc)) from None
        layers.add_sourced(layers.prices, listed)
        layers.unlisted.update(unlisted)
    spec = None
    if args.model or args.model_config:
        try:
            spec = bk.model(args.model, args.model_config)
        except CatalogError as exc:
            raise UsageError(str(exc)) from None
        layers.add_sourced(layers.model, spec.fields)
        layers.derived_origin = spec.origin
        layers.derived.update(spec.derived)
        if args.published:
            if not args.model:
                raise UsageError("--published needs a catalog --model (a local config has no published counts)")
            try:
                layers.add_sourced(layers.model, bk.published(args.model))
            except CatalogError as exc:
                raise UsageError(str(exc)) from None
            for s in (params_total, params_active):
                layers.derived.pop(s, None)
        notes.extend(f"{spec.name}: {n}" for n in spec.notes)
        active_note = None if args.published else spec.active_note()
        if active_note:
            notes.append(f"{spec.name}: {active_note}")
    elif args.published:
        raise UsageError("--published needs --model")
    widths = _add_widths(layers, args.precision, spec)
    precision, why = _precision(args, spec)
    if args.hardware:
        precision, why = _add_hardware(layers, notes, args.hardware, precision, why)
        _pick_ici(layers, args.hardware, getattr(args, "ici", None))
        _add_links(layers, args.hardware)
    elif getattr(args, "ici", None):
        raise UsageError("--ici picks the link bandwidth of a catalog chip: give --hardware too")
    if spec is not None:
        weights = layers.sets.get(bytes_per_param) or layers.precision.get(bytes_per_param)
        if weights is not None and args.hardware and weights.value.magnitude < 2 and precision == "bf16":
            notes.append(
                "weights are under 2 bytes but the math is bf16; --precision fp8 (or fp4) for low-precision math"
            )
    _check_cross_fields(layers)
    from chalk.exporters.efficiency import apply_efficiency

    efficiency = apply_efficiency(layers, getattr(args, "efficiency", None), args.hardware)
    return Setup(layers, tuple(notes), (precision, why) if args.hardware else None, efficiency, widths)


def _add_links(layers, hardware_id: str) -> None:
    """The chip's ICI hop latency where the catalog gives one, and its ring directions
    from the slice shape when the axis length is given: 2 where the axis wraps around
    (a ring), 1 where it does not (a line)."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input
    from chalk.units.registry import Q_

    bk = book()
    hop = bk.ici_hop_latency(hardware_id)
    if hop is not None:
        layers.add_sourced(layers.hardware, {bk.lookup("hop_latency").symbol: hop})
    rule, axis = bk.wraparound(hardware_id), layers.sets.get(bk.symbol("axis_size"))
    if rule is None or axis is None:
        return
    kind, n, why = rule
    length = round(float(axis.value.magnitude))
    wraps = length % n == 0 if kind == "multiple" else length == n
    directions = bk.symbol("ring_directions")
    shown = f"axis_size {length} {'wraps around: a ring' if wraps else 'has no wraparound: a line'}"
    layers.hardware[directions] = Input(directions, Q_(2 if wraps else 1, "1"), f"{why}; {shown}")


def _pick_ici(layers, hardware_id: str, source: str | None) -> None:
    """Replace the vendor's ICI link bandwidth by the named source's (``--ici textbook``)."""
    from chalk.cli import UsageError
    from chalk.exporters.evalbook import book

    if source is None or source == "vendor":
        return
    bk = book()
    found = bk.ici_bandwidths(hardware_id)
    if source not in found:
        have = ", ".join(found) or "none"
        raise UsageError(f"{hardware_id} has no {source} ICI bandwidth in the catalog (it has: {have})")
    layers.add_sourced(layers.hardware, {bk.symbol("ici_bandwidth"): found[source]})


def _add_widths(layers, precision: str | None, spec) -> tuple:
    """The byte widths (weights, KV elements, activations) as the precision layer; returns
    each width's input as used, ``--set`` first, for the report: (symbol, Input) pairs."""
    from chalk.cli import UsageError
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input
    from chalk.exporters.precision import WIDTH_NAMES, PrecisionError, byte_widths

    bk = book()
    try:
        chosen = byte_widths(bk.symbol, precision, spec)
    except PrecisionError as exc:
        raise UsageError(str(exc)) from None
    layers.add_sourced(layers.precision, chosen.values)
    for s, why in chosen.gaps.items():
        layers.unlisted.setdefault(s, why)
    shown = []
    for name in WIDTH_NAMES:
        s = bk.symbol(name)
        found = layers.sets.get(s) or layers.precision.get(s)
        shown.append((s, found if found is not None else Input(s, None, f"not set: {chosen.gaps.get(s, '')}")))
    return tuple(shown)


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
    from chalk.exporters.evalbook import CatalogError, book

    bk = book()
    try:
        if why.startswith("from the model") and precision not in bk.precisions(hardware_id):
            notes.append(f"{hardware_id} has no dense {precision} peak; the math is bf16 ({why})")
            precision, why = "bf16", "default"
        layers.add_sourced(layers.hardware, bk.hardware(hardware_id, precision))
    except CatalogError as exc:
        raise UsageError(str(exc)) from None
    n = bk.gpus(hardware_id)
    if n > 1:
        notes.append(
            f"{hardware_id} is a {n}-GPU system: per-chip values are rack totals ÷ {n}, chips = {n} (one rack)"
        )
    notes.append(f"{hardware_id}: peak_flops is the dense {precision} peak ({why}; --precision to change)")
    return precision, why


def _check_cross_fields(layers) -> None:
    """The rules a config file obeys (dense_layers ≤ n_layers, …) hold after --set too."""
    from chalk.cli import UsageError
    from chalk.derivations.domains import cross_field_problems
    from chalk.exporters.evalbook import book

    of = book().of
    merged = {**layers.model, **layers.sets}
    values = {s.name: float(inp.value.to(of(s).unit).magnitude) for s, inp in merged.items() if of(s) is not None}
    problems = cross_field_problems(values)
    if problems:
        raise UsageError("; ".join(problems))


def output_unit(q, to: str | None):
    from chalk.cli import UsageError
    from chalk.exporters.inputs import MESSAGES, UNIT_TEXT, unit_text
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
    from chalk.cli import UsageError
    from chalk.exporters.evalbook import book

    try:
        return book().lookup(name)
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None


def quantity_result(name: str, setup: Setup, to: str | None = None, grid=None) -> Result:
    """The quantity ``name`` through its generated numpy function; ``grid`` maps swept
    symbols to base-unit arrays."""
    from chalk.cli import UsageError
    from chalk.exporters.efficiency import efficiency_notes
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import InputError, resolve
    from chalk.units.registry import from_base

    bk = book()
    q = lookup_quantity(name)
    unit = output_unit(q, to)
    try:
        res = resolve(bk.inputs(q.name), setup.layers, what=q.name, grid=grid)
    except InputError as exc:
        raise UsageError(str(exc)) from None
    import numpy as np

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
    )


def _unneeded_note(res) -> tuple[str, ...]:
    """Name the inputs left unasked because their terms vanish at the given values."""
    if not res.unneeded:
        return ()
    from chalk.exporters.inputs import MESSAGES

    return (MESSAGES["unneeded"].format(names=", ".join(s.name for s in res.unneeded)),)


def _sparsity_readings(direct: dict, layers) -> tuple[str, ...]:
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


def inputs_json(result: Result) -> dict:
    """Each input in its declared unit, with its source."""
    return {s.name: _input_json(s, inp) for s, inp in result.inputs.items()}


def _input_json(symbol, inp) -> dict:
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import unit_text

    declared = book().of(symbol).unit
    return {"value": float(inp.value.to(declared).magnitude), "unit": unit_text(declared), "source": inp.source}


def as_json(result: Result) -> dict:
    from chalk.exporters.inputs import unit_text

    inputs = inputs_json(result)
    out = {
        "quantity": result.quantity,
        "value": float(result.value.magnitude),
        "unit": unit_text(result.value.units),
        "units": "declared" if result.declared is not None else "--to",
        "inputs": inputs,
    }
    if result.precision is not None:
        out["precision"] = {"value": result.precision[0], "from": result.precision[1]}
    out["byte_widths"] = {
        s.name: _input_json(s, inp) if inp.value is not None else {"value": None, "source": inp.source}
        for s, inp in result.widths
    }
    if result.notes:
        out["notes"] = list(result.notes)
    return out


def shown(value, declared) -> tuple[str, str]:
    """(number, unit) as a person reads them; a dimensionless value has no unit."""
    from chalk.units.readable import number_text, readable, unit_text

    nice = readable(value, declared) if declared is not None else value
    unit = unit_text(nice.units)
    return number_text(nice.magnitude), "" if unit == "1" else unit


def _source(result: Result, symbol, inp) -> str:
    """The source column: peak_flops also says which precision and where that came from."""
    if symbol.name == "peak_flops" and result.precision is not None:
        precision, why = result.precision
        return f"precision {precision} ({why}); {inp.source}"
    return inp.source


def as_table(result: Result) -> str:
    from chalk.exporters.evalbook import book

    lookup, of = book().lookup, book().of
    number, unit = shown(result.value, result.declared)
    lines = [f"{result.quantity} = {number}{' ' + unit if unit else ''}    ({lookup(result.quantity).meaning})", ""]
    rows = [(s.name, *shown(inp.value, of(s).unit), _source(result, s, inp)) for s, inp in result.inputs.items()]
    w = [max([len(h)] + [len(r[k]) for r in rows]) for k, h in enumerate(("input", "value", "unit"))]
    lines.append(f"  {'input':<{w[0]}}  {'value':>{w[1]}}  {'unit':<{w[2]}}  source")
    direct = len(rows) - len(result.support)
    for k, (n, val, unit, src) in enumerate(rows):
        if k == direct:
            lines.append("  -- used to derive the model's values --")
        lines.append(f"  {n:<{w[0]}}  {val:>{w[1]}}  {unit:<{w[2]}}  {src[:110]}")
    lines += [f"  note: {n}" for n in result.notes]
    for s, inp in result.widths:
        if inp.value is None:
            lines.append(f"  byte width: {s.name} {inp.source[:140]} (--set {s.name}=VALUE)")
            continue
        value, unit = shown(inp.value, of(s).unit)
        lines.append(f"  byte width: {s.name} = {value} {unit} ({inp.source[:110]})")
    return "\n".join(lines)


def warn_unused(result: Result) -> None:
    for name in result.unused:
        print(f"chalk: warning: {name} is set but {result.quantity} does not depend on it (unused)", file=sys.stderr)


def list_quantities(as_json: bool = False) -> str:
    from chalk.exporters.listing import listing

    rows = listing()
    if as_json:
        return json.dumps([{k: v for k, v in r.items() if k != "shown"} for r in rows], indent=2)
    lines = [f"{'quantity':<28} {'kind':<8} {'unit':<22} {'default':>8}  meaning; default's source"]
    for r in rows:
        unit = f"[{r['unit']}]"
        if r["kind"] == "defined":
            lines.append(f"{r['name']:<28} {'defined':<8} {unit:<22} {'':>8}  {r['meaning']}")
        else:
            lines.append(f"{r['name']:<28} {'input':<8} {unit:<22} {r['shown']:>8}  {r['meaning']}; {r['source']}")
    return "\n".join(lines)


def _shown(name: str, result: Result, setup: Setup) -> str:
    """An input's or a defined quantity's value with its unit, for an explanation."""
    from chalk.exporters.evalbook import book
    from chalk.units.readable import human

    lookup = book().lookup
    by_name = {s.name: inp for s, inp in result.inputs.items()}
    if name in by_name:
        return human(by_name[name].value, lookup(name).unit)
    try:
        other = quantity_result(name, setup)
    except Exception:  # the explanation then names the quantity without its value
        return name
    return human(other.value, other.declared)


def domain_error(result: Result, setup: Setup) -> str:
    """Why a scalar result is impossible, in one line; "" when it lies in its quantity's domain."""
    import string

    from chalk.exporters.evalbook import book
    from chalk.units.readable import human

    q = book().lookup(result.quantity)
    base = float(result.value.to_base_units().magnitude)
    problem = q.physical.problem(base)
    if not problem:
        return ""
    shown = human(result.value, result.declared)
    head = f"{q.name} {problem}" + (f" ({shown})" if "NaN" not in problem and "overflow" not in problem else "")
    if q.physical.explain:
        fields = [f for _, f, _, _ in string.Formatter().parse(q.physical.explain) if f]
        why = q.physical.explain.format(**{f: _shown(f, result, setup) for f in fields})
    elif "NaN" in problem or "overflow" in problem:
        why = "the inputs are outside what a double can carry through the formula"
    else:
        why = f"{q.meaning} must be {q.physical.text()}, so these inputs describe no physical configuration"
    return f"{head}: {why}"


#: ``chalk eval`` and ``chalk sweep`` open a user's project themselves, only when the
#: stored runtime for its files misses (a warm run imports neither sympy nor z3)
OPENS_ITS_PROJECT = True


def book_for(args: argparse.Namespace):
    """The book ``chalk eval`` reads (``cli.eval_books.book_for``)."""
    from chalk.cli.eval_books import book_for as choose

    return choose(args)


def run_with_book(args: argparse.Namespace, body) -> int:
    """``body(args)`` on the stored runtime, else on the opened project (``cli.eval_books``)."""
    from chalk.cli.eval_books import run_with_book as run_on

    return run_on(args, body)


def run(args: argparse.Namespace) -> int:
    return run_with_book(args, _run)


def _run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError

    if args.list:
        print(list_quantities(args.json))
        return 0
    if not args.quantity:
        raise UsageError("give a QUANTITY (chalk eval --list shows them)")
    setup = build_setup(args)
    result = quantity_result(args.quantity, setup, args.to)
    problem = domain_error(result, setup)
    if problem:
        raise UsageError(problem)
    warn_unused(result)
    from chalk.exporters.fit import fit_check

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
