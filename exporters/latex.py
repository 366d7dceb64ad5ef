"""LaTeX printing: formulas through the quantity table, units, numbers, text and macro names.

Every symbol prints with its ``latex=`` name from ``derivations.quantities`` (the same table
the parse-back test reads through); products print with ``\\cdot`` so that juxtaposed
names never run together; units print from pint's short names (GB and GiB stay distinct).
"""

from __future__ import annotations

import math
import re
import unicodedata
from typing import Any

import pint
import sympy as sp
from sympy.printing.latex import LatexPrinter

from chalk.derivations.quantities import of
from chalk.units import unit_powers, ureg
from chalk.units.registry import units_of


class LecturePrinter(LatexPrinter):  # type: ignore[misc]  # sympy ships no types: its printer is Any
    """sympy's LaTeX printer with each quantity's own LaTeX name.

    Names that are themselves formulas (``F/W``) are parenthesised, so a power or a
    quotient of them cannot be misread.
    """

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        super().__init__({"mul_symbol": "dot", **(settings or {})})

    def _print_Symbol(self, expr: sp.Symbol, style: str = "plain") -> str:
        q = of(expr)
        if q is None:
            printed: str = super()._print_Symbol(expr, style)
            return printed
        return q.printed


def formula(expr: sp.Basic) -> str:
    """The LaTeX of one expression or relation (math mode, no delimiters)."""
    printed: str = LecturePrinter().doprint(expr)
    return printed


def symbol_latex(symbol: sp.Symbol) -> str:
    return formula(symbol)


# units -------------------------------------------------------------------------------
_UNIT_ATOM = re.compile(r"^[A-Za-zµ]+$")


def _unit_atom(name: str) -> str:
    if not _UNIT_ATOM.match(name):
        raise ValueError(f"unit symbol {name!r} has characters LaTeX would misread")
    return name.replace("µ", r"\mu ")


def unit(u: pint.Unit | None) -> str:
    """A unit in math mode: ``\\mathrm{FLOP/s}``, ``\\mathrm{B/(param\\cdot tok)}``; '' if dimensionless."""
    if u is None:
        return ""
    up: list[str] = []
    down: list[str] = []
    for name, power in unit_powers(u).items():
        symbol = _unit_atom(ureg.get_symbol(name))
        p = abs(power)
        shown = symbol if p == 1 else f"{symbol}^{{{_exponent(p)}}}"
        (up if power > 0 else down).append(shown)
    if not up and not down:
        return ""
    top = r"\cdot ".join(up) if up else "1"
    if not down:
        return rf"\mathrm{{{top}}}"
    bottom = r"\cdot ".join(down)
    bottom = f"({bottom})" if len(down) > 1 else bottom
    return rf"\mathrm{{{top}/{bottom}}}"


def _exponent(p: float) -> str:
    return str(int(p)) if float(p).is_integer() else f"{float(p):g}"


# numbers -----------------------------------------------------------------------------
def number(x: float, digits: int = 4) -> str:
    """A fixed, platform-independent rendering of ``x`` for math mode.

    Four significant digits; thousands grouped with ``{,}``; scientific notation outside
    [1e-3, 1e7).
    """
    if x == 0:
        return "0"
    if not math.isfinite(x):
        return r"\infty" if x > 0 else r"-\infty"
    sign = "-" if x < 0 else ""
    a = abs(x)
    exponent = math.floor(math.log10(a))
    if -3 <= exponent < 7:
        decimals = max(digits - 1 - exponent, 0)
        text = f"{a:.{decimals}f}"
        if "." in text:
            text = text.rstrip("0").rstrip(".")
        whole, _, frac = text.partition(".")
        if len(whole) > 4:
            groups: list[str] = []
            while whole:
                groups.insert(0, whole[-3:])
                whole = whole[:-3]
            whole = "{,}".join(groups)
        return sign + whole + (f".{frac}" if frac else "")
    mantissa, _, exp = f"{a:.{digits - 1}e}".partition("e")
    mantissa = mantissa.rstrip("0").rstrip(".")
    return rf"{sign}{mantissa}\times 10^{{{int(exp)}}}"


def quantity_value(q: pint.Quantity[Any]) -> str:
    """``3.35\\,\\mathrm{TB/s}`` (math mode)."""
    u = unit(units_of(q))
    return number(float(q.magnitude)) + (rf"\,{u}" if u else "")


