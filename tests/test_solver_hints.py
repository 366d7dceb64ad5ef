"""Solver hints (constraints/solver_hints.py): a hint only skips a cvc5 strategy recorded as
giving no answer; it never makes a verdict or an agreement, and replaying the recorded hints
gives the same answers as the run that recorded them."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
import sympy as sp

from chalk.constraints import smtlib, solver_hints
from chalk.constraints.second_opinions import confirmed_prove
from chalk.constraints.verdict import Status

STRATEGY = smtlib.LINEARISATION


@pytest.fixture
def hints(monkeypatch):
    """Replace the shipped hints with a dict the test fills in."""
    table: dict[str, str] = {}
    monkeypatch.delenv(solver_hints.JOURNAL_ENV, raising=False)
    monkeypatch.setattr(solver_hints, "_replayed", lambda: table)
    return table


def test_a_strategy_a_hint_calls_fruitless_is_not_run_and_answers_unknown_with_the_recorded_reason(hints):
    calls = []
    hints[solver_hints.key("(check-sat)", STRATEGY)] = "resourceout"
    got = solver_hints.run("(check-sat)", STRATEGY, lambda: calls.append(1) or ("unsat", ""))
    assert got == ("unknown", "resourceout") and calls == []
    # another obligation, or the same one under other limits, is not covered by that hint
    assert solver_hints.run("(check-sat) ", STRATEGY, lambda: ("unsat", "")) == ("unsat", "")
    tighter = replace(STRATEGY, resource_limit=STRATEGY.resource_limit // 2)
    assert solver_hints.run("(check-sat)", tighter, lambda: ("unsat", "")) == ("unsat", "")


def test_a_recording_keeps_deterministic_unknowns_only_and_its_replay_answers_the_same(tmp_path, monkeypatch, hints):
    journal = tmp_path / "journal.jsonl"
    monkeypatch.setenv(solver_hints.JOURNAL_ENV, str(journal))
    answers = {
        "a": ("unknown", "resourceout"),
        "b": ("unknown", "incremental linearisation stalled (no answer within 10 CPU s)"),
        "c": ("unknown", "timeout"),  # the wall clock: machine-dependent, never recorded
        "d": ("unsat", ""),
        "e": ("sat", ""),
    }
    first = {k: solver_hints.run(k, STRATEGY, lambda a=a: a) for k, a in answers.items()}
    recorded = json.loads(solver_hints.written(journal))["fruitless"]
    assert len(recorded) == 2
    monkeypatch.delenv(solver_hints.JOURNAL_ENV)
    hints.update(recorded)
    ran = []

    def solve(k: str):
        ran.append(k)
        return answers[k]

    replayed = {k: solver_hints.run(k, STRATEGY, lambda k=k: solve(k)) for k in answers}
    assert replayed == first and sorted(ran) == ["c", "d", "e"]


def test_the_written_hints_are_the_same_bytes_whatever_order_the_journal_holds(tmp_path):
    lines = [json.dumps({"key": k, "reason": "resourceout"}) for k in ("b", "a", "c")]
    one, two = tmp_path / "1", tmp_path / "2"
    one.write_text("\n".join(lines) + "\n")
    two.write_text("\n".join(reversed(lines)) + "\n")
    assert solver_hints.written(one) == solver_hints.written(two)


def test_hints_calling_every_strategy_fruitless_never_prove_a_false_statement_nor_change_its_verdict(hints):
    x = sp.Symbol("x", real=True)
    statement = sp.Ge(x**2, x, evaluate=False)  # false at x = 1/2
    plain = confirmed_prove(statement, [], 2000, "proof")
    assert plain.status == Status.REFUTED
    text = plain.obligations[0]
    for strategy in smtlib.STRATEGIES:  # a hand-edited file: cvc5 "gives no answer" anywhere
        hints[solver_hints.key(text, strategy)] = "resourceout"
    forged = smtlib.cvc5_check(text)
    assert forged.result == "unknown"
    hinted = confirmed_prove(statement, [], 2000, "proof")
    assert (hinted.status, hinted.countermodel) == (plain.status, plain.countermodel)
    assert hinted.confirmation is not None and hinted.confirmation.result in ("refuted", "unknown")
    assert hinted.confirmation.result != "proved" and not hinted.confirmation.disagreed


def test_the_shipped_hints_file_is_sorted_and_in_the_current_format():
    doc = json.loads(solver_hints.SHIPPED.read_text())
    assert doc["format"] == solver_hints.FORMAT and list(doc["fruitless"]) == sorted(doc["fruitless"])
    assert all(solver_hints._deterministic(reason) for reason in doc["fruitless"].values())
