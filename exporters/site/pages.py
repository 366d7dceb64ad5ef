"""The explorer's HTML pages: an index, one page per lecture part with a section per claim,
the calculator and the plots.

Mathematics is sympy's presentation MathML (rendered natively by current browsers), with
each symbol written as its short text name (``N_total``, ``L_bal``); verdicts come from the
verification run the build already made. Pages are plain HTML with no date and no
network reference, so they open from disk and rebuild to the same bytes.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence

import sympy as sp
from sympy.core.function import AppliedUndef
from sympy.printing.mathml import MathMLPresentationPrinter

from chalk.constraints.verification import ClaimResult
from chalk.derivations.model import SYMBOL_OF, Book
from chalk.derivations.quantities import all_quantities, of
from chalk.exporters.inputs import unit_text
from chalk.exporters.inventory import PartGroup

ASSETS = ("assets/style.css",)
#: what a page that evaluates quantities loads, in order: the generated formulas and data,
#: the compiled rules of the core, then chalk.js (which reads all four)
EVALUATION_SCRIPTS = (
    "assets/formulas.js",
    "assets/data.js",
    "assets/input_rules.js",
    "assets/eval_rules.js",
    "assets/chalk.js",
)

#: the wording of a book that declares no ``BOOK``
_DEFAULT = Book()


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def claim_anchor(claim_id: str) -> str:
    """The HTML id of a claim (escaped: it goes into attributes)."""
    return esc(claim_id.replace(".", "-"))


def _mathml_safe(expr: sp.Basic) -> sp.Basic:
    """``expr`` with every symbol and function name HTML-escaped: sympy's MathML printer
    writes names into ``<mi>`` as they are, and a quantity's ``text=`` is the user's."""
    symbols = {
        s: sp.Symbol(html.escape(s.name, quote=False), **s.assumptions0)
        for s in expr.atoms(sp.Symbol)
        if html.escape(s.name, quote=False) != s.name
    }
    functions = {
        f: sp.Function(html.escape(f.func.__name__, quote=False))(*f.args)
        for f in expr.atoms(AppliedUndef)
        if html.escape(f.func.__name__, quote=False) != f.func.__name__
    }
    return expr.xreplace(functions).xreplace(symbols) if symbols or functions else expr


def shown_name(text: str, latex: str | None) -> str:
    """A quantity's short text name as the paper typesets it: where its LaTeX writes
    ``\\ell`` the name's ``ell`` (or lone ``l``) is ℓ, as sympy's MathML printer, which
    turns ``beta`` into β, does not for ``ell``."""
    if latex and r"\ell" in latex:
        return re.sub(r"(?<![A-Za-z])(ell|l)(?![A-Za-z])", "ℓ", text, count=1)
    return text


class Math:
    """sympy → presentation MathML, symbols shown by their short text names."""

    def __init__(self) -> None:
        self.names = {q.symbol: sp.Symbol(shown_name(q.text, q.latex)) for q in all_quantities()}
        self.printer = MathMLPresentationPrinter({})

    def inline(self, expr: sp.Basic) -> str:
        return f"<math>{self._body(expr)}</math>"

    def block(self, expr: sp.Basic) -> str:
        return f'<math display="block">{self._body(expr)}</math>'

    def _body(self, expr: sp.Basic) -> str:
        body = self.printer.doprint(_mathml_safe(expr.xreplace(self.names)))
        # sympy writes the strict relations unescaped (it keeps entities such as &#x2264; as they are)
        return body.replace("<mo><</mo>", "<mo>&lt;</mo>").replace("<mo>></mo>", "<mo>&gt;</mo>")


def page(title: str, body: str, scripts: Sequence[str] = (), depth: str = "", about: Book = _DEFAULT) -> str:
    """One page, its navigation naming only the pages ``about``'s book has (``render_pages``)."""
    links = "".join(f'<link rel="stylesheet" href="{depth}{a}">' for a in ASSETS)
    tags = "".join(f'<script src="{depth}{s}"></script>' for s in scripts)
    nav = (
        f'<nav><a href="{depth}index.html">chalk explorer</a> · <a href="{depth}calculator.html">calculator</a>'
        + (f' · <a href="{depth}plots.html">plots</a>' if about.board_figures else "")
        + (f' · <a href="{depth}measured.html">measured systems</a>' if about.measured_systems else "")
        + (f' · <a href="{depth}plan.html">plan</a>' if about.board_figures else "")
        + "</nav>"
    )
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="en"><head><meta charset="utf-8"><title>{esc(title)}</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"{links}</head>\n<body>{nav}\n<main>\n{body}\n</main>\n{tags}</body></html>\n"
    )


