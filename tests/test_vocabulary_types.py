"""``chalk.vocabulary`` is typed: its stub (``api/vocabulary.pyi``) names every quantity of
the lecture book, so a type checker fails on a misspelt quantity the module would only
refuse at run time; the stub is regenerated from the book and a test fails when behind."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from chalk._vocabulary_stub import stub_path, stub_text


def test_the_vocabulary_stub_names_every_quantity_of_the_book():
    assert stub_path().read_text() == stub_text(), "run: python -m chalk._vocabulary_stub"


def test_a_misspelt_quantity_fails_the_type_check_and_a_real_one_passes(tmp_path: Path):
    (tmp_path / "user.py").write_text(
        "from chalk.vocabulary import t_step, batch\nfrom chalk import vocabulary\n\nx = vocabulary.t_stpe\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / ".mypy_cache"), "user.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert 'user.py:4: error: Module has no attribute "t_stpe"' in done.stdout
    assert done.stdout.rstrip().endswith("Found 1 error in 1 file (checked 1 source file)")
