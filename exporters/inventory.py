"""What there is to export: parts, their modules, claims and defined quantities.

A part's defined quantities are those the symbol table records as ``define``d in its
modules (each definition knows its module, file and line; no source text is read).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Sequence
from dataclasses import dataclass

from chalk.constraints.verification import ClaimResult
from chalk.derivations.model import Part
from chalk.derivations.quantities import current_table
from chalk.derivations.registry import REGISTRY, Registry


@dataclass(frozen=True)
class PartGroup:
    """One lecture part: a LaTeX section, a code module, a list of claims."""

    part: Part
    chapters: tuple[str, ...]
    modules: tuple[str, ...]
    results: tuple[ClaimResult, ...]
    quantities: tuple[str, ...]

    @property
    def slug(self) -> str:
        return f"part{self.part.number}"


@dataclass(frozen=True)
class Appendix:
    """Defined quantities outside the lecture parts (the model-architecture formulas)."""

    module: str
    title: str
    quantities: tuple[str, ...]

    @property
    def slug(self) -> str:
        return self.module.rsplit(".", 1)[-1]


#: modules that define quantities but are not lecture parts
APPENDIX_MODULES = ("chalk.derivations.architecture",)


def appendices() -> list[Appendix]:
    """The shared modules outside any book and the quantities the symbol table says they define."""
    table = current_table()
    out = []
    for name in APPENDIX_MODULES:
        doc = inspect.getdoc(importlib.import_module(name)) or name
        title = " ".join(doc.split("\n\n")[0].split()).rstrip(".")
        out.append(Appendix(name, title, tuple(table.defined_in(name))))
    return out


def groups(results: Sequence[ClaimResult], book: Registry | None = None) -> list[PartGroup]:
    """Every part of ``book`` (default: the book chalk ships) with its chapters, modules (sections in
    reading order), claim results and the quantities the symbol table records as defined
    in those modules."""
    book = book if book is not None else REGISTRY.load()
    table = current_table()
    out = []
    for part in book.parts():
        modules = tuple(book.modules_of(part))
        chapters = tuple(dict.fromkeys(book.chapter_module(m) for m in modules))
        mine = tuple(r for r in results if r.entry.module in modules)
        quantities = tuple(q for m in modules for q in table.defined_in(m))
        out.append(PartGroup(part, chapters, modules, mine, quantities))
    return out
