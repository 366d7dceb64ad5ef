"""cvc5 in z3's place within one ``prove`` call (``second_prover=True``).

Its own module so that the prover stays small; the verdicts it returns are sealed by the
kernel (a proof through the prover's ``proved``, a refutation in ``cvc5_prover``)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

import sympy as sp

from chalk.constraints import cpu_clock, solver_hints
from chalk.constraints.verdict import Decider, Status, Verdict

#: the goal: the statement, the hypotheses, the check's name and the statement as written
Goal = tuple[sp.Basic, list[sp.Basic], str, tuple[sp.Basic, ...]]


class SecondProver:
    """cvc5's linearisation on translation B in z3's place, inside the call's budget: after
    z3's share where z3 leaves the goal undecided, or first where a route hint says z3 did
    (``solver_hints``). The hypotheses are known consistent and defined when it runs, so its
    quick verdict suffices; either way the verdict reads the same."""

    def __init__(self, args: Goal, proved: Callable[[str, Decider], Verdict], verdict: Callable[..., Verdict]) -> None:
        self.args, self.proved, self.verdict = args, proved, verdict
        self.tried = False

    @functools.cached_property
    def route(self) -> str:
        """The goal's route key (``srepr`` of it: computed only where it is read)."""
        return solver_hints.route_key(self.args[0], self.args[1])

    def hinted(self) -> bool:
        return solver_hints.second_first(lambda: self.route)

    def run(self, seconds: float) -> Verdict | None:
        """cvc5's verdict where it decides within ``seconds`` from now, else None."""
        from chalk.constraints.cvc5_prover import linearised  # cvc5_prover reads this module's peers

        self.tried = True
        second = linearised(*self.args, deadline=cpu_clock.now() + seconds)
        detail = f"{second.detail}; z3 left the goal undecided"
        if second.status == Status.PROVED:
            return self.proved(detail, Decider(second.decided_by))  # sealed with cvc5's unsat as evidence
        if second.status == Status.REFUTED:  # sealed by the kernel in cvc5_prover: restated, never remade
            return dataclasses.replace(second, detail=detail, seconds=self.verdict(Status.UNKNOWN).seconds)
        return None
