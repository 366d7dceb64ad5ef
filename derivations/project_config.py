"""A user's project settings, read without sympy: the ``[tool.chalk]`` table of the nearest
pyproject.toml and the installed ``chalk.claims`` entry points. The command line asks them
first, so a command on the lecture book alone loads nothing it does not need."""

from __future__ import annotations

import importlib.metadata
import os
import sys
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


#: within one process: the group's entry points, by the state of every folder on sys.path
#: (installing a package adds its metadata folder, which changes the folder's mtime);
#: scanning every installed distribution cost 7 ms a call of ``chalk.evaluate``
_FOUND: dict[tuple, tuple[importlib.metadata.EntryPoint, ...]] = {}


def _path_state() -> tuple:
    state: list[tuple[object, ...]] = []
    for entry in sys.path:
        try:
            st = os.stat(entry or ".")
        except OSError:
            state.append((entry, None))
            continue
        state.append((entry, os.path.abspath(entry or "."), st.st_ino, st.st_mtime_ns))
    return tuple(state)


def _entry_points() -> tuple[importlib.metadata.EntryPoint, ...]:
    state = _path_state()
    if state not in _FOUND:
        _FOUND.clear()
        _FOUND[state] = tuple(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))
    return _FOUND[state]


def entry_point_sources() -> list[str]:
    """Module names that installed packages (not chalk itself) register under ``chalk.claims``."""
    return sorted({_module(ep) for ep in _entry_points() if not _shipped(ep)})


def shipped_books() -> dict[str, str]:
    """The books chalk ships, by entry-point name: name -> module (in name order)."""
    return dict(sorted((ep.name, _module(ep)) for ep in _entry_points() if _shipped(ep)))


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


def _files_of(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)


def _module_files(name: str) -> list[Path] | None:
    import importlib.util

    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        return [f for root in spec.submodule_search_locations for f in _files_of(Path(root))]
    return [Path(spec.origin)] if spec.origin and Path(spec.origin).is_file() else None


def source_files(claims=(), books=(), cwd: Path | None = None) -> list[Path] | None:
    """Every file a user's project reads its claims from (given, configured or installed),
    found without importing them, so a cache keyed by their contents can be read without
    sympy; None when one cannot be found (the caller then loads the project)."""
    cwd = (cwd or Path.cwd()).resolve()
    specs = [(c, cwd) for c in claims]
    if not specs:
        config = find_config(cwd)
        if config is not None:
            specs = [(c, config.root) for c in config.claims]
        specs += [(name, cwd) for name in entry_point_sources()]
    out: list[Path] = []
    for spec, base in specs:
        path = (base / spec).resolve()
        if spec.endswith(".py") or "/" in spec or "\\" in spec or path.exists():
            if not path.exists():
                return None
            out += _files_of(path)
            continue
        if str(base) not in sys.path:
            # as loading the source does: a module next to the project, found after every
            # installed package, so a planted sympy.py there never shadows chalk's own imports
            sys.path.append(str(base))
        found = _module_files(spec)
        if found is None:
            return None
        out += found
    shipped = shipped_books()
    for book in books:  # a book chalk ships is among chalk's own sources already
        if book not in shipped:
            return None
    return out
