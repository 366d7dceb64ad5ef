"""One formula's text → chains of relations, each side read into sympy.

A displayed formula is split at ``\\\\`` into rows (a row that starts with a relation continues the one before,
as in ``align``), at ``\\quad``, ``;`` and ``\\wedge`` into separate statements, and at its relations into a
chain ``a = b \\le c``. Logical connectives (``\\iff``, ``\\implies``) join relations into one statement. Numbers
may carry units (``3.35\\,\\mathrm{TB/s}``, ``\\SI{3.35}{TB/s}``): each a placeholder symbol worth one unit.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace

import pint
import sympy as sp

from chalk.papers import reading_rules
from chalk.papers.doc_names import abbreviation_patterns, name_patterns
from chalk.papers.reading import NameTable, TooLarge, UnknownSymbols, parse, read, within_magnitude
from chalk.papers.scanning import braced, literal
from chalk.papers.written_forms import TEXT_SUFFIXES, written_forms
from chalk.units import parse_unit

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


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


#: chalk's \chalkfit[width]{…} and an author's \boxed{…} (anywhere in a chain, a whole relation
#: too): the inside is the formula, the box is how it looks
_FIT = re.compile(r"\\(?:chalkfit(?:\[[^\]]*\])?|boxed)\s*\{")
_BRACE_NOTE = re.compile(r"\\(?:underbrace|overbrace)\s*\{")


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
    return _statements(text, 0, len(text))


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
    sides = [Side(s.offset + len(s.text) - len(s.text.lstrip()), s.text.strip().rstrip(",.;:").strip()) for s in sides]
    if not relations:
        return None  # an expression alone asserts nothing
    if any(not s.text for s in sides):
        raise Unreadable("a relation with an empty side")
    return Chain(tuple(sides), tuple(relations), bool(logical))


# reading one side ---------------------------------------------------------------------
_SPACE = r"(?:\s|\\,|\\;|\\:|\\!|\\ |~)*"
_UNIT_WRAP = r"\\(?:mathrm|text|textrm|mbox|operatorname|mathsf)\{((?:[^{}]|\{[^{}]*\})*)\}"
_UNIT_AFTER = re.compile(r"(?<=[\d})])" + _SPACE + _UNIT_WRAP)
#: a unit in text after a symbol (``8\Psi \text{ bytes}``, ``0.574B \text{ seconds}``, or set off by
#: a space the author typed, ``2.2x \; \text{GB}``): the author's unit for the product, never a
#: symbol GB
_SYMBOL_UNITS = "(?:[kKMGTPE]i?B|bytes?|[kMGTPE]?FLOP[sS]?|seconds?|minutes?|hours?|days?)"
_UNIT_AFTER_SYMBOL = re.compile(
    r"(?<=[A-Za-z])" + _SPACE + r"\\text\{(\s+" + _SYMBOL_UNITS + r")\s*\}"
    r"|(?<=[A-Za-z])(?:\s*(?:\\[,;: ]|~)\s*)+\\(?:text|mathrm)\{\s*(" + _SYMBOL_UNITS + r")\s*\}(?![_^])"
)
_NUMBER_UNIT = re.compile(r"(?<![\w.^_{])(?P<n>\d+(?:\.\d+)?)" + _SPACE + _UNIT_WRAP.replace("((?:", "(?P<u>(?:", 1))
_SI = re.compile(r"\\(?:SI|qty)\{([^{}]*)\}\{([^{}]*)\}")
_NUM = re.compile(r"\\num\{([^{}]*)\}")
_THOUSANDS = re.compile(r"(?<![\d.,\[(\w])\d{1,3}(?:,\d{3})+(?![\d,.\])])")
#: a number with thousands commas alone in a brace group (``\sqrt{432,000}``, ``\frac{1,200,000}{2}``):
#: one number in either notation (a brace holds no argument list)
_BRACED_THOUSANDS = re.compile(r"(?<=\{)\s*\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*(?=\})")
_GROUPED = re.compile(r"(?<=\d)(?:\{,\}|\\,)(?=\d{3}(?!\d))")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*\\%")
_ENSUREMATH = re.compile(r"^\s*\\ensuremath\{(.*)\}\s*$", re.S)
_MACRO = re.compile(r"\\([A-Za-z]+)")
_SPACING = re.compile(r"\\[,;:! ]|~|\\q?quad\b")
_TEXT_WORDS = re.compile(r"\\(?:text|mbox|textrm)\{[^{}]*\s[^{}]*\}")  # words with a space: prose


def _outside_braces(text: str, change: Callable[[str], str]) -> str:
    """``change`` applied to the depth-0 stretches only (a name such as
    ``n_{\\mathrm{KV\\,layers}}`` keeps its own spacing)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "{":
            if depth == 0:
                out.append(change(cur))
                cur = ""
            depth += 1
        cur += ch
        if ch == "}":
            depth -= 1
            if depth == 0:
                out.append(cur)
                cur = ""
    out.append(change(cur) if depth == 0 else cur)
    return "".join(out)


