"""The plan against NVIDIA's aiconfigurator (0.12, offline): per-token decode latency for the
same Llama-2-70B rows as the other peers (``plan.CROSS_CHECK``), in two of its modes.

- ``SOL`` ("speed of light"): aiconfigurator's own roofline, a peer of chalk's bound;
- ``SILICON``: its kernels as measured on the GPU with TensorRT-LLM, what an engine achieves;
  chalk's bound ÷ that TPOT is the efficiency a plan would need to assume.

aiconfigurator pins its own dependencies (about 850 MB), so it runs from its own virtual
environment: the ``aiconfigurator`` on PATH, or the one ``CHALK_AICONFIGURATOR`` names. Its
text report is read for ``TPOT`` (ms) and ``Memory (GPU)``, which it prints as "GB" but
computes in GiB (``aiconfigurator_core/sdk/memory.py``: ``_ONE_GIB = 1 << 30``)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from bench.configurations import PRESETS

#: peer GPU preset -> aiconfigurator system
SYSTEMS = {"a100-sxm-80gb": "a100_sxm", "h100-sxm-80gb": "h100_sxm"}
MODES = ("SOL", "SILICON")
GIB = 2.0**30


def executable() -> str | None:
    return os.environ.get("CHALK_AICONFIGURATOR") or shutil.which("aiconfigurator")


def _model_folder(root: Path) -> Path:
    """chalk's catalog config.json of Llama-2-70B (without chalk's ``_source`` notes)."""
    from chalk.derivations.catalog import model_config

    folder = root / "llama-2-70b"
    folder.mkdir()
    config = {k: v for k, v in model_config("llama-2-70b").items() if not k.startswith("_")}
    (folder / "config.json").write_text(json.dumps(config))
    return folder


def _estimate(exe: str, model: Path, system: str, tp: int, batch: int, prompt: int, mode: str) -> dict:
    from bench.plan import GENERATED

    argv = [exe, "cli", "estimate", "--model-path", str(model), "--system", system, "--backend", "trtllm"]
    argv += ["--estimate-mode", "static_gen", "--batch-size", str(batch), "--isl", str(prompt)]
    argv += ["--osl", str(GENERATED), "--tp-size", str(tp), "--database-mode", mode]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False)
    text = done.stdout + done.stderr
    tpot = re.search(r"TPOT:\s+([\d.]+) ms", text)
    memory = re.search(r"Memory \(GPU\):\s+([\d.]+) GB", text)
    if done.returncode != 0 or tpot is None or memory is None:
        tail = text.strip().splitlines()[-1:] or ["no output"]
        raise RuntimeError(f"aiconfigurator {mode} on {system} failed: {tail[0][:200]}")
    return {"tpot_s": float(tpot.group(1)) / 1e3, "memory_bytes": float(memory.group(1)) * GIB}


def cross_check(exe: str) -> dict:
    from bench.plan import CROSS_CHECK, chalk_point
    from chalk.exporters.evalbook import using_book
    from chalk.exporters.runtime import cached_book

    rows = []
    with tempfile.TemporaryDirectory() as tmp, using_book(cached_book()):
        model = _model_folder(Path(tmp))
        for gpu, hw, tp, batch, prompt in CROSS_CHECK:
            peak, bandwidth = PRESETS[gpu]
            q = chalk_point(hw, tp, batch, prompt, peak, bandwidth)
            chalk_tpot = q("layout_step_time")
            found = {mode: _estimate(exe, model, SYSTEMS[gpu], tp, batch, prompt, mode) for mode in MODES}
            rows.append(
                {
                    "configuration": {"gpu": gpu, "tp": tp, "batch": batch, "prompt": prompt},
                    "chalk_tpot_s": chalk_tpot,
                    "sol_tpot_s": found["SOL"]["tpot_s"],
                    "sol_relative_difference": found["SOL"]["tpot_s"] / chalk_tpot - 1,
                    "silicon_tpot_s": found["SILICON"]["tpot_s"],
                    "bound_over_silicon": chalk_tpot / found["SILICON"]["tpot_s"],
                    "chalk_memory_per_gpu_bytes": q("layout_memory_per_chip"),
                    "peer_memory_per_gpu_bytes": found["SILICON"]["memory_bytes"],
                }
            )
    return {"peer": "aiconfigurator 0.12.0 (trtllm database)", "rows": rows}


def run() -> dict:
    exe = executable()
    if exe is None:
        return {
            "available": False,
            "reason": "aiconfigurator is not on PATH (pip install aiconfigurator==0.12.0 in a virtual environment "
            "of its own; CHALK_AICONFIGURATOR=path/to/bin/aiconfigurator)",
        }
    return cross_check(exe)
