"""A display that opens with a relation after prose goes on from the left side of the
display before it: below ``$$\\text{KV cache} = 2 B n h d \\cdot 2$$`` and "For n = 32768:",
``$$= 2 \\cdot 1 \\cdot 32768 \\cdot 32 \\cdot 128 \\cdot 2 = 512 \\text{ MB}$$`` says the KV
cache is that product, as the author means; read alone its first relation has nothing on
its left. Displays with only blank lines between are joined before this (scanning.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from chalk.papers.chains import Chain, Side, Unreadable, chains
from chalk.papers.judging_context import Context
from chalk.papers.scanning import Found

#: display environments (inline math after prose is the sentence's, not a continuation)
_DISPLAYS = ("$$", r"\[", "equation", "equation*", "align", "align*")
_OPENS = re.compile(r"^\s*(?:=|\\approx|\\simeq|\\sim(?![a-z])|\\leq?(?![a-z])|\\geq?(?![a-z])|<|>)")


def opens_with_relation(f: Found) -> bool:
    return f.env in _DISPLAYS and bool(_OPENS.match(f.text))


def continued(f: Found, ctx: Context) -> list[Chain] | None:
    """The chains of ``f`` read after the left side of the display before it (same file and
    section), offsets still into ``f.text``; None when ``f`` does not continue one."""
    if not opens_with_relation(f) or ctx.left is None or ctx.left[:2] != (f.path, ctx.section):
        return None
    pre = ctx.left[2] + " "
    out = chains(pre + f.text)
    shift = len(pre)
    return [replace(c, sides=tuple(Side(max(0, s.offset - shift), s.text) for s in c.sides)) for c in out]


def remember(f: Found, ctx: Context) -> None:
    """After a display, its first side is the left side a continuation goes on from; a
    continuation keeps the one it went on from."""
    if f.env not in _DISPLAYS or opens_with_relation(f):
        return
    try:
        first = chains(f.text)
    except Unreadable:
        ctx.left = None
        return
    ctx.left = (f.path, ctx.section, first[0].sides[0].text) if first else None
