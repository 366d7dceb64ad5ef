"""Units stage: what every symbol is measured in, and the unit of any expression.

Bytes, FLOPs, tokens, sequences, parameters, seconds and dollars are independent
dimensions; decimal (GB) and binary (GiB) prefixes are distinct units.

The names below load lazily: the registry (``chalk.units.registry``) needs only pint,
and `chalk eval`/`sweep` use it without importing sympy (unit inference needs sympy).
"""

from chalk.units.lazy import by_module, lazy_exports

_EXPORTS = by_module(
    {
        "chalk.units.inference": "ANY UndeclaredSymbol UnitMismatch UnitTable current_units declare declared_unit "
        "default_units format_unit pretty same_dimension unit_of unit_table",
        "chalk.units.registry": "DIMENSIONLESS Q_ base_magnitude from_base parse_unit unit_powers ureg",
    }
)

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports("chalk.units", globals(), _EXPORTS)
