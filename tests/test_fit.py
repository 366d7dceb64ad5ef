"""Fit everywhere: `eval` and `sweep` (text, JSON, CSV, Parquet) read one HBM fit check
built from the lecture's memory quantities' generated functions, and it applies only to
quantities that depend on a memory layout."""

import json

import numpy as np
import pytest

from chalk.cli import main

LLAMA_8K = ["--model", "llama-3-70b", "--hardware", "h100-sxm", "--set", "batch=64", "--set", "context=8192"]


def run(capsys, *argv: str):
    code = main(list(argv))
    out = capsys.readouterr()
    assert code == 0, out.err
    return out


def test_eval_warns_and_reports_a_replica_that_does_not_fit(capsys):
    out = run(capsys, "eval", "t_step", *LLAMA_8K, "--set", "chips=1", "--json")
    fit = json.loads(out.out)["fit"]
    assert fit["memory"] == "replica_memory_per_chip" and fit["fits"] is False
    weights, kv = 70_553_706_496 * 2, 64 * 8192 * 327_680  # N·b_w and B·L·β, bf16 by default
    assert fit["need_bytes"] == pytest.approx(weights + kv) and fit["hbm_capacity_bytes"] == 80e9
    assert "replica_memory_per_chip = 312.9 GB exceeds hbm_capacity = 80 GB per chip" in out.err
    fits = json.loads(run(capsys, "eval", "t_step", *LLAMA_8K, "--set", "chips=8", "--json").out)["fit"]
    assert fits["fits"] is True and fits["need_bytes"] == pytest.approx((weights + kv) / 8)


def test_a_quantity_that_does_not_depend_on_chips_gets_no_fit_warning(capsys):
    out = run(capsys, "eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "h100-sxm", "--json")
    assert "exceeds" not in out.err and "fit" not in json.loads(out.out)


def test_weights_split_by_expert_parallelism_are_checked_per_gpu(capsys):
    argv = ["kv_capacity_tokens", "--model", "deepseek-v3", "--hardware", "h100-sxm", "--set", "pipeline_stages=1"]
    out = run(capsys, "eval", *argv, "--set", "expert_parallelism=16", "--json")
    fit = json.loads(out.out)["fit"]
    assert "exceeds" not in out.err and fit == {
        "memory": "weights_per_chip",
        "need_bytes": pytest.approx(671_026_404_352 / 16),
        "hbm_capacity_bytes": 80e9,
        "fits": True,
    }


def test_weights_alone_are_checked_where_no_batch_is_given(capsys):
    out = run(capsys, "eval", "t_weights", "--model", "deepseek-v3", "--hardware", "h100-sxm")
    assert "replica_weight_bytes_per_chip = 671 GB exceeds hbm_capacity = 80 GB" in out.err


def test_sweep_marks_points_that_do_not_fit_in_every_format(capsys, tmp_path):
    argv = ["sweep", "t_step", *LLAMA_8K, "--over", "chips=1:16:4"]
    text = run(capsys, *argv)
    assert "fit: 3 of 4 points fit in HBM (replica_memory_per_chip)" in text.out
    assert "1 of 4 points do not fit in HBM" in text.err
    doc = json.loads(run(capsys, *argv, "--json").out)
    assert doc["fits"] == [False, True, True, True] and doc["not_fitting"] == 1
    assert doc["fit_memory"] == "replica_memory_per_chip"
    rows = run(capsys, *argv, "--csv").out.splitlines()
    assert rows[0].endswith('"ok [1]","fits [1]"') and [r.rsplit(",", 1)[1] for r in rows[1:]] == ["0", "1", "1", "1"]
    import pyarrow.parquet

    path = tmp_path / "grid.parquet"
    run(capsys, *argv, "--out", str(path))
    table = pyarrow.parquet.read_table(path)
    assert table.column("fits").to_pylist() == [0.0, 1.0, 1.0, 1.0]
    meta = json.loads(table.schema.metadata[b"chalk"])
    assert meta["inputs"]["not_fitting"] == 1 and meta["inputs"]["fit_memory"] == "replica_memory_per_chip"


def test_the_fit_column_agrees_with_eval_point_by_point(capsys):
    doc = json.loads(run(capsys, "sweep", "t_step", *LLAMA_8K, "--over", "chips=1:16:4", "--json").out)
    for chips, fits in zip(doc["axes"][0]["values"], doc["fits"], strict=True):
        point = json.loads(run(capsys, "eval", "t_step", *LLAMA_8K, "--set", f"chips={chips:g}", "--json").out)
        assert point["fit"]["fits"] is fits


def test_integer_axes_stay_whole_on_log_grids(capsys):
    doc = json.loads(run(capsys, "sweep", "t_step", *LLAMA_8K[:4], "--set", "context=8192", "--set", "chips=8",
                         "--over", "batch=1:100:7:log", "--json").out)  # fmt: skip
    batches = doc["axes"][0]["values"]
    assert batches == [float(round(b)) for b in batches] and batches[0] == 1 and batches[-1] == 100
    chips = json.loads(run(capsys, "sweep", "t_step", *LLAMA_8K, "--over", "chips=1:16:4:log", "--json").out)
    assert all(float(c).is_integer() for c in chips["axes"][0]["values"])
    assert np.all(np.diff(chips["axes"][0]["values"]) > 0)
