"""A document's formulas judged in forked workers, each within its time budget."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING

from chalk.papers.scanning import Found
from chalk.papers.verdicts import Outcome

if TYPE_CHECKING:
    from chalk.papers.judging_context import Context, State


class BudgetedFormulas:
    """The formulas of a document judged in order by one worker at a time. After each
    formula the worker sends its outcome and what it added to the document's definitions
    and givens; the parent keeps them, so a worker forked after a stop starts where the
    stopped one left off."""

    def __init__(
        self,
        formulas: list[Found],
        contexts: dict[str, Context],
        budget_s: float,
        judge: Callable[[Found, Context], Outcome],
        document_s: float | None = None,
    ):
        self.formulas, self.contexts, self.budget_s, self.judge = formulas, contexts, budget_s, judge
        #: wall-clock seconds for the whole run: what is left when it runs out is not judged
        self.document_s = document_s

    def _serve(self, conn: Connection, first: int) -> None:
        for i in range(first, len(self.formulas)):
            f = self.formulas[i]
            ctx = self.contexts[f.root]
            outcome = self.judge(f, ctx)
            if i == len(self.formulas) - 1:
                from chalk.papers import parse_cache

                parse_cache.save()  # this worker's parses, for the next run (before the parent stops it)
            conn.send((i, outcome, ctx.state()))

    def run(self) -> list[Outcome]:
        import time

        from chalk.constraints.workers import Worker

        outcomes: list[Outcome] = []
        end = None if self.document_s is None else time.monotonic() + self.document_s
        while len(outcomes) < len(self.formulas):
            if end is not None and time.monotonic() >= end:
                return outcomes + self.not_judged(len(outcomes))
            first = len(outcomes)
            worker = Worker(partial(self._serve, first=first))
            try:
                while len(outcomes) < len(self.formulas):
                    limit = time.monotonic() + self.budget_s
                    whole = end is not None and end < limit
                    kind, message = worker.receive(min(limit, end) if whole and end is not None else limit)
                    f = self.formulas[len(outcomes)]
                    if kind == "message":
                        outcome, state = _judged(message)
                        self.contexts[f.root].restore(state)
                        outcomes.append(outcome)
                        continue
                    if kind == "timeout" and whole:
                        return outcomes + self.not_judged(len(outcomes))
                    reason = (
                        f"not judged within its time budget of {self.budget_s:g} s"
                        if kind == "timeout"
                        else f"could not be judged: the worker process ended (exit code {message})"
                    )
                    outcomes.append(Outcome(f, "unreadable", reason=reason))
                    break
            finally:
                worker.kill()
        return outcomes

    def not_judged(self, first: int) -> list[Outcome]:
        """The formulas from ``first`` on, each reported not judged: the run's budget ran out."""
        reason = f"not judged: the run's budget of {self.document_s:g} s ran out"
        return [Outcome(f, "unreadable", reason=reason, cause="budget") for f in self.formulas[first:]]


def _judged(message: object) -> tuple[Outcome, State]:
    """A worker's message, ``(index, outcome, the context's state)``: its outcome and state."""
    if not (isinstance(message, tuple) and len(message) == 3 and isinstance(message[1], Outcome)):
        raise TypeError(f"a formula worker sent {type(message).__name__}, not (index, outcome, state)")
    _, outcome, state = message
    return outcome, state
