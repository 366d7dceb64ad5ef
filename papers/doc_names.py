"""Names a document writes in several letters or words and uses as one name: a ``\\text{}``
phrase a row defines (``\\text{Total parameters} = …``), an italic run of letters a row
defines (``gbs = 512``, ``seq = 2048``) and words joined by a LaTeX space (``kv \\ cache =
…``). Written anywhere in the document they are that one name, not prose or a product of
letters; a run no row defines (``BSH``) stays a product. An abbreviation of capitals the prose states
with a number (``TP = 4``) is one name too (``TP \\times PP``), never inside a label or text."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

_ROW_START = r"(?:^|\n|&|\\\\|\$)\s*"
_DEFINES = r"(?=\s*(?:[_^]\{[^{}]*\}\s*)?&?\s*(?:=(?!=)|\\approx(?![A-Za-z])))"
#: a phrase in text a row opens with, as the side its relation defines
_PHRASE = re.compile(_ROW_START + r"\\text\{\s*([A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z0-9-]+)+)\s*\}" + _DEFINES)
#: italic letters a row opens with (two or more, lower case), words joined by ``\ `` included
_ITALIC = re.compile(_ROW_START + r"((?<![\\A-Za-z])[a-z]{2,}(?:\s*\\\s+[a-z]{2,})*)(?![A-Za-z{(])" + _DEFINES)


def _joined(words: list[str]) -> str:
    return r"\mathrm{" + "_".join(w.replace("-", "_") for w in words) + "}"


def name_patterns(texts: list[str], limit: int) -> list[tuple[re.Pattern[str], str]]:
    """(pattern, replacement) for each name the rows of ``texts`` define (at most ``limit``
    of each kind, longest first)."""
    out: list[tuple[re.Pattern[str], str]] = []
    phrases = sorted({" ".join(p.split()) for t in texts for p in _PHRASE.findall(t)}, key=len, reverse=True)
    for p in phrases[:limit]:
        out.append((re.compile(r"\\text\{\s*" + r"\s+".join(map(re.escape, p.split())) + r"\s*\}"), _joined(p.split())))
    italic = {tuple(re.split(r"\s*\\\s+", m.strip())) for t in texts for m in _ITALIC.findall(t)}
    for words in sorted(italic, key=lambda w: -len(" ".join(w)))[:limit]:
        joined = r"\s*\\\s+".join(map(re.escape, words))
        out.append((re.compile(r"(?<![\\A-Za-z{_^])" + joined + r"(?![A-Za-z}])"), _joined(list(words))))
    return out


#: not inside a label (``M_{act}^{layer, TP}``), a subscript or text
_ALONE = r"(?<![\\A-Za-z_^,])(?<!, )(?<![_^]\{)(?<!text\{)(?<!mathrm\{)"


def abbreviation_patterns(
    words: Iterable[str], limit: int, is_unit: Callable[[str], bool]
) -> list[tuple[re.Pattern[str], str]]:
    """(pattern, replacement) for each abbreviation the prose states (at most ``limit``, longest
    first), units left out."""
    chosen = [w for w in sorted(set(words), key=len, reverse=True) if not is_unit(w)][:limit]
    return [(re.compile(_ALONE + re.escape(w) + r"(?![A-Za-z])"), r"\mathrm{" + w + "}") for w in chosen]
