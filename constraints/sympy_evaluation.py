"""sympy's evaluation of an unfolded statement, in Kleene's strong three-valued logic.

sympy decides a relation while building it, and folds a connective whose arguments are
complementary (``Or(p, Not(p))`` is True even where p is undefined). chalk builds its
statements unevaluated (``expressions.substitute``) and decides them here instead: a
relation only when both sides are total (defined and real wherever their symbols have
values) and then on exact values (every Float as its exact binary Rational); a
connective only from its arguments' decided values, never from their shape. What is
left undecided stays as written, for the solvers.
"""

from __future__ import annotations

import os

import sympy as sp
from sympy.core.parameters import global_parameters
from sympy.core.relational import Relational
from sympy.logic.boolalg import ITE, Boolean

from chalk.derivations.expressions import is_total, unevaluated


def exact(e: sp.Expr) -> sp.Expr:
    """``e`` with every finite Float as its exact binary value, the tree kept as written."""
    floats = {f: sp.Rational(f) for f in e.atoms(sp.Float) if f.is_finite}
    if not floats:
        return e
    with sp.evaluate(False):
        return e.xreplace(floats)


#: subtrees already rebuilt, by (tree, sympy's evaluate flag): rebuilding a Max or Min
#: compares every pair of its arguments, and the same sides recur across a book's claims and
#: a claim's mutants. A tree is its own key (sympy's == is structural and exact: a Float
#: never equals a Rational, and assumptions live in the symbols), so a hit is the same
#: rebuild. Cleared whole when full, to bound memory.
_REBUILT: dict[tuple[sp.Basic, bool], sp.Basic] = {}
_REBUILT_MAX = 50_000


def evaluated(e: sp.Basic) -> sp.Basic:
    """``e`` rebuilt bottom-up with sympy's evaluation: sympy decides relations between
    unevaluated trees wrongly (``Min(0, Min(1/2, 2), evaluate=False) < k - 1`` is True for
    a positive integer k, though 0 < 0 at k = 1), so a side is evaluated before it is
    compared (exactly: its Floats are Rationals by then, and its operations are total)."""
    if not e.args:
        return e
    key = (e, bool(global_parameters.evaluate))
    found = _REBUILT.get(key)
    if found is None:
        found = e.func(*[evaluated(a) for a in e.args])
        if len(_REBUILT) >= _REBUILT_MAX:
            _REBUILT.clear()
        _REBUILT[key] = found
    return found


def _relation(r: Relational) -> sp.Basic:
    lhs, rhs = r.args
    if not (isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and is_total(lhs) and is_total(rhs)):
        return unevaluated(type(r), lhs, rhs)
    try:
        decided = type(r)(evaluated(exact(lhs)), evaluated(exact(rhs)))  # sympy's decision on exact, total sides
    except TypeError:  # sympy refuses some comparisons ("Invalid comparison"): left to the solvers
        return unevaluated(type(r), lhs, rhs)
    if decided is sp.true or decided is sp.false:
        return decided
    return unevaluated(type(r), lhs, rhs)


#: statements and hypotheses already folded, by (tree, sympy's evaluate flag): a claim's
#: numeric check and its proof fold the same instantiated statement, and the lecture's
#: claims share their hypotheses. Same key and bounds as ``_REBUILT``.
_FOLDED: dict[tuple[sp.Basic, bool], sp.Basic] = {}


def folded(b: sp.Basic) -> sp.Basic:
    """``b`` with what sympy decides exactly put in (True or False), and each connective
    simplified by Kleene's rules alone: And drops TRUE arguments and is FALSE with one
    FALSE argument, Or the dual, Implies and Equivalent from decided arguments. The result
    is True or False only where ``b`` is TRUE or FALSE at every point."""
    if b is sp.true or b is sp.false or not isinstance(b, Boolean):
        return b
    key = (b, bool(global_parameters.evaluate))
    found = _FOLDED.get(key)
    if found is None:
        found = _folded(b)
        if len(_FOLDED) >= _REBUILT_MAX:
            _FOLDED.clear()
        _FOLDED[key] = found
    return found


def _folded(b: sp.Basic) -> sp.Basic:
    if isinstance(b, Relational):
        return _relation(b)
    args = [folded(a) for a in b.args]
    if isinstance(b, sp.Not):
        return unevaluated(sp.Not, args[0])
    if isinstance(b, (sp.And, sp.Or)):
        absorbing, neutral = (sp.false, sp.true) if isinstance(b, sp.And) else (sp.true, sp.false)
        if any(a is absorbing for a in args):
            return absorbing
        kept = [a for a in args if a is not neutral]
        if not kept:
            return neutral
        return kept[0] if len(kept) == 1 else unevaluated(type(b), *kept)
    if isinstance(b, sp.Implies):
        a, c = args
        if a is sp.false or c is sp.true:
            return sp.true
        if a is sp.true:
            return c
        if c is sp.false:
            return unevaluated(sp.Not, a)
        return unevaluated(sp.Implies, a, c)
    if isinstance(b, sp.Equivalent):
        if all(a is sp.true or a is sp.false for a in args):
            return sp.true if len({a is sp.true for a in args}) == 1 else sp.false
        return unevaluated(sp.Equivalent, *args)
    if isinstance(b, ITE):
        c, then, otherwise = args
        if c is sp.true or c is sp.false:
            return then if c is sp.true else otherwise
        return unevaluated(ITE, c, then, otherwise)
    return b


def raised_in_sympy(exc: BaseException) -> bool:
    """Whether ``exc`` was raised inside sympy's own code (its innermost frame is sympy's):
    sympy rebuilding an unevaluated tree can fail ("Invalid comparison of non-real zoo"),
    and such a statement is undecided, not a crash. An error of chalk's own still raises."""
    tb = exc.__traceback__
    if tb is None:
        return False
    while tb.tb_next is not None:
        tb = tb.tb_next
    return os.path.abspath(tb.tb_frame.f_code.co_filename).startswith(_SYMPY_DIR)


_SYMPY_DIR = os.path.dirname(os.path.abspath(sp.__file__)) + os.sep
