"""The contract between evaluation and examples: numbers out are base units, numbers in
are the declared unit, and ``quantity_at`` carries a value safely from one to the other."""

from __future__ import annotations

import pytest

from chalk.derivations.evaluation import quantity_at, value_in_base_units
from chalk.derivations.quantities import all_quantities
from chalk.derivations.values import BadValue, base_point
from chalk.derivations.vocabulary import hbm_bandwidth, hbm_capacity, price_per_chip_hour


def test_a_price_per_chip_hour_round_trips_through_quantity_at():
    at = {price_per_chip_hour: 2}  # a bare number: USD per hour, the declared unit
    base = value_in_base_units(price_per_chip_hour, at)
    assert base == pytest.approx(2 / 3600)  # USD per second
    carried = quantity_at(price_per_chip_hour, at)
    assert value_in_base_units(price_per_chip_hour, {price_per_chip_hour: carried}) == pytest.approx(base)
    # the leak quantity_at closes: a bare base-unit number is read in USD/hour, 3,600x off
    assert value_in_base_units(price_per_chip_hour, {price_per_chip_hour: base}) == pytest.approx(base / 3600)


def test_every_input_quantity_round_trips_through_quantity_at():
    inputs = [q for q in all_quantities() if q.definition is None]
    assert len(inputs) > 50
    for q in inputs:
        at = {q.symbol: 1.75}
        carried = quantity_at(q.symbol, at)
        assert value_in_base_units(q.symbol, {q.symbol: carried}) == pytest.approx(value_in_base_units(q.symbol, at))


def test_a_derived_value_keeps_its_unit():
    at = {hbm_capacity: 80e9, hbm_bandwidth: 3.35e12}
    drain = quantity_at(hbm_capacity / hbm_bandwidth, at)
    assert drain.to("ms").magnitude == pytest.approx(80 / 3.35)


def test_base_point_names_every_input_without_a_value():
    with pytest.raises(BadValue, match="the test does not set hbm_bandwidth, hbm_capacity"):
        base_point([hbm_capacity, hbm_bandwidth], {}, what="the test")
