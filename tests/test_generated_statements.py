"""Generative differential testing: thousands of random statements, each proved by chalk and
judged by an oracle that shares no code with the prover (tests/statement_oracle.py).

Every ``proved`` must hold at every sampled point that satisfies the assumptions and the
hypotheses; every ``refuted`` countermodel must satisfy them and make the statement FALSE or
UNDEFINED; ``prove`` must never raise. ``CHALK_GENERATED_STATEMENTS`` (2,000) statements from
fixed seeds run in eight shards that pytest-xdist spreads over workers: the default suite
runs the first four, the fuzz step the other four; the fuzz variant also runs
``CHALK_FUZZ_STATEMENTS`` (20,000) from other fixed seeds (tests/fuzz_campaign.py). With
``CHALK_RECORD_FAILURES=1`` every finding is appended to tests/data/generated_failures.json,
whose entries the default suite replays forever.
"""

from __future__ import annotations

import json
import os
from fractions import Fraction

import pytest
import sympy as sp

from tests.differential_judge import ROUTES, Tally, check_refutation, load_corpus, parse_table, record, replay, shrink
from tests.fuzz_campaign import FUZZ_FIRST_SEED, FUZZ_SHARDS, FUZZ_STATEMENTS, on_cluster, run_generated, shard_sizes
from tests.generated_statements import Generated

SHARDS = 8
STATEMENTS = int(os.environ.get("CHALK_GENERATED_STATEMENTS", "2000"))


def _check(tally: Tally, wanted: int) -> None:
    if os.environ.get("CHALK_RECORD_FAILURES"):
        record(tally.findings)
    print(tally.summary())
    assert tally.statements >= wanted, f"only {tally.statements} of {wanted} statements were generated"
    shown = "\n".join(json.dumps(f.to_json(), ensure_ascii=False) for f in tally.findings[:5])
    assert not tally.findings, f"{tally.summary()}\n{shown}"
    if wanted >= 32:  # every route ran: prove, the second prover, the cache and --confirm's
        assert set(tally.routes) == set(ROUTES), tally.summary()
    # the oracle judges nearly everything: unjudged verdicts would hide false proofs
    assert tally.unjudged <= tally.statements // 50, f"{tally.summary()}\n" + "\n".join(tally.oracle_errors[:5])


#: the default run runs the first DEFAULT_SHARDS shards (500 statements: the README's test
#: command stays under 4 minutes cold); the fuzz step runs the others beside its own 20,000,
#: so CI still runs every one of the 2,000
DEFAULT_SHARDS = 2


@pytest.mark.parametrize(
    "shard", [s if s < DEFAULT_SHARDS else pytest.param(s, marks=pytest.mark.fuzz) for s in range(SHARDS)]
)
def test_generated_statements_get_no_false_proof_no_false_refutation_and_no_crash(shard):
    count = shard_sizes(STATEMENTS, SHARDS)
    _check(run_generated(count, shard), count)


#: fuzz shards with a finding not yet characterised (kept visible, never silently dropped)
OPEN_FINDINGS: dict[int, str] = {}


@pytest.mark.fuzz
@pytest.mark.parametrize(
    "shard",
    [
        pytest.param(s, marks=pytest.mark.xfail(strict=False, reason=OPEN_FINDINGS[s])) if s in OPEN_FINDINGS else s
        for s in range(FUZZ_SHARDS)
    ],
)
def test_many_more_generated_statements_get_no_false_proof_no_false_refutation_and_no_crash(shard, fuzz_on_cluster):
    count = shard_sizes(FUZZ_STATEMENTS, FUZZ_SHARDS)
    if fuzz_on_cluster is not None:  # pytest --scheduler ADDRESS: every shard ran on the cluster
        _check(fuzz_on_cluster[shard], count)
    else:
        _check(run_generated(count, FUZZ_FIRST_SEED + shard), count)


@pytest.fixture(scope="session")
def fuzz_on_cluster(pytestconfig, tmp_path_factory):
    """With ``--scheduler ADDRESS``, the tallies of all the fuzz shards, run at once on that
    Dask cluster (tests/fuzz_campaign.py), once for the whole test run however many xdist
    workers ask; None runs each shard in its own test."""
    from tests.lecture_session import once_per_session

    address = pytestconfig.getoption("scheduler")
    if not address:
        return None
    seeds = [FUZZ_FIRST_SEED + s for s in range(FUZZ_SHARDS)]
    count = shard_sizes(FUZZ_STATEMENTS, FUZZ_SHARDS)
    shards = lambda: on_cluster(address, count, seeds)  # noqa: E731
    return once_per_session("fuzz-on-cluster", shards, tmp_path_factory, pytestconfig)


