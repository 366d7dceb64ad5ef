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


def test_genz_agrees_with_the_plan_within_1_percent_once_its_all_reduce_is_removed():
    """GenZ (genz-llm 0.0.16) on chalk's inputs: the same TPOT apart from the all-reduce, where
    GenZ adds a 5 µs start latency to each of the 160 a step; the same memory per GPU."""
    pytest.importorskip("GenZ", reason="GenZ (the bench extra) is not installed")
    from bench import plan_genz

    found = plan_genz.cross_check()
    assert found["architecture_differences"] == []
    assert len(found["rows"]) >= 5
    for r in found["rows"]:
        assert r["peer_all_reduce_s"] > r["chalk_tp_comm_s"]
        assert abs(r["tpot_relative_difference_without_all_reduce"]) < 0.01
        assert abs(r["memory_relative_difference"]) < 0.01


def test_aiconfigurators_measured_kernels_are_never_faster_than_chalks_bound():
    """aiconfigurator (its own virtual environment, CHALK_AICONFIGURATOR or PATH): its
    SILICON TPOT, from kernels measured on the GPU, is at or above chalk's roofline in every
    row; its SOL roofline omits per-message latency, so it sits at or below chalk's."""
    from bench import plan_aiconfigurator

    exe = plan_aiconfigurator.executable()
    if exe is None:
        pytest.skip("aiconfigurator is not installed")
    rows = plan_aiconfigurator.cross_check(exe)["rows"]
    assert len(rows) >= 5
    for r in rows:
        assert r["silicon_tpot_s"] >= r["chalk_tpot_s"]
        assert r["sol_tpot_s"] <= r["chalk_tpot_s"]
