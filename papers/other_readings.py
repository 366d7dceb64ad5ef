"""Readings of a relation that algebra refutes, under which it holds, so that its failure is
no certain error (docs/guides/check.md, "Errors, warnings and notes"): letters written right
after digits read as counts (``51B``, ``1.02T``), and an equation in one undefined symbol that
the author solves (the break-even condition), a hypothesis."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pint
import sympy as sp

from chalk.papers.chains import RELATIONS, Unreadable
from chalk.papers.formulas import Read
from chalk.papers.hypotheses import BUILD
from chalk.papers.judging_context import Context, unfold_in, value_of
from chalk.papers.numbers import base, tolerance
from chalk.papers.own_notation import givens_of
from chalk.papers.reading import DocumentSymbol
from chalk.papers.scanning import Found
from chalk.units import format_unit, pretty

if TYPE_CHECKING:
    from chalk.papers.relation_proofs import InForce


_DIGITS = re.compile(r"\d+(?:\.\d+)?")
#: a count written with a letter right after its digits (``51B``, ``1.02T``): billions, trillions…
COUNT_SUFFIX = {"K": 3, "M": 6, "B": 9, "T": 12}


def count_suffix_reading(left: sp.Basic, right: sp.Basic, sides: tuple[str, str]) -> dict[sp.Symbol, sp.Integer] | None:
    """``20 \\times 51B = 1.02T``, refuted as algebra over B and T: the other reading of a
    relation whose only symbols are letters written right after digits, a count in
    thousands, millions, billions or trillions. The values to try, or None when a symbol is
    written elsewhere without digits before it (``2B`` beside ``BDF`` stays the batch)."""
    text = " ".join(sides)
    symbols = {s for s in (left.free_symbols | right.free_symbols) if not s.name.startswith("[")}
    if not symbols or any(s.name not in COUNT_SUFFIX for s in symbols):
        return None
    for s in symbols:
        after_digits = len(re.findall(rf"\d\s*{s.name}(?![A-Za-z])", text))
        if after_digits == 0 or after_digits != len(re.findall(rf"(?<![A-Za-z\\]){s.name}(?![A-Za-z])", text)):
            return None
    return {s: sp.Integer(10) ** COUNT_SUFFIX[s.name] for s in symbols}


def counts_outside_exponents(
    left: sp.Basic, right: sp.Basic, sides: tuple[str, str]
) -> dict[sp.Symbol, sp.Integer] | None:
    """``count_suffix_reading``, unless a letter is an exponent (``6^{2T}``: a count there is a
    number too large to compute)."""
    counts = count_suffix_reading(left, right, sides)
    exponents = {s for v in (left, right) for w in v.atoms(sp.Pow) for s in w.exp.free_symbols}
    return None if counts is None or exponents & set(counts) else counts


def count_letters(left: sp.Basic, right: sp.Basic, sides: tuple[str, str]) -> dict[sp.Symbol, sp.Integer]:
    """The letters of a relation written only right after digits (``30B``, ``1.02T``), as
    counts, whatever its other symbols (``\\frac{\\Psi}{TP \\times PP} = \\frac{30B}{4 \\times 4}``)."""
    text = " ".join(sides)
    out = {}
    for s in left.free_symbols | right.free_symbols:
        if s.name in COUNT_SUFFIX:
            after_digits = len(re.findall(rf"\d\s*{s.name}(?![A-Za-z])", text))
            if after_digits and after_digits == len(re.findall(rf"(?<![A-Za-z\\]){s.name}(?![A-Za-z])", text)):
                out[s] = sp.Integer(10) ** COUNT_SUFFIX[s.name]
    return out


def solved_for(statement: sp.Basic, undefined: set[sp.Symbol]) -> tuple[sp.Basic, sp.Symbol] | None:
    """``$10M + $0.001 T = $15M + $0.0001 T`` (the break-even condition), refuted as an
    identity: an equation in one symbol the document never defines that holds at one
    positive value of it is the equation the author solves for it, not a universal claim.
    That value and the symbol, or None (``a b / b = a/2`` holds at no positive a: it stays an
    error). A positive factor of both sides cancels first (``B_c T_t / T_c = 2.19 B_c``)."""
    if not isinstance(statement, sp.Eq):
        return None
    difference = statement.lhs - statement.rhs
    try:  # a factor of both sides cancels (B_c \times T_t/T_c = B_c \times 2.19): an equation in T_c
        difference = sp.numer(sp.factor(sp.together(difference)))
        difference = sp.Mul(*[f for f in sp.Mul.make_args(difference) if not (f.is_positive and f.free_symbols)])
    except (TypeError, ValueError, NotImplementedError):
        return None
    symbols = {s for s in difference.free_symbols if not s.name.startswith("[")}
    if len(symbols) != 1 or not symbols <= undefined:
        return None
    (x,) = symbols
    try:
        roots = sp.solve(difference, x)
    except (NotImplementedError, TypeError, ValueError):
        return None
    positive = [r for r in roots if r.is_real and r.is_positive and not r.free_symbols - {x}]
    return (positive[0], x) if len(positive) == 1 else None


def other_reading(
    statement: sp.Basic, left: sp.Basic, right: sp.Basic, token: str, sides: tuple[str, str], f: Found, ctx: Context
) -> str | None:
    """Why a relation refuted as algebra is no error, in the document's own notation: it
    holds with its digit-suffixed letters read as counts (``51B``, ``1.02T``), or it is an
    equation in one undefined symbol that the author solves (a positive root), a hypothesis."""
    counts = count_suffix_reading(left, right, sides)
    if counts is not None:
        a, b = left.xreplace(counts), right.xreplace(counts)
        plain = {s: sp.Integer(1) for s in (a.free_symbols | b.free_symbols) if s.name.startswith("[")}
        a, b = a.xreplace(plain), b.xreplace(plain)
        if not a.free_symbols and not b.free_symbols:
            x, y, tol = float(a), float(b), tolerance(token, sides)
            relation = RELATIONS[token][0]
            holds = abs(x - y) <= tol * max(abs(x), abs(y)) if relation == "eq" else bool(BUILD[relation](x, y))
            if holds:
                read = sorted((pretty(s), _exp(c)) for s, c in counts.items())  # in one order every run
                return "holds with " + ", ".join(f"{name} as 10^{e}" for name, e in read)
    if RELATIONS[token][0] == "eq" and slash_over_product(sides, ctx):
        return "holds with the slash's denominator read as the whole product after it (a / b c as a/(bc))"
    undefined = {s for s in statement.free_symbols if isinstance(s, DocumentSymbol)} - set(ctx.own_definitions())
    counted = count_letters(left, right, sides)  # 30B written for \Psi: a number, no new symbol
    substituted = substitution(
        left.xreplace(counted), right.xreplace(counted), undefined - set(givens_of(f, ctx)), sides
    )
    if RELATIONS[token][0] == "eq" and substituted:
        names = ", ".join(sorted(pretty(s) for s in substituted))
        return f"an equation the author solves: numbers written in place of {names}, which the document gives no value"
    solved = solved_for(statement, undefined - set(givens_of(f, ctx)))
    if solved is not None:
        root, unknown = solved
        return f"an equation in {pretty(unknown)} the author solves (it holds at {pretty(unknown)} = {float(root):.4g})"
    return None


def substitution(
    left: sp.Basic, right: sp.Basic, undefined: set[sp.Symbol], sides: tuple[str, str] | None = None
) -> set[sp.Symbol]:
    """``2(P-1)\\alpha + 2 \\frac{P-1}{P} \\frac{n}{\\beta} = 2(255)(5 \\times 10^{-6}) + 2 \\frac{255}{256}
    \\frac{n}{2 \\times 10^{11}}`` with P, α and β given only in prose: one side is the other with
    numbers written for symbols the document gives no value, term for term; it pins nothing
    down, so it is no universal claim to refute. Those symbols, or an empty set. The numbers
    are counted as written (``\frac{13B}{16}`` writes two) where the sides are given."""
    written = (len(_DIGITS.findall(sides[0])), len(_DIGITS.findall(sides[1]))) if sides else None
    for (this, other), (n_this, n_other) in zip(
        ((left, right), (right, left)),
        (written, written[::-1]) if written else ((None, None), (None, None)),
        strict=True,
    ):
        gone = {s for s in this.free_symbols & undefined if s not in other.free_symbols}
        if not gone or not other.free_symbols <= this.free_symbols - gone:
            continue  # a new symbol on the other side (p for d) is no substitution
        if n_other is not None and n_this is not None:
            if n_other <= n_this:
                continue  # numbers where the symbols stood
        elif len(_written_numbers(other)) <= len(_written_numbers(this)):
            continue
        if len(sp.Add.make_args(this)) != len(sp.Add.make_args(other)):
            continue
        shared = (this.free_symbols & other.free_symbols) - gone
        if _by_shared_terms(this, shared).keys() != _by_shared_terms(other, shared).keys():
            continue  # 2DF = 8D^2: F is no number written in place, the D terms differ
        return gone
    return set()


def _written_numbers(side: sp.Basic) -> set[sp.Number]:
    """The side's numbers, less the ±1 of a quotient's power (``\\Psi/(TP \\cdot PP)`` writes none)."""
    numbers: set[sp.Number] = set(side.atoms(sp.Number))
    return numbers - {sp.Integer(1), sp.Integer(-1)}


def _by_shared_terms(side: sp.Basic, shared: set[sp.Symbol]) -> dict[sp.Basic, sp.Basic]:
    """The side's expanded terms grouped by their part in the shared symbols (n, 1/H, 1)."""
    out: dict[sp.Basic, sp.Basic] = {}
    for term in sp.Add.make_args(sp.expand(side)):
        coefficient, part = term.as_independent(*shared, as_Add=False) if shared else (term, sp.Integer(1))
        out[part] = out.get(part, sp.Integer(0)) + coefficient
    return out


