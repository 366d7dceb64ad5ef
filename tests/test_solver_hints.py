"""Solver hints (constraints/solver_hints.py): a hint only skips a cvc5 strategy recorded as
giving no answer; it never makes a verdict or an agreement, and replaying the recorded hints
gives the same answers as the run that recorded them."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
import sympy as sp

from chalk.constraints import cvc5_prover, limits, smtlib, solver_hints, z3_routes
from chalk.constraints.prover import prove
from chalk.constraints.second_opinions import confirmed_prove, on_translation_a
from chalk.constraints.smtlib import Answer
from chalk.constraints.stops import Stop
from chalk.constraints.verdict import Status

STRATEGY = smtlib.LINEARISATION
RESOURCEOUT = Answer("unknown", "resourceout", frozenset({Stop.RESOURCE}))
UNSAT = Answer("unsat")


@pytest.fixture
def hints(monkeypatch):
    """Replace the shipped hints with a dict the test fills in."""
    table: dict[str, Answer] = {}
    monkeypatch.delenv(solver_hints.JOURNAL_ENV, raising=False)
    monkeypatch.setattr(solver_hints, "_replayed", lambda: table)
    return table


def test_a_strategy_a_hint_calls_fruitless_is_not_run_and_answers_unknown_with_the_recorded_reason(hints):
    calls = []
    hints[solver_hints.key("(check-sat)", STRATEGY)] = RESOURCEOUT
    got = solver_hints.run("(check-sat)", STRATEGY, lambda: calls.append(1) or UNSAT)
    assert got == RESOURCEOUT and calls == []
    # another obligation, or the same one under other limits, is not covered by that hint
    assert solver_hints.run("(check-sat) ", STRATEGY, lambda: UNSAT) == UNSAT
    tighter = replace(STRATEGY, resource_limit=STRATEGY.resource_limit // 2)
    assert solver_hints.run("(check-sat)", tighter, lambda: UNSAT) == UNSAT


def test_a_recording_keeps_deterministic_unknowns_only_and_its_replay_answers_the_same(tmp_path, monkeypatch, hints):
    journal = tmp_path / "journal.jsonl"
    monkeypatch.setenv(solver_hints.JOURNAL_ENV, str(journal))
    answers = {
        "a": RESOURCEOUT,
        "b": Answer("unknown", "incremental linearisation stalled (no answer within 10 CPU s)", frozenset({Stop.CPU})),
        "c": Answer("unknown", "timeout", frozenset({Stop.BUDGET})),  # the wall clock: never recorded
        "f": Answer("unknown", "resourceout", frozenset({Stop.RESOURCE, Stop.BACKSTOP})),  # partly the clock
        "g": Answer("unknown", "resourceout"),  # the words of a limit, no stop: not recorded
        "d": UNSAT,
        "e": Answer("sat"),
    }
    first = {k: solver_hints.run(solver_hints_text(k), STRATEGY, lambda a=a: a) for k, a in answers.items()}
    recorded = json.loads(solver_hints.written(journal))["fruitless"]
    assert sorted(v["stop"] for v in recorded.values()) == ["cpu", "resource"]
    monkeypatch.delenv(solver_hints.JOURNAL_ENV)
    hints.update({k: solver_hints._hint(v) for k, v in recorded.items()})
    ran = []

    def solve(k: str):
        ran.append(k)
        return answers[k]

    replayed = {k: solver_hints.run(solver_hints_text(k), STRATEGY, lambda k=k: solve(k)) for k in answers}
    assert replayed == first and sorted(ran) == ["c", "d", "e", "f", "g"]


def solver_hints_text(name: str) -> str:
    return f"(check-sat) ; {name}"


def test_a_hint_with_an_unknown_or_wall_clock_stop_is_never_replayed():
    assert solver_hints._hint({"reason": "resourceout", "stop": "resource"}) == RESOURCEOUT
    assert solver_hints._hint({"reason": "timeout", "stop": "budget"}) is None
    assert solver_hints._hint({"reason": "resourceout", "stop": "made up"}) is None
    assert solver_hints._hint("resourceout") is None  # the format-1 entry: no stop


def test_the_written_hints_are_the_same_bytes_whatever_order_the_journal_holds(tmp_path):
    lines = [json.dumps({"key": k, "reason": "resourceout", "stop": "resource"}) for k in ("b", "a", "c")]
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
        hints[solver_hints.key(text, strategy)] = RESOURCEOUT
    forged = smtlib.cvc5_check(text)
    assert forged.result == "unknown"
    hinted = confirmed_prove(statement, [], 2000, "proof")
    assert (hinted.status, hinted.countermodel) == (plain.status, plain.countermodel)
    assert hinted.second_opinions and all(o.result in ("refuted", "unknown") for o in hinted.second_opinions)
    # cvc5 on z3's own text, run as where translation B does not decide: unknown, never a proof
    bare = replace(plain, confirmation=None, second_translation=None)
    rerun = on_translation_a(bare)
    assert rerun is not None and rerun.result == "unknown" and not rerun.disagreed


def test_the_shipped_hints_file_is_sorted_and_in_the_current_format():
    doc = json.loads(solver_hints.SHIPPED.read_text())
    assert doc["format"] == solver_hints.FORMAT and list(doc["fruitless"]) == sorted(doc["fruitless"])
    # no lecture goal needs a route since z3 decides the layout claim itself (an empty list is valid)
    assert doc["second_first"] == sorted(set(doc["second_first"]))
    # the split hints: sorted, each naming a tactic a replay accepts
    assert list(doc["split_first"]) == sorted(doc["split_first"])
    assert all(tactic in z3_routes.TACTICS for tactic in doc["split_first"].values())
    assert all(solver_hints._hint(entry) is not None for entry in doc["fruitless"].values())


@pytest.fixture
def routes(monkeypatch):
    """Replace the shipped route hints with a list the test fills in."""
    table: list[str] = []
    monkeypatch.delenv(solver_hints.JOURNAL_ENV, raising=False)
    monkeypatch.setattr(solver_hints, "_shipped", lambda: {"second_first": table})
    return table


N = sp.Symbol("n", integer=True, positive=True)
M = sp.Symbol("m", integer=True, positive=True)
#: z3 and cvc5's linearisation both decide it at once
TRUE_GOAL = sp.Ge((N + M) ** 3, N**3 + M**3 + 3 * N * M)


def test_a_route_hint_sends_the_goal_to_cvc5_first_and_cvc5_still_decides_it(routes):
    plain = prove(TRUE_GOAL, timeout_ms=4000, second_prover=True)
    assert (plain.status, plain.decided_by) == (Status.PROVED, "z3")
    routes.append(solver_hints.route_key(TRUE_GOAL, []))
    hinted = prove(TRUE_GOAL, timeout_ms=4000, second_prover=True)
    assert (hinted.status, hinted.decided_by) == (Status.PROVED, "cvc5 (translation B), linearised")
    # without the second prover a route hint is never read
    assert prove(TRUE_GOAL, timeout_ms=4000).decided_by == "z3"


def test_a_hand_edited_route_hint_on_a_false_statement_changes_nothing_but_the_time(routes):
    false = sp.Ge(N**2, 2 * N + 5)  # false at n = 1, 2, 3
    plain = prove(false, timeout_ms=4000, second_prover=True)
    routes.append(solver_hints.route_key(false, []))
    hinted = prove(false, timeout_ms=4000, second_prover=True)
    assert plain.status == hinted.status == Status.REFUTED
    for verdict in (plain, hinted):  # each countermodel is a point where the statement is false
        point = {sp.Symbol(k, integer=True, positive=True): sp.Rational(v) for k, v in verdict.countermodel}
        assert false.subs(point) == sp.false


def test_a_route_hint_cvc5_cannot_use_falls_back_to_z3_within_the_budget(routes, monkeypatch):
    seen = []

    def undecided(*args, deadline=None):
        seen.append(deadline)
        return cvc5_prover.Verdict("proof", Status.UNKNOWN, "cvc5 returned unknown (resourceout)", "cvc5")

    monkeypatch.setattr(cvc5_prover, "linearised", undecided)
    routes.append(solver_hints.route_key(TRUE_GOAL, []))
    verdict = prove(TRUE_GOAL, timeout_ms=4000, second_prover=True)
    assert (verdict.status, verdict.decided_by) == (Status.PROVED, "z3") and len(seen) == 1


def test_a_recording_journals_the_goals_cvc5_decided_in_z3s_place(tmp_path, monkeypatch, routes):
    journal = tmp_path / "journal.jsonl"
    monkeypatch.setenv(solver_hints.JOURNAL_ENV, str(journal))
    solver_hints.record_route("abc")
    solver_hints.record_route("abc")
    assert json.loads(solver_hints.written(journal))["second_first"] == ["abc"]


def test_the_second_prover_gets_the_rest_of_the_calls_budget_never_more(monkeypatch):
    """z3 stops at its share; cvc5 is handed the rest of the call's CPU budget (its process
    is stopped there, counted in its own CPU time), so ``prove(timeout_ms=T,
    second_prover=True)`` spends at most T: what was spent before plus cvc5's share."""
    from chalk.constraints import cpu_clock

    handed = []
    start = cpu_clock.now()

    def undecided(*args, deadline=None):
        handed.append((deadline - cpu_clock.now(), cpu_clock.now() - start))
        return cvc5_prover.Verdict("proof", Status.UNKNOWN, "cvc5 returned unknown (timeout)", "cvc5")

    monkeypatch.setattr(cvc5_prover, "linearised", undecided)
    verdict = prove(sp.Ne(N**2, 2 * M**2), timeout_ms=1500, second_prover=True)  # z3 times out
    assert verdict.status == Status.UNKNOWN and len(handed) == 1
    window, spent = handed[0]
    assert window > 0 and window + spent <= 1.5 + 0.01
    assert spent >= limits.LIMITS.z3_share * 1.5 - 0.05  # z3 had its share first
    assert limits.LIMITS.z3_share < 1  # cvc5's share is not empty


