"""`--confirm`: z3 on translation A, cvc5 on A's SMT-LIB text and cvc5 on translation B.

A planted bug in either translation must come out as a disagreement (an error verdict);
no second opinion is ever read from a cache.
"""

import dataclasses
import json
import time
from pathlib import Path

import pytest
import sympy as sp
import z3

from chalk.cli import main
from chalk.constraints import (
    Status,
    Verdict,
    cvc5_check,
    cvc5_prover,
    cvc5_translation,
    kernel,
    prover,
    second_opinions,
    solver_hints,
    z3_routes,
)
from chalk.constraints.cvc5_translation import Cvc5Translation, Value
from chalk.constraints.hard_limit import within
from chalk.constraints.proof_cache import ProofCache, cached_prove, using
from chalk.constraints.second_opinions import confirmed_prove
from chalk.constraints.stops import Stop

p, q = sp.symbols("p q", positive=True)
x = sp.Symbol("x", real=True)
OUTPUT = Path(__file__).resolve().parents[1] / "output"
#: an erratum of the lecture whose proof check z3 refutes, and a claim it proves
ERRATUM, HOLDS = "racks.scaleup_is_8_times_scaleout", "racks.training_bubble_fraction"


def _labels(v: Verdict) -> dict[str, str]:
    return {c.label: c.result for c in v.second_opinions}


def test_a_z3_proof_cvc5_confirms_on_translation_b_needs_no_rerun_of_z3s_own_text():
    # nonlinear, so z3 proves it (sympy does not); (p + q)**2 >= 4*p*q, the tight form,
    # cost cvc5 about 35-55 s of nonlinear search on the two translations for the same check
    v = confirmed_prove((p + q) ** 2 >= p * q, [], 5000, "proof")
    assert v.status == Status.PROVED and v.decided_by == "z3"
    assert _labels(v) == {"cvc5 on translation B (cvc5 API)": "proved"}
    assert [o["opinion"] for o in v.to_json()["second_opinions"]] == list(_labels(v))


def test_where_translation_b_does_not_decide_cvc5_reruns_z3s_own_text_and_both_are_reported(monkeypatch):
    def undecided(v, statement, hypotheses):
        b = second_opinions.TRANSLATION_B
        return second_opinions._opinion(v, b, "unknown", "resourceout", 0.0, frozenset({Stop.RESOURCE}))

    monkeypatch.setattr(second_opinions, "on_translation_b", undecided)
    v = confirmed_prove((p + q) ** 2 >= p * q, [], 5000, "proof")
    assert v.status == Status.PROVED
    assert _labels(v) == {
        "cvc5 on translation A (SMT-LIB)": "proved",
        "cvc5 on translation B (cvc5 API)": "unknown",
    }


def test_a_z3_refutation_is_confirmed_by_both_too():
    v = confirmed_prove(p > 1, [], 5000, "proof")
    assert v.status == Status.REFUTED and set(_labels(v).values()) == {"refuted"}


def test_cvc5_finds_a_model_where_the_text_is_satisfiable():
    text = "(set-logic QF_UFNIRA)\n(declare-fun a () Real)\n(assert (> (* a a) 2.0))\n(check-sat)\n"
    assert cvc5_check(text).result == "sat"


def test_a_flipped_relation_in_translation_a_is_a_disagreement(monkeypatch):
    """Translation A reads every < as <=: it proves x < y from x <= y, which is false."""
    y = sp.Symbol("y", real=True)
    monkeypatch.setattr(z3.ArithRef, "__lt__", z3.ArithRef.__le__)
    v = confirmed_prove(sp.Lt(x, y), [sp.Le(x, y)], 5000, "proof")
    assert v.status == Status.ERROR, v.detail
    assert "z3 on translation A: proved" in v.detail and "cvc5 on translation B (cvc5 API): refuted" in v.detail
    # cvc5 reading A's own text agrees with z3: it cannot see a translation bug
    assert _labels(v)["cvc5 on translation A (SMT-LIB)"] == "proved"


