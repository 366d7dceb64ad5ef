"""The evaluation core's errors: each a type, never a message to parse.

Every one is a ``ValueError`` whose text is one line naming what is wrong and what is
accepted; a front end prints it (the CLI: exit 2) and a caller that must react to one case
(the planner skipping a chip without a precision, a plan without a price) catches its type.
"""

from __future__ import annotations


class EvaluationError(ValueError):
    """Bad input to the evaluation core: one line naming what is wrong and what is accepted."""


class UnknownName(EvaluationError):
    """A quantity or input name the book does not declare (the text lists close matches)."""


class BadValue(EvaluationError):
    """A value that does not parse, has the wrong dimension, or lies outside its domain."""


class MissingInputs(EvaluationError):
    """Inputs without a value from any layer; the text lists each with its unit."""


class CatalogMiss(EvaluationError):
    """A catalog id (model, hardware, price list) or a local config file the catalog rejects."""


class PrecisionUnavailable(CatalogMiss):
    """The hardware has no dense peak at the asked math precision."""

    def __init__(self, message: str, hardware: str, precision: str) -> None:
        super().__init__(message)
        self.hardware = hardware
        self.precision = precision


class PriceUnavailable(EvaluationError):
    """No price per chip-hour for a hardware: the catalog lacks one and none was given.
    A missing price, not a capacity problem: the plan says so and goes on without cost."""

    def __init__(self, message: str, hardware: str) -> None:
        super().__init__(message)
        self.hardware = hardware


class UnitMismatch(EvaluationError):
    """A definition whose formula's unit has another dimension than the one declared."""


class OutOfDomain(EvaluationError):
    """A result outside its quantity's physical domain (negative time, NaN, overflow)."""


class SourceError(EvaluationError):
    """A user's claims or book that cannot be loaded."""
