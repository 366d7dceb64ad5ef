"""Inline math in prose: where a ``$…$`` formula starts and ends, which hold a relation, and
how formulas one sentence continues (``$a = b$ bytes $\\approx c$ GB``) and the unit or count
written right after one (``$… \\approx 69$ milliseconds``, ``$… \\approx 118$M``) join it."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from chalk.papers.prose_signs import after_prose_sign

#: where a later piece of a joined formula starts: (offset into its text, line, col)
Piece = tuple[int, int, int]

#: inline ``$…$`` (it cannot run past the next $), closed as pandoc closes it: after a
#: non-space, not before a digit, no blank line inside (``~$5.5M`` in a table, then
#: ``$30,000``, are amounts, not math)
INLINE_DOLLAR = re.compile(r"(?<![\\$])\$(?!\$)((?:[^$\\\n]|\\.|\n(?![ \t]*\n))+?)(?<![\s\\])\$(?!\d)")
RELATION = re.compile(
    r"(?<!\\)(?:=|<|>)|\\(?:le|leq|leqslant|ge|geq|geqslant|ll|gg|approx|approxeq|thickapprox|cong|simeq|sim|lesssim|"
    r"gtrsim|ne|neq|iff|"
    r"implies|Rightarrow|Leftrightarrow|Longleftrightarrow|Longrightarrow|lt|gt)(?![a-zA-Z])"
)


class Lines:
    """Line and column of an offset by bisection (counting newlines afresh for every
    formula is quadratic in a large file)."""

    def __init__(self, text: str):
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def __call__(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


#: a unit written in prose right after inline math: ``$104\text{e}12$ bytes``; ASCII ``us`` is
#: microseconds there (``$\alpha = 1$ us``: read only after a formula ending in a number, where
#: the pronoun cannot stand)
_PROSE_UNIT = re.compile(
    r"\s*(?:\*{1,2})?(?:(?:GPU|accelerator|chip|device|node|TPU|[AH]100)-)?("
    + r"(?:[kKMGTPE]i?B|bytes?|[kKMGTPE]?FLOP[sS]?|flops|ms|[µ\u03bc]s|us|ns|(?:milli|micro|nano)?seconds?"
    + r"|hours?|days?|years?)(?:/s)?"
    + r")(?:/(?:token|tok|step|layer|GPU|request|sequence|seq|sample)s?)?(?![\w/-])"
)  # ``**days**``, ``accelerator-hours``: the time each device runs, in that unit; ``GFLOPs/token``: GFLOPs
#: ``$… \approx 17{,}470$s $\approx 4.9$ hours``: a bare s between a number and the relation that goes
#: on from it is seconds (after a formula alone, ``$k$s`` may be a plural)
_SECONDS = re.compile(r"\s*(s)")
#: a count's letter right after the closing ``$`` of a formula ending in a number (``$… \approx
#: 118$M``, ``$… = 1.1$B``): thousands to trillions, as written right after digits inside math
_COUNT_AFTER = re.compile(r"([KMBT])(?![\w/])")
_LEADS_WITH_RELATION = re.compile(
    r"\s*(?:=|<|>|\\(?:approx|approxeq|thickapprox|cong|simeq|sim|le|leq|ge|geq|lesssim|gtrsim|lt|gt)(?![A-Za-z]))"
)


def _prose_unit(word: str) -> str:
    """The unit a prose word after inline math names: Greek mu and ASCII ``us`` are micro."""
    word = re.sub(r"^K(?=FLOP)", "k", word.replace("\u03bc", "µ"))  # KFLOPs: thousands of FLOPs
    return "µ" + word[1:] if word.startswith("us") else word


@dataclass
class _Inline:
    """An inline formula being joined: its offset, text, pieces and where its ``$…$`` ends."""

    offset: int
    text: str
    pieces: tuple[Piece, ...]
    end: int


def joined_inline(text: str, lines: Lines) -> list[tuple[int, str, tuple[Piece, ...]]]:
    """Inline ``$…$`` formulas that hold a relation, as (offset, text, pieces). One that starts
    with a relation (or follows a sign in prose) continues the one before in the sentence, words
    between read as its unit if they are one (``$52\\text{e}12 \\cdot 2 = 104\\text{e}12$ bytes
    $\\approx 104$ GB``); so is a unit word right after a formula ending in a number."""
    out: list[_Inline] = []
    for m in INLINE_DOLLAR.finditer(text):
        before = (out[-1].offset, out[-1].end, out[-1].text) if out else None
        content, gap = after_prose_sign(text, before, m)  # - $T_{sub}$ = $\frac{T_{chunk}}{v}$
        if out and _LEADS_WITH_RELATION.match(content):
            previous = out[-1]
            number_ends = re.search(r"\d\}*\s*$", previous.text)
            words = (_PROSE_UNIT.fullmatch(gap.rstrip()) or _SECONDS.fullmatch(gap.rstrip())) if number_ends else None
            if len(gap) <= 40 and (words or not gap.strip()):
                glue = (r" \,\mathrm{" + _prose_unit(words.group(1)) + "} ") if words else " "
                start = len(previous.text) + len(glue)
                previous.text = previous.text + glue + content
                previous.pieces = (*previous.pieces, (start, *lines(m.start(1))))
                previous.end = m.end()
                continue
        out.append(_Inline(m.start(1), content, (), m.end()))
    joined = []
    for inline in out:
        off, t, pieces, end = inline.offset, inline.text, inline.pieces, inline.end
        after = _PROSE_UNIT.match(text, end)
        count = _COUNT_AFTER.match(text, end)
        if after and re.search(r"\d\}*\s*$", t):
            t += r" \,\mathrm{" + _prose_unit(after.group(1)) + "}"
        elif count and re.search(r"\d\s*$", t):  # $2 d_e d_{ff} \approx 118$M: 118 million
            t += r"\text{" + count.group(1) + "}"
        if RELATION.search(t):
            joined.append((off, t, pieces))
    return joined


def unit_after_display(text: str, body: str, end: int) -> str:
    """``$$… = \\mathbf{91}$$ days.``: a unit word on the display's closing line, right after it, is
    the unit of its last number, and a count's letter (``$$… = 1.8$$M``) its count, as after inline
    math; the formula as written otherwise."""
    line_end = body.find("\n", end)
    rest = body[end : line_end if line_end >= 0 else len(body)]
    if not re.search(r"\d\s*\}*\s*$", text):
        return text
    if (count := _COUNT_AFTER.match(rest)) is not None:  # 7168 \times 256 = 1.8$$M: 1.8 million, as inline
        return text + r"\text{" + count.group(1) + "}"
    after = _PROSE_UNIT.match(rest)
    return text if after is None else text + r" \,\mathrm{" + _prose_unit(after.group(1)) + "}"
