"""The planner's name for the core's amount parser (``chalk.evaluation.amounts``)."""

from chalk.evaluation.amounts import AmountError, parse_amount, parse_degrees, parse_fraction

__all__ = ["AmountError", "parse_amount", "parse_degrees", "parse_fraction"]
