"""MkDocs hook: lay out the installed ``chalk`` package as a folder tree for mkdocstrings.

The repository keeps one folder per stage (``units/``, ``derivations/``, ...) and
``pyproject.toml`` maps them into ``chalk`` with setuptools' ``package-dir``. mkdocstrings
reads source statically (griffe), and griffe looks for ``chalk/derivations/registry.py``,
a path that exists only once the package is installed. This hook builds that path out of
symbolic links under ``build/docs-packages/`` before the pages are rendered, reading the
mapping from ``pyproject.toml``, so moving a folder (the facade to ``api/``, say) needs
no change here. Nothing is imported: documenting a module never runs it.
"""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: where the tree is built; mkdocs.yml gives the same path to the python handler's ``paths``
TREE = ROOT / "build" / "docs-packages"


def package_dirs(pyproject: Path) -> dict[str, Path]:
    """Each mapped package name and the repository folder that holds it."""
    setuptools = tomllib.loads(pyproject.read_text())["tool"]["setuptools"]
    return {name: ROOT / folder for name, folder in setuptools["package-dir"].items()}


def build_tree(mapping: dict[str, Path], tree: Path) -> None:
    """Link each package's folder at its dotted name's path; a package with mapped
    subpackages (``chalk`` itself) becomes a real folder whose entries are linked one by one,
    so its subpackages can sit beside them."""
    if tree.exists():
        shutil.rmtree(tree)
    for name in sorted(mapping, key=lambda n: n.count(".")):
        target = tree.joinpath(*name.split("."))
        nested = any(other.startswith(name + ".") for other in mapping)
        if not nested:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(mapping[name], target_is_directory=True)
            continue
        target.mkdir(parents=True, exist_ok=True)
        for entry in mapping[name].iterdir():
            if entry.name != "__pycache__":
                (target / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())


def on_startup(*, command: str, dirty: bool) -> None:
    """Build the tree before any plugin is configured: mkdocstrings keeps only the search
    paths that exist when it starts."""
    build_tree(package_dirs(ROOT / "pyproject.toml"), TREE)
