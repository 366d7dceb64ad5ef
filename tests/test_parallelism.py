"""Part 4's vocabulary through `chalk eval`: every name the issue lists, catalog hardware
supplying the interconnect, and the registry finding claims in a chapter package."""

import json

import pytest

from chalk.cli import main
from chalk.derivations.registry import REGISTRY
from chalk.exporters.inputs import input_quantities

QUANTITIES = {
    "allgather_time": "--set=collective_bytes=1 GB --set=axis_size=16 --set=n_axes=1 --set=hop_latency=1 us",
    "reduce_scatter_time": "--set=collective_bytes=1 GB --set=axis_size=16 --set=n_axes=1 --set=hop_latency=1 us",
    "allreduce_time": "--set=collective_bytes=1 GB --set=axis_size=16 --set=n_axes=1 --set=hop_latency=1 us",
    "p2p_time": "--set=collective_bytes=1 GB --set=p2p_hops=3 --set=p2p_links=1 --set=hop_latency=1 us",
    "collective_latency_bound_bytes_limit": "--set=axis_size=16 --set=n_axes=1 --set=hop_latency=1 us",
    "allgather_latency_bound_bytes": "--set=axis_size=16 --set=n_axes=1 --set=hop_latency=1 us",
    "dp_critical_batch_per_chip": "--set=n_axes=3 --set=bytes_per_param=2",
    "fsdp_critical_batch_per_chip": "--set=n_axes=3 --set=bytes_per_param=2",
    "tp_max_degree": "--set=n_axes=1 --set=bytes_per_activation=2",
    "fsdp_tp_optimal_fsdp_degree": "--set=chips=4096 --set=global_batch_tokens=4e6 --set=bytes_per_param=2 "
    "--set=bytes_per_activation=2",
    "fsdp_tp_min_batch_per_chip": "--set=bytes_per_param=2 --set=bytes_per_activation=2",
    "dcn_critical_batch_per_pod": "--set=bytes_per_param=2",
    "training_memory_per_chip": "--set=train_bytes_per_param=16 --set=fsdp_degree=256 --set=tp_degree=1 "
    "--set=chips=256 --set=global_batch_tokens=4e6 --set=checkpoints_per_layer=1 --set=bytes_per_activation=2",
    "activation_checkpoint_bytes": "--set=global_batch_tokens=4e6 --set=checkpoints_per_layer=1 "
    "--set=bytes_per_activation=2",
    "max_params_trainable": "--set=train_bytes_per_param=16 --set=fsdp_degree=256 --set=tp_degree=1 "
    "--set=chips=256 --set=global_batch_tokens=4e6 --set=checkpoints_per_layer=1 --set=bytes_per_activation=2",
    "prefill_time_weights": "--set=prefill_tokens=8192 --set=mfu_prefill=0.4 --set=chips=16",
    "prefill_decode_server_ratio": "--set=prefill_tokens=8192 --set=mfu_prefill=0.4 --set=chips=16 --set=batch=32 "
    "--set=decode_step_time=19 ms --set=decode_tokens=512",
}
INPUTS = [
    "collective_bytes",
    "ici_bandwidth",
    "ici_links",
    "n_axes",
    "axis_size",
    "hop_latency",
    "dcn_bandwidth",
    "fsdp_degree",
    "tp_degree",
    "global_batch_tokens",
    "train_bytes_per_param",
    "checkpoints_per_layer",
    "mfu_prefill",
    "prefill_tokens",
    "decode_tokens",
]


