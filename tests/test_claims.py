"""Every registered lecture claim meets its expectation; errata point at corrections.

The verdicts are the session's one verification of the lecture (``lecture_verdicts`` in
conftest.py: all four checks, as `chalk verify` runs them; the slow step's `chalk build`
verifies as `chalk verify --confirm`, every proof put to cvc5 as well)."""

from operator import attrgetter

import pytest
import sympy as sp

from chalk.constraints import Status
from chalk.constraints.checks import meets_expectation
from chalk.derivations.registry import REGISTRY

ENTRIES = REGISTRY.load().select()


def expectation_problems(claim, verdicts) -> dict[str, str]:
    """What keeps a claim from its expectation, spelled out check by check (independent of
    ``meets_expectation``, which the verify command uses): a claim that holds has every
    check proved, passed or skipped, or an unknown proof with a written reason; an erratum
    is refuted by each check in ``rejected_by`` and no check errs."""
    problems = {k: f"{v.status.value}: {v.detail}" for k, v in verdicts.items() if v.status == Status.ERROR}
    if claim.expect == "erratum":
        assert claim.rejected_by
        problems |= {
            c: f"{verdicts[c].status.value}, not refuted: {verdicts[c].detail}"
            for c in claim.rejected_by
            if verdicts[c].status != Status.REFUTED
        }
        return problems
    for name, v in verdicts.items():
        excused = name == "proof" and v.status == Status.UNKNOWN and claim.unknown_reason
        if not v.status.ok and not excused:
            problems[name] = f"{v.status.value}: {v.detail}"
    return problems


@pytest.mark.parametrize("entry", ENTRIES, ids=attrgetter("id"))
def test_claim_meets_its_expectation(entry, lecture_verdicts):
    claim = entry.claim()
    verdicts = lecture_verdicts[entry.id]
    assert expectation_problems(claim, verdicts) == {}
    assert meets_expectation(claim, verdicts)


@pytest.mark.parametrize("entry", ENTRIES, ids=attrgetter("id"))
def test_claim_has_takeaway_source_and_examples(entry):
    claim = entry.claim()
    assert claim.takeaway and claim.source
    if claim.expect == "holds":
        assert claim.examples, "a claim that holds needs a worked example"


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.claim().expect == "erratum"], ids=attrgetter("id"))
def test_each_erratum_names_a_correction_that_holds(entry, lecture_verdicts):
    corrected = REGISTRY.get(entry.claim().corrected_by).claim()
    assert corrected.expect == "holds"
    assert expectation_problems(corrected, lecture_verdicts[corrected.id]) == {}


@pytest.mark.parametrize("entry", ENTRIES, ids=attrgetter("id"))
def test_an_unknown_proof_has_a_written_reason(entry, lecture_verdicts):
    claim = entry.claim()
    if claim.expect == "holds" and lecture_verdicts[entry.id]["proof"].status == Status.UNKNOWN:
        assert claim.unknown_reason


def test_claim_ids_are_unique_and_follow_module_dot_function():
    ids = [e.id for e in ENTRIES]
    assert len(ids) == len(set(ids))
    assert all(i.count(".") == 1 for i in ids)


@pytest.mark.parametrize(
    ("hypothesis", "says"),
    [
        (lambda n, x: sp.Ge(n, 1), "already True as built"),  # a positive integer is ≥ 1
        (lambda n, x: sp.Lt(x, 0), "False as built"),  # a positive symbol is never < 0
    ],
)
def test_a_hypothesis_sympy_decided_as_it_was_built_is_an_error_naming_it(hypothesis, says):
    """A hypothesis True as built says nothing (and printed \\text{True} in the paper); one False
    as built would make every statement hold vacuously."""
    from chalk import Claim

    n, x = sp.Symbol("n", positive=True, integer=True), sp.Symbol("x", positive=True)
    with pytest.raises(ValueError, match=f"hypothesis 2 of a claim is {says}"):
        Claim(sp.Ge(x, 0), hypotheses=(sp.Ge(x, 1), hypothesis(n, x)))
    for e in REGISTRY.load().entries():  # the shipped book has none
        assert all(h not in (sp.true, sp.false) for h in e.claim().hypotheses), e.id
