"""The catalog's AMD Infinity Fabric and TPU data-centre-network figures as the planner uses
them: TP and EP inside an 8-GPU AMD node ride Infinity Fabric (not the NIC), and a TPU's DCN
message pays a stated, non-zero lower-bound latency, so 256-chip TPU v5e slices no longer
out-run a GB200 NVL72 rack on DeepSeek-V3 at batch 1."""

from __future__ import annotations

import pytest

from chalk.exporters.evalbook import using_book
from chalk.exporters.runtime import cached_book
from chalk.planning.layouts import SCALE_UP, links
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
def test_amd_tensor_and_expert_groups_inside_a_node_ride_infinity_fabric(deepseek, hardware):
    """With no NIC in the catalog, an MI325X or MI355X plan stays in its 8-GPU node, on Infinity Fabric."""
    outcome = next(o for o in deepseek.outcomes if o.hardware == hardware)
    _, _, fastest = outcome.fastest
    assert fastest is not None and fastest.chips <= 8
    assert fastest.tp_fabric in (SCALE_UP, "none") and fastest.ep_fabric in (SCALE_UP, "none")
    assert fastest.tp > 1 or fastest.ep > 1


@pytest.mark.parametrize("hardware", ["tpu-v5e", "tpu-v5p"])
def test_a_tpu_data_centre_network_message_pays_a_stated_lower_bound(hardware):
    link = links(hardware)
    assert link.out is not None and link.out_latency >= 2e-6
    assert "lower bound" in link.out_latency_source


@pytest.mark.parametrize("hardware", ["tpu-v4", "tpu-v6e", "tpu-v7"])
def test_a_tpu_without_a_sourced_network_bandwidth_plans_inside_its_pod(hardware):
    """No DCN bandwidth in the catalog: no group leaves the pod, so its (unsourced) latency is never read."""
    link = links(hardware)
    assert link.out is None and link.domain >= 256


def test_a_gb200_rack_out_runs_tpu_v5e_slices_on_deepseek_v3_at_batch_one(deepseek):
    fastest = {o.hardware: o.fastest[0] for o in deepseek.outcomes if o.fastest}
    assert fastest["gb200-nvl72"] < fastest["tpu-v5e"]
