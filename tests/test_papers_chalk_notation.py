"""`chalk check` on documents in chalk's notation (they write one of chalk's longer names, here
`b_{w}`): numbers the author writes are still the author's (docs/guides/check.md, reading rules
"plain arithmetic beside a unit" and "a count alone beside a name")."""

from __future__ import annotations

from pathlib import Path

from chalk.papers.judging import check_document
from chalk.papers.scanning import scan

#: a given in chalk's notation: the document below is read with chalk's meanings
CHALKS = "- $b_{w} = 2$\n\n"


def _statuses(tmp_path: Path, text: str) -> tuple[list[str], list[str]]:
    doc = tmp_path / "note.md"
    doc.write_text(CHALKS + text)
    outcomes, _ = check_document(scan([str(doc)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    return [o.status for o in outcomes][1:], errors


def test_plain_arithmetic_beside_a_number_with_a_unit_is_in_that_unit_in_chalk_s_notation(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "- Free: $40 - 1.12 - 1.4 \\approx 37.48\\,\\text{GiB}$.\n"
        "- Time: $40 - 1.5 \\approx 38.5\\,\\text{ms}$.\n"
        "- Weights: $70 \\times 10^9 \\times 2 = 140\\,\\text{GB}$.\n"
        "- Wrong: $40 - 1.5 \\approx 28.5\\,\\text{ms}$.\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "0.0285 s" in errors[0]


def test_a_name_equal_to_a_count_alone_is_that_count_in_chalk_s_notation(tmp_path):
    # S and k are chalk's (chips, experts per token): refuted as 32·k, or as 70·B in units
    statuses, errors = _statuses(
        tmp_path,
        "1. $S = 32k$ (32768 tokens).\n2. $N = 70B$ parameters.\n3. $B = 2\\text{K}$ sequences.\n",
    )
    assert statuses == ["ok", "ok", "ok"] and errors == []


def test_a_count_beside_an_expression_is_still_judged_in_chalk_s_notation(tmp_path):
    # only a name alone beside a count alone is read so: 2·k = 32k is chalk's algebra, false
    statuses, errors = _statuses(tmp_path, "$$2 \\cdot S = 32k$$\n")
    assert statuses == ["error"] and len(errors) == 1


def test_a_plain_number_added_to_chalk_s_symbols_with_no_unit_written_is_no_certain_clash(tmp_path):
    # 95 GB and b tokens to the author; b is chalk's microbatch (sequences): a warning
    doc = tmp_path / "note.md"
    doc.write_text(
        CHALKS + "$$N_{FSDP} \\geq \\frac{3276 + 0.01631399244 (b/2)}{95 - 0.01631399244(b/2)}$$\n\n"
        "$$t_{\\mathrm{step}} = B + 3\\,\\mathrm{s}$$\n"
    )
    outcomes, _ = check_document(scan([str(doc)]))
    found = [(x.severity, x.message) for o in outcomes for x in o.findings if x.severity != "note"]
    assert [severity for severity, _ in found] == ["warning", "error"]
    assert "95 [1] vs" in found[0][1] and "the author wrote none" in found[0][1]
    assert "B [seq] vs 3*[s] [s]" in found[1][1]


def test_a_count_letter_after_a_command_is_a_count_where_bytes_would_clash_in_units(tmp_path):
    """``2\\times70.6\\text{B}=141.20\\ \\text{GFLOPs/token}``: 70.6 billion, not 70.6 bytes (a units
    clash with GFLOPs per token); the digits right after ``\\times`` are a count's too. With the
    count's value wrong it stays an error."""
    statuses, errors = _statuses(
        tmp_path,
        "$$2\\times70.6\\text{B}=141.20\\ \\text{GFLOPs/token}$$\n\n"
        "$$2\\times70.6\\text{B}=181.20\\ \\text{GFLOPs/token}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_a_function_the_document_writes_takes_an_argument_with_a_unit(tmp_path):
    """``p(B)=3/4`` (an outcome's probability, B read as chalk's batch) and ``t_{c}(B) = \\frac{F}{R}
    \\cdot B``: a function nobody defined may take a batch; it was "p of a unit in p(B)", an error."""
    statuses, errors = _statuses(tmp_path, "$$p(B)=3/4$$\n\n$$t_{c}(B) = \\frac{F_{tok}}{R_{gpu}} \\cdot B$$\n")
    assert "error" not in statuses and errors == []


def test_a_miss_that_rests_on_chalk_s_default_is_a_warning_in_chalk_s_notation_too(tmp_path):
    """``S \\ge 512`` where S is chalk's chips and only chalk's catalog says it is 1: the value is
    chalk's, not the author's, so the miss is a warning naming the default (as in the document's own
    notation). Once the document gives S = 4, the same relation is an error."""
    statuses, errors = _statuses(tmp_path, "$$S \\ge 512$$\n\n## Given\n\n$$S = 4$$\n\n$$S \\ge 512$$\n")
    assert statuses == ["unknown", "ok", "error"] and len(errors) == 1
