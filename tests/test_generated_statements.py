"""Generative differential testing: thousands of random statements, each proved by chalk and
judged by an oracle that shares no code with the prover (tests/statement_oracle.py).

Every ``proved`` must hold at every sampled point that satisfies the assumptions and the
hypotheses; every ``refuted`` countermodel must satisfy them and make the statement FALSE or
UNDEFINED; ``prove`` must never raise. The default suite runs ``CHALK_GENERATED_STATEMENTS``
(2,000) statements from fixed seeds, in shards that pytest-xdist spreads over workers; the
fuzz variant runs ``CHALK_FUZZ_STATEMENTS`` (20,000) from other fixed seeds. With
``CHALK_RECORD_FAILURES=1`` every finding is appended to tests/data/generated_failures.json,
whose entries the default suite replays forever.
"""

from __future__ import annotations

import json
import os
import random
import time
from fractions import Fraction

import pytest
import sympy as sp
from hypothesis import HealthCheck, Phase, given, seed, settings

from tests.differential_judge import Tally, check_refutation, load_corpus, parse_table, record, replay, run_one, shrink
from tests.generated_statements import Generated, claims

SHARDS = 8
STATEMENTS = int(os.environ.get("CHALK_GENERATED_STATEMENTS", "2000"))
FUZZ_SHARDS = 20
FUZZ_STATEMENTS = int(os.environ.get("CHALK_FUZZ_STATEMENTS", "20000"))


def run_generated(count: int, shard_seed: int) -> Tally:
    """Prove and judge ``count`` generated claims drawn from a fixed seed (no shrinking: every
    finding of the run is collected and reported together). Odd seeds go through the second
    prover too (cvc5 on translation B deciding where z3 leaves a goal unknown), so half of
    every run exercises that route."""
    second_prover = shard_seed % 2 == 1
    tally = Tally()
    rng = random.Random(shard_seed)

    @seed(shard_seed)
    @settings(
        max_examples=count,
        database=None,
        deadline=None,
        derandomize=False,  # @seed fixes the draw; derandomize would ignore it
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(claims())
    def one(claim):
        run_one(claim, tally, rng, second_prover=second_prover)

    start = time.perf_counter()
    one()
    tally.seconds = time.perf_counter() - start
    return tally


def _check(tally: Tally, wanted: int) -> None:
    if os.environ.get("CHALK_RECORD_FAILURES"):
        record(tally.findings)
    print(tally.summary())
    assert tally.statements >= wanted, f"only {tally.statements} of {wanted} statements were generated"
    shown = "\n".join(json.dumps(f.to_json(), ensure_ascii=False) for f in tally.findings[:5])
    assert not tally.findings, f"{tally.summary()}\n{shown}"
    # the oracle judges nearly everything: unjudged verdicts would hide false proofs
    assert tally.unjudged <= tally.statements // 50, f"{tally.summary()}\n" + "\n".join(tally.oracle_errors[:5])


@pytest.mark.parametrize("shard", range(SHARDS))
def test_generated_statements_get_no_false_proof_no_false_refutation_and_no_crash(shard):
    count = -(-STATEMENTS // SHARDS)
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
def test_many_more_generated_statements_get_no_false_proof_no_false_refutation_and_no_crash(shard):
    count = -(-FUZZ_STATEMENTS // FUZZ_SHARDS)
    _check(run_generated(count, 1000 + shard), count)


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
