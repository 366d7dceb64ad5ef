"""A value with its reference: the one type catalogs, defaults and `chalk eval` pass around
(pint only, so the numeric commands read it without sympy)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pint


@dataclass(frozen=True)
class Sourced:
    """A value with the reference it comes from (a datasheet, a config, the lecture)."""

    value: pint.Quantity[Any]
    source: str
