"""The vanishing tables of ``formulas.js``, kept between builds under a key of what decides them.

``javascript.vanishing`` costs seconds a build (sympy's Max and Min compare their arguments
in each of up to ``2^10`` substitutions per quantity), and every build of an unchanged book
computed the same tables again. A table depends only on the prepared expression, its
inputs' names, assumptions and declared units, the code that computes it and sympy's
version, so it is stored under a digest of exactly those: content-addressed, so an edited
definition (the lecture's or a user's) is a new key and a stale table is never read. Each
entry is sealed with this user's key (``constraints.sealed``) under
``<cache root>/site``; a file that fails its seal is ignored and the table computed. Where
nothing can be written, the table is computed each time: a cache only costs time.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from pathlib import Path

import sympy as sp

from chalk.constraints import sealed

#: the stored table's layout; a change makes every earlier entry unreachable
FORMAT = 1
PURPOSE = "vanishing"
#: the modules whose code decides a table (the substitution, the pairs, the prepared expression)
_CODE = ("javascript.py", "vanishing_store.py")


@functools.cache
def _code_digest() -> str:
    from chalk.exporters import codegen

    here = Path(__file__).parent
    digest = hashlib.sha256()
    for path in [*(here / name for name in _CODE), Path(codegen.__file__)]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def key(expr: sp.Basic, inputs: tuple[sp.Symbol, ...]) -> str:
    """The digest of everything a table of ``expr`` over ``inputs`` depends on."""
    from chalk.units import UndeclaredSymbol, declared_unit

    def unit(s: sp.Symbol) -> str:
        try:
            return str(declared_unit(s))
        except UndeclaredSymbol:  # computing the table says so, if it needs the unit
            return "undeclared"

    digest = hashlib.sha256(f"format {FORMAT}\0sympy {sp.__version__}\0{_code_digest()}\0".encode())
    digest.update(sp.srepr(expr).encode())
    for s in inputs:  # the order: the pairs are tried in it
        assumptions = sorted(s.assumptions0.items())
        digest.update(f"\0{type(s).__name__} {s.name} {assumptions} {unit(s)}".encode())
    return digest.hexdigest()[:40]


def folder() -> Path:
    return sealed.default_cache_root() / "site"


def stored(expr: sp.Basic, inputs: tuple[sp.Symbol, ...], compute: Callable[[], dict]) -> dict:
    """The table for ``expr`` over ``inputs``: the stored one where a sealed entry has its key,
    else ``compute()``, stored for the next build."""
    name = key(expr, inputs)
    path = folder() / f"{name}.json"
    table, _ = sealed.read(path, PURPOSE, name)
    if isinstance(table, dict):
        return table
    table = compute()
    sealed.write(path, PURPOSE, name, table)
    return table
