"""Units stage: what every symbol is measured in, and the unit of any expression.

Bytes, FLOPs, tokens, sequences, parameters, seconds and dollars are independent
dimensions; decimal (GB) and binary (GiB) prefixes are distinct units.

The names below load lazily: the registry (``chalk.units.registry``) needs only pint,
and `chalk eval`/`sweep` use it without importing sympy (unit inference needs sympy).
"""

from chalk.units.lazy import lazy_package

__all__, __getattr__, __dir__ = lazy_package(
    "chalk.units",
    globals(),
    {
        "chalk.units.inference": "ANY UndeclaredSymbol UnitMismatch UnitTable current_units declare declared_unit "
        "default_units format_unit pretty same_dimension unit_of unit_table",
        "chalk.units.registry": "DIMENSIONLESS Q_ base_magnitude from_base parse_unit unit_powers ureg",
    },
)
