"""``chalk.verify``: the same report as ``chalk verify --json``, from Python."""

from __future__ import annotations

from collections.abc import Sequence
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
