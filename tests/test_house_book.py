"""House rule: chalk's own book is written through the public API, and nothing in the
engine, the exporters or the command line knows it by name (issue 26). The book comes in
through its ``chalk.claims`` entry point and describes itself with ``BOOK = chalk.Book``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "derivations" / "lectures"
BOOK_PACKAGE = "chalk.derivations.lectures"
#: what a book may import from chalk: the facade and its two public submodules
PUBLIC = ("chalk", "chalk.catalog", "chalk.vocabulary")
#: the stages that must not name the book (derivations/ outside the book's own folder)
ENGINE = ("api", "units", "derivations", "constraints", "exporters", "papers", "evaluation", "planning", "cli")
#: the package's name in an import or in text (the folder name alone is enough to special-case it)
NAMED = re.compile(r"\blectures\b|LECTURES")


def chalk_imports(source: str) -> list[tuple[int, str]]:
    """Every ``chalk...`` module a source imports, with its line (absolute imports only:
    a relative import stays inside the book)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] == "chalk"]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == "chalk":
            found.append((node.lineno, str(node.module)))
    return found


def non_public_imports(source: str) -> list[str]:
    return [
        f"line {line}: {module}"
        for line, module in chalk_imports(source)
        if module not in PUBLIC and not (module == BOOK_PACKAGE or module.startswith(BOOK_PACKAGE + "."))
    ]


def engine_mentions(source: str) -> list[str]:
    return [f"line {n}: {text.strip()}" for n, text in enumerate(source.splitlines(), 1) if NAMED.search(text)]


def book_files() -> list[Path]:
    return sorted(BOOK.rglob("*.py"))


def engine_files() -> list[Path]:
    out = []
    for stage in ENGINE:
        out += [p for p in sorted((ROOT / stage).rglob("*.py")) if not p.is_relative_to(BOOK)]
    return out


def test_the_house_test_sees_the_whole_book_and_engine():
    assert len(book_files()) >= 40
    assert len(engine_files()) >= 100


@pytest.mark.parametrize("path", book_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_book_module_imports_only_the_public_api_and_its_own_chapters(path):
    assert non_public_imports(path.read_text(encoding="utf-8")) == []


def test_engine_exporters_and_cli_never_name_the_book_package():
    found = {str(p.relative_to(ROOT)): engine_mentions(p.read_text(encoding="utf-8")) for p in engine_files()}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_rule_catches_a_private_import_and_a_mention():
    """The checks can fail: an internal import and the package's name are both caught."""
    assert non_public_imports("from chalk.derivations.quantities import unfold\n") == [
        "line 1: chalk.derivations.quantities"
    ]
    assert non_public_imports("import chalk.constraints.prover\n") == ["line 1: chalk.constraints.prover"]
    assert non_public_imports("from chalk import claim\nfrom chalk.catalog import hardware\n") == []
    assert non_public_imports(f"from {BOOK_PACKAGE}.batching.symbols import t_step\n") == []
    assert engine_mentions('BOOK = "chalk.derivations.lectures"\n') == ['line 1: BOOK = "chalk.derivations.lectures"']
    assert engine_mentions("x = 1  # the lecture's value\n") == []


def test_the_book_comes_in_through_its_chalk_claims_entry_point():
    """The default book is the entry point chalk's own distribution registers, read the
    way a user's package is read; its ``BOOK`` metadata is what the exporters word it by."""
    import importlib

    from chalk import Book
    from chalk.derivations.project_config import default_book, entry_point_sources, shipped_books
    from chalk.derivations.registry import REGISTRY

    assert shipped_books() == {"lecture": BOOK_PACKAGE}
    assert default_book() == BOOK_PACKAGE
    assert BOOK_PACKAGE not in entry_point_sources()  # never counted as a user's source
    about = importlib.import_module(BOOK_PACKAGE).BOOK
    assert isinstance(about, Book)
    assert REGISTRY.load().about == about
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '[project.entry-points."chalk.claims"]' in pyproject
    assert f'lecture = "{BOOK_PACKAGE}"' in pyproject


def test_the_contributing_guides_example_section_follows_the_rule():
    """The section CONTRIBUTING.md tells a contributor to add imports only what a book may."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    block = text.split("```python\n", 1)[1].split("```", 1)[0]
    assert "@claim" in block and chalk_imports(block)
    assert non_public_imports(block) == []


USER_CLAIM = '''"""My notes."""

from sympy import Le

from chalk import Claim, claim
from chalk.vocabulary import chips


@claim(source="my notes, p. 1")
def chips_at_most_twice_chips():
    """S is at most 2S."""
    return Claim(Le(chips, 2 * chips))
'''


def test_a_users_package_words_its_book_from_its_own_BOOK_and_a_mixed_book_speaks_of_the_source(tmp_path, monkeypatch):
    import sys

    from chalk import Book
    from chalk.derivations.sources import load_project

    monkeypatch.setattr(sys, "path", list(sys.path))
    package = tmp_path / "mynotes"
    package.mkdir()
    (package / "__init__.py").write_text('from chalk import Book\n\nBOOK = Book(title="My notes", origin="my notes")\n')
    (package / "first.py").write_text(USER_CLAIM)
    own = load_project([str(package)], cwd=tmp_path).book
    assert own.about == Book(title="My notes", origin="my notes")
    assert [e.id for e in own.entries()] == ["mynotes.chips_at_most_twice_chips"]
    (tmp_path / "loose.py").write_text(USER_CLAIM)
    assert load_project(["loose.py"], cwd=tmp_path).book.about == Book()
    mixed = load_project(["loose.py"], ("lecture",), cwd=tmp_path).book
    assert len(mixed.entries()) > 100 and mixed.about == Book()  # never "the lecture" for the user's claims


def test_a_package_installed_while_the_process_runs_is_seen_by_the_next_lookup(tmp_path, monkeypatch):
    """Entry points are remembered by the state of the folders on sys.path: a distribution
    added to one of them is found at once."""
    import sys

    from chalk.derivations.project_config import entry_point_sources

    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    before = entry_point_sources()
    assert "late_pkg.claims" not in before and entry_point_sources() == before
    info = tmp_path / "late_pkg-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: late-pkg\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[chalk.claims]\nlate = late_pkg.claims\n")
    assert "late_pkg.claims" in entry_point_sources()
