"""A user project's explorer in a real browser (issue 26): the site ``chalk build`` writes
for a ``chalk init`` project loads from disk without a console error, and its calculator
gives what ``chalk eval`` gives in that project for the user's own definition, whose
``params_total`` each catalog model derives through chalk's own definitions."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from chalk.exporters.site.browser import VIEWPORT, missing

pytestmark = [
    pytest.mark.skipif(bool(missing()) and not os.environ.get("CI"), reason=f"no browser to drive: {missing()}"),
    pytest.mark.xdist_group("browser"),
    pytest.mark.slow,
]

CHALK = str(Path(sys.executable).parent / "chalk")
CASES = (
    ("weight_bytes_per_chip", "llama-3-70b", "h100-sxm", "bf16"),
    ("weight_bytes_per_chip", "deepseek-v3", "gb200-nvl72", "fp8"),
)


def _chalk(argv: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([CHALK, *argv], cwd=cwd, capture_output=True, text=True, env=env, timeout=600)


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    root = tmp_path_factory.mktemp("userproj") / "proj"
    env = {**os.environ, "CHALK_CACHE_DIR": str(root.parent / "cache")}
    assert _chalk(["init", str(root)], root.parent, env).returncode == 0
    built = _chalk(["build"], root, env)
    assert built.returncode == 0, built.stderr
    return root, env


def test_a_user_projects_explorer_loads_and_its_calculator_says_what_chalk_eval_says(project, chromium_browser):
    root, env = project
    site = root / "chalk-output" / "site"
    page = chromium_browser.new_page(viewport=VIEWPORT)
    try:
        problems: list[str] = []
        page.on("console", lambda m: problems.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
        pages = sorted(p.name for p in site.glob("*.html"))
        assert pages == ["calculator.html", "index.html", "part1.html"]
        for name in pages:
            page.goto((site / name).as_uri())
            page.wait_for_load_state("load")
        assert problems == []
        for quantity, model, hardware, precision in CASES:
            query = f"?q={quantity}&model={model}&hardware={hardware}&precision={precision}"
            page.goto((site / "calculator.html").as_uri() + query)
            page.wait_for_load_state("load")
            argv = ["eval", quantity, "--model", model, "--hardware", hardware, "--precision", precision, "--json"]
            done = _chalk(argv, root, env)
            assert done.returncode == 0, done.stderr
            expected = json.loads(done.stdout)["value"]
            assert page.inner_text("#error") == ""
            assert float(page.get_attribute("#result", "data-base")) == pytest.approx(expected, rel=1e-12)
        assert problems == []
    finally:
        page.close()