def test_a_child_past_the_callers_budget_is_killed_there_and_reads_as_a_timeout():
    from chalk.constraints.hard_limit import within

    def spin():
        while True:
            pass

    assert within(60, spin, lambda why: ("cpu", why), budget_s=0.3, spent=lambda why: ("budget", why))[0] == "budget"
    assert within(60, lambda: 1, lambda why: why, budget_s=0, spent=lambda why: "spent") == "spent"
    why = smtlib.Strategy("s", cpu_seconds=60).isolated(spin, lambda why: why, 0.3)
    assert (why.stop, why.reason) == (Stop.BUDGET, smtlib.TIMEOUT)


def test_a_recording_keeps_an_earlier_hint_where_the_wall_clock_ended_the_strategy_and_drops_unseen_ones(tmp_path):
    lines = [
        {"seen": "slow"},  # considered, ended by the wall clock under load: nothing recorded
        {"seen": "fresh"},
        {"key": "fresh", "reason": "resourceout", "stop": "resource"},
        {"seen": "now decides"},
        {"decided": "now decides"},
    ]
    journal = tmp_path / "journal.jsonl"
    journal.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = {"reason": "resourceout", "stop": "resource"}
    previous = {"slow": out, "now decides": {"reason": "incomplete", "stop": "incomplete"}, "gone": out}
    kept = json.loads(solver_hints.written(journal, previous))["fruitless"]
    # the earlier deterministic outcome stands; a strategy that decided now loses its hint;
    # a key no obligation of this run considered is dropped
    assert kept == {"fresh": out, "slow": out}


