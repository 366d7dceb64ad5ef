"""Derivations stage: quantities, definitions and claims, and the registry of claims.

A lecture result is a function decorated with ``@claim`` that returns a ``Claim``::

    @claim(source="lecture 00:15:52")
    def optimal_batch():
        \"\"\"Takeaway sentence.\"\"\"
        return Claim(statement, derivation=..., examples=(...,))

The names below load lazily so that ``chalk --help`` never imports sympy.
"""

from chalk.units.lazy import lazy_exports

_EXPORTS = {
    "Claim": "chalk.derivations.model",
    "Derivation": "chalk.derivations.model",
    "Example": "chalk.derivations.model",
    "Part": "chalk.derivations.model",
    "Step": "chalk.derivations.model",
    "Sourced": "chalk.derivations.quantities",
    "define": "chalk.derivations.quantities",
    "quantity": "chalk.derivations.quantities",
    "SymbolTable": "chalk.derivations.quantities",
    "unfold": "chalk.derivations.quantities",
    "REGISTRY": "chalk.derivations.registry",
    "Registry": "chalk.derivations.registry",
    "claim": "chalk.derivations.registry",
    "figure": "chalk.derivations.registry",
    "Q_": "chalk.units",
    "ureg": "chalk.units",
}

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports("chalk.derivations", globals(), _EXPORTS)
