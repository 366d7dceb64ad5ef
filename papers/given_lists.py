"""Values a Markdown list states under a label such as **Given:**, outside the math: ``MTBF = 2
hours = 7,200 seconds``, ``Checkpoint time: $C$ = 30 seconds``, ``TP = 4, PP = 4, DP = 16``.

Each value is in base units (a time in seconds, a size in bytes; a count or a percent is a plain
number) and holds from its line to the end of the list's block: the next heading, the next such
label, or the first line indented less than the label (a worked solution's block ends there).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from chalk.papers.written_forms import COUNTED_WORDS, TEXT_SUFFIXES
from chalk.units import Q_

#: the label that opens a list of givens (``**Given:**``, ``Given:``, ``**Setup**:``)
_LABEL = re.compile(
    r"^(?P<indent>[ \t]*)(?:\*\*|__)?(?:given|givens|setup|assumptions|inputs|parameters)(?:\*\*|__)?\s*:"
    r"\s*(?:\*\*|__)?\s*$",
    re.I | re.M,
)
_ITEM = re.compile(r"^[ \t]*[-*+][ \t]+(?P<body>.*)$")
_HEADING = re.compile(r"^[ \t]{0,3}#")
#: a name: an identifier, a Greek letter with a subscript, or inline math (``$C$``, ``$T_{step}$``)
_NAME = r"(?:\$(?P<math>[^$=]+)\$|(?P<word>[A-Za-z\u0370-\u03ff][A-Za-z0-9_\u0370-\u03ff]*))"
_DIGITS = r"\d[\d,]*(?:\.\d+)?"
_VALUE = (
    r"(?P<digits>" + _DIGITS + r")(?P<suffix>[KMBT](?![A-Za-z]))?"
    r"(?:\s*(?:×|x|\\times|\*)\s*10(?:\^\{?(?P<exp>[+-]?\d+)\}?|(?P<sup>[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)))?"
    r"(?:[eE](?P<e>[+-]?\d+))?(?P<percent>\s*%)?"
    r"(?:[ \t]+(?P<unit>[A-Za-zµ]+(?:/[A-Za-z]+)?))?"
)
#: one statement: a name, then one or more values joined by ``=``, up to a comma, a parenthesis or the end
_STATEMENT = re.compile(
    r"(?:^|,\s*|:\s*)" + _NAME + r"\s*=\s*(?P<values>(?:[^,()]|,(?=\d{3}))+?)\s*(?=,\s*[^,]*=|\(|$)",
)
_ONE_VALUE = re.compile(r"\s*" + _VALUE + r"\s*$")
_SUPERSCRIPT = str.maketrans("⁺⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "+-0123456789")
#: words after a number that count things (``8 GPUs``, ``40 layers``): the value is a plain number
_DESCRIPTIVE = re.compile(r"[a-z]{3,}")
_COUNTED = re.compile(COUNTED_WORDS + r"|(?:TPU|chip|node|device|worker|rank|expert|tensor|micro-?batch)s?", re.I)


@dataclass(frozen=True)
class Given:
    name: str  # as written: an identifier, a Greek letter's name, or inline math's LaTeX
    value: Fraction  # in base units
    line: int
    until: int  # the last line it holds on


def _greek_named(word: str) -> str:
    """``Ψ`` → ``\\Psi``, ``β_NV`` → ``\\beta_NV``: a Greek letter as LaTeX names it."""
    out = []
    for ch in word:
        if "\u0370" <= ch <= "\u03ff":
            name = unicodedata.name(ch, "").split()
            if name[:2] == ["GREEK", "CAPITAL"]:
                out.append("\\" + name[-1].capitalize())
                continue
            if name[:2] == ["GREEK", "SMALL"]:
                out.append("\\" + name[-1].lower())
                continue
        out.append(ch)
    return "".join(out)


def _base_value(m: re.Match[str]) -> Fraction | None:
    """The value one match of ``_VALUE`` writes, in base units; None when its word is a unit
    chalk cannot read (``400 Gbps``: the next value of the chain may say it in one it can)."""
    from chalk.papers.formulas import is_unit, unit_from_tex  # here: formulas imports scanning, which reads these

    value = Fraction(m.group("digits").replace(",", ""))
    exponent = int(TEXT_SUFFIXES.get(m.group("suffix") or "", "0"))
    if m.group("exp") or m.group("sup"):
        exponent += int(m.group("exp") or m.group("sup").translate(_SUPERSCRIPT))
    if m.group("e"):
        exponent += int(m.group("e"))
    value *= Fraction(10) ** exponent
    if m.group("percent"):
        return None if m.group("unit") else value / 100
    word = m.group("unit")
    if word is None or _COUNTED.fullmatch(word) or (_DESCRIPTIVE.fullmatch(word) and not is_unit(word)):
        return value  # 8 GPUs, 40 layers: a count
    if not is_unit(word):
        return None
    return value * Fraction(Q_(1, unit_from_tex(word)).to_base_units().magnitude).limit_denominator(10**12)


def _first_value(values: str) -> Fraction | None:
    """The first of ``2 hours = 7,200 seconds`` that chalk can read in base units."""
    for part in values.split("="):
        m = _ONE_VALUE.match(part)
        if m is None:
            return None  # words, not a value: the statement is no given
        if (v := _base_value(m)) is not None:
            return v
    return None


def _block_end(lines: list[str], label: int, indent: int) -> int:
    """The last line (0-based) of the block a label at ``label`` opens."""
    for i in range(label + 1, len(lines)):
        line = lines[i]
        if not line.strip():
            continue
        if _HEADING.match(line) or _LABEL.match(line):
            return i - 1
        if len(line.expandtabs()) - len(line.expandtabs().lstrip()) < indent:
            return i - 1
    return len(lines) - 1


def given_lists(text: str, skip: Callable[[int], bool]) -> list[Given]:
    """Every value stated in a list under a givens label in the Markdown ``text``; ``skip``
    says whether a line (1-based) is inside code."""
    lines = text.split("\n")
    out: list[Given] = []
    for i, line in enumerate(lines):
        label = _LABEL.match(line)
        if label is None or skip(i + 1):
            continue
        indent = len(label.group("indent").expandtabs())
        until = _block_end(lines, i, indent)
        j = i + 1
        while j <= until and not lines[j].strip():
            j += 1
        while j <= until and (item := _ITEM.match(lines[j])) is not None:
            for st in _STATEMENT.finditer(item.group("body")):
                value = _first_value(st.group("values"))
                if value is None:
                    continue
                name = st.group("math") or _greek_named(st.group("word"))
                out.append(Given(name.strip(), value, j + 1, until + 1))
            j += 1
    return out
