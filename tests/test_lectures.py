"""The lecture book: chapters declare their part once, sections are listed in lecture order."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from chalk.derivations.registry import REGISTRY

LECTURES = "chalk.derivations.lectures"  # the book chalk ships (tests may name it)


def _chapters() -> list[str]:
    pkg = importlib.import_module(LECTURES)
    return [f"{LECTURES}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]


@pytest.mark.parametrize("chapter", _chapters())
def test_a_chapter_package_lists_every_section_module_once(chapter):
    module = importlib.import_module(chapter)
    if not hasattr(module, "__path__") or not hasattr(module, "SECTIONS"):
        pytest.skip(f"{chapter} keeps its sections in name order (no SECTIONS)")
    present = sorted(m.name for m in pkgutil.iter_modules(module.__path__))
    assert sorted(module.SECTIONS) == present
    assert len(set(module.SECTIONS)) == len(module.SECTIONS)


def test_sections_are_exported_in_the_order_their_chapter_lists_them():
    book = REGISTRY.load()
    batching = importlib.import_module(f"{LECTURES}.batching")
    part_modules = book.modules_of(batching.PART)
    sections = [m.rsplit(".", 1)[-1] for m in part_modules if m.startswith(f"{LECTURES}.batching.")]
    assert sections == [s for s in batching.SECTIONS if f"{LECTURES}.batching.{s}" in part_modules]
    assert sections[0] == "symbols"


def test_a_claim_id_names_its_chapter_not_its_section_module():
    for entry in REGISTRY.load().select():
        chapter = entry.module.removeprefix(f"{LECTURES}.").split(".", 1)[0]
        assert entry.id == f"{chapter}.{entry.build.__name__}"
        assert entry.part is importlib.import_module(f"{LECTURES}.{chapter}").PART


def test_section_modules_declare_no_part_of_their_own():
    for chapter in _chapters():
        module = importlib.import_module(chapter)
        for info in pkgutil.iter_modules(getattr(module, "__path__", [])):
            assert not hasattr(importlib.import_module(f"{chapter}.{info.name}"), "PART"), info.name