def _status_badge(status: str) -> str:
    return f'<span class="status {esc(status)}">{esc(status)}</span>'


def _checks_table(claim_json: dict) -> str:
    rows = []
    for name, check in claim_json["checks"].items():
        model = check.get("countermodel") or {}
        counter = ", ".join(f"{esc(k)} = {esc(v)}" for k, v in sorted(model.items()))
        rows.append(
            f"<tr><td>{esc(name)}</td><td>{_status_badge(check['status'])}</td><td>{esc(check.get('decided_by', ''))}"
            f"</td><td>{esc(check.get('detail', ''))}</td><td class=counter>{counter}</td></tr>"
        )
    head = "<tr><th>check</th><th>verdict</th><th>decided by</th><th>detail</th><th>countermodel</th></tr>"
    return f'<table class="checks">{head}{"".join(rows)}</table>'


def _symbols(math: Math, exprs: Sequence[sp.Basic]) -> str:
    symbols = sorted(set().union(*(e.free_symbols for e in exprs)), key=lambda s: s.name)
    items = []
    for s in symbols:
        q = of(s)
        if q is None:
            continue
        items.append(
            f"<li>{math.inline(s)} <code>{esc(q.name)}</code> [{esc(unit_text(q.unit))}]: {esc(q.meaning)}</li>"
        )
    return f'<details><summary>symbols</summary><ul class="symbols">{"".join(items)}</ul></details>'


def claim_section(math: Math, result: ClaimResult, by_id: Mapping[str, ClaimResult], about: Book = _DEFAULT) -> str:
    c = result.claim
    data = result.to_json(timed=False)
    parts = [
        f'<section class="claim" id="{claim_anchor(c.id)}">',
        f"<h3>{esc(c.title[:1].upper() + c.title[1:])}</h3>",
        f'<p class="meta"><code>{esc(c.id)}</code> · {esc(about.source_label)}: '
        f'<span class="source">{esc(c.source)}</span>'
        f" · expected to {'hold' if c.expect == 'holds' else 'be rejected (erratum)'} · "
        f"{'meets its expectation' if result.met else 'DOES NOT meet its expectation'}</p>",
        f'<p class="takeaway">{esc(c.takeaway)}</p>',
    ]
    exprs = [c.statement, *c.hypotheses]
    if c.expect == "erratum":
        corrected = by_id.get(c.corrected_by)
        fixed = (
            f'{math.block(corrected.claim.statement)}<p>corrected by <a href="part{corrected.entry.part.number}.html#'
            f'{claim_anchor(c.corrected_by)}"><code>{esc(c.corrected_by)}</code></a></p>'
            if corrected is not None
            else "<p>no corrected form</p>"
        )
        if corrected is not None:
            exprs.append(corrected.claim.statement)
        parts.append(
            '<div class="erratum"><div class="board"><h4>board form</h4>'
            f"<p>{esc(about.origin)} wrote “{esc(c.source_wrote)}”</p>{math.block(c.statement)}"
            f"<p>rejected by: {esc(', '.join(c.rejected_by))}</p></div>"
            f'<div class="corrected"><h4>corrected form</h4>{fixed}</div></div>'
        )
    else:
        parts.append(f'<div class="statement">{math.block(c.statement)}</div>')
    if c.hypotheses:
        parts.append("<p>under " + ", ".join(math.inline(h) for h in c.hypotheses) + "</p>")
    d = c.derivation
    if d is not None and d.steps:
        rows = [f"<tr><td></td><td>{math.inline(d.start)}</td><td></td></tr>"]
        for step in d.steps:
            rows.append(
                f"<tr><td>{esc(SYMBOL_OF[step.relation])}</td><td>{math.inline(step.expr)}</td>"
                f'<td class="by">{esc(step.by)}</td></tr>'
            )
            exprs.append(step.expr)
        exprs.append(d.start)
        parts.append(f'<h4>derivation</h4><table class="derivation">{"".join(rows)}</table>')
    if c.unknown_reason:
        parts.append(f'<p class="unknown">unknown because: {esc(c.unknown_reason)}</p>')
    parts.append("<h4>verdicts</h4>" + _checks_table(data))
    parts.append(_symbols(math, exprs))
    parts.append("</section>")
    return "\n".join(parts)


