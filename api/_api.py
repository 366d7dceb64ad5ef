"""``chalk.verify`` (the same report as ``chalk verify --json``, from Python) and ``chalk.at``
(the value of a defined quantity at given inputs)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any


def verify(
    pattern: str = "*",
    *,
    claims: Sequence[str] | str = (),
    book: Sequence[str] = (),
    strict: bool = False,
    cwd: str | Path | None = None,
) -> dict[str, Any]:
    """Verify the claims of ``claims`` (files, package folders or module names; default:
    the ``[tool.chalk]`` table, the entry points, else the lecture) matching ``pattern``,
    and return the ``verify --json`` structure: pattern, strict, ok, summary, claims."""
    import time

    from chalk.constraints.verification import verify_entry, verify_report
    from chalk.derivations.sources import load_project

    start = time.perf_counter()
    sources = [claims] if isinstance(claims, str) else list(claims)
    project = load_project(sources, book, Path(cwd) if cwd is not None else None)
    with project.table.using():
        results = [verify_entry(e, strict=strict) for e in project.book.select(pattern)]
    return verify_report(results, pattern, strict, time.perf_counter() - start)


def at(expr: Any, values: Mapping[Any, object]) -> Any:
    """The value of ``expr`` (a quantity, a definition of yours or the lecture's, or any
    expression of them) at ``values``, as a pint quantity in ``expr``'s unit.

    Definitions are unfolded down to their inputs first, so ``at(t_step, {...})`` takes the
    inputs ``t_step`` is made of. ``values`` maps input symbols to numbers (read in the
    symbol's declared unit), pint quantities or ``Sourced`` catalog values, so a catalog
    entry spreads in: ``at(t_weights, {**hardware("h100-sxm"), **model("llama-3-70b"),
    bytes_per_param: 2, chips: 8})``. An input left out takes its documented default;
    one with neither is an error naming it, and so is a value given for a defined quantity
    (give the inputs it is made of). Extra keys are ignored."""
    import numpy as np

    from chalk.derivations.evaluation import values as evaluate
    from chalk.derivations.quantities import of, unfold
    from chalk.derivations.values import BadValue, base_point
    from chalk.units import from_base, unit_of

    defined = sorted(s.name for s in values if (q := of(s)) is not None and q.definition is not None)
    if defined:
        raise BadValue(f"chalk.at: {', '.join(defined)} is defined by a formula; give the inputs it is made of")
    unfolded = unfold(expr)
    point = base_point(unfolded.free_symbols, values, what=f"chalk.at({expr})")
    number = float(evaluate(unfolded, {s: np.array([v]) for s, v in point.items()}, 1)[0])
    return from_base(number, unit_of(expr))


def unfold(expr: Any) -> Any:
    """``expr`` with every defined quantity replaced by its definition, down to the inputs
    (the form the checks and ``chalk.at`` evaluate)."""
    from chalk.derivations.quantities import unfold as unfold_current

    return unfold_current(expr)


def declared(symbol: Any) -> Any:
    """The quantity declared for ``symbol`` in the current symbol table: its name, unit,
    meaning, default (a ``Sourced`` or None) and definition; a KeyError names a symbol
    no table declares."""
    from chalk.derivations.quantities import of

    found = of(symbol)
    if found is None:
        raise KeyError(f"no quantity is declared for {symbol}")
    return found
