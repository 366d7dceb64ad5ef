"""Numbers a Markdown document states with a name outside its formulas: a config block
(``num_layers: 80``, ``hidden_size = 8192``), a two-cell table row (``| $L$ | 80 |``) or a
sentence (``with 80 layers``, ``a hidden size of 8192``, ```seq_len` = 4096``). Each becomes
a given value for a formula after it that uses the name and has no other value for it, with
the line it was stated on."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

_NUMBER = r"[0-9][0-9_,]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
_CONFIG = re.compile(
    r"""^[ \t]*["']?(?P<name>[A-Za-z_][A-Za-z0-9_]*)["']?[ \t]*[:=][ \t]*(?P<value>"""
    + _NUMBER
    + r""")[ \t]*,?[ \t]*(?:\#.*)?$""",
    re.M,
)
_ROW = re.compile(r"^[ \t]*\|(?P<name>[^|\n]+)\|(?P<value>[^|\n]+)\|[ \t]*$", re.M)
_CELL_NAME = re.compile(r"^\s*(?:\$([^$]+)\$|`([A-Za-z_][A-Za-z0-9_]*)`|([A-Za-z_][A-Za-z0-9_]*))\s*$")
_CELL_VALUE = re.compile(r"^\s*(" + _NUMBER + r")\s*$")


#: ``with 80 layers``, ``has 64 heads``: a count of things a formula names n_X, num_X or X
_COUNT_NOUNS = r"layers|heads|experts|stages|devices|chips|GPUs|nodes|microbatches|micro-batches"
_PROSE_COUNT = re.compile(
    r"\b(?:with|has|have|having|uses?|using|across|on|and)\s+(?P<value>"
    + _NUMBER
    + r")\s+(?P<name>"
    + _COUNT_NOUNS
    + r")\b"
)
#: ``a hidden size of 8192``, ``sequence length is 2048``: a size's words joined are its name
_NOT_A_NAME = r"(?:a|an|the|our|its|this|that|with|and|of|per)"
_PROSE_SIZE = re.compile(
    r"\b(?P<name>(?:(?!"
    + _NOT_A_NAME
    + r"\b)[a-z]+[ -]){0,2}(?:size|length|dimension|dim|width))\s+(?:of|is|=)\s+(?P<value>"
    + _NUMBER
    + r")(?![\w.,]*[A-Za-z%])"
)
#: ```seq_len` = 4096``, ```batch_size` of 512``, ```num_layers: 80```: a code name and its number
_PROSE_CODE = re.compile(
    r"`(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:`\s*(?:=|:|of|is)\s*|\s*[:=]\s*)(?P<value>"
    + _NUMBER
    + r")`?(?![\w.]*[A-Za-z%])"
)
_MATH = re.compile(r"\$\$.*?\$\$|\$[^$\n]*\$", re.S)


@dataclass(frozen=True)
class Stated:
    name: str  # normalized (name_key)
    value: Fraction
    line: int
    where: str  # "config block", "table row" or "prose"


def name_key(name: str) -> str:
    """A name as a key that a config key, a table cell and a symbol share: ``n_\\text{layers}``,
    ``n_{\\mathrm{layers}}`` and ``n_layers`` are ``n_layers``."""
    t = re.sub(r"\\(?:text|mathrm|mathit|operatorname|textrm|rm|mathsf)\s*", "", name)
    t = t.replace("\\_", "_").replace("\\", "")
    return re.sub(r"[{}\s$`]", "", t)


def _number(text: str) -> Fraction:
    return Fraction(text.replace("_", "").replace(",", ""))


def stated_values(text: str, fences: list[tuple[int, int]], line_of: Callable[[int], int]) -> list[Stated]:
    """Every name stated with a number in the Markdown ``text``: config lines inside fenced
    code, two-cell table rows outside it; ``line_of`` maps an offset to its line."""
    out: list[Stated] = []
    for start, end in fences:
        for m in _CONFIG.finditer(text, start, end):
            out.append(Stated(name_key(m.group("name")), _number(m.group("value")), line_of(m.start()), "config block"))
    for m in _ROW.finditer(text):
        if any(s <= m.start() < e for s, e in fences):  # inside a code block
            continue
        name, value = _CELL_NAME.match(m.group("name")), _CELL_VALUE.match(m.group("value"))
        if name is None or value is None:
            continue
        key = name_key(next(g for g in name.groups() if g))
        out.append(Stated(key, _number(value.group(1)), line_of(m.start()), "table row"))
    out += _prose_values(text, fences, line_of)
    return sorted(out, key=lambda s: s.line)


def _prose_values(text: str, fences: list[tuple[int, int]], line_of: Callable[[int], int]) -> list[Stated]:
    """Numbers the prose states with a name, outside code blocks and math: a count of things
    (``80 layers`` is the value of n_layers, num_layers or layers), a size in words (``hidden
    size of 8192`` is hidden_size) or a code name (```seq_len` = 4096``)."""
    prose = list(text)
    for start, end in [*fences, *((m.start(), m.end()) for m in _MATH.finditer(text))]:
        prose[start:end] = " " * (end - start)
    body = "".join(prose)
    out: list[Stated] = []
    for m in _PROSE_COUNT.finditer(body):
        noun = m.group("name").replace("-", "")
        for key in (noun, "n_" + noun, "num_" + noun):
            out.append(Stated(key, _number(m.group("value")), line_of(m.start()), "prose"))
    for m in _PROSE_SIZE.finditer(body):
        key = "_".join(m.group("name").replace("-", " ").split())
        out.append(Stated(key, _number(m.group("value")), line_of(m.start()), "prose"))
    for m in _PROSE_CODE.finditer(body):
        out.append(Stated(name_key(m.group("name")), _number(m.group("value")), line_of(m.start()), "prose"))
    return out
