"""`chalk check` on a chapter of real writing (the corpus's Nebius inference post and the two
hoopoe61 notes joined: 711 Markdown lines), cold (an empty cache folder: the LaTeX name
table and every formula parsed afresh) and warm (the cache the cold run filled). Reported
as times and as ratios over the dependency imports, never asserted: the machine is shared."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from bench.stats import time_process

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "papers" / "corpus"
CHAPTER = ("nebius-inference-essentials.md", "hoopoe-transformer-math.md", "hoopoe-mla.md")
#: the issue's target for a warm run of a 700-line chapter
TARGET_WARM_S = 2.0


def run(repeat: int, documents: tuple[str, ...] = CHAPTER) -> dict:
    """``documents`` (corpus file names) joined into one chapter: the bench's own is ``CHAPTER``."""
    with tempfile.TemporaryDirectory(prefix="chalk-bench-check-") as folder:
        chapter = Path(folder) / "chapter.md"
        chapter.write_text("".join((CORPUS / name).read_text() for name in documents))
        argv = [sys.executable, "-m", "chalk", "check", str(chapter)]
        imports, _, _ = time_process([sys.executable, "-c", "import numpy, sympy, pint, z3"], repeat, str(ROOT))
        cold_wall, cold_cpu = [], []
        for i in range(repeat):
            cache = Path(folder) / f"cold-{i}"
            wall, cpu, code = time_process(argv, 1, str(ROOT), _env(cache))
            cold_wall += wall.seconds
            cold_cpu += cpu.seconds
        warm, warm_cpu, code = time_process(argv, repeat, str(ROOT), _env(Path(folder) / "cold-0"))
        lines = chapter.read_text().count("\n")
    cold_median = sorted(cold_wall)[len(cold_wall) // 2]
    return {
        "command": f"chalk check ({lines}-line Markdown chapter)",
        "lines": lines,
        "exit": code,
        "cold_median_s": cold_median,
        "cold_cpu_median_s": sorted(cold_cpu)[len(cold_cpu) // 2],
        "warm_median_s": warm.median,
        "warm_cpu_median_s": warm_cpu.median,
        "warm_over_cold": warm.median / cold_median,
        "warm_over_dependency_imports": warm.median / imports.median,
        "target_warm_s": TARGET_WARM_S,
    }


def _env(cache: Path) -> dict:
    import os

    return {**os.environ, "CHALK_CACHE_DIR": str(cache)}
