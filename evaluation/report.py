"""A result as JSON (each value in its declared unit, with its source) and as the table a
person reads (8 TB/s, 19.5 ms); the list of quantities. Printing is the front end's."""

from __future__ import annotations

import json
from typing import Any

from chalk.evaluation.result import Result


def inputs_json(result: Result) -> dict[str, dict[str, Any]]:
    """Each input in its declared unit, with its source."""
    return {s.name: input_json(s, inp) for s, inp in result.inputs.items()}


def input_json(symbol: Any, inp: Any) -> dict[str, Any]:
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import unit_text

    declared = book().of(symbol).unit
    return {"value": float(inp.value.to(declared).magnitude), "unit": unit_text(declared), "source": inp.source}


def as_json(result: Result) -> dict[str, Any]:
    """The document ``chalk eval --json`` prints (``fit`` is added by the caller)."""
    from chalk.exporters.inputs import unit_text

    out: dict[str, Any] = {
        "quantity": result.quantity,
        "value": float(result.value.magnitude),
        "unit": unit_text(result.value.units),
        "units": "declared" if result.declared is not None else "--to",
        "inputs": inputs_json(result),
    }
    if result.precision is not None:
        out["precision"] = {"value": result.precision[0], "from": result.precision[1]}
    out["byte_widths"] = {
        s.name: input_json(s, inp) if inp.value is not None else {"value": None, "source": inp.source}
        for s, inp in result.widths
    }
    if result.notes:
        out["notes"] = list(result.notes)
    return out


def shown(value: Any, declared: Any) -> tuple[str, str]:
    """(number, unit) as a person reads them; a dimensionless value has no unit."""
    from chalk.units.readable import number_text, readable, unit_text

    nice: Any = readable(value, declared) if declared is not None else value
    unit = unit_text(nice.units)
    return number_text(nice.magnitude), "" if unit == "1" else unit


def _source(result: Result, symbol: Any, inp: Any) -> str:
    """The source column: peak_flops also says which precision and where that came from."""
    if symbol.name == "peak_flops" and result.precision is not None:
        precision, why = result.precision
        return f"precision {precision} ({why}); {inp.source}"
    return str(inp.source)


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


def list_quantities(as_json: bool = False) -> str:
    """Every quantity with its unit and meaning, and each input's default and its source."""
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
