"""The catalog's AMD Infinity Fabric and TPU data-centre-network figures as the planner uses
them: TP and EP inside an 8-GPU AMD node ride Infinity Fabric (not the NIC) and wider groups
the node's 400 Gb/s NIC per GPU, a TPU's DCN message pays a stated, non-zero lower-bound
latency and a TPU7x ICI hop the textbook's 1 µs, so 256-chip TPU v5e slices no longer
out-run a GB200 NVL72 rack on DeepSeek-V3 at batch 1."""

from __future__ import annotations

import pytest

from chalk.exporters.evalbook import using_book
from chalk.exporters.runtime import cached_book
from chalk.planning.layouts import SCALE_OUT, SCALE_UP, links
from chalk.planning.serve import ServeRequest, plan_serve


@pytest.fixture(scope="module")
def deepseek():
    runtime = cached_book()
    assert runtime is not None, "the eval runtime could not be built"
    req = ServeRequest(
        model="deepseek-v3",
        hardware="mi300x,mi325x,mi355x,tpu-v5e,gb200-nvl72",
        tpot="0.1ms",
        context=4096,
        prompt=1024,
        output=1024,
        max_chips=512,
        objective="latency",
    )
    with using_book(runtime):
        return plan_serve(req)


@pytest.mark.parametrize("hardware", ["mi300x", "mi325x", "mi355x"])
def test_amd_scale_up_is_infinity_fabric_with_its_bandwidth_latency_and_source(hardware):
    link = links(hardware)
    assert link.domain == 8
    assert link.up is not None and link.up >= 448e9  # 7 links × 64 GB/s (MI300X, MI325X) or × 76.8 (MI35x)
    assert "Infinity Fabric" in link.up_source or "xGMI" in link.up_source
    assert link.up_latency > 0 and "RCCL" in link.up_latency_source


@pytest.mark.parametrize("hardware", ["mi325x", "mi355x"])
def test_amd_groups_inside_a_node_ride_infinity_fabric_and_wider_ones_the_nic(deepseek, hardware):
    """An MI325X or MI355X group of at most 8 GPUs rides Infinity Fabric; a wider one the node's
    NIC, one 400 Gb/s NIC per GPU (AMD's MoRI recipes), with RCCL's network step latency."""
    link = links(hardware)
    assert link.out == 50e9 and "1:1 mapping between GPUs and network interfaces" in link.out_source
    assert link.out_latency == pytest.approx(2.0e-6) and "RCCL" in link.out_latency_source
    outcome = next(o for o in deepseek.outcomes if o.hardware == hardware)
    _, _, fastest = outcome.fastest
    assert fastest is not None and (fastest.tp > 1 or fastest.ep > 1)
    for size, fabric in ((fastest.tp, fastest.tp_fabric), (fastest.ep, fastest.ep_fabric)):
        if size > 1:
            assert fabric == (SCALE_UP if size <= 8 else SCALE_OUT)


@pytest.mark.parametrize("hardware", ["tpu-v5e", "tpu-v5p", "tpu-v6e", "tpu-v7"])
def test_a_tpu_data_centre_network_message_pays_a_stated_lower_bound(hardware):
    link = links(hardware)
    assert link.out is not None and link.out_latency >= 2e-6
    assert "lower bound" in link.out_latency_source


@pytest.mark.parametrize(("hardware", "gbps"), [("tpu-v5e", 25), ("tpu-v5p", 50), ("tpu-v6e", 100), ("tpu-v7", 100)])
def test_a_tpu_data_centre_network_is_googles_per_chip_figure(hardware, gbps):
    link = links(hardware)
    assert link.out == pytest.approx(gbps * 1e9 / 8)
    assert "/tpu/docs/" in link.out_source


def test_an_mi350x_node_has_one_400_gbps_nic_per_gpu_from_mlperf_system_descriptions():
    link = links("mi350x")
    assert link.out == pytest.approx(400e9 / 8)
    assert "Cisco_UCS_8xMI350x.json" in link.out_source


@pytest.mark.parametrize("hardware", ["tpu-v4"])
def test_a_chip_without_a_sourced_network_bandwidth_plans_inside_its_domain(hardware):
    """No DCN or NIC bandwidth in the catalog: no group leaves the pod or node, so its
    (unsourced) latency is never read."""
    link = links(hardware)
    assert link.out is None and link.out_latency == 0.0


def test_a_tpu7x_ici_hop_pays_the_textbooks_microsecond():
    link = links("tpu-v7")
    assert link.up == 600e9 and link.up_latency == pytest.approx(1e-6)
    assert "A note on ICI latency" in link.up_latency_source


def test_a_gb200_rack_out_runs_tpu_v5e_slices_on_deepseek_v3_at_batch_one(deepseek):
    fastest = {o.hardware: o.fastest[0] for o in deepseek.outcomes if o.fastest}
    assert fastest["gb200-nvl72"] < fastest["tpu-v5e"]
