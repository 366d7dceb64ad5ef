"""Derivations stage: quantities, definitions and claims, and the registry of claims.

A lecture result is a function decorated with ``@claim`` that returns a ``Claim``::

    @claim(source="lecture 00:15:52")
    def optimal_batch():
        \"\"\"Takeaway sentence.\"\"\"
        return Claim(statement, derivation=..., examples=(...,))

The names below load lazily so that ``chalk --help`` never imports sympy.
"""

from chalk.units.lazy import lazy_package

__all__, __getattr__, __dir__ = lazy_package(
    "chalk.derivations",
    globals(),
    {
        "chalk.derivations.model": "Claim Derivation Example Part Step",
        "chalk.derivations.quantities": "Sourced define quantity SymbolTable unfold",
        "chalk.derivations.registry": "REGISTRY Registry claim figure",
        "chalk.units": "Q_ ureg",
    },
)