def unit_from_tex(text: str) -> pint.Unit:
    """``TB/s``, ``B/(param\\cdot tok)``, ``\\mu s``, ``s^{-1}`` → a unit of chalk's registry."""
    t = re.sub(r"\\mu\s*", "µ", text).replace(r"\cdot", "*").replace(r"\,", " ")
    t = re.sub(r"\^\{?(-?[\d.]+)\}?", r"**\1", t).replace("{", "").replace("}", "")
    t = re.sub(r"(?<=[\w)])\s+(?=[\w(])", "*", t.strip())
    t = re.sub(r"\b([kMGTPE]?)FLOPS\b", r"(\1FLOP/s)", t)  # "1671 TFLOPS" is a rate; FLOPs a count
    t = re.sub(r"(?<=[A-Za-z])(?:\\?_)per(?:\\?_)(?=[A-Za-z])", "/", t)  # bits_per_byte
    return parse_unit(t)


@dataclass(frozen=True)
class Read:
    """A side in sympy, with the unit and value of each unit placeholder in it."""

    expr: sp.Basic
    units: dict[sp.Symbol, pint.Unit]


#: unit words read after a number inside math (never a single letter: ``2 B`` is 2·B)
UNIT_WORD = r"(?:[kKMGTPE]i?B|bytes?|[kMGTPE]?FLOP[sS]?|flops|ms|µs|us|ns|seconds?|hours?|days?)(?:/s)?"
_UNIT_WORD_AFTER = re.compile(r"(?<=\d)((?:\s|\\,|\\ |\\;)*)(" + UNIT_WORD + r")(?![A-Za-z])")
#: the words a document names in text that are read as names where written bare (a bound
#: on the pattern each side is matched against)
MAX_NAMED_WORDS = 256
_COUNTED = r"(?:GPUs?|tokens?|params?|parameters?|layers?|heads?|requests?|sequences?|steps?|samples?)"
_NAME_WORD = re.compile(r"\\(?:text|mathrm)\{([A-Za-z]{3,})\}")
#: ``\text{ GB per layer}``: a unit per a count the words name (layer, token, GPU) is that unit
#: and so is one per a counted thing after a slash (``\text{ TFLOP/token}``, while GB/s stays GB/s)
_UNIT_PER_COUNT = re.compile(
    r"(\\(?:text|mathrm)\{\s*" + UNIT_WORD + r")(?:\s+per\s+[A-Za-z]+|\s*/\s*" + _COUNTED + r")\s*\}"
)
#: a remark in parentheses inside text (``\text{ bytes (FP16)}``, ``\text{ (overhead)}``)
_TEXT_REMARK = re.compile(r"(\\(?:text|mathrm)\{[^{}()]*?)\s*\([^{}()]*\)\s*\}")
_EMPTY_TEXT = re.compile(r"\\(?:text|mathrm)\{\s*\}")
#: ``0.68\text{M tokens/s}``: the count word, then the unit
_SUFFIX_AND_WORDS = re.compile(r"(?<=\d)\s*\\text\{([kKMBT])\s+([^{}]+)\}")
#: ``65.5S \text{M FLOPs}``: the count word after a symbol, its power of ten (65.5·S million)
_SCALE_AND_WORDS = re.compile(r"(?<=[A-Za-z])\s*\\text\{([kKMBT])\s+([^{}]+)\}")
#: things counted (a token, a GPU), written after a number (``694 \text{ GPUs}``, ``\text{ tokens/s}``,
#: ``\text{ GPU-hours}``): a plain count, or the unit they are counted per
_COUNT_WORD = re.compile(r"(?<=[\d}])\s*\\text\{\s*" + _COUNTED + r"(?:\s*/\s*([A-Za-z]+)|-([A-Za-z]+))?\s*\}")
_ELLIPSIS = re.compile(r"\\(?:ldots|cdots|dots|dotsb|dotsc)(?![A-Za-z])")


