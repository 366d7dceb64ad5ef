"""The proof kernel: the one module that makes a verdict proved or refuted.

LCF's rule, as in HOL Light and knuckledragger: a theorem value can only be made by the
kernel's own functions, and each function checks the evidence it is given before it seals
the verdict. Every route hands the kernel a decider from a closed list (``Decider``) and a
typed piece of evidence:

- ``Countermodel``: exact values for every symbol and a finite table for every function.
  The kernel substitutes them back into the sympy statement itself, with the one
  three-valued judge (``pointwise``), and refutes only where every hypothesis is TRUE and
  the statement FALSE or UNDEFINED. It also writes the countermodel's text, so every
  route shows the same format. z3's models and cvc5's both come here.
- ``Cancelled`` (sympy's ``cancel`` of the two sides is 0 and both sides are total, or
  their definedness is itself a sealed proof), ``SameStatement`` (the chain's conclusion
  is the statement), ``EvaluatedTrue`` (sympy folded the statement to True) and ``Parts``
  (every part is a sealed proof): the kernel recomputes each of these.
- ``Unsat``: a solver found the negation unsatisfiable. The kernel cannot rerun a solver
  within budget; it records the SMT-LIB text (anyone can rerun it, and ``--confirm`` puts
  it to cvc5) and tests/test_kernel.py checks that only the solver's own module makes it.
- ``Falsified`` (a numeric sample, a worked example or a unit clash refutes the claim):
  recorded as given, with the same restriction to the module that checks it.
- ``Replayed``: a proof-cache entry, whose integrity the cache's key checks
  (docs/trust-model.md).

Anything else is not a verdict the kernel makes: ``Rejected`` says why, and the caller
reports unknown or an internal error, never proved.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from chalk.constraints.verdict import KERNEL_SEAL, Decider, Status, Verdict, valid_decided_by

if TYPE_CHECKING:  # sympy, z3 and the judge load where a check needs them: a cache replay needs none
    import sympy as sp

    from chalk.constraints.countermodel import Table


class Rejected(Exception):
    """The evidence does not establish the verdict asked for (the message says why)."""


@dataclass(frozen=True)
class Unsat:
    """A solver found the statement's negation unsatisfiable (the SMT-LIB text of what z3
    decided, empty where cvc5 decided on translation B)."""

    obligations: tuple[str, ...] = ()


@dataclass(frozen=True)
class EvaluatedTrue:
    """sympy's exact decisions fold the statement to True."""

    statement: sp.Basic


@dataclass(frozen=True)
class Cancelled:
    """``a = b`` because ``a - b`` cancels to 0 and both sides are defined: total, or
    ``definedness`` is a sealed proof that they are under the hypotheses."""

    a: sp.Basic
    b: sp.Basic
    definedness: Verdict | None = None


@dataclass(frozen=True)
class SameStatement:
    """A proved chain's conclusion is the statement (equal, or the same canonical relation)."""

    conclusion: sp.Basic
    statement: sp.Basic


@dataclass(frozen=True)
class Parts:
    """A verdict made of several proofs (a derivation's steps and its conclusion)."""

    verdicts: tuple[Verdict, ...]


@dataclass(frozen=True)
class Countermodel:
    """A point for every symbol and a table for every function, for the statement (as the
    solver saw it) under the hypotheses."""

    statement: sp.Basic
    hypotheses: tuple[sp.Basic, ...]
    values: Mapping[sp.Symbol, sp.Rational]
    tables: Mapping[type, Table]


@dataclass(frozen=True)
class Falsified:
    """A sample, a worked example or a unit clash refutes the claim (shown as given)."""

    shown: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Replayed:
    """A verdict read back from the proof cache, whose key checked the entry."""

    status: Status
    countermodel: tuple[tuple[str, str], ...] = ()


ProofEvidence = Unsat | EvaluatedTrue | Cancelled | SameStatement | Parts | Replayed
RefutationEvidence = Countermodel | Falsified | Replayed


def proved(
    check: str,
    decider: Decider,
    evidence: ProofEvidence,
    detail: str,
    seconds: float = 0.0,
) -> Verdict:
    """A sealed proved verdict, once ``evidence`` checks; raises Rejected otherwise."""
    import sympy as sp
    from sympy.core.relational import Relational

    by = decider.value
    obligations: tuple[str, ...] = ()
    if isinstance(evidence, Unsat):
        if decider is Decider.Z3 and not evidence.obligations:
            raise Rejected("a z3 proof needs the SMT-LIB text of what z3 decided")
        obligations = evidence.obligations
    elif isinstance(evidence, EvaluatedTrue):
        if evidence.statement is not sp.true:
            raise Rejected(f"the statement does not evaluate to True ({evidence.statement})")
    elif isinstance(evidence, Cancelled):
        by = _cancelled(evidence)
        obligations = evidence.definedness.obligations if evidence.definedness is not None else ()
    elif isinstance(evidence, SameStatement):
        c, s = evidence.conclusion, evidence.statement
        same = c == s or (isinstance(c, Relational) and isinstance(s, Relational) and c.canonical == s.canonical)
        if not same:
            raise Rejected("the conclusion is not the statement")
    elif isinstance(evidence, Parts):
        if not evidence.verdicts or not all(v.status == Status.PROVED and v.sealed for v in evidence.verdicts):
            raise Rejected("a part is not a sealed proof")
        by = "+".join(sorted({part for v in evidence.verdicts for part in v.decided_by.split("+")}))
        obligations = tuple(text for v in evidence.verdicts for text in v.obligations)
    elif isinstance(evidence, Replayed):
        if evidence.status != Status.PROVED:
            raise Rejected("the cache entry is not a proof")
    else:
        raise Rejected(f"{type(evidence).__name__} is no evidence of a proof")
    return Verdict(check, Status.PROVED, detail, by, (), seconds, obligations, seal=KERNEL_SEAL)


