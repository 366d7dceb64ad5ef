"""Scenarios inside one section: a name a section sets to two different values (``N_p = 0``
under **Naive PD**, ``N_p = 1`` under **PrfaaS-PD**) is a parameter of the scenario that
set it. The value in force is certain in the paragraph that set it; in a later paragraph,
which may describe another scenario without restating it (**Homogeneous PD**: ``N_p + N_d
= 5``), a miss through it is no certain error. So is a name's value in a paragraph that sets a
given its definition never uses (``\\rho = \\lambda/\\mu`` for one server, then "with $c = 4$ GPUs":
``\\rho = 10/(4 \\times 3) = 0.833``): the case's own formula for the name, which chalk never read."""

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


def a_setting_the_definition_lacks(
    name: sp.Symbol, definition: sp.Basic, line: int, f: Found, ctx: Context
) -> str | None:
    """Why a miss of ``name`` (defined as ``definition`` on ``line``) is not certain: this paragraph
    sets a given the definition does not use, so the case may have its own formula; else None."""
    uses = definition.free_symbols | {name}
    here = sorted(
        {
            s
            for s, rows in ctx.settings.items()
            for path, sec, para, _, _ in rows
            if (path, sec, para) == (f.path, ctx.section, f.paragraph) and s not in uses
        },
        key=str,
    )
    if not here:
        return None
    names = ", ".join(s.name for s in here)
    return (
        f"this paragraph sets {names}, which the definition of {name.name} (line {line}) does not use: the value "
        "may be that case's own formula for it (not certain)"
    )
