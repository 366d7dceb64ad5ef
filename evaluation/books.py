"""The one runtime reader: which book an evaluation reads, chosen once, up front.

The stored runtime when one is keyed by the project's sources (nothing else loads, so a
warm run imports neither sympy nor z3); else the project opened and its runtime built from
its symbol table (stored for the next run); else the sympy source itself (a local config
file, ``CHALK_RUNTIME=0``, or a project whose runtime cannot be built). What the runtime's
data cannot carry (a function its trees lack, which inputs still matter) the runtime asks
the sympy source for, inside the same project: there is no retry of a whole run.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any

from chalk.evaluation.errors import SourceError


@dataclass(frozen=True)
class Sources:
    """Where the quantities come from: a user's claims and shipped books (none: chalk's own
    book), and a local config file (read only by the sympy source)."""

    claims: tuple[str, ...] = ()
    books: tuple[str, ...] = ()
    model_config: str | None = None
    #: whether a ``[tool.chalk]`` table or an entry point may add the user's claims; False
    #: for a caller that wants chalk's book alone (and so imports no Python from the
    #: project's folder)
    discover: bool = True


#: chalk's own book and nothing of the project's
LECTURE_ONLY = Sources(discover=False)


def uses_own_claims(sources: Sources) -> bool:
    """Whether the sources name a user's claims (given, a ``[tool.chalk]`` table, an entry point)."""
    from chalk.derivations.project_config import ConfigError, has_user_sources

    if not sources.discover and not sources.claims and not sources.books:
        return False
    try:
        return bool(has_user_sources(sources.claims, sources.books))
    except ConfigError as exc:
        raise SourceError(str(exc)) from None


def open_project(sources: Sources) -> Any:
    """The user's project loaded (a bad source is ``SourceError``)."""
    from chalk.derivations.registry import REGISTRY, RegistrationError
    from chalk.derivations.sources import load_project

    try:
        return load_project(sources.claims, sources.books, default_book=REGISTRY.load)
    except RegistrationError as exc:
        raise SourceError(str(exc)) from None


def _user_files(sources: Sources, own: bool) -> tuple[Any, ...] | None:
    """The user's source files the runtime is keyed by: () for the default book, None when
    they cannot be found without loading the project."""
    from chalk.derivations.project_config import ConfigError, source_files

    if not own:
        return ()
    try:
        found = source_files(sources.claims, sources.books)
    except ConfigError:
        return None
    return None if found is None else tuple(found)


class _Project:
    """Opens the user's project once, on first use, and makes its table current on entry."""

    def __init__(self, sources: Sources, own: bool) -> None:
        self.sources, self.own = sources, own
        self._project: Any = None

    def __call__(self) -> AbstractContextManager[Any]:
        if not self.own:
            return nullcontext()
        if self._project is None:
            self._project = open_project(self.sources)
        return self._project.table.using()  # type: ignore[no-any-return]


@contextmanager
def reading(sources: Sources = Sources()) -> Iterator[Any]:
    """The book for ``sources``, current for the block (``exporters.evalbook.book()``)."""
    from chalk.exporters.evalbook import SympyBook, using_book

    own = uses_own_claims(sources)
    project = _Project(sources, own)
    sympy_only = os.environ.get("CHALK_RUNTIME") == "0" or sources.model_config is not None
    extra = None if sympy_only else _user_files(sources, own)
    if extra is not None:
        from chalk.exporters.runtime import CachedBook, stored_book

        stored = stored_book(extra)
        if stored is not None:
            book = CachedBook(stored.table, project)
            with using_book(book):
                yield book
            return
    with project():
        found: Any = SympyBook()
        if extra is not None:
            from chalk.exporters.runtime import cached_book

            found = cached_book(extra=extra) or found
        with using_book(found):
            yield found
