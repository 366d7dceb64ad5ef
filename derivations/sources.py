"""Where claims come from: the book chalk ships, and a user's own files, modules and packages.

A source is ``--claims PATH`` (a ``.py`` file or a package directory), ``--claims MODULE``
(an importable name), the ``claims`` list of a ``[tool.chalk]`` table in the nearest
``pyproject.toml`` (from the working directory upwards), or an installed package's
``chalk.claims`` entry point. A user's sources load into a fresh ``Registry`` and a
``SymbolTable`` laid over the default book's (so the user's ``define``s sit beside
chalk's and are evaluable the same way); ids are ``<chapter>.<function>`` with the
chapter named by the source (the file's stem, the package's name, the module's last
component), and a clash names both files. A user file that fails to import is a
one-line error with its file and line.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import re
import sys
import traceback
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from chalk.derivations.project_config import Config, ConfigError, entry_point_sources, shipped_books
from chalk.derivations.project_config import find_config as _find_config
from chalk.derivations.quantities import SymbolTable, default_table
from chalk.derivations.registry import REGISTRY, RegistrationError, Registry

_MODULE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


class SourceError(RegistrationError):
    """A claim source cannot be read or imported; the message is one line."""


def find_config(start: Path) -> Config | None:
    """The ``[tool.chalk]`` table of the nearest pyproject.toml (see ``project_config``)."""
    try:
        return _find_config(start)
    except ConfigError as exc:
        raise SourceError(str(exc)) from None


@dataclass(frozen=True)
class Project:
    """The claims one command works on, and the symbol table they use."""

    book: Registry
    table: SymbolTable
    user: bool
    output: Path | None = None
    sources: tuple[str, ...] = field(default=())


def _fail_import(exc: BaseException, where: Path | None, what: str) -> SourceError:
    """One line naming the user's file and line where the import failed."""
    if isinstance(exc, SyntaxError) and exc.filename:
        return SourceError(f"{exc.filename}:{exc.lineno}: cannot import {what}: SyntaxError: {exc.msg}")
    frames = traceback.extract_tb(exc.__traceback__)
    inside = [f for f in frames if where is not None and Path(f.filename).resolve().is_relative_to(where)]
    chalk_root = Path(__file__).resolve().parents[1]
    outside = [
        f for f in frames if not Path(f.filename).resolve().is_relative_to(chalk_root) and "<frozen" not in f.filename
    ]
    found = inside or outside or frames
    frame = found[-1] if found else None
    place = f"{frame.filename}:{frame.lineno}: " if frame else ""
    message = str(exc).splitlines()[0] if str(exc) else ""
    return SourceError(f"{place}cannot import {what}: {type(exc).__name__}: {message}")


def _forget(name: str) -> None:
    """Drop ``name`` and its submodules from the import cache, so a user's source runs
    again and declares its quantities in the table that is loading it."""
    for loaded in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[loaded]


def _import(name: str, where: Path | None, what: str, fresh: bool = True) -> types.ModuleType:
    if fresh:
        _forget(name)
    try:
        return importlib.import_module(name)
    except RegistrationError:
        raise
    except Exception as exc:
        raise _fail_import(exc, where, what) from None


def _modules_of(module: types.ModuleType, where: Path | None) -> list[types.ModuleType]:
    out = [module]
    if hasattr(module, "__path__"):
        import pkgutil

        for info in sorted(pkgutil.walk_packages(module.__path__, prefix=module.__name__ + "."), key=lambda m: m.name):
            out.append(_import(info.name, where, info.name, fresh=False))
    return out


def _on_path(folder: Path) -> None:
    """The project's folder on the import path, after every installed package: a file there
    named like a dependency (a planted ``sympy.py``) never shadows it."""
    text = str(folder)
    if text not in sys.path:
        sys.path.append(text)


def _file_module(path: Path) -> tuple[types.ModuleType, str]:
    """Import one ``.py`` file under a private package named after its folder, so two files
    called ``claims.py`` in different folders stay two modules."""
    root = "_chalk_claims_" + hashlib.sha1(str(path.parent).encode()).hexdigest()[:10]
    if root not in sys.modules:
        package = types.ModuleType(root)
        package.__path__ = [str(path.parent)]
        sys.modules[root] = package
    _on_path(path.parent)  # the file may import its neighbours, as a script would
    return _import(f"{root}.{path.stem}", path.parent, str(path)), root


def add_source(book: Registry, spec: str, base: Path) -> None:
    """Add the claims of one source (a path relative to ``base``, or a module name)."""
    looks_like_path = spec.endswith(".py") or "/" in spec or "\\" in spec or (base / spec).exists()
    if looks_like_path:
        path = (base / spec).resolve()
        if path.is_file() and path.suffix == ".py":
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", path.stem):
                raise SourceError(f"{path}: a claims file needs a Python module name (letters, digits, _)")
            module, root = _file_module(path)
            book.note_source(module)
            book.add_module(module, root)
            return
        if path.is_dir() and (path / "__init__.py").is_file():
            _on_path(path.parent)
            modules = _modules_of(_import(path.name, path, str(path)), path)
            book.note_source(modules[0])
            for module in modules:
                book.add_module(module, "")
            return
        if path.is_dir():
            files = sorted(path.glob("*.py"))
            if not files:
                raise SourceError(f"{path}: no .py files (give a claims file, a package folder or a module name)")
            for file in files:
                module, root = _file_module(file)
                book.note_source(module)
                book.add_module(module, root)
            return
        raise SourceError(f"no claims file or folder at {path} (give a .py file, a package folder or a module name)")
    if not _MODULE.match(spec):
        raise SourceError(f"bad claims source {spec[:80]!r}: give a .py file, a package folder or a module name")
    _on_path(base)  # as `python -m` does: a module next to the project imports
    module = _import(spec, None, spec)
    root = spec.rpartition(".")[0]  # ids below the module's parent: mypkg.claims -> claims.<function>
    origin = getattr(module, "__file__", None)  # absent on some modules, None on a namespace package
    where = Path(origin).resolve().parent if origin else None
    book.note_source(module)
    for m in _modules_of(module, where):
        book.add_module(m, root)


def shipped() -> Registry:
    return REGISTRY.load()


def load_project(
    claims: Sequence[str] = (),
    books: Sequence[str] = (),
    cwd: Path | None = None,
    default_book: Callable[[], Registry] = shipped,
) -> Project:
    """The claims a command works on: ``claims`` given on the command line, else the
    pyproject table's and the installed entry points'; with none, the book chalk ships.
    ``books=(NAME,)`` adds a book chalk ships (by its entry-point name) to a user project."""
    cwd = (cwd or Path.cwd()).resolve()
    default_table().quantities()  # the default book's quantities load into its own table
    known = shipped_books()
    for b in books:
        if b not in known:
            raise SourceError(f"unknown book {b!r}; known: {', '.join(known)}")
    config = None
    specs: list[tuple[str, Path]] = [(c, cwd) for c in claims]
    if not specs:
        config = find_config(cwd)
        if config is not None:
            _on_path(config.root)
            specs = [(c, config.root) for c in config.claims]
        specs += [(name, cwd) for name in entry_point_sources()]
    if not specs:
        return Project(default_book(), default_table(), user=False)
    table = SymbolTable(parent=default_table())
    book = Registry()
    with table.using():
        for b in books:
            book.load(known[b])
        for spec, base in specs:
            add_source(book, spec, base)
    output = (config.root / config.output) if config is not None and config.output else None
    return Project(book, table, user=True, output=output, sources=tuple(s for s, _ in specs))
