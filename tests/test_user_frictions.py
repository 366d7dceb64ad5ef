"""What a new user's first hour ran into (issue 26): each friction, fixed and pinned."""

from __future__ import annotations

import json
import sys

import pytest

from chalk.cli import main

DEFINITIONS_ONLY = '''"""My quantities, no claims yet."""

from chalk import define, quantity
from chalk.vocabulary import batch

x_rate = quantity("x_rate", "1/s", "a made-up rate", latex="r_x")
x_window = quantity("x_window", "s", "a made-up window", latex="w_x")
x_sequences = define("x_sequences", x_rate * x_window * batch, "sequence", "sequences in the window at the rate")
'''


@pytest.fixture(autouse=True)
def private_path(monkeypatch):
    """User sources put their folders on sys.path; keep that to each test."""
    monkeypatch.setattr(sys, "path", list(sys.path))


def test_a_definitions_only_file_is_a_claims_source_that_verify_accepts_and_eval_reads(tmp_path, monkeypatch, capsys):
    (tmp_path / "defs.py").write_text(DEFINITIONS_ONLY)
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "defs.py"]) == 0
    assert "no claims yet" in capsys.readouterr().out
    assert main(["verify", "--claims", "defs.py", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["summary"]["claims"] == 0
    argv = ["eval", "x_sequences", "--claims", "defs.py", "--set", "x_rate=10", "--set", "x_window=0.5", "--json"]
    assert main([*argv, "--set", "batch=4"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == pytest.approx(20)
    assert main(["verify", "--claims", "defs.py", "x_*"]) == 2  # a pattern that matches nothing is still an error
    assert "no claim matches" in capsys.readouterr().err
