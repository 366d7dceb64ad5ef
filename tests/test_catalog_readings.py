"""The lecture reads a rack (gb200-nvl72, gb300-nvl72) as one system; users get it per chip.
Both readings must give the same numbers for what the lecture claims: each lecture example
that takes a rack's totals, rewritten through ``chalk.catalog.hardware`` per chip (with
``chips`` the rack's GPU count), still meets its expectation."""

import dataclasses

import chalk.catalog
from chalk.constraints.checks import _check_example
from chalk.derivations import vocabulary as v
from chalk.derivations.catalog import precisions
from chalk.derivations.registry import REGISTRY

RACKS = ("gb200-nvl72", "gb300-nvl72")


def _system_reading(at):
    """(rack id, precision) whose per-system values the example's inputs take, or None."""
    for hid in RACKS:
        for precision in precisions(hid):
            system = chalk.catalog.hardware(hid, precision, per="system")
            taken = [s for s, x in at.items() if s in system and x == system[s]]
            if taken and (v.peak_flops not in at or v.peak_flops in taken):
                return hid, precision, taken
    return None


def _rack_examples():
    """Every lecture example whose inputs take a rack's totals (building every claim: done
    inside the test, not at collection, where each worker would pay it)."""
    out = []
    for entry in REGISTRY.load().entries():
        claim = REGISTRY.built(entry)
        for index, example in enumerate(claim.examples):
            reading = _system_reading(example.at)
            if reading is not None:
                out.append((claim, index, example, reading))
    return out


def test_every_lecture_rack_example_gives_the_same_numbers_through_the_public_per_chip_catalog():
    examples = _rack_examples()
    assert len(examples) >= 8, "the lecture has worked examples on a rack read as one system"
    for claim, index, example, (hid, precision, taken) in examples:
        per_chip = chalk.catalog.hardware(hid, precision)  # the default users get
        at = {**example.at, **{s: per_chip[s] for s in taken}, v.chips: per_chip[v.chips]}
        assert _check_example(claim, index, example) is None, (claim.id, index)
        assert _check_example(claim, index, dataclasses.replace(example, at=at)) is None, (claim.id, index, hid)
