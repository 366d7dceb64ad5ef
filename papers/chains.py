"""One formula's text → its statements, each a chain of relations (sides not yet read).

A displayed formula is split at ``\\\\`` into rows (a row that starts with a relation continues the one before,
as in ``align``), at ``\\quad``, ``;``, ``\\wedge`` and commas between relations into separate statements, and at
its relations into a chain ``a = b \\le c``. Logical connectives (``\\iff``, ``\\implies``) join relations into
one statement. ``formulas`` reads each side into sympy.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from chalk.papers import reading_rules
from chalk.papers.scanning import braced

_TEXT_WORDS = re.compile(r"\\(?:text|mbox|textrm)\{[^{}]*\s[^{}]*\}")  # words with a space: prose
_EXACT = {"=": "eq", ":=": "eq", r"\coloneqq": "eq", "<": "lt", r"\lt": "lt", ">": "gt", r"\gt": "gt"}
_EXACT |= {r"\le": "le", r"\leq": "le", r"\leqslant": "le", r"\ge": "ge", r"\geq": "ge", r"\geqslant": "ge"}
#: ``a \sim b`` holds when a and b are within this factor of each other
MAGNITUDE = 3.0
_ROUGH = {r"\approx": "eq", r"\simeq": "eq", r"\lesssim": "le", r"\gtrsim": "ge"}
_ROUGH |= dict.fromkeys(reading_rules.APPROXIMATE_SIGNS, "eq")
#: relation token → (relation, relative tolerance of a numeric comparison): ``=`` and the
#: inequalities the digits written (numbers.written_precision), ``\approx`` 10% or the digits,
#: ``\sim`` an order of magnitude (a factor of 3 either way, numbers only)
RELATIONS = (
    {t: (r, 0.0) for t, r in _EXACT.items()} | {t: (r, 0.10) for t, r in _ROUGH.items()} | {r"\sim": ("eq", MAGNITUDE)}
)
LOGICAL = {
    r"\iff": "iff",
    r"\Leftrightarrow": "iff",
    r"\Longleftrightarrow": "iff",
    r"\implies": "implies",
    r"\Rightarrow": "implies",
    r"\Longrightarrow": "implies",
}
#: relations chalk reads but cannot check, with the reason given
UNCHECKED = {
    r"\propto": "proportionality \\propto",
    r"\ll": "relation \\ll (much less than)",
    "<<": "relation << (much less than)",
    ">>": "relation >> (much greater than)",
    r"\gg": "relation \\gg (much greater than)",
    r"\ne": "relation \\ne",
    r"\neq": "relation \\neq",
    r"\equiv": "relation \\equiv",
    r"\in": "set membership \\in",
    r"\to": "limit or map \\to",
    r"\mapsto": "map \\mapsto",
}
_TOKEN = re.compile(r":=|=|<<|>>|<|>|\\(?:[A-Za-z]+)|\\\\|&|;|,")
_ROWS = {"\\\\", r"\quad", r"\qquad", ";", r"\text{and}", r"\newline"}
_CONJUNCTIONS = {r"\wedge", r"\land"}
#: a condition word alone in text, the condition after it in math (``\\text{where } b \\le 64``)
_CONDITION_WORD = re.compile(r",?\s*\\(?:text|mbox|textrm)\{\s*(?:with|where|for|if|when|assuming|given)\s*\}")
_CONDITION = re.compile(r"^\\(?:text|mbox|textrm)\{\s*(?:with|where|for|if|when|assuming|given)\b[^{}]*\}$")
_OPEN, _CLOSE = "{([", "})]"


class Unreadable(ValueError):
    """A formula (or part) that cannot be read: the reason is reported, and counted by its
    ``kind`` (``verdicts.UNREAD_KINDS``; "": by its own words), never by the message's text."""

    def __init__(self, message: str, kind: str = "") -> None:
        super().__init__(message)
        self.kind = kind


#: longer formulas (as written, or after their macros expand) and deeper nesting are not
#: read: the parser's recursion and sympy's work grow with both
MAX_FORMULA_CHARS = 20_000
MAX_NESTING = 50


