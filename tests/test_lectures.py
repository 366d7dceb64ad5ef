"""The lecture book: chapters declare their part once, sections are listed in lecture order."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from chalk.derivations.registry import LECTURES, REGISTRY
from chalk.exporters.inventory import chapter_modules, chapters


@pytest.mark.parametrize("chapter", chapters())
def test_a_chapter_lists_every_section_module_once(chapter):
    module = importlib.import_module(chapter)
    if not hasattr(module, "__path__"):
        assert chapter_modules(chapter) == [chapter]
        return
    present = {f"{chapter}.{m.name}" for m in pkgutil.iter_modules(module.__path__)}
    listed = chapter_modules(chapter)
    assert sorted(listed) == sorted(present)
    assert len(set(listed)) == len(listed)


def test_a_claim_id_names_its_chapter_not_its_section_module():
    REGISTRY.load()
    for entry in REGISTRY.select():
        chapter = entry.chapter.removeprefix(f"{LECTURES}.")
        assert entry.id == f"{chapter}.{entry.build.__name__}"
        assert entry.part is importlib.import_module(entry.chapter).PART


def test_section_modules_declare_no_part_of_their_own():
    for chapter in chapters():
        for name in chapter_modules(chapter):
            if name != chapter:
                assert not hasattr(importlib.import_module(name), "PART"), name
