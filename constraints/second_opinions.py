"""Second opinions on z3's verdicts (``chalk verify --confirm``): two solvers, two translations.

* **z3 on translation A** (``z3_printer.py``): the verdict itself.
* **cvc5 on translation A (SMT-LIB)**: cvc5 re-solves the assertions z3 solved, read from
  z3's own SMT-LIB text. It can catch a solver bug (z3 calling satisfiable assertions
  unsatisfiable, or the reverse), never a translation bug: a dropped guard or a flipped
  relation is in the text both solvers read.
* **cvc5 on translation B (cvc5 API)** (``cvc5_translation.py``): a second translation of
  the sympy claim, sharing no code with A, decided by cvc5 alone. A bug in either
  translation makes the two verdicts differ. It cannot catch a misreading of the contract
  that both translations share, nor a wrong hypothesis in the claim itself.

When one opinion proves what another refutes, the verdict is an error naming every
opinion. Everything here is generated afresh from the sympy claim on every call: no
obligation text, verdict or model is ever read from a cache.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable

import sympy as sp

from chalk.constraints import limits, smtlib
from chalk.constraints.hard_limit import within
from chalk.constraints.stops import Stop
from chalk.constraints.verdict import Confirmation, Status, Verdict

FIRST = "z3 on translation A"
TRANSLATION_A_TEXT = "A (SMT-LIB)"
TRANSLATION_B = "B (cvc5 API)"
#: what each raw SMT-LIB answer on "Not(statement) and the premises" says of the claim
_RAW = {"unsat": "proved", "sat": "refuted", "unknown": "unknown"}
#: each opinion's limit in CPU seconds (``limits.Limits.opinion_cpu_s``), enforced by
#: stopping its process (see ``hard_limit``).
#: cvc5's deterministic resource limit must be what stops it (so two builds agree byte for
#: byte): the slowest lecture claim reached resourceout after 28 s on a loaded machine, so
#: the kill is twice that, for polynomial arithmetic that never checks the limits. Each
#: kill costs a core this long in every --confirm run (13 of 148 claims' opinions were
#: killed at 120 s, 1,560 of cvc5's 1,740 CPU seconds). At 60 s every decided opinion is the
#: same; one (layout_step_never_decreases_with_batch, translation A) now reads "killed"
#: where it reached resourceout between 60 and 120 s: unknown either way
#: the opinions that contradict each of z3's verdicts
_AGAINST = {Status.PROVED: ("refuted", "vacuous"), Status.REFUTED: ("proved", "vacuous")}


def confirmed_prove(statement: sp.Basic, hypotheses: Iterable[sp.Basic], timeout_ms: int, check: str) -> Verdict:
    """z3's verdict, proved afresh (never from a cache), with both second opinions."""
    from chalk.constraints.prover import prove

    hypotheses = list(hypotheses)
    v = prove(statement, hypotheses, timeout_ms, check=check, second_prover=True)
    return with_second_opinions(v, statement, hypotheses)


def _opinion(
    v: Verdict, translation: str, result: str, reason: str, seconds: float, stops: frozenset[Stop]
) -> Confirmation:
    against = result in _AGAINST[v.status]
    return Confirmation(
        "cvc5",
        result,
        "" if result == v.status.value else reason,
        seconds,
        1,
        int(result == v.status.value),
        translation,
        int(against),
        int(v.status == Status.PROVED),
        stops=stops if result == "unknown" else frozenset(),
    )


def on_translation_a(v: Verdict) -> Confirmation | None:
    """cvc5 on the SMT-LIB text z3 decided in this very call (None when sympy decided it
    and there is no text)."""
    if not v.obligations:
        return None
    start = time.perf_counter()
    raw = within(
        limits.LIMITS.opinion_cpu_s,
        lambda: (
            smtlib.combined([smtlib.cvc5_check(text) for text in v.obligations])
            or Confirmation("cvc5", "unknown", "no obligation", 0.0)
        ),
        lambda why: Confirmation(
            "cvc5", "unknown", why.reason, time.perf_counter() - start, stops=frozenset({why.stop})
        ),
    )
    return _opinion(v, TRANSLATION_A_TEXT, _RAW[raw.result], raw.reason, raw.seconds, raw.stops)


def on_translation_b(v: Verdict, statement: sp.Basic, hypotheses: list[sp.Basic]) -> Confirmation:
    """cvc5's own verdict on translation B of the same claim."""
    from chalk.constraints.cvc5_prover import DECIDED_BY, decide
    from chalk.constraints.sympy_evaluation import raised_in_sympy

    start = time.perf_counter()

    def undecided(why: str, stops: frozenset[Stop] = frozenset()) -> Verdict:
        return Verdict(v.check, Status.UNKNOWN, why, DECIDED_BY, seconds=time.perf_counter() - start, stops=stops)

    def decided() -> Verdict:
        try:
            return decide(statement, hypotheses, check=v.check, budget_ms=int(limits.LIMITS.opinion_cpu_s * 1000))
        except Exception as exc:  # sympy failing on the tree is no opinion; chalk's own errors raise
            if not raised_in_sympy(exc):
                raise
            return undecided(f"sympy failed while handling the statement ({type(exc).__name__}: {str(exc)[:120]})")

    b = within(limits.LIMITS.opinion_cpu_s, decided, lambda why: undecided(why.reason, frozenset({why.stop})))
    if b.status == Status.ERROR:  # with a point: a hypothesis undefined there (the claim fails); else vacuous
        result = "refuted" if b.countermodel else "vacuous"
    elif b.status in (Status.PROVED, Status.REFUTED):
        result = b.status.value
    else:
        result = "unknown"
    model = ", ".join(f"{k} = {val}" for k, val in b.countermodel)
    return _opinion(v, TRANSLATION_B, result, b.detail + (f" [{model}]" if model else ""), b.seconds, b.stops)


