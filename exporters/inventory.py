"""What there is to export: lecture parts, their modules, claims and defined quantities.

A part's defined quantities are the ``define("name", ...)`` calls in its modules' source
(read with ``ast``, so a quantity imported from another module is not counted twice).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from collections.abc import Sequence
from dataclasses import dataclass

from chalk.constraints.verification import ClaimResult
from chalk.derivations.model import Part
from chalk.derivations.registry import LECTURES


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
    """The non-lecture modules, imported so that the symbol table never depends on what
    else happened to be imported in this process."""
    from chalk.exporters.inputs import load_quantities

    load_quantities()
    out = []
    for name in APPENDIX_MODULES:
        doc = inspect.getdoc(importlib.import_module(name)) or name
        title = " ".join(doc.split("\n\n")[0].split()).rstrip(".")
        out.append(Appendix(name, title, tuple(defined_in(name))))
    return out


def defined_in(module_name: str) -> list[str]:
    """Names passed to ``define(...)`` in the module's source, in source order."""
    tree = ast.parse(inspect.getsource(importlib.import_module(module_name)))
    names = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "define"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.append((node.lineno, node.col_offset, node.args[0].value))
    return [name for *_, name in sorted(names)]


def chapters() -> list[str]:
    """The chapters below the lecture package, by name."""
    from chalk.exporters.inputs import load_quantities

    load_quantities()
    pkg = importlib.import_module(LECTURES)
    return [f"{LECTURES}.{m.name}" for m in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name)]


def chapter_modules(chapter: str) -> list[str]:
    """A chapter module itself, or a chapter package's sections in lecture order."""
    module = importlib.import_module(chapter)
    sections = getattr(module, "SECTIONS", None)
    return [chapter] if sections is None else [s.__name__ for s in sections]


def groups(results: Sequence[ClaimResult]) -> list[PartGroup]:
    """Every lecture part with its modules, claim results and defined quantities."""
    by_part: dict[int, tuple[Part, list[str], list[str]]] = {}
    for name in chapters():
        part = getattr(importlib.import_module(name), "PART", None)
        if part is None:
            continue
        known = by_part.setdefault(part.number, (part, [], []))
        if known[0] != part:
            raise ValueError(f"part {part.number} is declared differently in {name} and {known[1][0]}")
        known[1].append(name)
        known[2].extend(chapter_modules(name))
    out = []
    for number in sorted(by_part):
        part, names, modules = by_part[number]
        mine = tuple(r for r in results if r.entry.module in modules)
        quantities = tuple(q for m in modules for q in defined_in(m))
        out.append(PartGroup(part, tuple(names), tuple(modules), mine, quantities))
    return out
