"""Mutation self-test: chalk's checks must catch wrong mathematics in its own claims.

The registry-wide run enforces the issue's bar (overall kill ratio ≥ 95%); the smaller
tests show that the bar can fail (checks that never fail kill nothing), that survivors
are classified by proof rather than by hand, and that mutating a definition never
touches the global quantity table.
"""

import json

import pytest
import sympy as sp

from chalk.cli import main
from chalk.constraints import Status, Verdict, checks, mutation
from chalk.constraints.checks import run_checks
from chalk.constraints.mutation import mutants, mutate_claim, sample
from chalk.derivations.model import Claim, Example
from chalk.derivations.quantities import definitions
from chalk.derivations.registry import REGISTRY
from chalk.units import declare, ureg

x, y = sp.symbols("mutation_x mutation_y", positive=True)
declare(x, ureg.second)
declare(y, ureg.second)

OPTIMAL_BATCH = "batching.optimal_batch_balances_weights_and_compute"


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_checks_kill_at_least_95_percent_of_mutants_over_every_claim(capsys):
    status = main(["mutate", "--json"])
    report = json.loads(capsys.readouterr().out)
    summary = report["summary"]
    survivors = [(c["id"], s) for c in report["claims"] for s in c["survivors"]]
    gaps = [f"{i}: {s['site']}: {s['mutation']} — {s['reason']}" for i, s in survivors if s["status"] == "gap"]
    assert summary["kill_ratio"] >= 0.95, "\n".join(gaps)
    assert status == 0 and report["ok"] is True
    assert summary["claims"] == len(REGISTRY.load().select("*")) and summary["killed"] > 0
    for claim_id, s in survivors:
        assert s["status"] in ("equivalent", "gap") and s["reason"], (claim_id, s)


def test_every_operator_of_the_issue_is_generated_from_a_claim():
    kinds = {m.kind for m in mutants(REGISTRY.load().get(OPTIMAL_BATCH).claim())}
    wanted = {"factor-drop", "factor-double", "swap", "relation", "sibling", "other-unit", "definition", "example-2x"}
    assert wanted <= kinds


def test_a_given_catalog_constant_is_doubled_and_an_unpinned_one_is_a_gap():
    claim = Claim(sp.Ge(x + y, x, evaluate=False), given={y: 3}, id="test.given_unpinned")
    report = mutate_claim(claim, limit=0)
    given = [o for o in report.outcomes if o.mutant.kind == "given-2x"]
    assert len(given) == 1
    # the statement holds for every y, so doubling y is equivalent — proved, not assumed
    assert given[0].status == "equivalent" and "every value" in given[0].reason
    pinned = Claim(
        sp.Ge(x + y, x, evaluate=False), given={y: 3}, examples=(Example({x: 1}, expect={x + y: 4}),), id="test.pinned"
    )
    given = [o for o in mutate_claim(pinned, limit=0).outcomes if o.mutant.kind == "given-2x"]
    assert given[0].status == "killed" and given[0].by == "numeric"


