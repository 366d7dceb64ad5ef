"""The corpus of real documents (tests/data/papers): every relation chalk counts is judged by
a person, and the ratios measured from chalk's verdicts and those judgments do not regress.

The numbers that count are measured on documents no rule was tuned on: the held-out half of
the older corpus and the new public documents (tests/data/papers/README.md). The floors are
what chalk reached there when they were last judged (issue 39's seventh round: 453 relations,
340 read (75%), 15 of 24 mistakes caught, 1 false error: 0.3 per 100 read); the issue's
targets for reading (60%) and false errors (1 per 100 read) are held as well. Its third
target, two thirds of the mistakes caught, is not reached (16 of 24 would be; docs/guides/
check.md says which are missed and why), so the test holds the measured count instead.

Each round moves the documents its rules were found on to the tuning half and adds new ones,
so both halves change: the read share held out is lower than the sixth round's 86% because
the documents added since read less (chalk before the seventh round's rules read the same 340
of 456 on them), and the tuning half's false errors come with the documents moved into it (41
there before the seventh round's rules, 7 after)."""

from __future__ import annotations

import json

import pytest

from tests.papers_corpus import JUDGMENTS, NEW, documents, half, judgments_path, measure, total

pytestmark = pytest.mark.slow  # chalk check over forty-five documents: about 2 minutes cold

#: held-out + new, as measured
UNSEEN_RELATIONS = 453
UNSEEN_READ_FLOOR = 0.75  # measured 340 of 453 (75.1%); the issue asks 60%
UNSEEN_CAUGHT_FLOOR = 15  # measured 15 of 24; the issue asks 2/3 (not reached: 16 of 24)
UNSEEN_FALSE_ERRORS = 1  # measured 1 in 340 read; the issue allows 1 per 100 read
#: the tuning half, as measured
TUNING_READ_FLOOR = 0.81  # measured 1097 of 1340 (81.9%)
TUNING_CAUGHT_FLOOR = 37  # measured 37 of 55
#: measured 7: the llm_note latency chapter and jamesnulliu's post (as in the sixth round), Part 4
#: of "How to Scale Your Model" (4BTNH + 4BSKH = 4BHK(TG + S) holds only with N = KG, kept in
#: prose), Tsugrii's Chinchilla chapter ((70B)^{-0.34} = 1.00, a loss relative to the dense
#: model) and his sequence-parallelism chapter (256K read as 256,000 where the author means
#: 2^18, three links); those documents had 41 on chalk before the seventh round's rules
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
    assert unseen.false_alarms * 100 <= unseen.read, f"{unseen.false_alarms} false errors in {unseen.read} read"


def test_the_tuning_half_does_not_regress(measured):
    tuning = total([m for doc, (m, _) in measured.items() if half(doc) == "tuning"])
    assert tuning.coverage >= TUNING_READ_FLOOR, f"read {tuning.coverage:.0%}"
    assert tuning.caught >= TUNING_CAUGHT_FLOOR, f"caught {tuning.caught} of {tuning.mistakes}"
    assert tuning.false_alarms <= TUNING_FALSE_ERRORS, f"{tuning.false_alarms} false errors"
    assert all(m.map_lines <= MAP_LINES for m, _ in measured.values())
