"""Every limit chalk's solvers and workers run under, in one value.

Each figure was a constant of its own module (the prover's default timeout, cvc5's resource
limits, the strategies' CPU stops, an opinion's hard limit, the wall-clock backstop, the
claim worker's grace); here they are one frozen object, read where a limit is applied, so
what bounds a verdict is written once and can be read (and, in a test, replaced) whole.
Which of them decide a verdict: cvc5's resource counts and the CPU-second stops (z3's
budget in the proving thread's CPU seconds, ``cpu_clock``) are the same under any load; an
answer a budget ends is ``unknown (timeout)`` and never cached, since a larger budget may
decide it. The backstop and a claim's budget are the wall clock: they only stop work that
a loaded machine starved, and say so (``stops.Stop``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The limits, with their units in their names."""

    #: ``prove()``'s budget when its caller names none (a claim names its own), in CPU
    #: milliseconds of the proving thread
    z3_timeout_ms: int = 5000
    #: with the second prover, z3's search for the goal stops at this share of the budget, so
    #: that cvc5 decides within the same budget where z3 does not (the lecture's z3 proofs take
    #: at most 0.7 s of their 5 s; the slower ones have budgets of 60 s)
    z3_share: float = 0.5
    #: cvc5's limit per obligation and strategy, in its resource units: deterministic, so two
    #: builds on machines of any speed or load get the same answers
    cvc5_resource: int = 200_000
    #: cvc5's wall-clock safety net per call (a resource limit that failed to stop a search)
    cvc5_wall_ms: int = 60_000
    #: incremental linearisation's resource limit and its own process's CPU stop (a run that
    #: spends units reaches the limit in 1.5-2.5 CPU s here; only a stall meets the stop)
    linearisation_resource: int = 1_000_000
    linearisation_cpu_s: float = 10
    #: the coverings strategies' CPU stop (the 79 obligations coverings decided in the
    #: lecture's `verify --confirm` took at most 8.1 CPU s, 90% under 0.5 s)
    coverings_cpu_s: float = 20
    #: each second opinion's hard limit in CPU seconds, its strategies' own processes included,
    #: enforced by stopping them. The lecture's 131 decided opinions took at most 3.4 s (90%
    #: under 0.6 s) with the shipped hints; without them, a coverings decision (at most 8.1
    #: CPU s) can follow linearisation's fruitless 1.5-2.5 s. Was 60: an opinion cvc5 cannot
    #: settle (one generated statement in six) then cost a user a minute
    opinion_cpu_s: float = 20
    #: the wall-clock backstop of a stopped child, and of a z3 search, in multiples of its CPU limit
    wall_factor: float = 5
    #: a claim's worker is stopped this share after its budget (an overrun is reported
    #: within 10% of the budget)
    grace: float = 0.05
    #: how long building one claim (the user's own code) may take before its checks start
    build_s: float = 60.0
    #: under --confirm, the wait a claim's worker adds for cvc5's second opinions (each under
    #: its own hard limit), so a slow cvc5 never turns z3's verdict into a timeout
    confirm_allowance_s: float = 900.0
    #: how long `chalk verify --scheduler ADDRESS` waits to reach the Dask scheduler
    scheduler_connect_s: float = 10.0


#: the limits in force (tests replace the whole object: ``monkeypatch.setattr(limits, "LIMITS", ...)``)
LIMITS = Limits()
