"""MkDocs hook: serve a few files that live outside ``docs/`` under their docs paths.

The explorer's screenshots (and the figure of `chalk validate`) are written by ``chalk explore --screenshots`` into
``output/site/screenshots/`` and committed there; the pages show them from
``screenshots/``. Adding them here, rather than copying them into ``docs/``, keeps one
copy of each picture, and a missing one fails the strict build like a broken link.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
#: docs path -> repository path
FILES = {
    "screenshots/calculator.png": "output/site/screenshots/calculator.png",
    "screenshots/roofline.png": "output/site/screenshots/roofline.png",
    "figures/measured_efficiency.png": "output/figures/measured_efficiency.png",
}


def on_files(files: Files, config: Any) -> Files:
    """Add each repository file at its docs path."""
    for docs_path, repository_path in FILES.items():
        source = ROOT / repository_path
        if not source.is_file():
            raise FileNotFoundError(f"{repository_path} is missing: the docs show it as {docs_path}")
        files.append(File.generated(config, docs_path, abs_src_path=str(source)))
    return files
