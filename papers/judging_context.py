"""What judging one document carries from formula to formula (its definitions, givens and
hypotheses per section) and the helpers that read a side's value and unit against it: the
state and arithmetic ``judging`` applies, apart from its verdict logic."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pint
import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.derivations.model import Claim
from chalk.derivations.quantities import of, unfold
from chalk.derivations.values import exact_base_value
from chalk.papers.chains import Unreadable
from chalk.papers.formulas import Read, SideReader
from chalk.papers.numbers import base
from chalk.papers.own_notation import givens_of
from chalk.papers.reading import DocumentSymbol, within_magnitude
from chalk.papers.relation_proofs import InForce
from chalk.papers.scanning import Found, Scope
from chalk.papers.stated import Stated
from chalk.papers.verdicts import Finding, RelationError
from chalk.units import UnitMismatch, declared_unit, unit_of

if TYPE_CHECKING:
    from chalk.papers.solved import Equation

#: a section's key, the first three of a formula's scope (file, claim marker, section
#: number); () before the first formula
Section = tuple[str, str, int] | tuple[()]
#: what judging a formula may change, in ``Context._STATE``'s order
State = tuple[object, ...]


@dataclass
class Context:
    """One command-line document: its name table, bare-symbol units, own definitions and givens."""

    reader: SideReader
    definitions: dict[sp.Symbol, sp.Basic] = field(default_factory=dict)
    givens: dict[Scope, dict[sp.Symbol, sp.Rational]] = field(default_factory=dict)
    claims: dict[str, Claim | str] = field(default_factory=dict)
    #: the document's own definitions and hypotheses, per section: symbol → (expression, line)
    local: dict[Section, dict[sp.Symbol, tuple[sp.Basic, int]]] = field(default_factory=dict)
    hypotheses: dict[Section, list[sp.Basic]] = field(default_factory=dict)
    #: symbols whose definition (``FLOP = …``) chalk could not read, per section: symbol → line;
    #: a later formula that depends on one is undecided, never judged against another meaning
    opaque: dict[Section, dict[sp.Symbol, int]] = field(default_factory=dict)
    #: symbols an assumption defined ("assume $F = 4D$"), per section: they stay in their section
    assumed: dict[Section, set[sp.Symbol]] = field(default_factory=dict)
    #: of those, the ones defined under "if", "when" or "where" (not "assume", "let"): a later
    #: section's relation refuted without them is tried with them (own_notation.defined_elsewhere)
    conditional: dict[Section, set[sp.Symbol]] = field(default_factory=dict)
    #: chalk's one-letter names (``B``, ``F``): in a document of its own notation they are the
    #: document's, and said so once; in one that writes chalk's names, chalk's, said so once
    letters: dict[str, sp.Symbol] = field(default_factory=dict)
    chalk_notation: bool = True
    mentioned: set[str] = field(default_factory=set)
    section: Section = ()
    tally: list[str] = field(default_factory=list)  # the formula being judged: each relation's verdict
    #: chalk's quantities the document's map names: only these mean chalk's definition
    mapped: frozenset[sp.Symbol] = frozenset()
    #: the numbered item (a step, an exercise) the formula being judged is in, and the item
    #: each of the section's definitions was made in: another item's X = … is another case
    item: int | None = None
    items: dict[tuple[Section, sp.Symbol], int | None] = field(default_factory=dict)
    #: the map's facts (``fact head_dim*n_heads = hidden_size``): hypotheses of every formula
    facts: list[sp.Basic] = field(default_factory=list)
    #: names a config block or a table row states with a number: (file, Stated)
    stated: list[tuple[str, Stated]] = field(default_factory=list)
    #: (file, line) of each ``another case`` map line: a formula after it that defines a name
    #: anew is another case of that name, never checked against the earlier definition
    cases: list[tuple[str, int]] = field(default_factory=list)
    #: file → its sections that open a problem of their own (scanning.Document.problems)
    problems: dict[str, list[int]] = field(default_factory=dict)
    #: the count letters (K, M, B, T) the document's math writes alone, as names (plain_stages)
    alone: frozenset[str] = frozenset()

    #: what judging a formula may change (a worker sends it back to the parent)
    #: the units written in the chain being judged (``= 0.03 + 0.75 = 0.78 ms``: ms)
    chain_units: list[pint.Unit] = field(default_factory=list)
    #: a given's number as the author wrote it, in its own unit (``T = 100`` for 100 ms)
    written: dict[sp.Symbol, sp.Basic] = field(default_factory=dict)
    #: a given's unit as written (``F = 989`` TFLOP/s: ``TFLOP / s``), for numbers substituted for it
    given_units: dict[sp.Symbol, str] = field(default_factory=dict)
    #: a given written as a count in K or M (``S = 256K``) in its binary reading (262,144)
    binary: dict[sp.Symbol, sp.Basic] = field(default_factory=dict)
    #: each value a given was set to: symbol → (file, section, paragraph's line, value); a name a
    #: section sets to two values is a scenario's, certain only in the paragraph that set it
    settings: dict[sp.Symbol, list[tuple[str, Section, int, int, sp.Basic]]] = field(default_factory=dict)
    #: the document's own symbols it defined by an approximation (``σ ≈ \\sqrt{Tk/E}``)
    approximated: set[sp.Symbol] = field(default_factory=set)
    #: (file, section, text) of the last display's left side: a display that opens with a
    #: relation after prose goes on from it (continued.py)
    left: tuple[str, Section, str] | None = None
    #: the document's equations over its own unvalued symbols that no solver decided, or that set an
    #: expression to zero (a derivation's conditions), with their lines: a later rearrangement rests on one
    conditions: list[tuple[sp.Basic, int]] = field(default_factory=list)
    #: the equations in each unvalued name of the document's own (solved.py): a number the document
    #: then states for the name must solve one
    equations: dict[sp.Symbol, list[Equation]] = field(default_factory=dict)
    #: whole numbers the document wrote alone as a rounded result (``= 209`` for 209.375), as digits
    rounded: set[str] = field(default_factory=set)
    _STATE = (
        "definitions",
        "givens",
        "local",
        "hypotheses",
        "mentioned",
        "opaque",
        "assumed",
        "conditional",
        "items",
        "written",
        "given_units",
        "binary",
        "approximated",
        "settings",
        "left",
        "conditions",
        "equations",
        "rounded",
    )

    def state(self) -> State:
        """What judging a formula may change, in ``_STATE``'s order."""
        return tuple(getattr(self, name) for name in self._STATE)

    def restore(self, state: State) -> None:
        for name, value in zip(self._STATE, state, strict=True):
            setattr(self, name, value)

    def own_definitions(self) -> dict[sp.Symbol, sp.Basic]:
        """The document's definitions in force: this section's, and before them those of the
        sections already read (``FLOP = 2N`` under one heading is FLOP under the next, until
        a section defines it anew); what an assumption defined stays in its own section."""
        merged: dict[sp.Symbol, sp.Basic] = {}
        given_here = self._given_here()
        for section, defined in self.local.items():
            if section != self.section and not self._before_this_problem(section):
                assumed = self.assumed.get(section, set()) | given_here
                merged.update({k: v for k, (v, _) in defined.items() if k not in assumed})
        merged.update({k: v for k, (v, _) in self.local.get(self.section, {}).items()})
        return merged

    def _given_here(self) -> set[sp.Symbol]:
        """Names this section (or its item) gives a number: ``P = 7\\times10^9`` in an example
        is P there, not the general ``P \\approx 12Lh^2 + 2Vh`` an earlier section defined."""
        if len(self.section) != 3:
            return set()
        here = ((*self.section, None), (*self.section, self.item))
        return {s for scope in here for s in self.givens.get(scope, {})}

    def _before_this_problem(self, section: Section) -> bool:
        """Whether ``section`` is in this file before the problem heading the formula being
        judged is under (``### Problem 9``): what an earlier problem defined stays there."""
        if len(self.section) != 3 or len(section) != 3 or section[0] != self.section[0]:
            return False
        path, _, number = self.section
        opened = [n for n in self.problems.get(path, []) if n <= number]
        return bool(opened) and section[2] < opened[-1]

    def define(self, lhs: sp.Symbol, b: Read, line: int) -> None:
        """``lhs = b`` defines the document's symbol for the rest of the section, unless ``b``
        applies a function the document never defined (``y = f(W, x)``: y depends on W and x,
        nothing more, and a later ``y = Wx`` is not judged against an arbitrary f)."""
        defined = {k.func for k in self.own_definitions() if isinstance(k, AppliedUndef)}
        if any(g.func not in defined for g in b.expr.atoms(AppliedUndef)):
            return
        self.local.setdefault(self.section, {})[lhs] = (with_units(b), line)
        self.items[(self.section, lhs)] = self.item

    def defined_here(self) -> dict[sp.Symbol, tuple[sp.Basic, int]]:
        """This section's own definitions: a later ``X = …`` is checked against these, while
        one of an earlier section's symbols defines it anew for this section."""
        return self.local.get(self.section, {})


