"""Constraints stage: translate statements to z3 and return verdicts.

``prove`` answers proved, refuted (with a countermodel that was checked to falsify the
statement) or unknown (with the reason); it never reports an undecided claim as proved.
The names below load lazily, so the proof cache (``proof_cache``) and the verdict types
can be read without importing sympy or z3.
"""

from chalk.units.lazy import lazy_exports

_EXPORTS = {
    "DEFAULT_TIMEOUT_MS": "chalk.constraints.prover",
    "prove": "chalk.constraints.prover",
    "readable": "chalk.constraints.prover",
    "cvc5_check": "chalk.constraints.smtlib",
    "Confirmation": "chalk.constraints.verdict",
    "Status": "chalk.constraints.verdict",
    "Verdict": "chalk.constraints.verdict",
    "Unrepresentable": "chalk.constraints.z3_printer",
    "Unsupported": "chalk.constraints.z3_printer",
    "Z3Printer": "chalk.constraints.z3_printer",
}

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports("chalk.constraints", globals(), _EXPORTS)
