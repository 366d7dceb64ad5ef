"""Claims as code: a statement, its hypotheses, a derivation, worked examples.

All value objects are frozen; a lecture module builds them, the checks judge them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

import sympy as sp

from chalk.derivations.book_quantities import FitQuantities, ServingQuantities, TrainingQuantities
from chalk.derivations.check_names import CHECKS
from chalk.derivations.expressions import as_sympy

Relation = Literal["eq", "le", "lt", "ge", "gt", "iff", "implies"]
_DOWN = {"eq", "le", "lt"}
_UP = {"eq", "ge", "gt"}
_LOGIC = {"iff", "implies"}
SYMBOL_OF = {"eq": "=", "le": "≤", "lt": "<", "ge": "≥", "gt": ">", "iff": "⇔", "implies": "⇒"}


@dataclass(frozen=True)
class Step:
    """One link of a derivation: ``previous RELATION expr``, justified by ``by``."""

    relation: Relation
    expr: sp.Basic
    by: str


@dataclass(frozen=True)
class Derivation:
    """A calculational chain. Expression chains mix = with ≤,< (or ≥,>), never both
    directions; logical chains use ⇔ and ⇒."""

    start: sp.Basic
    steps: tuple[Step, ...] = ()

    def _then(self, relation: Relation, expr: sp.Basic, by: str) -> Derivation:
        used = {s.relation for s in self.steps} | {relation}
        if not (used <= _DOWN or used <= _UP or used <= _LOGIC):
            raise ValueError(f"a derivation cannot mix relations {sorted(used)}")
        return replace(self, steps=(*self.steps, Step(relation, as_sympy(expr), by)))

    def eq(self, expr: object, by: str = "") -> Derivation:
        return self._then("eq", expr, by)

    def le(self, expr: object, by: str = "") -> Derivation:
        return self._then("le", expr, by)

    def lt(self, expr: object, by: str = "") -> Derivation:
        return self._then("lt", expr, by)

    def ge(self, expr: object, by: str = "") -> Derivation:
        return self._then("ge", expr, by)

    def gt(self, expr: object, by: str = "") -> Derivation:
        return self._then("gt", expr, by)

    def iff(self, expr: object, by: str = "") -> Derivation:
        return self._then("iff", expr, by)

    def implies(self, expr: object, by: str = "") -> Derivation:
        return self._then("implies", expr, by)

    def links(self) -> list[tuple[sp.Basic, Step]]:
        """(previous expression, step) pairs."""
        previous, out = self.start, []
        for step in self.steps:
            out.append((previous, step))
            previous = step.expr
        return out

    def conclusion(self) -> sp.Basic:
        """What the whole chain establishes, from start to the last step."""
        if not self.steps:
            return sp.true
        relations = {s.relation for s in self.steps}
        last = self.steps[-1].expr
        if relations <= _LOGIC:
            return sp.Equivalent(self.start, last) if relations == {"iff"} else sp.Implies(self.start, last)
        strict = relations & {"lt", "gt"}
        if relations <= {"eq"}:
            return sp.Eq(self.start, last, evaluate=False)
        if relations <= _DOWN:
            return sp.Lt(self.start, last) if strict else sp.Le(self.start, last)
        return sp.Gt(self.start, last) if strict else sp.Ge(self.start, last)


@dataclass(frozen=True)
class Example:
    """A worked example: input values (numbers in the symbol's unit, pint Quantities or
    ``Sourced`` catalog values) and what to expect there: the statement's truth value,
    or ``{expression: expected value}`` within ``rel_tol``."""

    at: Mapping[sp.Symbol, object]
    expect: bool | Mapping[sp.Basic, object] = True
    rel_tol: float = 1e-9
    note: str = ""


Expectation = Literal["holds", "erratum"]


@dataclass(frozen=True)
class Claim:
    """A result of a book (the lecture's or yours), with everything chalk checks it by.

    A builder marked ``@claim`` returns one; ``@claim`` fills ``id``, ``title``,
    ``takeaway`` and ``source``. Only ``statement`` is required. ``expect="erratum"``
    marks a statement the source made that chalk must reject: every check in
    ``rejected_by`` has to refute it, and ``corrected_by`` names the sibling claim that
    holds."""

    statement: sp.Basic
    """The claim: a sympy relation (``Ge``, ``Eq``, ``Le``…) or a Boolean of them, over
    quantities; definitions are unfolded before it is checked."""
    hypotheses: tuple[sp.Basic, ...] = ()
    """Relations assumed true: the proof and the samples hold the statement only where
    these hold (the symbols' sign assumptions always apply)."""
    derivation: Derivation | None = None
    """A chain of steps from a start expression, each justified; the identity check
    proves every step and that the chain establishes the statement."""
    examples: tuple[Example, ...] = ()
    """Worked examples: input values and the statement's truth or expected values there."""
    given: Mapping[sp.Symbol, object] = field(default_factory=dict)
    """Values substituted into the statement before any check (catalog values, fixed
    constants): a claim about one configuration."""
    expect: Expectation = "holds"
    """``"holds"``: every check must pass (a proof unknown only with ``unknown_reason``);
    ``"erratum"``: the checks in ``rejected_by`` must refute it."""
    rejected_by: tuple[str, ...] = ()
    """For an erratum: the checks (``units``, ``identity``, ``numeric``, ``proof``) that must
    refute it."""
    source_wrote: str = ""
    """For an erratum: what the source wrote, quoted in the paper ("The lecture wrote…" in
    the lecture's book, "The source (<claim's source>) wrote…" in yours)."""
    corrected_by: str = ""
    """For an erratum: the id of the claim that holds instead."""
    unknown_reason: str = ""
    """Why the proof may stay unknown (a true claim beyond the solver): with it, an
    undecided proof does not fail the claim, and the reason is printed beside it."""
    timeout_ms: int = 5000
    """Cap on each proof call (z3, and cvc5 in its place), in CPU milliseconds: the same
    search under any load."""
    budget_ms: int = 20_000
    """Cap on all four checks together, in wall-clock milliseconds (the claim's worker is
    stopped there): a call gets at most what is left, and a check that finds the budget
    spent is unknown (timeout)."""
    id: str = ""
    """``<chapter>.<function>``, set by ``@claim``."""
    title: str = ""
    """The builder's name in words, set by ``@claim``."""
    takeaway: str = ""
    """The builder's docstring's first line, set by ``@claim``."""
    source: str = ""
    """Where the claim comes from (``@claim(source=...)``): a section, a timestamp, a page."""

    def __post_init__(self) -> None:
        if self.expect == "erratum" and not (self.rejected_by and self.corrected_by):
            raise ValueError(f"erratum {self.id or self.statement} needs rejected_by and corrected_by")
        unknown = set(self.rejected_by) - set(CHECKS)
        if unknown:
            raise ValueError(f"rejected_by names unknown checks {sorted(unknown)}; use {CHECKS}")
        for i, h in enumerate(self.hypotheses, 1):
            self._check_hypothesis(i, h)

    def _check_hypothesis(self, i: int, h: object) -> None:
        """A hypothesis sympy already decided as it was built says nothing (True: the symbols'
        assumptions imply it) or makes every statement vacuously true (False): both are
        mistakes in the claim, never something to print or to assume."""
        who = self.id or "a claim"
        if h is sp.true or h is True:
            raise ValueError(
                f"hypothesis {i} of {who} is already True as built (the symbols' assumptions imply it, "
                f"e.g. Ge(n, 1) for a positive integer n): drop it"
            )
        if h is sp.false or h is False:
            raise ValueError(
                f"hypothesis {i} of {who} is False as built: every statement would hold vacuously under it; "
                f"state a relation that can hold"
            )


@dataclass(frozen=True)
class Part:
    """A lecture part: one LaTeX section, one generated code module."""

    number: int
    title: str
    span: str


@dataclass(frozen=True)
class Book:
    """What a book says about itself, declared as ``BOOK = Book(...)`` in the ``__init__`` of
    the package its ``chalk.claims`` entry point names. The paper, code and explorer word
    the book from these fields, so no exporter needs to know which book it renders; a
    package without ``BOOK`` (a user's file or folder) gets these defaults, which speak of
    "the source" and quote each claim's own ``source``."""

    #: the paper's title and author line
    title: str = "Derivations checked by chalk"
    author: str = "Generated by chalk"
    #: what made the statements an erratum rejects: "The source wrote …"
    origin: str = "the source"
    #: whose value a worked example compares with
    expected: str = "the expected value"
    #: the word before a part's span (a timestamp range, a page range)
    span: str = "source"
    #: what a claim's ``source`` is, where the explorer shows it
    source_label: str = "source"
    #: the word naming an example's expected value in the paper's macro names
    macro: str = "expected"
    #: the paper names each claim's ``source`` where it quotes it
    quote_source: bool = True
    #: the paper's symbol table lists every quantity of the table, not only those the claims use
    all_symbols: bool = False
    #: the paper and code carry appendices for the quantities declared outside the book's parts
    appendices: bool = False
    #: the paper carries the board plots drawn from the shared vocabulary
    board_figures: bool = False
    #: the paper carries `chalk validate`'s section: the catalog's bounds against measured systems
    measured_systems: bool = False
    #: every module of the book must declare a ``PART``
    requires_part: bool = False
    #: the explorer's index: what the book is (one sentence of HTML-safe text)
    blurb: str = "Every claim of this book, with its derivation, verdict and worked examples."
    #: which of the book's quantities ``chalk plan serve`` searches with (None: the book below's)
    serving: ServingQuantities | None = None
    #: which of the book's quantities ``chalk plan train`` searches with (None: the book below's)
    training: TrainingQuantities | None = None
    #: which of the book's memory quantities ``chalk eval``'s fit check reads (None: the book below's)
    fit: FitQuantities | None = None
