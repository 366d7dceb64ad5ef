"""When a relation's failure is certain enough to be an error, and messages a writer can act on.

chalk reports an error only where it is certain: every symbol of the relation is pinned
down (a number with a unit, a definition read in scope, or chalk's meaning the document
adopts by writing chalk's names or mapping one) or, with no definition at all, the relation
is false as a universal statement; and it fails under every reading chalk considers. What
rests on something else (a value chalk supplies from its catalog, a unit a map brings to
the author's bare factors, a later formula that may be another case of a name) is a
warning that says why (docs/guides/check.md, "Errors, warnings and notes").
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

import pint
import sympy as sp

from chalk.derivations.quantities import of
from chalk.papers.formulas import Read
from chalk.papers.scanning import Found
from chalk.units import pretty

if TYPE_CHECKING:
    from chalk.papers.judging_context import Context

#: a written side that is one name: a letter or command with sub/superscripts, a \text{…} or
#: \mathrm{…} word, an escaped-underscore name; no operator, fraction or juxtaposed factor
_NAME = re.compile(
    r"""\s*(?:\\(?!frac|dfrac|tfrac|sqrt|binom|left|right|sum|prod|int)[A-Za-z]+\s*\{[^{}]*\}
        |\\[A-Za-z]+|[A-Za-z](?:[A-Za-z]|\\_)*'*)
        (?:\s*[_^]\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|\\[A-Za-z]+\s*(?:\{[^{}]*\})?|[A-Za-z0-9*]))*'*\s*""",
    re.X,
)


_INCREMENT = re.compile(r"\\(?:Delta|nabla)\s+[A-Za-z](?:_\{[^{}]*\}|_[A-Za-z0-9])?")


def lone_name(text: str) -> bool:
    """Whether the author wrote one name on this side (``M_{\\text{act}}``, ``\\beta``,
    ``FLOPs``), not an expression that sympy happens to reduce to one (``a b / b``)."""
    t = re.sub(r"(?<![\\A-Za-z])([a-z]{2,})\s*\\\s+(?=[a-z]{2,})", r"\1", text)  # kv \ cache: one name
    t = re.sub(r"\\(?:left|right|[,;:! ])", " ", t.replace("&", " ")).strip()
    t = re.sub(r"\{\s*\\(?:rm|it|bf)\s+([^{}]*)\}", r"\\text{\1}", t)  # {\rm FLOPs}
    while t.startswith("{") and t.endswith("}") and _balanced(t[1:-1]):
        t = t[1:-1].strip()
    if _INCREMENT.fullmatch(t):  # \Delta w_l: the update of w_l, one name (reading_rules)
        return True
    return bool(_NAME.fullmatch(t)) and not re.search(r"\\(?:frac|div|cdot|times)", t)


def defines(lhs: sp.Basic, side_text: str, b: Read) -> bool:
    """``X = expression`` defines X: X is written as one name and the expression does not
    use X itself (``a = a/2`` is a statement about a, to be proved or refuted)."""
    return isinstance(lhs, sp.Symbol) and lone_name(side_text) and lhs not in b.expr.free_symbols


def defaults_used(expr: sp.Basic, known: set[sp.Symbol]) -> list[str]:
    """chalk's catalog defaults a value would take (own notation: not the author's numbers)."""
    out = []
    for s in sorted(expr.free_symbols - known, key=str):
        q = of(s)
        if q is not None and q.default is not None:
            out.append(q.name)
    return out


def sympy_reason(lhs: sp.Basic, rhs: sp.Basic, relation: str) -> str:
    """Why sympy decided a relation false before any solver saw it: the difference of the
    sides in its simplest form, and its sign for every positive value of the symbols."""
    diff = sp.simplify(lhs - rhs)
    if relation == "eq":
        return f"the sides differ by {pretty(diff)}, which is never 0 for positive values of its symbols"
    return f"the left side minus the right is {pretty(diff)} for every positive value of its symbols"