def unfold_in(expr: sp.Basic, ctx: Context, claim: InForce = None) -> sp.Basic:
    """The document's own definitions, then chalk's, then the claim's given values."""
    definitions = {**ctx.definitions, **ctx.own_definitions()}
    for _ in range(8):
        done = expr.xreplace(definitions)
        if done == expr:
            break
        expr = done
    expr = unfold(expr)
    if claim is not None and claim.given:
        expr = expr.xreplace({s: exact_base_value(s, v) for s, v in claim.given.items()})
    return expr


def value_of(r: Read, f: Found, ctx: Context, claim: InForce) -> sp.Basic:
    """The side in base units with every value known substituted."""
    expr = unfold_in(r.expr, ctx)
    values = {s: base(u) for s, u in r.units.items() if s.name.startswith("[")}
    values.update(givens_of(f, ctx))
    if claim is not None:
        values.update({s: exact_base_value(s, v) for s, v in claim.given.items() if s not in values})
    for s, v in stated_for(expr.free_symbols - set(values), f, ctx).items():
        values[s] = v
    for s in expr.free_symbols - set(values):
        q = of(s)
        if q is not None and q.default is not None:
            values[s] = exact_base_value(s, q.default)
    return within_magnitude(expr.xreplace(values))


def unit_lookup(r: Read) -> Callable[[sp.Symbol], pint.Unit]:
    return lambda s: r.units[s] if s in r.units else declared_unit(s)


