"""The benchmark's `chalk plan serve` section: llm-analysis agrees with the plan's per-token
latency once the terms it adds are removed, and on memory per GPU."""

import pytest

from bench import peer, plan

pytestmark = pytest.mark.bench


@pytest.mark.skipif(peer.available() is not None, reason="llm-analysis (the bench extra) is not installed")
def test_llm_analysis_agrees_with_the_plan_within_3_percent_once_its_extra_terms_are_removed():
    rows = plan.cross_check()["rows"]
    assert len(rows) >= 5
    for r in rows:
        assert r["tpot_relative_difference"] > 0  # KV store and all-reduce latency: the peer is slower
        assert abs(r["tpot_relative_difference_without_extra_terms"]) < 0.03
        assert abs(r["memory_relative_difference"]) < 0.01