@pytest.fixture
def splits(monkeypatch):
    """Replace the shipped split hints with a dict (key to z3 tactic) the test fills in."""
    table: dict[str, str] = {}
    monkeypatch.delenv(solver_hints.JOURNAL_ENV, raising=False)
    monkeypatch.setattr(solver_hints, "_shipped", lambda: {"split_first": table})
    return table


A = sp.Symbol("a", real=True)
#: a goal with a partial term (the division), which the split proves
SPLIT_GOAL = (sp.Ge(1 / (A - 1), -5, evaluate=False), [sp.Gt(A, 1)])


def _split_calls(monkeypatch):
    calls = []
    original = z3_routes.proved_in_two

    def spy(tr, statement, check, deadline, timeout_ms, tactic=""):
        calls.append(tactic)
        return original(tr, statement, check, deadline, timeout_ms, tactic)

    monkeypatch.setattr(z3_routes, "proved_in_two", spy)
    return calls


def test_a_split_hint_proves_the_two_obligations_first_with_its_tactic_and_the_verdict_reads_the_same(
    splits, monkeypatch
):
    calls = _split_calls(monkeypatch)
    plain = prove(*SPLIT_GOAL, timeout_ms=4000)
    assert calls == [""] and plain.status == Status.PROVED
    splits[solver_hints.split_key(SPLIT_GOAL[0], SPLIT_GOAL[1], False)] = "qfnra-nlsat"
    calls.clear()
    hinted = prove(*SPLIT_GOAL, timeout_ms=4000)
    assert calls == ["qfnra-nlsat"]  # the split first, with the hint's tactic; no one goal, no second split
    assert (hinted.status, hinted.detail, hinted.obligations) == (plain.status, plain.detail, plain.obligations)


