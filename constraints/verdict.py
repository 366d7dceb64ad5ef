"""Verdicts: the evidence every check returns, never a print or a bare bool.

A verdict can be proved or refuted only when ``constraints/kernel.py`` made it: the kernel
checks the evidence and seals the verdict (``KERNEL_SEAL``); ``Verdict`` refuses either
status without the seal, and names who decided from a closed list (``Decider``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from chalk.constraints.stops import Stop


class Status(Enum):
    """Outcome of one check. PASSED is for checks that are not proofs (units, examples)."""

    PROVED = "proved"
    PASSED = "passed"
    REFUTED = "refuted"
    UNKNOWN = "unknown"
    SKIPPED = "skipped"
    ERROR = "error"

    @property
    def ok(self) -> bool:
        return self in (Status.PROVED, Status.PASSED, Status.SKIPPED)

    @property
    def mark(self) -> str:
        """The short form in the terminal tables of ``verify`` and ``derive``."""
        return _MARKS[self][0]

    @property
    def badge(self) -> str:
        """The form with a sign in ``report.md``."""
        return _MARKS[self][1]


#: each status as the terminal tables and report.md print it (the paper prints the value)
_MARKS = {
    Status.PROVED: ("proved", "✓ proved"),
    Status.PASSED: ("ok", "✓ passed"),
    Status.REFUTED: ("REFUTED", "✗ refuted"),
    Status.UNKNOWN: ("unknown", "? unknown"),
    Status.SKIPPED: ("-", "– skipped"),
    Status.ERROR: ("ERROR", "✗ ERROR"),
}


class Decider(Enum):
    """Who may decide a proved or refuted verdict (a closed list: ``decided_by`` of such a
    verdict is one of these, or several joined by "+" for a verdict made of several)."""

    Z3 = "z3"
    CVC5_B = "cvc5 (translation B)"
    CVC5_B_LINEARISED = "cvc5 (translation B), linearised"
    SYMPY = "sympy"
    SAMPLES = "samples"
    EXAMPLES = "examples"
    UNITS = "units"


_DECIDERS = frozenset(d.value for d in Decider)


def valid_decided_by(text: str) -> bool:
    """Whether ``text`` names deciders of the closed list, alone or joined by "+"."""
    return bool(text) and all(part in _DECIDERS for part in text.split("+"))


class _Seal:
    """The kernel's mark on a verdict it made. Pickled by reference (a verdict crosses
    process pools and the cluster), so the one instance survives the trip."""

    def __reduce__(self) -> str:
        return "KERNEL_SEAL"


#: only constraints/kernel.py passes this (tests/test_kernel.py scans every module for it)
KERNEL_SEAL = _Seal()
SEALED = frozenset({"proved", "refuted"})


class Unsealed(TypeError):
    """A proved or refuted verdict made outside the kernel: a bug in chalk, never a result."""


@dataclass(frozen=True)
class Confirmation:
    """A second opinion on a z3 verdict: one solver's answer on one translation.

    ``translation`` is "A (SMT-LIB)" (z3's own assertions, as text) or "B (cvc5 API)" (the
    independent translation). ``result`` is "proved", "refuted", "vacuous" or "unknown"
    (with ``reason``); raw SMT-LIB answers are "unsat", "sat" or "unknown" (see
    ``smtlib.cvc5_check``). ``obligations`` counts the prover calls behind it, and of
    them ``confirmed`` agreed with z3, ``disagreed`` contradicted it (an error verdict)
    and ``z3_proved`` are the ones z3 proved (the rest it refuted). ``stops`` says what
    ended an unknown one (``stops.Stop``): control flow reads it, never ``reason``.
    """

    solver: str
    result: str
    reason: str = ""
    seconds: float = 0.0
    obligations: int = 1
    confirmed: int = 0
    translation: str = "A (SMT-LIB)"
    disagreed: int = 0
    z3_proved: int = 0
    stops: frozenset[Stop] = field(default=frozenset(), compare=False)

    @property
    def label(self) -> str:
        """e.g. "cvc5 on translation B (cvc5 API)"."""
        return f"{self.solver} on translation {self.translation}"

    def to_json(self) -> dict[str, object]:
        return {
            "opinion": self.label,
            "result": self.result,
            "reason": self.reason,
            "obligations": self.obligations,
            "confirmed": self.confirmed,
            "disagreed": self.disagreed,
            "seconds": round(self.seconds, 6),
        }


@dataclass(frozen=True)
class Verdict:
    """One check's result: status, who decided it, a readable detail and the time taken.

    ``countermodel`` maps symbol names to exact readable numbers (strings) for a
    refutation; it has been substituted back into the statement, which is False or
    undefined there (``detail`` says which).
    ``obligations`` holds the SMT-LIB 2 text of what z3 decided (for anyone to rerun with
    any solver); ``confirmation`` is cvc5's answer on that text and ``second_translation``
    cvc5's verdict on translation B (``chalk verify --confirm``; both None otherwise).
    """

    check: str
    status: Status
    detail: str = ""
    decided_by: str = ""
    countermodel: tuple[tuple[str, str], ...] = field(default=())
    seconds: float = 0.0
    obligations: tuple[str, ...] = field(default=(), compare=False, repr=False)
    confirmation: Confirmation | None = field(default=None, compare=False)
    second_translation: Confirmation | None = field(default=None, compare=False)
    seal: _Seal | None = field(default=None, compare=False, repr=False)
    #: what ended an unknown verdict's solver calls or its claim (``stops.Stop``): what
    #: callers branch on (``timed_out``, the opinions built on it), never the detail's words
    stops: frozenset[Stop] = field(default=frozenset(), compare=False)

    @property
    def timed_out(self) -> bool:
        """Unknown because a budget ran out on the wall clock (z3's, cvc5's or the claim's): it
        depends on the machine, so it is never cached."""
        return any(s.timed_out for s in self.stops)

    def __post_init__(self) -> None:
        if self.status.value in SEALED:
            if self.seal is not KERNEL_SEAL:
                raise Unsealed(f"a {self.status.value} verdict can only be made by chalk.constraints.kernel")
            if not valid_decided_by(self.decided_by):
                raise Unsealed(f"a {self.status.value} verdict names an unknown decider {self.decided_by!r}")

    @property
    def sealed(self) -> bool:
        """Whether the kernel made this verdict (every proved or refuted one is)."""
        return self.seal is KERNEL_SEAL

    @property
    def second_opinions(self) -> tuple[Confirmation, ...]:
        return tuple(c for c in (self.confirmation, self.second_translation) if c is not None)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "check": self.check,
            "status": self.status.value,
            "decided_by": self.decided_by,
            "detail": self.detail,
            "countermodel": dict(self.countermodel),
            "seconds": round(self.seconds, 6),
        }
        if self.timed_out:
            out["timed_out"] = True
        if self.second_opinions:
            out["second_opinions"] = [c.to_json() for c in self.second_opinions]
        return out
