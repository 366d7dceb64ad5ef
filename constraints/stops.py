"""Why a solver call ended without an answer, as a value control flow can read.

A reason string ("resourceout", "coverings stalled (no answer within 20 CPU s)") is for
people; what chalk decides from it (record a hint, call the outcome machine-dependent,
mark a verdict timed out) reads the ``Stop`` beside it, never the words. This module
imports nothing, so the forked child's runner (``hard_limit``) can use it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Stop(Enum):
    """What ended an undecided solver call."""

    #: cvc5's resource limit (``resourceout``): counted in solver steps, the same on every machine
    RESOURCE = "resource"
    #: the solver's procedure gave up (``incomplete``): a property of the input
    INCOMPLETE = "incomplete"
    #: a CPU-second stop (a strategy's own, or the hard limit of an opinion): the same under any load
    CPU = "cpu"
    #: the caller's budget ran out (``prove()``'s CPU seconds, or a claim's wall-clock budget):
    #: a larger budget may decide it, so it is never cached nor recorded
    BUDGET = "budget"
    #: the wall-clock backstop killed a child starved of CPU
    BACKSTOP = "backstop"
    #: an enclosing call's CPU limit (a second opinion's) ran out before this call's own: it
    #: says nothing of this call alone, so it is never recorded as a hint
    ENCLOSING = "enclosing"
    #: the solver refused the input, or its process failed
    ERROR = "error"
    #: any other unknown
    OTHER = "other"

    @property
    def deterministic(self) -> bool:
        """The same outcome on any machine and under any load: worth recording as a hint."""
        return self in (Stop.RESOURCE, Stop.INCOMPLETE, Stop.CPU)

    @property
    def limit(self) -> bool:
        """A limit rather than the solver ended it (which limit came first depends on the machine)."""
        return self in (Stop.RESOURCE, Stop.CPU, Stop.BUDGET, Stop.BACKSTOP, Stop.ENCLOSING)

    @property
    def timed_out(self) -> bool:
        """A budget or the wall-clock backstop ended it: the outcome depends on the budget
        (or, for the backstop and a claim's budget, on the machine's load)."""
        return self in (Stop.BUDGET, Stop.BACKSTOP)


#: the stops of a call its budget ended: an unknown that is never cached
TIMED_OUT = frozenset({Stop.BUDGET})


@dataclass(frozen=True)
class Stopped:
    """A stop with its reason, as ``hard_limit.within`` hands it to the caller's fallback."""

    stop: Stop
    reason: str

    def __str__(self) -> str:
        return self.reason