def unit_of_side(r: Read, offset: int) -> pint.Unit | None:
    """The side's unit, or None when it holds a symbol of the document's own (a plain
    number whose unit the author never said): units are checked only where known."""
    if any(isinstance(s, DocumentSymbol) for s in r.expr.free_symbols):
        return None
    try:
        unit: pint.Unit | None = unit_of(r.expr.xreplace({sp.I: sp.Integer(1)}), unit_lookup(r))  # i: a number
        return unit
    except UnitMismatch as exc:
        beside = _plain_terms_beside(r)
        if beside is not None:  # 126 \times 5\mu s + 1.97 \times \frac{10^9}{10^{11}}: the plain term in seconds
            return beside
        raise RelationError(offset, f"units: {exc}") from None
    except TypeError as exc:  # a construct without a unit rule (a set, a derivative)
        raise Unreadable(str(exc)) from None


def _plain_terms_beside(r: Read) -> pint.Unit | None:
    r"""``126 \times 5\mu s + 1.97 \times 10^9/10^{11}``: a sum whose terms with a unit share one
    dimension, beside plain numbers the author computed in its base unit (bytes over bytes per
    second are seconds). The base unit of that dimension, or None."""
    if not isinstance(r.expr, sp.Add):
        return None
    plain = [t for t in r.expr.args if not t.free_symbols]
    united = [t for t in r.expr.args if t.free_symbols]
    if not plain or not united:
        return None
    try:
        unit = unit_of(sp.Add(*united), unit_lookup(r))
    except (UnitMismatch, TypeError):
        return None
    if unit is None or unit.dimensionless:
        return None
    base_unit: pint.Unit = (1 * unit).to_base_units().units
    return base_unit


def same_units(a: Read, b: Read, ua: pint.Unit | None, ub: pint.Unit | None, offset: int) -> None:
    """Both sides of a relation in one dimension, else the error ``verify`` would give."""
    if ua is not None and ub is not None and ua.dimensionality != ub.dimensionality:
        mismatch = UnitMismatch(sp.Eq(a.expr, b.expr, evaluate=False), (a.expr, ua), (b.expr, ub), "cannot compare")
        raise RelationError(offset, f"units: {mismatch}")


def is_number(r: Read) -> bool:
    return all(s.name.startswith("[") for s in r.expr.free_symbols)


def has_unit(r: Read) -> bool:
    return any(s.name.startswith("[") for s in r.expr.free_symbols)


