"""The corpus of real documents (tests/data/papers): every relation chalk counts is judged by
a person, and the ratios measured from chalk's verdicts and those judgments do not regress.

The numbers that count are measured on documents no rule was tuned on: the held-out half of
the older corpus and the new public documents (tests/data/papers/README.md). The floors are
what chalk reached there when they were last judged (issue 39's twelfth round: 749 relations,
599 read (80%), 26 of 48 mistakes caught, 2 false errors: 0.33 per 100 read); the issue's
reading target (60%) and its 1 false error per 100 read are held as well. Two thirds of the
mistakes is not reached on this set (32 of 48 would be), so the test holds the measured count.

Each round moves the documents its rules were found on to the tuning half and adds new ones,
so both halves change: in the tenth round the tuning half gained five documents (the
topology-aware, phase-transitions, configuration-search and 4D/5D chapters; the batch-size
chapter was there already) and went from 18 false errors to 8 on the round's final split; in the
eleventh it gained the tenth round's three documents with a false error each (dudeperf3ct's,
Kolosal's and Nicooo-Wang's notes) and went from 11 to 8 on that split."""

from __future__ import annotations

import json

import pytest

from tests.papers_corpus import JUDGMENTS, NEW, documents, half, judgments_path, measure, total

#: chalk check over seventy documents (about 3 minutes cold), measured once: the group keeps the
#: module's tests on one xdist worker, which computes the module's fixture once (it ran on both)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("corpus")]

#: held-out + new, as measured
UNSEEN_RELATIONS = 749
UNSEEN_READ_FLOOR = 0.79  # measured 599 of 749 (80.0%; 568 before the twelfth round); the issue asks 60%
#: measured 24 of 48; the issue asks 2/3 (not reached: 32 of 48). 25 of 49 before the rule that
#: sides sharing no symbol, none with a value, are a stated relation: it moved Bahdanau's post to
#: the tuning half and turned the 3D-parallelism chapter's 2Ψ = 2 × 30e9/(PP × TP) (Ψ, PP, TP
#: with no value in scope: not pinned down) from an error into a hypothesis
#: the twelfth round's givens' units and spelled unit after a count letter caught two more planted ones: 26
UNSEEN_CAUGHT_FLOOR = 26
#: measured 2 in 599 read: the estimation chapter's (one quantity under two names) and one the twelfth
#: round's starred-name rule brought to a held-out chapter it now reads (21 more relations read held
#: out; not looked at, by the protocol; the ninth round saw the same rule bring two there, the digits
#: of 10^{10.5}, which a decimal exponent's rounding now allows, and of a rounded 91 × 10^9)
UNSEEN_FALSE_ERRORS = 2
#: the measured rate (0.33 per 100 read), within the issue's 1 per 100
UNSEEN_FALSE_PER_100_READ = 1.0
#: the tuning half, as measured
TUNING_READ_FLOOR = 0.84  # measured 1816 of 2148 (84.5%; 1761 of 2147 before the twelfth round)
TUNING_CAUGHT_FLOOR = 53  # measured 53 of 81 (54 of 80 before the sides-sharing-no-symbol rule)
#: measured 7: llm_note's 22*(512/231) = 48 ms (48.76 cut off), Part 4 of "How to Scale Your
#: Model"'s 4BHK(TG + S) (holds only with N = KG, kept in prose), the Chinchilla chapter's relative
#: loss (70B)^{-0.34} = 1.00, the ring chapter's T_flat/T_hier (seconds over a plain sum of
#: milliseconds) and the configuration-search chapter's three (997 MB twice in the unit of the line
#: before, 997 for 998.2; its equation in four symbols, a fourth, is now a stated relation); 18 on
#: chalk before the tenth round's rules,
#: with its final split; 11 before the eleventh round's (the three documents it moved brought one each);
#: 7 after the rule that sides sharing no symbol are a stated relation
TUNING_FALSE_ERRORS = 7
MAP_LINES = 1  # the issue: at most one map line each


@pytest.fixture(scope="module")
def measured():
    return {doc: measure(doc) for doc in documents()}


def test_the_corpus_holds_documents_by_other_authors_each_with_its_source_and_licence():
    docs = documents()
    assert len([d for d in docs if d.parent == NEW]) >= 6
    for doc in docs:
        judged = json.loads(judgments_path(doc).read_text())
        assert judged["source"] and judged["licence"], doc.name
        assert "Source:" in doc.read_text().split("-->")[0], doc.name


def test_every_relation_chalk_counts_is_judged_and_no_judgment_is_stale(measured):
    for doc, (m, unjudged) in measured.items():
        assert unjudged == [], f"{doc.name}: {[r.key for r in unjudged]}"
        judged = json.loads(judgments_path(doc).read_text())["relations"]
        assert {v["human"] for v in judged.values()} <= set(JUDGMENTS)
        assert len(judged) == m.relations, f"{doc.name}: judgments for relations chalk no longer counts"


def test_on_documents_never_tuned_on_it_reads_catches_and_raises_few_false_errors(measured):
    unseen = total([m for doc, (m, _) in measured.items() if half(doc) != "tuning"])
    assert unseen.relations >= UNSEEN_RELATIONS
    assert unseen.coverage >= max(UNSEEN_READ_FLOOR, 0.60), f"read {unseen.coverage:.0%}"
    assert unseen.caught >= UNSEEN_CAUGHT_FLOOR, f"caught {unseen.caught} of {unseen.mistakes}"
    assert unseen.false_alarms <= UNSEEN_FALSE_ERRORS, f"{unseen.false_alarms} false errors"
    per_100 = unseen.false_alarms * 100 / unseen.read
    assert per_100 <= UNSEEN_FALSE_PER_100_READ, f"{unseen.false_alarms} false errors in {unseen.read} read"


def test_the_tuning_half_does_not_regress(measured):
    tuning = total([m for doc, (m, _) in measured.items() if half(doc) == "tuning"])
    assert tuning.coverage >= TUNING_READ_FLOOR, f"read {tuning.coverage:.0%}"
    assert tuning.caught >= TUNING_CAUGHT_FLOOR, f"caught {tuning.caught} of {tuning.mistakes}"
    assert tuning.false_alarms <= TUNING_FALSE_ERRORS, f"{tuning.false_alarms} false errors"
    assert all(m.map_lines <= MAP_LINES for m, _ in measured.values())
