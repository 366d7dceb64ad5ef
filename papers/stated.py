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

from chalk.papers.given_lists import given_lists

_NUMBER = r"[0-9][0-9_,]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
_CONFIG = re.compile(
    r"""^[ \t]*["']?(?P<name>[A-Za-z_][A-Za-z0-9_]*)["']?[ \t]*[:=][ \t]*(?P<value>"""
    + _NUMBER
    + r""")[ \t]*,?[ \t]*(?:\#.*)?$""",
    re.M,
)
_ROW = re.compile(r"^[ \t]*\|(?P<name>[^|\n]+)\|(?P<value>[^|\n]+)\|[ \t]*$", re.M)
_CELL_NAME = re.compile(
    r"^\s*(?:\$([^$]+)\$|`([A-Za-z_][A-Za-z0-9_]*)`|([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z]+(?:[ -][A-Za-z]+){1,3}))\s*$"
)
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
#: ``TP = 4, PP = 4, DP = 16`` in prose: a name of two to five capitals (an abbreviation) and its
#: number; the formulas that write it (``\frac{\Psi}{TP \times PP}``) read it as one name, with
#: no value (a document tries several: each statement is a case of its own)
CAPITALS = re.compile(r"[A-Z]{2,5}")
ABBREVIATION = "abbreviation"
_PROSE_CAPITALS = re.compile(r"(?<![\w`$\\])(?P<name>[A-Z]{2,5})\s*=\s*(?P<value>" + _NUMBER + r")(?![\w.]*[A-Za-z%])")
_MATH = re.compile(r"\$\$.*?\$\$|\$[^$\n]*\$", re.S)


@dataclass(frozen=True)
class Stated:
    name: str  # normalized (name_key)
    value: Fraction
    line: int
    where: str  # "config block", "table row", "prose", "given list" or ABBREVIATION (a name, not a given)
    until: int | None = None  # the last line it holds on (a given list's block), None: the file's end


#: the spellings of one model hyperparameter across papers, configs and tables: a value stated
#: under one (``num_layers`` in a table, "Hidden dimension") is the value of the others
#: (``n_layers``, ``d_{\\text{model}}``) in a formula
_FAMILIES = {
    "n_layers": "layers n_layers num_layers n_layer num_hidden_layers number_of_layers nlayers",
    "d_model": "d_model dmodel hidden_size hidden_dim hidden_dimension hid_dim model_dim model_dimension n_embd",
    "n_heads": "n_heads num_heads n_head attention_heads num_attention_heads number_of_heads query_heads",
    "n_kv_heads": "n_kv n_kv_heads num_kv_heads kv_heads num_key_value_heads key_value_heads",
    "d_ffn": "d_ffn d_ff ffn_dim ffn_dimension ffn_size ffn_hidden_size intermediate_size mlp_dim",
    "vocab_size": "vocab_size vocabulary vocabulary_size n_vocab",
    "head_dim": "head_dim head_size d_head head_dimension",
    "seq_len": "seq_len seq_length sequence_length",
}
_FAMILY = {spelling: key for key, spellings in _FAMILIES.items() for spelling in spellings.split()}


def name_key(name: str) -> str:
    """A name as a key that a config key, a table cell and a symbol share: ``n_\\text{layers}``,
    ``n_{\\mathrm{layers}}``, ``n_layers`` and ``num_layers`` are ``n_layers``; the words of a
    table cell ("Hidden dimension") are joined by ``_``."""
    t = re.sub(r"\\(?:text|mathrm|mathit|operatorname|textrm|rm|mathsf)\s*", "", name)
    t = t.replace("\\_", "_").replace("\\", "")
    if re.fullmatch(r"[A-Za-z]+(?:[ -][A-Za-z]+)+", t.strip()):
        t = "_".join(re.split(r"[ -]", t.strip()))
    t = re.sub(r"[{}\s$`]", "", t)
    return _FAMILY.get(t.lower(), t)


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
    in_code = {line for start, end in fences for line in range(line_of(start), line_of(max(start, end - 1)) + 1)}
    for g in given_lists(text, in_code.__contains__):
        out.append(Stated(name_key(g.name), g.value, g.line, "given list", g.until))
    return sorted(out, key=lambda s: s.line)


def _prose_values(text: str, fences: list[tuple[int, int]], line_of: Callable[[int], int]) -> list[Stated]:
    """Numbers the prose states with a name, outside code blocks and math: a count of things
    (``80 layers`` is the value of n_layers, num_layers or layers), a size in words (``hidden
    size of 8192`` is hidden_size), a code name (```seq_len` = 4096``) or an abbreviation of
    capitals (``TP = 4``)."""
    prose = list(text)
    for start, end in [*fences, *((m.start(), m.end()) for m in _MATH.finditer(text))]:
        prose[start:end] = " " * (end - start)
    body = "".join(prose)
    out: list[Stated] = []
    for m in _PROSE_COUNT.finditer(body):
        noun = m.group("name").replace("-", "")
        for key in dict.fromkeys(name_key(k) for k in (noun, "n_" + noun, "num_" + noun)):
            out.append(Stated(key, _number(m.group("value")), line_of(m.start()), "prose"))
    for m in _PROSE_SIZE.finditer(body):
        key = name_key("_".join(m.group("name").replace("-", " ").split()))
        out.append(Stated(key, _number(m.group("value")), line_of(m.start()), "prose"))
    for m in _PROSE_CAPITALS.finditer(body):
        # a name only, never a given: such statements are one case each (a question, a config tried)
        out.append(Stated(m.group("name"), _number(m.group("value")), line_of(m.start()), ABBREVIATION))
    for m in _PROSE_CODE.finditer(body):
        out.append(Stated(name_key(m.group("name")), _number(m.group("value")), line_of(m.start()), "prose"))
    return out
