"""Installed like a user installs it, chalk carries every file its code reads.

The code opens data next to its modules (``Path(__file__)``: the unit definitions, the
hardware, model and price catalogs; ``importlib.resources``: the explorer's static
files). Every file of the source folders must therefore be in the wheel, mapped into
``chalk``; the editable link tree must carry them too, or a module added since the last
``pip install -e .`` is invisible.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
#: the installed package each top-level folder of the repository becomes
FOLDERS = {folder: package for package, folder in PYPROJECT["tool"]["setuptools"]["package-dir"].items()}


def _installed_path(source: Path) -> str:
    """``derivations/catalog/models/x.json`` → ``chalk/derivations/catalog/models/x.json``."""
    folder, *rest = source.relative_to(ROOT).parts
    return "/".join([*FOLDERS[folder].split("."), *rest])


def _source_files() -> dict[str, Path]:
    """Every file of the package folders (installed path → source), caches left out."""
    files = {}
    for folder in FOLDERS:
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                files[_installed_path(path)] = path
    return files


def _opened_by_path() -> set[str]:
    """The data the code names next to a module: ``Path(__file__)...("name")`` and
    ``resources.files(package) / "name"`` (the installed paths, files or folders)."""
    found = set()
    for installed, path in _source_files().items():
        if path.suffix != ".py":
            continue
        text = path.read_text()
        here = installed.rsplit("/", 1)[0]
        if "Path(__file__)" in text:
            found |= {f"{here}/{name}" for name in re.findall(r'with_name\("([^"]+)"\)', text)}
            found |= {f"{here}/{name}" for name in re.findall(r'HERE / "([^"]+)"', text)}
        for package, name in re.findall(r'resources\.files\("([\w.]+)"\) / "([^"]+)"', text):
            found.add("/".join([*package.split("."), name]))
    return found


def test_the_data_the_code_opens_by_path_is_found_in_the_source():
    opened = _opened_by_path()
    expected = {
        "chalk/units/definitions.txt",
        "chalk/constraints/cvc5_hints.json",  # the lecture's solver hints (constraints/solver_hints.py)
        "chalk/exporters/site/vanishing_tables.json",  # the lecture's formulas.js tables (vanishing_store.py)
        "chalk/derivations/catalog/hardware.json",
        "chalk/derivations/catalog/models",
        "chalk/derivations/catalog/prices.json",
        "chalk/derivations/catalog/measurements.json",
        "chalk/derivations/catalog/efficiencies.json",
        "chalk/exporters/site/static",
        "chalk/vocabulary.pyi",  # the stub chalk._vocabulary_stub regenerates and the type check reads
    }
    assert opened == expected
    files = _source_files()
    for name in opened:
        assert name in files or any(f.startswith(name + "/") for f in files), name


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel built from a copy of the source (the repository's build/ stays untouched),
    or the one ``CHALK_WHEEL`` names: .ci/run builds the wheel once, from this checkout,
    for these tests and for its install-like-a-user step."""
    given = os.environ.get("CHALK_WHEEL")
    if given:
        assert Path(given).is_file() and Path(given).name.startswith("chalk-"), f"CHALK_WHEEL={given} is no wheel"
        return Path(given)
    tree = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    for folder in FOLDERS:
        shutil.copytree(ROOT / folder, tree / folder, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(out), str(tree)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    (built,) = out.glob("chalk-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_carries_every_file_of_the_source_folders_and_nothing_outside_chalk(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert set(_source_files()) - names == set()
    for opened in _opened_by_path():
        assert opened in names or any(n.startswith(opened + "/") for n in names), opened
    assert "chalk/py.typed" in names
    assert {n.split("/", 1)[0] for n in names} == {"chalk", wheel.name.split("-py3")[0] + ".dist-info"}


@pytest.mark.slow
def test_chalk_installed_from_the_wheel_evaluates_with_the_model_catalog(wheel, tmp_path):
    target = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    argv = ["eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72", "--json"]
    script = (
        "import sys, chalk\n"
        f"assert chalk.__file__.startswith({str(target)!r}), chalk.__file__\n"
        "from chalk.cli import main\n"
        f"sys.exit(main({argv!r}))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(target), "CHALK_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert '"value"' in done.stdout


def test_the_installed_chalk_carries_every_source_file():
    """An editable install is a link tree: a file added since ``pip install -e .`` is missing
    from it until the install runs again."""
    (installed,) = importlib.util.find_spec("chalk").submodule_search_locations
    base = Path(installed)
    missing = [name for name in _source_files() if not (base / name.removeprefix("chalk/")).exists()]
    assert missing == [], f"run `pip install -e .` again: the installed chalk lacks {missing}"
