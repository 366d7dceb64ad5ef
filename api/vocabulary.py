"""Every input and every defined quantity of chalk's lecture book, by its eval name.

    from chalk.vocabulary import t_step, latency_floor, batch, params_total

Each name is the quantity's sympy symbol (with its unit, meaning and source in the
symbol table), so a user's ``define`` and ``Claim`` can build on the lecture's. Importing
a name loads the lecture book's symbol table on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chalk.derivations.quantities import SymbolTable


def _table() -> SymbolTable:
    from chalk.derivations.quantities import default_table

    return default_table()


def _names() -> list[str]:
    return [q.name for q in _table().quantities()]


def __getattr__(name: str) -> Any:
    """The quantity's sympy symbol (``Any`` to a type checker: the names are the lecture
    book's, known only once it loads)."""
    if name == "__all__":
        return _names()
    if name.startswith("__"):
        raise AttributeError(name)
    try:
        symbol = _table().lookup(name).symbol
    except KeyError as exc:
        raise AttributeError(f"chalk.vocabulary has no quantity {name!r} ({exc.args[0]})") from None
    globals()[name] = symbol
    return symbol


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_names()))
