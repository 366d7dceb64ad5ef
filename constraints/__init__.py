"""Constraints stage: translate statements to z3 and return verdicts.

``prove`` answers proved, refuted (with a countermodel that was checked to falsify the
statement) or unknown (with the reason); it never reports an undecided claim as proved.
The names below load lazily, so the proof cache (``proof_cache``) and the verdict types
can be read without importing sympy or z3.
"""

from chalk.units.lazy import by_module, lazy_exports

_EXPORTS = by_module(
    {
        "chalk.constraints.prover": "DEFAULT_TIMEOUT_MS prove readable",
        "chalk.constraints.smtlib": "cvc5_check",
        "chalk.constraints.verdict": "Confirmation Status Verdict",
        "chalk.constraints.z3_printer": "Unrepresentable Unsupported Z3Printer",
    }
)

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports("chalk.constraints", globals(), _EXPORTS)
