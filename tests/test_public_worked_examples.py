"""The lecture's worked examples on a GB200 NVL72 rack, rewritten through the public API
(issue 26): ``chalk.catalog.hardware("gb200-nvl72")`` reads the rack per chip (186 GB of
HBM, ``chips`` = 72) where the lecture's examples read its totals (13.4 TB, per="system");
every expected number of those examples comes out the same from the per-chip values,
evaluated with ``chalk.at``."""

from __future__ import annotations

import math

import pint
import pytest

import chalk
from chalk.catalog import hardware
from chalk.vocabulary import chips, hbm_bandwidth, hbm_capacity, peak_flops

RACK = "gb200-nvl72"


def test_the_public_catalog_reads_a_rack_per_chip_and_its_totals_on_request():
    chip, system = hardware(RACK), hardware(RACK, per="system")
    gpus = chip[chips].value.magnitude
    assert gpus == 72 and chips not in system
    assert chip[hbm_capacity].value.to("GB").magnitude == pytest.approx(13_400 / 72)  # 186 GB, not 13.4 TB
    assert system[hbm_capacity].value.to("TB").magnitude == pytest.approx(13.4)
    for q in (hbm_capacity, hbm_bandwidth, peak_flops):
        assert (chip[q].value * gpus).to(system[q].value.units).magnitude == pytest.approx(system[q].value.magnitude)


def _rack_inputs(at: dict) -> tuple[str, dict] | None:
    """The precision whose rack totals ``at`` holds (every key with the same value), if any."""
    for precision in ("bf16", "fp8", "fp4", "int8"):  # the catalog's dense precisions
        system = hardware(RACK, precision, per="system")
        if all(at.get(k) == v for k, v in system.items()):
            return precision, system
    return None


def _magnitude(value, unit):
    if isinstance(value, pint.Quantity):
        return value.to(unit).magnitude
    return float(getattr(value, "value", value).magnitude if hasattr(value, "value") else value)


def rewritten_examples():
    """(claim id, expression, the lecture's expected value, rel_tol, public per-chip inputs,
    the lecture's own inputs) for every expected number of an example read at rack totals."""
    from chalk.derivations.registry import REGISTRY

    out = []
    for entry in REGISTRY.load().entries():
        claim = entry.claim()
        for example in claim.examples:
            if not isinstance(example.expect, dict):
                continue
            lecture_at = {**claim.given, **example.at}
            found = _rack_inputs(lecture_at)
            if found is None:
                continue
            precision, system = found
            public_at = {k: v for k, v in lecture_at.items() if k not in system}
            public_at.update(hardware(RACK, precision))  # per chip, with chips = 72
            for expr, expected in example.expect.items():
                if not (expr.free_symbols & set(system)) and not any(
                    s in chalk.unfold(expr).free_symbols for s in system
                ):
                    continue  # an expectation the rack does not enter
                out.append((entry.id, expr, expected, example.rel_tol, public_at, lecture_at))
    return out


def test_every_rack_example_of_the_lecture_gives_the_same_numbers_per_chip():
    examples = rewritten_examples()
    ids = {e[0] for e in examples}
    assert {"batching.drain_time_gb200_nvl72", "batching.hardware_factor_gb200_nvl72"} <= ids
    assert len(examples) >= 6
    for claim_id, expr, expected, rel_tol, public_at, lecture_at in examples:
        per_chip = chalk.at(expr, public_at)
        totals = chalk.at(expr, lecture_at)
        unit = per_chip.units
        want = _magnitude(expected, unit)
        got = per_chip.magnitude
        assert math.isclose(got, want, rel_tol=max(rel_tol, 1e-9)), (claim_id, str(expr), got, want)
        assert math.isclose(got, totals.to(unit).magnitude, rel_tol=1e-12), (claim_id, str(expr))
