"""Constraints stage: translate statements to z3 and return verdicts.

``prove`` answers proved (the statement is TRUE: defined and true at every admissible
point), refuted (with a countermodel checked in sympy to make the statement False or
undefined) or unknown (with the reason); it never reports an undecided claim as proved.
The names below load lazily, so the proof cache (``proof_cache``) and the verdict types
can be read without importing sympy or z3.
"""

from chalk.units.lazy import lazy_package

__all__, __getattr__, __dir__ = lazy_package(
    "chalk.constraints",
    globals(),
    {
        "chalk.constraints.prover": "DEFAULT_TIMEOUT_MS prove readable",
        "chalk.constraints.smtlib": "cvc5_check",
        "chalk.constraints.verdict": "Confirmation Status Verdict",
        "chalk.constraints.z3_printer": "Unrepresentable Unsupported Z3Printer",
    },
)
