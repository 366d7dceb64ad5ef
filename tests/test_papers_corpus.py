"""The corpus of real documents (tests/data/papers): every relation chalk counts is judged by
a person, and the ratios measured from chalk's verdicts and those judgments do not regress.

The numbers that count are measured on documents no rule was tuned on: the held-out half of
the older corpus and the new public documents (tests/data/papers/README.md). The floors are
what chalk reached there when they were last judged (issue 39's eighth round: 861 relations,
681 read (79%), 22 of 39 mistakes caught, 12 false errors: 1.8 per 100 read); the issue's
reading target (60%) is held as well. Its other two targets are not reached on this set: two
thirds of the mistakes (26 of 39 would be) and 1 false error per 100 read (met at the start of
the round on 340 relations read, 1 false error; the eighth round's held-out documents brought
ten and its continued-display rule one: docs/guides/check.md names them), so the test holds
the measured counts instead. The false-error ceiling rose from 1 to 12 because the set did.

Each round moves the documents its rules were found on to the tuning half and adds new ones,
so both halves change: the tuning half's read share (78%, 82% before) and false errors (13, 7
before) move with the four documents moved into it (Part 7 of "How to Scale Your Model" and
three chapters of Tsugrii's book), not with the documents it held (7 false errors there before
and after the round's rules)."""

from __future__ import annotations

import json

import pytest

from tests.papers_corpus import JUDGMENTS, NEW, documents, half, judgments_path, measure, total

pytestmark = pytest.mark.slow  # chalk check over fifty-eight documents: about 3 minutes cold

#: held-out + new, as measured
UNSEEN_RELATIONS = 861
UNSEEN_READ_FLOOR = 0.79  # measured 681 of 861 (79.1%); the issue asks 60%
UNSEEN_CAUGHT_FLOOR = 22  # measured 22 of 39; the issue asks 2/3 (not reached: 26 of 39)
UNSEEN_FALSE_ERRORS = 12  # measured 12 in 681 read; the issue allows 1 per 100 read (not met)
#: the measured rate (1.76 per 100 read); the issue's 1 per 100 held until the eighth round
#: enlarged the set (it measured 1 in 340 read then)
UNSEEN_FALSE_PER_100_READ = 1.8
#: the tuning half, as measured
TUNING_READ_FLOOR = 0.78  # measured 1212 of 1548 (78.3%)
TUNING_CAUGHT_FLOOR = 41  # measured 41 of 64
#: measured 13: 7 as in the seventh round, the llm_note latency chapter and jamesnulliu's post (as
#: in the sixth round), Part 4 of "How to Scale Your Model" (4BTNH + 4BSKH = 4BHK(TG + S) holds
#: only with N = KG, kept in prose), Tsugrii's Chinchilla chapter ((70B)^{-0.34} = 1.00, a loss
#: relative to the dense model) and his sequence-parallelism chapter (256K read as 256,000 where
#: the author means 2^18, three links); those documents had 41 on chalk before the seventh round's
#: rules. And 6 more with the eighth round's moves: the Mistral case study's 131K (131·K) and 16 GB
#: for 2^34 bytes (no binary reading in chalk's own notation), the roofline chapter's 19,780/1,099
#: ≈ 18 (whole numbers get no rounding in a quotient), the batch-size chapter's η given in the
#: question and computed in the answer (twice) and its norms ||Δw_l||: 13 (17 on chalk before the
#: round's rules)
TUNING_FALSE_ERRORS = 13
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
