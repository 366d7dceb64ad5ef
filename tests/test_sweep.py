"""`chalk sweep`: a quantity on a grid through the generated numpy code, agreeing with
`chalk eval` point by point."""

import json

import numpy as np
import pytest

from chalk.cli import main
from chalk.cli.commands.sweep import parse_axis, sweep
from chalk.evaluation.request import Request
from chalk.evaluation.setup import build_setup

MODEL = ["--model", "llama-2-70b", "--hardware", "h100-sxm", "--set", "bytes_per_element=2"]


def setup_for(*argv: str):
    """The core's layers for eval's flags ``--model``, ``--hardware`` and ``--set`` (no parsed command line)."""
    flags = list(argv)
    sets = [flags[i + 1] for i, f in enumerate(flags) if f == "--set"]
    options = {f[2:]: flags[i + 1] for i, f in enumerate(flags) if f in ("--model", "--hardware")}
    return build_setup(Request.from_assignments(sets, **options))


def eval_value(capsys, *argv: str) -> float:
    assert main(["eval", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)["value"]


def test_a_million_point_grid_agrees_with_eval_at_its_corners(capsys):
    axes = [parse_axis("batch=1:1000:1000"), parse_axis("context=131:131000:1000")]  # whole counts, 1000 each
    _, values = sweep("t_step", axes, setup_for(*MODEL), "ms")
    assert values.shape == (1000, 1000) and np.isfinite(values).all()
    for i, j in ((0, 0), (999, 0), (0, 999), (999, 999), (500, 250)):
        b, L = axes[0].values[i], axes[1].values[j]
        want = eval_value(
            capsys, "t_step", *MODEL, "--set", f"batch={float(b)!r}", "--set", f"context={float(L)!r}", "--to", "ms"
        )
        assert values[i, j] == pytest.approx(want, rel=1e-12)
    assert (np.diff(values, axis=0) >= 0).all()  # more sequences never make a step faster


def test_a_swept_input_flows_into_model_derived_values(capsys):
    axes = [parse_axis("bytes_per_element=1:2:2")]
    _, values = sweep("kv_bytes_per_token", axes, setup_for("--model", "llama-2-70b"))
    assert values.tolist() == [163_840, 327_680]


def test_csv_has_a_header_and_one_row_per_point(capsys):
    argv = ["sweep", "t_weights", *MODEL, "--over", "chips=1:8:8", "--over", "bytes_per_param=1:2:2", "--csv"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0] == '"chips [1]","bytes_per_param [byte/parameter]","t_weights [s]","ok [1]","fits [1]"'
    assert len(lines) == 1 + 16
    chips, bpp, t, ok, fits = map(float, lines[-1].split(","))
    assert (chips, bpp, ok, fits) == (8, 2, 1, 1) and t == pytest.approx(68.98e9 * 2 / (8 * 3.35e12), rel=1e-3)


def test_json_gives_the_axes_and_nested_values(capsys):
    assert main(["sweep", "critical_intensity", "--over", "hbm_bandwidth=1 TB/s:4 TB/s:4", "--set", "peak_flops=1e15",
                 "--json"]) == 0  # fmt: skip
    doc = json.loads(capsys.readouterr().out)
    assert doc["axes"][0]["unit"] == "TB/s" and doc["axes"][0]["values"] == [1, 2, 3, 4]
    assert doc["values"] == pytest.approx([1000, 500, 1000 / 3, 250])
    assert doc["inputs"]["peak_flops"] == {"value": 1e15, "unit": "FLOP/s", "source": "given (--set)"}


def test_plot_writes_an_image(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out = tmp_path / "t.png"
    argv = ["sweep", "t_step", *MODEL, "--set", "context=4096", "--over", "batch=1:512:32:log", "--plot", str(out)]
    assert main(argv) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize(
    ("over", "message"),
    [
        ("batch", "NAME=START:STOP:NUM"),
        ("batch=1:10", "START:STOP:NUM"),
        ("batch=1:10:x", "NUM must be a whole number"),
        ("batch=1:10:5:lin", "START:STOP:NUM:log"),
        ("bacth=1:10:5", "close matches: batch"),
        ("context=1 s:10 s:5", "measured in token/sequence"),
        ("batch=__import__('os'):2:3", "not a number"),
    ],
)
def test_bad_axes_are_one_line_errors(capsys, over, message):
    assert main(["sweep", "t_step", *MODEL, "--over", over]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_an_axis_the_quantity_does_not_use_is_a_warning(capsys):
    assert main(["sweep", "critical_intensity", "--hardware", "h100-sxm", "--over", "context=1:10:3"]) == 0
    assert "does not depend on context" in capsys.readouterr().err


def test_the_summary_reads_in_human_units(capsys):
    argv = ["sweep", "critical_intensity", "--over", "hbm_bandwidth=1 TB/s:4 TB/s:4", "--set", "peak_flops=1e15"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "min 250 FLOP/byte at hbm_bandwidth=4 TB/s" in out and "max 1,000 FLOP/byte at hbm_bandwidth=1 TB/s" in out


@pytest.mark.parametrize("suffix", [".parquet", ".arrow", ".feather"])
def test_out_writes_a_table_pyarrow_reads_back_with_axes_values_and_units(tmp_path, capsys, suffix):
    import pyarrow.feather
    import pyarrow.parquet

    from chalk.exporters.tables import read_metadata

    path = tmp_path / f"grid{suffix}"
    argv = ["sweep", "t_weights", *MODEL, "--over", "chips=1:8:8", "--over", "bytes_per_param=1:2:2", "--to", "ms"]
    assert main([*argv, "--out", str(path)]) == 0
    assert f"wrote {path}" in capsys.readouterr().out
    table = pyarrow.parquet.read_table(path) if suffix == ".parquet" else pyarrow.feather.read_table(path)
    assert table.column_names == ["chips", "bytes_per_param", "t_weights", "ok", "fits"] and table.num_rows == 16
    meta = read_metadata(table)
    assert meta["quantity"] == "t_weights"
    assert meta["units"] == {
        "chips": "1",
        "bytes_per_param": "byte/parameter",
        "t_weights": "ms",
        "ok": "1",
        "fits": "1",
    }
    assert [(a["name"], a["count"], a["log"]) for a in meta["axes"]] == [
        ("chips", 8, False),
        ("bytes_per_param", 2, False),
    ]
    assert table.schema.field("t_weights").metadata[b"unit"] == b"ms"
    rows = table.to_pylist()
    assert (rows[-1]["chips"], rows[-1]["bytes_per_param"], rows[-1]["ok"]) == (8, 2, 1)
    assert rows[-1]["t_weights"] == pytest.approx(68.98e9 * 2 / (8 * 3.35e12) * 1e3, rel=1e-3)
    assert rows[1]["t_weights"] == pytest.approx(2 * rows[0]["t_weights"])  # bytes_per_param 2 vs 1 at chips=1


def test_out_csv_matches_the_stdout_csv(tmp_path, capsys):
    argv = ["sweep", "t_weights", *MODEL, "--over", "chips=1:4:4"]
    assert main([*argv, "--csv"]) == 0
    printed = capsys.readouterr().out
    assert main([*argv, "--out", str(tmp_path / "g.csv")]) == 0
    assert (tmp_path / "g.csv").read_text() == printed


@pytest.mark.parametrize(
    ("target", "message"),
    [("grid.xlsx", "cannot tell the format of"), ("missing/grid.parquet", "no such folder"), (".", "suffix")],
)
def test_out_to_an_unknown_suffix_or_unwritable_path_is_a_one_line_error(tmp_path, capsys, target, message):
    assert main(["sweep", "t_weights", *MODEL, "--over", "chips=1:4:4", "--out", str(tmp_path / target)]) == 2
    err = capsys.readouterr().err
    errors = [line for line in err.splitlines() if line.startswith("chalk: error")]
    assert len(errors) == 1 and message in errors[0] and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no temporary file left behind


def test_a_failed_write_leaves_the_previous_file(tmp_path, monkeypatch):
    from chalk.exporters import tables

    path = tmp_path / "g.parquet"
    path.write_bytes(b"previous")

    def broken(table, fmt, sink):
        sink.write(b"half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tables, "_write", broken)
    with pytest.raises(tables.TableError, match="No space left"):
        tables.write_table(None, str(path))
    assert path.read_bytes() == b"previous" and [p.name for p in tmp_path.iterdir()] == ["g.parquet"]