def part_page(math: Math, group: PartGroup, by_id: Mapping[str, ClaimResult], about: Book = _DEFAULT) -> str:
    p = group.part
    toc = "".join(
        f'<li><a href="#{claim_anchor(r.claim.id)}">{esc(r.claim.title)}</a> {_met_badge(r)}</li>'
        for r in group.results
    )
    sections = "\n".join(claim_section(math, r, by_id, about) for r in group.results)
    body = (
        f"<h1>Part {p.number}: {esc(p.title)}</h1><p>{_part_span(about, p.span)}{len(group.results)} claims.</p>"
        f'<ul class="toc">{toc}</ul>\n{sections}'
    )
    return page(f"Part {p.number}: {p.title}", body, about=about)


def _met_badge(r: ClaimResult) -> str:
    kind = "erratum" if r.claim.expect == "erratum" else "holds"
    return f'<span class="status {"met" if r.met else "notmet"}">{kind}{"" if r.met else ": NOT MET"}</span>'


PLOTS_ITEM = '<li><a href="plots.html">plots</a>: the board plots, redrawn from sliders</li>'


def index_page(groups: Sequence[PartGroup], results: Sequence[ClaimResult], about: Book = _DEFAULT) -> str:
    met = sum(r.met for r in results)
    errata = sum(r.claim.expect == "erratum" for r in results)
    parts = "".join(
        f'<li><a href="{g.slug}.html">Part {g.part.number}: {esc(g.part.title)}</a> ({_span(about, g.part.span)}'
        f"{len(g.results)} claims)</li>"
        for g in groups
    )
    body = (
        "<h1>chalk explorer</h1>"
        f"<p>{html.escape(about.blurb, quote=False)}, as chalk states and checks it, with a calculator"
        f"{' and live board plots' if about.board_figures else ''}. Every formula on these pages was "
        "printed from the same sympy expressions that chalk proves: MathML for reading, JavaScript for computing.</p>"
        f"<p>{met} of {len(results)} claims meet their expectation; {errata} are errata (a board form that "
        "chalk's checks reject, shown beside its corrected form).</p>"
        f"<h2>{esc(about.origin[:1].upper() + about.origin[1:])}</h2><ul>{parts}</ul>"
        '<h2>Use it</h2><ul><li><a href="calculator.html">calculator</a>: every <code>chalk eval</code> quantity '
        "for a catalog model and hardware</li>"
        + (
            '<li><a href="plots.html">plots</a>: the board plots, redrawn from sliders</li>'
            if about.board_figures
            else ""
        )
        + (
            '<li><a href="measured.html">measured systems</a>: how far published real systems sit from '
            "chalk's bounds, with the median and range of efficiency per regime</li>"
            if about.measured_systems
            else ""
        )
        + (
            '<li><a href="plan.html">plan</a>: the cheapest serving layout for a model, hardware and latency '
            "target (<code>chalk plan serve</code> in the browser)</li>"
            if about.board_figures
            else ""
        )
        + "</ul>"
    )
    return page("chalk explorer", body, about=about)


