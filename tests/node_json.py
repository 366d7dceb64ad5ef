"""JSON for the node tests of the compiled rules: JSON has no NaN or infinity, so both sides
write them as text ("NaN", "Infinity", "-Infinity")."""

from __future__ import annotations

import math


def as_json_numbers(value: object) -> object:
    """``value`` with every non-finite float written as text, tuples as lists."""
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if value != value else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, (list, tuple)):
        return [as_json_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: as_json_numbers(v) for k, v in value.items()}
    return value
