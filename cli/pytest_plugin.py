"""pytest plugin: every chalk claim as a test item.

Registered through the ``pytest11`` entry point and off by default; ``pytest --chalk``
or ``chalk = true`` under ``[tool.pytest.ini_options]`` switches it on. The claims are
those ``chalk verify`` would check from the rootdir (``[tool.chalk]`` claims, the
``chalk.claims`` entry points, else the lecture); ``--chalk-claims SOURCE`` picks others.
A failing item's text is the check table with its countermodel.

Each claim is an item of its source file, so its test id is ``FILE::CLAIM_ID``
(``claims.py::claims.step_takes_at_least_the_weight_read``): the id pytest prints can be
given back to rerun that one claim (``pytest --chalk 'claims.py::claims.…'``), and
``pytest --chalk claims.py`` runs one file's claims.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

_PROJECT = pytest.StashKey[Any]()
_COLLECTED = pytest.StashKey[set[Path]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("chalk")
    group.addoption("--chalk", action="store_true", help="collect every chalk claim as a test")
    group.addoption("--chalk-claims", action="append", metavar="SOURCE", help="a chalk claims source (repeatable)")
    parser.addini("chalk", type="bool", default=False, help="collect every chalk claim as a test")


def _enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("chalk") or config.getini("chalk"))


class ChalkClaimFailed(Exception):
    """A claim missed its expectation; the message is its check table."""


class ClaimItem(pytest.Item):
    def __init__(self, *, entry: Any, project: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.entry, self.project = entry, project

    def runtest(self) -> None:
        from chalk.cli.commands.verify import table
        from chalk.constraints.verification import verify_entry

        with self.project.table.using():
            result = verify_entry(self.entry)
            if not result.met:
                raise ChalkClaimFailed(table([result.to_json()]))

    def repr_failure(self, excinfo: Any, style: Any = None) -> Any:
        if isinstance(excinfo.value, ChalkClaimFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self) -> tuple[Any, int, str]:
        return self.entry.file or self.entry.module, max(self.entry.line - 1, 0), f"chalk claim {self.entry.id}"


class ClaimFile(pytest.File):
    """A claims source file: its claims, in file order, are its items."""

    def __init__(self, *, project: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.project = project

    def collect(self) -> Iterator[ClaimItem]:
        for entry in _entries_of(self.project, self.path):
            yield ClaimItem.from_parent(self, name=entry.id, entry=entry, project=self.project)


def _project(config: pytest.Config) -> Any:
    """The claims ``chalk verify`` would check from the rootdir, loaded once a session."""
    if _PROJECT not in config.stash:
        from chalk.derivations.registry import RegistrationError
        from chalk.derivations.sources import load_project

        try:
            config.stash[_PROJECT] = load_project(config.getoption("chalk_claims") or (), cwd=config.rootpath)
        except RegistrationError as exc:
            raise pytest.UsageError(f"chalk: {exc}") from None
    return config.stash[_PROJECT]


def _file_of(entry: Any) -> Path | None:
    return Path(entry.file).resolve() if entry.file else None


def _entries_of(project: Any, path: Path) -> list[Any]:
    where = path.resolve()
    return sorted((e for e in project.book.select("*") if _file_of(e) == where), key=lambda e: e.line)


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path: Path, parent: Any) -> pytest.Collector | None:
    """A claims file named on the command line (``claims.py::claims.x``) is collected as its
    claims, not imported as a test module."""
    if not _enabled(parent.config) or not _entries_of(_project(parent.config), module_path):
        return None
    parent.config.stash.setdefault(_COLLECTED, set()).add(module_path.resolve())
    return ClaimFile.from_parent(parent, path=module_path, project=_project(parent.config))


def _narrowed(config: pytest.Config, project: Any) -> bool:
    """The command line names claims (``FILE::ID`` or a claims file): run those only."""
    files = {_file_of(e) for e in project.book.select("*")}
    for arg in config.args:
        path = Path(arg.split("::", 1)[0])
        if "::" in arg or (path.suffix == ".py" and (config.invocation_params.dir / path).resolve() in files):
            return True
    return False


@pytest.hookimpl(tryfirst=True)  # before -k and -m deselect
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[Any]) -> None:
    if not _enabled(config):
        return
    project = _project(config)
    if _narrowed(config, project):
        return
    collected = config.stash.get(_COLLECTED, set())
    left: dict[Path | None, list[Any]] = {}
    for entry in sorted(project.book.select("*"), key=lambda e: (str(_file_of(e)), e.line)):
        if _file_of(entry) not in collected:
            left.setdefault(_file_of(entry), []).append(entry)
    for path, entries in left.items():
        if path is None:  # no file to name: an item of the session
            items.extend(ClaimItem.from_parent(session, name=e.id, entry=e, project=project) for e in entries)
        else:
            items.extend(ClaimFile.from_parent(session, path=path, project=project).collect())
