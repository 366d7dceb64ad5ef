"""The house rules of the layout: one import name, imports that run one way."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
#: each stage folder and the chalk stages it may import (its own included)
ALLOWED = {
    "units": {"units"},
    "derivations": {"units", "derivations"},
    "constraints": {"units", "derivations", "constraints"},
    "papers": {"units", "derivations", "constraints", "papers"},
    "exporters": {"units", "derivations", "constraints", "papers", "exporters"},
    "evaluation": {"units", "derivations", "constraints", "papers", "exporters", "evaluation"},
    "planning": {"units", "derivations", "constraints", "papers", "exporters", "evaluation", "planning"},
    "cli": {"units", "derivations", "constraints", "papers", "exporters", "evaluation", "planning", "cli"},
}


def _chalk_imports(path: Path) -> set[str]:
    """The chalk stages a module imports, anywhere in it (lazy imports in functions too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "chalk" and len(parts) > 1:
                found.add(parts[1])
            elif parts[0] in ALLOWED:
                found.add(f"top-level {parts[0]}")
    return found


#: chalk's own book: a client of the public API, held to tests/test_house_book.py's rule
#: (only chalk, chalk.catalog, chalk.vocabulary and its own chapters), not to a stage's
BOOK = ROOT / "derivations" / "lectures"


@pytest.mark.parametrize("stage", sorted(ALLOWED))
def test_a_stage_imports_only_the_stages_below_it(stage):
    wrong = {
        str(p.relative_to(ROOT)): sorted(_chalk_imports(p) - ALLOWED[stage])
        for p in sorted((ROOT / stage).rglob("*.py"))
        if not p.is_relative_to(BOOK)
    }
    assert {p: w for p, w in wrong.items() if w} == {}


def test_the_model_never_imports_z3():
    modules = sorted(p.relative_to(ROOT) for p in (ROOT / "derivations").rglob("*.py"))
    assert modules
    offenders = [str(p) for p in modules if "z3" in {n.split(".")[0] for n in _module_names(ROOT / p)}]
    assert offenders == []


def _module_names(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return names


def _run(code: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd)


def test_import_chalk_gives_public_names_without_loading_z3(tmp_path):
    done = _run("import sys, chalk; chalk.Claim, chalk.define; print('z3' in sys.modules)", tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize("name", ["api", "units", "constraints", "derivations", "papers", "exporters", "cli"])
def test_only_chalk_is_importable_outside_the_repository(tmp_path, name):
    done = _run(f"import {name}", tmp_path)
    assert done.returncode != 0
    assert "ModuleNotFoundError" in done.stderr


def _installed_packages() -> set[str]:
    import tomllib

    return set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])


def test_every_package_folder_is_installed():
    folders = {"api": "chalk", **{stage: f"chalk.{stage}" for stage in ALLOWED}}
    found = {
        ".".join([folders[init.parent.relative_to(ROOT).parts[0]], *init.parent.relative_to(ROOT).parts[1:]])
        for stage in folders
        for init in (ROOT / stage).rglob("__init__.py")
    }
    assert found - _installed_packages() == set()


def test_no_hand_written_module_exceeds_600_lines():
    modules = [p for stage in ("api", *ALLOWED) for p in (ROOT / stage).rglob("*.py")]
    assert modules
    long = {str(p.relative_to(ROOT)): n for p in modules if (n := len(p.read_text().splitlines())) > 600}
    assert long == {}


def _imports_argparse(path: Path) -> bool:
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name == "argparse" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "argparse":
            return True
    return False


def test_only_the_cli_parses_command_lines():
    """No argparse below the CLI: the core takes typed values, and the companion programs
    (the benchmark, the fuzz campaign) get their parsers from ``cli/programs.py``."""
    outside = [
        str(p.relative_to(ROOT))
        for p in sorted(ROOT.rglob("*.py"))
        if not p.is_relative_to(ROOT / "cli")
        and not any(part.startswith(".") or part in ("build", "output") for part in p.relative_to(ROOT).parts)
        and _imports_argparse(p)
    ]
    assert outside == []
    assert _imports_argparse(ROOT / "cli" / "programs.py")  # the check reads imports as they are written


def test_every_cli_module_is_an_adapter_of_at_most_250_lines():
    long = {
        str(p.relative_to(ROOT)): n
        for p in sorted((ROOT / "cli").rglob("*.py"))
        if (n := len(p.read_text().splitlines())) > 250
    }
    assert long == {}