def within_limits(text: str, what: str = "the formula") -> str:
    """``text`` if it is short enough and not nested too deeply, else Unreadable."""
    if len(text) > MAX_FORMULA_CHARS:
        raise Unreadable(f"{what} has {len(text):,} characters; chalk reads at most {MAX_FORMULA_CHARS:,}")
    depth = deepest = 0
    for ch in text:
        if ch in _OPEN:
            depth += 1
            deepest = max(deepest, depth)
        elif ch in _CLOSE:
            depth -= 1
    if deepest > MAX_NESTING:
        raise Unreadable(f"{what} nests brackets {deepest} deep; chalk reads at most {MAX_NESTING}")
    return text


@dataclass(frozen=True)
class Side:
    offset: int  # into the formula's text
    text: str


@dataclass(frozen=True)
class Chain:
    """``sides[0] rel[0] sides[1] rel[1] …``; in a logical chain each side is a relation."""

    sides: tuple[Side, ...]
    relations: tuple[str, ...]  # tokens as written
    logical: bool = False
    assumed: bool = False  # stated after "\\text{with …}": a hypothesis of the formula, not a claim
    #: links not read at the chain's ends: an empty first or last side (``= \frac{…}{…} = …`` going on
    #: from math before, ``… = 3{,}403 \text{ bytes} \approx`` with its value in prose) or a fragment
    #: (``+~2 \times …``); the links between the other sides are judged
    unread_before: int = 0
    unread_after: int = 0


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


#: chalk's \chalkfit[width]{…}, an author's \boxed{…} and a result in bold (``\mathbf{744{,}019
#: \text{ FLOPs} \approx 0.744 …}``), anywhere in a chain, a whole relation too: the inside is the
#: formula, the box or the bold is how it looks
_FIT = re.compile(r"\\(?:chalkfit(?:\[[^\]]*\])?|boxed|(?:textbf|mathbf)(?=\s*\{\s*\d))\s*\{")
_BRACE_NOTE = re.compile(r"\\(?:underbrace|overbrace)\s*\{")
#: ``\frac{1}{4} \times 100 = 25\%``: a side times 100 is the percent's number, so the sign is a label
_TIMES_100_PERCENT = re.compile(
    r"(?:\\times|\\cdot|\*|×)\s*100\s*(?:\\right\s*\)|\)|\})?\s*(?:=|\\approx|\\simeq|\\sim)\s*\d[\d.,]*\s*(\\%)"
)


def clean(text: str) -> str:
    """Drop what is not mathematics, keeping every offset: labels, tags, annotations after
    ``&&``, alignment marks and trailing punctuation."""
    for pattern in (
        r"\\(?:label|tag\*?|hspace|vspace|intertext)\{[^{}]*\}",
        r"\\(?:nonumber|notag|displaystyle)\b",
        r"\\q?quad\s*\{\s*\([A-Za-z0-9*]{1,4}\)\s*\}",  # an equation's name: \quad{(P)}
        r"\\(?:begin|end)\{(?:aligned|split|gathered|alignedat)\}(?:\{\d+\})?",
    ):
        for m in reversed(list(re.finditer(pattern, text))):
            text = _blank(text, m.start(), m.end())
    for m in reversed(list(_BRACE_NOTE.finditer(text))):
        # \underbrace{X}_{\text{label}}: X; \underbrace{X}_{=Y}: (Y), what the author says X is
        _, end = braced(text, m.end())
        if text.startswith("_{", end) or text.startswith("^{", end):
            note, note_end = braced(text, end + 2)
            if note.lstrip().startswith("=") and note.count("=") == 1:
                value = "(" + note.lstrip()[1:] + ")"
                text = _blank(text, m.start(), note_end)
                text = text[: note_end - len(value)] + value + text[note_end:]
            else:
                text = _blank(_blank(text, end - 1, note_end), m.start(), m.end())
    for m in reversed(list(_TIMES_100_PERCENT.finditer(text))):
        text = _blank(text, m.start(1), m.end(1))
    for m in reversed(list(_FIT.finditer(text))):  # \chalkfit[width]{…}, \boxed{…}: keep the inside
        _, end = braced(text, m.end())
        text = _blank(_blank(text, end - 1, end), m.start(), m.end())
    rows = []
    pos = 0
    for m in re.finditer(r"\\\\(?:\[[^\]]*\])?|$", text):
        row = text[pos : m.start()]
        cut = row.find("&&")
        if cut >= 0:
            row = row[:cut] + " " * (len(row) - cut)
        # a row break keeps its place; its spacing (``\\\\[10pt]``) is blank, not a side's text
        rows.append(row.replace("&", " ") + text[m.start() : m.start() + 2] + " " * max(0, m.end() - m.start() - 2))
        pos = m.end()
        if m.start() == len(text):
            break
    text = "".join(rows)[: len(text)]
    return re.sub(r"[.,;:]\s*$", lambda m: " " * len(m.group(0)), text)


