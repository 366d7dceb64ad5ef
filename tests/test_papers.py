"""`chalk check`: formulas read from LaTeX and Markdown documents, each judged with a verdict."""

import json
import re
from pathlib import Path

import pytest

from chalk.cli import main
from chalk.constraints.checks import check_units
from chalk.derivations.registry import REGISTRY
from chalk.papers.judging import check_document
from chalk.papers.scanning import scan

ROOT = Path(__file__).parents[1]
CORPUS = ROOT / "tests" / "data" / "papers"
BOARD = r"t_{\mathrm{step}} \ge \max(B N_{\mathrm{active}}/F, (N_{\mathrm{total}} + B L \beta)/W)"


def _check(path: Path):
    outcomes, general = check_document(scan([str(path)]))
    return outcomes, general


def _errors(outcomes):
    return [x for o in outcomes for x in o.findings if x.severity == "error"]


def test_the_board_form_in_a_markdown_note_gets_verify_s_unit_error_at_its_line(tmp_path):
    note = tmp_path / "note.md"
    note.write_text(f"# Step time\n\nThe board:\n\n$$\n{BOARD}\n$$\n")
    outcomes, _ = _check(note)
    [error] = _errors(outcomes)
    claim = REGISTRY.load().get("batching.step_time_board_form").claim()
    assert error.line == 6
    assert error.message == f"units: {check_units(claim).detail}"


def test_a_doubled_t_weights_differs_from_chalk_s_definition_and_the_right_one_passes(tmp_path):
    note = tmp_path / "note.md"
    note.write_text(
        "Right: $t_{\\mathrm{weights}} = N_{\\mathrm{total}} b_{w}/(S W)$.\n\n"
        "Doubled: $t_{\\mathrm{weights}} = 2 N_{\\mathrm{total}} b_{w}/(S W)$.\n"
    )
    right, doubled = _check(note)[0]
    assert right.status == "ok"
    assert doubled.status == "error"
    [error] = doubled.findings
    assert error.line == 3
    assert error.message.startswith("identity: t_weights differs from chalk's definition N_total*b_w/(S*W): at ")
    assert "chalk's definition gives" in error.message and "the document's" in error.message


def test_numbers_with_units_are_checked_within_tolerance(tmp_path):
    note = tmp_path / "note.tex"
    note.write_text(
        "With $N_{\\mathrm{total}} = 70\\times 10^{9}\\,\\mathrm{param}$, $b_{w} = \\SI{2}{B/param}$,\n"
        "$W = 3.35\\,\\mathrm{TB/s}$: $t_{\\mathrm{weights}} \\approx 41.8\\,\\mathrm{ms}$,\n"
        "$t_{\\mathrm{weights}} = 19\\,\\mathrm{ms}$, $W = 80\\,\\mathrm{GB}$.\n"
    )
    outcomes, _ = _check(note)
    assert [o.status for o in outcomes] == ["ok", "ok", "ok", "ok", "error", "error"]
    numeric, units = outcomes[4].findings[0], outcomes[5].findings[0]
    assert numeric.message.startswith("numeric: t_weights = 0.04179 s") and "off by 54.5%" in numeric.message
    assert units.message.startswith("units: cannot compare in W = ") and "[GB]" in units.message


def _snippet(name: str) -> list[str]:
    return (ROOT / "output" / "latex" / "claims" / name).read_text().splitlines()


SNIPPET = "batching-optimal-batch-balances-weights-and-compute.tex"
STEP = r"\frac{B \cdot c_{\mathrm{fwd}} \cdot N_{\mathrm{active}} \cdot \ell}{S \cdot F}"


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        ((r"{S \cdot F} =", "{F} ="), "proof"),  # a dropped factor
        ((r"\cdot \ell}{S \cdot F}", r"\cdot \beta}{S \cdot F}"), "units"),  # bytes where tokens belong
    ],
)
def test_a_wrong_step_in_a_copied_claim_snippet_is_an_error_at_its_line(tmp_path, change, kind):
    lines = _snippet(SNIPPET)
    [row] = [i for i, line in enumerate(lines) if STEP in line]
    original = tmp_path / "original.tex"
    original.write_text("\n".join(lines) + "\n")
    assert _errors(_check(original)[0]) == []
    lines[row] = lines[row].replace(*change)
    changed = tmp_path / "changed.tex"
    changed.write_text("\n".join(lines) + "\n")
    errors = _errors(_check(changed)[0])
    assert errors, "the changed step was not caught"
    assert errors[0].line == row + 1
    assert errors[0].message.startswith(f"{kind}: ")


def test_a_document_map_names_symbols_and_gives_bare_symbols_units(tmp_path):
    note = tmp_path / "note.tex"
    note.write_text(
        "% chalk: N = params_total, T [s], X [byte]\n"
        "$$t_{\\mathrm{weights}} = \\frac{N b_{w}}{S W}$$\n"
        "$$T = X + T$$\n"
        "% chalk: Q = no_such_quantity\n"
    )
    outcomes, general = _check(note)
    assert outcomes[0].status == "ok"
    assert outcomes[1].status == "error" and "cannot add" in outcomes[1].findings[0].message
    assert [g.line for g in general] == [4] and "unknown quantity 'no_such_quantity'" in general[0].message


