"""Catalog values for worked examples: hardware and models, each value with its source.

    from chalk.catalog import hardware, model
    Example({**hardware("h100-sxm"), **model("llama-3-70b"), batch: 64, ...})

``hardware(id)`` gives one chip's values; a multi-GPU entry (a rack such as
``gb200-nvl72``) is read per chip by default, with ``chips`` set to the rack's GPU count,
and ``hardware(id, per="system")`` gives the rack's totals instead. ``model(id)`` gives the
model's config fields and the counts chalk derives from them (total and active parameters;
KV bytes per token once ``bytes_per_element`` is given). Values are ``Sourced`` pint
quantities keyed by vocabulary symbols. ``published_params(id)`` gives the model card's
parameter counts, ``model_config(id)`` the config record as stored, ``hardware_record(id)``
the hardware record as stored, ``listed_price(s)`` a provider's listed token prices and
``scenarios`` the worked deployments built from these entries.

These are the very functions chalk's own lecture uses, so a name means the same thing in
the lecture and in your claims.
"""

from __future__ import annotations

from typing import Any

from chalk.derivations.catalog import Per as Per
from chalk.derivations.catalog import UnknownEntry as UnknownEntry
from chalk.derivations.catalog import hardware as hardware
from chalk.derivations.catalog import hardware_ids as hardware_ids
from chalk.derivations.catalog import hardware_record as hardware_record
from chalk.derivations.catalog import model as model
from chalk.derivations.catalog import model_config as model_config
from chalk.derivations.catalog import model_ids as model_ids
from chalk.derivations.catalog import published_params as published_params
from chalk.derivations.catalog import scenarios as scenarios
from chalk.derivations.catalog.prices import listed_price as listed_price
from chalk.derivations.catalog.prices import listed_prices as listed_prices

#: a catalog entry's values: vocabulary symbols (sympy, untyped) to sourced quantities
Values = dict[Any, Any]

__all__ = [
    "Per",
    "UnknownEntry",
    "Values",
    "hardware",
    "hardware_ids",
    "hardware_record",
    "listed_price",
    "listed_prices",
    "model",
    "model_config",
    "model_ids",
    "published_params",
    "scenarios",
]