def _cancelled(evidence: Cancelled) -> str:
    import sympy as sp

    from chalk.derivations.expressions import is_total

    if sp.cancel(sp.together(evidence.a - evidence.b)) != 0:
        raise Rejected("the difference of the sides does not cancel to 0")
    if is_total(evidence.a) and is_total(evidence.b):
        return Decider.SYMPY.value
    d = evidence.definedness
    if d is None or d.status != Status.PROVED or not d.sealed:
        raise Rejected("a side has a partial operation and its definedness is not proved")
    return f"{Decider.SYMPY.value}+{d.decided_by}"


def refuted(
    check: str,
    decider: Decider,
    evidence: RefutationEvidence,
    detail: str,
    seconds: float = 0.0,
    obligations: Iterable[str] = (),
) -> Verdict:
    """A sealed refuted verdict, once ``evidence`` checks; raises Rejected otherwise."""
    if isinstance(evidence, Countermodel):
        shown = _checked_countermodel(evidence)
    elif isinstance(evidence, Falsified):
        if decider not in (Decider.SAMPLES, Decider.EXAMPLES, Decider.UNITS):
            raise Rejected(f"{decider.value} refutes only with a countermodel checked here")
        shown = evidence.shown
    elif isinstance(evidence, Replayed):
        if evidence.status != Status.REFUTED:
            raise Rejected("the cache entry is not a refutation")
        shown = evidence.countermodel
    else:
        raise Rejected(f"{type(evidence).__name__} is no evidence of a refutation")
    return Verdict(check, Status.REFUTED, detail, decider.value, shown, seconds, tuple(obligations), seal=KERNEL_SEAL)


def _checked_countermodel(evidence: Countermodel) -> tuple[tuple[str, str], ...]:
    """The countermodel's text, once its values keep every assumption and, substituted
    back, every hypothesis is TRUE and the statement is not."""
    import sympy as sp

    from chalk.constraints import pointwise
    from chalk.constraints.countermodel import shown_countermodel
    from chalk.constraints.z3_printer import function_assumptions
    from chalk.constraints.z3_values import violated

    for s, value in evidence.values.items():
        broken = violated(s.assumptions0, value)
        if broken is not None:
            raise Rejected(f"the value {value} of {s.name} breaks its assumption {broken}")
    for f, (table, default) in evidence.tables.items():
        declared = function_assumptions(f)
        for value in (*table.values(), default):
            broken = violated(declared, value)
            if broken is not None:
                raise Rejected(f"the value {value} of {f.__name__} breaks its assumption {broken}")
    free = set().union(*(e.free_symbols for e in (evidence.statement, *evidence.hypotheses)))
    missing = sorted(s.name for s in free if isinstance(s, sp.Symbol) and s not in evidence.values)
    if missing:
        raise Rejected(f"the countermodel gives no value for {', '.join(missing)}")
    try:
        for h in evidence.hypotheses:
            if pointwise.truth(h, evidence.values, evidence.tables).value is not True:
                raise Rejected("a hypothesis is not TRUE at the countermodel")
        if pointwise.truth(evidence.statement, evidence.values, evidence.tables).value is True:
            raise Rejected("the statement is TRUE at the countermodel")
    except pointwise.Undecidable as exc:
        raise Rejected(f"the countermodel cannot be checked exactly: {exc}") from exc
    return shown_countermodel(evidence.values, evidence.tables)


def replayed(check: str, evidence: Replayed, detail: str, decided_by: str) -> Verdict:
    """A proof-cache entry as a verdict: sealed again only if it names a known decider."""
    if not valid_decided_by(decided_by):
        raise Rejected(f"the cache entry names an unknown decider {decided_by!r}")
    if evidence.status == Status.PROVED:
        return Verdict(check, Status.PROVED, detail, decided_by, (), seal=KERNEL_SEAL)
    if evidence.status == Status.REFUTED:
        return Verdict(check, Status.REFUTED, detail, decided_by, evidence.countermodel, seal=KERNEL_SEAL)
    raise Rejected("only proofs and refutations are sealed")