def integer_point(
    statement: sp.Basic, hypotheses: list[sp.Basic], limit: int = 4
) -> dict[sp.Symbol, sp.Integer] | None:
    """A point of small positive integers (counts are whole numbers) where ``statement`` is
    false and every hypothesis holds, or None: up to four symbols each 1..``limit``, up to seven
    each 1 or 2."""
    symbols = sorted(statement.free_symbols, key=str)
    if not symbols or len(symbols) > 7:
        return None
    top = limit if len(symbols) <= 4 else 2  # at most 4**4 or 2**7 points
    relevant = [h for h in hypotheses if h.free_symbols <= set(symbols)]
    for values in itertools.product(range(1, top + 1), repeat=len(symbols)):
        point = dict(zip(symbols, map(sp.Integer, values), strict=True))
        try:
            if statement.xreplace(point) is not sp.false:
                continue
            if all(h.xreplace(point) is sp.true for h in relevant):
                return point
        except (TypeError, ValueError, ZeroDivisionError):
            continue
    return None


def units_certain(a: sp.Basic, b: sp.Basic, ctx: Context) -> bool:
    """A units clash is certain unless a symbol in it has chalk's unit only because a map
    named chalk's quantity in a document of its own notation and a side has a bare factor:
    the author's bare factors (2 bytes, 2 FLOPs per multiply-add) keep the author's unit
    convention. ``T = B`` with T in seconds and B mapped to chalk's batch stays an error.
    In chalk's notation, a plain number added to chalk's symbols where the author wrote no
    unit at all (``95 - 0.0163 (b/2)``: 95 GB and b tokens to the author) is no certain clash."""
    if ctx.chalk_notation:
        return not _a_plain_term_and_no_unit_written(a, b)
    if not ((a.free_symbols | b.free_symbols) & set(ctx.mapped)):
        return True
    return not any(n not in (1, -1) for side in (a, b) for n in side.atoms(sp.Number))


def _a_plain_term_and_no_unit_written(a: sp.Basic, b: sp.Basic) -> bool:
    """Whether no unit is written on either side (no unit placeholder) and a sum adds a plain
    number to terms with symbols: the number may carry the unit the author means."""
    sides = (a, b)
    if any(s.name.startswith("[") for side in sides for s in side.free_symbols):
        return False
    return any(
        any(t.is_Number for t in add.args) and any(t.free_symbols for t in add.args)
        for side in sides
        for add in side.atoms(sp.Add)
    )


#: dimensions of things counted: an author counts tokens where chalk's quantity counts tokens per sequence
_COUNTS = frozenset({"[token]", "[sequence]", "[parameter]"})
COUNTS_APART = "tokens, sequences or parameters, as the author counts them"


def counted_apart(ua: pint.Unit | None, ub: pint.Unit | None) -> bool:
    """``w = 4096 \\text{ tokens}`` where chalk's w is tokens per sequence: units that differ only
    in counted things (per sequence), the author's count rather than a certain units error."""
    if ua is None or ub is None:
        return False
    apart = dict((ua / ub).dimensionality)
    return bool(apart) and set(apart) <= _COUNTS


def uncertain_units(message: str, ctx: Context) -> str:
    if ctx.chalk_notation:  # no unit written: the plain number may be in the author's unit
        return f"{message} (chalk's meaning gives the symbol its unit; the author wrote none: the numbers may carry it)"
    return f"{message} (a mapped symbol takes chalk's unit; the author's bare factors may carry it)"


def _balanced(t: str) -> bool:
    depth = 0
    for ch in t:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


#: words that introduce a formula for another case ("for m microbatches", "with batch 512",
#: "in the second strategy"): a later X = … there is that case's X, not a redefinition
_CASE = re.compile(
    r"\b(?:for|with|when|whenever|case|cases|strategy|scenario|setting|instead|another|alternatively|"
    r"suppose|consider|regime|config(?:uration)?)\b",
    re.I,
)


def another_case(f: Found, old: sp.Basic, new: sp.Basic, other_item: bool = False) -> bool:
    """Whether ``X = new`` (X defined as ``old`` earlier in the section) may be another case
    of X rather than a slip: it is in another numbered item (a step of its own), the prose
    before it introduces a case, or it rests on a different set of givens (the unfolded
    sides name different symbols)."""
    if other_item or _CASE.search(f.lead) or _CASE.search(f.prior):
        return True
    return bool(old.free_symbols != new.free_symbols)