def calculator_page(about: Book = _DEFAULT) -> str:
    body = (
        "<h1>Calculator</h1>"
        "<p>Any quantity <code>chalk eval</code> computes, through JavaScript generated from the same sympy "
        "expressions as chalk's numpy code. Inputs resolve as in <code>chalk eval</code>: a value typed here, "
        "then the precision's byte widths, the model, the hardware, the price list, then chalk's documented "
        "defaults. A value may carry a unit (<code>3.35 TB/s</code>, <code>80 GiB</code>); a bare number is in "
        "the input's unit. The address keeps what you chose and typed, so a link reopens this calculation; "
        "below the result, the HBM fit check <code>chalk eval</code> warns with.</p>"
        '<form id="calc" autocomplete="off" onsubmit="return false">'
        '<label>quantity <select id="quantity"></select></label> '
        '<label>model <select id="model"></select></label> '
        '<label><input type="checkbox" id="published"> published counts</label> '
        '<label>hardware <select id="hardware"></select></label> '
        '<label>precision <select id="precision"></select></label> '
        '<label>ICI figure <select id="ici"></select></label> '
        '<label>prices <select id="prices"></select></label> '
        '<label>show in <input id="to" size="10" placeholder="unit"></label>'
        "</form>"
        '<p id="meaning"></p>'
        '<p class="result"><span id="result"></span></p>'
        '<p id="fit" class="fit"></p>'
        '<p id="error" class="error" role="alert"></p>'
        '<table id="inputs" class="inputs"></table>'
        '<ul id="notes" class="notes"></ul>'
    )
    scripts = (
        *EVALUATION_SCRIPTS,
        "assets/calc.js",
    )
    return page("chalk calculator", body, scripts, about=about)


def plots_page(about: Book = _DEFAULT) -> str:
    body = (
        "<h1>Board plots</h1>"
        "<p>The lecture's board plots, computed in the browser by the generated JavaScript and redrawn as the "
        "sliders move (plotly, vendored). Inputs resolve as in the calculator: the sliders, then the precision's "
        "byte widths, the model and hardware, then chalk's defaults; the chip count starts at one scale-up domain "
        "of the chosen hardware. The purple line is where weights and KV stop fitting in HBM (the fit check "
        "<code>chalk eval</code> and <code>chalk sweep</code> use).</p>"
        '<form id="setup" autocomplete="off" onsubmit="return false">'
        '<label>model <select id="model"></select></label> '
        '<label><input type="checkbox" id="published"> published counts</label> '
        '<label>hardware <select id="hardware"></select></label> '
        '<label>precision <select id="precision"></select></label>'
        "</form>"
        '<div id="plots"></div>'
        '<p id="error" class="error" role="alert"></p>'
    )
    scripts = (
        "assets/plotly.min.js",
        *EVALUATION_SCRIPTS,
        "assets/plots.js",
    )
    return page("chalk board plots", body, scripts, about=about)


def measured_page(about: Book = _DEFAULT) -> str:
    body = (
        "<h1>Measured systems</h1>"
        "<p>Every number chalk prints is an ideal bound: a roofline with perfect overlap at the catalog's peak "
        "FLOP/s and bandwidths. <code>chalk validate</code> compares those bounds with published measurements of "
        "real systems, each evaluated through the quantities <code>chalk eval</code> uses. Efficiency is "
        "bound ÷ measured for a time and measured ÷ bound for a rate: 1 is the bound, and no measurement may "
        "exceed it. The medians are what <code>chalk eval --efficiency measured</code> applies.</p>"
        '<div id="chart-measured" class="chart"></div>'
        '<table id="regimes" class="inputs"><tr class="head"><th>regime</th><th>median</th><th>range</th>'
        "<th>cases</th><th>per family (median)</th></tr></table>"
        '<p id="error" class="error" role="alert"></p>'
    )
    scripts = ("assets/plotly.min.js", "assets/data.js", "assets/measured.js")
    return page("chalk: measured systems", body, scripts, about=about)