def _depth0(text: str) -> Iterator[tuple[int, str]]:
    """(offset, token) of every token outside braces, brackets and parentheses."""
    depth, i = 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text) and not text[i + 1].isalpha():
            if depth == 0 and text[i : i + 2] == "\\\\":
                yield i, "\\\\"
            i += 2
            continue
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif depth == 0:
            m = _TOKEN.match(text, i)
            if m:
                token = m.group(0)
                if token == r"\text" and text.startswith(r"\text{and}", i):
                    token = r"\text{and}"
                yield i, token
                i += len(token)
                continue
        i += 1


def chains(text: str) -> list[Chain]:
    """Every statement of a formula as a chain, in order (offsets into ``text``)."""
    text = clean(within_limits(text))
    text = re.sub(r"\\[td]frac(?![A-Za-z])", lambda m: " " * (len(m.group(0)) - 5) + "\\frac", text)
    text = _RESTATED.sub(lambda m: " " * (m.start(1) - m.start()) + m.group(1) + " " * (m.end() - m.end(1)), text)
    return _statements(_case_results_cut(text), 0, len(text))


#: ``= 163{,}840 \text{ bytes} \quad (\approx 160 \text{ KiB})``: the value restated after a side in
#: parentheses that open with a relation, a link of the chain (blanked to it, offsets kept)
_RESTATED = re.compile(
    r"(?<=[\w}.\s~])(?<!^)(?:\\(?:left|[bB]igg?)\s*)?\(\s*"
    r"((?:=|\\approx|\\simeq|\\sim|\\leq?|\\geq?|<|>)(?![A-Za-z])[^()=]*?)\s*(?:\\(?:right|[bB]igg?)\s*)?\)"
)


#: ``C = 32\mathrm{k}: \approx 6.1\ \mathrm{ms}``: a case's given, a colon, then the result for that
#: case, whose left side (the quantity of the statement before) is not written
_CASE_RESULT = re.compile(r"(?<=[\w}])\s*:(?!=)\s*(?=(?:=|\\approx|\\simeq|\\sim|\\leq?|\\geq?|<|>)(?![A-Za-z]))")
_NEXT_ROW = re.compile(r"\\q?quad(?![A-Za-z])|\\\\|;")


def _case_results_cut(text: str) -> str:
    """The text with each case's result after a colon blanked (offsets kept): read on, its
    relation would join the given before the colon (C = 32k \approx 6.1 ms)."""
    for m in reversed(list(_CASE_RESULT.finditer(text))):
        row = max((n.end() for n in _NEXT_ROW.finditer(text, 0, m.start())), default=0)
        if not any(tok in RELATIONS for _, tok in _depth0(" " * row + text[row : m.start()])):
            continue  # \mathrm{INT4}: \approx 5 ms: a label, the relation is the row's own
        end = n.start() if (n := _NEXT_ROW.search(text, m.end())) else len(text)
        text = text[: m.start()] + " " * (end - m.start()) + text[end:]
    return text


