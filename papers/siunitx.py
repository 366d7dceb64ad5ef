r"""Units written with siunitx's macros (``\SI{3.35}{\tera\byte\per\second}``,
``\si{\giga\byte}``, ``\qty{80}{\gibi\byte}``), as the unit text chalk's registry reads
(``TB/s``, ``GB``, ``GiB``). LaTeX papers write units so far more often than as ``\mathrm{TB/s}``.

siunitx's grammar for a unit: prefixes (``\giga``) before a unit macro, ``\per`` before what
divides, ``\square``/``\cubic`` before and ``\squared``/``\cubed``/``\tothe{n}`` after a unit
raise it to a power. A macro this table lacks leaves the text as written (the registry then
names it in its "not a unit" reason).
"""

from __future__ import annotations

import re

#: siunitx's prefix macros (decimal and binary) as the registry's prefixes
PREFIXES = {
    "kilo": "k",
    "mega": "M",
    "giga": "G",
    "tera": "T",
    "peta": "P",
    "exa": "E",
    "milli": "m",
    "micro": "µ",
    "nano": "n",
    "pico": "p",
    "kibi": "Ki",
    "mebi": "Mi",
    "gibi": "Gi",
    "tebi": "Ti",
    "pebi": "Pi",
}
#: siunitx's unit macros chalk's registry knows (time, information; FLOP as papers declare it)
UNITS = {
    "second": "s",
    "minute": "min",
    "hour": "h",
    "day": "day",
    "byte": "B",
    "bit": "bit",
    "flop": "FLOP",
    "FLOP": "FLOP",
    "flops": "FLOP/s",
    "FLOPS": "FLOP/s",
    "token": "token",
    "tokens": "token",
}
_POWER_BEFORE = {"square": 2, "cubic": 3}
_POWER_AFTER = {"squared": 2, "cubed": 3}
_MACRO = re.compile(r"\\([A-Za-z]+)(?:\{([^{}]*)\})?|([^\\\s]+)")


def written(text: str) -> str | None:
    r"""``\tera\byte\per\second`` → ``TB/s``; None when ``text`` holds no siunitx macro, or one
    this table does not know (the caller reads it as written)."""
    if not re.search(r"\\(?:" + "|".join([*PREFIXES, *UNITS, "per", *_POWER_BEFORE]) + r")(?![A-Za-z])", text):
        return None
    numerator: list[str] = []
    denominator: list[str] = []
    prefix, per, power = "", False, 1
    last: list[str] | None = None
    for m in _MACRO.finditer(text):
        name, argument, literal = m.group(1), m.group(2), m.group(3)
        if name in PREFIXES:
            prefix += PREFIXES[name]
        elif name == "per":
            per = True
        elif name in _POWER_BEFORE:
            power = _POWER_BEFORE[name]
        elif name in _POWER_AFTER or name == "tothe":  # raises the unit written just before it
            if last is None or (name == "tothe" and not (argument or "").strip().lstrip("-").isdigit()):
                return None
            exponent = _POWER_AFTER[name] if name in _POWER_AFTER else int((argument or "").strip())
            last[-1] = f"{last[-1]}**{exponent}"
        elif name in UNITS or literal is not None:
            unit = prefix + (UNITS[name] if name else literal)
            last = denominator if per else numerator
            last.append(unit if power == 1 else f"{unit}**{power}")
            prefix, per, power = "", False, 1
        else:
            return None
    if prefix or per or not (numerator or denominator):
        return None
    top = "*".join(numerator) or "1"
    return top + "".join(f"/{u}" for u in denominator)
