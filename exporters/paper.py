"""The LaTeX paper: per-claim snippets, per-part files and the standalone ``chalk.tex``.

Every number in it comes from the engine through a ``\\newcommand`` macro; every formula
is printed by ``LecturePrinter`` and recorded (with its source expression) so that the
parse-back test can read it again.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import pint
import sympy as sp

from chalk.constraints.verification import ClaimResult
from chalk.derivations.evaluation import value_in_base_units
from chalk.derivations.model import Book, Claim
from chalk.derivations.quantities import Sourced, all_quantities, defined_symbols_in, lookup, of, unfold
from chalk.derivations.values import as_quantity
from chalk.exporters import latex as tex
from chalk.exporters.inventory import PartGroup
from chalk.exporters.paper_catalog import catalog_sources, inputs_tables
from chalk.units import DIMENSIONLESS, Q_, declared_unit, unit_of, unit_powers
from chalk.units.registry import compact, units_of

RELATION_TEX = {"eq": "=", "le": r"\le", "lt": "<", "ge": r"\ge", "gt": ">", "iff": r"\iff", "implies": r"\implies"}
_COMPACT_ATOMS = {"byte", "flop", "second"}
#: ``\chalkfit[WIDTH]{MATH}``: the formula at its natural size, shrunk to WIDTH only when wider
#: (with graphicx loaded; without it a snippet still compiles, at natural size)
FIT = (
    r"\providecommand{\chalkfit}[2][\linewidth]{\setbox0=\hbox{$\displaystyle #2$}"
    r"\ifdim\wd0>#1\ifdefined\resizebox\resizebox{#1}{!}{\box0}\else\box0\fi\else\box0\fi}"
)
#: a derivation row: the expression, then its justification in a narrow wrapped column
STEP_WIDTH, WHY_WIDTH = r"0.62\linewidth", r"0.28\linewidth"


@dataclass(frozen=True)
class Formula:
    """One formula as exported, with the expression it was printed from."""

    where: str
    latex: str
    expr: sp.Basic


@dataclass(frozen=True)
class FigureRef:
    """A figure the paper embeds (file names relative to ``output/``)."""

    name: str
    part: int
    caption: str
    png: str


@dataclass
class Paper:
    """Collects formulas and macros while the LaTeX is written."""

    formulas: list[Formula] = field(default_factory=list)
    macros: dict[str, tuple[str, str]] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)  # source text → bibliography key
    voice: Voice = field(default_factory=lambda: USER_VOICE)

    def cite(self, source: str) -> str:
        """``\\cite`` of a source; each distinct source becomes one bibliography entry."""
        key = self.sources.get(source)
        if key is None:
            key = f"src{zlib.crc32(source.encode()):08x}"
            if key in self.sources.values():
                raise ValueError(f"two sources share the bibliography key {key}")
            self.sources[source] = key
        return rf"\cite{{{key}}}"

    def bibliography(self) -> str:
        items = [rf"\bibitem{{{key}}} {tex.text(source)}" for source, key in self.sources.items()]
        return "\n".join([r"\begin{thebibliography}{99}", *items, r"\end{thebibliography}"]) + "\n"

    def math(self, expr: sp.Basic, where: str) -> str:
        printed = tex.formula(expr)
        self._record(expr, printed, where)
        return printed

    def _record(self, expr: sp.Basic, printed: str, where: str) -> None:
        self.formulas.append(Formula(where, printed, expr))
        if isinstance(expr, sp.logic.boolalg.BooleanFunction):
            for i, part in enumerate(expr.args, 1):
                part_tex = tex.formula(part)
                if part_tex in printed:  # a compound prints its parts verbatim
                    self._record(part, part_tex, f"{where}, part {i}")

    def macro(self, value_tex: str, origin: str, *parts: str) -> str:
        name = tex.macro_name(*parts)
        if name in self.macros and self.macros[name] != (value_tex, origin):
            raise ValueError(f"macro \\{name} would mean both {self.macros[name][1]} and {origin}")
        self.macros[name] = (value_tex, origin)
        return "\\" + name

    def definitions(self, names: Sequence[str]) -> str:
        return "".join(
            rf"\ifdefined\{n}\else\newcommand{{\{n}}}{{\ensuremath{{{self.macros[n][0]}}}}}\fi" + "\n" for n in names
        )


# values ---------------------------------------------------------------------------------
def shown(q: pint.Quantity) -> pint.Quantity:
    """A readable unit for display: prefixes for bytes, FLOPs and seconds; else as given."""
    powers = unit_powers(units_of(q))
    if powers and set(powers) <= _COMPACT_ATOMS and next(iter(powers.values())) > 0 and q.magnitude:
        base = cast("pint.Quantity[Any]", q.to_base_units())  # pint types it as its plain base class
        if set(unit_powers(units_of(base))) == {"second"}:
            seconds = abs(float(base.magnitude))
            unit = "s" if seconds >= 1 else "ms" if seconds >= 1e-3 else "µs" if seconds >= 1e-6 else "ns"
            return base.to(unit)
        return compact(base)
    return q


def value_tex(q: pint.Quantity) -> str:
    return tex.quantity_value(shown(q))


def _display_unit(expr: sp.Basic, expected: object) -> pint.Unit:
    if isinstance(expected, Sourced):
        expected = expected.value
    if isinstance(expected, pint.Quantity):
        return units_of(expected)
    u = unit_of(expr)
    return u if u is not None else DIMENSIONLESS


def _expected_quantity(expected: object, unit: pint.Unit) -> pint.Quantity:
    if isinstance(expected, Sourced):
        expected = expected.value
    return expected if isinstance(expected, pint.Quantity) else Q_(expected, unit)


# one claim ----------------------------------------------------------------------------
def _relevant(claim: Claim, example=None) -> set[sp.Symbol]:
    """Inputs the checks actually read: free symbols of the unfolded statement (and of
    the example's expected expressions)."""
    exprs = [claim.statement, *claim.hypotheses]
    if example is not None and not isinstance(example.expect, bool):
        exprs += list(example.expect)
    if example is not None:  # the values shown ("There t = …") depend on their own inputs
        exprs += [s for s in defined_symbols_in(claim.statement) if s in claim.statement.free_symbols]
    return set().union(*(unfold(e).free_symbols for e in exprs))


def _inputs(paper: Paper, claim: Claim, values: Mapping[sp.Symbol, object], relevant, *key: str):
    items, used = [], []
    for s in sorted((s for s in values if s in relevant), key=lambda s: s.name):
        v = values[s]
        m = paper.macro(value_tex(as_quantity(s, v)), f"{claim.id} {' '.join(key)} {s.name}", claim.id, *key, s.name)
        used.append(m[1:])
        cite = f"~{paper.cite(v.source)}" if isinstance(v, Sourced) and v.source else ""
        items.append(rf"${tex.symbol_latex(s)} = {m}${cite}")
    return ", ".join(items), used


def _example(paper: Paper, claim: Claim, index: int, example) -> tuple[str, list[str]]:
    key = ("ex", tex._DIGITS[index] if index < 10 else str(index))
    inputs, used = _inputs(paper, claim, example.at, _relevant(claim, example), *key)
    lines = [rf"\item {tex.text(example.note) + ': ' if example.note else ''}at {inputs}."]
    if isinstance(example.expect, bool):
        results = []
        for s in defined_symbols_in(claim.statement):
            if s not in claim.statement.free_symbols:
                continue
            got = Q_(value_in_base_units(s, example.at, claim), Q_(1, declared_unit(s)).to_base_units().units)
            m = paper.macro(value_tex(got), f"{claim.id} example {index} {s.name}", claim.id, *key, "value", s.name)
            used.append(m[1:])
            results.append(rf"${tex.symbol_latex(s)} = {m}$")
        truth = "holds" if example.expect else "fails"
        lines.append(
            rf"There {', '.join(results)}; the statement {truth} (the numeric check confirms it)."
            if results
            else rf"The statement {truth} there (the numeric check confirms it)."
        )
    else:
        for expr, expected in example.expect.items():
            unit = _display_unit(expr, expected)
            base = Q_(1, unit).to_base_units().units
            got = Q_(value_in_base_units(expr, example.at, claim), base).to(unit)
            want = _expected_quantity(expected, unit)
            name = expr.name if isinstance(expr, sp.Symbol) else f"expr{len(used)}"
            m_got = paper.macro(
                tex.quantity_value(got), f"{claim.id} example {index} value {name}", claim.id, *key, "value", name
            )
            m_want = paper.macro(
                tex.quantity_value(want),
                f"{claim.id} example {index} {paper.voice.macro} {name}",
                claim.id,
                *key,
                paper.voice.macro,
                name,
            )
            used += [m_got[1:], m_want[1:]]
            lines.append(
                rf"chalk computes ${paper.math(expr, f'{claim.id} example {index}')} = {m_got}$; "
                rf"{paper.voice.expected} is {m_want} (relative tolerance ${tex.number(example.rel_tol * 100)}\,\%$)."
            )
    return "\n".join(lines), used


def _verdict_line(name: str, v) -> str:
    detail = tex.text(v.detail) if v.detail else ""
    by = f" ({tex.text(v.decided_by)})" if v.decided_by else ""
    model = ""
    if v.countermodel:
        model = "; countermodel: " + ", ".join(rf"{tex.code(k)} = {tex.text(val)}" for k, val in v.countermodel)
    return rf"\item[{name}] \textbf{{{v.status.value}}}{by}{': ' + detail if detail else ''}{model}."


def claim_snippet(paper: Paper, result: ClaimResult, by_id: Mapping[str, ClaimResult]) -> str:
    claim = result.claim
    used: list[str] = []
    body = [
        rf"\par\medskip\noindent\textbf{{{tex.text(claim.title[:1].upper() + claim.title[1:])}.}}"
        rf" \emph{{{tex.text(claim.takeaway)}}}"
        rf" {{\footnotesize [{tex.text(claim.source)}; {tex.code(claim.id)}]}}\par",
        r"\begin{equation*}",
        rf"\chalkfit{{{paper.math(claim.statement, f'{claim.id} statement')}}}",
        r"\end{equation*}",
    ]
    if claim.hypotheses:
        hyps = ", ".join(f"${paper.math(h, f'{claim.id} hypothesis')}$" for h in claim.hypotheses)
        body.append(rf"\noindent under {hyps}.\par")
    if claim.given:
        given, g_used = _inputs(paper, claim, claim.given, _relevant(claim), "given")
        used += g_used
        body.append(rf"\noindent with {given}.\par")
    d = claim.derivation
    if d is not None and d.steps:
        rows = [rf"  & \chalkfit[{STEP_WIDTH}]{{{paper.math(d.start, f'{claim.id} derivation start')}}} \\"]
        for i, step in enumerate(d.steps, 1):
            why = rf"&& \parbox[t]{{{WHY_WIDTH}}}{{\raggedright\footnotesize {tex.text(step.by)}}}" if step.by else ""
            expr = paper.math(step.expr, f"{claim.id} step {i}")
            rows.append(rf"  {RELATION_TEX[step.relation]}\ & \chalkfit[{STEP_WIDTH}]{{{expr}}} {why} \\")
        rows[-1] = rows[-1].removesuffix(r" \\")
        body += [r"\noindent Derivation:", r"\begin{align*}", *rows, r"\end{align*}"]
    if claim.examples:
        items = []
        for i, ex in enumerate(claim.examples, 1):
            text, ex_used = _example(paper, claim, i, ex)
            items.append(text)
            used += ex_used
        body += [r"\noindent Worked example" + ("s:" if len(items) > 1 else ":"), r"\begin{itemize}", *items]
        body.append(r"\end{itemize}")
    body.append(r"\noindent Checks:")
    body.append(r"\begin{description}")
    body += [_verdict_line(name, v) for name, v in result.verdicts.items()]
    body.append(r"\end{description}")
    if claim.expect == "erratum":
        finds = "; ".join(
            f"{c}: {tex.text(result.verdicts[c].detail)}" for c in claim.rejected_by if c in result.verdicts
        )
        corrected = by_id.get(claim.corrected_by)
        fixed = (
            rf" $ {paper.math(corrected.claim.statement, f'{claim.id} corrected by')} $"
            if corrected is not None
            else ""
        )
        body.append(
            rf"\noindent\textbf{{Erratum.}} {paper.voice.wrote(claim)} ``{tex.text(claim.source_wrote)}''; "
            rf"chalk finds {finds}; corrected: {tex.code(claim.corrected_by)}{fixed}.\par"
        )
    cited = lecture_definitions_used(result)
    if cited:
        body.append(rf"\noindent Builds on chalk's definitions: {', '.join(cited)}.\par")
    verdict = "meets its expectation" if result.met else "DOES NOT meet its expectation"
    body.append(
        rf"\noindent\emph{{This claim is expected to {'hold' if claim.expect == 'holds' else 'be rejected'}; "
        rf"it {verdict}.}}\par"
    )
    head = [
        f"% chalk claim {claim.id}: generated by chalk; do not edit.",
        f"% chalk-claim: {claim.id}",
        r"% Usable on its own (\input or copy-paste); needs \usepackage{amsmath} (graphicx fits wide formulas).",
        FIT,
        paper.definitions(used).rstrip("\n"),
    ]
    return "\n".join(line for line in head if line) + "\n" + "\n".join(body) + "\n"


def lecture_definitions_used(result: ClaimResult) -> list[str]:
    """For a claim outside chalk's lecture: each lecture definition it builds on, cited by
    its name and where chalk defines it (empty for the lecture's own claims)."""
    if result.entry.module.startswith("chalk."):
        return []
    claim = result.claim
    exprs = [claim.statement, *claim.hypotheses]
    if claim.derivation is not None:
        exprs += [claim.derivation.start, *(s.expr for s in claim.derivation.steps)]
    found: dict[str, str] = {}
    for e in exprs:
        for s in defined_symbols_in(e):
            q = of(s)
            if q is not None and q.origin is not None and q.origin.module.startswith("chalk."):
                found[q.name] = rf"{tex.code(q.name)} ({tex.text(q.meaning)}; {tex.code('chalk.vocabulary')})"
    return [found[n] for n in sorted(found)]


def snippet_file(claim_id: str) -> str:
    return "claims/" + claim_id.replace(".", "-").replace("_", "-") + ".tex"


# parts and document ---------------------------------------------------------------------
def part_file(paper: Paper, group: PartGroup, figures: Sequence[FigureRef]) -> str:
    p = group.part
    modules = ", ".join(r"\texttt{" + tex.text(m.rsplit(".", 1)[-1]) + "}" for m in group.chapters)
    lines = [
        f"% chalk part {p.number}: generated by chalk; do not edit.",
        rf"\section{{{tex.text(p.title)}}}\label{{part:{p.number}}}",
        rf"\noindent {paper.voice.span} {tex.text(p.span)}. Claims from {modules}."
        if p.span
        else rf"\noindent Claims from {modules}.",
    ]
    if group.quantities:
        lines += [r"\subsection*{Definitions}", *definitions_block(paper, group.quantities)]
    for fig in figures:
        lines += [
            r"\begin{figure}[htbp]",
            r"\centering",
            rf"\includegraphics[width=0.85\linewidth]{{../{fig.png}}}",
            rf"\caption{{{tex.text(fig.caption)}}}\label{{fig:{fig.name}}}",
            r"\end{figure}",
        ]
    for r in group.results:
        lines += [
            rf"\subsection{{{tex.text(r.claim.title[:1].upper() + r.claim.title[1:])}}}",
            rf"\input{{{snippet_file(r.claim.id)}}}",
        ]
    return "\n".join(lines) + "\n"


def definitions_block(paper: Paper, names: Sequence[str]) -> list[str]:
    rows = []
    for name in names:
        q = lookup(name)
        printed = paper.math(sp.Eq(q.symbol, q.definition, evaluate=False), f"definition {name}")
        rows.append(rf"  \chalkfit{{{printed}}} \\")
    if not rows:
        return []
    rows[-1] = rows[-1].removesuffix(r" \\")
    return [r"\begin{gather*}", *rows, r"\end{gather*}"]


def appendix_file(paper: Paper, appendix) -> str:
    return (
        "\n".join(
            [
                f"% chalk appendix {appendix.slug}: generated by chalk; do not edit.",
                rf"\section*{{Appendix: {tex.text(appendix.title)}}}",
                rf"\noindent Definitions from {tex.code(appendix.module)} (used by \texttt{{chalk eval}}).",
                *definitions_block(paper, appendix.quantities),
            ]
        )
        + "\n"
    )


def used_quantities(results: Sequence[ClaimResult]) -> list:
    """The quantities a book's claims use: every symbol of their statements, hypotheses,
    derivations, examples and given values, and of the definitions those unfold through."""
    seen: set[sp.Symbol] = set()
    todo: list[sp.Basic] = []
    for r in results:
        c = r.claim
        todo += [c.statement, *c.hypotheses, *c.given]
        if c.derivation is not None:
            todo += [c.derivation.start, *(s.expr for s in c.derivation.steps)]
        for ex in c.examples:
            todo += [*ex.at, *(ex.expect if not isinstance(ex.expect, bool) else ())]
    while todo:
        for s in todo.pop().free_symbols:
            if s not in seen:
                seen.add(s)
                q = of(s)
                if q is not None and q.definition is not None:
                    todo.append(q.definition)
    return [q for q in all_quantities() if q.symbol in seen]


def symbol_table(paper: Paper, quantities=None) -> str:
    """The symbol table: every quantity, or ``quantities`` (a user's book: those it uses)."""
    rows = []
    for q in all_quantities() if quantities is None else quantities:
        u = tex.unit(q.unit)
        unit_cell = rf"\chalkfit{{{u}}}" if u else "1"
        rows.append(
            rf"\chalkfit{{{paper.math(q.symbol, f'symbol {q.name}')}}} & {tex.code(q.name)} & "
            rf"{unit_cell} & {tex.text(q.meaning)} \\"
        )
    return "\n".join(
        [
            r"\section*{Symbols}",
            r"\begin{longtable}{@{}>{\raggedright}p{0.17\linewidth}>{\raggedright}p{0.22\linewidth}"
            r">{\raggedright}p{0.17\linewidth}>{\raggedright\arraybackslash}p{0.34\linewidth}@{}}",
            r"symbol & name & unit & meaning \\ \hline\endhead",
            r"\multicolumn{4}{p{0.95\linewidth}}{\footnotesize Bytes, FLOPs, tokens, sequences, parameters,"
            r" seconds and dollars are independent units; GB is $10^9$ bytes and GiB $2^{30}$.} \\ \hline",
            *rows,
            r"\end{longtable}",
        ]
    )


@dataclass(frozen=True)
class Voice:
    """How a paper names where its book's claims come from, read from the book's own
    ``BOOK`` metadata (``voice_of``); a book that declares none speaks of its source,
    quoting each claim's own ``source``, so a user's paper names only what they wrote."""

    title: tuple[str, ...]
    origin: str  # "the source": what made the statements an erratum rejects
    expected: str  # whose value a worked example compares with
    span: str  # the word before a part's span
    quote_source: bool  # name each claim's ``source`` where the paper quotes it
    macro: str  # the word naming an example's expected value in its macro's name
    all_symbols: bool  # the symbol table lists every quantity, not only those the claims use
    measured: bool = False  # the paper carries `chalk validate`'s section: bounds against measured systems

    def wrote(self, claim: Claim) -> str:
        """``The source (my notes, §2) wrote``."""
        cited = f" ({tex.text(claim.source)})" if self.quote_source and claim.source else ""
        return f"{self.origin[:1].upper()}{self.origin[1:]}{cited} wrote"


def voice_of(about: Book) -> Voice:
    """The paper's voice for a book, worded from its ``BOOK`` metadata."""
    return Voice(
        (rf"\title{{{tex.text(about.title)}}}", rf"\author{{{tex.text(about.author)}}}"),
        about.origin,
        about.expected,
        about.span[:1].upper() + about.span[1:],
        quote_source=about.quote_source,
        macro=about.macro,
        all_symbols=about.all_symbols,
        measured=about.measured_systems,
    )


#: the voice of a book that declares no ``BOOK`` (a user's file or folder)
USER_VOICE: Voice = voice_of(Book())


def document(
    groups: Sequence[PartGroup],
    results: Sequence[ClaimResult],
    extra=(),
    voice: Voice = USER_VOICE,
    measured: bool = False,
) -> str:
    met = sum(r.met for r in results)
    errata = sum(r.claim.expect == "erratum" for r in results)
    return (
        "\n".join(
            [
                "% chalk.tex: generated by `chalk build`; do not edit. Compile with pdflatex (twice).",
                r"\documentclass[10pt]{article}",
                r"\usepackage[margin=2cm]{geometry}",
                r"\usepackage{amsmath,amssymb}",
                r"\usepackage{graphicx}",
                r"\usepackage{array,longtable}",
                FIT,
                r"\usepackage[expansion=false]{microtype}",
                r"\allowdisplaybreaks",
                r"\sloppy\emergencystretch=3em  % long identifiers and sources break instead of overflowing",
                *voice.title,
                r"\date{}",
                r"\begin{document}",
                r"\maketitle",
                rf"\noindent {met} of {len(results)} claims meet their expectation ({errata} of them errata, statements"
                rf" {voice.origin} made that chalk's checks reject). Every number below is computed by the engine and"
                r" reaches this document through a macro; every formula is printed from its sympy source.",
                "",
                r"\input{symbols}",
                r"\input{inputs}",
                *[rf"\input{{{g.slug}}}" for g in groups],
                *[rf"\input{{{a.slug}}}" for a in extra],
                *([r"\input{measured}"] if measured else []),
                r"\input{bibliography}",
                r"\end{document}",
            ]
        )
        + "\n"
    )


def render(
    groups: Sequence[PartGroup],
    results: Sequence[ClaimResult],
    figures: Sequence[FigureRef],
    extra=(),
    voice: Voice = USER_VOICE,
) -> tuple[dict[str, str], Paper]:
    """Every LaTeX file (paths relative to ``output/latex``) and the formulas written."""
    paper = Paper(voice=voice)
    by_id = {r.claim.id: r for r in results}
    files: dict[str, str] = {}
    for r in results:
        path = snippet_file(r.claim.id)
        if path in files:
            raise ValueError(f"two claims share the snippet file {path}")
        files[path] = claim_snippet(paper, r, by_id)
    for g in groups:
        files[f"{g.slug}.tex"] = part_file(paper, g, [f for f in figures if f.part == g.part.number])
    for a in extra:
        files[f"{a.slug}.tex"] = appendix_file(paper, a)
    used = None if voice.all_symbols else used_quantities(results)
    files["symbols.tex"] = symbol_table(paper, used) + "\n"
    files["inputs.tex"] = inputs_tables(paper, None if voice.all_symbols else catalog_sources(results))
    files["bibliography.tex"] = paper.bibliography()
    files["chalk-macros.tex"] = (
        "% Every number chalk computed for the paper, as macros (generated; do not edit).\n"
        + paper.definitions(sorted(paper.macros))
    )
    measured = voice.measured  # the book's bounds against published measurements of real systems
    if measured:
        from chalk.exporters.paper_measured import FILE, section

        files[FILE] = section()
    files["chalk.tex"] = document(groups, results, extra, voice, measured)
    return files, paper
