"""How authors write numbers and names inside math, rewritten in the parser's terms before a
side is parsed (``formulas.SideReader``): e-notation, count suffixes, labels, escaped names,
primes and bare fractions. One function, ``written_forms``, and the patterns it applies.
"""

from __future__ import annotations

import re

#: how authors write numbers and units inside math: ``4e3``, ``1.5\text{e}12``, ``16\cdot1.5e12``,
#: ``10k``, ``84TB``, ``3.35 TB/s``, ``{\rm GB}``, ``\texttt{x}``; primes; ``\ldots`` sums
_E_NOTATION = re.compile(
    r"(?:(?<=\\cdot)|(?<=\\times)|(?<![A-Za-z_\\\d.]))(\d+(?:\.\d+)?)\s*(?:\\(?:text|mathrm|rm)\s*\{\s*e\s*\}|\{\\rm\s+e\}|e)\s*(?:\{([+-]?\d+)\}|([+-]?\d+))(?![\d.])"
)
_SUFFIX = re.compile(r"(?<![A-Za-z_\\\d.])(\d+(?:\.\d+)?)(k|K|M)(?![A-Za-z])")
_SUFFIXES = {"k": "3", "K": "3", "M": "6"}
#: a count written with its word in text right after it: ``167.8\text{M}``, ``13\text{B}``
#: (billion: a bare ``2B`` stays 2·B, the batch), ``2\text{T}`` (trillion)
_TEXT_SUFFIX = re.compile(r"(?<![A-Za-z_\\\d.])(\d+(?:\.\d+)?)\s*\\(?:text|mathrm)\{([kKMBT])\}")
TEXT_SUFFIXES = {"k": "3", "K": "3", "M": "6", "B": "9", "T": "12"}
#: a count's word after a number, in text or bare (``23 \text{ tỉ}``, ``3 亿``, ``1.5 \text{ billion}``):
#: its power of ten; what follows it in the text (``\text{ billion tokens}``) stays as a word
COUNT_WORDS = {
    "thousand": "3", "million": "6", "billion": "9", "trillion": "12",
    "千": "3", "万": "4", "百万": "6", "亿": "8", "十亿": "9", "万亿": "12",
    "만": "4", "억": "8", "조": "12",
    "nghìn": "3", "ngàn": "3", "triệu": "6", "tỉ": "9", "tỷ": "9", "nghìn tỉ": "12", "nghìn tỷ": "12",
}  # fmt: skip
_WORDS = "|".join(sorted(map(re.escape, COUNT_WORDS), key=len, reverse=True))
_TEXT_COUNT_WORD = re.compile(
    r"(?<![A-Za-z_\\\d.])(\d+(?:\.\d+)?)\s*(?:\\(?:text|mathrm)\{\s*(" + _WORDS + r")(?![A-Za-z])\s*([^{}]*)\}"
    r"|(" + _WORDS + r")(?![A-Za-z\w]))"
)
#: ``(8.03 - 0.53)\text{B}``: the count letter applies to the whole parenthesised arithmetic of numbers
#: parenthesised arithmetic of plain numbers, ``(8.03 - 0.53)``
PARENTHESISED_NUMBERS = r"\((?:[\d.\s+\-*/]|\\times|\\cdot)+\)"
_GROUP_TEXT_SUFFIX = re.compile(r"(" + PARENTHESISED_NUMBERS + r")\s*\\(?:text|mathrm)\{([kKMBT])\}")
#: things counted, written as words after a number or a unit (``694 \\text{ GPUs}``, ``TFLOP/token``):
#: a plain count in the author's notation
COUNTED_WORDS = r"(?:GPUs?|tokens?|params?|parameters?|layers?|heads?|requests?|sequences?|steps?|samples?)"
#: a label written as a superscript of a subscripted name: ``M_{act}^{layer}`` (a word, never
#: a power: ``h_t^{2}``, ``b^{2j/p}`` stay powers)
_SUPERSCRIPT_LABEL = re.compile(
    r"_(\{(?:[^{}]|\{[^{}]*\})*\})\^\{"
    r"(?:\\(?:text|mathrm)\{\s*([^{}]*?)\s*\}|([A-Za-z][A-Za-z0-9, ]*[A-Za-z][A-Za-z0-9, ]*))\}"
)
#: a percent written as a superscript (``\Phi_{\text{linear}}^{95\%}``, ``T^{50\%}``): a label of
#: the name (the case at 95%), never a power
_PERCENT_LABEL_SUB = re.compile(r"_(\{(?:[^{}]|\{[^{}]*\})*\})\^\{\s*(\d+(?:\.\d+)?)\s*\\%\s*\}")
_PERCENT_LABEL = re.compile(r"(?<=[A-Za-z}])\^\{\s*(\d+(?:\.\d+)?)\s*\\%\s*\}")
#: a name spelled with escaped underscores outside text (Markdown): ``batch\_size``
_ESCAPED_NAME = re.compile(r"(?<![\\A-Za-z0-9{])([A-Za-z][A-Za-z0-9]*(?:\\_[A-Za-z0-9]+)+)")


def _pct(number: str) -> str:
    return number.replace(".", "p") + "pct"


def _label(m: re.Match[str]) -> str:
    word = (m.group(2) if m.group(2) is not None else m.group(3)).strip()
    if not re.search(r"[A-Za-z]{2}", word) or not re.fullmatch(r"[A-Za-z0-9, ]+", word):
        return m.group(0)
    return "_{" + m.group(1)[1:-1] + "," + word.replace(" ", "") + "}"