def test_a_flipped_relation_in_translation_b_is_a_disagreement(monkeypatch):
    y = sp.Symbol("y", real=True)
    flipped = {**cvc5_translation._RELATIONS, "<": cvc5_translation.Kind.LEQ}
    monkeypatch.setattr(cvc5_translation, "_RELATIONS", flipped)
    v = confirmed_prove(sp.Lt(x, y), [sp.Le(x, y)], 5000, "proof")
    assert v.status == Status.ERROR, v.detail
    assert "z3 on translation A: refuted" in v.detail and "cvc5 on translation B (cvc5 API): proved" in v.detail


def test_a_root_guard_made_a_premise_in_translation_b_is_a_disagreement(monkeypatch):
    """The planted bug of issue 24, in B: a root's definition holds everywhere (so its
    base >= 0 becomes a premise of the whole claim) and the root counts as defined. B then
    proves a statement that is undefined at x = -1/2, where z3 refutes it."""
    pow_with_guard = Cvc5Translation._pow

    def pow_as_premise(self, e):
        value = pow_with_guard(self, e)
        if self.assumptions and self.assumptions[-1].getKind() == cvc5_translation.Kind.IMPLIES:
            self.assumptions[-1] = self.assumptions[-1][1]  # the root's definition, unguarded
        return Value(value.term, self.tm.mkTrue())

    monkeypatch.setattr(Cvc5Translation, "_pow", pow_as_premise)
    statement = sp.Implies(x > -1, sp.sqrt(x) * sp.sqrt(x**3) >= 0)
    v = confirmed_prove(statement, [], 5000, "proof")
    assert v.status == Status.ERROR, v.detail
    assert "z3 on translation A: refuted" in v.detail and "cvc5 on translation B (cvc5 API): proved" in v.detail


def test_an_unknown_from_translation_b_leaves_z3s_verdict_and_says_why(monkeypatch):
    monkeypatch.setattr(cvc5_translation, "MAX_EXPONENT", 1)
    v = confirmed_prove(p**2 + 1 > p, [], 5000, "proof")
    assert v.status == Status.PROVED
    assert v.second_translation.result == "unknown" and "unsupported construct" in v.second_translation.reason


def test_a_call_past_the_hard_limit_is_killed_and_its_fallback_answers():
    assert within(5, lambda: 42, lambda why: why) == 42
    start = time.perf_counter()
    why = within(0.5, lambda: time.sleep(30), lambda why: why)
    assert why.stop == Stop.BACKSTOP and why.reason.startswith("timeout")
    assert time.perf_counter() - start < 5


def test_a_call_that_computes_past_the_limit_is_stopped_by_its_cpu_time_not_the_clock():
    """The limit is CPU seconds, so a loaded machine stops the same calls as an idle one."""

    def spin() -> str:
        while True:
            pass

    start = time.perf_counter()
    why = within(1, spin, lambda why: why)
    assert why.stop == Stop.CPU and why.reason == "timeout: stopped at the hard limit of 1 CPU seconds"
    assert time.perf_counter() - start < 5 * 1 + 1  # never past the wall-clock backstop


def test_a_limit_bounds_the_calls_made_under_it_not_only_its_own_process(monkeypatch):
    """A strategy run in a child of its own inside a second opinion's child gets what is left
    of the opinion's CPU seconds: RLIMIT_CPU counts one process, and an opinion of 60 CPU s
    whose strategies ran in grandchildren spent 70-80 s, stopped only by the wall clock. The
    wall-clock backstop is widened so that a loaded machine cannot end the calls first: only
    CPU seconds decide here."""
    from chalk.constraints import limits
    from chalk.constraints.hard_limit import ENCLOSING_SPENT

    monkeypatch.setattr(limits, "LIMITS", dataclasses.replace(limits.LIMITS, wall_factor=20))

    def spin() -> str:
        while True:
            pass

    def opinion() -> tuple:
        first, second = within(10, spin, lambda why: why), within(10, spin, lambda why: why)
        return first.stop, second.stop, second.reason

    start = time.perf_counter()
    assert within(2, opinion, lambda why: why) == (Stop.ENCLOSING, Stop.ENCLOSING, ENCLOSING_SPENT)
    assert not Stop.ENCLOSING.deterministic and Stop.ENCLOSING.limit  # never recorded as a hint
    assert time.perf_counter() - start < 18  # two inner calls of 10 CPU s each, had they run whole: 20 s