def _exp(c: sp.Integer) -> int:
    return len(str(c)) - 1


def in_written_units(
    a: Read, b: Read, token: str, sides: tuple[str, str], f: Found, ctx: Context, claim: InForce
) -> str | None:
    """``A \\times T_c + T_{AR} = 4 \\times 100 + 40`` with T_c = 100 ms and T_AR = 40 ms given: a
    plain side beside one computed from givens written with a unit holds in the numbers as the
    author wrote them (440, in ms). Why it holds, or None."""

    if a.expr.free_symbols and b.expr.free_symbols:
        return None
    plain, other = (a, b) if not a.expr.free_symbols else (b, a)
    if not other.expr.free_symbols:
        return None
    expr = unfold_in(other.expr, ctx)
    written = {s: v for s, v in ctx.written.items() if s in expr.free_symbols and s in givens_of(f, ctx)}
    if not written:
        return None
    expr = expr.xreplace(written).xreplace({s: sp.Integer(1) for s in expr.free_symbols if s.name.startswith("[")})
    value = value_of(Read(expr, {}), f, ctx, claim)
    if value.free_symbols or not plain.expr.is_number:
        return None
    x, y = float(value), float(plain.expr)
    relation = RELATIONS[token][0]
    tol = max([tolerance(token, sides), *(_rounding(v) for v in written.values())])  # 33.3 ms: its digits
    holds = abs(x - y) <= tol * max(abs(x), abs(y)) if relation == "eq" else bool(BUILD[relation](x, y))
    names = ", ".join(sorted(pretty(s) for s in written))
    return f"holds with {names} in the units they were written in" if holds else None


