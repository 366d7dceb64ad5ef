"""A sympy tree as text for a verdict's detail or an SMT-LIB comment, whatever the tree.

sympy's string printer rebuilds subtrees as it prints (a negated coefficient is multiplied
back in), and rebuilding an unevaluated tree can raise inside sympy (a Piecewise raised to a
power re-canonicalises its conditions: "Invalid comparison of non-real zoo"). Display must
never turn a verdict into a crash, so ``srepr``, which prints the tree as built and rebuilds
nothing, stands in when the readable form cannot be printed. Display only: neither
translation reads this text.
"""

from __future__ import annotations

import sympy as sp


def shown(e: sp.Basic, limit: int | None = None) -> str:
    """``e`` as sympy prints it (srepr where printing fails), cut to ``limit`` characters."""
    try:
        text: str = sp.sstr(e)
    except Exception:  # sympy's own rebuilding failed: the tree as built instead
        text = sp.srepr(e)
    return text if limit is None else text[:limit]