def test_a_hand_edited_split_hint_on_a_false_statement_changes_nothing_but_the_time(splits, monkeypatch):
    n = sp.Symbol("n", integer=True, positive=True)
    false = sp.Le(n / (n - 1), 1, evaluate=False)  # n/(n - 1) > 1 wherever it is defined
    hypotheses = [sp.Ge(n, 2)]
    plain = prove(false, hypotheses, timeout_ms=4000)
    for integers in (False, True):
        splits[solver_hints.split_key(false, hypotheses, integers)] = "qfnra-nlsat"
    hinted = prove(false, hypotheses, timeout_ms=4000)
    assert plain.status == hinted.status == Status.REFUTED
    for verdict in (plain, hinted):  # each countermodel is a point where the statement is false
        point = {sp.Symbol(k, integer=True, positive=True): sp.Rational(v) for k, v in verdict.countermodel}
        assert false.subs(point) == sp.false


def test_a_split_hint_naming_a_tactic_outside_the_list_is_ignored(splits, monkeypatch):
    calls = _split_calls(monkeypatch)
    splits[solver_hints.split_key(SPLIT_GOAL[0], SPLIT_GOAL[1], False)] = "nla2bv"  # an under-approximation
    assert prove(*SPLIT_GOAL, timeout_ms=4000).status == Status.PROVED
    assert calls == [""]  # the route without hints: the one goal, then the default solver's split


def test_a_recording_journals_the_first_tactic_that_proves_the_split_of_a_goal_the_one_goal_left_undecided(
    tmp_path, monkeypatch
):
    import z3

    from chalk.constraints import z3_budget

    journal = tmp_path / "journal.jsonl"
    monkeypatch.setenv(solver_hints.JOURNAL_ENV, str(journal))
    original = z3_budget.check
    checks: list[int] = []

    def one_goal_undecided(solver, deadline, cap_ms=None):
        """The goal's checks: its hypotheses' consistency, then the one goal, which this test
        leaves undecided (as z3 left the lecture's integer goal); the split as z3 answers it."""
        checks.append(len(checks))
        return z3.unknown if len(checks) == 2 else original(solver, deadline, cap_ms)

    monkeypatch.setattr(z3_budget, "check", one_goal_undecided)
    v = prove(*SPLIT_GOAL, timeout_ms=4000)
    assert v.status == Status.PROVED and v.detail.startswith("every term is defined")
    doc = json.loads(solver_hints.written(journal))
    assert doc["split_first"] == {solver_hints.split_key(SPLIT_GOAL[0], SPLIT_GOAL[1], False): "qfnra-nlsat"}
    assert len(checks) == 6  # consistency, one goal, the split; the recording's split on a fresh translation
