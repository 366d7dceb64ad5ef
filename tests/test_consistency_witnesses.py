"""Consistency witnesses (constraints/z3_witnesses.py): a recorded point stands in for z3's
search for a point of the hypotheses only where exact evaluation shows it is one; any other
witness, planted or stale, changes nothing but time."""

from __future__ import annotations

import json

import pytest
import sympy as sp

from chalk.constraints import cpu_clock, solver_hints, z3_budget, z3_witnesses
from chalk.constraints.prover import _translate, prove
from chalk.constraints.verdict import Status
from chalk.constraints.z3_printer import symbol_key

X = sp.Symbol("x", positive=True)
Y = sp.Symbol("y", positive=True)
N = sp.Symbol("n", integer=True, positive=True)
#: a goal under two hypotheses, proved by z3
GOAL = (sp.Gt(X + Y, 1, evaluate=False), [sp.Gt(X, 1), sp.Lt(Y, X)])
#: hypotheses that admit no point: the claim would hold vacuously (an error)
VACUOUS = (sp.Gt(X, 0, evaluate=False), [sp.Gt(X, 2), sp.Lt(X, 1)])
#: an integer goal: its hypotheses are checked over the integers
INTEGER_GOAL = (sp.Ge(N, 2, evaluate=False), [sp.Gt(2 * N, 3)])


@pytest.fixture
def witnesses(monkeypatch):
    """Replace the shipped witnesses with a dict (key to point) the test fills in."""
    table: dict[str, dict[str, str]] = {}
    monkeypatch.delenv(solver_hints.JOURNAL_ENV, raising=False)
    monkeypatch.setattr(solver_hints, "_shipped", lambda: {"witnesses": table})
    return table


def _checks(monkeypatch) -> list[int]:
    """Count z3's searches."""
    calls: list[int] = []
    original = z3_budget.check

    def spy(solver, deadline, cap_ms=None):
        calls.append(len(solver.assertions()))
        return original(solver, deadline, cap_ms)

    monkeypatch.setattr(z3_budget, "check", spy)
    return calls


def _recorded(goal, tmp_path, monkeypatch) -> tuple[str, dict[str, str]]:
    """The witness a recording run journals for ``goal``: its key and point."""
    journal = tmp_path / "journal.jsonl"
    monkeypatch.setenv(solver_hints.JOURNAL_ENV, str(journal))
    prove(*goal)
    monkeypatch.delenv(solver_hints.JOURNAL_ENV)
    recorded = json.loads(solver_hints.written(journal))["witnesses"]
    assert len(recorded) == 1
    return next(iter(recorded.items()))


def _verdict(goal):
    v = prove(*goal)
    return v.status, v.detail, v.countermodel, v.obligations


def test_a_recorded_witness_replaces_the_consistency_search_and_the_verdict_reads_the_same(
    tmp_path, monkeypatch, witnesses
):
    key, point = _recorded(GOAL, tmp_path, monkeypatch)
    calls = _checks(monkeypatch)
    plain = _verdict(GOAL)
    searched = len(calls)
    witnesses[key] = point
    assert _verdict(GOAL) == plain and plain[0] == Status.PROVED
    assert len(calls) - searched == searched - 1  # the goal alone: the consistency search was skipped


@pytest.mark.parametrize(
    "planted",
    [
        {"x": "1/2", "y": "1/4"},  # breaks the hypothesis x > 1
        {"x": "2", "y": "3"},  # breaks y < x
        {"x": "2", "y": "-1"},  # breaks y's declared sign
        {"x": "2"},  # y has no value
        {"x": "2", "y": "1e999999"},  # not an exact rational as a witness writes one
        {"x": "2", "y": "1/0"},
        {"x": "2", "y": ["1"]},
    ],
)
def test_a_planted_wrong_witness_changes_nothing_but_time(planted, tmp_path, monkeypatch, witnesses):
    key, _ = _recorded(GOAL, tmp_path, monkeypatch)
    calls = _checks(monkeypatch)
    plain = _verdict(GOAL)
    searched = len(calls)
    witnesses[key] = planted
    assert _verdict(GOAL) == plain
    assert len(calls) - searched == searched  # the consistency search ran again