_NAMED_WORD = re.compile(r"(\\(?:mathrm|text|textrm)\{)([A-Za-z0-9]+(?:\\?_[A-Za-z0-9]+)+)\}")
_TEXTTT = re.compile(r"\\(?:texttt|textit|textbf|mathit|mathbf)\{")
#: a result set in bold or italic (``\mathbf{8.4 \times 10^{23}\text{ FLOPs}}``, ``\textbf{17.2 GB}``): a
#: number, its arithmetic and its unit, shown strong; the content is the value (a name in bold,
#: ``\mathbf{x}``, stays a name)
EMPHASIZED_VALUE = re.compile(
    r"\\(?:textbf|mathbf|boldsymbol|bm|textit|mathit|emph)\{\s*(\d[^{}]*(?:\{[^{}]*\}[^{}]*)*)\}"
)
_PRIME = re.compile(r"(?<![\\A-Za-z])([A-Za-z])('+)(?:_\{([^{}]*)\}|_([A-Za-z0-9]))?")
#: ``\frac1d``, ``\tfrac12``: a fraction of two one-character arguments without braces
_BARE_FRAC = re.compile(r"\\[td]?frac\s*([0-9A-Za-z])\s*([0-9A-Za-z])")


def written_forms(text: str, suffixes: bool = True, names: frozenset[str] = frozenset()) -> str:
    """The author's ways of writing numbers in the parser's terms: ``4e3`` and
    ``1.5\\text{e}12`` are powers of ten, ``10k`` is 10,000 (unless the document uses ``k`` as a
    name, one of ``names``: then ``0.9k`` is 0.9·k), ``{\\rm x}`` and ``\\texttt{x}`` are
    ``\\mathrm{x}``, and ``s'`` is a symbol of its own (not ``s``)."""
    text = EMPHASIZED_VALUE.sub(lambda m: m.group(1), text)
    text = _TEXTTT.sub(r"\\mathrm{", text)
    text = _E_NOTATION.sub(lambda m: _decimal(m.group(1), m.group(2) or m.group(3)), text)
    if suffixes:  # not in chalk's notation, where 2k is 2·k (experts per token)
        text = _SUFFIX.sub(
            lambda m: m.group(0) if m.group(2) in names else _decimal(m.group(1), _SUFFIXES[m.group(2)]), text
        )
        text = _TEXT_SUFFIX.sub(lambda m: _decimal(m.group(1), TEXT_SUFFIXES[m.group(2)]), text)
        text = _TEXT_COUNT_WORD.sub(_counted_word, text)
        text = _GROUP_TEXT_SUFFIX.sub(lambda m: f"{m.group(1)} \\times 10^{{{TEXT_SUFFIXES[m.group(2)]}}}", text)
        text = _SUPERSCRIPT_LABEL.sub(_label, text)
        text = _PERCENT_LABEL_SUB.sub(lambda m: "_{" + m.group(1)[1:-1] + "," + _pct(m.group(2)) + "}", text)
        text = _PERCENT_LABEL.sub(lambda m: "_{" + _pct(m.group(1)) + "}", text)
        # \mathbf{seq\_len} and \text{seq_len} are one name (Markdown makes authors escape _)
        text = _NAMED_WORD.sub(lambda m: m.group(1) + m.group(2).replace("\\_", "_") + "}", text)
        text = _ESCAPED_NAME.sub(lambda m: r"\mathrm{" + m.group(1).replace("\\_", "_") + "}", text)
        text = text.replace("\\widehat{", "\\hat{")  # \widehat{x}_i is the symbol x̂_i
        # \sum_{i=1}^d: the parser wants the bound braced
        text = re.sub(r"(\\(?:sum|prod)_\{[^{}]*\}\^)([A-Za-z0-9])(?![A-Za-z0-9{])", r"\1{\2}", text)
        # \mathrm{LayerNorm}(x)_i, H(x)_i: the i-th component of a function's value
        text = re.sub(r"(\\mathrm\{[A-Za-z]+\}|\b[A-Z])(\([^()]*\))_(?:\{[A-Za-z0-9]+\}|[A-Za-z0-9])", r"\1\2", text)
    text = _BARE_FRAC.sub(r"\\frac{\1}{\2}", text)
    return _PRIME.sub(_primed, text)


def _primed(m: re.Match[str]) -> str:
    r"""``s'`` is its own symbol, ``s_{\mathrm{prime}}``; ``f'_{q,k}`` is ``f_{q,k,prime}``."""
    below = m.group(3) if m.group(3) is not None else m.group(4)
    mark = "prime" * len(m.group(2))
    return m.group(1) + ("_{" + below + "," + mark + "}" if below else r"_{\mathrm{" + mark + "}}")


def _counted_word(m: re.Match[str]) -> str:
    """``23 \\text{ tỉ}`` → 23000000000; ``1.5 \\text{ billion tokens}`` keeps ``\\text{ tokens}``."""
    word = m.group(2) or m.group(4)
    rest = (m.group(3) or "").strip()
    # a spacing after the number: 400 亿 (40B) restates the count in parentheses, no factor of it
    return _decimal(m.group(1), COUNT_WORDS[word]) + (r" \text{ " + rest + "}" if rest else r"\ ")


def _decimal(mantissa: str, exponent: str) -> str:
    """``1.5``, ``12`` → ``1500000000000``: one number, shown as one in messages; a power of
    ten past 10^30 stays a product (never a string of a million zeros)."""
    from decimal import Decimal

    if abs(int(exponent)) > 30:
        return "(" + mantissa + r" \times 10^{" + exponent + "})"
    return format(Decimal(mantissa).scaleb(int(exponent)), "f")
