"""One numpy module per lecture part (``output/code/part<N>.py``) via ``derivations.codegen``."""

from __future__ import annotations

from collections.abc import Sequence

from derivations.codegen import module_source
from derivations.export.inventory import PartGroup


def render(groups: Sequence[PartGroup]) -> dict[str, str]:
    return {
        f"{g.slug}.py": module_source(g.quantities, f"Part {g.part.number}: {g.part.title} (lecture {g.part.span}).")
        for g in groups
    }
