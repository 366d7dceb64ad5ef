"""How an input gets its value, written once for ``chalk eval`` and the explorer: which layer
wins, how a model-derived input is computed, what is missing, and which missing inputs
are not needed because their terms vanish.

Why this form: ``exporters/inputs.py`` (pint values, sympy symbols, numpy grids) and the
explorer's ``chalk.js`` (plain numbers) must resolve alike. The control flow lives here, in
the subset of Python that pscript compiles to JavaScript (``exporters/site/rules.py`` writes
``assets/input_rules.js``); each side hands it an ``env`` of small functions over its own
values: a layer's entry, a default, a derived quantity's arguments and value, the messages.
Names are strings on both sides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the type checker only: the compiled subset has no imports
    from collections.abc import Callable
    from typing import Any, TypedDict

    class Env(TypedDict):
        """What each side supplies: values are its own (an ``Input``, or a JS object)."""

        layer: Callable[[str, str], Any]  # (layer name, input) -> value or None
        default: Callable[[str], Any]  # input -> its documented default, or None
        swept: Callable[[str], bool]  # is the input a swept axis (a grid)?
        sweep: Callable[[str], Any]  # the swept values
        derived_of: Callable[[str], Any]  # input -> the quantity deriving it from the model, or None
        arguments: Callable[[str], list[str]]  # a quantity -> its inputs
        base: Callable[[Any], Any]  # a value -> its base-unit number
        evaluate: Callable[[str, dict[str, Any]], Any]  # (quantity, base-unit arguments) -> value
        derived_input: Callable[[str, str, Any], Any]  # (input, quantity, raw value) -> value with its source
        missing_item: Callable[[str], str]  # input -> "name [unit] (why)"
        missing_derived: Callable[[list[str], str], str]  # (lacking arguments, input) -> text
        drop_unneeded: bool
        unneeded: Callable[[list[str], dict[str, Any]], list[str]]  # (lacking, known) -> not needed


#: where a plain input is looked up, first found wins: typed (``--set``), the model's config,
#: the byte widths of the precision, the hardware, the price list; then its documented default
LAYER_ORDER = ["sets", "model", "precision", "hardware", "prices"]


def plain_value(name: str, env: Env) -> Any:
    """The input's value from the first layer that holds it, else its default (None: none)."""
    for layer in LAYER_ORDER:
        found = env["layer"](layer, name)
        if found is not None:
            return found
    return env["default"](name)


def resolve_inputs(needed: list[str], env: Env) -> dict[str, Any]:
    """Every input of ``needed`` (in the caller's order) resolved: ``direct`` (name -> value),
    ``support`` (the model fields a derived input was computed from), ``kwargs`` (base-unit
    arguments), ``missing`` (one text per missing input or derivation), ``wanted`` (the
    arguments a derivation lacked), ``unneeded`` (missing inputs whose terms vanish: given
    any value, 1.0) and ``used`` (every input looked at)."""
    direct = {}
    support = {}
    kwargs = {}
    missing = []
    lacking = {}
    wanted = []
    used = []
    for s in needed:
        used.append(s)
        if env["swept"](s):
            kwargs[s] = env["sweep"](s)
            continue
        found = env["layer"]("sets", s)
        derived = env["derived_of"](s)
        if found is None and derived is not None:
            args = {}
            short = []
            swept = False
            for arg in env["arguments"](derived):
                used.append(arg)
                if env["swept"](arg):
                    args[arg] = env["sweep"](arg)
                    swept = True
                    continue
                got = plain_value(arg, env)
                if got is None:
                    short.append(arg)
                    continue
                if arg not in support:
                    support[arg] = got
                args[arg] = env["base"](got)
            if len(short) > 0:
                for a in short:
                    wanted.append(a)
                missing.append(env["missing_derived"](short, s))
                continue
            raw = env["evaluate"](derived, args)
            if swept:
                kwargs[s] = raw
                continue
            found = env["derived_input"](s, derived, raw)
        if found is None:
            found = plain_value(s, env)
        if found is None:
            text = env["missing_item"](s)
            missing.append(text)
            lacking[s] = text
            continue
        direct[s] = found
        kwargs[s] = env["base"](found)
    names = list(lacking.keys())
    unneeded = []
    if env["drop_unneeded"] and len(names) > 0 and len(names) == len(missing):
        unneeded = env["unneeded"](names, kwargs)
        for s in unneeded:
            missing.remove(lacking[s])
            kwargs[s] = 1.0  # any value: the result does not depend on it
    for s in list(direct.keys()):
        if s in support:
            support.pop(s)
    return {
        "direct": direct,
        "support": support,
        "kwargs": kwargs,
        "missing": missing,
        "wanted": wanted,
        "unneeded": unneeded,
        "used": used,
    }
