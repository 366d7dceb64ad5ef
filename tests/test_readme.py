"""The README's quickstart is what CI runs."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def quickstart_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section, re.S)


def test_readme_quickstart_has_exactly_two_commands():
    assert len(quickstart_commands()) == 2


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    test_command = next(c for c in quickstart_commands() if "pytest" in c)
    assert test_command in ci.splitlines(), "the README's test command is a line of .ci/run, as written"


def test_verify_your_own_derivation_goes_from_pip_install_to_ci_in_at_most_20_lines():
    text = (ROOT / "README.md").read_text()
    section = text.split("## Verify your own derivation", 1)[1].split("\n## ", 1)[0]
    block = re.findall(r"```sh\n(.+?)\n```", section, re.S)[0].splitlines()
    assert len(block) <= 20
    assert block[0].startswith("pip install") and any("chalk init" in line for line in block)
    assert any(line.startswith("chalk verify") for line in block)