def test_checks_that_cannot_fail_kill_nothing_and_mutate_fails(monkeypatch, capsys):
    def always_passes(claim):
        return Verdict("units", Status.PASSED, "a check that cannot fail")

    monkeypatch.setattr(checks, "CHECK_FUNCTIONS", dict.fromkeys(checks.CHECK_FUNCTIONS, always_passes))
    # the units check's rule for mutated definitions (declared unit = body's unit) is a check too
    monkeypatch.setattr(mutation, "_definition_units", lambda claim, m: None)
    assert main(["mutate", OPTIMAL_BATCH, "--json", "--per-claim", "12"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["summary"]["killed"] == 0 and report["summary"]["kill_ratio"] == 0.0 and not report["ok"]


def test_a_weakening_that_stays_true_is_equivalent_and_a_flip_is_killed():
    report = mutate_claim(Claim(sp.Gt(2 * x, x, evaluate=False), id="test.weakening"), limit=0)
    relations = {o.mutant.description: o for o in report.outcomes if o.mutant.kind == "relation"}
    weakened = next(o for d, o in relations.items() if ">=" in d.split("→")[-1])
    flipped = next(o for d, o in relations.items() if "<" in d.split("→")[-1])
    assert weakened.status == "equivalent" and "weakened" in weakened.reason
    assert flipped.status == "killed"


def test_a_catalog_constant_no_example_pins_is_a_gap_with_its_reason():
    # 3 s ≥ 2 s stays true at y = 6 s, but not for every y: a wrong catalog value would pass
    report = mutate_claim(Claim(sp.Ge(y, x), given={x: 2, y: 3}, id="test.unpinned"), limit=0)
    doubled = {o.mutant.description: o for o in report.outcomes if o.mutant.kind == "given-2x"}
    assert doubled["mutation_y × 2"].status == "gap"
    assert "no example pins the catalog value of mutation_y" in doubled["mutation_y × 2"].reason
    assert doubled["mutation_x × 2"].status == "killed"  # 3 s ≥ 4 s fails: the statement pins x


def test_an_erratum_mutant_is_killed_when_a_rejecting_check_stops_rejecting():
    board = REGISTRY.load().get("batching.optimal_batch_board_form").claim()
    report = mutate_claim(board, limit=0)
    assert report.count("killed") > 0
    for o in report.outcomes:
        if o.status == "killed":
            assert o.by in ("units", "numeric", "proof", "identity")
        else:
            assert o.reason.startswith("defect kept")


def test_mutating_a_definition_never_touches_the_global_table_or_other_claims():
    before = dict(definitions())
    claim = REGISTRY.load().get(OPTIMAL_BATCH).claim()
    original = {k: v.status for k, v in run_checks(claim).items()}
    defs = [m for m in mutants(claim) if m.kind == "definition"]
    assert defs
    for m in defs[:10]:
        run_checks(m.build())
    assert definitions() == before
    assert {k: v.status for k, v in run_checks(claim).items()} == original


def test_sampling_is_deterministic_and_covers_every_kind():
    found = mutants(REGISTRY.load().get(OPTIMAL_BATCH).claim())
    first, second = sample(found, 16, "seed"), sample(found, 16, "seed")
    assert [m.description for m in first] == [m.description for m in second]
    assert {m.kind for m in first} == {m.kind for m in found}


def test_bad_mutate_options_are_one_line_usage_errors(capsys):
    assert main(["mutate", "--per-claim", "-1"]) == 2
    assert main(["mutate", "--min-ratio", "2"]) == 2
    assert main(["mutate", "no.such.claim"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("chalk: error:") for line in err)


def test_a_derivation_step_z3_cannot_decide_is_still_refuted_by_samples():
    from chalk.constraints.checks import check_identity
    from chalk.derivations.model import Derivation

    a, n = sp.symbols("mutation_a mutation_n", positive=True)
    declare(a, ureg.dimensionless)
    declare(n, ureg.dimensionless)
    wrong = Derivation(a**n * (a + 1)).eq(2 * a ** (n + 1), by="a wrong step with a symbolic exponent")
    verdict = check_identity(Claim(sp.Eq(a**n * (a + 1), 2 * a ** (n + 1)), derivation=wrong, id="test.step"))
    assert verdict.status == Status.REFUTED and verdict.decided_by == "samples", verdict.detail
    assert "symbolic" in verdict.detail  # z3's own answer is kept in the detail: it could not decide


def test_a_change_that_vanishes_under_a_given_zero_is_equivalent_not_a_gap():
    # z is given as 0 s, so the term 3·z·x/y is zero: doubling y in an example changes nothing
    z = sp.Symbol("mutation_z", nonnegative=True)
    declare(z, ureg.second)
    term = 3 * z * x / y
    claim = Claim(
        sp.Ge(x + term, x), given={z: 0}, examples=(Example({x: 1, y: 2}, expect={x + term: 1}),), id="test.zero"
    )
    outcomes = {o.mutant.description: o for o in mutate_claim(claim, limit=0).outcomes}
    assert outcomes["mutation_y × 2 in example 1"].status == "equivalent"
    assert outcomes["mutation_x × 2 in example 1"].status == "killed"
    assert not [o for o in outcomes.values() if o.status == "gap"]


def _judged(claim_id: str, *descriptions: str) -> list[mutation.Outcome]:
    """The outcomes of a lecture claim's mutants with these descriptions, against its control."""
    registry = REGISTRY.load()
    return _judged_claim(registry.built(registry.get(claim_id)), *descriptions)


def _judged_claim(claim, *descriptions: str) -> list[mutation.Outcome]:
    """The outcomes of ``claim``'s mutants with these descriptions, against its control."""
    base = run_checks(mutation.control(claim), settings=mutation.MUTANT_RUN)
    found = mutation.mutants(claim)
    first = [next(m for m in found if m.description == d) for d in descriptions]  # the first of a kind
    return [mutation.judge(claim, base, m) for m in first]


def test_a_true_mutant_z3_cannot_decide_is_shown_equivalent_by_the_second_prover():
    """Doubling one of the two (1 - P Y/S) factors leaves a weaker true statement that z3
    leaves unknown; cvc5 on translation B, denominators cleared, proves it (the claim over the
    port-only model of the weight collectives, tests/port_only_layout.py)."""
    from chalk.derivations.lectures.parallelism.training_layout import HYPOTHESES
    from tests.port_only_layout import port_only_claim

    claim = port_only_claim("parallelism.overlapping_collectives_never_lengthens_the_step", HYPOTHESES)
    [outcome] = _judged_claim(claim, "double -P*Y/S")
    assert outcome.status == "equivalent", outcome.reason
    assert "still a theorem" in outcome.reason


def test_the_second_prover_refutes_only_with_a_countermodel_checked_in_sympy():
    from chalk.constraints.cvc5_prover import linearised

    a, t = sp.symbols("a t", positive=True)
    refuted = linearised(sp.Ge(a * (1 - 2 * t / a), 0), [sp.Ge(a / t, 1)])
    assert refuted.status == Status.REFUTED and refuted.countermodel
    values = {name: sp.Rational(value.split(" ")[0]) for name, value in refuted.countermodel}
    assert values["a"] < 2 * values["t"] and values["a"] >= values["t"]
    assert linearised(sp.Ge(a * (1 - t / a), 0), [sp.Ge(a / t, 1)]).status == Status.PROVED


def test_a_doubled_example_input_that_leaves_every_expected_value_unchanged_is_equivalent():
    """At the FSDP pod the step is compute-bound: doubling the FSDP axes halves a collective
    time the Max ignores, so the mutated example is still a correct one."""
    fsdp_axes, weights = _judged(
        "parallelism.a_compute_bound_unpipelined_layout_takes_the_training_time",
        "M_X × 2 in example 1",
        "N_total × 2 in example 1",
    )
    assert fsdp_axes.status == "equivalent", fsdp_axes.reason
    assert weights.status == "killed"
