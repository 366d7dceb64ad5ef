"""Proving one relation a document states, under the hypotheses in force, and the exact
points that refute an equation z3 cannot read (a symbolic exponent): the last step of
judging a relation (``judging.py`` reads and unfolds it first)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.constraints import Status, prove
from chalk.derivations.model import Claim, Expectation
from chalk.derivations.quantities import unfold
from chalk.derivations.values import exact_base_value
from chalk.papers.certainty import integer_point, sympy_reason
from chalk.papers.reading import DocumentSymbol
from chalk.papers.scanning import Found
from chalk.papers.verdicts import Finding, RelationError
from chalk.units import pretty

#: z3's time for one relation of a document
TIMEOUT_MS = 3000


@dataclass(frozen=True)
class Assumed:
    """A claim (or none) with the conditions a formula states after ``\\text{with …}``."""

    claim: Claim | None
    conditions: list[sp.Basic]

    # the claim's fields that judging reads, and what they are with no claim
    @property
    def given(self) -> Mapping[sp.Symbol, object]:
        return {} if self.claim is None else self.claim.given

    @property
    def hypotheses(self) -> tuple[sp.Basic, ...]:
        return () if self.claim is None else self.claim.hypotheses

    @property
    def expect(self) -> Expectation:
        return "holds" if self.claim is None else self.claim.expect

    @property
    def id(self) -> str:
        return "" if self.claim is None else self.claim.id

    @property
    def rejected_by(self) -> tuple[str, ...]:
        return () if self.claim is None else self.claim.rejected_by


#: the claim a formula is judged under: a marker's claim, with the conditions in force, or none
InForce = Claim | Assumed | None


def hypotheses_of(claim: InForce) -> list[sp.Basic]:
    if isinstance(claim, Assumed):
        return [*hypotheses_of(claim.claim), *claim.conditions]
    if claim is None:
        return []
    given = {s: exact_base_value(s, v) for s, v in claim.given.items()}
    return [unfold(h).xreplace(given) for h in claim.hypotheses]


def exact_point(expr: sp.Basic) -> dict[sp.Symbol, sp.Rational]:
    primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]
    symbols = sorted(expr.free_symbols, key=lambda s: s.name)
    return {s: sp.Integer(primes[i % len(primes)] + 2 * (i // len(primes))) for i, s in enumerate(symbols)}


def prove_relation(
    statement: sp.Basic,
    claim: InForce,
    offset: int,
    findings: list[Finding],
    f: Found,
    shown: str,
    parts: tuple[sp.Basic, sp.Basic, str] | None = None,
    rough: float = 0.0,
) -> bool:
    """Prove ``statement`` under the claim's hypotheses: False when it holds, True when
    undecided (a warning with the solver's reason), a RelationError when it is refuted,
    with the reason sympy decided or a countermodel of small whole numbers where one exists.
    ``parts`` are the sides and the relation before sympy evaluated them."""
    if parts is not None and statement is not sp.true and rounded_coefficient(*parts, rough):
        return False  # η e^{-1.5} = 0.223 η: equal within the digits of the coefficient written
    if parts is not None and statement is not sp.true and rounded_constant(*parts, rough):
        return False  # 350 GB/64 + A = 5.5 GB + A: A cancels, the numbers agree within their digits
    if parts is not None and statement is not sp.true and rounded_terms(*parts, rough):
        return False  # 2.55e-3 + 2 \cdot 255/256 \cdot n/(2e11) = 2.55 ms + 9.96e-12 n: term by term
    if statement in (sp.true, sp.false):
        if statement == sp.false:
            reason = sympy_reason(*parts) if parts is not None else "sympy evaluates it to False"
            raise RelationError(offset, f"proof: {shown} is false: {reason}")
        return False
    line, col = f.place(offset)
    v = prove(statement, hypotheses_of(claim), TIMEOUT_MS)
    if v.status == Status.PROVED:
        return False
    if v.status == Status.UNKNOWN and isinstance(statement, sp.Eq) and sp.simplify(statement.lhs - statement.rhs) == 0:
        return False  # z3 cannot read symbolic exponents; sympy's simplification decides the identity
    independent = not any(h.free_symbols & statement.free_symbols for h in hypotheses_of(claim))
    if v.status == Status.UNKNOWN and statement.atoms(AppliedUndef):
        # \text{sigmoid}(x) = 1/(1 + e^{-x}): z3 cannot read e^x, and no point refutes a function the
        # document never defines (any function could make it hold)
        findings.append(Finding(f.path, line, col, "warning", f"{shown}: {UNDEFINED_FUNCTION}"))
        return True
    if v.status == Status.UNKNOWN and isinstance(statement, sp.Eq) and independent:
        point = counterpoint(statement)
        if point is not None:
            at = ", ".join(f"{pretty(k)} = {val}" for k, val in point[0].items())
            raise RelationError(
                offset, f"proof: {shown} does not hold: at {at} the sides are {point[1]} and {point[2]}"
            )
    if v.status == Status.REFUTED and isinstance(statement, sp.Eq) and sp.cancel(statement.lhs - statement.rhs) == 0:
        return False  # an identity wherever its sides are defined: z3's point divides by zero
    if v.status == Status.REFUTED and statement.atoms(AppliedUndef):
        # sizeof(Q), f(x): a function the document never defines could be any function
        findings.append(Finding(f.path, line, col, "warning", f"{shown}: {UNDEFINED_FUNCTION}"))
        return True
    if v.status == Status.REFUTED:
        whole = integer_point(statement, hypotheses_of(claim))
        if whole is not None:  # counts are whole numbers: a countermodel a writer can check by hand
            at = ", ".join(f"{pretty(k)} = {val}" for k, val in whole.items())
            sides = ""
            if isinstance(statement, sp.Rel):
                left, right = statement.lhs.xreplace(whole), statement.rhs.xreplace(whole)
                sides = f" the sides are {pretty(sp.nsimplify(left))} and {pretty(sp.nsimplify(right))}"
            raise RelationError(offset, f"proof: {shown} does not hold: at {at}{sides}")
        at = ", ".join(f"{k} = {val}" for k, val in v.countermodel)
        raise RelationError(offset, f"proof: {shown} is refuted by z3: countermodel {at}")
    findings.append(Finding(f.path, line, col, "warning", f"{shown}: z3 cannot decide it ({v.detail})"))
    return True


#: why a relation through a function the document never defines is not refuted
UNDEFINED_FUNCTION = (
    "it goes through a function the document never defines (any function could make it hold); not checked"
)


#: how large the symbols are where an approximation is read (a million times the exact point's)
LARGE = sp.Integer(10) ** 6


#: why an approximation ``holds_where_large`` accepts is a warning, not an error
LEADING_TERMS_KEPT = (
    "an approximation that holds where its symbols are large (lower-order terms dropped); not checked further"
)


def holds_where_large(left: sp.Basic, right: sp.Basic, tol: float) -> bool:
    """Whether the two sides of an approximation (``\\approx``, ``\\simeq``) between the
    document's own symbols agree within ``tol`` where every symbol is large: the author kept
    the leading terms and dropped the lower-order ones (``[n(12h^2 + 13h) + Vh] \\cdot 2 \\simeq
    24nh^2``). A wrong coefficient of a leading term still differs there."""
    symbols = left.free_symbols | right.free_symbols
    own = [s for s in symbols if isinstance(s, DocumentSymbol)]
    if not own or len(own) != len([s for s in symbols if not s.name.startswith("[")]):
        return False
    point = {s: v * LARGE for s, v in exact_point(sp.Add(*own)).items()}
    point |= {s: sp.Integer(1) for s in symbols if s.name.startswith("[")}
    try:
        a, b = left.xreplace(point).evalf(40), right.xreplace(point).evalf(40)
    except (TypeError, ValueError, ZeroDivisionError):
        return False
    if not (a.is_real and b.is_real and a.is_finite and b.is_finite):
        return False
    scale = max(abs(a), abs(b))
    return bool(scale) and abs(a - b) <= sp.Float(tol) * scale


def counterpoint(statement: sp.Eq) -> tuple[dict[sp.Symbol, sp.Rational], str, str] | None:
    """A point where the two sides of an equation z3 cannot read (a symbolic exponent,
    π) evaluate exactly to different real numbers: the point, and both values. Only over
    the document's own symbols (positive plain numbers), with no function of the
    document's and no power whose exponent is a label of capitals (``W^{DQ}``, ``c_t^{KV}``
    name matrices, they are not powers)."""
    symbols = statement.free_symbols
    if not symbols or not all(isinstance(s, DocumentSymbol) for s in symbols):
        return None
    if statement.atoms(AppliedUndef) or statement.has(sp.Sum, sp.Product, sp.Integral, sp.Derivative, sp.Piecewise):
        return None
    for p in statement.atoms(sp.Pow):
        names = {s.name for s in p.exp.free_symbols}
        if names and all(len(n) == 1 and n.isupper() for n in names):
            return None
    point = exact_point(statement)
    try:
        left = statement.lhs.xreplace(point).evalf(40)
        right = statement.rhs.xreplace(point).evalf(40)
    except (TypeError, ValueError, ZeroDivisionError):
        return None
    if not (left.is_real and right.is_real and left.is_finite and right.is_finite):
        return None
    scale = max(abs(left), abs(right), sp.Integer(1))
    if abs(left - right) <= sp.Float("1e-25") * scale:
        return None
    return point, f"{float(left):.6g}", f"{float(right):.6g}"


def rounded_coefficient(left: sp.Basic, right: sp.Basic, relation: str, tol: float) -> bool:
    """Whether two sides sympy finds unequal differ only by a constant factor within ``tol``
    (the digits written: ``\\eta \\cdot e^{-1.5} = 0.223 \\cdot \\eta`` allows 0.001/0.223)."""
    if relation != "eq" or tol <= 0 or not (left.free_symbols or right.free_symbols):
        return False
    try:
        ratio = sp.simplify(left / right)
    except (TypeError, ValueError, ZeroDivisionError):
        return False
    if ratio.free_symbols or not ratio.is_real:
        return False
    return bool(abs(float(ratio) - 1) <= tol)


def rounded_constant(left: sp.Basic, right: sp.Basic, relation: str, tol: float) -> bool:
    """Whether two sides sympy finds unequal differ only by a number, their symbols cancelling,
    and their numbers agree within ``tol`` (the digits written): ``\\frac{350 GB}{8 \\times 8} +
    \\text{Activations} = 5.5 GB + \\text{Activations}`` says 5.47 GB is 5.5 GB, whatever the
    activations are; the symbol that has no value pins nothing down, so only the numbers are judged."""
    if relation != "eq" or tol <= 0:
        return False
    symbols = {s for s in left.free_symbols | right.free_symbols if not s.name.startswith("[")}
    if not symbols:
        return False
    try:
        if sp.simplify(left - right).free_symbols & symbols:
            return False
        zero = dict.fromkeys(symbols, sp.Integer(0))
        ratio = sp.simplify(left.xreplace(zero) / right.xreplace(zero))
    except (TypeError, ValueError, ZeroDivisionError):
        return False
    if ratio.free_symbols or not ratio.is_real or not ratio.is_finite:
        return False
    return bool(abs(float(ratio) - 1) <= tol)


def rounded_terms(left: sp.Basic, right: sp.Basic, relation: str, tol: float) -> bool:
    """Whether two polynomial sides agree term by term within ``tol`` (the digits written): each
    monomial of the document's symbols has a coefficient on both sides, equal within the digits
    (``2(255)(5 \\times 10^{-6}) + 2 \\cdot \\frac{255}{256} \\cdot \\frac{n}{2 \\times 10^{11}} =
    2.55 \\text{ ms} + 9.96 \\times 10^{-12} \\cdot n``: 9.9609e-12 written 9.96e-12)."""
    if relation != "eq" or tol <= 0:
        return False
    symbols = sorted({s for s in left.free_symbols | right.free_symbols if not s.name.startswith("[")}, key=str)
    if not symbols:
        return False
    try:
        a = sp.Poly(sp.expand(left), *symbols).as_dict()
        b = sp.Poly(sp.expand(right), *symbols).as_dict()
    except (sp.PolynomialError, TypeError, ValueError):
        return False
    if set(a) != set(b):
        return False
    for monomial, x in a.items():
        try:
            ratio = sp.simplify(x / b[monomial])
        except (TypeError, ValueError, ZeroDivisionError):
            return False
        if ratio.free_symbols or not ratio.is_real or not ratio.is_finite or abs(float(ratio) - 1) > tol:
            return False
    return True