def test_a_hung_translation_b_is_unknown_and_z3s_verdict_stands(monkeypatch):
    """A child that waits instead of computing uses no CPU: the wall-clock backstop stops it."""
    from chalk.constraints import limits

    monkeypatch.setattr(limits, "LIMITS", dataclasses.replace(limits.LIMITS, opinion_cpu_s=1, wall_factor=1))
    monkeypatch.setattr(cvc5_prover, "decide", lambda *args, **kwargs: time.sleep(30))
    v = confirmed_prove(p**2 + 1 > p, [], 5000, "proof")
    assert v.status == Status.PROVED
    assert v.second_translation.result == "unknown"
    assert v.second_translation.reason == second_opinions.LIMIT_REASON


def _forged(check: str, obligations: tuple[str, ...]) -> Verdict:
    """A proof a planted cache entry would replay (the kernel seals what the cache gives back)."""
    v = kernel.replayed(check, kernel.Replayed(Status.PROVED), "forged", "z3")
    return dataclasses.replace(v, obligations=obligations)


@pytest.mark.parametrize("obligations", [("(assert false)\n(check-sat)\n",), ()], ids=["assert false", "no text"])
def test_a_forged_cache_entry_is_never_confirmed(tmp_path, obligations):
    """The entry is stored through the cache's own interface, so it passes whatever check
    the cache makes; without --confirm it is served, with --confirm it is not even read."""
    statement = p > 1  # false at p = 1/2
    proof_cache = ProofCache(tmp_path)
    proof_cache.put(proof_cache.key(statement, [], "proof"), _forged("proof", obligations))
    with using(proof_cache):
        assert cached_prove(statement, [], 5000).detail == "forged"
        v = cached_prove(statement, [], 5000, confirm=True)
    assert v.status == Status.REFUTED and v.detail != "forged"
    assert set(_labels(v).values()) == {"refuted"}


