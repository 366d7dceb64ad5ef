"""The examples in docstrings run and pass, imported under their installed chalk names."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
STAGES = ("units", "derivations", "constraints", "exporters", "cli")


def _modules_with_doctests() -> list[str]:
    found = []
    for stage in STAGES:
        for path in sorted((ROOT / stage).rglob("*.py")):
            if ">>> " in path.read_text():
                parts = path.relative_to(ROOT).with_suffix("").parts
                found.append(".".join(["chalk", *parts]).removesuffix(".__init__"))
    return found


MODULES = _modules_with_doctests()


def test_there_are_doctests_to_run():
    assert {"chalk.units.inference", "chalk.units.registry", "chalk.constraints.prover"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_pass(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
