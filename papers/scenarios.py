"""Scenarios inside one section: a name a section sets to two different values (``N_p = 0``
under **Naive PD**, ``N_p = 1`` under **PrfaaS-PD**) is a parameter of the scenario that
set it. The value in force is certain in the paragraph that set it; in a later paragraph,
which may describe another scenario without restating it (**Homogeneous PD**: ``N_p + N_d
= 5``), a miss through it is no certain error."""

from __future__ import annotations

import sympy as sp

from chalk.papers.judging_context import Context
from chalk.papers.scanning import Found


def record_setting(lhs: sp.Symbol, value: sp.Basic, f: Found, ctx: Context) -> None:
    """Remember that ``f`` set the given ``lhs`` to ``value``, with its paragraph."""
    ctx.settings.setdefault(lhs, []).append((f.path, ctx.section, f.paragraph, f.line, value))


def another_scenario(expr: sp.Basic, f: Found, ctx: Context) -> str | None:
    """Why a miss through ``expr``'s givens is not certain, when one of them was set to two
    values in this section and its value in force comes from another paragraph; else None."""
    said = []
    for s in sorted(expr.free_symbols, key=str):
        here = [
            (para, line, v)
            for path, sec, para, line, v in ctx.settings.get(s, [])
            if (path, sec) == (f.path, ctx.section)
        ]
        if len({v for _, _, v in here}) < 2 or here[-1][0] == f.paragraph:
            continue
        lines = ", ".join(str(line) for _, line, _ in here)
        said.append(f"{s.name} is set to {len({v for _, _, v in here})} values in this section (lines {lines})")
    if not said:
        return None
    return (
        f"{'; '.join(said)}: the value from another paragraph may be another scenario's, not this one's (not certain)"
    )
