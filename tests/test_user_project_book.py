"""Everything for every book (issue 26): a ``chalk init`` project with three claims builds
its own paper, code and explorer site into its configured output, ``chalk explore`` finds
that site, the paper is short and speaks of the user's source (never of a lecture), and a
name chalk's own book holds is refused with the way to qualify it."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHALK = str(Path(sys.executable).parent / "chalk")

MORE_CLAIMS = '''

from sympy import Le


@claim(source="my notes, section 2")
def weight_read_shrinks_with_chips():
    """Twice the chips read the weights in at most the time."""
    read = params_total * bytes_per_param / hbm_bandwidth
    return Claim(Le(read / (2 * chips), read / chips, evaluate=False))


@claim(source="my notes, section 3")
def weight_bytes_per_chip_grow_with_bytes_per_param():
    """Wider weights put more bytes on each chip."""
    return Claim(Le(weight_bytes_per_chip, 2 * weight_bytes_per_chip, evaluate=False))
'''

CLASH = '''"""A note that reuses a name chalk's own book holds, with another meaning."""

from chalk import define
from chalk.vocabulary import batch

t_step = define("t_step", batch * 2, "sequence", "my own step count")
'''


def chalk(argv: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [CHALK, *argv], cwd=cwd, capture_output=True, text=True, env={**os.environ, **env}, timeout=600
    )


def _pages(tex_dir: Path, work: Path) -> int:
    shutil.copytree(tex_dir, work, dirs_exist_ok=True)
    for _ in range(2):
        done = subprocess.run(
            ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "chalk.tex"],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=300,
        )
    found = re.search(r"Output written on chalk\.pdf \((\d+) pages?", done.stdout)
    assert found, done.stdout[-2000:]
    return int(found.group(1))


@pytest.mark.slow
def test_an_init_project_with_three_claims_builds_its_own_site_and_a_short_paper(tmp_path):
    root = tmp_path / "proj"
    cache = {"CHALK_CACHE_DIR": str(tmp_path / "cache")}
    assert chalk(["init", str(root)], tmp_path, **cache).returncode == 0
    claims = root / "claims.py"
    claims.write_text(claims.read_text() + MORE_CLAIMS)
    listed = chalk(["list"], root, **cache)
    assert listed.returncode == 0 and listed.stdout.count("claims.") == 3, listed.stdout

    built = chalk(["build"], root, **cache)
    assert built.returncode == 0, built.stderr
    out = root / "chalk-output"  # the [tool.chalk] output chalk init writes
    assert (out / "site" / "index.html").is_file()
    explored = chalk(["explore"], root, **cache)
    assert explored.returncode == 0, explored.stderr
    assert explored.stdout.strip() == (out / "site" / "index.html").resolve().as_uri()

    # what the user reads as theirs: the paper, the pages, the report and the code (the
    # calculator's data.js lists chalk's whole quantity table, their own and chalk's)
    texts = {
        p.relative_to(out).as_posix(): p.read_text(encoding="utf-8")
        for p in out.rglob("*")
        if p.is_file() and p.suffix in (".tex", ".html", ".md", ".py", ".bib")
    }
    assert any(k.startswith("latex/") for k in texts) and "site/part1.html" in texts
    assert {k for k, text in texts.items() if re.search(r"lecture", text, re.IGNORECASE)} == set()
    index = texts["site/index.html"]
    assert all(f"claims.{name}" in "".join(texts.values()) for name in ("weight_read_shrinks_with_chips",))
    assert "plots.html" not in index  # the board plots are chalk's own book's
    if shutil.which("pdflatex"):
        assert _pages(out / "latex", tmp_path / "pdf") <= 5


@pytest.mark.slow
def test_a_name_of_chalks_own_book_is_refused_with_the_way_to_qualify_it(tmp_path):
    root = tmp_path / "proj"
    cache = {"CHALK_CACHE_DIR": str(tmp_path / "cache")}
    assert chalk(["init", str(root)], tmp_path, **cache).returncode == 0
    (root / "mine.py").write_text(CLASH)
    done = chalk(["verify", "--claims", "mine.py"], root, **cache)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert "from chalk.vocabulary import t_step" in done.stderr
    assert "qualify yours with a prefix" in done.stderr
    (root / "mine.py").write_text(CLASH.replace('"t_step"', '"mine_t_step"').replace("t_step =", "mine_t_step ="))
    assert chalk(["verify", "--claims", "mine.py"], root, **cache).returncode == 0
