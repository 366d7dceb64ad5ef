"""Units stage: what every symbol is measured in, and the unit of any expression.

Bytes, FLOPs, tokens, sequences, parameters, seconds and dollars are independent
dimensions; decimal (GB) and binary (GiB) prefixes are distinct units.

The names below load lazily: the registry (``chalk.units.registry``) needs only pint,
and `chalk eval`/`sweep` use it without importing sympy (unit inference needs sympy).
"""

from importlib import import_module

_EXPORTS = {
    "ANY": "chalk.units.inference",
    "UndeclaredSymbol": "chalk.units.inference",
    "UnitMismatch": "chalk.units.inference",
    "declare": "chalk.units.inference",
    "declared_unit": "chalk.units.inference",
    "format_unit": "chalk.units.inference",
    "pretty": "chalk.units.inference",
    "same_dimension": "chalk.units.inference",
    "unit_of": "chalk.units.inference",
    "unit_table": "chalk.units.inference",
    "DIMENSIONLESS": "chalk.units.registry",
    "Q_": "chalk.units.registry",
    "base_magnitude": "chalk.units.registry",
    "parse_unit": "chalk.units.registry",
    "ureg": "chalk.units.registry",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        value = getattr(import_module(_EXPORTS[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'chalk.units' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