CORPUS = load_corpus()


@pytest.mark.parametrize(
    "i", range(len(CORPUS)), ids=[f"{e['kind'].replace(' ', '-')}-{i}" for i, e in enumerate(CORPUS)]
)
def test_every_failure_the_generator_ever_found_stays_fixed(i):
    tally = Tally()
    finding = replay(CORPUS[i], tally)
    assert finding is None, json.dumps(finding.to_json(), ensure_ascii=False)


def test_a_countermodel_is_read_with_its_function_tables_and_checked_against_their_assumptions():
    x = sp.Symbol("x", real=True)
    fpos, f = sp.Function("f", positive=True), sp.Function("f")
    table = parse_table("f(7/2 (≈3.5)) = 1; f(-1, 2) = -1/3 (≈-0.333); otherwise 0")
    assert table.entries == [((Fraction(7, 2),), Fraction(1)), ((Fraction(-1), Fraction(2)), Fraction(-1, 3))]
    assert table.default == 0
    claim = Generated(sp.Ge(fpos(x), 1))
    assert check_refutation(claim, (("x", "0"), ("f", "otherwise 1/2 (≈0.5)"))) is None
    broken = check_refutation(claim, (("x", "0"), ("f", "otherwise 0")))  # 0 is not positive
    assert broken is not None and broken.kind == "false refutation" and broken.oracle == "inadmissible"
    assert check_refutation(claim, (("x", "0"), ("f", "otherwise 2"))).oracle == "true"
    two = Generated(sp.Eq(fpos(x), f(x)))  # two functions shown under one name: either reading may refute
    assert check_refutation(two, (("x", "0"), ("f (positive)", "otherwise 1"), ("f (real)", "otherwise -1"))) is None
    assert check_refutation(Generated(sp.Gt(x, 0)), (("y", "1"),)).oracle == "unreadable"


def test_shrinking_keeps_the_failure_and_makes_the_claim_smaller():
    x, y = sp.symbols("x y", real=True)
    big = Generated(sp.And(sp.Gt(sp.sqrt(x + 1) * y, 2), sp.Ne(sp.Abs(y), x)), (sp.Gt(x, 0),))
    small = shrink(big, lambda c: c.statement.has(sp.sqrt(x + 1)))
    assert small.statement.has(sp.sqrt(x + 1)) and small.hypotheses == ()
    assert sp.count_ops(small.statement) < sp.count_ops(big.statement)


def test_an_opinion_that_contradicts_z3_is_a_finding_of_the_confirm_route(monkeypatch):
    """The judge can fail on the route itself: a second opinion against z3's verdict (which
    `verify --confirm` reports as an error) is counted as a finding, not passed over."""
    import dataclasses
    import random

    from chalk.constraints import Confirmation, second_opinions
    from tests.differential_judge import run_one

    def contradicted(v, statement, hypotheses):
        against = Confirmation("cvc5", "refuted", translation="B (cvc5 API)", disagreed=1)
        return dataclasses.replace(v, second_translation=against)

    monkeypatch.setattr(second_opinions, "with_second_opinions", contradicted)
    x = sp.Symbol("x", positive=True)
    tally = Tally()
    finding = run_one(Generated(sp.Gt(x + 1, x, evaluate=False)), tally, random.Random(0), route="confirm")
    assert finding is not None and finding.kind == "solvers disagree" and tally.routes == {"confirm": 1}


def test_a_cache_that_serves_another_verdict_than_it_stored_is_a_finding(monkeypatch):
    import random

    from chalk.constraints import Status, Verdict
    from chalk.constraints.proof_cache import ProofCache
    from tests.differential_judge import run_one

    stored = ProofCache.get

    def tampered(self, key):
        found = stored(self, key)
        return None if found is None else Verdict(found.check, Status.UNKNOWN, "tampered", "z3")

    monkeypatch.setattr(ProofCache, "get", tampered)
    x = sp.Symbol("x", positive=True)
    finding = run_one(Generated(sp.Gt(x**2 + 1, x, evaluate=False)), Tally(), random.Random(0), route="cache")
    assert finding is not None and finding.kind == "cache changed the verdict"
    assert (finding.verdict, finding.oracle) == ("unknown", "proved")