def _counted(m: re.Match[str]) -> str:
    """A count's word: nothing (694 GPUs is 694), or the unit it is per (tokens/s is 1/s)."""
    per, unit = m.group(1), m.group(2)
    if per:
        return r"\text{ 1/" + per + "}"
    return r"\text{ " + unit + "}" if unit else ""


def _is_unit(word: str) -> bool:
    try:
        unit_from_tex(word)
    except ValueError:
        return False
    return True


class SideReader:
    """Reads sides with one document's name table, macros and bare-symbol units. With
    ``own``, a symbol neither chalk's (by the table) nor mapped is the document's own: a
    plain number without a unit (reading.DocumentSymbol), not an unread formula."""

    def __init__(self, table: NameTable, macros: dict[str, str], units: dict[sp.Symbol, pint.Unit], own: bool = False):
        self.table, self.macros, self.units, self.own = table, macros, units, own
        #: in chalk's notation, names outside its table are the document's own, not unread
        self.own_names = False
        #: the document states i^2 = -1: its i is the imaginary unit, not a plain number
        self.imaginary = False
        self._named: re.Pattern[str] | None = None
        self._phrases: list[tuple[re.Pattern[str], str]] = []

    def name_words(self, texts: list[str], capitals: Iterable[str] = ()) -> None:
        """Words the document writes as names (``\\text{FLOP}``): written bare elsewhere
        (``FLOP = 2 \\cdot N``) they are that name, not a product of letters (``BSH`` stays B·S·H);
        so are the phrases and italic runs a row defines (doc_names.py) and the abbreviations
        its prose states with a number (``TP = 4``: ``TP \\times PP`` is two names, not T·P·P·P)."""
        self._phrases = name_patterns(texts, MAX_NAMED_WORDS) if self.own else []
        if self.own:  # a unit ("n = 1 GB = 10⁹ bytes") is no abbreviation
            self._phrases += abbreviation_patterns(capitals, MAX_NAMED_WORDS, _is_unit)
        counts = Counter(w for t in texts for w in _NAME_WORD.findall(t))
        # the most used, at most MAX_NAMED_WORDS: a document of a million names stays fast
        words = sorted(sorted(counts), key=lambda w: -counts[w])[:MAX_NAMED_WORDS]
        if self.own and words:
            alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
            self._named = re.compile(r"(?<![\\A-Za-z{_^])(" + alternatives + r")(?![A-Za-z}])")

    def expand(self, text: str) -> str:
        """The document's macros expanded (six rounds at most, and no longer than a formula
        may be: a macro bomb is unreadable, not a hang)."""
        for _ in range(6):
            changed = within_limits(_MACRO.sub(lambda m: self._macro(m), text), "the side, its macros expanded,")
            if changed == text:
                return text
            text = changed
        return text

    def _macro(self, m: re.Match[str]) -> str:
        body = self.macros.get(m.group(1))
        if body is None:
            return m.group(0)
        inner = _ENSUREMATH.match(body)
        return "(" + (inner.group(1) if inner else body) + ")"

    def read(self, text: str) -> Read:
        if reading_rules.GROWTH.search(text):  # O(T), \Theta(n): an order of growth, not a value
            raise Unreadable("an order of growth (O(…), Θ(…), Ω(…)), not a value")
        text = reading_rules.apply(self.expand(text), self.own)
        for pattern, name in self._phrases:
            text = pattern.sub(literal(name), text)
        if self._named is not None:
            text = self._named.sub(lambda m: r"\mathrm{" + m.group(1) + "}", text)
        if self.own:
            text = _UNIT_PER_COUNT.sub(lambda m: m.group(1) + "}", text)
            text = _EMPTY_TEXT.sub("", _TEXT_REMARK.sub(lambda m: m.group(1) + "}", text))
            text = _SUFFIX_AND_WORDS.sub(lambda m: r"\text{" + m.group(1) + r"} \text{ " + m.group(2) + "}", text)
            text = _SCALE_AND_WORDS.sub(
                lambda m: r" \times 10^{" + TEXT_SUFFIXES[m.group(1)] + r"} \text{ " + m.group(2) + "}", text
            )
            text = _COUNT_WORD.sub(_counted, text)
        units: dict[sp.Symbol, pint.Unit] = {}
        table = self.table

        def placeholder(unit_tex: str) -> str:
            nonlocal table
            try:
                unit = unit_from_tex(unit_tex)
            except ValueError:
                raise Unreadable(f"unit {unit_tex!r} is not a unit of chalk's registry", "unit") from None
            symbol = sp.Symbol(f"[{unit:~}]" if f"{unit:~}" else "[1]", positive=True)
            units[symbol] = unit
            latex = r"\mathrm{chalkunit" + "abcdefghijklmnopqrstuvwxyz"[len(units) % 26] * (1 + len(units) // 26) + "}"
            table = table.with_name(latex, symbol)
            return r" \cdot " + latex

        if _ELLIPSIS.search(text):
            raise Unreadable("a sum or product written with \\ldots is not read (chalk would miss its terms)")
        text = _NUM.sub(lambda m: m.group(1), text)
        text = _GROUPED.sub("", text)  # 14{,}809 and 14\,809 are one number
        text = _BRACED_THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
        if self.own:  # 83,886,080: thousands separators, outside brackets and argument lists
            text = _THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
        text = written_forms(text, suffixes=self.own)

        def unit_word(m: re.Match[str]) -> str:
            try:
                unit_from_tex(m.group(2))
            except ValueError:
                return m.group(0)
            return placeholder(m.group(2))

        text = _SI.sub(lambda m: "(" + m.group(1) + placeholder(m.group(2)) + ")", text)
        text = _PERCENT.sub(lambda m: r"\frac{" + m.group(1) + "}{100}", text)

        def unit_after(m: re.Match[str]) -> str:
            content = m.group(1)
            if content.strip() in ("", "and"):
                return m.group(0)
            try:
                unit_from_tex(content)
            except ValueError:
                if re.fullmatch(r"[A-Za-z/]+", content.strip()) and len(content.strip()) > 1:
                    raise Unreadable(f"unit {content.strip()!r} is not a unit of chalk's registry", "unit") from None
                return m.group(0)
            return placeholder(content)

        def number_unit(m: re.Match[str]) -> str:
            """A number with its unit is one factor: 16 bits / (8 bits_per_byte)."""
            content = m.group("u")
            try:
                unit_from_tex(content)
            except ValueError:
                return m.group(0)  # left to unit_after (which names a unit it cannot read)
            return "(" + m.group("n") + placeholder(content) + ")"

        text = _NUMBER_UNIT.sub(number_unit, text)
        text = _UNIT_AFTER.sub(unit_after, text)
        if self.own:
            text = _UNIT_AFTER_SYMBOL.sub(lambda m: placeholder((m.group(1) or m.group(2)).strip()), text)
        text = _UNIT_WORD_AFTER.sub(unit_word, text)
        text = _outside_braces(text, lambda t: _SPACING.sub(" ", t))
        if _TEXT_WORDS.search(text):
            raise Unreadable("prose inside the formula (\\text{…})")
        try:
            expr, _ = read(text, table, own=self.own)
            if self.imaginary:
                expr = expr.xreplace({s: sp.I for s in expr.free_symbols if s.name == "i"})
        except UnknownSymbols as exc:
            if not self.own_names:
                raise Unreadable(
                    f"{exc}; name them with a map comment (`% chalk: X = quantity_name` or `X [unit]`)", "unmapped"
                ) from None
            expr, _ = read(text, table, own=True)  # chalk's notation: a name it lacks is the document's own
        except Unreadable:
            raise
        except TooLarge as exc:
            raise Unreadable(str(exc)) from None
        except Exception as exc:  # the parser raises bare Exceptions with multi-line carets
            why = f"the LaTeX parser cannot read {text.strip()!r} ({str(exc).splitlines()[0]})"
            raise Unreadable(why, "parser") from None
        logic = (sp.logic.boolalg.BooleanFunction, sp.logic.boolalg.BooleanAtom, sp.core.relational.Relational)
        if not isinstance(expr, sp.Basic) or isinstance(expr, logic):
            raise Unreadable(f"{text.strip()!r} does not read as one expression", "one_expression")
        expr = expr.xreplace({f: sp.Rational(str(f)) for f in expr.atoms(sp.Float)})
        try:
            within_magnitude(expr)
        except TooLarge as exc:
            raise Unreadable(str(exc)) from None
        return Read(expr, {**self.units, **units})


def bare_symbol(latex: str) -> str:
    """The parser's name for a LaTeX symbol in a document's map (``\\beta`` → ``beta``)."""
    try:
        parsed = parse(latex)
    except Exception:
        return latex
    return parsed.name if isinstance(parsed, sp.Symbol) else latex
