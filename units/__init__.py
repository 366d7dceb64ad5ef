"""Units stage: what every symbol is measured in, and the unit of any expression.

Bytes, FLOPs, tokens, sequences, parameters, seconds and dollars are independent
dimensions; decimal (GB) and binary (GiB) prefixes are distinct units.

The names below load lazily: the registry (``chalk.units.registry``) needs only pint,
and `chalk eval`/`sweep` use it without importing sympy (unit inference needs sympy).
"""

from chalk.units.lazy import lazy_exports

_EXPORTS = {
    "ANY": "chalk.units.inference",
    "UndeclaredSymbol": "chalk.units.inference",
    "UnitMismatch": "chalk.units.inference",
    "UnitTable": "chalk.units.inference",
    "current_units": "chalk.units.inference",
    "declare": "chalk.units.inference",
    "declared_unit": "chalk.units.inference",
    "default_units": "chalk.units.inference",
    "format_unit": "chalk.units.inference",
    "pretty": "chalk.units.inference",
    "same_dimension": "chalk.units.inference",
    "unit_of": "chalk.units.inference",
    "unit_table": "chalk.units.inference",
    "DIMENSIONLESS": "chalk.units.registry",
    "Q_": "chalk.units.registry",
    "base_magnitude": "chalk.units.registry",
    "from_base": "chalk.units.registry",
    "parse_unit": "chalk.units.registry",
    "unit_powers": "chalk.units.registry",
    "ureg": "chalk.units.registry",
}

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports("chalk.units", globals(), _EXPORTS)
