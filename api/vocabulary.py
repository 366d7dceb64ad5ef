"""Every input and every defined quantity of chalk's lecture book, by its eval name.

    from chalk.vocabulary import t_step, latency_floor, batch, params_total

Each name is the quantity's sympy symbol (with its unit, meaning and source in the
symbol table), so a user's ``define`` and ``Claim`` can build on the lecture's. Importing
a name loads the lecture book's symbol table on first use; a name of the shared
vocabulary (and its source references, such as ``TEXTBOOK``) loads only the shared
modules, so a book's own modules can import them while the book loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chalk.derivations.quantities import SymbolTable


def _table() -> SymbolTable:
    from chalk.derivations.quantities import default_table

    return default_table()


def _shared(name: str) -> Any:
    """``name`` from the shared vocabulary modules (imported into the default table), or
    None: a book's own modules read these names while the book is still loading, so they
    must not wait for the book."""
    import importlib

    from chalk.derivations.quantities import default_table
    from chalk.derivations.registry import QUANTITY_MODULES

    with default_table().using():
        for module in QUANTITY_MODULES:
            value = getattr(importlib.import_module(module), name, None)
            if value is not None and getattr(value, "is_Symbol", False) and getattr(value, "name", None) == name:
                return value
            if isinstance(value, str) and name.isupper():  # a shared source reference (TEXTBOOK)
                return value
    return None


def _names() -> list[str]:
    return [q.name for q in _table().quantities()]


def __getattr__(name: str) -> Any:
    """The quantity's sympy symbol (``Any`` to a type checker: the names are the lecture
    book's, known only once it loads)."""
    if name == "__all__":
        return _names()
    if name.startswith("__"):
        raise AttributeError(name)
    shared = _shared(name)
    if shared is not None:
        globals()[name] = shared
        return shared
    try:
        symbol = _table().lookup(name).symbol
    except KeyError as exc:
        raise AttributeError(f"chalk.vocabulary has no quantity {name!r} ({exc.args[0]})") from None
    globals()[name] = symbol
    return symbol


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_names()))