def _statements(text: str, s0: int, s1: int) -> list[Chain]:
    """Rows and ``\\quad``-separated statements; a row that starts with a relation, or
    follows one that ends with a relation (``= \\\\`` breaks a long line), continues the
    statement before it; ``\\wedge`` splits only where no ``\\iff`` or ``\\implies`` binds
    the parts together."""
    merged: list[tuple[int, int]] = []
    for a, b in _split(text, s0, s1, _ROWS):
        first = _TOKEN.match(text[a:b].lstrip())
        if merged and (_continues(text[a:b], first) or _ends_open(text, *merged[-1])):
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    merged = [piece for a, b in merged for piece in _comma_separated(text, a, b)]
    out: list[Chain | None] = []
    assumed = False
    for a, b in _conditions_split(text, merged):
        if a == b or _CONDITION.match(text[a:b].strip()):
            assumed = True
            continue
        if assumed:
            out += [replace(c, assumed=True) for c in _statements(text, a, b) if c is not None]
            continue
        inner = _unwrapped(text, a, b)
        if inner is not None:  # a parenthesised statement: (A \Rightarrow B) \wedge C
            out += _statements(text, *inner)
        elif any(tok in LOGICAL for _, tok in _depth0(" " * a + text[a:b])):
            out.append(_chain(text, a, b))
        else:
            for c0, c1 in _split(text, a, b, _CONJUNCTIONS):
                inner = _unwrapped(text, c0, c1)
                out += _statements(text, *inner) if inner is not None else [_chain(text, c0, c1)]
    return [c for c in out if c is not None]


_THOUSANDS_COMMA = re.compile(r",\d{3}(?!\d)")


