"""Read exported LaTeX back with latex2sympy2_extended and prove it equal to its source.

The parser reads symbols under other names (``t_{\\text{compute}}``), so each quantity's
LaTeX name is parsed on its own first and the result mapped back to the quantity: the
comparison goes through the same name table the printer used. Names the parser cannot
read at all (``B^{*}``) are replaced by a placeholder before parsing, and counted.
Relations compare side by side; expressions are equal when their difference cancels to
zero after unfolding definitions, or when z3 proves them equal (Max, Min).
"""

from __future__ import annotations

import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

import sympy as sp

from chalk.constraints import Status, prove
from chalk.derivations.quantities import all_quantities, of, unfold


def _parse(text: str) -> sp.Basic:
    from latex2sympy2_extended import latex2sympy
    from latex2sympy2_extended.latex2sympy2 import ConversionConfig

    config = ConversionConfig(lowercase_symbols=False, interpret_as_mixed_fractions=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return latex2sympy(text, conversion_config=config)


@dataclass(frozen=True)
class NameTable:
    """Parser symbol name → quantity symbol; placeholders for names the parser rejects."""

    symbols: dict[str, sp.Symbol]
    placeholders: dict[str, sp.Symbol]  # LaTeX name → quantity, read via a placeholder


def name_table() -> NameTable:
    """The table for every quantity chalk declares (loading them first: a table built
    from a partial import would misread every later name)."""
    return _name_table(len(all_quantities()))


@cache
def _name_table(_count: int) -> NameTable:
    """Each quantity's LaTeX name parsed alone. A name that reads as a single symbol maps
    that symbol back; a name that reads as a formula (``F/W``) is kept only if the formula
    equals the quantity's own definition; every other name (``B^{*}`` fails to parse,
    ``t^{P}`` reads as a power) is read through a placeholder."""
    from chalk.exporters.latex import formula

    symbols: dict[str, sp.Symbol] = {}
    formulas: dict[str, tuple[sp.Symbol, sp.Basic]] = {}
    placeholders: dict[str, sp.Symbol] = {}
    for q in all_quantities():
        tex = formula(q.symbol)
        try:
            parsed = _parse(tex)
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
        definition = of(symbol).definition
        readable = names <= set(symbols) and definition is not None
        if not (
            readable
            and equal_expressions(parsed.xreplace({s: symbols[s.name] for s in parsed.free_symbols}), definition)
        ):
            placeholders[tex] = symbol
    return NameTable(symbols, placeholders)


@dataclass(frozen=True)
class Outcome:
    where: str
    latex: str
    status: str  # "equal", "unreadable", "different"
    reason: str = ""
    placeholders: tuple[str, ...] = ()


def _placeholder(i: int) -> str:
    """A name the parser reads as one symbol, for any count of placeholders (letters, base 26)."""
    letters = ""
    while True:
        i, r = divmod(i, 26)
        letters = "abcdefghijklmnopqrstuvwxyz"[r] + letters
        if i == 0:
            return r"\mathrm{chalkname" + letters + "}"
        i -= 1


def read(latex: str) -> tuple[sp.Basic, tuple[str, ...]]:
    """The parsed formula in quantity symbols, and the names read via placeholders."""
    table = name_table()
    text, used, mapping = latex, [], dict(table.symbols)
    for i, (name, symbol) in enumerate(sorted(table.placeholders.items(), key=lambda kv: -len(kv[0]))):
        if name in text:
            text = text.replace(name, _placeholder(i))
            used.append(name)
            mapping[str(_parse(_placeholder(i)))] = symbol
    parsed = _parse(text)
    unknown = sorted(s.name for s in parsed.free_symbols if s.name not in mapping)
    if unknown:
        raise KeyError(f"symbols not in the name table: {', '.join(unknown)}")
    return parsed.xreplace({s: mapping[s.name] for s in parsed.free_symbols}), tuple(used)


def equal_expressions(a: sp.Basic, b: sp.Basic) -> bool:
    a, b = unfold(a), unfold(b)
    if sp.cancel(sp.together(a - b)) == 0:
        return True
    return prove(sp.Eq(a, b), [], 5000).status == Status.PROVED


def same(parsed: sp.Basic, source: sp.Basic) -> bool:
    if isinstance(parsed, sp.logic.boolalg.BooleanAtom):
        # the parser decided the relation while building it (a name that is its own
        # definition, F/W = F/W); it must agree with the unfolded source
        unfolded = unfold(source)
        if isinstance(unfolded, sp.core.relational.Relational):
            unfolded = unfolded.func(unfolded.lhs, unfolded.rhs)
        return unfolded == parsed
    if isinstance(source, sp.core.relational.Relational):
        return (
            isinstance(parsed, sp.core.relational.Relational)
            and parsed.rel_op == source.rel_op
            and equal_expressions(parsed.lhs, source.lhs)
            and equal_expressions(parsed.rhs, source.rhs)
        )
    return not isinstance(parsed, sp.core.relational.Relational) and equal_expressions(parsed, source)


def check(formulas: Iterable) -> list[Outcome]:
    name_table()  # a name collision is one error, not one per formula
    out = []
    for f in formulas:
        try:
            parsed, used = read(f.latex)
        except Exception as exc:
            out.append(Outcome(f.where, f.latex, "unreadable", f"{type(exc).__name__}: {str(exc).splitlines()[0]}"))
            continue
        status = "equal" if same(parsed, f.expr) else "different"
        out.append(Outcome(f.where, f.latex, status, "" if status == "equal" else f"read back as {parsed}", used))
    return out


@dataclass(frozen=True)
class Summary:
    total: int
    equal: int
    different: list[Outcome] = field(default_factory=list)
    unreadable: Counter = field(default_factory=Counter)  # kind → count
    via_placeholder: Counter = field(default_factory=Counter)


def kind_of(outcome: Outcome, expr: sp.Basic) -> str:
    """Why the parser could not read a formula, by construct."""
    if isinstance(expr, sp.logic.boolalg.BooleanFunction):
        return f"logical connective {type(expr).__name__} (parts are checked one by one)"
    if expr.has(sp.Piecewise):
        return "cases (Piecewise)"
    if expr.atoms(sp.core.function.AppliedUndef):
        return "nested application of an undefined function f(... g(...))"
    return f"other: {outcome.reason}"


def summarise(formulas, outcomes) -> Summary:
    unreadable, via = Counter(), Counter()
    for f, o in zip(formulas, outcomes, strict=True):
        if o.status == "unreadable":
            unreadable[kind_of(o, f.expr)] += 1
        for name in o.placeholders:
            via[name] += 1
    return Summary(
        len(outcomes),
        sum(o.status == "equal" for o in outcomes),
        [o for o in outcomes if o.status == "different"],
        unreadable,
        via,
    )
