"""Byte widths from a precision: what one weight, one cached KV element and one activation
element take, for `chalk eval` and `chalk sweep`.

Each width is chosen on its own, first found wins: ``--set`` (applied by the input layers),
then ``--precision`` (weights and activations) or ``--kv-precision`` (the KV cache), then
the model's config (``quantization_config`` and ``torch_dtype`` for the weights, a declared
KV-cache dtype else ``torch_dtype`` for the cache, ``torch_dtype`` for activations), then
the default precision, bf16 (2 bytes each). ``--precision`` leaves the KV cache alone, as
vLLM's ``kv_cache_dtype="auto"`` keeps the model's dtype under FP8 weights: an FP8 cache is
asked for (``--kv-precision fp8``), never implied by FP8 math. A
config whose weights mix formats (gpt-oss: MXFP4 experts, bf16 elsewhere) states no single
weight width: ``bytes_per_param`` must then be given, and the missing-input message says
why. Every width carries its source, which `chalk eval` prints.

``bytes_per_element`` and ``bytes_per_activation`` are declared per token (a KV cache
holds ``2·n_kv·d_head·n_layers`` elements per token, each ``b_e`` bytes), so a width given
in plain bytes (``--set bytes_per_element="2 byte"``) is read as bytes per element, i.e.
the same number in byte/token (``per_element``). This module imports no sympy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pint

from chalk.derivations.eval_rules import DEFAULT_PRECISION, KV_WIDTH, WIDTHS, width_choice, width_note
from chalk.derivations.sourced import Sourced
from chalk.units.registry import Q_, ureg

if TYPE_CHECKING:
    from chalk.exporters.evalbook import ModelView
    from chalk.exporters.inputs import Symbol

#: bytes per value of each number format ``--precision`` names (tf32 is stored as fp32)
FORMAT_BYTES = {"fp32": 4, "tf32": 4, "fp16": 2, "bf16": 2, "fp8": 1, "int8": 1, "fp6": 0.75, "fp4": 0.5, "int4": 0.5}
#: the default precision, the widths, and which one ``--kv-precision`` sets: written once in
#: the rules the explorer runs too (``derivations/eval_rules.py``)
WIDTH_NAMES = tuple(name for name, _, _ in WIDTHS)


class PrecisionError(ValueError):
    """An unknown --precision name; the message lists the known ones."""


@dataclass(frozen=True)
class ByteWidths:
    """The chosen width of each kind (by input symbol), with its source, and why a width
    has none (the model's config mixes formats)."""

    values: Mapping[Symbol, Sourced]
    gaps: Mapping[Symbol, str]


def format_bytes(precision: str) -> float:
    if precision not in FORMAT_BYTES:
        known = ", ".join(FORMAT_BYTES)
        raise PrecisionError(f"unknown precision {precision[:20]!r}; known: {known}")
    return FORMAT_BYTES[precision]


def byte_widths(
    symbol: Callable[[str], Symbol],
    precision: str | None,
    model: ModelView | None = None,
    kv_precision: str | None = None,
) -> ByteWidths:
    """The widths for ``--precision`` and ``--kv-precision`` (None: not given) and ``model``
    (an ``evalbook.ModelView`` or None); ``symbol(name)`` gives an input's symbol."""
    values: dict[Symbol, Sourced] = {}
    gaps: dict[Symbol, str] = {}
    given = format_bytes(precision) if precision else None
    try:
        kv_given = format_bytes(kv_precision) if kv_precision else None
    except PrecisionError as exc:
        raise PrecisionError(f"--kv-precision: {exc}") from None
    for name, unit, what in WIDTHS:
        s = symbol(name)
        declared = (model.widths if model is not None else {}).get(s)
        gap = model.width_gaps.get(s) if model is not None else None
        chosen, flag = (
            (kv_given, f"--kv-precision {kv_precision}") if name == KV_WIDTH else (given, f"--precision {precision}")
        )
        how = width_choice(chosen, declared, gap)
        if how == "chosen":
            assert chosen is not None
            values[s] = Sourced(Q_(chosen, unit), f"{flag}: {chosen:g} byte per {what}")
        elif how == "declared":
            assert declared is not None
            width = float(declared.value.to(unit).magnitude)
            kept = width_note(name, precision, width, given) if given is not None else ""
            values[s] = Sourced(declared.value, f"{declared.source}{kept}") if kept else declared
        elif how == "gap":
            assert gap is not None
            gaps[s] = gap
        else:
            default = FORMAT_BYTES[DEFAULT_PRECISION]
            changes = (
                "--kv-precision or the model's config" if name == KV_WIDTH else "--precision or the model's config"
            )
            kept = width_note(name, precision, default, given) if given is not None else ""
            values[s] = Sourced(
                Q_(default, unit),
                f"default precision {DEFAULT_PRECISION}: {default:g} byte per {what} ({changes} changes it){kept}",
            )
    return ByteWidths(values, gaps)


def per_element(name: str, value: pint.Quantity[Any], unit: pint.Unit) -> pint.Quantity[Any]:
    """A byte width (``WIDTHS``) given in plain bytes: bytes per element, i.e. the same
    number of bytes per token (per parameter) in the width's declared ``unit``. Any other
    input or value comes back unchanged (the dimension check then judges it): a bandwidth
    given in bytes stays an error."""
    byte = ureg.byte
    if name not in WIDTH_NAMES or value.dimensionality != byte.dimensionality:
        return value
    per: pint.Quantity[Any] = (value.to(byte) * Q_(1, unit / byte)).to(unit)
    return per
