"""Cold-process start-up and verify: a fresh interpreter per repetition, as a user or CI
runs ``chalk``. Baselines, timed in the same run: the bare interpreter and the import of
chalk's dependencies (numpy, sympy, pint, z3), the floor no chalk change can go below."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.stats import Timing, time_process

ROOT = Path(__file__).resolve().parent.parent
CHALK = [sys.executable, "-m", "chalk"]
EVAL_ARGS = ["eval", "critical_intensity", "--hardware", "h100-sxm"]
BASELINES = {
    "python_startup": [sys.executable, "-c", "pass"],
    "dependency_imports": [sys.executable, "-c", "import numpy, sympy, pint, z3"],
    "numeric_imports": [sys.executable, "-c", "import numpy, pint"],
}
TARGETS_S = {"verify_all": 5.0, "help": 0.3, "eval": 1.5}


def _measure(argv: list[str], repeat: int, env: dict | None = None) -> dict:
    subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, check=False)  # warm bytecode and caches, untimed
    timing, cpu, code = time_process(argv, repeat, str(ROOT), env)
    name = " ".join(["chalk", *argv[3:]]) if argv[:3] == CHALK else " ".join(argv[1:])
    return {
        "command": name,
        "exit": code,
        **timing.to_json(),
        "cpu_median_s": cpu.median,
        "cpu_runs_s": list(cpu.seconds),
    }


def _claim_count() -> tuple[int, float]:
    done = subprocess.run(
        [*CHALK, "verify", "--json", "--no-cache"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    try:
        summary = json.loads(done.stdout)["summary"]
    except (ValueError, KeyError):
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        raise SystemExit(f"bench: `chalk verify --json` failed (exit {done.returncode}): {tail[0]}") from None
    return summary["claims"], summary["seconds"]


def _measure_empty_cache(argv: list[str], repeat: int) -> dict:
    """Like ``_measure``, but each repetition starts from an empty cache folder: the first
    `chalk eval` after an install or an edit, which builds the runtime from sympy."""
    wall, cpu, code = [], [], 0
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(prefix="chalk-bench-cold-") as cache:
            timing, cpu_timing, code = time_process(argv, 1, str(ROOT), {**os.environ, "CHALK_CACHE_DIR": cache})
        wall += timing.seconds
        cpu += cpu_timing.seconds
    name = " ".join(["chalk", *argv[3:]])
    return {"command": name, "exit": code, **Timing(tuple(wall)).to_json(), "cpu_median_s": Timing(tuple(cpu)).median}


def eval_available() -> str | None:
    return None


def run(repeat: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="chalk-bench-cache-") as cache:
        return _run(repeat, cache)


def _run(repeat: int, cache: str) -> dict:
    """Every chalk process gets its own cache folder (``CHALK_CACHE_DIR``): the runtime table
    for eval is built by the untimed first run; verify runs cold with ``--no-cache`` and warm
    from a proof cache the untimed first run filled."""
    env = {**os.environ, "CHALK_CACHE_DIR": cache}
    baselines = {name: _measure(argv, repeat) for name, argv in BASELINES.items()}
    floor, bare = baselines["dependency_imports"]["median_s"], baselines["python_startup"]["median_s"]
    numeric = baselines["numeric_imports"]["median_s"]
    claims, in_process = _claim_count()
    verify = _measure([*CHALK, "verify", "--no-cache"], repeat, env)
    verify.update(
        claims=claims,
        claims_per_s=claims / verify["median_s"],
        in_process_checks_s=in_process,
        ratio_over_dependency_imports=verify["median_s"] / floor,
        target_s=TARGETS_S["verify_all"],
    )
    warm = _measure([*CHALK, "verify"], repeat, env)
    warm.update(claims=claims, ratio_over_dependency_imports=warm["median_s"] / floor)
    help_ = _measure([*CHALK, "--help"], repeat)
    help_.update(ratio_over_python_startup=help_["median_s"] / bare, target_s=TARGETS_S["help"])
    why_not = eval_available()
    if why_not:
        eval_ = {
            "command": " ".join(["chalk", *EVAL_ARGS]),
            "available": False,
            "reason": why_not,
            "target_s": TARGETS_S["eval"],
        }
    else:
        eval_ = _measure([*CHALK, *EVAL_ARGS], repeat, env)
        eval_.update(
            available=True,
            ratio_over_dependency_imports=eval_["median_s"] / floor,
            ratio_over_numeric_imports=eval_["median_s"] / numeric,
            target_s=TARGETS_S["eval"],
        )
        eval_["empty_cache"] = _measure_empty_cache([*CHALK, *EVAL_ARGS], repeat)
    return {
        "repeat": repeat,
        "baselines": baselines,
        "verify_all": verify,
        "verify_warm": warm,
        "help": help_,
        "eval": eval_,
    }