def run(capsys, argv: list[str]) -> dict:
    code = main(["eval", *argv, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


@pytest.mark.parametrize("hardware", ["tpu-v5p", "h100-sxm"])
@pytest.mark.parametrize("name", sorted(QUANTITIES))
def test_every_named_quantity_evaluates_on_catalog_hardware_with_sources(capsys, name, hardware):
    sets = [f"--set={s}" for s in QUANTITIES[name].replace("--set=", "\0").split("\0")[1:]]
    doc = run(capsys, [name, "--hardware", hardware, "--model", "llama-3-70b", *(s.strip() for s in sets)])
    assert doc["value"] > 0 and doc["unit"]
    assert all(i["source"] for i in doc["inputs"].values())


def test_every_input_named_in_the_issue_is_an_input():
    missing = [n for n in INPUTS if n not in input_quantities()]
    assert not missing


def test_catalog_hardware_supplies_the_interconnect(capsys):
    doc = run(
        capsys,
        ["dp_critical_batch_per_chip", "--hardware", "tpu-v5p", "--set", "n_axes=3", "--set", "bytes_per_param=2"],
    )
    assert doc["inputs"]["ici_bandwidth"]["value"] == 1e11
    assert "v5p" in doc["inputs"]["ici_bandwidth"]["source"]
    assert doc["value"] == pytest.approx(459e12 / (2 * 1e11 * 3))


def test_gb200_nvl72_has_a_sourced_scale_out_nic(capsys):
    doc = run(capsys, ["bandwidth_ratio", "--hardware", "gb200-nvl72"])
    assert doc["value"] == pytest.approx(18, rel=0.01)
    assert "ConnectX-7" in doc["inputs"]["scaleout_bandwidth"]["source"]


def test_claims_in_a_chapter_package_take_the_chapter_id_and_part():
    entries = REGISTRY.load().select("parallelism.*")
    assert len(entries) >= 30
    assert {e.part.number for e in entries} == {4}
    assert {e.module.rsplit(".", 2)[-2] for e in entries} == {"parallelism"}


def test_the_allgather_latency_bound_is_the_crossover_of_allgather_time(capsys):
    """On an 8-chip line (r = 1) of v5e links the large-ring bound says 315 kB, while
    allgather_time stays latency-bound up to 360 kB: the quantity named for the all-gather
    is the crossover of allgather_time itself."""
    line = ["--set=ici_bandwidth=45 GB/s", "--set=axis_size=8", "--set=ring_directions=1", "--set=hop_latency=1 us"]
    limit = run(capsys, ["collective_latency_bound_bytes_limit", *line])["value"]
    crossover = run(capsys, ["allgather_latency_bound_bytes", *line])["value"]
    assert limit == pytest.approx(315e3) and crossover == pytest.approx(360e3)
    below, above = (run(capsys, ["allgather_time", *line, f"--set=collective_bytes={v} byte"]) for v in (359e3, 361e3))
    latency = run(capsys, ["collective_latency_time", *line])["value"]
    assert below["value"] == pytest.approx(latency) and above["value"] > latency


def test_prefill_time_counts_causal_attention_and_the_weights_only_floor_has_its_own_name(capsys):
    argv = ["--model", "llama-3-70b", "--hardware", "h100-sxm", "--set=chips=8", "--set=prefill_tokens=8192",
            "--set=mfu_prefill=0.5"]  # fmt: skip
    weights_only = run(capsys, ["prefill_time_weights", *argv])["value"]
    both = run(capsys, ["prefill_time", *argv])["value"]
    causal = 2 * 80 * 64 * 128 * 8192**2  # c·n_layers·n_q·d_head·L_p² (= 4·…·L_p²/2)
    weights = 2 * 70_553_706_496 * 8192
    assert both / weights_only == pytest.approx(1 + causal / weights) and 0.07 < causal / weights < 0.09
    from chalk.derivations.quantities import lookup

    assert "attention's are excluded" in lookup("prefill_time_weights").meaning


def test_the_old_name_of_prefill_time_still_answers_with_a_warning(capsys):
    argv = ["--model", "llama-3-70b", "--hardware", "h100-sxm", "--set=chips=8", "--set=prefill_tokens=8192"]
    assert main(["eval", "prefill_time_with_attention", *argv, "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["quantity"] == "prefill_time"
    assert "prefill_time_with_attention is renamed prefill_time" in out.err


def test_the_vendor_ici_bandwidth_is_the_default_and_the_textbooks_is_picked_by_name(capsys):
    argv = ["dp_critical_batch_per_chip", "--hardware", "tpu-v5p", "--set=n_axes=1"]
    vendor = run(capsys, argv)
    textbook = run(capsys, [*argv, "--ici", "textbook"])
    assert vendor["inputs"]["ici_bandwidth"]["value"] == 1e11 and textbook["inputs"]["ici_bandwidth"]["value"] == 9e10
    assert "vendor figure (default)" in vendor["inputs"]["ici_bandwidth"]["source"]
    assert "textbook figure" in textbook["inputs"]["ici_bandwidth"]["source"]
    assert textbook["value"] == pytest.approx(vendor["value"] * 10 / 9)
    assert main(["eval", *argv[:1], "--hardware", "h100-sxm", "--ici", "textbook"]) == 2
    assert "h100-sxm has no textbook ICI bandwidth" in capsys.readouterr().err


def test_p2p_time_counts_its_own_links_not_mesh_axes(capsys):
    sets = ["--set=collective_bytes=1 GB", "--set=p2p_hops=0", "--set=ici_bandwidth=1 GB/s"]
    one, two = (run(capsys, ["p2p_time", *sets, f"--set=p2p_links={k}"])["value"] for k in (1, 2))
    assert (one, two) == (pytest.approx(1.0), pytest.approx(0.5))
    assert "n_axes" not in run(capsys, ["p2p_time", *sets])["inputs"]


@pytest.mark.parametrize(
    ("hardware", "axis", "directions"),
    [("tpu-v5e", 8, 1), ("tpu-v5e", 16, 2), ("tpu-v5p", 8, 2), ("tpu-v5p", 6, 1)],
)
def test_ring_directions_follow_the_slice_shape_and_the_hop_latency_comes_from_the_catalog(
    capsys, hardware, axis, directions
):
    doc = run(
        capsys, ["allgather_time", "--hardware", hardware, f"--set=axis_size={axis}", "--set=collective_bytes=1 MB"]
    )
    ring = doc["inputs"]["ring_directions"]
    assert ring["value"] == directions and "wraparound" in ring["source"]
    assert ("a ring" if directions == 2 else "a line") in ring["source"]
    hop = doc["inputs"]["hop_latency"]
    assert (hop["value"], hop["unit"]) == (pytest.approx(1e-6), "s")
    assert "one ICI hop" in hop["source"]


def test_a_set_ring_direction_beats_the_slice_shape(capsys):
    argv = ["allgather_time", "--hardware", "tpu-v5e", "--set=axis_size=8", "--set=collective_bytes=1 MB"]
    assert run(capsys, [*argv, "--set=ring_directions=2"])["inputs"]["ring_directions"]["source"] == "given (--set)"
