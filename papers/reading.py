"""Read LaTeX into sympy over chalk's quantities, with latex2sympy2_extended.

The parser reads symbols under other names (``t_{\\text{compute}}``), so each quantity's
LaTeX name is parsed on its own first and the result mapped back to the quantity: a
formula is read through the same name table the printer writes with. Names the parser
cannot read at all (``B^{*}``) are replaced by a placeholder before parsing. Nothing is
ever evaluated as Python: the parser builds sympy trees from its own grammar.
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Callable, Collection, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cache

import sympy as sp

from chalk.constraints import Status, prove
from chalk.derivations.quantities import all_quantities, of, unfold

#: a number with more bits than this is never computed: ``10^{10^{10}}`` would take hours
MAX_POWER_BITS = 20_000


class TooLarge(ValueError):
    """A formula asks sympy for a number too large to compute (a huge power)."""


@contextmanager
def bounded_powers(max_bits: int = MAX_POWER_BITS) -> Iterator[None]:
    """While inside, sympy refuses (TooLarge) to evaluate a rational power whose result
    would have more than ``max_bits`` bits. sympy evaluates ``Integer**Integer`` eagerly,
    in the parser and in every substitution, and cannot be interrupted; checking the size
    before it starts is what bounds a formula such as ``10^{10^{10}}``."""
    originals = {cls: cls.__dict__["_eval_power"] for cls in (sp.Integer, sp.Rational)}

    def guarded(original: Callable[[sp.Rational, sp.Basic], sp.Basic]) -> Callable[[sp.Rational, sp.Basic], sp.Basic]:
        def _eval_power(self: sp.Rational, expt: sp.Basic) -> sp.Basic:
            if isinstance(expt, sp.Rational) and (abs(self.p) > 1 or self.q > 1):
                bits = abs(expt.p) / expt.q * math.log2(max(abs(self.p), self.q))
                if bits > max_bits:
                    raise TooLarge(f"({self})^({expt}) has about {bits:,.0f} bits; chalk computes at most {max_bits:,}")
            return original(self, expt)

        return _eval_power

    for cls, original in originals.items():
        cls._eval_power = guarded(original)
    try:
        yield
    finally:
        for cls, original in originals.items():
            cls._eval_power = original


#: the largest n of a numeric n! that is computed
MAX_FACTORIAL = 10_000


def within_magnitude(expr: sp.Basic, max_bits: int = MAX_POWER_BITS) -> sp.Basic:
    """``expr`` if none of its numeric powers (the parser leaves ``10^{10^{10}}``
    unevaluated) and factorials would exceed ``max_bits`` bits once evaluated, else
    TooLarge. Inner powers are checked before the powers above them, so evaluating an
    exponent to estimate its size is always cheap."""
    for node in sp.postorder_traversal(expr):
        # a function applied to numbers (``T(32\mathrm{K})^{-1}``) has no free symbols and no value
        if isinstance(node, sp.Pow) and node.base.is_number and node.exp.is_number:
            base, exp = abs(complex(node.base.evalf(15))), complex(node.exp.evalf(15))
            if base not in (0.0, 1.0) and math.isfinite(base):
                bits = abs(exp.real) * abs(math.log2(base))
                if not math.isfinite(bits) or bits > max_bits:
                    shown = sp.sstr(node)[:60]
                    raise TooLarge(f"{shown} has about {bits:,.0f} bits; chalk computes at most {max_bits:,}")
        elif isinstance(node, sp.factorial) and node.args[0].is_number:
            n = complex(node.args[0].evalf(15)).real
            if n > MAX_FACTORIAL:
                raise TooLarge(f"{sp.sstr(node)[:60]} is a factorial of more than {MAX_FACTORIAL:,}")
    return expr


#: ``\gamma`` and a bare ``\Gamma`` are symbols in the documents chalk reads (a ratio, a coefficient);
#: the parser reads them as Euler's constant or fails on them alone
_GAMMA = re.compile(r"\\gamma(?![A-Za-z])|\\Gamma(?![A-Za-z]|\s*(?:\(|\\left))")
_AS_SYMBOL = {"\\gamma": r"\mathrm{chalkgreekgamma}", "\\Gamma": r"\mathrm{chalkgreekGamma}"}


def _greek_back(parsed: sp.Basic) -> sp.Basic:
    """The placeholders for ``\\gamma`` and ``\\Gamma`` (with their subscripts) named as the
    parser names the other Greek letters (``gamma``, ``gamma_t``)."""
    back = {
        s: sp.Symbol(s.name.replace("chalkgreek", "", 1), **s.assumptions0)
        for s in parsed.free_symbols
        if isinstance(s, sp.Symbol) and s.name.startswith("chalkgreek")
    }
    return parsed.xreplace(back) if back else parsed


#: a subscript of labels joined by commas (``M_{KV,trad}``, ``A_{tot,recomp}``): the parser reads a
#: label such as ``tr`` as its trace operator, so the labels pass through it as one placeholder word
_LABELS = re.compile(r"_\{([A-Za-z0-9]+(?:,[A-Za-z0-9]+)+)\}")


def _label_placeholder(m: re.Match[str], labels: dict[str, str]) -> str:
    word = "chalklabel" + "".join(chr(ord("a") + int(d)) for d in str(len(labels)))
    labels[word] = m.group(1)
    return "_{" + word + "}"


def _labels_back(parsed: sp.Basic, labels: dict[str, str]) -> sp.Basic:
    """The subscripts' labels back in the names the placeholders stood for."""
    if not labels:
        return parsed
    back = {}
    for s in parsed.free_symbols:
        if isinstance(s, sp.Symbol) and "chalklabel" in s.name:
            name = s.name
            for word, label in labels.items():
                name = re.sub(rf"{word}(?![a-z])", label, name)
            back[s] = sp.Symbol(name, **s.assumptions0)
    return parsed.xreplace(back)


