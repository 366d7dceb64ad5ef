"""A user's project settings, read without sympy: the ``[tool.chalk]`` table of the nearest
pyproject.toml and the installed ``chalk.claims`` entry points. The command line asks them
first, so a command on the lecture book alone loads nothing it does not need."""

from __future__ import annotations

import importlib.metadata
import tomllib
from dataclasses import dataclass
from pathlib import Path

ENTRY_POINT_GROUP = "chalk.claims"
#: the distribution whose ``chalk.claims`` entry points are the books chalk ships: a book of
#: its own is registered exactly as a user's package registers theirs, and is what a command
#: reads when no user source is given (``--book NAME`` adds it to a user's project)
SHIPPED_BY = "chalk"


class ConfigError(ValueError):
    """A ``[tool.chalk]`` table that cannot be read; the message is one line."""


@dataclass(frozen=True)
class Config:
    """The ``[tool.chalk]`` table of a user's pyproject.toml."""

    path: Path
    claims: tuple[str, ...] = ()
    output: str = ""

    @property
    def root(self) -> Path:
        return self.path.parent


def find_config(start: Path) -> Config | None:
    """The ``[tool.chalk]`` table of the nearest pyproject.toml from ``start`` upwards
    (None when the nearest has no such table)."""
    for folder in (start, *start.parents):
        path = folder / "pyproject.toml"
        if path.is_file():
            try:
                data = tomllib.loads(path.read_text(encoding="utf-8"))
            except (OSError, tomllib.TOMLDecodeError) as exc:
                raise ConfigError(f"{path}: cannot read it: {exc}") from None
            table = data.get("tool", {}).get("chalk")
            if table is None:
                return None
            claims = table.get("claims", [])
            if not isinstance(claims, list) or not all(isinstance(c, str) for c in claims):
                raise ConfigError(f"{path}: [tool.chalk] claims must be a list of paths or module names")
            output = table.get("output", "")
            if not isinstance(output, str):
                raise ConfigError(f"{path}: [tool.chalk] output must be a folder name")
            return Config(path, tuple(claims), output)
    return None


def _module(ep: importlib.metadata.EntryPoint) -> str:
    return ep.value.split(":", 1)[0].strip()


def _shipped(ep: importlib.metadata.EntryPoint) -> bool:
    dist = ep.dist
    return dist is not None and dist.name == SHIPPED_BY


def entry_point_sources() -> list[str]:
    """Module names that installed packages (not chalk itself) register under ``chalk.claims``."""
    found = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    return sorted({_module(ep) for ep in found if not _shipped(ep)})


def shipped_books() -> dict[str, str]:
    """The books chalk ships, by entry-point name: name -> module (in name order)."""
    found = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    return dict(sorted((ep.name, _module(ep)) for ep in found if _shipped(ep)))


def default_book() -> str:
    """The module of the book a command reads when no user source is given: the first book
    chalk ships (an error when the installation registers none)."""
    books = shipped_books()
    if not books:
        raise ConfigError(
            f"no {ENTRY_POINT_GROUP} entry point of the {SHIPPED_BY} distribution: reinstall chalk (pip install -e .)"
        )
    return next(iter(books.values()))


def has_user_sources(claims=(), books=(), cwd: Path | None = None) -> bool:
    """Whether a command works on a user's claims (given, configured or installed), not the lecture alone."""
    if claims or books:
        return True
    config = find_config((cwd or Path.cwd()).resolve())
    return bool(config is not None and config.claims) or bool(entry_point_sources())
