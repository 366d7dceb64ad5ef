"""LaTeX text → parsed sympy tree, kept between runs: the parser (ANTLR in pure Python)
takes ~35 ms a formula, most of a warm `chalk check`, and its result depends only on the
text and the parser's version.

The trees are stored as JSON of a closed set of node kinds (numbers, symbols with their
assumptions, sympy's arithmetic, relations and named functions, undefined functions) in
a file sealed with the user's cache key (constraints/sealed.py): a file someone else
wrote is never read. Nothing is evaluated as Python: a node is rebuilt by its class from
a fixed table. A tree is stored only when it rebuilds to an equal tree.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path
from typing import Any

import sympy as sp
from sympy.core.function import AppliedUndef

#: a parse cache beyond this many formulas starts afresh (a cache only costs time)
MAX_ENTRIES = 50_000
_FUNCTIONS = (sp.Add, sp.Mul, sp.Pow, sp.Eq, sp.Ne, sp.Lt, sp.Le, sp.Gt, sp.Ge, sp.Tuple)
_NAMED = {
    cls.__name__: cls
    for cls in (
        *_FUNCTIONS,
        sp.exp, sp.log, sp.sin, sp.cos, sp.tan, sp.Max, sp.Min, sp.Abs, sp.floor, sp.ceiling,
        sp.factorial, sp.binomial, sp.Sum, sp.Product, sp.sign, sp.FiniteSet,
    )
}  # fmt: skip
_CONSTANTS = {"pi": sp.pi, "E": sp.E, "I": sp.I, "oo": sp.oo, "-oo": -sp.oo, "nan": sp.nan}

_new: dict[str, Any] = {}


def encode(expr: sp.Basic) -> Any:
    """The tree as JSON lists, or None when a node is outside the closed set."""
    if expr.is_Integer:
        return ["Integer", str(expr)]
    if expr.is_Rational:
        return ["Rational", str(expr.p), str(expr.q)]
    if expr.is_Float:
        sign, man, exp_, bc = expr._mpf_
        return ["Float", sign, str(man), exp_, bc, expr._prec]
    for name, value in _CONSTANTS.items():
        if expr == value:
            return ["Const", name]
    if isinstance(expr, sp.Symbol) and type(expr) is sp.Symbol:
        return ["Symbol", expr.name, sorted(expr._assumptions_orig.items())]
    if isinstance(expr, AppliedUndef):
        args = [encode(a) for a in expr.args]
        return None if None in args else ["Apply", expr.func.__name__, args]
    cls = type(expr)
    if _NAMED.get(cls.__name__) is cls:
        args = [encode(a) for a in expr.args]
        return None if None in args else ["Node", cls.__name__, args]
    return None


def decode(tree: Any) -> sp.Basic:
    kind = tree[0]
    if kind == "Integer":
        return sp.Integer(int(tree[1]))
    if kind == "Rational":
        return sp.Rational(int(tree[1]), int(tree[2]))
    if kind == "Float":
        return sp.Float._new((int(tree[1]), int(tree[2]), int(tree[3]), int(tree[4])), int(tree[5]))
    if kind == "Const":
        return _CONSTANTS[tree[1]]
    if kind == "Symbol":
        return sp.Symbol(str(tree[1]), **{str(k): bool(v) for k, v in tree[2]})
    if kind == "Apply":
        return sp.Function(str(tree[1]))(*(decode(a) for a in tree[2]))
    if kind == "Node":
        cls = _NAMED[tree[1]]
        args = [decode(a) for a in tree[2]]
        # rebuilt as the parser left it, never evaluated: it builds some products unevaluated
        # (2 \\cdot 3), and 100000000! must stay a factorial, not be computed
        return cls(*args) if cls is sp.Tuple else cls(*args, evaluate=False)
    raise ValueError(f"not a parse-cache node: {kind!r}")


def _key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


@cache
def _version() -> str:
    from importlib.metadata import version

    return hashlib.sha256(f"parses 3\0{version('latex2sympy2_extended')}\0{sp.__version__}".encode()).hexdigest()[:16]


def _path() -> Path:
    from chalk.constraints import sealed

    return sealed.default_cache_root() / "names" / f"parses-{_version()}.json"


@cache
def _stored() -> dict[str, Any]:
    from chalk.constraints import sealed

    value, _ignored = sealed.read(_path(), "parses", _version())
    return value if isinstance(value, dict) else {}


def lookup(text: str) -> sp.Basic | str | None:
    """The tree parsed from ``text`` before, the parser's error message (a str) for a
    text it refused, or None."""
    tree = _new.get(_key(text)) or _stored().get(_key(text))
    if tree is None:
        return None
    if tree[0] == "Error":
        return str(tree[1])
    try:
        return decode(tree)
    except (ValueError, TypeError, KeyError, IndexError):
        return None  # an entry of an older shape: parse afresh


def remember(text: str, expr: sp.Basic) -> None:
    """Keep ``expr`` for ``text`` when it rebuilds to an equal tree."""
    tree = encode(expr)
    if tree is None:
        return
    try:
        same = decode(tree) == expr
    except (ValueError, TypeError, KeyError, IndexError):
        same = False
    if same:
        _new[_key(text)] = tree


def remember_failure(text: str, message: str) -> None:
    _new[_key(text)] = ["Error", message]


def save() -> None:
    """Write what this process parsed, merged with what the file holds (a cache only
    costs time: an unwritable folder or no key writes nothing)."""
    from chalk.constraints import sealed

    if not _new:
        return
    merged = {**_stored(), **_new}
    if len(merged) > MAX_ENTRIES:
        merged = dict(_new)
    sealed.write(_path(), "parses", _version(), merged)
    _stored.cache_clear()
    _new.clear()
