"""Hostile input: every user-facing input path of `chalk`, fed generated inputs in-process.

Each input must end in a result (exit 0, or 1 where the command defines it) or in a
one-line ``chalk: error:`` with exit 2 — never a traceback, never an internal error
(exit 3), never a hang (pytest-timeout bounds each test), and never a write anywhere but
``output/`` (the working directory and the temporary directory are compared before and
after). Inputs come from a seeded generator, so a failure reproduces.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from derivations.cli import EXIT_INTERNAL, main
from derivations.registry import REGISTRY

pytestmark = pytest.mark.fuzz

CLAIM_IDS = [e.id for e in REGISTRY.load().select("*")]
HOSTILE = [
    "",
    " ",
    "*",
    "**",
    "?",
    "[",
    "]",
    "[!",
    "[]",
    "[a-",
    "!",
    "-",
    "--",
    "-h",
    "--help",
    "--json",
    ".",
    "..",
    "/",
    "\\",
    "'",
    '"',
    "`",
    "$(touch pwned)",
    "`touch pwned`",
    ";",
    "|",
    "&&",
    ">",
    "> /tmp/pwned",
    "<",
    "\x00",
    "\n",
    "\r\n",
    "\t",
    "%s%s%n",
    "{0.__class__}",
    "{}",
    "__import__('os').system('touch pwned')",
    'exec(\'open("pwned","w")\')',
    "eval",
    "lambda: 0",
    "${HOME}",
    "~",
    "../../etc/passwd",
    "/etc/passwd",
    "output/../pwned",
    "é",
    "µ",
    "∞",
    "🙂",
    "\u202e",
    "\udcff",
    "1e999",
    "-1e999",
    "nan",
    "inf",
    "-0",
    "0",
    "-1",
    "1/0",
    "2**1000",
    "9" * 400,
    "a" * 300,
    "*a" * 120,
    "[" * 100,
    "batching",
    "batching.",
    "batching.*",
    "*.step_time_roofline",
    "optimal_batch",
    "Batching.*",
]


def hostile(rng: random.Random, extra: list[str] = ()) -> str:
    """A string assembled from hostile atoms, real fragments and random code points."""
    atoms = HOSTILE + list(extra)
    parts = []
    for _ in range(rng.randint(1, 5)):
        roll = rng.random()
        if roll < 0.6:
            parts.append(rng.choice(atoms))
        elif roll < 0.8:
            parts.append("".join(chr(rng.randint(32, 126)) for _ in range(rng.randint(1, 12))))
        else:
            parts.append("".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(1, 6))))
    return "".join(parts)


def _snapshot(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if "output" not in p.relative_to(root).parts}


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    """Run in an empty directory with a private temp dir; fail on any write outside output/."""
    work, tmp = tmp_path / "work", tmp_path / "tmp"
    work.mkdir()
    tmp.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    before = (_snapshot(work), _snapshot(tmp))
    yield work
    assert (_snapshot(work), _snapshot(tmp)) == before, "a command wrote outside output/"


class Outcomes:
    """Runs argv lists through ``main`` and checks how each one ends."""

    def __init__(self, capsys):
        self.capsys = capsys
        self.count = 0
        self.by_code: dict[int, int] = {}

    def run(self, argv: list[str], allowed: tuple[int, ...] = (0, 2)) -> tuple[int, str, str]:
        self.count += 1
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's own --help exits 0 after printing help
            code = exc.code
            assert code == 0, (argv, code)
        out, err = self.capsys.readouterr()
        self.by_code[code] = self.by_code.get(code, 0) + 1
        assert "Traceback" not in out + err, argv
        assert code != EXIT_INTERNAL, (argv, err)
        assert code in allowed, (argv, code, err)
        if code == 2:
            assert err.startswith("chalk: error: ") and err.count("\n") == 1, (argv, err)
        return code, out, err


def patterns(rng: random.Random, n: int) -> Iterator[str]:
    fragments = [*CLAIM_IDS, *(i.split(".")[0] for i in CLAIM_IDS), *(i.split(".")[-1] for i in CLAIM_IDS)]
    for _ in range(n):
        yield hostile(rng, fragments)


@pytest.mark.timeout(600)
def test_claim_id_patterns_for_list_and_derive_never_crash(sandbox, capsys):
    rng, runs = random.Random(8), Outcomes(capsys)
    for text in patterns(rng, 5000):
        runs.run(["list", text])
    for text in patterns(rng, 2500):
        code, _, _ = runs.run(["derive", text], allowed=(0, 1, 2))
        assert code != 0 or text in CLAIM_IDS or text.startswith("-")
    assert runs.count == 7500 and runs.by_code.get(2, 0) > 0


@pytest.mark.timeout(600)
def test_claim_id_patterns_for_verify_and_mutate_never_crash(sandbox, capsys):
    rng, runs = random.Random(9), Outcomes(capsys)
    for text in patterns(rng, 1200):
        runs.run(["verify", text, "--json"], allowed=(0, 1, 2))
    for text in patterns(rng, 300):
        runs.run(["mutate", text, "--per-claim", "1", "--json"], allowed=(0, 1, 2))
    assert runs.count == 1500


@pytest.mark.timeout(600)
def test_hostile_arguments_of_every_command_never_crash(sandbox, capsys):
    rng, runs = random.Random(10), Outcomes(capsys)
    commands = ["list", "derive", "verify", "mutate", "nosuch", *(hostile(rng) for _ in range(20))]
    options = ["--json", "--strict", "--per-claim", "--min-ratio", "-h", "--", "-x", "--frobnicate"]
    for _ in range(1500):
        argv = [rng.choice(commands)]
        if argv[0] in ("verify", "mutate"):
            argv.append(hostile(rng))  # without a pattern they would run every claim: bound the work
        for _ in range(rng.randint(0, 4)):
            argv.append(rng.choice(options) if rng.random() < 0.4 else hostile(rng))
        if argv[0] == "mutate" and "--per-claim" not in argv:
            argv += ["--per-claim", "1"]  # bound the work a matching pattern can start
        runs.run(argv, allowed=(0, 1, 2))
    assert runs.count == 1500
