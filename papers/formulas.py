"""Each side of a relation read into sympy (``chains`` splits a formula into its relations). Numbers
may carry units (``3.35\\,\\mathrm{TB/s}``, ``\\SI{3.35}{TB/s}``): each a placeholder symbol worth one unit.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pint
import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.papers import reading_rules, siunitx
from chalk.papers.chains import Unreadable, within_limits
from chalk.papers.doc_names import abbreviation_patterns, name_patterns
from chalk.papers.reading import DocumentSymbol, NameTable, TooLarge, UnknownSymbols, parse, read, within_magnitude
from chalk.papers.scanning import literal
from chalk.papers.written_forms import COUNTED_WORDS, TEXT_SUFFIXES, written_forms
from chalk.units import parse_unit

# reading one side ---------------------------------------------------------------------
_SPACE = r"(?:\s|\\,|\\;|\\:|\\!|\\ |~)*"
_UNIT_WRAP = r"\\(?:mathrm|text|textrm|mbox|operatorname|mathsf|si|unit)\{((?:[^{}]|\{[^{}]*\})*)\}"
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
#: a parenthesised group that is no argument list (not after a name), with no group inside:
#: ``(50,257 \times 1,600)``, ``(1,600^2)``
_ARITHMETIC_GROUP = re.compile(r"(?<![A-Za-z}\]\\_^)])\(([^()]*)\)")
_ARITHMETIC = re.compile(r"\\times|\\cdot|×|\*|\+|\^|/")
_GROUP_COMMA = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


#: a text command with no group inside: its words are prose, never names to rewrite
_TEXT_COMMAND = re.compile(r"\\(?:text|mbox|textrm|mathrm)\s*\{[^{}]*\}")


def _outside_text(text: str, change: Callable[[str], str]) -> str:
    """``change`` applied to the parts of ``text`` outside its text commands."""
    out, pos = [], 0
    for m in _TEXT_COMMAND.finditer(text):
        out += [change(text[pos : m.start()]), m.group(0)]
        pos = m.end()
    return "".join(out) + change(text[pos:])


def _group_thousands(m: re.Match[str]) -> str:
    """A group of arithmetic whose every comma sits between digits before three more is one of
    thousands separators (a tuple's commas, ``(7, -87)``, leave it as written)."""
    inner = m.group(1)
    if not _ARITHMETIC.search(inner) or inner.count(",") != len(_GROUP_COMMA.findall(inner)):
        return m.group(0)
    return "(" + _GROUP_COMMA.sub("", inner) + ")"


_GROUPED = re.compile(r"(?<=\d)(?:\{,\}|\\,|,\\!)(?=\d{3}(?!\d))")
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
    """``TB/s``, ``B/(param\\cdot tok)``, ``\\mu s``, ``s^{-1}``, siunitx's ``\\tera\\byte\\per\\second``
    → a unit of chalk's registry."""
    text = siunitx.written(text) or text
    t = re.sub(r"\\mu\s*", "µ", text).replace(r"\cdot", "*").replace(r"\,", " ")
    t = re.sub(r"\^\{?(-?[\d.]+)\}?", r"**\1", t).replace("{", "").replace("}", "")
    t = re.sub(r"(?<=[\w)])\s+(?=[\w(])", "*", t.strip())
    t = re.sub(r"\b([kMGTPE]?)FLOPS\b", r"(\1FLOP/s)", t)  # "1671 TFLOPS" is a rate; FLOPs a count
    t = re.sub(r"(?<![A-Za-z])KB(?![A-Za-z])", "kB", t)  # 8 KB: kilobytes (a binary reading is weighed beside it)
    t = re.sub(r"(?<![A-Za-z])Bytes?(?![A-Za-z])", "byte", t)  # FLOP/Byte, 327,680 Bytes: capitalised as a word
    t = re.sub(r"(?<=[A-Za-z])(?:\\?_)per(?:\\?_)(?=[A-Za-z])", "/", t)  # bits_per_byte
    t = _CJK_UNIT.sub(lambda m: _CJK_UNITS[m.group(0)], t)  # 秒, 天: seconds and days in Chinese
    return parse_unit(t)


#: time and size units written in Chinese (``1.26 \times 10^6 \text{ 秒} \approx 146 天``)
_CJK_UNITS = {
    "毫秒": "ms", "微秒": "µs", "纳秒": "ns", "秒": "s", "分钟": "min", "小时": "h", "天": "day", "年": "year",
    "字节": "byte", "時間": "h", "日": "day",
    "밀리초": "ms", "초": "s", "분": "min", "시간": "h", "일": "day", "년": "year", "바이트": "byte",
    "mili giây": "ms", "giây": "s", "phút": "min", "giờ": "h", "ngày": "day", "năm": "year",
}  # fmt: skip
_CJK_UNIT = re.compile("|".join(sorted(_CJK_UNITS, key=len, reverse=True)))


@dataclass(frozen=True)
class Read:
    """A side in sympy, with the unit and value of each unit placeholder in it."""

    expr: sp.Basic
    units: dict[sp.Symbol, pint.Unit]


#: unit words read after a number inside math (never a single letter: ``2 B`` is 2·B)
UNIT_WORD = (
    r"(?:[kKMGTPE]i?B|bytes?|[kMGTPE]?FLOP[sS]?|flops|ms|µs|us|ns|seconds?|hours?|days?"
    r"|毫秒|微秒|纳秒|秒|分钟|小时|天|年|字节|時間|日|밀리초|초|분|시간|일|년|바이트"
    r"|mili giây|giây|phút|giờ|ngày|năm)(?:/s)?"
)
_UNIT_WORD_AFTER = re.compile(r"(?<=\d)((?:\s|\\,|\\ |\\;)*)(" + UNIT_WORD + r")(?![A-Za-z])")
#: the words a document names in text that are read as names where written bare (a bound
#: on the pattern each side is matched against)
MAX_NAMED_WORDS = 256
_COUNTED = COUNTED_WORDS
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
_SUFFIX_AND_WORDS = re.compile(
    r"(?<=\d)\s*\\text\{(?:([kKMBT])\s+([^{}]+)|\s+([kKMBT])\s+(" + _COUNTED + r"(?![A-Za-z])[^{}]*))\}"
)  # and ``29 \text{ B parameters}``, where a counted word follows
#: ``65.5S \text{M FLOPs}``: the count word after a symbol, its power of ten (65.5·S million)
_SCALE_AND_WORDS = re.compile(r"(?<=[A-Za-z])\s*\\text\{([kKMBT])\s+([^{}]+)\}")
#: devices counted by their name (``\text{ H800-hours}``, ``\text{ TPU-days}``, ``\text{ chips}``)
_DEVICES = r"(?:[ABHL]\d{2,3}[A-Za-z]*|MI\d{3}[A-Za-z]*|TPU(?:v\d+[a-z]?)?|chips?|accelerators?|devices?|nodes?)"
#: things counted (a token, a GPU), written after a number (``694 \text{ GPUs}``, ``\text{ tokens/s}``,
#: ``\text{ GPU-hours}``): a plain count, or the unit they are counted per
_COUNT_WORD = re.compile(
    r"(?<=[\d}])\s*\\text\{\s*(?:" + _COUNTED + "|" + _DEVICES + r")(?:\s*/\s*([A-Za-z]+)|-([A-Za-z]+))?\s*\}"
)
_ELLIPSIS = re.compile(r"\\(?:ldots|cdots|dots|dotsb|dotsc)(?![A-Za-z])")


def _alone(letter: str) -> re.Pattern[str]:
    """A letter that is a whole side or a whole formula (``k = 1.28``, ``k \\geq 2``, ``$k$``)."""
    edge = r"(?:[=<>,]|\\(?:geq|leq|ge|le|approx|neq)(?![A-Za-z]))"
    return re.compile(r"(?:^|" + edge + r")\s*" + letter + r"\s*(?=$|" + edge + ")")


def _counted(m: re.Match[str]) -> str:
    """A count's word: nothing (694 GPUs is 694), or the unit it is per (tokens/s is 1/s)."""
    per, unit = m.group(1), m.group(2)
    if per:
        return r"\text{ 1/" + per + "}"
    return r"\text{ " + unit + "}" if unit else ""


def is_unit(word: str) -> bool:
    """Whether ``word`` is a unit of chalk's registry as an author writes it (``GB/s``, ``秒``)."""
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
        #: the count suffixes (k, K, M) the document also uses as names
        self.suffix_names: frozenset[str] = frozenset()
        #: the document writes e alone on a side (``e = 2`` bytes per element): its name, not Euler's number
        self.e_name = False
        #: the document writes \pi alone on a side (``\pi = 312`` TFLOPS, a roofline's peak): its name
        self.pi_name = False

    def name_words(self, texts: list[str], capitals: Iterable[str] = ()) -> None:
        """Words the document writes as names (``\\text{FLOP}``): written bare elsewhere
        (``FLOP = 2 \\cdot N``) they are that name, not a product of letters (``BSH`` stays B·S·H);
        so are the phrases and italic runs a row defines (doc_names.py) and the abbreviations
        its prose states with a number (``TP = 4``: ``TP \\times PP`` is two names, not T·P·P·P)."""
        self._phrases = name_patterns(texts, MAX_NAMED_WORDS) if self.own else []
        # k alone on a side (k = 1.28, $k$): the document's name, so 0.9k is 0.9·k, never 900
        self.suffix_names = frozenset(c for c in "kKM" if any(_alone(c).search(t) for t in texts))
        self.e_name = self.own and any(_alone("e").search(t) for t in texts)
        # \pi = 312 TFLOPS (the roofline's peak, beside \beta for bandwidth): the document's name, not 3.14…
        self.pi_name = any(_alone(r"\\pi").search(t) for t in texts)
        if self.own:  # a unit ("n = 1 GB = 10⁹ bytes") is no abbreviation
            self._phrases += abbreviation_patterns(capitals, MAX_NAMED_WORDS, is_unit)
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
        if self._named is not None:  # outside text: \text{ bytes (params + momentum)} stays words
            named = self._named
            text = _outside_text(text, lambda part: named.sub(lambda m: r"\mathrm{" + m.group(1) + "}", part))
        if self.own:
            text = _UNIT_PER_COUNT.sub(lambda m: m.group(1) + "}", text)
            text = _EMPTY_TEXT.sub("", _TEXT_REMARK.sub(lambda m: m.group(1) + "}", text))
            text = _SUFFIX_AND_WORDS.sub(
                lambda m: r"\text{" + (m.group(1) or m.group(3)) + r"} \text{ " + (m.group(2) or m.group(4)) + "}", text
            )
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
        text = _GROUPED.sub("", text)  # 14{,}809, 14\,809 and 14,\!809 are one number
        text = _BRACED_THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
        if self.own:  # 83,886,080: thousands separators, outside brackets and argument lists
            text = _THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
            text = _ARITHMETIC_GROUP.sub(_group_thousands, text)
        text = written_forms(text, suffixes=self.own, names=self.suffix_names)

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
            if self.pi_name and expr.has(sp.pi):  # \pi = 312 TFLOPS: the document's peak, not 3.14…
                expr = expr.subs(sp.pi, DocumentSymbol("pi", positive=True))
            if self.e_name and (expr.has(sp.E) or expr.has(sp.exp)):  # "write e = 2 for bytes per element"
                e = DocumentSymbol("e", positive=True)  # the document's e (1/e is exp(-1) to sympy)
                expr = expr.subs(sp.E, e).replace(lambda x: isinstance(x, sp.exp), lambda x: e ** x.args[0])
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
        expr = expr.xreplace(_rounding_functions(expr))
        try:
            within_magnitude(expr)
        except TooLarge as exc:
            raise Unreadable(str(exc)) from None
        return Read(expr, {**self.units, **units})


#: \text{ceil}(x), \mathrm{floor}(x): the rounding the words name (\lceil x \rceil is read as one)
_ROUNDING_WORDS = {"ceil": sp.ceiling, "ceiling": sp.ceiling, "floor": sp.floor}


def _rounding_functions(expr: sp.Basic) -> dict[sp.Basic, sp.Basic]:
    out: dict[sp.Basic, sp.Basic] = {}
    for f in expr.atoms(AppliedUndef):
        word = re.sub(r"^\\(?:text|mathrm|operatorname|textrm)\{\s*(\w+)\s*\}$", r"\1", f.func.__name__).lower()
        if word in _ROUNDING_WORDS and len(f.args) == 1:
            out[f] = _ROUNDING_WORDS[word](f.args[0])
    return out


def bare_symbol(latex: str) -> str:
    """The parser's name for a LaTeX symbol in a document's map (``\\beta`` → ``beta``)."""
    try:
        parsed = parse(latex)
    except Exception:
        return latex
    return parsed.name if isinstance(parsed, sp.Symbol) else latex
