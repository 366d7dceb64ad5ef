"""Constraints stage: translate statements to z3 and return verdicts.

``prove`` answers proved (the statement is TRUE: defined and true at every admissible
point), refuted (with a countermodel checked in sympy to make the statement False or
undefined) or unknown (with the reason); it never reports an undecided claim as proved.
The names below load lazily, so the proof cache (``proof_cache``) and the verdict types
can be read without importing sympy or z3.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the real objects for type checkers and IDEs; the lazy table names the same ones
    from chalk.constraints.prover import DEFAULT_TIMEOUT_MS as DEFAULT_TIMEOUT_MS
    from chalk.constraints.prover import prove as prove
    from chalk.constraints.smtlib import cvc5_check as cvc5_check
    from chalk.constraints.verdict import Confirmation as Confirmation
    from chalk.constraints.verdict import Status as Status
    from chalk.constraints.verdict import Verdict as Verdict
    from chalk.constraints.z3_printer import Unrepresentable as Unrepresentable
    from chalk.constraints.z3_printer import Unsupported as Unsupported
    from chalk.constraints.z3_printer import Z3Printer as Z3Printer
    from chalk.constraints.z3_values import readable as readable
else:
    from chalk.units.lazy import lazy_package

    __all__, __getattr__, __dir__ = lazy_package(
        "chalk.constraints",
        globals(),
        {
            "chalk.constraints.prover": "DEFAULT_TIMEOUT_MS prove",
            "chalk.constraints.smtlib": "cvc5_check",
            "chalk.constraints.verdict": "Confirmation Status Verdict",
            "chalk.constraints.z3_printer": "Unrepresentable Unsupported Z3Printer",
            "chalk.constraints.z3_values": "readable",
        },
    )
