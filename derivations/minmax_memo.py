"""sympy's evaluating ``Max`` and ``Min``, each distinct call built once per process.

Building ``Max(a, b, ...)`` with evaluation compares every pair of its arguments
(``_find_localzeros``: a factored difference and its sign, from the symbols' assumptions),
and the same calls recur: a definition unfolded into many claims is rebuilt by each
``xreplace``, ``replace`` and ``evaluated`` that passes through it. About a quarter of a
claim's construction and a tenth of its numeric check went there (issue 38).

The call's arguments are its key: sympy's ``==`` is structural and exact (a Float never
equals a Rational, and assumptions live in the symbols), so a hit is the same build and
returns an equal (the very same) object. Only the plain evaluating call is kept: one with
keyword options, with sympy's global ``evaluate`` off, or with an argument that is not yet
a sympy object goes to sympy as written. An error is not kept. Cleared whole when full, to
bound memory.
"""

from __future__ import annotations

from typing import Any

import sympy as sp
from sympy.core.parameters import global_parameters
from sympy.functions.elementary.miscellaneous import MinMaxBase

_BUILT: dict[tuple[type, tuple[sp.Basic, ...]], Any] = {}
_BUILT_MAX = 50_000
_SYMPYS_NEW = MinMaxBase.__new__


def _new(cls: type, *args: Any, **options: Any) -> Any:
    if options or not global_parameters.evaluate or not all(isinstance(a, sp.Basic) for a in args):
        return _SYMPYS_NEW(cls, *args, **options)
    key = (cls, args)
    found = _BUILT.get(key)
    if found is None:
        found = _SYMPYS_NEW(cls, *args)
        if len(_BUILT) >= _BUILT_MAX:
            _BUILT.clear()
        _BUILT[key] = found
    return found


def install() -> None:
    """Route ``Max(...)`` and ``Min(...)`` through the memo (idempotent)."""
    if MinMaxBase.__new__ is not _new:
        MinMaxBase.__new__ = _new


install()
