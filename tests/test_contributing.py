"""CONTRIBUTING.md's worked example is short and works as written."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]

#: loads the block as a section module of the batching chapter, in a fresh process (so the
#: quantity it defines never enters this test session's symbol table), and verifies it
RUNNER = """
import importlib.util, sys
import chalk.derivations.lectures.batching
name = "chalk.derivations.lectures.batching.per_chip"
spec = importlib.util.spec_from_file_location(name, sys.argv[1])
module = sys.modules[name] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
from chalk.constraints.verification import verify_entry
from chalk.derivations.registry import REGISTRY

LECTURES = "chalk.derivations.lectures"  # the book chalk ships (tests may name it)
REGISTRY.load().add_module(module, LECTURES)  # what the walk does for a file in the chapter's folder
entry = REGISTRY.get("batching.throughput_per_chip_is_replica_throughput_over_chips")
result = verify_entry(entry)
print(entry.part.number, result.met, *(f"{k}={v.status.value}" for k, v in result.verdicts.items()))
"""


def _worked_example() -> str:
    text = (ROOT / "CONTRIBUTING.md").read_text()
    (block,) = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    return block


def test_the_worked_example_is_at_most_25_lines():
    assert len(_worked_example().splitlines()) <= 25


def test_the_worked_example_registers_a_claim_of_part_1_that_meets_its_expectation(tmp_path):
    path = tmp_path / "per_chip.py"
    path.write_text(_worked_example())
    done = subprocess.run([sys.executable, "-c", RUNNER, str(path)], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "True", "units=passed", "identity=skipped", "numeric=passed", "proof=proved"]


def test_the_worked_example_fails_when_its_hand_computed_value_is_wrong(tmp_path):
    path = tmp_path / "per_chip.py"
    path.write_text(_worked_example().replace("67_568", "67_000"))
    done = subprocess.run([sys.executable, "-c", RUNNER, str(path)], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "False" in done.stdout.split() and "numeric=refuted" in done.stdout.split()