def _comma_separated(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """``\\beta_1 = 0.9, \\beta_2 = 0.95``: statements a depth-0 comma separates, when every
    piece holds a relation (``x = 1, 2, 3`` and ``f(a, b) = c`` stay one; a thousands comma,
    ``1,000``, separates nothing); else the row as it is."""
    commas = [
        off
        for off, tok in _depth0(" " * a + text[a:b])
        if tok == "," and not (text[off - 1 : off].isdigit() and _THOUSANDS_COMMA.match(text, off))
    ]
    if not commas:
        return [(a, b)]
    pieces = list(zip([a, *(c + 1 for c in commas)], [*commas, b], strict=True))
    if all(any(tok in RELATIONS for _, tok in _depth0(" " * x + text[x:y])) for x, y in pieces):
        return pieces
    return [(a, b)]


def _conditions_split(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each span, cut where a condition word in text opens what follows (``M = 2LHb \\quad
    \\text{where } b \\le 64``): the formula, an empty span (what follows is its condition), then
    the condition."""
    out: list[tuple[int, int]] = []
    for a, b in spans:
        m = _CONDITION_WORD.search(text, a, b)
        before = text[a : m.start()] if m is not None else ""
        if m is None or before.count("{") != before.count("}") or not _a_condition(text, m.end(), b):
            out.append((a, b))
            continue
        out += [(a, m.start()), (m.start(), m.start()), (m.end(), b)] if before.strip() else [(a, a), (m.end(), b)]
    return out


def _a_condition(text: str, a: int, b: int) -> bool:
    """Whether ``text[a:b]`` is a relation in math alone (``b \\le 64``; not ``i \\in [1, n]``,
    nor words: ``n \\text{ is the batch}``), so that it can be read as a condition."""
    if _TEXT_WORDS.search(text[a:b]) or re.search(r"\\(?:in|notin|forall|exists|text)(?![A-Za-z])", text[a:b]):
        return False
    try:
        return _chain(text, a, b) is not None
    except Unreadable:
        return False


def _continues(row: str, first: re.Match[str] | None) -> bool:
    """Whether a row opens with a relation or an operator (``&+ 2 \\times …``): it goes on."""
    if first is not None and (first.group(0) in RELATIONS or first.group(0) in LOGICAL):
        return True
    return re.match(r"\s*(?:[+\-]|\\(?:times|cdot)(?![A-Za-z]))", row) is not None


def _ends_open(text: str, a: int, b: int) -> bool:
    """Whether ``text[a:b]`` ends with a relation sign, its right side on the next row."""
    last = [(off, tok) for off, tok in _depth0(" " * a + text[a:b])][-1:]
    return bool(last) and last[0][1] in RELATIONS and not text[last[0][0] + len(last[0][1]) : b].strip()


def _split(text: str, s0: int, s1: int, separators: set[str]) -> list[tuple[int, int]]:
    """Non-blank spans of ``text[s0:s1]`` between depth-0 ``separators``."""
    start, spans = s0, []
    for off, tok in _depth0(" " * s0 + text[s0:s1]):
        if tok in separators:
            spans.append((start, off))
            start = off + len(tok)
    spans.append((start, s1))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def _unwrapped(text: str, a: int, b: int) -> tuple[int, int] | None:
    """The inside of ``(…)`` or ``\\left(…\\right)`` spanning all of ``text[a:b]``, else None."""
    piece = text[a:b]
    lead, trail = len(piece) - len(piece.lstrip()), len(piece) - len(piece.rstrip())
    body = piece.strip()
    for opening, closing in ((r"\left(", r"\right)"), ("(", ")")):
        if body.startswith(opening) and body.endswith(closing):
            depth = 0
            for i, ch in enumerate(body[len(opening) - 1 :]):
                depth += (ch in _OPEN) - (ch in _CLOSE)
                if depth == 0 and i < len(body) - len(opening):
                    return None
            return a + lead + len(opening), b - trail - len(closing)
    return None


#: spacing a side may open or close with (``~``, ``\;``, ``\quad``) before an operator
_SPACING = r"(?:\s|~|\\[,:;! ]|\\q?quad\b)*"
#: a first side opening with an operator that takes a left operand (``+~2 \times …`` after
#: displays of the sum's other terms), or a last side ending with ``+`` or ``-`` (``\times`` there is a factor's
#: ``1.1\times``): a fragment, never a value
_DANGLING_START = re.compile(_SPACING + r"(?:\+|\*|/|\\times\b|\\cdot\b)")
_DANGLING_END = re.compile(r"(?<![\^_{])[+-]" + _SPACING + r"$")


_TRAILING_SPACING = re.compile(_SPACING + "$")


def _trimmed(side: str) -> str:
    """A side without the spacing and the sentence's punctuation after it (an exclamation mark after a
    brace too): ``B_{\\mathrm{out}} \\;``
    before ``=`` keeps no ``\\`` (the ``;`` of ``\\;`` is spacing, not punctuation)."""
    t = side.strip()
    while True:
        cut = _TRAILING_SPACING.sub("", t)
        punctuation = bool(cut) and cut[-1] in ",.;:" and not cut.endswith("\\" + cut[-1])
        if punctuation or re.search(r"\}\s*!$|！$", cut):  # \mathbf{…}! is the sentence's, no factorial
            cut = cut[:-1]
        if cut == t:
            return t.strip()
        t = cut


def _chain(text: str, s0: int, s1: int) -> Chain | None:
    tokens = list(_depth0(" " * s0 + text[s0:s1]))
    for _, tok in tokens:
        if tok in UNCHECKED:
            raise Unreadable(f"{UNCHECKED[tok]} is not checked")
    logical = [(off, tok) for off, tok in tokens if tok in LOGICAL]
    splits = logical or [(off, tok) for off, tok in tokens if tok in RELATIONS]
    sides, relations, pos = [], [], s0
    text = text.replace("\\\\", "  ")  # a chain continued over rows
    for off, tok in splits:
        sides.append(Side(pos, text[pos:off]))
        relations.append(tok)
        pos = off + len(tok)
    sides.append(Side(pos, text[pos:s1]))
    sides = [Side(s.offset + len(s.text) - len(s.text.lstrip()), _trimmed(s.text)) for s in sides]
    if not relations:
        return None  # an expression alone asserts nothing
    before = after = 0
    if not logical:
        while len(relations) > 1 and (not sides[0].text or _DANGLING_START.match(sides[0].text)):
            sides, relations, before = sides[1:], relations[1:], before + 1
        while len(relations) > 1 and (not sides[-1].text or _DANGLING_END.search(sides[-1].text)):
            sides, relations, after = sides[:-1], relations[:-1], after + 1
    if any(not s.text for s in sides):
        raise Unreadable("a relation with an empty side")
    if _DANGLING_START.match(sides[0].text) or _DANGLING_END.search(sides[-1].text):
        raise Unreadable("the chain opens or ends with an operator (+, ×, ·): a piece of math written across displays")
    return Chain(tuple(sides), tuple(relations), bool(logical), unread_before=before, unread_after=after)