#: an unknown opinion's reason when a limit stopped cvc5: its deterministic resource limit
#: or the wall-clock kill, whichever came first, which depends on the machine's speed, so
#: the report says only that one did (two builds on two machines write the same bytes)
LIMIT_REASON = (
    f"a limit was reached: cvc5's resource limit, a strategy's CPU stop or {limits.LIMITS.opinion_cpu_s:g} CPU s"
)


def _machine_independent(o: Confirmation) -> Confirmation:
    """An unknown opinion that any limit ended says only that one did (``Stop.limit``)."""
    if o.result == "unknown" and any(s.limit for s in o.stops):
        return dataclasses.replace(o, reason=LIMIT_REASON)
    return o


def in_z3s_place(v: Verdict) -> bool:
    """Whether cvc5 on translation B decided ``v`` because z3 left it unknown."""
    from chalk.constraints.cvc5_prover import DECIDED_BY

    return v.decided_by.startswith(DECIDED_BY)


def decided_by_sympy(v: Verdict) -> bool:
    """Whether sympy's exact evaluation decided ``v`` (no solver proof to give an opinion on)."""
    return v.decided_by == "sympy" or v.decided_by.startswith("sympy ")


def with_second_opinions(v: Verdict, statement: sp.Basic, hypotheses: list[sp.Basic]) -> Verdict:
    """``v`` with cvc5's opinions on both translations; an error naming every opinion when
    one contradicts z3. Verdicts other than proved and refuted are returned as they are,
    and so are verdicts sympy decided: second opinions are about solver proofs, and cvc5
    agreeing on a literal True would count as a confirmation of nothing."""
    if v.status not in _AGAINST or decided_by_sympy(v):
        return v
    # where cvc5 on translation B decided in z3's place, B again would be no second opinion
    b = None if in_z3s_place(v) else on_translation_b(v, statement, hypotheses)
    b = None if b is None else _machine_independent(b)
    # cvc5 on A's own text runs only where it adds evidence: where B does not agree (unknown,
    # absent, or against z3, when A tells a solver's fault from a translation's). Where B
    # agrees, another solver on another translation has reached z3's verdict, which
    # subsumes A's check of z3 alone on the same text (docs/checks.md)
    a = None if b is not None and b.result == v.status.value else on_translation_a(v)
    a = None if a is None else _machine_independent(a)
    opinions = [o for o in (a, b) if o is not None]
    confirmed = dataclasses.replace(v, confirmation=a, second_translation=b)
    if not any(o.disagreed for o in opinions):
        return confirmed
    said = [f"{FIRST}: {v.status.value} ({v.detail})"]
    said += [f"{o.label}: {o.result}" + (f" ({o.reason})" if o.reason else "") for o in opinions]
    detail = "the translations or solvers disagree: " + "; ".join(said)
    return dataclasses.replace(confirmed, status=Status.ERROR, detail=detail, decided_by="z3+cvc5")


def opinion_seconds(v: Verdict) -> float:
    """cvc5's time on the verdict's opinions (kept apart from the check's own time)."""
    return sum(c.seconds for c in v.second_opinions)


def combined(opinions: list[Confirmation]) -> Confirmation | None:
    """One opinion for several prover calls of one translation (a derivation's steps):
    a disagreement if any, else unknown if any, else the common result."""
    if not opinions:
        return None
    worst = [o for o in opinions if o.disagreed] or [o for o in opinions if o.result == "unknown"] or opinions
    return Confirmation(
        opinions[0].solver,
        worst[0].result,
        "; ".join(dict.fromkeys(o.reason for o in worst if o.reason)),
        sum(o.seconds for o in opinions),
        sum(o.obligations for o in opinions),
        sum(o.confirmed for o in opinions),
        opinions[0].translation,
        sum(o.disagreed for o in opinions),
        sum(o.z3_proved for o in opinions),
        stops=frozenset().union(*(o.stops for o in worst)),
    )


def combined_opinions(verdicts: list[Verdict]) -> dict[str, Confirmation | None]:
    """The ``confirmation`` and ``second_translation`` fields for a verdict made of several."""
    return {
        "confirmation": combined([v.confirmation for v in verdicts if v.confirmation is not None]),
        "second_translation": combined([v.second_translation for v in verdicts if v.second_translation is not None]),
    }