def _one_slash(text: str) -> tuple[str, str] | None:
    """The two sides of the one slash of a one-term side, outside brackets, or None."""
    depth, at = 0, []
    for i, ch in enumerate(text):
        depth += {"(": 1, "{": 1, "[": 1, ")": -1, "}": -1, "]": -1}.get(ch, 0)
        if depth == 0 and ch in "+-=" and i > 0:
            return None
        if depth == 0 and ch == "/":
            at.append(i)
    return (text[: at[0]].strip(), text[at[0] + 1 :].strip()) if len(at) == 1 else None


def slash_over_product(sides: tuple[str, str], ctx: Context) -> bool:
    """``4BT^2KGH / 4BHKT \\cdot (G+1) = TG/(G+1)``: an inline slash whose right factor is a
    product reads left to right as (a/b)·c, but authors often mean a/(b·c); the sides are
    equal in that reading. Only a side of one term with one slash, over the document's own
    symbols."""
    for i, text in enumerate(sides):
        parts = _one_slash(" ".join(text.split()))
        if parts is None or not re.search(r"\\cdot|\\times|\*|\s|\(", parts[1]):
            continue  # no slash, or a single factor after it: one reading only
        try:
            alt = ctx.reader.read(r"\frac{" + parts[0] + "}{" + parts[1] + "}").expr
            other = ctx.reader.read(sides[1 - i]).expr
        except Unreadable:
            return False
        symbols = alt.free_symbols | other.free_symbols
        if not symbols or not all(isinstance(s, DocumentSymbol) for s in symbols):
            return False
        return bool(sp.simplify(alt - other) == 0)
    return False


