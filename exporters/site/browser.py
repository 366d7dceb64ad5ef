"""A headless Chromium for the explorer: Debian's ``chromium`` driven by ``playwright``.

There is no browser download here: playwright is launched on the system's ``chromium``
(``executable_path``). Used by ``chalk explore --screenshots`` and the browser tests.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import Browser, ViewportSize

#: the screenshots ``chalk explore --screenshots`` writes (outside the drift check: see
#: ``exporters.output.UNCHECKED``)
SCREENSHOTS = "screenshots"
VIEWPORT: ViewportSize = {"width": 1200, "height": 900}


class BrowserMissing(RuntimeError):
    """chromium or playwright is not installed; the message says which and how to get it."""


def missing() -> str:
    """Why no browser can be driven here ("" when one can)."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -c constraints.txt -e '.[test]')"
    if shutil.which("chromium") is None:
        return "chromium is not installed (apt-get install -y chromium)"
    return ""


@contextmanager
def chromium() -> Iterator[Browser]:
    """A headless playwright Browser on the system chromium."""
    why = missing()
    if why:
        raise BrowserMissing(why)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"))
        try:
            yield browser
        finally:
            browser.close()


def take_screenshots(site: Path) -> list[Path]:
    """The calculator and the roofline plot as PNGs under ``site/screenshots/``."""
    folder = site / SCREENSHOTS
    folder.mkdir(exist_ok=True)
    shots = []
    with chromium() as browser:
        page = browser.new_page(viewport=VIEWPORT)
        page.goto((site / "calculator.html").resolve().as_uri())
        page.wait_for_selector("#result:not(:empty)")
        shots.append(folder / "calculator.png")
        page.screenshot(path=str(shots[-1]), clip={"x": 0, "y": 0, "width": 1200, "height": 700})
        page.goto((site / "plots.html").resolve().as_uri())
        page.wait_for_selector("#chart-roofline .main-svg")
        shots.append(folder / "roofline.png")
        page.locator("#plot-roofline").screenshot(path=str(shots[-1]))
    return shots
