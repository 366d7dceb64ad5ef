"""Bounded time: every z3 call has a timeout, every claim a budget, and a claim z3 cannot
finish ends as unknown (timeout) while verify carries on with the other claims."""

import json
from dataclasses import replace

import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.constraints.checks import run_checks
from chalk.constraints.verification import verify_entry
from chalk.derivations.model import Claim, Example, Part
from chalk.derivations.registry import REGISTRY, Entry, Registry
from chalk.units import declare, ureg

PART = Part(99, "pathological claims built by the tests", "none")

a, b, c = sp.symbols("budget_a budget_b budget_c", positive=True, integer=True)
for s in (a, b, c):
    declare(s, ureg.dimensionless)

#: Fermat's last theorem for cubes: true, but far beyond z3's nonlinear integer arithmetic
FERMAT_CUBES = sp.Ne(a**3 + b**3, c**3)


def pathological(budget_ms: int = 400, timeout_ms: int = 5000) -> Claim:
    return Claim(
        FERMAT_CUBES,
        examples=(Example({a: 3, b: 4, c: 5}, expect=True),),
        timeout_ms=timeout_ms,
        budget_ms=budget_ms,
        id="pathological.fermat_cubes",
    )


@pytest.mark.timeout(60)
def test_a_z3_call_that_cannot_finish_ends_as_unknown_timeout():
    verdict = prove(FERMAT_CUBES, timeout_ms=200)
    assert verdict.status == Status.UNKNOWN
    assert "timeout" in verdict.detail


@pytest.mark.timeout(60)
def test_the_claim_budget_caps_every_z3_call_below_its_own_timeout():
    verdicts = run_checks(pathological(budget_ms=300, timeout_ms=600_000))
    assert verdicts["proof"].status == Status.UNKNOWN
    assert "timeout" in verdicts["proof"].detail
    # the cheap checks still ran and passed: the budget did not cost them their verdicts
    assert verdicts["units"].status == Status.PASSED
    assert verdicts["numeric"].status == Status.PASSED


@pytest.mark.timeout(60)
def test_a_check_that_starts_after_the_budget_is_spent_is_unknown_timeout():
    verdicts = run_checks(pathological(budget_ms=1, timeout_ms=600_000))
    late = [v for v in verdicts.values() if v.decided_by == "budget"]
    assert late, {k: v.detail for k, v in verdicts.items()}
    assert all(v.status == Status.UNKNOWN and "unknown (timeout)" in v.detail for v in late)


@pytest.mark.timeout(60)
def test_a_timed_out_claim_is_not_met_unless_its_unknown_has_a_reason():
    entry = Entry("pathological.fermat_cubes", "fermat cubes", "z3 cannot decide it", "test", __name__, pathological)
    result = verify_entry(entry)
    assert result.verdicts["proof"].status == Status.UNKNOWN and not result.met
    explained = replace(pathological(), unknown_reason="nonlinear integer arithmetic is undecidable")
    entry = Entry("pathological.explained", "fermat cubes", "explained", "test", __name__, lambda: explained)
    assert verify_entry(entry).met


@pytest.mark.timeout(120)
def test_verify_carries_on_after_a_claim_that_times_out(monkeypatch, capsys):
    local = Registry()
    local.add(Entry("aaa.pathological", "fermat cubes", "z3 cannot decide it", "test", __name__, pathological))
    for e in REGISTRY.load().select("batching.*"):
        local.add(e)
    monkeypatch.setattr("chalk.cli.commands.lecture_book", lambda: local)
    from chalk.cli import main

    assert main(["verify", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    by_id = {c["id"]: c for c in report["claims"]}
    assert by_id["aaa.pathological"]["checks"]["proof"]["status"] == "unknown"
    assert "timeout" in by_id["aaa.pathological"]["checks"]["proof"]["detail"]
    others = [c for i, c in by_id.items() if i != "aaa.pathological"]
    assert others and all(c["met"] for c in others)