def _rounding(value: sp.Basic) -> float:
    """One unit of the last decimal of a number written with decimals (33.3 → 0.1/33.3), else 0."""
    q = sp.Rational(value) if value.is_Rational else None
    if q is None or q == 0 or q.q == 1:
        return 0.0
    digits = next((k for k in range(1, 12) if (10**k) % int(q.q) == 0), None)
    return 0.0 if digits is None else float(sp.Rational(1, 10**digits) / abs(q))


def in_chain_unit(
    a: Read,
    b: Read,
    va: sp.Basic,
    vb: sp.Basic,
    token: str,
    sides: tuple[str, str],
    units: list[pint.Unit],
    united: pint.Unit | None = None,
) -> str | None:
    """``T_1 = 3 \\times 10^{-5} + \\frac{3}{4} \\times 10^{-3} = 0.03 + 0.75 = 0.78 \\text{ ms}``: two
    plain sides of a chain that writes its unit once, further on: one of them may be in that
    unit (0.03 + 0.75 in ms). So may a plain side beside one in ``united``, a unit of the same
    dimension (``7.28 \\times 10^8 \\text{ s} = \\frac{7.28 \\times 10^8}{3600} \\approx 202{,}200
    \\text{ GPU-hours}``: the plain side in hours). Why the link holds so, or None."""
    if (a.units and b.units) or not units or (bool(a.units) != bool(b.units) and united is None):
        return None
    relation, tol = RELATIONS[token][0], tolerance(token, sides)
    for unit in {format_unit(u): u for u in units}.values():
        scale = base(unit)
        if scale == 1:
            continue
        if united is not None and (a.units or b.units):
            if unit.dimensionality != united.dimensionality:
                continue
            pairs = [(va, vb * scale)] if a.units else [(va * scale, vb)]
        else:
            pairs = [(va * scale, vb), (va, vb * scale)]
        for x, y in pairs:
            fx, fy = float(x), float(y)
            ok = abs(fx - fy) <= tol * max(abs(fx), abs(fy)) if relation == "eq" else bool(BUILD[relation](fx, fy))
            if ok:
                return f"holds with the plain numbers in {format_unit(unit)}, the unit the chain writes"
    return None
