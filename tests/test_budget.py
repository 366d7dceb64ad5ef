"""Bounded time: every z3 call has a timeout, every claim a budget, and a claim z3 cannot
finish ends as unknown (timeout) while verify carries on with the other claims."""

import json
import os
import time
from dataclasses import replace

import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.constraints.checks import run_checks
from chalk.constraints.verification import verify_entry
from chalk.derivations.model import Claim, Derivation, Example, Part
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
    assert "timeout" in verdict.detail and verdict.timed_out


@pytest.mark.timeout(60)
def test_the_claim_budget_caps_every_z3_call_below_its_own_timeout():
    verdicts = run_checks(pathological(budget_ms=300, timeout_ms=600_000))
    assert verdicts["proof"].status == Status.UNKNOWN
    assert "timeout" in verdicts["proof"].detail and verdicts["proof"].timed_out
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
    monkeypatch.setattr("chalk.cli.commands.default_book", lambda: local)
    from chalk.cli import main

    assert main(["verify", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    by_id = {c["id"]: c for c in report["claims"]}
    assert by_id["aaa.pathological"]["checks"]["proof"]["status"] == "unknown"
    assert "timeout" in by_id["aaa.pathological"]["checks"]["proof"]["detail"]
    others = [c for i, c in by_id.items() if i != "aaa.pathological"]
    assert others and all(c["met"] for c in others)


# --- hard budgets: a worker process stopped at the budget bounds sympy too -------------------
p, q, r, s, t = sp.symbols("budget_p budget_q budget_r budget_s budget_t", positive=True)
for _s in (p, q, r, s, t):
    declare(_s, ureg.dimensionless)
_REST = q + r + s + t + 1


def expansion_in_minutes() -> Claim:
    """One = step that sympy checks by expanding two polynomials of a million terms each."""
    left, right = (p + _REST) ** 40, (p**2 + 2 * p * _REST + _REST**2) ** 20
    return Claim(sp.Eq(left, right), derivation=Derivation(left).eq(right, by="square first"), budget_ms=2000)


def _verify_book(monkeypatch, capsys, *entries: Entry, argv=("verify", "--json", "--no-cache", "-j", "1")):
    local = Registry()
    for e in entries:
        local.add(e)
    monkeypatch.setattr("chalk.cli.commands.default_book", lambda: local)
    from chalk.cli import main

    start = time.perf_counter()
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out), time.perf_counter() - start


@pytest.mark.timeout(60)
def test_a_claim_whose_sympy_work_takes_minutes_is_stopped_at_its_2_s_budget(monkeypatch, capsys):
    slow = Entry("aaa.expansion", "expansion", "sympy expands for minutes", "test", __name__, expansion_in_minutes)
    code, report, seconds = _verify_book(monkeypatch, capsys, slow)
    assert code == 1 and seconds < 3.0, seconds
    [stopped] = report["claims"]
    assert stopped["seconds"] <= 2.0 * 1.1 + 0.2  # the build, then the checks within 10% of the budget
    checks = stopped["checks"]
    assert checks["units"]["status"] == "passed"  # finished before the stop: its verdict is kept
    for name in ("identity", "numeric", "proof"):
        assert checks[name]["status"] == "unknown" and checks[name]["decided_by"] == "budget"
        assert checks[name]["detail"].startswith("unknown (timeout): the claim's time budget of 2000 ms")
    assert checks["identity"]["seconds"] <= 2.0 * 1.1 + 0.2  # the claim's own allowance for a loaded machine


@pytest.mark.timeout(60)
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_verify_goes_on_after_a_stopped_claim_in_a_fresh_worker(monkeypatch, capsys, jobs):
    slow = Entry("aaa.expansion", "expansion", "sympy expands for minutes", "test", __name__, expansion_in_minutes)
    after = REGISTRY.load().get("batching.optimal_batch_with_kv")
    argv = ("verify", "--json", "--no-cache", "-j", jobs)
    code, report, _ = _verify_book(monkeypatch, capsys, slow, after, argv=argv)
    assert len(report["claims"]) == 2, [c["id"] for c in report["claims"]]
    stopped, carried_on = report["claims"]
    assert code == 1 and not stopped["met"]
    assert carried_on["id"] == "batching.optimal_batch_with_kv" and carried_on["met"]


def _dies_while_built() -> Claim:
    os._exit(3)


@pytest.mark.timeout(60)
def test_a_worker_that_dies_is_an_error_of_its_claim_and_verify_carries_on(monkeypatch, capsys):
    dying = Entry("aaa.dies", "dies", "the builder ends the process", "test", __name__, _dies_while_built)
    after = REGISTRY.load().get("batching.optimal_batch_with_kv")
    code, report, _ = _verify_book(monkeypatch, capsys, dying, after)
    assert len(report["claims"]) == 2, [c["id"] for c in report["claims"]]
    died, carried_on = report["claims"]
    assert code == 1 and not died["met"]
    assert all(v["status"] == "error" and "worker process died" in v["detail"] for v in died["checks"].values())
    assert carried_on["met"]


def test_the_budgeted_workers_report_equals_an_in_process_run(monkeypatch):
    from chalk.constraints import workers
    from chalk.constraints.verification import verify_all, verify_report
    from chalk.derivations.check_names import CHECKS

    entries = REGISTRY.load().select("racks.*")[:6]
    budgeted = verify_report(verify_all(entries, CHECKS, jobs=1))
    monkeypatch.setattr(workers, "can_fork", lambda: False)
    in_process = verify_report(verify_all(entries, CHECKS, jobs=1))
    assert json.dumps(budgeted) == json.dumps(in_process)


def test_a_command_opens_its_own_project_whatever_its_caller_left_current(monkeypatch, capsys):
    """A caller that made the lecture's project current (``current_project()`` outside a
    command) does not hand it to the next ``main()``: the command verifies its own book."""
    import contextvars

    from chalk.cli.commands import current_project

    def left_current_then_verified():
        current_project()  # the lecture's project, current in this context
        return _verify_book(monkeypatch, capsys, REGISTRY.load().get("batching.optimal_batch_with_kv"))

    code, report, _ = contextvars.copy_context().run(left_current_then_verified)
    assert [c["id"] for c in report["claims"]] == ["batching.optimal_batch_with_kv"] and code == 0
