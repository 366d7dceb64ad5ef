"""`chalk init [DIR]`: a starter project that ``chalk verify`` passes as it stands.

Writes ``claims.py`` (one definition; one claim with a derivation and a worked example,
both reusing the lecture's vocabulary and catalog), a ``[tool.chalk]`` table in
``pyproject.toml`` (added to an existing file that lacks one), a GitHub Actions job and a
``.gitignore`` for chalk's caches. Existing files are never overwritten, and nothing is
written through a symbolic link (a planted ``claims.py`` link, even a dangling one, could
point anywhere).

The job installs chalk from one place, ``install`` in the ``[tool.chalk]`` table:
``--install``, else where the running chalk came from (``cli/install_source.py``).
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from chalk.cli import UsageError
from chalk.cli.install_source import InstallSource, installed_source

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

INSTALL_HELP = """# where CI (.github/workflows/chalk.yml) installs chalk from, as pip takes it: chalk's git
# URL pinned to a commit or tag ("chalk @ git+https://github.com/OWNER/chalk@v0.1.0"), a path
# in this repository ("./vendor/chalk") or "chalk==VERSION" from your own index (PyPI's
# "chalk" is an unrelated project)"""


def table(install: str) -> str:
    """The ``[tool.chalk]`` table, with ``install`` as a TOML string."""
    return f"""
[tool.chalk]
claims = ["claims.py"]
output = "chalk-output"
{INSTALL_HELP}
install = {json.dumps(install)}
"""


def pyproject(install: str) -> str:
    """A new project's pyproject.toml: chalk is not among its dependencies, since a plain
    ``chalk`` would resolve to PyPI's unrelated project; CI installs it from ``install``."""
    return (
        """[project]
name = "my-derivations"
version = "0.1.0"
requires-python = ">=3.11"
"""
        + table(install)
        + """
[tool.pytest.ini_options]
chalk = true
"""
    )


#: reads ``install`` from the table and stops with one annotated line when it is empty
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
      - name: Install chalk from [tool.chalk] install in pyproject.toml
        run: |
          script='import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["tool"]["chalk"].get("install", ""))'
          source="$(python -c "$script")"
          if [ -z "$source" ]; then
            echo "::error file=pyproject.toml::set install in [tool.chalk]: chalk's git URL, a path or a version"
            exit 1
          fi
          python -m pip install "$source"
      - run: chalk verify --format github
      - run: chalk verify --format junit > chalk-junit.xml
"""

#: chalk's caches (proofs, reports) and the job's JUnit file stay out of the repository
GITIGNORE = (".chalk-cache/", "__pycache__/", ".pytest_cache/", "chalk-junit.xml")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", nargs="?", default=".", metavar="DIR", help="where to write (default: here)")
    parser.add_argument(
        "--install",
        metavar="REQUIREMENT",
        help="where CI installs chalk from, as pip takes it: a git URL, a path or a version "
        "(default: where this chalk was installed from, when CI can reach it)",
    )


def _install_source(given: str | None) -> InstallSource:
    if given is None:
        return installed_source()
    if not given.strip() or any(c in given for c in "\n\r\t\0"):
        raise UsageError("--install takes one line: a git URL, a path or a version of chalk")
    return InstallSource(given.strip(), "given with --install")


def _add_gitignore(path: Path) -> bool:
    """Write ``.gitignore`` or append the lines it lacks; whether anything was written."""
    have = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    missing = [line for line in GITIGNORE if line not in have]
    if not missing:
        return False
    lead = "\n" if have and not path.read_text(encoding="utf-8").endswith("\n") else ""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    with os.fdopen(fd, "a", encoding="utf-8") as f:
        f.write(lead + "\n".join(missing) + "\n")
    return True


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
    claims, project = root / "claims.py", root / "pyproject.toml"
    workflow = root / ".github" / "workflows" / "chalk.yml"
    for path in (claims, project, root / ".gitignore", root / ".github", workflow.parent, workflow):
        if path.is_symlink():
            raise UsageError(f"{path} is a symbolic link (to {os.readlink(path)}); chalk init never writes through one")
    if claims.exists():
        raise UsageError(f"{claims} exists; chalk init never overwrites a file")
    table_needed = True
    if project.exists():
        try:
            table_needed = "chalk" not in tomllib.loads(project.read_text(encoding="utf-8")).get("tool", {})
        except tomllib.TOMLDecodeError as exc:
            raise UsageError(f"{project} is not valid TOML: {exc}") from None
    source = _install_source(args.install)
    root.mkdir(parents=True, exist_ok=True)
    _write_new(claims, CLAIMS)
    written = [claims]
    if not project.exists():
        _write_new(project, pyproject(source.requirement))
        written.append(project)
    elif table_needed:
        fd = os.open(project, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "a", encoding="utf-8") as f:
            f.write(table(source.requirement))
        written.append(project)
    if not workflow.exists():
        workflow.parent.mkdir(parents=True, exist_ok=True)
        _write_new(workflow, WORKFLOW)
        written.append(workflow)
    if _add_gitignore(root / ".gitignore"):
        written.append(root / ".gitignore")
    for path in written:
        print(f"wrote {path}")
    if not table_needed:
        print(f"note: {project} has a [tool.chalk] table already; CI installs chalk from its install key")
    elif source.requirement:
        print(f"CI installs {source.requirement} ({source.origin}); [tool.chalk] install changes it")
    else:
        print(f"note: set install in [tool.chalk] before you push: {source.origin}")
    print("next: chalk verify   (then edit claims.py; 'python -m pytest --chalk' runs each claim as a test)")
    return 0
