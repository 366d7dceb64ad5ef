"""Derivations stage: quantities, definitions and claims, and the registry of claims.

A lecture result is a function decorated with ``@claim`` that returns a ``Claim``::

    @claim(source="lecture 00:15:52")
    def optimal_batch():
        \"\"\"Takeaway sentence.\"\"\"
        return Claim(statement, derivation=..., examples=(...,))

The names below load lazily so that ``chalk --help`` never imports sympy.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the real objects for type checkers and IDEs; the lazy table names the same ones
    from chalk.derivations.model import Book as Book
    from chalk.derivations.model import Claim as Claim
    from chalk.derivations.model import Derivation as Derivation
    from chalk.derivations.model import Example as Example
    from chalk.derivations.model import Part as Part
    from chalk.derivations.model import Step as Step
    from chalk.derivations.quantities import Sourced as Sourced
    from chalk.derivations.quantities import SymbolTable as SymbolTable
    from chalk.derivations.quantities import define as define
    from chalk.derivations.quantities import quantity as quantity
    from chalk.derivations.quantities import unfold as unfold
    from chalk.derivations.registry import REGISTRY as REGISTRY
    from chalk.derivations.registry import Registry as Registry
    from chalk.derivations.registry import claim as claim
    from chalk.derivations.registry import figure as figure
    from chalk.units.registry import Q_ as Q_
    from chalk.units.registry import ureg as ureg
else:
    from chalk.units.lazy import lazy_package

    __all__, __getattr__, __dir__ = lazy_package(
        "chalk.derivations",
        globals(),
        {
            "chalk.derivations.model": "Book Claim Derivation Example Part Step",
            "chalk.derivations.quantities": "Sourced define quantity SymbolTable unfold",
            "chalk.derivations.registry": "REGISTRY Registry claim figure",
            "chalk.units": "Q_ ureg",
        },
    )
