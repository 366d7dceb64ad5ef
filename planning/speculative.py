"""``chalk plan serve --speculative DRAFT_LEN[:ACCEPTANCE]``: speculative decoding or
multi-token prediction as the lecture's claims give it.

Why: a draft (or an MTP module) proposing γ tokens that the target accepts with probability
α each yields τ = (1 − α^(γ+1))/(1 − α) tokens per target pass (Leviathan et al. 2023, eq. 1;
the book's ``tokens_per_pass``), so the time per output token is the step ÷ τ (claim
``batching.speculative_floor_is_the_floor_over_tokens_per_pass``), and γ = 0 is plain decoding
(``batching.speculation_without_a_draft_is_one_token_per_pass``). Without it a published
speculative run beats the plan's ``1/TPOT``. The acceptance defaults to the book's sourced
value (DeepSeek-V3's MTP, arXiv:2412.19437 §5.4.3: 85%).

The step ÷ τ is a lower bound on the time per token: the verification pass's extra compute
(γ + 1 query tokens a sequence) and the draft's own passes are not charged, so where the step
is compute-bound a real system gains less than τ; an MoE pass is charged the experts of one
routed token a sequence, not of γ + 1 (fewer experts read: lower still).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from chalk.derivations.book_quantities import ServingQuantities, Term
from chalk.evaluation.errors import BadValue

#: the most drafted tokens accepted (a stated cap, far above published drafts of 1 to 8)
MAX_DRAFT = 64
OPTION = "--speculative"


@dataclass(frozen=True)
class Speculation:
    """A draft of ``draft_length`` tokens; ``acceptance`` None takes the book's sourced default."""

    draft_length: int
    acceptance: float | None = None

    def sets(self, declared: ServingQuantities) -> tuple[str, ...]:
        """The typed inputs (``--set`` text, by the book's names) the core checks against each
        input's domain."""
        given = (f"{declared.draft_length}={self.draft_length}",)
        return given if self.acceptance is None else (*given, f"{declared.acceptance_rate}={self.acceptance!r}")


@dataclass(frozen=True)
class PerPass:
    """What one target pass yields: ``tokens`` (τ), with the inputs' values and sources."""

    tokens: float
    draft_length: int
    acceptance: float
    acceptance_source: str
    term: Term  # the book's tokens-per-pass quantity, its label and its claims

    def text(self) -> str:
        return (
            f"speculative: a draft of {self.draft_length} token{'' if self.draft_length == 1 else 's'} accepted at "
            f"{self.acceptance:g} each "
            f"({self.acceptance_source[:160]}) yields {self.term.quantity} = {self.tokens:.4g} per target pass; "
            f"TPOT and $/Mtok output are the step's ÷ {self.tokens:.4g} "
            f"(claims {', '.join(self.term.claims[:2])}), a lower bound: "
            "the verification's extra compute and the draft's passes are not charged"
        )


def parse_speculative(text: str) -> Speculation:
    """``DRAFT_LEN[:ACCEPTANCE]``: a whole draft length (0 to ``MAX_DRAFT``) and an optional
    acceptance rate in (0, 1); anything else is one line naming what is accepted."""
    m = re.fullmatch(r"\s*(\d{1,3})\s*(?::\s*((?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*)?", text)
    if not m:
        raise BadValue(
            f"{OPTION} {text[:40]!r}: give DRAFT_LEN[:ACCEPTANCE], a whole number of drafted tokens and an "
            "optional acceptance rate in (0, 1), e.g. 4 or 4:0.8"
        )
    draft = int(m.group(1))
    if draft > MAX_DRAFT:
        raise BadValue(f"{OPTION}: a draft of {draft} tokens is past the {MAX_DRAFT} this planner takes")
    acceptance = None if m.group(2) is None else float(m.group(2))
    if acceptance is not None and not 0 < acceptance < 1:
        raise BadValue(f"{OPTION}: the acceptance rate is in (0, 1), got {m.group(2)[:20]}")
    return Speculation(draft, acceptance)


def per_pass(layers: Any, speculation: Speculation, declared: ServingQuantities) -> PerPass:
    """τ for ``speculation`` (typed into ``layers`` by ``Speculation.sets``; the acceptance
    else the book's sourced default), through the book's declared tokens per pass."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input, resolve

    bk = book()
    term, draft_name, acceptance_name = declared.tokens_per_pass, declared.draft_length, declared.acceptance_rate
    if term is None or draft_name is None or acceptance_name is None:
        raise BadValue(f"{OPTION}: the book declares no tokens per pass, draft length or acceptance rate")
    typed = [draft_name] if speculation.acceptance is None else [draft_name, acceptance_name]
    for name in typed:  # say where the value came from: the option, not a --set
        s = bk.symbol(name)
        layers.sets[s] = Input(s, layers.sets[s].value, f"given ({OPTION})")
    found = resolve(bk.inputs(term.quantity), layers, what=term.quantity)
    tokens = float(bk.function(term.quantity)(**found.kwargs))
    acceptance = found.direct[bk.symbol(acceptance_name)]
    draft = found.direct[bk.symbol(draft_name)]
    return PerPass(
        tokens,
        round(float(draft.value.magnitude)),
        float(acceptance.value.magnitude),
        acceptance.source,
        term,
    )
