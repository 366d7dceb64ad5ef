"""A project's folder never shadows chalk's dependencies (issue 35: a planted ``sympy.py``
was imported by ``plan``, ``validate`` and ``eval``), and the planners read the project's
claims as ``chalk eval`` does (issue 36: its ``Book(serving=...)`` and ``Book(training=...)``
are what they plan with), so a broken claims module is one line naming it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CHALK = str(Path(sys.executable).with_name("chalk"))


@pytest.fixture
def planted(tmp_path: Path) -> Path:
    """A project whose claims module and a file named like a dependency raise on import; the
    commands run from a subfolder."""
    (tmp_path / "pyproject.toml").write_text('[tool.chalk]\nclaims = ["mine"]\n')
    (tmp_path / "mine.py").write_text('raise RuntimeError("the project claims module was imported")\n')
    (tmp_path / "sympy.py").write_text('raise RuntimeError("a planted sympy.py was imported")\n')
    (tmp_path / "sub").mkdir()
    return tmp_path / "sub"


@pytest.mark.parametrize(
    "command",
    [
        ["plan", "serve", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--tpot", "30ms", "--top", "1"],
        ["plan", "train", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--tokens", "1T", "--chips", "1024"],
    ],
    ids=["plan serve", "plan train"],
)
def test_a_planner_reads_the_projects_claims_and_never_a_planted_dependency(planted, command):
    broken = subprocess.run([CHALK, *command], cwd=planted, capture_output=True, text=True, timeout=300)
    assert broken.returncode == 2
    assert broken.stderr.strip().splitlines() == [
        f"chalk: error: {planted.parent / 'mine.py'}:1: cannot import mine: "
        "RuntimeError: the project claims module was imported"
    ]
    (planted.parent / "mine.py").write_text("")  # the project's own (empty) book: planned on top of chalk's
    done = subprocess.run([CHALK, *command], cwd=planted, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "was imported" not in done.stdout + done.stderr


def test_a_file_named_like_a_dependency_in_the_project_never_shadows_it(planted):
    (planted.parent / "mine.py").write_text("")  # the project's own module: eval reads its definitions
    done = subprocess.run(
        [CHALK, "eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72"],
        cwd=planted,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "planted sympy.py" not in done.stdout + done.stderr
