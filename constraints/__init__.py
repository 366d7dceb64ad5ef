"""Constraints stage: translate statements to z3 and return verdicts.

``prove`` answers proved, refuted (with a countermodel that was checked to falsify the
statement) or unknown (with the reason); it never reports an undecided claim as proved.
"""

from chalk.constraints.prover import DEFAULT_TIMEOUT_MS, prove, readable
from chalk.constraints.smtlib import cvc5_check
from chalk.constraints.verdict import Confirmation, Status, Verdict
from chalk.constraints.z3_printer import Unrepresentable, Unsupported, Z3Printer

__all__ = [
    "DEFAULT_TIMEOUT_MS",
    "Confirmation",
    "Status",
    "Unrepresentable",
    "Unsupported",
    "Verdict",
    "Z3Printer",
    "cvc5_check",
    "prove",
    "readable",
]
