"""What a planner reads of the current book (``Book(serving=...)``, ``Book(training=...)``),
checked once before a search: every part declared, and every name one of the book's
quantities, so a misspelt name is one line rather than a failed lookup mid-search."""

from __future__ import annotations

from typing import TypeVar

from chalk.derivations.book_quantities import KINDS, Declaration

D = TypeVar("D", bound=Declaration)


def checked(kind: type[D], command: str, guide: str, error: type[Exception]) -> D:
    """What the current book declares of ``kind`` (its ``Book(field=...)``) when it is whole
    and names only the book's quantities; else ``error`` with one line naming what is missing
    or unknown."""
    from chalk.exporters.evalbook import book

    bk = book()
    declared: D = bk.declared(kind)
    field = next(name for name, k in KINDS.items() if k is kind)
    missing = declared.missing()
    if missing:
        raise error(
            f"the book declares no {', '.join(missing)} for {command}: give them in its "
            f"Book({field}=chalk.{type(declared).__name__}(...)) ({guide})"
        )
    for name in declared.names():
        try:
            bk.lookup(name)
        except (KeyError, LookupError, ValueError):
            raise error(f"the book's {field} declaration names {name!r}, which the book does not define") from None
    return declared
