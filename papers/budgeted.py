"""A document's formulas judged in forked workers, each within its time budget."""

from __future__ import annotations

from collections.abc import Callable

from chalk.papers.scanning import Found
from chalk.papers.verdicts import Outcome


class BudgetedFormulas:
    """The formulas of a document judged in order by one worker at a time. After each
    formula the worker sends its outcome and what it added to the document's definitions
    and givens; the parent keeps them, so a worker forked after a stop starts where the
    stopped one left off."""

    def __init__(self, formulas: list[Found], contexts: dict, budget_s: float, judge: Callable):
        self.formulas, self.contexts, self.budget_s, self.judge = formulas, contexts, budget_s, judge

    def _serve(self, conn, first: int) -> None:
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
        while len(outcomes) < len(self.formulas):
            first = len(outcomes)
            worker = Worker(lambda conn, first=first: self._serve(conn, first))
            try:
                while len(outcomes) < len(self.formulas):
                    kind, message = worker.receive(time.monotonic() + self.budget_s)
                    f = self.formulas[len(outcomes)]
                    if kind == "message":
                        _, outcome, state = message
                        self.contexts[f.root].restore(state)
                        outcomes.append(outcome)
                        continue
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