def written_unit(r: Read) -> sp.Basic:
    """The side in the unit its author wrote (``5.4B \\text{ GB}`` is 5.4B)."""
    return r.expr.xreplace({s: sp.Integer(1) for s in r.expr.free_symbols if s.name.startswith("[")})


def off(x: sp.Basic, y: sp.Basic) -> float:
    """How far apart two values are, relative to the larger."""
    scale = max(abs(float(x)), abs(float(y)))
    return abs(float(x) - float(y)) / scale if scale else 0.0


def with_units(r: Read) -> sp.Basic:
    """Unit placeholders replaced by their base-unit magnitudes (a proof needs numbers)."""
    return r.expr.xreplace({s: base(u) for s, u in r.units.items() if s.name.startswith("[")})


def mention(r: Read, f: Found, ctx: Context, findings: list[Finding]) -> None:
    """Say once per document how a one-letter name is read: chalk's quantity (in a document
    that writes chalk's names) or the document's own plain number."""
    if ctx.chalk_notation:
        names = sorted(k for k, v in ctx.letters.items() if v in r.expr.free_symbols and k not in ctx.mentioned)
        if names:
            ctx.mentioned.update(names)
            said = ", ".join(f"{k} as {_chalk_name(ctx.letters[k])}" for k in names)
            findings.append(
                Finding(
                    f.path,
                    f.line,
                    f.col,
                    "note",
                    f"read {said} (chalk's meanings: the document writes chalk's names; a map line changes one)",
                )
            )
        return
    for s in sorted(r.expr.free_symbols, key=lambda s: s.name):
        if isinstance(s, DocumentSymbol) and s.name not in ctx.mentioned:
            ctx.mentioned.add(s.name)
            chalk = ctx.letters.get(s.name)
            line = map_line(f.path, f"{s.name} = {_chalk_name(chalk)}" if chalk is not None else None)
            hint = (
                f"chalk's {s.name} is {_chalk_name(chalk)}: add `{line}` to mean it"
                if chalk is not None
                else f"add `{map_line(f.path, f'{s.name} = quantity_name')}` or `{s.name} [unit]` to give it a meaning"
            )
            findings.append(
                Finding(f.path, f.line, f.col, "note", f"{s.name} is the document's own symbol, a plain number; {hint}")
            )


def _chalk_name(symbol: sp.Symbol) -> str:
    """The name of chalk's quantity behind one of its one-letter symbols."""
    q = of(symbol)
    return q.name if q is not None else symbol.name


def map_line(path: str, entry: str | None) -> str:
    """A map line in the document's own comment syntax: ``<!-- chalk: … -->`` in Markdown and
    notebooks, ``% chalk: …`` in LaTeX."""
    if path.endswith((".md", ".markdown", ".ipynb")):
        return f"<!-- chalk: {entry} -->"
    return f"% chalk: {entry}"


def holds_at(st: Stated, line: int) -> bool:
    """A stated value holds after its line, to the end of its block (a given list's) or the file."""
    return st.line < line and (st.until is None or line <= st.until)


def stated_for(symbols: Iterable[sp.Symbol], f: Found, ctx: Context) -> dict[sp.Symbol, sp.Rational]:
    """Values a config block or a table row states for ``symbols`` (by name) before ``f`` in
    the same file: the latest one stated. A symbol with a unit of its own takes it in that
    unit, as a bare given does."""
    from chalk.papers.stated import name_key

    if not ctx.stated:
        return {}
    out: dict[sp.Symbol, sp.Rational] = {}
    for s in symbols:
        key = name_key(s.name)
        found = [st for path, st in ctx.stated if path == f.path and holds_at(st, f.line) and st.name == key]
        if found:
            out[s] = sp.Rational(found[-1].value.numerator, found[-1].value.denominator)
    return out


def with_stated_values(
    exc: RelationError, expr: sp.Basic, known: set[sp.Symbol], f: Found, ctx: Context
) -> RelationError:
    """The error, naming each value it took from a config block or a table row and its line."""
    from chalk.papers.stated import name_key

    used = stated_for(expr.free_symbols - known, f, ctx)
    if not used:
        return exc
    said = []
    for s, v in sorted(used.items(), key=lambda kv: kv[0].name):
        st = [x for path, x in ctx.stated if path == f.path and holds_at(x, f.line) and x.name == name_key(s.name)][-1]
        said.append(f"{s.name} = {v} from the {st.where} on line {st.line}")
    return RelationError(exc.offset, f"{exc.message} (with {', '.join(said)})")
