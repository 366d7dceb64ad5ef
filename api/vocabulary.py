"""Every input and every defined quantity of chalk's lecture book, by its eval name.

    from chalk.vocabulary import t_step, latency_floor, batch, params_total

Each name is the quantity's sympy symbol (with its unit, meaning and source in the
symbol table), so a user's ``define`` and ``Claim`` can build on the lecture's. Importing
a name loads the lecture book's symbol table on first use.
"""

from __future__ import annotations


def _table():
    from chalk.derivations.quantities import default_table

    return default_table()


def __getattr__(name: str):
    if name == "__all__":
        return [q.name for q in _table().quantities()]
    if name.startswith("__"):
        raise AttributeError(name)
    try:
        symbol = _table().lookup(name).symbol
    except KeyError as exc:
        raise AttributeError(f"chalk.vocabulary has no quantity {name!r} ({exc.args[0]})") from None
    globals()[name] = symbol
    return symbol


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__getattr__("__all__")))