def test_no_witness_makes_hypotheses_that_admit_no_point_consistent(tmp_path, monkeypatch, witnesses):
    journal = tmp_path / "journal.jsonl"
    journal.touch()
    monkeypatch.setenv(solver_hints.JOURNAL_ENV, str(journal))
    v = prove(*VACUOUS)
    assert v.status == Status.ERROR and "vacuously" in v.detail
    assert json.loads(solver_hints.written(journal))["witnesses"] == {}  # unsat: nothing journaled
    monkeypatch.delenv(solver_hints.JOURNAL_ENV)
    judged = []
    original = z3_witnesses.holds
    monkeypatch.setattr(z3_witnesses, "holds", lambda *a: judged.append(original(*a)) or judged[-1])
    witnesses["another goal's"] = {}  # a key is computed only where the file holds witnesses
    tr = _translation(VACUOUS)
    for x in ("3", "1/2", "3/2"):  # each breaks one of the hypotheses
        witnesses[z3_witnesses.key(tr)] = {"x": x}
        assert _verdict(VACUOUS)[:2] == (v.status, v.detail)
    assert judged == [False, False, False]  # each was found under its key, and failed its check


def test_a_witness_must_respect_integrality(tmp_path, monkeypatch, witnesses):
    key, point = _recorded(INTEGER_GOAL, tmp_path, monkeypatch)
    assert sp.Rational(point["n"]).is_integer
    calls = _checks(monkeypatch)
    plain = _verdict(INTEGER_GOAL)
    searched = len(calls)
    witnesses[key] = {"n": "5/2"}  # 2n > 3 holds, but n is declared an integer
    assert _verdict(INTEGER_GOAL) == plain and plain[0] == Status.PROVED
    assert len(calls) - searched == searched


def test_the_key_tells_apart_other_hypotheses_and_the_same_hypotheses_translated_again(witnesses):
    witnesses["any"] = {}
    assert z3_witnesses.key(_translation(GOAL)) == z3_witnesses.key(_translation(GOAL))
    other = (GOAL[0], [sp.Gt(X, 1), sp.Le(Y, X)])
    assert z3_witnesses.key(_translation(GOAL)) != z3_witnesses.key(_translation(other))


def test_without_witnesses_or_a_recording_no_key_is_computed(monkeypatch):
    monkeypatch.delenv(solver_hints.JOURNAL_ENV, raising=False)
    monkeypatch.setattr(solver_hints, "_shipped", lambda: {})
    assert z3_witnesses.key(_translation(GOAL)) == ""
    assert not z3_witnesses.replayed(_translation(GOAL), GOAL[1], "")


def test_no_hints_turns_the_shipped_witnesses_off(monkeypatch):
    monkeypatch.setenv("CHALK_NO_HINTS", "1")
    solver_hints._shipped.cache_clear()
    try:
        assert not solver_hints.has_witnesses() and solver_hints.witness("any") is None
    finally:
        monkeypatch.delenv("CHALK_NO_HINTS")
        solver_hints._shipped.cache_clear()


def test_the_shipped_witnesses_are_sorted_and_exact():
    doc = json.loads(solver_hints.SHIPPED.read_text())
    table = doc["witnesses"]
    assert table and list(table) == sorted(table)
    assert all(list(point) == sorted(point) for point in table.values())
    assert all(z3_witnesses._value(v) is not None for point in table.values() for v in point.values())


def _translation(goal):
    """The translation ``prove`` makes of ``goal`` (the deciding pass)."""
    statement, hyps = goal
    symbols = sorted(set().union(*(e.free_symbols for e in (statement, *hyps))), key=symbol_key)
    integers = any(s.is_integer for s in symbols)
    return _translate(statement, hyps, symbols, integers, cpu_clock.now() + 10.0, ())
