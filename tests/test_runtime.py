"""`chalk eval` and `chalk sweep` run from a cached table and the generated numpy code,
without importing sympy, z3 or matplotlib; the cache is keyed by the sources."""

import json
import os
import subprocess
import sys

import pytest

from chalk.exporters import runtime as rt

PROBE = """
import sys
from chalk.cli import main
code = main({argv!r})
print("HEAVY", sorted(m for m in ("sympy", "z3", "matplotlib") if m in sys.modules))
sys.exit(code)
"""


def run_probe(argv: list[str], cache: str) -> tuple[int, str]:
    env = {**os.environ, "CHALK_CACHE_DIR": cache}
    done = subprocess.run([sys.executable, "-c", PROBE.format(argv=argv)], capture_output=True, text=True, env=env)
    return done.returncode, done.stdout + done.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["eval", "critical_intensity", "--hardware", "h100-sxm"],
        ["eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72", "--json"],
        ["eval", "output_input_price_ratio", "--prices", "claude-opus-4.6"],
        ["sweep", "t_step", "--model", "llama-2-70b", "--hardware", "h100-sxm", "--set", "bytes_per_element=2",
         "--over", "batch=1:64:8", "--over", "context=128:4096:4", "--out", "{tmp}/grid.parquet"],
    ],
)  # fmt: skip
def test_eval_and_sweep_import_neither_sympy_nor_z3_nor_matplotlib_once_cached(tmp_path, argv):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    cache = str(tmp_path / "cache")
    first_code, first = run_probe(argv, cache)  # a cold cache builds the table through sympy
    assert first_code == 0, first
    code, out = run_probe(argv, cache)
    assert code == 0, out
    assert "HEAVY []" in out
    assert out.split("HEAVY")[0] == first.split("HEAVY")[0]  # the same result, cold or warm


def test_cached_functions_are_the_generated_code():
    from chalk.exporters.codegen import numpy_function

    runtime = rt.runtime()
    for name in ("t_step", "optimal_batch", "params_total_mla", "kv_bytes_per_token_gqa"):
        runtime.function(name)
        source = (runtime.folder / "functions" / f"{name}.py").read_text()
        assert source.endswith(numpy_function(name).source)


def test_a_corrupt_or_foreign_table_is_rebuilt(tmp_path):
    folder = tmp_path / "runtime" / "k1"
    first = rt.Runtime(folder)
    table = folder / "table.json"
    table.write_text("{not json")
    assert rt.Runtime(folder).table["quantities"] == first.table["quantities"]
    other = tmp_path / "runtime" / "k2"
    other.mkdir()
    doc = json.loads(table.read_text())
    doc["quantities"]["t_step"]["meaning"] = "tampered"
    (other / "table.json").write_text(json.dumps(doc))  # copied from key k1
    assert rt.Runtime(other).quantity("t_step").meaning != "tampered"


def test_the_key_follows_the_sources(tmp_path, monkeypatch):
    source = tmp_path / "definitions.py"
    source.write_text("a = 1\n")
    monkeypatch.setattr(rt, "_source_files", lambda: [source])
    before = rt.source_key()
    source.write_text("a = 2\n")
    assert rt.source_key() != before


def test_a_read_only_cache_still_evaluates(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        runtime = rt.Runtime(folder / "runtime" / "k")
        assert runtime.function("critical_intensity")(peak_flops=1e15, hbm_bandwidth=1e12) == pytest.approx(1000)
    finally:
        folder.chmod(0o700)
