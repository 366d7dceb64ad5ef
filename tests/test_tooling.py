"""Tools see the code: each lazy ``__init__`` names, for type checkers, the same objects its
lazy table loads; mypy reports a user's misuse of the public API; coverage lists every module."""

from __future__ import annotations

import ast
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
#: each package whose public names load lazily (units.lazy.lazy_package), by its folder
LAZY_INITS = {
    "chalk": ROOT / "api" / "__init__.py",
    "chalk.units": ROOT / "units" / "__init__.py",
    "chalk.derivations": ROOT / "derivations" / "__init__.py",
    "chalk.constraints": ROOT / "constraints" / "__init__.py",
}


def _type_checking_imports(path: Path) -> dict[str, tuple[str, str]]:
    """``{name: (module, attribute)}`` of the ``if TYPE_CHECKING:`` block of ``path``."""
    found: dict[str, tuple[str, str]] = {}
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for stmt in node.body:
                assert isinstance(stmt, ast.ImportFrom) and stmt.module, ast.unparse(stmt)
                for alias in stmt.names:
                    assert alias.asname == alias.name, f"{ast.unparse(stmt)}: re-export as the same name"
                    found[alias.name] = (stmt.module, alias.name)
    return found


STAGE_FOLDERS = ("api", "units", "derivations", "constraints", "papers", "exporters", "cli")


def test_every_lazy_package_is_listed_here():
    inits = [p for folder in STAGE_FOLDERS for p in (ROOT / folder).rglob("__init__.py")]
    uses = {p for p in inits if "lazy_package(" in p.read_text()}
    assert uses == set(LAZY_INITS.values())


@pytest.mark.parametrize("package", sorted(LAZY_INITS))
def test_the_type_checking_block_names_the_objects_the_lazy_table_loads(package):
    declared = _type_checking_imports(LAZY_INITS[package])
    module = importlib.import_module(package)
    assert set(declared) == set(module.__all__)
    for name, (source, attribute) in declared.items():
        assert getattr(module, name) is getattr(importlib.import_module(source), attribute), name


def _mypy(tmp_path: Path, code: str) -> subprocess.CompletedProcess:
    """mypy, as a user runs it on their own file (no chalk configuration in reach)."""
    (tmp_path / "user.py").write_text(code)
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / ".mypy_cache"), "user.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )


#: three planted errors (lines 6-8) among correct uses of the public API (no false alarm)
USER_FILE = """
import chalk
import chalk.derivations.registry
from chalk.catalog import hardware, model

claimed = chalk.Clam
chalk.define(1, 2, "s", "a meaning")
hardware(8)
reveal_type(chalk.Claim)
reveal_type(chalk.derivations.registry.claim)
values = {**hardware("h100-sxm"), **model("llama-3-70b", bytes_per_element=2)}
report: dict[str, object] = chalk.verify("batching.*", strict=True)
settings = chalk.RunSettings()
"""


def test_mypy_resolves_the_stage_modules_and_reports_planted_type_errors(tmp_path):
    done = _mypy(tmp_path, USER_FILE)
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    assert 'user.py:6: error: Module has no attribute "Clam"' in out
    assert 'user.py:7: error: Argument 1 to "define" has incompatible type "int"; expected "str"' in out
    assert 'user.py:8: error: Argument 1 to "hardware" has incompatible type "int"; expected "str"' in out
    assert "Cannot find implementation" not in out and "missing library stubs" not in out
    assert 'user.py:9: note: Revealed type is "def (statement: ' in out
    assert "-> chalk.derivations.model.Claim" in out
    assert 'user.py:10: note: Revealed type is "def (*, source: str, title: str =)' in out
    assert out.rstrip().endswith("Found 3 errors in 1 file (checked 1 source file)")


def test_coverage_reports_every_module_of_every_stage_even_one_no_test_imports(tmp_path):
    env = {**os.environ, "COVERAGE_FILE": str(tmp_path / ".coverage")}
    run = [sys.executable, "-m", "coverage"]
    done = subprocess.run([*run, "run", "-m", "chalk", "--help"], cwd=ROOT, env=env, capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([*run, "combine"], cwd=ROOT, env=env, capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = tmp_path / "coverage.json"
    done = subprocess.run([*run, "json", "-o", str(report)], cwd=ROOT, env=env, capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr
    reported = {str(Path(f).resolve().relative_to(ROOT)) for f in json.loads(report.read_text())["files"]}
    modules = {str(p.relative_to(ROOT)) for folder in STAGE_FOLDERS for p in (ROOT / folder).rglob("*.py")}
    assert modules - reported == set()
    assert "derivations/lectures/batching/drain.py" in reported  # never imported by `chalk --help`
