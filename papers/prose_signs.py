"""A relation sign written in prose between two inline formulas, in a definition list
(``- \\(T_{sub}\\) = \\(\\frac{T_{chunk}}{v}\\) = time per sub-chunk``): the author spells
``T_{sub} = T_{chunk}/v`` across two formulas, so it is read as that one relation. Only a
lone name that opens its line or list item is so defined (``$(P-1)$ chunks of size $n/P$ =
$\\frac{P-1}{P} n$`` equates the phrase, not n/P)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol

#: the gap between two inline formulas that holds only a sign, or a description between two
#: signs (``- $d_{\text{head}}$ = Dimension per attention head = $d_{\text{model}} / n$``)
PROSE_SIGN = re.compile(r"[ \t]*(?:≈|=(?:[ \t]*[A-Za-z][A-Za-z ,'()-]{0,60}?[ \t]=)?)[ \t]*")
#: one name: a letter, a word or a command, with its sub- and superscripts and primes
_NAME = re.compile(
    r"\s*(?:\\(?:math[a-z]+|text|operatorname)\{[A-Za-z ]+\}|\\[A-Za-z]+|[A-Za-z]+)"
    r"(?:\s*[_^]\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|[A-Za-z0-9]))*'*\s*"
)
#: what may stand before the name on its line: list markup and the formula's opener
_OPENS_ITEM = re.compile(r"[ \t>]*(?:(?:[-*+]|\d+[.)])[ \t]+)?(?:\$|\\\()")


class _Span(Protocol):
    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...

    @property
    def content_start(self) -> int: ...

    def content(self, text: str) -> str: ...


def _defined_name(text: str, start: int, name: str) -> bool:
    """``name`` (an inline formula) is a lone name that opens its line (``start``: where its text begins)."""
    line_start = text.rfind("\n", 0, start) + 1
    return bool(_NAME.fullmatch(name)) and bool(_OPENS_ITEM.fullmatch(text, line_start, start))


def joined_by_sign(text: str, spans: Iterable[_Span]) -> list[tuple[int, str]]:
    """The ``\\(…\\)`` formulas as (offset, text), one after a sign in prose joined to the
    name before it (``T_{sub} = \\frac{T_{chunk}}{v}``)."""
    out: list[tuple[int, str]] = []
    before: _Span | None = None
    for span in spans:
        content = span.content(text)
        gap = text[before.end : span.start] if before else ""
        if before and PROSE_SIGN.fullmatch(gap) and _defined_name(text, before.content_start, out[-1][1]):
            out[-1] = (out[-1][0], f"{out[-1][1]} {gap.strip()[-1]} {content}")
        else:
            out.append((span.content_start, content))
        before = span
    return out


def after_prose_sign(text: str, before: tuple[int, int, str] | None, m: re.Match[str]) -> tuple[str, str]:
    """An inline ``$…$`` formula after a gap that holds only a sign, right after a name that
    opens its line (``before``: its offset, end and text), starts with that sign (and the gap
    is a space): ``- $T_{sub}$ = $\\frac{T_{chunk}}{v}$`` goes on from ``T_{sub}``."""
    gap = text[before[1] : m.start()] if before else ""
    if before and PROSE_SIGN.fullmatch(gap) and _defined_name(text, before[0], before[2]):
        return f"{gap.strip()[-1]} {m.group(1)}", " "
    return m.group(1), gap
