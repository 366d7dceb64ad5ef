"""Names that changed, kept as warning aliases for one release (CHANGELOG.md lists them):
a renamed quantity still evaluates, under its new name, with a warning saying which."""

from __future__ import annotations

#: old quantity name -> (its new name, why it changed)
RENAMED: dict[str, tuple[str, str]] = {
    "prefill_time_with_attention": (
        "prefill_time",
        "prefill_time now counts causal attention, as the plan's TTFT does (prefill_time_weights is the "
        "weights-only floor)",
    ),
}


def current_name(name: str) -> tuple[str, str | None]:
    """(the name to evaluate, the warning to give: None for a current name)."""
    if name not in RENAMED:
        return name, None
    new, why = RENAMED[name]
    return new, f"{name} is renamed {new}: {why}; the old name goes in the next release"
