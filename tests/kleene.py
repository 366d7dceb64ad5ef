"""The definedness contract's truth of a statement at a point, judged by sympy alone.

Shared by the soundness tests as their ground truth, independently of the prover (which
has its own evaluator, chalk.constraints.pointwise): sympy substitutes the point and
evaluates; a term is undefined where an evaluated subterm is not a finite real number; a
formula is True, False or None (undefined) under strong Kleene logic.
"""

from __future__ import annotations

import sympy as sp


def exact(expr: sp.Basic) -> sp.Basic:
    return expr.xreplace({f: sp.Rational(f) for f in expr.atoms(sp.Float)})


def sympy_truth(expr: sp.Basic, point: dict) -> bool | None:
    try:
        value = exact(expr).xreplace(point)
        if value not in (sp.true, sp.false):
            value = sp.simplify(value)
    except Exception:  # undefined or non-real comparisons: no truth value
        return None
    return bool(value) if value in (sp.true, sp.false) else None


class _Undecided(Exception):
    """sympy cannot tell the value of an atom at the point."""


def _undefined_term(term: sp.Basic, point: dict) -> bool:
    """Whether some evaluated subterm of ``term`` is not a finite real number at the point;
    a Piecewise is undefined where a condition before the selected one is undefined, or
    where no condition is True, and otherwise where its selected value is."""
    if isinstance(term, sp.Piecewise):
        for value, condition in term.args:
            selected = kleene(condition, point)
            if selected is None:
                return True
            if selected:
                return _undefined_term(value, point)
        return True
    try:
        value = exact(term).xreplace(point)
    except Exception:  # a comparison with zoo inside a Piecewise condition
        return True
    if value.has(sp.zoo, sp.nan, sp.oo, -sp.oo) or value.is_extended_real is False:
        return True
    return any(_undefined_term(a, point) for a in term.args if isinstance(a, sp.Expr) and not a.is_Atom)


def kleene(b: sp.Basic, point: dict) -> bool | None:
    """The statement's value at the point under the definedness contract: True, False, or
    None where it is undefined (strong Kleene logic over relations between defined terms)."""
    if b in (sp.true, sp.false):
        return bool(b)
    if isinstance(b, sp.core.relational.Relational):
        if _undefined_term(b.lhs, point) or _undefined_term(b.rhs, point):
            return None
        value = sympy_truth(b, point)
        if value is None:
            raise _Undecided(b)
        return value
    args = [kleene(a, point) for a in b.args]
    if isinstance(b, sp.Not):
        return None if args[0] is None else not args[0]
    if isinstance(b, sp.And):
        return False if False in args else (None if None in args else True)
    if isinstance(b, sp.Or):
        return True if True in args else (None if None in args else False)
    if isinstance(b, sp.Implies):
        return kleene(sp.Or(sp.Not(b.args[0]), b.args[1], evaluate=False), point)
    if isinstance(b, sp.ITE):
        return None if args[0] is None else (args[1] if args[0] else args[2])
    if None in args:
        return None
    if isinstance(b, sp.Equivalent):
        return len(set(args)) == 1
    if isinstance(b, sp.Xor):
        return sum(args) % 2 == 1
    raise _Undecided(b)


def not_true(expr: sp.Basic, point: dict) -> bool:
    """The statement is FALSE or UNDEFINED at the point (so it is not proved)."""
    try:
        return kleene(expr, point) is not True
    except _Undecided:
        return False