# text --------------------------------------------------------------------------------
_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\~{}",
    "^": r"\^{}",
    "<": r"\ensuremath{<}",
    ">": r"\ensuremath{>}",
    "|": r"\ensuremath{|}",
}
_UNICODE = {
    "×": r"\ensuremath{\times}",
    "·": r"\ensuremath{\cdot}",
    "≈": r"\ensuremath{\approx}",
    "≤": r"\ensuremath{\le}",
    "≥": r"\ensuremath{\ge}",
    "≠": r"\ensuremath{\ne}",
    "≳": r"\ensuremath{\gtrsim}",
    "≲": r"\ensuremath{\lesssim}",
    "⇒": r"\ensuremath{\Rightarrow}",
    "⇔": r"\ensuremath{\Leftrightarrow}",
    "→": r"\ensuremath{\to}",
    "←": r"\ensuremath{\leftarrow}",
    "∧": r"\ensuremath{\wedge}",
    "∨": r"\ensuremath{\vee}",
    "¬": r"\ensuremath{\neg}",
    "∞": r"\ensuremath{\infty}",
    "÷": r"\ensuremath{\div}",
    "≪": r"\ensuremath{\ll}",
    "≫": r"\ensuremath{\gg}",
    "⌈": r"\ensuremath{\lceil}",
    "⌉": r"\ensuremath{\rceil}",
    "⌊": r"\ensuremath{\lfloor}",
    "⌋": r"\ensuremath{\rfloor}",
    "≡": r"\ensuremath{\equiv}",
    "∈": r"\ensuremath{\in}",
    "∼": r"\ensuremath{\sim}",
    "′": "'",
    "√": r"\ensuremath{\surd}",
    "∑": r"\ensuremath{\sum}",
    "∝": r"\ensuremath{\propto}",
    "−": r"\ensuremath{-}",
    "±": r"\ensuremath{\pm}",
    "ℓ": r"\ensuremath{\ell}",
    "µ": r"\ensuremath{\mu}",
    "°": r"\ensuremath{^\circ}",
    "²": r"\ensuremath{^2}",
    "³": r"\ensuremath{^3}",
    "½": r"\ensuremath{\tfrac12}",
    "⅓": r"\ensuremath{\tfrac13}",
    "⅔": r"\ensuremath{\tfrac23}",
    "¼": r"\ensuremath{\tfrac14}",
    "¾": r"\ensuremath{\tfrac34}",
    "¹": r"\ensuremath{^1}",
    "⁰": r"\ensuremath{^0}",
    "⁴": r"\ensuremath{^4}",
    "⁵": r"\ensuremath{^5}",
    "⁶": r"\ensuremath{^6}",
    "⁷": r"\ensuremath{^7}",
    "⁸": r"\ensuremath{^8}",
    "⁹": r"\ensuremath{^9}",
    "⁻": r"\ensuremath{^-}",
    "ᵀ": r"\ensuremath{^T}",
    "–": "--",
    "—": "---",
    "‘": "`",
    "’": "'",
    "“": "``",
    "”": "''",
    "…": r"\ldots{}",
    "§": r"{\usefont{OMS}{cmsy}{m}{n}\char120}",  # \S would pull in a TS1 bitmap font
    "\u00a0": "~",
    "\u202f": r"\,",
    "\u2009": r"\,",
    "é": r"\'e",
    "è": r"\`e",
    "ü": r"\"u",
    "ö": r"\"o",
    "ä": r"\"a",
}
#: text for characters chalk has no LaTeX for; the test asserts none reach the document
UNMAPPED = r"\textbf{?}"


def _greek(ch: str) -> str | None:
    name = unicodedata.name(ch, "")
    m = re.match(r"GREEK (SMALL|CAPITAL) LETTER ([A-Z]+)$", name)
    if not m:
        return None
    letter = m.group(2).lower()
    if m.group(1) == "CAPITAL":
        letter = letter.capitalize()
        if letter not in {"Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega"}:
            return None
    letter = {"lamda": "lambda", "Lamda": "Lambda"}.get(letter, letter)
    return rf"\ensuremath{{\{letter}}}"


def text(s: str) -> str:
    """Plain text (a takeaway, a justification, a verdict's detail) escaped for LaTeX."""
    out = []
    for ch in s:
        if ch in _SPECIAL:
            out.append(_SPECIAL[ch])
        elif ord(ch) < 128:
            out.append(ch)
        elif ch in _UNICODE:
            out.append(_UNICODE[ch])
        else:
            out.append(_greek(ch) or UNMAPPED)
    return "".join(out)


def code(s: str) -> str:
    """An identifier in typewriter type that may break after ``.`` and ``_``."""
    return r"\texttt{" + text(s).replace(r"\_", r"\_\allowbreak{}").replace(".", r".\allowbreak{}") + "}"


# macro names -------------------------------------------------------------------------
_DIGITS = ("Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")


def macro_word(s: str) -> str:
    """Letters only, CamelCase: ``optimal_batch`` → ``OptimalBatch``, ``8D`` → ``EightD``."""
    out = []
    for word in re.split(r"[^A-Za-z0-9]+", s):
        for chunk in re.findall(r"[A-Za-z]+|[0-9]", word):
            out.append(_DIGITS[int(chunk)] if chunk.isdigit() else chunk[:1].upper() + chunk[1:])
    return "".join(out)


def macro_name(*parts: str) -> str:
    """A TeX control word for the engine's numbers: ``\\chalk`` + CamelCase parts."""
    return "chalk" + "".join(macro_word(p) for p in parts)
