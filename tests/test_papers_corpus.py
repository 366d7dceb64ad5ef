"""The corpus of real documents (tests/data/papers/corpus): every relation chalk counts is
judged by a person, and the ratios measured from chalk's verdicts and those judgments do
not regress. The floors are what chalk reached when the corpus was last judged (420
relations, 83% read, 12 of 15 mistakes caught, 3 false alarms); the issue's targets (300
relations, 75% read with a map of at most 10 lines, 5 of every 7 mistakes caught, at most
1 false alarm per 30 relations read) are held as well."""

from __future__ import annotations

import json

import pytest

from tests.papers_corpus import JUDGMENTS, documents, judgments_path, measure, total

pytestmark = pytest.mark.slow  # chalk check over nine documents: about 25 s cold

RELATIONS = 300  # the least corpus
COVERAGE_FLOOR = 0.82  # measured 348 of 420 (82.9%); the issue asks 75%
CAUGHT_FLOOR = 12  # measured 12 of 15; the issue asks 5 of every 7
CAUGHT_RATIO = 5 / 7
FALSE_ALARMS = 3  # measured 3 in 348 read; the issue allows 1 per 30 read
FALSE_ALARMS_PER_30_READ = 1.0
MAP_LINES = 10


@pytest.fixture(scope="module")
def measured():
    return [measure(doc) for doc in documents()]


def test_the_corpus_holds_six_documents_by_other_authors_each_with_its_source_and_licence():
    docs = documents()
    assert len(docs) >= 6
    for doc in docs:
        judged = json.loads(judgments_path(doc).read_text())
        assert judged["source"] and judged["licence"], doc.name
        assert "Source:" in doc.read_text().split("-->")[0], doc.name


def test_every_relation_chalk_counts_is_judged_and_no_judgment_is_stale(measured):
    for doc, (m, unjudged) in zip(documents(), measured, strict=True):
        assert unjudged == [], f"{doc.name}: {[r.key for r in unjudged]}"
        judged = json.loads(judgments_path(doc).read_text())["relations"]
        assert {v["human"] for v in judged.values()} <= set(JUDGMENTS)
        assert len(judged) == m.relations, f"{doc.name}: judgments for relations chalk no longer counts"


def test_coverage_catches_and_false_alarms_do_not_regress(measured):
    all_ = total([m for m, _ in measured])
    assert all_.relations >= RELATIONS
    assert all_.mistakes >= 7
    assert all_.coverage >= COVERAGE_FLOOR, f"read {all_.coverage:.0%} of {all_.relations} relations"
    assert all_.caught >= CAUGHT_FLOOR, f"caught {all_.caught} of {all_.mistakes} mistakes"
    assert all_.caught >= CAUGHT_RATIO * all_.mistakes, f"caught {all_.caught} of {all_.mistakes} mistakes"
    assert all_.false_alarms <= FALSE_ALARMS, f"{all_.false_alarms} false alarms"
    assert all_.false_alarms * 30 <= FALSE_ALARMS_PER_30_READ * all_.read, f"{all_.false_alarms} false alarms"
    assert all(m.map_lines <= MAP_LINES for m, _ in measured)
