"""Units stage: what every symbol is measured in, and the unit of any expression.

Bytes, FLOPs, tokens, sequences, parameters, seconds and dollars are independent
dimensions; decimal (GB) and binary (GiB) prefixes are distinct units.
"""

from chalk.units.inference import (
    ANY,
    UndeclaredSymbol,
    UnitMismatch,
    UnitTable,
    current_units,
    declare,
    declared_unit,
    default_units,
    format_unit,
    pretty,
    same_dimension,
    unit_of,
    unit_table,
)
from chalk.units.registry import DIMENSIONLESS, Q_, base_magnitude, from_base, parse_unit, unit_powers, ureg

__all__ = [
    "ANY",
    "DIMENSIONLESS",
    "Q_",
    "UndeclaredSymbol",
    "UnitMismatch",
    "UnitTable",
    "base_magnitude",
    "current_units",
    "declare",
    "declared_unit",
    "default_units",
    "format_unit",
    "from_base",
    "parse_unit",
    "pretty",
    "same_dimension",
    "unit_of",
    "unit_powers",
    "unit_table",
    "ureg",
]
