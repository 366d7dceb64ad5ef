"""The reference pages list what the code has: every command and option, every public name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import chalk
from chalk.cli import COMMANDS, SOURCED, _command_parser

ROOT = Path(__file__).resolve().parents[1]
CLI = (ROOT / "docs" / "reference" / "cli.md").read_text()


def _section(name: str) -> str:
    """The text of ``## chalk NAME`` up to the next section."""
    parts = re.split(r"^## ", CLI, flags=re.M)
    return next(p for p in parts if p.startswith(f"chalk {name}\n"))


def _claim_sources() -> str:
    """The section on the options every command that reads claims takes."""
    return CLI.split("## Claim sources")[1].split("\n## ")[0]


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_cli_reference_lists_every_option_of_a_command(name):
    parser, _ = _command_parser(name)
    section = _section(name)
    if name in SOURCED:
        section += _claim_sources()
    options = {s for action in parser._actions for s in action.option_strings if s not in ("-h", "--help")}
    assert sorted(o for o in options if f"`{o}" not in section and f"{o} " not in section) == []


def test_the_cli_reference_says_which_commands_read_claims():
    readers = _claim_sources().split("take two more options")[0]
    assert sorted(n for n in COMMANDS if f"`{n}`" in readers) == sorted(SOURCED)


def test_the_api_reference_names_every_public_name():
    api = (ROOT / "docs" / "reference" / "api.md").read_text()
    assert sorted(n for n in chalk.__all__ if f"`{n}" not in api and f"{n}`" not in api) == []


def test_the_docs_package_tree_holds_every_installed_package(tmp_path):
    """mkdocstrings reads the API from the tree docs/hooks/package_tree.py builds: every
    package the wheel installs is there, at its dotted name's path."""
    import importlib.util
    import tomllib

    spec = importlib.util.spec_from_file_location("package_tree", ROOT / "docs" / "hooks" / "package_tree.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    hook.build_tree(hook.package_dirs(ROOT / "pyproject.toml"), tmp_path)
    packages = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    assert packages and [p for p in packages if not tmp_path.joinpath(*p.split("."), "__init__.py").is_file()] == []
    assert (tmp_path / "chalk" / "derivations" / "registry.py").is_file()


def test_the_catalog_reference_names_every_chip_model_and_price_list():
    import json

    from chalk.catalog import hardware_ids, model_ids

    page = (ROOT / "docs" / "reference" / "catalogs.md").read_text()
    prices = json.loads((ROOT / "derivations" / "catalog" / "prices.json").read_text())["models"]
    ids = [*hardware_ids(), *model_ids(), *(p["id"] for p in prices)]
    assert len(ids) > 30
    assert [i for i in ids if not re.search(rf"(?<![\w.-]){re.escape(i)}(?![\w-])", page)] == []