def test_unmapped_symbols_and_prose_are_counted_as_unread_with_the_reason(tmp_path):
    note = tmp_path / "note.md"
    note.write_text("$$x = y + 1$$\n\n$$B = \\text{some words}$$\n\n$$a \\propto b$$\n\n`$c = d$` is code\n")
    outcomes, _ = _check(note)
    assert [o.status for o in outcomes] == ["unreadable"] * 3
    assert outcomes[0].reason.startswith("symbols not in the name table: y; name them with a map comment")
    assert "prose" in outcomes[1].reason and "proportionality" in outcomes[2].reason


def test_every_claim_snippet_carries_its_claim_id():
    for path in sorted((ROOT / "output" / "latex" / "claims").glob("*.tex")):
        marker = re.search(r"^% chalk-claim: (\S+)$", path.read_text(), re.M)
        assert marker, path.name
        REGISTRY.load().get(marker.group(1))


def test_the_corpus_of_documents_chalk_did_not_write_gets_its_expected_verdicts():
    expected = json.loads((CORPUS / "expected-verdicts.json").read_text())
    assert len(expected) >= 3
    assert sum(len(v) for v in expected.values()) >= 40
    for name, verdicts in expected.items():
        text = (CORPUS / name).read_text()
        assert text.lstrip().startswith("<!--") and "Source:" in text.split("-->")[0], f"{name} names its source"
        outcomes, general = _check(CORPUS / name)
        assert general == []
        got = {f"{o.found.line}:{o.found.col}": o.status for o in outcomes}
        assert got == verdicts, name


def test_the_cli_prints_compiler_style_lines_json_and_github_annotations(tmp_path, capsys):
    note = tmp_path / "note.md"
    note.write_text(f"$$\n{BOARD}\n$$\n\n$$t_{{\\mathrm{{drain}}}} = C / W$$\n")
    assert main(["check", str(note)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith(f"{note}:2:23: error: units: cannot add in ")
    assert "checked 2 formulas: 1 ok, 1 with errors" in out
    assert main(["check", "--json", str(note)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["summary"]["formulas"] == 2 and report["summary"]["error"] == 1 and not report["ok"]
    assert main(["check", "--format", "github", str(note)]) == 1
    assert capsys.readouterr().out.startswith(f"::error file={note},line=2,col=23::units: ")


def test_a_symbols_file_maps_names(tmp_path, capsys):
    table = tmp_path / "symbols.toml"
    table.write_text('[symbols]\n"N" = "params_total"\n"Z" = "[s]"\n')
    note = tmp_path / "note.md"
    note.write_text("$t_{\\mathrm{weights}} = N b_{w}/(S W)$ and $Z = Z$\n")
    assert main(["check", "--symbols", str(table), str(note)]) == 0
    assert "2 ok" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["check", "missing.md"], "missing.md: no such file"),
        (["check", "paper.docx"], "unknown suffix '.docx'"),
        (["check", "--symbols", "missing.toml", "x.md"], "--symbols missing.toml: cannot read"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args, words, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "paper.docx").write_text("x")
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err


def test_markdown_cells_of_a_notebook_are_read(tmp_path):
    nb = tmp_path / "n.ipynb"
    board = {"cell_type": "markdown", "source": ["Board:\n", f"$${BOARD}$$"]}
    cells = [{"cell_type": "code", "source": ["$$x = 1$$"]}, board]
    nb.write_text(json.dumps({"cells": cells}))
    [outcome] = _check(nb)[0]
    assert (outcome.found.path, outcome.found.line, outcome.status) == (f"{nb}:cell2", 2, "error")


@pytest.mark.slow
def test_chalk_s_own_paper_has_no_error_and_says_what_it_could_not_read(capsys):
    code = main(["check", str(ROOT / "output" / "latex" / "chalk.tex")])
    out = capsys.readouterr().out
    pattern = r"checked (\d+) formulas: (\d+) ok, (\d+) with errors, (\d+) undecided, (\d+) rejected.*?(\d+) not read"
    summary = re.search(pattern, out)
    assert code == 0, out[-3000:]
    formulas, ok, errors, undecided, expected, unread = map(int, summary.groups())
    print(summary.group(0))
    assert errors == 0 and formulas > 1000 and ok > 0.9 * formulas
    assert ok + undecided + expected + unread == formulas
    assert unread == 0 or "  not read (" in out


ATOMS = [
    r"t_{\mathrm{step}}",
    "=",
    r"\approx",
    r"\le",
    "B",
    r"\beta",
    r"\frac{",
    "}{",
    "}",
    "(",
    ")",
    r"\max(",
    ",",
    r"3.35\,\mathrm{TB/s}",
    r"\SI{2}{B/param}",
    r"\mathrm{GiB}",
    "$",
    "$$",
    r"\\",
    "&",
    r"\iff",
    r"\wedge",
    "__import__('os')",
    r"\text{x y}",
    r"\left(",
    r"\right)",
    "%",
    "<!--",
    "-->",
    "^{",
    "_{",
    "10^{12}",
    "{,}",
]


@pytest.mark.fuzz
def test_hostile_documents_end_in_a_verdict_or_a_reason_for_every_formula(tmp_path):
    import random

    rng = random.Random(15)
    for i in range(150):
        body = "".join(rng.choice(ATOMS) + rng.choice(["", " ", "\n"]) for _ in range(rng.randint(1, 30)))
        doc = tmp_path / f"d{i}.{rng.choice(['md', 'tex'])}"
        doc.write_text(f"$${body}$$\n\n${body}$\n\\begin{{align}}{body}\\end{{align}}\n")
        outcomes, _ = _check(doc)
        for o in outcomes:
            assert o.status in ("ok", "error", "unknown", "expected", "unreadable")
            assert o.status != "unreadable" or o.reason