def parse(text: str) -> sp.Basic:
    """latex2sympy2_extended as conventions.md configures it: symbols keep their case and
    ``1 \\frac12`` is a product, not a mixed fraction."""
    from chalk.papers import parse_cache

    hit = parse_cache.lookup(text)
    if isinstance(hit, str):
        raise Exception(hit)  # the parser's own error, kept from an earlier run
    if hit is not None:
        return hit
    from latex2sympy2_extended import latex2sympy  # imported only to parse (0.4 s with sympy.physics)
    from latex2sympy2_extended.latex2sympy2 import ConversionConfig

    config = ConversionConfig(lowercase_symbols=False, interpret_as_mixed_fractions=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            labels: dict[str, str] = {}
            guarded = _LABELS.sub(lambda m: _label_placeholder(m, labels), text)
            parsed = latex2sympy(_GAMMA.sub(lambda m: _AS_SYMBOL[m.group(0)], guarded), conversion_config=config)
            parsed = _labels_back(_greek_back(parsed), labels)
        except TooLarge:
            raise
        except Exception as exc:
            parse_cache.remember_failure(text, str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            raise
    parse_cache.remember(text, parsed)
    return parsed


@dataclass(frozen=True)
class NameTable:
    """Parser symbol name → symbol; LaTeX text → symbol for names read through a placeholder."""

    symbols: dict[str, sp.Symbol]
    placeholders: dict[str, sp.Symbol] = field(default_factory=dict)

    def with_name(self, latex: str, symbol: sp.Symbol) -> NameTable:
        """This table with one more LaTeX name (a document's own map); it overrides chalk's."""
        try:
            parsed = parse(latex)
        except Exception:
            parsed = None
        if isinstance(parsed, sp.Symbol):
            return replace(self, symbols={**self.symbols, parsed.name: symbol})
        return replace(self, placeholders={**self.placeholders, latex: symbol})


def name_table() -> NameTable:
    """The table for every quantity chalk declares (loading them first: a table built
    from a partial import would misread every later name)."""
    return _name_table(len(all_quantities()))


@cache
def _name_table(_count: int) -> NameTable:
    """The table from the sealed cache when chalk's quantities are the ones it was built
    from (their names, LaTeX names and definitions, and the parser's version, hashed),
    else built afresh (seconds: every name goes through the parser) and cached."""
    from chalk.constraints import sealed

    by_name = {q.name: q.symbol for q in all_quantities()}
    key = _fingerprint()
    path = sealed.default_cache_root() / "names" / f"{key}.json"
    cached, _ignored = sealed.read(path, "names", key)
    if isinstance(cached, dict) and set(cached) == {"symbols", "placeholders"}:
        try:
            return NameTable(
                {k: by_name[v] for k, v in cached["symbols"].items()},
                {k: by_name[v] for k, v in cached["placeholders"].items()},
            )
        except (KeyError, TypeError, AttributeError):
            pass  # a table that names a quantity chalk no longer has: build afresh
    table = _built_name_table()
    names = {s: n for n, s in by_name.items()}
    sealed.write(
        path,
        "names",
        key,
        {
            "symbols": {k: names[s] for k, s in table.symbols.items()},
            "placeholders": {k: names[s] for k, s in table.placeholders.items()},
        },
    )
    return table


def _fingerprint() -> str:
    """What the name table is derived from: each quantity's name, LaTeX name, symbol
    assumptions and definition, and the parser's version."""
    import hashlib
    from importlib.metadata import version

    h = hashlib.sha256(f"names 1\0{version('latex2sympy2_extended')}\0{sp.__version__}".encode())
    for q in sorted(all_quantities(), key=lambda q: q.name):
        definition = q.definition
        h.update(f"\0{q.name}\0{q.printed}\0{sorted(q.symbol.assumptions0.items())}\0".encode())
        h.update(sp.srepr(definition).encode() if definition is not None else b"-")
    return h.hexdigest()[:32]


def _built_name_table() -> NameTable:
    """Each quantity's LaTeX name parsed alone. A name that reads as a single symbol maps
    that symbol back; a name that reads as a formula (``F/W``) is kept only if the formula
    equals the quantity's own definition; every other name (``B^{*}`` fails to parse,
    ``t^{P}`` reads as a power) is read through a placeholder."""
    symbols: dict[str, sp.Symbol] = {}
    formulas: dict[str, tuple[sp.Symbol, sp.Basic]] = {}
    placeholders: dict[str, sp.Symbol] = {}
    for q in all_quantities():
        tex = q.printed
        try:
            parsed = parse(tex)
        except Exception:
            placeholders[tex] = q.symbol
            continue
        if isinstance(parsed, sp.Symbol):
            if parsed.name in symbols and symbols[parsed.name] != q.symbol:
                raise ValueError(f"LaTeX names of {symbols[parsed.name]} and {q.name} read back the same: {tex}")
            symbols[parsed.name] = q.symbol
        else:
            formulas[tex] = (q.symbol, parsed)
    for tex, (symbol, parsed) in formulas.items():
        names = {s.name for s in parsed.free_symbols}
        quantity = of(symbol)  # the quantity the symbol came from
        definition = quantity.definition if quantity is not None else None
        readable = names <= set(symbols) and definition is not None
        if not (
            readable
            and equal_expressions(parsed.xreplace({s: symbols[s.name] for s in parsed.free_symbols}), definition)
        ):
            placeholders[tex] = symbol
    return NameTable(symbols, placeholders)


def _placeholder(i: int) -> str:
    letters = ""
    while True:
        i, r = divmod(i, 26)
        letters += "abcdefghijklmnopqrstuvwxyz"[r]
        if i == 0:
            return r"\mathrm{chalkname" + letters + "}"


class UnknownSymbols(KeyError):
    """The formula uses symbols that are neither chalk's names nor in the document's map."""

    def __init__(self, names: list[str]):
        self.names = names
        super().__init__(names)

    def __str__(self) -> str:
        return f"symbols not in the name table: {', '.join(self.names)}"


class DocumentSymbol(sp.Symbol):  # type: ignore[misc]  # sympy ships no types: its Symbol is Any
    """A symbol of the document's own (``D``, ``T_{math}``): a positive plain number with no
    unit and no default, never chalk's quantity of the same name (a distinct class, so it
    is never equal to chalk's ``B`` and ``of()`` finds nothing for it)."""


def own_and_unvalued(symbols: Iterable[sp.Basic], known: Collection[sp.Basic]) -> bool:
    """Whether every symbol is the document's own and has no definition or value in ``known``."""
    return all(isinstance(s, DocumentSymbol) and s not in known for s in symbols)


def single_letter_names(table: NameTable) -> dict[str, sp.Symbol]:
    """The table's names that are one letter (``B``, ``F``, ``\\beta``): a document's bare
    letters are its own unless it maps them or writes chalk's longer names."""
    return {
        name: symbol
        for name, symbol in table.symbols.items()
        if len(name) == 1 or (name.isalpha() and name.lower() in _GREEK)
    }


_GREEK = set(
    [
        "alpha",
        "beta",
        "gamma",
        "delta",
        "epsilon",
        "varepsilon",
        "zeta",
        "eta",
        "theta",
        "kappa",
        "lambda",
        "mu",
        "nu",
        "xi",
        "pi",
        "rho",
        "sigma",
        "tau",
        "upsilon",
        "phi",
        "varphi",
        "chi",
        "psi",
        "omega",
        "ell",
    ]
)


def without_names(table: NameTable, names: set[str]) -> NameTable:
    return replace(table, symbols={k: v for k, v in table.symbols.items() if k not in names})


def read(latex: str, table: NameTable | None = None, own: bool = False) -> tuple[sp.Basic, tuple[str, ...]]:
    """The parsed formula in quantity symbols, and the names read via placeholders. With
    ``own``, names outside the table are the document's own symbols (DocumentSymbol)."""
    table = table or name_table()
    text, used, mapping = latex, [], dict(table.symbols)
    for i, (name, symbol) in enumerate(sorted(table.placeholders.items(), key=lambda kv: -len(kv[0]))):
        if name in text:
            text = text.replace(name, _placeholder(i))
            used.append(name)
            mapping[str(parse(_placeholder(i)))] = symbol
    parsed = parse(text)
    unknown = sorted(s.name for s in parsed.free_symbols if s.name not in mapping)
    if unknown and own:
        # the parser spells "inf" inside a word as \infty (\text{inference} → \text{\inftyerence})
        mapping.update(
            {name: DocumentSymbol(re.sub(r"\\infty(?=[a-z])", "inf", name), positive=True) for name in unknown}
        )
        unknown = []
    if unknown:
        raise UnknownSymbols(unknown)
    return parsed.xreplace({s: mapping[s.name] for s in parsed.free_symbols}), tuple(used)


def equal_expressions(a: sp.Basic, b: sp.Basic, hypotheses: Iterable[sp.Basic] = (), timeout_ms: int = 5000) -> bool:
    """Equal after unfolding chalk's definitions: exact cancellation, else a z3 proof."""
    a, b = unfold(a), unfold(b)
    if sp.cancel(sp.together(a - b)) == 0:
        return True
    return prove(sp.Eq(a, b, evaluate=False), list(hypotheses), timeout_ms).status == Status.PROVED
