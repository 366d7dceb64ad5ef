"""`chalk eval --list`: every quantity, and for each input its default and the default's
source, or where its value comes from, or why it must be given, so no value a run uses
is a surprise. Reads the command's book (no sympy on the cached runtime)."""

from __future__ import annotations

from chalk.derivations.eval_rules import DEFAULT_PRECISION
from chalk.exporters.evalbook import book
from chalk.exporters.inputs import unit_text
from chalk.exporters.precision import FORMAT_BYTES, WIDTH_NAMES
from chalk.units.readable import number_text

#: where an input without a default comes from, by the option that supplies it
PRESET_WHY = {
    "--model": "from the model's config (--model, --model-config)",
    "--hardware": "from the catalog chip (--hardware)",
    "--prices": "from the API price list (--prices)",
}
#: why an input that no catalog supplies has no default: it describes the user's own setup
NO_DEFAULT = "no default: it describes your setup (--set NAME=VALUE)"


def listing() -> list[dict]:
    """Every quantity: defined ones with their unit and meaning; inputs also with their
    default and its source, or where a value comes from, or why it must be given."""
    bk = book()
    presets = bk.preset_inputs()
    out = []
    for q in bk.quantities():
        row = {"name": q.name, "kind": "defined" if q.definition is not None else "input", "unit": unit_text(q.unit)}
        if q.definition is None:
            if q.name in WIDTH_NAMES:
                default = FORMAT_BYTES[DEFAULT_PRECISION]
                row |= {"default": default, "source": f"precision {DEFAULT_PRECISION} (--precision, else the model's "
                        "config: quantization_config, torch_dtype, a KV-cache dtype)"}  # fmt: skip
            elif q.default is not None:
                row |= {"default": float(q.default.value.to(q.unit).magnitude), "source": q.default.source}
            else:
                row |= {"default": None, "source": PRESET_WHY.get(presets.get(q.name, ""), NO_DEFAULT)}
            if q.name in presets and q.name not in WIDTH_NAMES and q.default is not None:
                row["source"] += f"; {PRESET_WHY[presets[q.name]]} where it gives one"
            row["shown"] = number_text(row["default"]) if row["default"] is not None else "-"
        out.append(row | {"meaning": q.meaning})
    return out
