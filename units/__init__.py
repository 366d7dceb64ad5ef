"""Units stage: what every symbol is measured in, and the unit of any expression.

Bytes, FLOPs, tokens, sequences, parameters, seconds and dollars are independent
dimensions; decimal (GB) and binary (GiB) prefixes are distinct units.

The names below load lazily: the registry (``chalk.units.registry``) needs only pint,
and `chalk eval`/`sweep` use it without importing sympy (unit inference needs sympy).
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the real objects for type checkers and IDEs; the lazy table names the same ones
    from chalk.units.inference import ANY as ANY
    from chalk.units.inference import UndeclaredSymbol as UndeclaredSymbol
    from chalk.units.inference import UnitMismatch as UnitMismatch
    from chalk.units.inference import UnitTable as UnitTable
    from chalk.units.inference import current_units as current_units
    from chalk.units.inference import declare as declare
    from chalk.units.inference import declared_unit as declared_unit
    from chalk.units.inference import default_units as default_units
    from chalk.units.inference import format_unit as format_unit
    from chalk.units.inference import pretty as pretty
    from chalk.units.inference import same_dimension as same_dimension
    from chalk.units.inference import unit_of as unit_of
    from chalk.units.inference import unit_table as unit_table
    from chalk.units.registry import DIMENSIONLESS as DIMENSIONLESS
    from chalk.units.registry import Q_ as Q_
    from chalk.units.registry import base_magnitude as base_magnitude
    from chalk.units.registry import from_base as from_base
    from chalk.units.registry import parse_unit as parse_unit
    from chalk.units.registry import unit_powers as unit_powers
    from chalk.units.registry import ureg as ureg
else:
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