def plan_page(about: Book = _DEFAULT) -> str:
    body = (
        "<h1>Plan a deployment</h1>"
        "<p><code>chalk plan serve</code> in the browser: every layout of the chosen hardware (tensor × expert × "
        "pipeline degrees that divide the model's heads, experts and layers, up to the chip budget), the largest "
        "batch of each that meets the TPOT target and fits in HBM, ranked by the objective you choose. Every number "
        "is a Part 5 quantity (<code>layout.*</code> claims) computed by the generated JavaScript, the same formulas "
        "as the CLI's numpy; every decision (the grid, the links a group rides, the batch, what binds it, the "
        "ranking) is the CLI's own rule, compiled from Python; the links, their message latencies and the chip "
        "prices come from the same catalog files. Communication is added to the step unless overlapped; "
        "efficiencies are ideal (the CLI's "
        "<code>--mfu</code>, <code>--mbu</code> and <code>--collective-efficiency</code> are not offered here). "
        "A <code>*</code> marks an EP all-to-all on the scale-out NIC.</p>"
        '<form id="setup" autocomplete="off" onsubmit="return false">'
        '<label>model <select id="model"></select></label> '
        '<label>precision <select id="precision"></select></label> '
        '<label>KV cache <select id="kv_precision"></select></label> '
        '<label>price <select id="tier"></select></label> '
        '<label>rank by <select id="objective"></select></label> '
        '<label>context <input id="context" size="7"></label> '
        '<label>prompt <input id="prompt" size="6"></label> '
        '<label>output <input id="output" size="6"></label> '
        '<label>TPOT ≤ <input id="tpot" size="7"></label> '
        '<label>TTFT ≤ <input id="ttft" size="6" placeholder="none"></label> '
        '<label>max chips <input id="max_chips" size="5"></label> '
        '<label>draft <input id="draft" size="3" placeholder="none"></label> '
        '<label>accepted <input id="acceptance" size="4" placeholder="book"></label> '
        '<label>show <input id="top" size="3"> plans</label> '
        '<label><input type="checkbox" id="overlap"> overlap communication</label>'
        '<fieldset id="hardware"><legend>hardware</legend></fieldset>'
        "</form>"
        '<p id="error" class="error" role="alert"></p>'
        '<p id="unreachable" class="warning"></p>'
        '<p id="summary"></p>'
        '<table id="plans" class="inputs plans"></table>'
        '<div id="chart-plan" class="chart"></div>'
        '<ul id="notes" class="notes"></ul>'
    )
    scripts = (
        "assets/plotly.min.js",
        *EVALUATION_SCRIPTS,
        "assets/plan_rules.js",
        "assets/plan.js",
        "assets/plan_page.js",
    )
    return page("chalk plan", body, scripts, about=about)


def _part_span(about: Book, span: str) -> str:
    """``Lecture 00:10-00:25. `` (the book's word for a span, capitalised), nothing without one."""
    return f"{esc(about.span[:1].upper() + about.span[1:])} {esc(span)}. " if span else ""


def _span(about: Book, span: str) -> str:
    """``lecture 00:10-00:25, `` (the book's word for a span), nothing for a part without one."""
    return f"{esc(about.span)} {esc(span)}, " if span else ""


def render_pages(groups: Sequence[PartGroup], results: Sequence[ClaimResult], about: Book = _DEFAULT) -> dict[str, str]:
    """Every page; the board plots and the plan only for a book that carries them
    (``BOOK.board_figures``), the measured systems only for one that shows them (``BOOK.measured_systems``)."""
    math = Math()
    by_id = {r.claim.id: r for r in results}
    files = {"index.html": index_page(groups, results, about)}
    files.update({f"{g.slug}.html": part_page(math, g, by_id, about) for g in groups})
    files["calculator.html"] = calculator_page(about)
    if about.board_figures:
        files["plots.html"] = plots_page(about)
    if about.measured_systems:  # as the paper's section: a book that compares itself with measurements
        files["measured.html"] = measured_page(about)
    if about.board_figures:  # Part 5's layout formulas: the book that carries the board's vocabulary
        files["plan.html"] = plan_page(about)
    return files
