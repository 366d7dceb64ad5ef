"""Claims and the books that hold them.

``@claim`` marks a builder function and checks its part at once; a ``Registry`` (a book)
collects the marked functions of the modules it is given, so the same module can feed
several books and nothing depends on import order. Entries are cheap (id, takeaway,
source, part, a builder); the claim body runs on first use and is kept by its book.

Ids are ``<chapter>.<function>``: the chapter is the first module-path component below
the book's root package (``mybook.batching.roofline.step_time`` is
``batching.step_time``), and a chapter's ``PART`` is declared once, in its package's
``__init__`` or in the module of a single-file chapter.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from fnmatch import fnmatchcase
from types import ModuleType

from chalk.derivations.model import Book, Claim, Part

#: modules that declare the shared vocabulary every book builds on (the catalog's keys)
QUANTITY_MODULES = ("chalk.derivations.vocabulary", "chalk.derivations.architecture")
_MARK = "__chalk_claim__"
_FIGURE_MARK = "__chalk_figure__"


class RegistrationError(ValueError):
    """A claim cannot be registered (no part, a mismatched part, a clash); one line."""


class DuplicateClaim(RegistrationError):
    """Two claims share one id."""


@dataclass(frozen=True)
class ClaimSpec:
    """What ``@claim`` records on a builder function."""

    source: str
    title: str
    takeaway: str
    module: str
    file: str
    line: int
    part: Part | None


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    takeaway: str
    source: str
    module: str
    build: Callable[[], Claim] = field(compare=False)
    part: Part = field(default=Part(0, "", ""), compare=False)
    file: str = field(default="", compare=False)
    line: int = field(default=0, compare=False)
    book: Registry | None = field(default=None, compare=False, repr=False)

    def claim(self) -> Claim:
        if self.book is None:
            return _finished(self, self.build())
        return self.book.built(self)


def _finished(entry: Entry, made: Claim) -> Claim:
    return replace(made, id=entry.id, title=entry.title, takeaway=entry.takeaway, source=entry.source)


def chapter_of(module: str, root: str) -> str:
    """The first module-path component below ``root`` (the whole top name when root is "")."""
    rest = module[len(root) + 1 :] if root and module.startswith(root + ".") else module
    if root and not module.startswith(root + "."):
        raise RegistrationError(f"module {module} is not inside the claims package {root}")
    return rest.split(".", 1)[0]


def declared_part(module: str, namespace: Mapping[str, object]) -> Part | None:
    """The ``PART`` of ``module`` (its own, or its nearest package's); a module whose own
    ``PART`` differs from its chapter package's, or a ``PART`` that is not a ``Part``, is an
    error; a module of a book whose ``BOOK`` says ``requires_part`` needs one."""
    own = namespace.get("PART")
    inherited, where = None, ""
    parts = module.split(".")
    for n in range(len(parts) - 1, 0, -1):
        package = sys.modules.get(".".join(parts[:n]))
        if package is not None and isinstance(getattr(package, "PART", None), Part):
            inherited, where = package.PART, package.__name__
            break
    for value in (own, inherited):
        if value is not None and not isinstance(value, Part):
            raise RegistrationError(f"{module}: PART must be a Part(number, title, span), got {type(value).__name__}")
    if own is not None and inherited is not None and own != inherited:
        raise RegistrationError(
            f"{module} declares {own} but its chapter package {where} declares {inherited}: declare PART once"
        )
    part = own if isinstance(own, Part) else inherited
    if part is None and (about := book_of(module)) is not None and about.requires_part:
        raise RegistrationError(
            f"module {module} of the book {about.title!r} has no PART: declare PART = Part(number, title, span) "
            "in it or in its chapter package's __init__"
        )
    return part


def book_of(module: str) -> Book | None:
    """The ``BOOK`` declared by the nearest package above ``module`` (not by ``module`` itself)."""
    parts = module.split(".")
    for n in range(len(parts) - 1, 0, -1):
        package = sys.modules.get(".".join(parts[:n]))
        about = getattr(package, "BOOK", None)
        if isinstance(about, Book):
            return about
    return None


def claim(*, source: str, title: str = "") -> Callable[[Callable[[], Claim]], Callable[[], Claim]]:
    """Mark a claim builder; its id is ``<chapter>.<function>`` and its docstring's first
    line is the takeaway. The part is checked here, when the claim registers."""

    def wrap(fn: Callable[[], Claim]) -> Callable[[], Claim]:
        doc = inspect.getdoc(fn)
        if not doc:
            raise RegistrationError(f"claim {fn.__name__} needs a docstring whose first line is its takeaway")
        code = getattr(fn, "__code__", None)
        spec = ClaimSpec(
            source,
            title or fn.__name__.replace("_", " "),
            doc.splitlines()[0],
            fn.__module__,
            code.co_filename if code else "",
            code.co_firstlineno if code else 0,
            declared_part(fn.__module__, getattr(fn, "__globals__", {})),
        )
        setattr(fn, _MARK, spec)
        return fn

    return wrap


@dataclass(frozen=True)
class FigureEntry:
    """A user's figure: ``draw()`` returns a matplotlib Figure; the caption is its docstring."""

    name: str
    caption: str
    module: str
    part: Part
    draw: Callable[[], object] = field(compare=False)


def figure(fn: Callable[[], object]) -> Callable[[], object]:
    """Mark a function that draws one figure of your paper (it returns a matplotlib
    ``Figure``; its docstring is the caption); ``chalk build`` writes it beside the paper."""
    doc = inspect.getdoc(fn)
    if not doc:
        raise RegistrationError(f"figure {fn.__name__} needs a docstring: its caption")
    part = declared_part(fn.__module__, getattr(fn, "__globals__", {}))
    setattr(fn, _FIGURE_MARK, (" ".join(doc.split()), part))
    return fn


def _walk(package: str) -> list[ModuleType]:
    """``package`` and every module below it, imported, in name order."""
    pkg = importlib.import_module(package)
    out = [pkg]
    if hasattr(pkg, "__path__"):
        for info in sorted(pkgutil.walk_packages(pkg.__path__, prefix=package + "."), key=lambda m: m.name):
            out.append(importlib.import_module(info.name))
    return out


def _reading_order(module: str) -> tuple[str, int, str]:
    """Sort key: a package's modules in the order its ``SECTIONS`` lists them, then by name."""
    parent = module.rpartition(".")[0]
    package = sys.modules.get(parent)
    sections = [f"{parent}.{name}" for name in getattr(package, "SECTIONS", ())]
    return parent, sections.index(module) if module in sections else len(sections), module


def import_book_modules(package: str | None = None) -> list[ModuleType]:
    """Import the shared vocabulary, then ``package`` (default: the book chalk ships, as its
    ``chalk.claims`` entry point names it) and every module below it."""
    for name in QUANTITY_MODULES:
        importlib.import_module(name)
    return _walk(package or default_book_package())


def default_book_package() -> str:
    """The module of the default book, from the installed entry points (a one-line error
    when none is registered)."""
    from chalk.derivations.project_config import ConfigError, default_book

    try:
        return default_book()
    except ConfigError as exc:
        raise RegistrationError(str(exc)) from None


def untitled_part(module: ModuleType, number: int) -> Part:
    """A user file without a ``PART`` is its own part, titled from its module docstring."""
    doc = inspect.getdoc(module) or ""
    title = " ".join(doc.split("\n\n")[0].split()).rstrip(".") or module.__name__.rsplit(".", 1)[-1]
    return Part(number, title, "")


class Registry:
    """A book of claims: entries by id, their parts, and the claims once built."""

    def __init__(self) -> None:
        self._entries: dict[str, Entry] = {}
        self._built: dict[str, Claim] = {}
        self._parts: dict[int, tuple[Part, str]] = {}
        self._loaded: set[str] = set()
        self._module_parts: dict[str, Part] = {}
        self._figures: dict[str, FigureEntry] = {}
        self._about: list[Book | None] = []

    def note_source(self, module: ModuleType) -> None:
        """Record the ``BOOK`` a source's top module declares (None when it declares none)."""
        from chalk.derivations.quantities import declare_book

        about = getattr(module, "BOOK", None)
        self._about.append(about if isinstance(about, Book) else None)
        declare_book(module)

    @property
    def about(self) -> Book:
        """How this book speaks of itself: the ``BOOK`` its sources declare when they all
        declare the same one, else the defaults (which never name another book's source)."""
        declared = {about for about in self._about if about is not None}
        if len(declared) == 1 and None not in self._about:
            return declared.pop()
        return Book()

    def add(self, entry: Entry) -> Entry:
        old = self._entries.get(entry.id)
        if old is not None:
            if (old.module, old.build) == (entry.module, entry.build):
                return old
            raise DuplicateClaim(
                f"claim id {entry.id!r} is defined twice: {old.file or old.module}:{old.line} "
                f"and {entry.file or entry.module}:{entry.line}"
            )
        known = self._parts.get(entry.part.number)
        if known is not None and known[0] != entry.part:
            raise RegistrationError(
                f"part {entry.part.number} is declared differently in {entry.module} ({entry.part.title!r}) "
                f"and {known[1]} ({known[0].title!r})"
            )
        self._parts.setdefault(entry.part.number, (entry.part, entry.module))
        entry = replace(entry, book=self)
        self._entries[entry.id] = entry
        return entry

    def next_part_number(self) -> int:
        return max(self._parts, default=0) + 1

    def add_module(self, module: ModuleType, root: str = "") -> list[Entry]:
        """Every claim (and figure) marked in ``module``, with ids below ``root``."""
        entries = self._add_claims(module, root)
        for name, fn in vars(module).items():
            mark = getattr(fn, _FIGURE_MARK, None) if callable(fn) else None
            if isinstance(mark, tuple) and fn.__module__ == module.__name__:
                chapter = chapter_of(module.__name__, root)
                part = mark[1] or self._module_parts.get(module.__name__) or self._chapter_part(chapter)
                part = part or untitled_part(module, self.next_part_number())
                self._module_parts.setdefault(module.__name__, part)
                self._parts.setdefault(part.number, (part, module.__name__))
                key = f"{chapter}-{name}"
                if key in self._figures and self._figures[key].draw is not fn:
                    raise DuplicateClaim(
                        f"figure {key!r} is defined twice: {self._figures[key].module} and {module.__name__}"
                    )
                self._figures[key] = FigureEntry(key, mark[0], module.__name__, part, fn)
        return entries

    def figures(self) -> list[FigureEntry]:
        return sorted(self._figures.values(), key=lambda f: (f.part.number, f.module, f.name))

    def _add_claims(self, module: ModuleType, root: str) -> list[Entry]:
        specs = [
            (name, fn, getattr(fn, _MARK))
            for name, fn in vars(module).items()
            if callable(fn) and isinstance(getattr(fn, _MARK, None), ClaimSpec) and fn.__module__ == module.__name__
        ]
        if not specs:
            part = declared_part(module.__name__, vars(module))
            if part is not None:
                self._module_parts.setdefault(module.__name__, part)
            return []
        chapter = chapter_of(module.__name__, root)
        fallback = None
        out = []
        for name, fn, spec in sorted(specs, key=lambda item: item[2].line):
            part = spec.part
            if part is None:
                fallback = fallback or self._chapter_part(chapter) or untitled_part(module, self.next_part_number())
                part = fallback
            entry = Entry(
                f"{chapter}.{name}", spec.title, spec.takeaway, spec.source, spec.module, fn, part, spec.file, spec.line
            )
            out.append(self.add(entry))
        self._module_parts[module.__name__] = out[0].part
        return out

    def _chapter_part(self, chapter: str) -> Part | None:
        for e in self._entries.values():
            if e.id.split(".", 1)[0] == chapter:
                return e.part
        return None

    def load(self, package: str | None = None) -> Registry:
        """Add every claim of ``package`` (default: the book chalk ships)."""
        package = package or default_book_package()
        if package not in self._loaded:
            modules = import_book_modules(package)
            self.note_source(modules[0])
            for module in modules:
                self.add_module(module, package)
            self._loaded.add(package)
        return self

    def built(self, entry: Entry) -> Claim:
        if entry.id not in self._built:
            self._built[entry.id] = _finished(entry, entry.build())
        return self._built[entry.id]

    def entries(self) -> list[Entry]:
        return self.select("*")

    def parts(self) -> list[Part]:
        return [p for _, (p, _m) in sorted(self._parts.items())]

    def modules_of(self, part: Part) -> list[str]:
        """Every module of ``part`` this book was given: chapters by name, a chapter
        package's sections in the order its ``SECTIONS`` lists them (reading order)."""
        return sorted((m for m, p in self._module_parts.items() if p == part), key=_reading_order)

    def chapter_module(self, module: str) -> str:
        """The chapter (module or package) that holds ``module``."""
        for root in sorted(self._loaded, key=len, reverse=True):
            if module.startswith(root + "."):
                return f"{root}.{chapter_of(module, root)}"
        return module

    def select(self, pattern: str = "*") -> list[Entry]:
        """Entries whose id matches the shell-style ``pattern``, in reading order."""
        chosen = [e for e in self._entries.values() if fnmatchcase(e.id, pattern)]
        return sorted(chosen, key=lambda e: (e.part.number, _reading_order(e.module), e.id))

    def get(self, claim_id: str) -> Entry:
        try:
            return self._entries[claim_id]
        except KeyError:
            import difflib

            close = difflib.get_close_matches(claim_id, self._entries, n=4)
            hint = f"; close matches: {', '.join(close)}" if close else "; `chalk list` shows every id"
            raise KeyError(f"no claim {claim_id!r}{hint}") from None


#: the default book (the one chalk ships), as the CLI uses it (call ``load()`` before reading)
REGISTRY = Registry()
