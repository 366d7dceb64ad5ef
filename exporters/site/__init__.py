"""The explorer: ``output/site/``, a static site that opens from disk.

Pages (``pages.py``), the generated formulas (``javascript.py``) and data (``data.py``), the
planner's rules, the input resolution and the evaluation's decisions compiled from
``derivations/plan_rules.py``, ``exporters/input_rules.py`` and ``derivations/eval_rules.py``
(``rules.py``), the hand-written
interface scripts in ``static/`` (no formula or planning rule among them) and plotly's own
``plotly.min.js`` copied from the installed ``plotly`` package.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from chalk.constraints.verification import ClaimResult
from chalk.derivations.model import Book
from chalk.exporters.inventory import Appendix, PartGroup

STATIC = ("chalk.js", "calc.js", "plots.js", "measured.js", "plan.js", "plan_page.js", "style.css")
#: the largest site the build accepts (the issue's budget)
MAX_BYTES = 10 * 2**20


def plotly_bundle() -> bytes:
    """``plotly.min.js`` as the ``plotly`` package ships it for offline HTML."""
    import plotly

    return (Path(plotly.__file__).parent / "package_data" / "plotly.min.js").read_bytes()


def model_derivations() -> set[str]:
    """The definitions the calculator evaluates to derive a catalog model's inputs."""
    from chalk.exporters.site.data import models

    return {d for m in models().values() for d in m["derived"].values()}


def used_names(names: Sequence[str]) -> set[str]:
    """The quantities the calculator of a book shows: its own and the inputs they take."""
    from chalk.exporters.codegen import numpy_function

    return set(names) | {s.name for n in names for s in numpy_function(n).inputs}


def render(
    groups: Sequence[PartGroup], extra: Sequence[Appendix], results: Sequence[ClaimResult], about: Book | None = None
) -> dict[str, bytes]:
    """Every file of ``site/`` (relative path → bytes), worded from the book's ``BOOK``
    metadata (``about``); fails if the site outgrows ``MAX_BYTES``."""
    from chalk.exporters.site.data import data_source
    from chalk.exporters.site.javascript import formulas_source
    from chalk.exporters.site.pages import render_pages
    from chalk.exporters.site.rules import rules_source

    about = about or Book()
    names = [q for g in groups for q in g.quantities] + [q for a in extra for q in a.quantities]
    files = {path: text.encode("utf-8") for path, text in render_pages(groups, results, about).items()}
    if not about.all_symbols:  # the catalog models derive inputs through chalk's own definitions
        names = sorted(set(names) | model_derivations())
    files["assets/formulas.js"] = formulas_source(names).encode("utf-8")
    if "plan.html" in files:
        files["assets/plan_rules.js"] = rules_source("plan_rules").encode("utf-8")
    files["assets/input_rules.js"] = rules_source("input_rules").encode("utf-8")
    files["assets/eval_rules.js"] = rules_source("eval_rules").encode("utf-8")
    files["assets/data.js"] = data_source(None if about.all_symbols else used_names(names)).encode("utf-8")
    static = resources.files("chalk.exporters.site") / "static"
    for name in STATIC:
        files[f"assets/{name}"] = (static / name).read_bytes()
    files["assets/plotly.min.js"] = plotly_bundle()
    size = sum(len(b) for b in files.values())
    if size > MAX_BYTES:
        raise ValueError(f"the site is {size / 2**20:.1f} MiB, over its {MAX_BYTES / 2**20:.0f} MiB budget")
    return files
