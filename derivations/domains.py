"""Physical domains of quantities: the values a result (or an input) can take.

A time is never negative, a count of things is a whole number, a fraction lies in
[0, 1], an MFU is at most 1. Every quantity has a domain: declared with ``domain=`` on
``quantity``/``define``, or by default from its sign assumption (positive: > 0,
nonnegative: ≥ 0; integer inputs are whole). A value outside it is no result but a sign
that the inputs describe something impossible; ``explain`` says why in the user's terms.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Domain:
    """An interval (open or closed at each end), optionally of whole numbers.

    ``explain`` is a sentence template for a violation; ``{name}`` placeholders name
    inputs or defined quantities, filled in with their values where they are known.
    """

    low: float | None = None
    low_open: bool = False
    high: float | None = None
    high_open: bool = False
    integral: bool = False
    explain: str = ""

    def contains(self, values) -> np.ndarray:
        """Elementwise: finite and inside the domain."""
        x = np.asarray(values, dtype=float)
        with np.errstate(invalid="ignore"):
            ok = np.isfinite(x)
            if self.low is not None:
                ok &= x > self.low if self.low_open else x >= self.low
            if self.high is not None:
                ok &= x < self.high if self.high_open else x <= self.high
            if self.integral:
                ok &= np.abs(x - np.round(x)) <= 1e-9 * np.maximum(1.0, np.abs(x))
        return ok

    def text(self) -> str:
        """The domain in words: "> 0", "in (0, 1]", "a whole number ≥ 0"."""
        if self.low is not None and self.high is not None:
            left, right = "(" if self.low_open else "[", ")" if self.high_open else "]"
            shown = f"in {left}{self.low:g}, {self.high:g}{right}"
        elif self.low is not None:
            shown = f"{'>' if self.low_open else '≥'} {self.low:g}"
        elif self.high is not None:
            shown = f"{'<' if self.high_open else '≤'} {self.high:g}"
        else:
            shown = "finite"
        return f"a whole number {shown}" if self.integral else shown

    def problem(self, value: float) -> str:
        """Why one value is outside (below, above, not whole, not finite); "" when inside
        (``eval_rules.domain_problem``, the rule the explorer runs too)."""
        from chalk.derivations.eval_rules import domain_problem

        low, high = self.low, self.high
        return domain_problem(
            low, self.low_open, high, self.high_open, self.integral, self.text(), value, lambda v: f"{v:.6g}"
        )


POSITIVE = Domain(low=0.0, low_open=True)
NONNEGATIVE = Domain(low=0.0)
#: a fraction of something: an idle share, a utilisation
FRACTION = Domain(low=0.0, low_open=True, high=1.0)
#: a share that must stay below the whole (a bubble budget of 1 allows no work at all)
PROPER_FRACTION = Domain(low=0.0, low_open=True, high=1.0, high_open=True)


def default_domain(symbol) -> Domain:
    """The domain a symbol's assumptions imply: positive > 0, nonnegative ≥ 0, integers whole."""
    base = POSITIVE if symbol.is_positive else NONNEGATIVE if symbol.is_nonnegative else Domain()
    if symbol.is_integer:
        return Domain(base.low, base.low_open, base.high, base.high_open, True, base.explain)
    return base


#: cross-field rules a model configuration obeys, whether read from config.json or --set:
#: (smaller, larger, what it means)
AT_MOST = (
    ("dense_layers", "n_layers", "dense layers are some of the transformer layers"),
    ("experts_per_token", "experts", "a token is routed to some of the experts"),
    ("n_kv_heads", "n_heads", "key/value heads are shared by query heads"),
    ("sliding_layers", "n_layers", "sliding-window layers are some of the transformer layers"),
)
#: inputs that count whole things but are not declared integer (declaring them integer
#: would send every proof about them into integer arithmetic): a value set by hand must
#: still be a positive whole number (``batch=1e-300``, ``chips=0.5`` are errors)
COUNTS = ("batch", "microbatch", "chips", "fsdp_degree", "tp_degree")
#: (divisor, multiple): grouped-query attention shares each KV head among whole groups
DIVIDES = (("n_kv_heads", "n_heads"),)


def cross_field_problems(values: dict[str, float]) -> list[str]:
    """Every cross-field rule the given values (name -> magnitude) break."""
    problems = []
    for small, large, why in AT_MOST:
        if small in values and large in values and values[small] > values[large]:
            problems.append(
                f"{small} ({values[small]:g}) exceeds {large} ({values[large]:g}): {why}, so it can be at most {large}"
            )
    for divisor, multiple in DIVIDES:
        present = divisor in values and multiple in values and values[divisor] > 0
        if present and values[multiple] % values[divisor]:
            problems.append(f"{divisor} ({values[divisor]:g}) must divide {multiple} ({values[multiple]:g})")
    return problems
