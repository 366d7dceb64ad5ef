"""The registry: every claim of every lecture module, discovered by import.

Entries are cheap (id, takeaway, source, a builder); the claim body runs on first use.
A chapter is a module or package right below the lecture package; it declares ``PART``
once, and a claim's id is ``<chapter>.<function>`` whichever section module holds it.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fnmatch import fnmatchcase

from chalk.derivations.model import Claim, Part

LECTURES = "chalk.derivations.lectures"


class DuplicateClaim(ValueError):
    """Two claims share one id."""


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    takeaway: str
    source: str
    module: str
    build: Callable[[], Claim] = field(compare=False)

    @property
    def chapter(self) -> str:
        """The chapter module or package that declares this claim's part."""
        return chapter_of(self.module)

    @property
    def part(self) -> Part:
        return importlib.import_module(self.chapter).PART

    def claim(self) -> Claim:
        return _built(self)


_CACHE: dict[str, Claim] = {}


def _built(entry: Entry) -> Claim:
    if entry.id not in _CACHE:
        made = entry.build()
        _CACHE[entry.id] = replace(made, id=entry.id, title=entry.title, takeaway=entry.takeaway, source=entry.source)
    return _CACHE[entry.id]


class Registry:
    def __init__(self) -> None:
        self._entries: dict[str, Entry] = {}
        self._loaded = False

    def add(self, entry: Entry) -> Entry:
        if entry.id in self._entries:
            raise DuplicateClaim(entry.id)
        self._entries[entry.id] = entry
        return entry

    def load(self, package: str = LECTURES) -> Registry:
        if not self._loaded:
            pkg = importlib.import_module(package)
            for info in sorted(pkgutil.walk_packages(pkg.__path__, f"{package}."), key=lambda m: m.name):
                importlib.import_module(info.name)
            self._loaded = True
        return self

    def select(self, pattern: str = "*") -> list[Entry]:
        """Entries whose id matches the shell-style ``pattern``, in lecture order."""
        chosen = [e for e in self._entries.values() if fnmatchcase(e.id, pattern)]
        return sorted(chosen, key=lambda e: (e.part.number, e.chapter, e.id))

    def get(self, claim_id: str) -> Entry:
        try:
            return self._entries[claim_id]
        except KeyError:
            import difflib

            close = difflib.get_close_matches(claim_id, self._entries, n=4)
            hint = f"; close matches: {', '.join(close)}" if close else "; `chalk list` shows every id"
            raise KeyError(f"no claim {claim_id!r}{hint}") from None


REGISTRY = Registry()


def chapter_of(module: str) -> str:
    """``<lectures>.<chapter>`` for a module at or below a chapter; a module outside the
    lecture package is its own chapter (tests register claims from temporary modules)."""
    head, dot, rest = module.partition(f"{LECTURES}.")
    if head or not dot:
        return module
    return f"{LECTURES}.{rest.split('.', 1)[0]}"


def claim(*, source: str, title: str = "") -> Callable[[Callable[[], Claim]], Callable[[], Claim]]:
    """Register a claim builder; its id is ``<chapter>.<function>`` (the chapter is the
    module right below the lecture package, or the module itself outside it) and its
    docstring's first line is the takeaway."""

    def wrap(fn: Callable[[], Claim]) -> Callable[[], Claim]:
        doc = inspect.getdoc(fn)
        if not doc:
            raise ValueError(f"claim {fn.__name__} needs a docstring whose first line is its takeaway")
        chapter = chapter_of(fn.__module__).rsplit(".", 1)[-1]
        REGISTRY.add(
            Entry(
                f"{chapter}.{fn.__name__}",
                title or fn.__name__.replace("_", " "),
                doc.splitlines()[0],
                source,
                fn.__module__,
                fn,
            )
        )
        return fn

    return wrap
