"""Rental prices per chip-hour: the catalog's ``chip_prices.json`` (sourced and dated, a rack
priced per GPU), a user's price file over it, and ``--set price_per_chip_hour`` over both.
The reading lives in ``chalk.derivations.serving_catalog`` (plain JSON, shared with the
explorer's Plan page); this module is the planner's name for it."""

from chalk.derivations.serving_catalog import (
    TIERS,
    ChipPrice,
    PriceError,
    catalog_prices,
    chip_price,
    read_price_file,
)

__all__ = ["TIERS", "ChipPrice", "PriceError", "catalog_prices", "chip_price", "read_price_file"]
