"""Lazy package attributes (PEP 562): a package names its public objects and the modules
that define them, and each loads on first use, so importing the package stays cheap
(``chalk``, ``chalk.units`` and ``chalk.constraints`` import neither sympy nor z3)."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_exports(
    package: str, namespace: dict[str, Any], exports: dict[str, str], submodules: tuple[str, ...] = ()
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package`` whose globals are ``namespace``; ``exports``
    maps each public name to the module defining it; ``submodules`` load on first use."""

    def attribute(name: str) -> Any:
        if name in submodules:
            return import_module(f"{package}.{name}")
        if name in exports:
            value = getattr(import_module(exports[name]), name)
            namespace[name] = value
            return value
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    def names() -> list[str]:
        return sorted(set(namespace) | set(exports) | set(submodules))

    return attribute, names


def by_module(groups: dict[str, str]) -> dict[str, str]:
    """``{name: module}`` from ``{module: "name name ..."}``: each module's public names on one line."""
    return {name: module for module, names in groups.items() for name in names.split()}


def lazy_package(
    package: str, namespace: dict[str, Any], groups: dict[str, str], submodules: tuple[str, ...] = ()
) -> tuple[list[str], Callable[[str], Any], Callable[[], list[str]]]:
    """``(__all__, __getattr__, __dir__)`` of a package whose public names are listed by the
    module that defines them (``{module: "name name ..."}``), so each ``__init__`` is one call."""
    exports = by_module(groups)
    return sorted([*exports, *submodules]), *lazy_exports(package, namespace, exports, submodules)
