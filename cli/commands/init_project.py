"""`chalk init [DIR]`: a starter project that ``chalk verify`` passes as it stands.

Writes ``claims.py`` (one definition; one claim with a derivation and a worked example,
both reusing the lecture's vocabulary and catalog), a ``[tool.chalk]`` table in
``pyproject.toml`` (added to an existing file that lacks one) and a GitHub Actions job.
Existing files are never overwritten, and nothing is written through a symbolic link
(a planted ``claims.py`` link, even a dangling one, could point anywhere).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from chalk.cli import UsageError

CLAIMS = '''"""My serving notes: reading the weights bounds a decode step."""

from sympy import Ge

from chalk import Q_, Claim, Derivation, Example, claim, define
from chalk.catalog import hardware, model
from chalk.vocabulary import bytes_per_param, chips, hbm_bandwidth, params_total, t_step, t_weights

weight_bytes_per_chip = define(
    "weight_bytes_per_chip", params_total * bytes_per_param / chips, "byte", "weight bytes each chip holds and reads"
)


@claim(source="my notes, section 1")
def step_takes_at_least_the_weight_read():
    """A decode step lasts at least as long as each chip takes to read its share of the weights."""
    return Claim(
        Ge(t_step, weight_bytes_per_chip / hbm_bandwidth),
        derivation=Derivation(t_step)
        .ge(t_weights, by="the roofline step is at least its memory time, which includes the weight read")
        .eq(weight_bytes_per_chip / hbm_bandwidth, by="t_weights = N·b_w/(chips·W)"),
        examples=(
            Example(
                {**hardware("h100-sxm"), **model("llama-3-70b"), bytes_per_param: 2, chips: 8},
                expect={weight_bytes_per_chip / hbm_bandwidth: Q_(5.3, "ms")},
                rel_tol=0.05,
                note="Llama-3-70B in BF16 on 8 H100s",
            ),
        ),
    )
'''

TABLE = """
[tool.chalk]
claims = ["claims.py"]
output = "chalk-output"
"""

PYPROJECT = (
    """[project]
name = "my-derivations"
version = "0.1.0"
requires-python = ">=3.11"
dependencies = ["chalk"]
"""
    + TABLE
    + """
[tool.pytest.ini_options]
chalk = true
"""
)

WORKFLOW = """name: chalk
on: [push, pull_request]
jobs:
  verify:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install chalk  # or the chalk checkout you use: pip install path/or/git-url
      - run: chalk verify --format github
      - run: chalk verify --format junit > chalk-junit.xml
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", nargs="?", default=".", metavar="DIR", help="where to write (default: here)")


def _write_new(path: Path, text: str) -> None:
    """Create ``path`` (mode "x": it fails on anything already there, a dangling link included)."""
    try:
        with path.open("x", encoding="utf-8") as f:
            f.write(text)
    except FileExistsError:
        raise UsageError(f"{path} appeared while chalk init ran; it never overwrites a file") from None


def run(args: argparse.Namespace) -> int:
    import tomllib

    root = Path(args.dir)
    if root.exists() and not root.is_dir():
        raise UsageError(f"{root} is not a folder")
    claims, pyproject = root / "claims.py", root / "pyproject.toml"
    workflow = root / ".github" / "workflows" / "chalk.yml"
    for path in (claims, pyproject, root / ".github", workflow.parent, workflow):
        if path.is_symlink():
            raise UsageError(f"{path} is a symbolic link (to {os.readlink(path)}); chalk init never writes through one")
    if claims.exists():
        raise UsageError(f"{claims} exists; chalk init never overwrites a file")
    table_needed = True
    if pyproject.exists():
        try:
            table_needed = "chalk" not in tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {})
        except tomllib.TOMLDecodeError as exc:
            raise UsageError(f"{pyproject} is not valid TOML: {exc}") from None
    root.mkdir(parents=True, exist_ok=True)
    _write_new(claims, CLAIMS)
    written = [claims]
    if not pyproject.exists():
        _write_new(pyproject, PYPROJECT)
        written.append(pyproject)
    elif table_needed:
        fd = os.open(pyproject, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "a", encoding="utf-8") as f:
            f.write(TABLE)
        written.append(pyproject)
    if not workflow.exists():
        workflow.parent.mkdir(parents=True, exist_ok=True)
        _write_new(workflow, WORKFLOW)
        written.append(workflow)
    for path in written:
        print(f"wrote {path}")
    print("next: chalk verify   (then edit claims.py; 'python -m pytest --chalk' runs each claim as a test)")
    return 0