def test_verify_confirm_reads_no_forged_verdict(tmp_path, monkeypatch, capsys):
    """Every cache read returns a forged proof: plain verify is fooled, --confirm is not."""
    monkeypatch.setattr(ProofCache, "get", lambda self, key: _forged("proof", ("(assert false)\n(check-sat)\n",)))
    folder = str(tmp_path / "cache")
    assert main(["verify", ERRATUM, "--cache-dir", folder, "--json"]) == 1
    capsys.readouterr()
    assert main(["verify", ERRATUM, "--confirm", "--cache-dir", folder, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    proof = report["claims"][0]["checks"]["proof"]
    assert proof["status"] == "refuted" and proof["detail"] != "forged"
    assert report["summary"]["second_solver"]["disagreements"] == []


def test_verify_confirm_states_both_translations_and_both_solvers(capsys):
    assert main(["verify", HOLDS, "--confirm"]) == 0
    out = capsys.readouterr().out
    assert "z3 on translation A decided" in out
    assert "cvc5 on translation A (SMT-LIB) agreed on" in out
    assert "cvc5 on translation B (cvc5 API) agreed on" in out
    assert "0 disagreements" in out


def test_the_translations_agree_on_a_sample_of_lecture_claims(capsys):
    """An erratum (z3 refutes) and claims z3 proves: no opinion contradicts z3."""
    assert main(["verify", "racks.training_bubble_fraction", "--confirm", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]["second_solver"]
    assert main(["verify", ERRATUM, "--confirm", "--json"]) == 0
    erratum = json.loads(capsys.readouterr().out)["summary"]["second_solver"]
    for s in (summary, erratum):
        assert s["z3_decided"] >= 1 and not s["disagreements"]
        assert all(not o["disagreements"] for o in s["opinions"])
        b = next(o for o in s["opinions"] if "translation B" in o["opinion"])
        assert b["agreed"] == b["compared"] == s["z3_decided"]
    assert erratum["z3_refuted"] >= 1 and summary["z3_proved"] >= 1


#: the default run reruns every 40th committed script (three, from three chapters, with sat,
#: unsat and a several-obligation file among them: about 5 s of cvc5); CI's slow step reruns
#: all the others (the first three alphabetically alone took cvc5 about 30 s)
SMT_FILES = sorted((OUTPUT / "smt").glob("*.smt2"))
SMT_SAMPLE = SMT_FILES[::40]
SMT_PARAMS = [f if f in SMT_SAMPLE else pytest.param(f, marks=pytest.mark.slow) for f in SMT_FILES]


@pytest.mark.parametrize("path", SMT_PARAMS, ids=lambda p: p.stem)
def test_a_committed_obligation_file_reruns_in_cvc5(path):
    """Each script's obligations (separated by (reset)) give the answer its comment says."""
    for part in path.read_text().split("\n(reset)\n"):
        expected = "unsat" if "; z3 says unsat" in part else "sat"
        assert cvc5_check(part).result in (expected, "unknown")


def test_every_claim_with_a_z3_proof_has_an_obligation_file():
    report = json.loads((OUTPUT / "verdicts.json").read_text())
    decided = [
        c["id"]
        for c in report["claims"]
        if any(v["decided_by"] == "z3" and v["status"] in ("proved", "refuted") for v in c["checks"].values())
    ]
    assert decided and all((OUTPUT / "smt" / f"{cid}.smt2").is_file() for cid in decided)


def test_an_opinion_stopped_by_a_limit_reads_the_same_whichever_limit_stopped_it():
    """Which limit stops cvc5 first depends on the machine's speed; the report must not."""
    from chalk.constraints.second_opinions import LIMIT_REASON, _machine_independent
    from chalk.constraints.stops import Stop
    from chalk.constraints.verdict import Confirmation

    def unknown(reason: str, *stops: Stop) -> Confirmation:
        return Confirmation("cvc5", "unknown", reason, stops=frozenset(stops))

    stopped = unknown("timeout: stopped at the hard limit of 60 CPU seconds", Stop.CPU)
    killed = unknown("timeout: killed at the wall-clock backstop of 300 s", Stop.BACKSTOP)
    ran_out = unknown("cvc5 returned unknown (incomplete; resourceout)", Stop.INCOMPLETE, Stop.RESOURCE)
    other = unknown("unsupported construct: Sum")
    incomplete = unknown("cvc5 returned unknown (incomplete)", Stop.INCOMPLETE)
    agreed = Confirmation("cvc5", "proved")
    assert _machine_independent(killed).reason == _machine_independent(ran_out).reason == LIMIT_REASON
    assert _machine_independent(stopped).reason == LIMIT_REASON
    assert _machine_independent(other) == other and _machine_independent(agreed) == agreed
    assert _machine_independent(incomplete) == incomplete  # cvc5's own verdict on the input, no limit


def test_the_stop_decides_never_the_words_of_the_reason():
    """A reason that reads like a limit but carries no limit's stop is kept as it is, and a
    limit's stop is normalised whatever its words."""
    from chalk.constraints.second_opinions import LIMIT_REASON, _machine_independent
    from chalk.constraints.stops import Stop
    from chalk.constraints.verdict import Confirmation

    worded = Confirmation("cvc5", "unknown", "resourceout; timeout: stalled (no answer within 1 CPU s)")
    assert _machine_independent(worded) == worded
    plain = Confirmation("cvc5", "unknown", "no answer", stops=frozenset({Stop.RESOURCE}))
    assert _machine_independent(plain).reason == LIMIT_REASON


def test_a_strategy_that_stalls_without_spending_resources_is_stopped_by_its_cpu_seconds():
    """Linearisation can compute for minutes without spending a resource unit; its own
    process is stopped after its CPU seconds, with a reason that reads the same anywhere."""
    from chalk.constraints.smtlib import Strategy

    def spin() -> str:
        while True:
            pass

    stalling = Strategy("spinning", cpu_seconds=1)
    start = time.perf_counter()
    why = stalling.isolated(spin, lambda why: why)
    assert why.reason == "spinning stalled (no answer within 1 CPU s)" and why.stop == Stop.CPU
    assert time.perf_counter() - start < 30
    assert Strategy("quick", cpu_seconds=1).isolated(lambda: "answer", lambda why: why) == "answer"


def test_cvc5_confirms_a_layout_step_monotonicity_in_many_variables_well_within_its_limit():
    """Coverings alone ran to the 60 s kill on this 20-symbol obligation; incremental
    linearisation, tried first under its own limits, decides it on both translations."""
    from chalk.constraints.checks import _instantiate
    from chalk.derivations.registry import Registry

    registry = Registry().load()
    claim = registry.built(registry.get("layout.layout_step_never_decreases_with_batch"))
    statement = _instantiate(claim.statement, claim)
    hypotheses = [_instantiate(h, claim) for h in claim.hypotheses]
    v = confirmed_prove(statement, hypotheses, 20_000, "proof")
    assert v.status == Status.PROVED
    assert set(_labels(v).values()) == {"proved"}, [(o.label, o.result, o.reason) for o in v.second_opinions]
    assert all(o.seconds < 20 for o in v.second_opinions)


@pytest.fixture(scope="module")
def layout_goal() -> tuple[sp.Basic, list[sp.Basic]]:
    """A lecture claim whose integer goal z3 leaves unknown (its reals admit P = 2/3), over the
    port-only model of the weight collectives (tests/port_only_layout.py)."""
    from tests.port_only_layout import port_only_claim

    claim = port_only_claim("parallelism.a_layout_never_beats_the_training_time")
    return claim.statement, list(claim.hypotheses)


@pytest.fixture
def routed_to_cvc5_first(monkeypatch):
    """A route hint for the goal: cvc5 goes first. The lecture ships none for it any more
    (z3 decides the lecture's own claim since the NIC term), so the test states it."""
    monkeypatch.setattr(solver_hints, "second_first", lambda route: True)


def test_a_goal_z3_leaves_unknown_is_decided_by_cvc5_on_translation_b(layout_goal, routed_to_cvc5_first):
    """With a route hint cvc5 goes first (a few seconds); the slow variant below takes the
    way without hints, z3's share of the budget first."""
    statement, hypotheses = layout_goal
    assert prover.prove(statement, hypotheses, 2000).status == Status.UNKNOWN
    v = prover.prove(statement, hypotheses, 20_000, second_prover=True)
    assert v.status == Status.PROVED and v.decided_by.startswith(cvc5_prover.DECIDED_BY), v.detail
    assert "z3 left the goal undecided" in v.detail


@pytest.mark.slow
def test_without_hints_a_goal_z3_leaves_unknown_is_decided_by_cvc5_in_the_rest_of_the_budget(layout_goal, monkeypatch):
    monkeypatch.setattr(solver_hints, "_shipped", lambda: {})
    v = prover.prove(*layout_goal, 20_000, second_prover=True)
    assert v.status == Status.PROVED and v.decided_by.startswith(cvc5_prover.DECIDED_BY), v.detail


def test_a_proof_cvc5_made_on_translation_b_gets_no_opinion_from_b_again(layout_goal, routed_to_cvc5_first):
    v = confirmed_prove(*layout_goal, 20_000, "proof")
    assert v.status == Status.PROVED and v.second_translation is None
    assert "cvc5 on translation B (cvc5 API)" not in _labels(v)


def test_a_split_z3_cannot_settle_never_spends_the_time_the_goal_needs(monkeypatch):
    """Splitting a goal with partial terms only refines its obligations: one that spends the
    whole deadline (as on a loaded machine) still leaves the goal proved."""

    def stalled(tr, statement, check, deadline, timeout_ms, tactic=""):
        time.sleep(max(0.0, deadline - time.perf_counter()))
        return []

    monkeypatch.setattr(z3_routes, "proved_in_two", stalled)
    v = prover.prove(x**2 / (x**2 + 1) < 1, [], 1000)
    assert v.status == Status.PROVED, v.detail


def test_a_derivations_combined_opinion_keeps_the_stops_of_its_unknown_steps():
    from chalk.constraints.second_opinions import combined
    from chalk.constraints.verdict import Confirmation

    agreed = Confirmation("cvc5", "proved", obligations=1, confirmed=1)
    ran_out = Confirmation("cvc5", "unknown", "resourceout", stops=frozenset({Stop.RESOURCE}))
    one = combined([agreed, ran_out])
    assert one is not None and one.result == "unknown" and one.stops == {Stop.RESOURCE}
    assert combined([agreed, agreed]).stops == frozenset()


def test_a_strategy_whose_process_fails_says_so_and_is_no_cpu_stop():
    """Only the CPU stop and the backstop read as "stalled"; a child that dies is an error
    (never a deterministic outcome a hint could record), with its own words."""
    import os

    from chalk.constraints.smtlib import Strategy

    why = Strategy("dying", cpu_seconds=5).isolated(lambda: os._exit(3), lambda why: why)
    assert why.stop == Stop.ERROR and not why.stop.deterministic
    assert why.reason == "the solver's process failed"
