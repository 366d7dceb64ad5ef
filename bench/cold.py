"""Cold-process start-up and verify: a fresh interpreter per repetition, as a user or CI
runs ``chalk``. Baselines, timed in the same run: the bare interpreter and the import of
chalk's dependencies (numpy, sympy, pint, z3), the floor no chalk change can go below."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bench.stats import time_process

ROOT = Path(__file__).resolve().parent.parent
CHALK = [sys.executable, "-m", "chalk"]
EVAL_ARGS = ["eval", "critical_intensity", "--hardware", "h100-sxm"]
BASELINES = {
    "python_startup": [sys.executable, "-c", "pass"],
    "dependency_imports": [sys.executable, "-c", "import numpy, sympy, pint, z3"],
}
TARGETS_S = {"verify_all": 5.0, "help": 0.3, "eval": 1.5}


def _measure(argv: list[str], repeat: int) -> dict:
    subprocess.run(argv, cwd=ROOT, capture_output=True, check=False)  # warm the bytecode cache, untimed
    timing, cpu, code = time_process(argv, repeat, str(ROOT))
    name = " ".join(["chalk", *argv[3:]]) if argv[:3] == CHALK else " ".join(argv[1:])
    return {
        "command": name,
        "exit": code,
        **timing.to_json(),
        "cpu_median_s": cpu.median,
        "cpu_runs_s": list(cpu.seconds),
    }


def _claim_count() -> tuple[int, float]:
    done = subprocess.run([*CHALK, "verify", "--json"], cwd=ROOT, capture_output=True, text=True, check=False)
    try:
        summary = json.loads(done.stdout)["summary"]
    except (ValueError, KeyError):
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        raise SystemExit(f"bench: `chalk verify --json` failed (exit {done.returncode}): {tail[0]}") from None
    return summary["claims"], summary["seconds"]


def eval_available() -> str | None:
    return None


def run(repeat: int) -> dict:
    baselines = {name: _measure(argv, repeat) for name, argv in BASELINES.items()}
    floor, bare = baselines["dependency_imports"]["median_s"], baselines["python_startup"]["median_s"]
    claims, in_process = _claim_count()
    verify = _measure([*CHALK, "verify"], repeat)
    verify.update(
        claims=claims,
        claims_per_s=claims / verify["median_s"],
        in_process_checks_s=in_process,
        ratio_over_dependency_imports=verify["median_s"] / floor,
        target_s=TARGETS_S["verify_all"],
    )
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
        eval_ = _measure([*CHALK, *EVAL_ARGS], repeat)
        eval_.update(
            available=True, ratio_over_dependency_imports=eval_["median_s"] / floor, target_s=TARGETS_S["eval"]
        )
    return {"repeat": repeat, "baselines": baselines, "verify_all": verify, "help": help_, "eval": eval_}
