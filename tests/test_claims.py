"""Every registered lecture claim meets its expectation; errata point at corrections."""

from functools import cache
from operator import attrgetter

import pytest

from chalk.constraints import Status
from chalk.constraints.checks import meets_expectation, run_checks
from chalk.derivations.registry import REGISTRY

ENTRIES = REGISTRY.load().select()


@cache
def verdicts_of(claim_id: str):
    """Each claim is checked once per test session; several tests read the verdicts."""
    return run_checks(REGISTRY.get(claim_id).claim())


@pytest.mark.parametrize("entry", ENTRIES, ids=attrgetter("id"))
def test_claim_meets_its_expectation(entry):
    claim = entry.claim()
    verdicts = verdicts_of(entry.id)
    problems = {k: (v.status.value, v.detail) for k, v in verdicts.items() if not v.status.ok}
    assert meets_expectation(claim, verdicts), problems


@pytest.mark.parametrize("entry", ENTRIES, ids=attrgetter("id"))
def test_claim_has_takeaway_source_and_examples(entry):
    claim = entry.claim()
    assert claim.takeaway and claim.source
    if claim.expect == "holds":
        assert claim.examples, "a claim that holds needs a worked example"


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.claim().expect == "erratum"], ids=attrgetter("id"))
def test_each_erratum_names_a_correction_that_holds(entry):
    corrected = REGISTRY.get(entry.claim().corrected_by).claim()
    assert corrected.expect == "holds"
    verdicts = verdicts_of(corrected.id)
    assert all(v.status != Status.REFUTED for v in verdicts.values())


@pytest.mark.parametrize("entry", ENTRIES, ids=attrgetter("id"))
def test_an_unknown_proof_has_a_written_reason(entry):
    claim = entry.claim()
    if claim.expect == "holds" and verdicts_of(entry.id)["proof"].status == Status.UNKNOWN:
        assert claim.unknown_reason


def test_claim_ids_are_unique_and_follow_module_dot_function():
    ids = [e.id for e in ENTRIES]
    assert len(ids) == len(set(ids))
    assert all(i.count(".") == 1 for i in ids)
