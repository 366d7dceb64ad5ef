"""`chalk check` on how papers and solution notes write: units with siunitx
(``\\SI{3.35}{\\tera\\byte\\per\\second}``, ``\\si{\\second}``, ``\\qty{}{}``) read as the units they
name, statements separated by commas, and problems under headings of their own."""

from __future__ import annotations

import pytest

from chalk.papers.judging import check_document
from chalk.papers.scanning import scan
from chalk.papers.siunitx import written

PAPER = r"""\documentclass{article}
\usepackage{siunitx}
\begin{document}
The weights take $M = \SI{140}{\giga\byte}$ and the bandwidth is $W = \SI{3.35}{\tera\byte\per\second}$, so
\begin{align}
t &= \frac{M}{W} \\
  &= \frac{140}{3350}\,\si{\second} \approx \SI{STEP}{\milli\second}.
\end{align}
A card holds $\qty{80}{\gibi\byte} = 85.9\,\mathrm{GB}$.
\end{document}
"""


@pytest.mark.parametrize(
    ("macros", "unit"),
    [
        (r"\tera\byte\per\second", "TB/s"),
        (r"\gibi\byte", "GiB"),
        (r"\milli\second", "ms"),
        (r"\byte\per\token", "B/token"),
        (r"\giga\flops", "GFLOP/s"),
        (r"\per\hour", "1/h"),
    ],
)
def test_siunitx_unit_macros_are_the_units_they_name(macros, unit):
    assert written(macros) == unit


@pytest.mark.parametrize("macros", [r"\kilo\furlong", r"\giga", r"\per", r"TB/s", r"\byte\tothe{x}"])
def test_a_siunitx_unit_chalk_does_not_know_is_left_as_written(macros):
    assert written(macros) is None


def _outcomes(tmp_path, step: str):
    paper = tmp_path / "paper.tex"
    paper.write_text(PAPER.replace("STEP", step))
    outcomes, _ = check_document(scan([str(paper)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    return [o.status for o in outcomes], errors


def test_a_paper_writing_units_with_siunitx_is_read_and_its_numbers_judged(tmp_path):
    statuses, errors = _outcomes(tmp_path, "41.8")
    assert "unreadable" not in statuses and errors == []
    statuses, errors = _outcomes(tmp_path, "51.8")
    assert "unreadable" not in statuses
    assert len(errors) == 1 and "0.0518 s" in errors[0]


def test_statements_a_comma_separates_are_read_one_by_one(tmp_path):
    # papers list their settings so: β₁ = 0.9, β₂ = 0.95 (β₂ was read as a side "0.9, β₂")
    paper = tmp_path / "paper.tex"
    paper.write_text(
        r"We set $\beta_1 = 0.9, \beta_2 = 0.95$, $x = 1,000, y = 2$ and $f(a, b) = 3$."
        "\n\\[ T = 4 \\times 2 = 8, \\quad U = 3 \\times 3 = 10 \\]\n"
    )
    outcomes, _ = check_document(scan([str(paper)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    warnings = [x.message for o in outcomes for x in o.findings if x.severity == "warning"]
    assert not any("beta" in w for w in warnings)
    assert len(errors) == 1 and "3 \\times 3 is 9" in errors[0]


def test_a_problem_heading_starts_a_case_whose_names_an_earlier_problem_defined(tmp_path):
    # Problem 1 substitutes D = C/(6N); Problem 9's optimality condition is over its own D and N
    note = tmp_path / "solutions.md"
    note.write_text(
        "### Problem 1: Substitution\n\n**Key insight:** Substituting $D = C/(6N)$ gives a loss in N.\n\n"
        "### Problem 9: Sensitivity\n\n(a) With $\\alpha = 0.3$: optimality condition "
        "$\\alpha A D^\\alpha = \\alpha B N^\\alpha$ gives the ratio.\n\n"
        "## Summary\n\nStill under Problem 9: $Q = 2 \\times 3 = 7$.\n"
    )
    outcomes, _ = check_document(scan([str(note)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    assert len(errors) == 1 and "2 \\times 3" in errors[0]


def test_a_definition_carries_into_the_next_section_that_is_no_problem_heading(tmp_path):
    note = tmp_path / "notes.md"
    note.write_text("## Setup\n\n$$D = C/(6N)$$\n\n## Next\n\n$$6 N D = 2 C$$\n")
    outcomes, _ = check_document(scan([str(note)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    assert len(errors) == 1
