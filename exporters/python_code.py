"""One numpy module per lecture part (``output/code/part<N>.py``), plus one per appendix
module (``architecture.py``), via ``derivations.codegen``."""

from __future__ import annotations

from collections.abc import Sequence

from chalk.exporters.codegen import module_source
from chalk.exporters.inventory import Appendix, PartGroup


def render(groups: Sequence[PartGroup], extra: Sequence[Appendix] = (), spans: str = "source") -> dict[str, str]:
    files = {
        f"{g.slug}.py": module_source(g.quantities, f"Part {g.part.number}: {g.part.title}{_span(spans, g.part.span)}.")
        for g in groups
    }
    files.update({f"{a.slug}.py": module_source(a.quantities, f"{a.title}.") for a in extra})
    return files


def _span(word: str, span: str) -> str:
    """`` (lecture 00:10-00:25)`` for a part with a span (``word`` names what it spans);
    nothing for one without."""
    return f" ({word} {span})" if span else ""
