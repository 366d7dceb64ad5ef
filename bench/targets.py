"""The issue's targets, each beside its baseline as a ratio measured in the same run, and
the sweep-to-Parquet writer against numpy's own ``np.save`` of the same arrays."""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from bench.stats import time_call

#: the sweep's request: `--model llama-2-70b --hardware h100-sxm --set bytes_per_element=2`
SWEEP_REQUEST = {"model": "llama-2-70b", "hardware": "h100-sxm", "inputs": (("bytes_per_element", "2"),)}


def sweep_to_parquet(points: int, repeat: int) -> dict:
    """`chalk sweep t_step … --out grid.parquet` in-process (grid, generated numpy, table,
    Parquet file) against ``np.save`` of the same three columns."""
    from chalk.cli.commands.sweep import grid_table, parse_axis, sweep
    from chalk.evaluation.request import Request
    from chalk.evaluation.setup import build_setup
    from chalk.exporters.tables import write_table

    setup = build_setup(Request(**SWEEP_REQUEST))
    axes = [parse_axis("batch=1:4096:1000"), parse_axis(f"context=128:131072:{max(points // 1000, 1)}:log")]
    with tempfile.TemporaryDirectory(prefix="chalk-bench-parquet-") as tmp:
        target = str(Path(tmp) / "grid.parquet")
        held = {}

        def chalk_path() -> None:
            result, values = sweep("t_step", axes, setup)
            table = grid_table(result, axes, values)
            write_table(table, target)
            held["columns"] = [c.to_numpy() for c in table.columns]

        def numpy_save() -> None:
            for k, column in enumerate(held["columns"]):
                np.save(Path(tmp) / f"column{k}.npy", column)

        chalk_path()  # untimed: loads the runtime and pyarrow
        chalk = time_call(chalk_path, repeat)
        baseline = time_call(numpy_save, repeat)
        size = Path(target).stat().st_size
    rows = len(held["columns"][0])
    return {
        "points": rows,
        "repeat": repeat,
        "chalk_s": chalk.to_json(),
        "np_save_s": baseline.to_json(),
        "parquet_bytes": size,
        "ratio_chalk_over_np_save": chalk.median / baseline.median,
    }


def table(cold: dict | None, scaling: dict | None, writer: dict | None) -> list[dict]:
    """Rows of (measure, value, baseline, ratio or seconds, target, met)."""
    rows = []
    if cold:
        b = cold["baselines"]
        imports, numeric = b["dependency_imports"]["median_s"], b["numeric_imports"]["median_s"]
        rows.append(_ratio("verify of the shipped book, cold", cold["verify_all"]["median_s"], imports, 3.0))
        rows.append(_ratio("verify of the shipped book, warm", cold["verify_warm"]["median_s"], imports, 1.5))
        if cold["eval"].get("available"):
            rows.append(_ratio("eval of one quantity", cold["eval"]["median_s"], numeric, 1.5, "import numpy, pint"))
    if scaling:
        largest = max(scaling["sizes"], key=lambda r: r["claims"])
        n = largest["claims"]
        rows.append(_seconds(f"{n:,} synthetic claims with -j2, cold", largest["cold_j2"]["seconds"], 60.0))
        rows.append(_seconds(f"{n:,} synthetic claims, warm", largest["warm"]["seconds"], 5.0))
    if writer:
        rows.append(
            {
                "measure": f"sweep of {writer['points']:.0e} points to Parquet",
                "value_s": writer["chalk_s"]["median_s"],
                "baseline": "np.save of the same arrays",
                "baseline_s": writer["np_save_s"]["median_s"],
                "ratio": writer["ratio_chalk_over_np_save"],
                "target": "≤ 15×",
                "met": writer["ratio_chalk_over_np_save"] <= 15,
            }
        )
    return rows


def _ratio(measure: str, value: float, baseline: float, target: float, label: str = "") -> dict:
    return {
        "measure": measure,
        "value_s": value,
        "baseline": label or "import sympy, z3, pint, numpy",
        "baseline_s": baseline,
        "ratio": value / baseline,
        "target": f"≤ {target:g}×",
        "met": value / baseline <= target,
    }


def _seconds(measure: str, value: float, target: float) -> dict:
    return {
        "measure": measure,
        "value_s": value,
        "baseline": "",
        "baseline_s": None,
        "ratio": None,
        "target": f"≤ {target:g} s",
        "met": value <= target,
    }
