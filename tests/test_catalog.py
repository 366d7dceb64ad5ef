"""Hardware and model catalogs: every entry loads with units and sources; only dense peaks
feed peak_flops; the math precision picks the peak; rack entries read as their chips."""

import json

import pytest

from chalk.derivations import catalog
from chalk.derivations import vocabulary as v
from chalk.derivations.catalog.hf_config import ModelSpec
from chalk.derivations.quantities import Sourced
from chalk.units import Q_

LISTED = (
    "a100-40gb",
    "a100-80gb",
    "h100-sxm",
    "h100-pcie",
    "h200",
    "b200",
    "gb200-nvl72",
    "gb300-nvl72",
    "mi300x",
    "tpu-v5e",
    "tpu-v5p",
    "tpu-v6e",
)
DIMENSION = {
    v.peak_flops: "FLOP/s",
    v.hbm_bandwidth: "byte/s",
    v.hbm_capacity: "byte",
    v.scaleup_bandwidth: "byte/s",
    v.scaleout_bandwidth: "byte/s",
    v.dcn_bandwidth: "byte/s",
    v.ici_bandwidth: "byte/s",
    v.ici_links: "1",
    v.chips: "1",
    v.scaleup_domain: "1",
}


@pytest.mark.parametrize("hardware_id", LISTED)
def test_every_listed_hardware_id_loads_with_units_and_sources(hardware_id):
    values = catalog.hardware(hardware_id)
    assert {v.peak_flops, v.hbm_bandwidth, v.hbm_capacity} <= set(values)
    for symbol, sourced in values.items():
        assert sourced.value.dimensionality == Q_(1, DIMENSION[symbol]).dimensionality, symbol
        assert sourced.value.magnitude > 0 and len(sourced.source) > 10, symbol
    assert "bf16" in catalog.precisions(hardware_id)


def test_precision_picks_the_dense_peak_and_leaves_bytes_per_param_alone():
    bf16, fp8 = catalog.hardware("h100-sxm", "bf16"), catalog.hardware("h100-sxm", "fp8")
    assert fp8[v.peak_flops].value == 2 * bf16[v.peak_flops].value
    assert bf16[v.hbm_bandwidth].value == fp8[v.hbm_bandwidth].value
    assert v.bytes_per_param not in bf16 and v.bytes_per_param not in fp8


def test_only_dense_peaks_feed_peak_flops_never_the_vendor_sparse_figure():
    table = json.loads((catalog.HERE / "hardware.json").read_text())["hardware"]
    h100 = next(h for h in table if h["id"] == "h100-sxm")
    assert "sparsity" in h100["peak_flops"]["bf16"]["vendor_quoted"]
    assert catalog.hardware("h100-sxm")[v.peak_flops].value == Q_(989.5e12, "FLOP/s")
    assert "dense bf16" in catalog.hardware("h100-sxm")[v.peak_flops].source


def test_a_precision_the_chip_lacks_names_the_ones_it_has():
    with pytest.raises(catalog.UnknownEntry, match=r"a100-80gb has no dense fp8 peak; it has .*bf16"):
        catalog.hardware("a100-80gb", "fp8")


def test_a_rack_is_read_as_its_chips_with_chips_set_to_the_gpu_count():
    rack = catalog.hardware_record("gb200-nvl72")
    per_chip = catalog.hardware("gb200-nvl72", "fp8")
    n = per_chip[v.chips].value.magnitude
    assert n == rack["gpus"] == 72
    assert per_chip[v.peak_flops].value * n == Q_(rack["peak_flops"]["fp8"]["dense_flops_per_s"], "FLOP/s")
    assert per_chip[v.hbm_bandwidth].value * n == Q_(rack["hbm_bandwidth"]["bytes_per_s"], "byte/s")
    assert "rack total ÷ 72 GPUs" in per_chip[v.hbm_capacity].source
    assert v.chips not in catalog.hardware("h100-sxm")
    whole = catalog.hardware("gb200-nvl72", "fp8", per="system")  # one unit with rack totals
    assert v.chips not in whole and whole[v.hbm_capacity].value == Q_(13.4e12, "byte")


def test_a_single_chip_reads_the_same_per_chip_and_per_system():
    assert catalog.hardware("h100-sxm", per="system") == catalog.hardware("h100-sxm", per="chip")


def test_an_unknown_reading_of_an_entry_is_an_error_naming_the_two_readings():
    with pytest.raises(ValueError, match="per must be 'chip' or 'system'"):
        catalog.hardware("gb200-nvl72", per="rack")  # type: ignore[arg-type]


def test_the_public_catalog_is_the_lectures_catalog_and_reads_a_rack_per_chip():
    import chalk.catalog

    assert chalk.catalog.hardware is catalog.hardware and chalk.catalog.model is catalog.model
    public = chalk.catalog.hardware("gb200-nvl72")
    assert public[v.hbm_capacity].value.to("GB").magnitude == pytest.approx(186.1, abs=0.1)
    assert public[v.chips].value.magnitude == 72


def test_a_catalog_model_is_one_dict_of_sourced_values_for_lecture_and_users():
    import chalk.catalog

    values = chalk.catalog.model("llama-3-70b", bytes_per_element=2)
    assert isinstance(values, dict) and all(isinstance(x, Sourced) for x in values.values())
    assert values[v.params_total].value.to("parameter").magnitude == pytest.approx(70.55e9, rel=0.01)
    assert v.kv_bytes_per_token in values and v.kv_bytes_per_token not in chalk.catalog.model("llama-3-70b")


def test_unknown_hardware_and_model_ids_list_close_matches():
    with pytest.raises(catalog.UnknownEntry, match=r"close matches: .*h100-sxm"):
        catalog.hardware("h100-sx")
    with pytest.raises(catalog.UnknownEntry, match=r"close matches: .*deepseek-v3"):
        catalog.model_spec("deepseek-v2")


@pytest.mark.parametrize("model_id", catalog.model_ids())
def test_every_shipped_model_reads_as_an_architecture_with_published_counts(model_id):
    spec = catalog.model_spec(model_id)
    assert isinstance(spec, ModelSpec) and spec.family in ("dense", "moe", "mla")
    assert {v.n_layers, v.n_heads, v.n_kv_heads, v.head_dim, v.d_model} <= set(spec.fields)
    assert all("config.json" in s.source for s in spec.fields.values())
    assert spec.published["total_params"] >= spec.published["active_params"] > 0


def test_deepseek_v3_kv_bytes_come_from_the_architecture_expression_once():
    from chalk.derivations.catalog.scenarios import deepseek_v3_kv, deepseek_v3_kv_rounded

    assert deepseek_v3_kv("bf16").value.magnitude == 61 * (512 + 64) * 2 == 70_272
    assert deepseek_v3_kv("fp8").value.magnitude == 35_136
    assert deepseek_v3_kv_rounded("bf16") == 70_000


def test_importing_the_lecture_runs_no_numeric_evaluation(tmp_path):
    import subprocess
    import sys

    code = (
        "import chalk.derivations.evaluation as e\n"
        "def refuse(*a, **k): raise SystemExit('evaluated at import')\n"
        "e.value_in_base_units = e.values = refuse\n"
        "from chalk.derivations.registry import REGISTRY\n"
        "REGISTRY.load(); print(len(REGISTRY.select()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 80
