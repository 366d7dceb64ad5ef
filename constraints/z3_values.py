"""How a z3 model's numbers and names read in a countermodel: exact rationals, readable
text, and a name for each symbol and function that tells apart those sharing a name."""

from __future__ import annotations

from collections.abc import Iterable

import sympy as sp
import z3

from chalk.constraints.z3_printer import Unsupported, function_assumptions, function_key, symbol_key

#: values tried, in order, as the "otherwise" value of a function in a countermodel
DEFAULT_CANDIDATES = tuple(sp.Rational(v) for v in (0, 1, -1, 2, -2, 3, -3, 5, "1/2", "-1/2"))


def model_value(model: z3.ModelRef, term: z3.ArithRef) -> tuple[sp.Rational, bool]:
    """(exact or approximated rational, whether it is exact)."""
    val = model.eval(term, model_completion=True)
    if z3.is_rational_value(val):
        return sp.Rational(val.numerator_as_long(), val.denominator_as_long()), True
    if z3.is_algebraic_value(val):
        text = val.approx(30).as_fraction()
        return sp.Rational(text.numerator, text.denominator), False
    raise Unsupported(f"model value {val} is not a number")


def readable(value: sp.Rational) -> str:
    """An exact number as text: ``3``, ``7/2 (≈3.5)``."""
    if value.q == 1:
        return str(value.p)
    return f"{value.p}/{value.q} (≈{float(value):.6g})"


def violated(declared: dict[str, bool], value: sp.Rational) -> str | None:
    """The first declared assumption ``value`` does not satisfy (or that sympy cannot
    confirm for it), e.g. "prime=True" for 4; None when the value carries them all."""
    for key, wanted in sorted(declared.items()):
        if getattr(value, f"is_{key}", None) != wanted:
            return f"{key}={wanted}"
    return None


def default_value(declared: dict[str, bool]) -> sp.Rational | None:
    return next((v for v in DEFAULT_CANDIDATES if violated(declared, v) is None), None)


def function_names(functions: Iterable[type]) -> dict[type, str]:
    """Each function's name in a countermodel: its own, unless another shares it."""
    ordered = sorted(functions, key=function_key)
    plain = [f.__name__ for f in ordered]
    names: dict[type, str] = {}
    for f in ordered:
        if plain.count(f.__name__) == 1:
            names[f] = f.__name__
        else:
            declared = function_assumptions(f)
            kinds = [k for k in SHOWN_KINDS if declared.get(k)]
            names[f] = f"{f.__name__} ({', '.join(kinds[:1]) or 'real'})"
    return names


SHOWN_KINDS = ("integer", "positive", "negative", "nonnegative", "nonpositive", "nonzero")


def shown_names(symbols: list[sp.Symbol]) -> dict[sp.Symbol, str]:
    """Each symbol's name in a countermodel: its own, unless another symbol shares it; then
    its sign and integrality, and a counter if that still does not tell them apart."""

    def described(s: sp.Symbol) -> str:
        signs = [k for k in ("positive", "negative", "nonnegative", "nonpositive") if s.assumptions0.get(k)]
        kinds = (["integer"] if s.is_integer else []) + signs[:1]
        return f"{s.name} ({', '.join(kinds or ['real'])})"

    names: dict[sp.Symbol, str] = {}
    seen: dict[str, int] = {}
    plain = [s.name for s in symbols]
    for s in sorted(symbols, key=symbol_key):
        name = s.name if plain.count(s.name) == 1 else described(s)
        seen[name] = seen.get(name, 0) + 1
        names[s] = name if seen[name] == 1 else f"{name} #{seen[name]}"
    return names
