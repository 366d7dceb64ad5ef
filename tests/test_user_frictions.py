"""What a new user's first hour ran into (issue 26): each friction, fixed and pinned."""

from __future__ import annotations

import json
import sys

import pytest

from chalk.cli import main

DEFINITIONS_ONLY = '''"""My quantities, no claims yet."""

from chalk import define, quantity
from chalk.vocabulary import batch

x_rate = quantity("x_rate", "1/s", "a made-up rate", latex="r_x")
x_window = quantity("x_window", "s", "a made-up window", latex="w_x")
x_sequences = define("x_sequences", x_rate * x_window * batch, "sequence", "sequences in the window at the rate")
'''


@pytest.fixture(autouse=True)
def private_path(monkeypatch):
    """User sources put their folders on sys.path; keep that to each test."""
    monkeypatch.setattr(sys, "path", list(sys.path))


def test_a_definitions_only_file_is_a_claims_source_that_verify_accepts_and_eval_reads(tmp_path, monkeypatch, capsys):
    (tmp_path / "defs.py").write_text(DEFINITIONS_ONLY)
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "defs.py"]) == 0
    assert "no claims yet" in capsys.readouterr().out
    assert main(["verify", "--claims", "defs.py", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["summary"]["claims"] == 0
    argv = ["eval", "x_sequences", "--claims", "defs.py", "--set", "x_rate=10", "--set", "x_window=0.5", "--json"]
    assert main([*argv, "--set", "batch=4"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == pytest.approx(20)
    assert main(["verify", "--claims", "defs.py", "x_*"]) == 2  # a pattern that matches nothing is still an error
    assert "no claim matches" in capsys.readouterr().err


BOUNDED = '''"""A share in (0, 1)."""

from chalk import Domain, define, quantity
from chalk.vocabulary import context

hit_rate = quantity("hit_rate", "1", "share of prompt tokens served from the cache", domain=Domain(0, True, 1, True))
cached_tokens = define("cached_tokens", hit_rate * context, "token/sequence", "prompt tokens served from the cache")
'''


def test_a_user_inputs_public_domain_bounds_what_eval_accepts(tmp_path, monkeypatch, capsys):
    (tmp_path / "bounded.py").write_text(BOUNDED)
    monkeypatch.chdir(tmp_path)
    argv = ["eval", "cached_tokens", "--claims", "bounded.py", "--set", "context=100"]
    assert main([*argv, "--set", "hit_rate=0.5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == pytest.approx(50)
    assert main([*argv, "--set", "hit_rate=1.5"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "hit_rate (share of prompt tokens served from the cache) must be in (0, 1)" in err


def test_at_evaluates_a_definition_at_other_inputs_through_its_unfolded_inputs():
    import chalk
    from chalk.catalog import hardware, model
    from chalk.vocabulary import bytes_per_param, chips, t_weights

    inputs = {**hardware("h100-sxm"), **model("llama-3-70b"), bytes_per_param: 2, chips: 8}
    read = chalk.at(t_weights, inputs)
    by_hand = 70_553_706_496 * 2 / 8 / 3.35e12  # params × bytes / chips / HBM bandwidth
    assert read.dimensionality == chalk.Q_(1, "s").dimensionality
    assert read.to("s").magnitude == pytest.approx(by_hand, rel=1e-6)
    assert chalk.at(t_weights, {**inputs, chips: 16}).magnitude == pytest.approx(by_hand / 2, rel=1e-9)


def test_at_names_missing_inputs_and_refuses_a_value_for_a_defined_quantity():
    import chalk
    from chalk.vocabulary import t_step, t_weights

    with pytest.raises(ValueError, match=r"chalk.at\(t_step\) does not set .*params_total"):
        chalk.at(t_step, {})
    with pytest.raises(ValueError, match="t_weights is defined by a formula; give the inputs it is made of"):
        chalk.at(t_step, {t_weights: 1.0})


UNDECIDED = '''"""A true claim z3 cannot decide: it has no translation for exp."""

from sympy import Ge, exp

from chalk import Claim, claim, quantity

x_gap = quantity("x_gap", "1", "a made-up ratio")


@claim(source="my notes")
def exp_above_tangent():
    """e^x ≥ 1 + x."""
    return Claim(Ge(exp(x_gap), 1 + x_gap){reason})
'''


def test_an_undecided_proof_fails_and_names_unknown_reason_as_the_way_out(tmp_path, monkeypatch, capsys):
    (tmp_path / "hard.py").write_text(UNDECIDED.replace("{reason}", ""))
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "hard.py", "--no-cache"]) == 1
    out = capsys.readouterr().out
    assert "proof: unknown" in out and 'Claim(..., unknown_reason="...")' in out
    (tmp_path / "reasoned.py").write_text(UNDECIDED.replace("{reason}", ', unknown_reason="z3 has no exp"'))
    assert main(["verify", "--claims", "reasoned.py", "--no-cache"]) == 0
    out = capsys.readouterr().out
    assert "z3 has no exp" in out and "unknown_reason=" not in out


TWO_CLAIMS = '''"""Two claims, one false."""

from sympy import Le

from chalk import Claim, claim
from chalk.vocabulary import bytes_per_param, chips, hbm_bandwidth, params_total

READ = params_total * bytes_per_param / hbm_bandwidth


@claim(source="my notes")
def read_shrinks_with_chips():
    """Twice the chips read the weights in at most the time."""
    return Claim(Le(READ / (2 * chips), READ / chips, evaluate=False))


@claim(source="my notes")
def read_grows_with_chips():
    """Wrong on purpose."""
    return Claim(Le(READ / chips, READ / (2 * chips)))
'''


@pytest.mark.slow
def test_a_failing_claims_pytest_id_reruns_that_claim_alone(tmp_path):
    import subprocess

    (tmp_path / "notes.py").write_text(TWO_CLAIMS)
    (tmp_path / "pyproject.toml").write_text('[tool.chalk]\nclaims = ["notes.py"]\n')
    pytest_ = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--chalk", "-q", "-rf"]
    first = subprocess.run(pytest_, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert first.returncode == 1 and "1 failed, 1 passed" in first.stdout, first.stdout + first.stderr
    failed = [line.split()[1] for line in first.stdout.splitlines() if line.startswith("FAILED ")]
    assert failed == ["notes.py::notes.read_grows_with_chips"]
    again = subprocess.run([*pytest_, failed[0]], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert again.returncode == 1 and "1 failed in" in again.stdout, again.stdout + again.stderr
    passing = subprocess.run(
        [*pytest_, "notes.py::notes.read_shrinks_with_chips"], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert passing.returncode == 0 and "1 passed in" in passing.stdout, passing.stdout + passing.stderr


FALSE_READ = '''"""False on purpose."""

from sympy import Ge

from chalk import Claim, claim
from chalk.vocabulary import bytes_per_param, chips, hbm_bandwidth, params_total, t_step


@claim(source="my notes")
def read_exceeds_step():
    """Wrong: the weight read is not longer than the step."""
    return Claim(Ge(params_total * bytes_per_param / (chips * hbm_bandwidth), t_step))
'''


def test_a_countermodel_prints_each_value_in_its_symbols_unit(tmp_path, monkeypatch, capsys):
    (tmp_path / "false_read.py").write_text(FALSE_READ)
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "false_read.py", "--no-cache"]) == 1
    proof = next(line for line in capsys.readouterr().out.splitlines() if line.strip().startswith("proof: refuted"))
    model = dict(pair.split("=", 1) for pair in proof.split("[countermodel: ", 1)[1].rstrip("]").split(", "))
    assert model["hbm_bandwidth"].endswith(" byte/s") and model["params_total"].endswith(" parameter")
    assert model["context"].endswith(" token/sequence") and model["chips"].isdigit()  # a count has no unit


@pytest.mark.parametrize(
    ("name", "printed", "shown"),
    [
        ("t_step", "3", "3 s"),
        ("t_step", "1/2 (≈0.5)", "500 ms (exactly 1/2 s)"),
        ("hbm_bandwidth", "3350000000000", "3.35 TB/s (exactly 3350000000000 byte/s)"),
        ("price_per_chip_hour", "1", "3,600 USD/h (exactly 1 USD/s)"),
        ("t_step", "0.00123", "1.23 ms"),
        ("chips", "5", "5"),
        ("not_a_quantity", "3", "3"),
    ],
)
def test_a_countermodel_value_reads_in_the_declared_unit_and_keeps_its_exact_base_value(name, printed, shown):
    from chalk.cli.commands.verify import with_unit

    assert with_unit(name, printed) == shown


ERRATUM = '''
@claim(source="my notes, section 3")
def read_is_shorter_than_step():
    """What I first wrote, and chalk rejects."""
    return Claim(
        Ge(weight_bytes_per_chip / hbm_bandwidth, t_step),
        expect="erratum",
        rejected_by=("proof",),
        source_wrote="the weight read takes longer than the step",
        corrected_by="claims.step_takes_at_least_the_weight_read",
    )
'''


def test_a_chalk_init_project_builds_a_paper_that_never_says_lecture(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init"]) == 0
    claims = tmp_path / "claims.py"
    claims.write_text(claims.read_text() + ERRATUM)  # init's file imports Ge and these symbols
    assert main(["build"]) == 0, capsys.readouterr()
    out = tmp_path / "chalk-output"
    said = [p for p in out.rglob("*") if p.is_file() and b"lecture" in p.read_bytes().lower()]
    assert said == []
    paper = (out / "latex" / "claims" / "claims-read-is-shorter-than-step.tex").read_text()
    assert "The source (my notes, section 3) wrote ``the weight read takes longer than the step''" in paper
    rows = [line for line in (out / "latex" / "symbols.tex").read_text().splitlines() if line.startswith(r"\chalkfit")]
    from chalk.exporters.latex import code

    assert any(code("weight_bytes_per_chip") in row for row in rows) and any(code("t_step") in row for row in rows)
    assert len(rows) < 60  # what the claims and their examples use, not the ~290 of every book loaded


def test_every_claim_field_has_a_docstring_for_the_api_reference():
    """mkdocstrings shows a dataclass field's attribute docstring (docs/reference/api.md)."""
    import ast
    import dataclasses
    import inspect
    import itertools

    from chalk import Claim

    body = ast.parse(inspect.getsource(Claim)).body[0].body
    documented = {
        node.target.id
        for node, after in itertools.pairwise(body)
        if isinstance(node, ast.AnnAssign) and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
    }
    assert {f.name for f in dataclasses.fields(Claim)} == documented


CLASH = '''"""Mine: a step of my own."""

from chalk import define
from chalk.vocabulary import batch, hbm_bandwidth

t_step = define("t_step", batch / hbm_bandwidth, "sequence*s/byte", "my step")
'''


def test_redefining_a_chalk_name_says_chalks_meaning_and_how_to_qualify_yours(tmp_path, monkeypatch, capsys):
    (tmp_path / "mine.py").write_text(CLASH)
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "mine.py"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "mine.py:6" in err
    assert "'t_step' is already chalk's: a definition, roofline time of one decode step [s]" in err
    assert "from chalk.vocabulary import t_step" in err and "define('mine_t_step', ...)" in err
    (tmp_path / "renamed.py").write_text(CLASH.replace('define("t_step"', 'define("mine_t_step"'))
    assert main(["verify", "--claims", "renamed.py"]) == 0


def test_a_user_paper_lists_only_the_catalog_entries_and_sources_its_examples_use(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init"]) == 0  # one claim, whose example takes h100-sxm and llama-3-70b
    assert main(["build"]) == 0, capsys.readouterr()
    latex = tmp_path / "chalk-output" / "latex"
    rows = [line.split(" & ", 1)[0] for line in (latex / "inputs.tex").read_text().splitlines() if " & " in line]
    from chalk.exporters.latex import code

    assert [r for r in rows if r.startswith(r"\texttt")] == [code("h100-sxm"), code("llama-3-70b")]
    assert (latex / "bibliography.tex").read_text().count(r"\bibitem") < 10  # the lecture's paper cites 61


def test_a_quantity_name_that_is_not_an_identifier_is_refused():
    """Names become identifiers in the generated numpy, C and JavaScript code."""
    import chalk

    with pytest.raises(ValueError, match="not an identifier"):
        chalk.define("x; import os", chalk.vocabulary.t_step * 2, "s", "not a name")


TRUE_AS_BUILT = '''"""A claim sympy decides while it is built, and the same kind of claim built unevaluated."""

from sympy import Ge, Le

from chalk import Claim, claim, unfold
from chalk.vocabulary import bytes_per_param, chips, hbm_bandwidth, params_total, t_weights


@claim(source="my notes")
def weight_read_is_non_negative():
    """t_weights is declared non-negative, so sympy turns this into True at once."""
    return Claim(Ge(t_weights, 0))


@claim(source="my notes")
def read_never_grows_with_chips():
    """True for positive inputs too, built unevaluated: the checks judge it."""
    return Claim(Le(params_total * bytes_per_param / (2 * chips * hbm_bandwidth), unfold(t_weights), evaluate=False))
'''


def test_a_statement_sympy_decides_while_it_is_built_is_unknown_and_an_unevaluated_one_reaches_z3(
    tmp_path, monkeypatch, capsys
):
    (tmp_path / "notes.py").write_text(TRUE_AS_BUILT)
    monkeypatch.chdir(tmp_path)
    # sympy folds Or(p, Not(p)) as it folds Ge(t_weights, 0): chalk cannot tell which, so a
    # statement decided before chalk saw it proves nothing (the claim is not met)
    assert main(["verify", "--claims", "notes.py", "--no-cache", "--json"]) == 1
    claims = {c["id"]: c for c in json.loads(capsys.readouterr().out)["claims"]}
    as_built = claims["notes.weight_read_is_non_negative"]["checks"]["proof"]
    assert as_built["decided_by"] == "sympy (as built)" and "evaluate=False" in as_built["detail"]
    assert as_built["status"] == "unknown" and not claims["notes.weight_read_is_non_negative"]["met"]
    unevaluated = claims["notes.read_never_grows_with_chips"]["checks"]["proof"]
    # built unevaluated, chalk judges it: sympy's exact evaluation of total sides, or z3
    assert unevaluated["status"] == "proved" and unevaluated["decided_by"] in ("sympy", "z3")
