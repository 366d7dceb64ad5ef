"""The words before a formula that make it the author's hypothesis, not a claim."""

from __future__ import annotations

import re

#: words before a formula that make it the author's hypothesis, not a claim to check
_HYPOTHESIS = re.compile(
    r"\b(assum(?:e|es|ing)|let|suppos(?:e|es|ing)|if|when(?:ever)?|unless|we need|needs?|must|where|given that)"
    r"\s*[,:]?\s*$",
    re.I,
)


STRONG = {"assume", "assumes", "assuming", "let", "suppose", "supposes", "supposing"}


def hypothesis_word(lead: str) -> str | None:
    """The word that makes a formula a hypothesis ("assume", "let", "if", "where", …)
    when the prose right before it (its sentence so far) ends with it or states it."""
    m = (
        _HYPOTHESIS.search(lead)
        or re.search(r"\b(assum(?:e|es|ing)|let|suppos(?:e|es|ing)|we need|must)\b[^.;:]*$", lead, re.I)
        # "…corresponds to the moment when `a == b`:" and then the equation: a condition to solve
        or re.search(r"\b(when(?:ever)?|if)\b[^.;:]*:\s*$", lead, re.I)
        # "Once $T_e > T_a$, …": once opening its sentence (not "AllReduce only once:")
        or re.search(r"^\s*(once)\s*$", lead, re.I)
        # "Setting them equal:", "Setting t_compute = t_mem:", "Solving for B:": the equation the author
        # sets and the steps that solve it hold at the solution, never for every value
        or re.search(r"\b(setting|solving for|equating)\b[^.;]*:\s*$", lead, re.I)
        # "令兩項相等並整理，得到" (setting the two terms equal and rearranging gives), "解得", "联立"
        or re.search(r"(令)[^。；.;]*相等[^。；.;]*$|(解得|聯立|联立)[^。；.;]*$", lead)
    )
    return next(g for g in m.groups() if g).lower() if m else None


def condition_in_parentheses(lead: str, text: str) -> str | None:
    """ "When the FFN side is exposed instead ($T_e > T_a$)": a relation between names alone (no number,
    so no arithmetic to check) in parentheses after "when", "if" or "unless" in its sentence is that
    sentence's condition; the word, or None."""
    if re.search(r"\d", text):
        return None
    m = re.search(r"\b(when(?:ever)?|if|unless)\b[^.;:()]*[(（]\s*$", lead, re.I)
    return m.group(1).lower() if m else None
