"""What an evaluation is asked: a frozen value built from keyword arguments.

Every front end builds one: the CLI from its flags (``chalk eval``, ``sweep``, ``plan``,
``validate``), the facade from ``chalk.evaluate``'s keywords, the planner and the
validation corpus from their own values. No front end's parser reaches the core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Union

from chalk.evaluation.errors import BadValue

if TYPE_CHECKING:
    import pint

#: an input value as a caller gives it: text with an optional unit (``"3.35 TB/s"``), a
#: bare number (read in the input's declared unit) or a pint Quantity
Value = Union[str, int, float, "pint.Quantity[Any]"]
#: price tiers of the chip-price catalog (``derivations.serving_catalog.TIERS``)
TIERS = ("on-demand", "committed")
#: the precisions a front end may name; the hardware says which of them it has
EFFICIENCIES = ("ideal", "measured")
ICI_SOURCES = ("vendor", "textbook")


@dataclass(frozen=True)
class Request:
    """The layered inputs' sources, in the order they are read:

    ``inputs`` (typed by the caller) > the byte widths of ``precision`` > the ``model``
    (catalog id) or ``model_config`` (a local config.json) > the ``hardware`` preset >
    prices (the chip-hour price: ``price_file``, else the catalog at ``tier``; an API
    price list ``prices``) > each input's documented default.
    """

    model: str | None = None
    model_config: str | None = None
    published: bool = False
    hardware: str | None = None
    precision: str | None = None
    kv_precision: str | None = None  # the KV cache's number format; None: the model's dtype, not ``precision``
    ici: str | None = None
    inputs: tuple[tuple[str, Value], ...] = ()
    prices: str | None = None
    efficiency: str | None = None
    tier: str = "on-demand"
    user_prices: Mapping[str, float] = field(default_factory=dict)
    #: the source a typed input is reported with
    typed_source: str = "given (--set)"

    def __post_init__(self) -> None:
        if self.model and self.model_config:
            raise BadValue("give a catalog model or a local config file, not both")
        if self.efficiency not in (None, *EFFICIENCIES):
            raise BadValue(f"efficiency {self.efficiency!r}: use one of {', '.join(EFFICIENCIES)}")
        if self.ici not in (None, *ICI_SOURCES):
            raise BadValue(f"ici {self.ici!r}: use one of {', '.join(ICI_SOURCES)}")
        if self.tier not in TIERS:
            raise BadValue(f"unknown price tier {self.tier!r}; use one of {', '.join(TIERS)}")

    @classmethod
    def of(cls, inputs: Mapping[str, Value] | None = None, **options: object) -> Request:
        """A request from keywords: ``Request.of({"context": 8192}, model="llama-3-70b")``."""
        return cls(inputs=tuple((inputs or {}).items()), **options)  # type: ignore[arg-type]

    @classmethod
    def from_assignments(cls, texts: tuple[str, ...] | list[str], **options: object) -> Request:
        """A request whose typed inputs are ``NAME=VALUE`` texts (``--set``)."""
        return cls(inputs=tuple(split_assignment(t) for t in texts), **options)  # type: ignore[arg-type]

    def with_inputs(self, *pairs: tuple[str, Value]) -> Request:
        """This request with more typed inputs (a later pair wins over an earlier one)."""
        from dataclasses import replace

        return replace(self, inputs=(*self.inputs, *pairs))


def split_assignment(text: str) -> tuple[str, str]:
    """``NAME=VALUE`` → (name, value text); the value is parsed against the input's unit later."""
    name, sep, value = text.partition("=")
    if not sep:
        raise BadValue(f"expected NAME=VALUE, got {text[:60]!r}")
    return name.strip(), value
