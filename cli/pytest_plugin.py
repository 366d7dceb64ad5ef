"""pytest plugin: every chalk claim as a test item.

Registered through the ``pytest11`` entry point and off by default; ``pytest --chalk``
or ``chalk = true`` under ``[tool.pytest.ini_options]`` switches it on. The claims are
those ``chalk verify`` would check from the rootdir (``[tool.chalk]`` claims, the
``chalk.claims`` entry points, else the lecture); ``--chalk-claims SOURCE`` picks others.
A failing item's text is the check table with its countermodel.
"""

from __future__ import annotations

import pytest


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
    def __init__(self, *, entry, project, **kwargs):
        super().__init__(**kwargs)
        self.entry, self.project = entry, project

    def runtest(self) -> None:
        from chalk.cli.commands.verify import table
        from chalk.constraints.verification import verify_entry

        with self.project.table.using():
            result = verify_entry(self.entry)
            if not result.met:
                raise ChalkClaimFailed(table([result.to_json()]))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ChalkClaimFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.entry.file or self.entry.module, max(self.entry.line - 1, 0), f"chalk claim {self.entry.id}"


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list) -> None:
    if not _enabled(config):
        return
    from chalk.derivations.registry import RegistrationError
    from chalk.derivations.sources import load_project

    try:
        project = load_project(config.getoption("chalk_claims") or (), cwd=config.rootpath)
    except RegistrationError as exc:
        raise pytest.UsageError(f"chalk: {exc}") from None
    for entry in project.book.select("*"):
        items.append(ClaimItem.from_parent(session, name=entry.id, entry=entry, project=project))
