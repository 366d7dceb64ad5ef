"""Your own derivations, verified like the lecture's: sample projects in temporary folders
outside the repository, each with its own pyproject and claims, through every route (a
path, a module, the pyproject table, an entry point, the pytest plugin)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from chalk.cli import main
from chalk.cli.commands.init_project import CLAIMS

CHALK = str(Path(sys.executable).parent / "chalk")
TRUE_STATEMENT = "Ge(t_step, weight_bytes_per_chip / hbm_bandwidth)"
FALSE_CLAIMS = CLAIMS.replace(TRUE_STATEMENT, "Ge(weight_bytes_per_chip / hbm_bandwidth, t_step)")

SECOND = '''
"""Another note: more chips read the weights faster."""

from sympy import Le

from chalk import Claim, claim
from chalk.vocabulary import bytes_per_param, chips, hbm_bandwidth, params_total


@claim(source="my notes, section 2")
def weight_read_shrinks_with_chips():
    """Twice the chips read the weights in at most the time."""
    read = params_total * bytes_per_param / hbm_bandwidth
    return Claim(Le(read / (2 * chips), read / chips, evaluate=False))
'''


@pytest.fixture(autouse=True)
def private_path(monkeypatch):
    """User sources put their folders on sys.path; keep that to each test."""
    monkeypatch.setattr(sys, "path", list(sys.path))


def project(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip() if rel.endswith(".toml") else text)
    return root


def cli(argv: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess:
    full = {**os.environ, **env}
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, env=full, timeout=300)


# --- chalk init -------------------------------------------------------------------------
def test_init_then_verify_passes_in_an_empty_directory(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init"]) == 0
    assert {p.name for p in tmp_path.iterdir()} >= {"claims.py", "pyproject.toml", ".github"}
    assert "[tool.chalk]" in (tmp_path / "pyproject.toml").read_text()
    assert "chalk verify" in (tmp_path / ".github/workflows/chalk.yml").read_text()
    capsys.readouterr()
    assert main(["verify"]) == 0
    assert "1/1 claims meet their expectation" in capsys.readouterr().out


@pytest.mark.parametrize("link", ["claims.py", "pyproject.toml", ".github"])
def test_init_never_writes_through_a_symlink_even_a_dangling_one(tmp_path, capsys, link):
    outside = tmp_path / "outside"
    outside.mkdir()
    project_dir = tmp_path / "proj"
    project_dir.mkdir()
    (project_dir / link).symlink_to(outside / "target")  # dangling: the target does not exist
    assert main(["init", str(project_dir)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "symbolic link" in err and link in err
    assert list(outside.iterdir()) == [] and not (project_dir / "claims.py").is_file()


def test_init_never_overwrites_a_claims_file(tmp_path, capsys):
    (tmp_path / "claims.py").write_text("# mine\n")
    assert main(["init", str(tmp_path)]) == 2
    assert "never overwrites" in capsys.readouterr().err
    assert (tmp_path / "claims.py").read_text() == "# mine\n"


def test_a_false_starter_claim_exits_1_and_prints_its_countermodel(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init"]) == 0
    (tmp_path / "claims.py").write_text(FALSE_CLAIMS)
    capsys.readouterr()
    assert main(["verify"]) == 1
    out = capsys.readouterr().out
    assert "NOT MET" in out and "proof: refuted" in out and "countermodel:" in out


# --- a file written only against the documented API ---------------------------------------
def test_a_public_api_file_works_through_verify_eval_and_build(tmp_path, monkeypatch, capsys):
    claims = project(tmp_path / "mine", {"claims.py": CLAIMS}) / "claims.py"
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", str(claims)]) == 0
    capsys.readouterr()
    argv = ["eval", "weight_bytes_per_chip", "--claims", str(claims), "--model", "llama-3-70b"]
    assert main([*argv, "--set", "bytes_per_param=2", "--set", "chips=8", "--to", "GB", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["value"] == pytest.approx(70_553_706_496 * 2 / 8 / 1e9)
    assert doc["inputs"]["chips"]["source"] == "given (--set)"
    from chalk.derivations.quantities import default_table

    with pytest.raises(KeyError):  # the user's table lay over the lecture's; the lecture's is untouched
        default_table().lookup("weight_bytes_per_chip")
    out = tmp_path / "paper"
    assert main(["build", "--claims", str(claims), "--out", str(out)]) == 0
    code = "\n".join(p.read_text() for p in (out / "code").glob("*.py"))
    assert "def weight_bytes_per_chip(" in code
    assert "weight_bytes_per_chip" in (out / "code" / "chalk.c").read_text()
    snippet = next((out / "latex").rglob("claims-step-takes-at-least-the-weight-read.tex")).read_text()
    from chalk.exporters.latex import code as tex_code

    assert "Builds on chalk's definitions" in snippet and tex_code("t_step") in snippet
    assert "Derivations checked by chalk" in (out / "latex" / "chalk.tex").read_text()
    assert not (out / "figures").exists() or not any((out / "figures").iterdir())


def test_a_lecture_command_after_a_user_project_command_runs_on_the_lecture(tmp_path, monkeypatch, capsys):
    from chalk.cli.commands import current_project
    from chalk.derivations.registry import REGISTRY

    claims = project(tmp_path / "mine", {"claims.py": CLAIMS}) / "claims.py"
    monkeypatch.chdir(tmp_path)
    assert main(["list", "--claims", str(claims)]) == 0
    assert "claims.step_takes_at_least_the_weight_read" in capsys.readouterr().out
    assert main(["list"]) == 0
    listed = capsys.readouterr().out
    assert "claims.step_takes_at_least_the_weight_read" not in listed and "batching.step_time_roofline" in listed
    assert current_project().book is REGISTRY.load() and not current_project().user


def test_eval_of_a_user_definition_names_its_missing_inputs_in_one_line(tmp_path, monkeypatch, capsys):
    claims = project(tmp_path, {"claims.py": CLAIMS}) / "claims.py"
    monkeypatch.chdir(tmp_path)
    assert main(["eval", "weight_bytes_per_chip", "--claims", str(claims)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "missing inputs for weight_bytes_per_chip" in err


UNUSED_WRONG_UNIT = (
    CLAIMS
    + """
weights_in_seconds = define(
    "weights_in_seconds", params_total * bytes_per_param, "s", "the weight bytes, declared in the wrong unit"
)
"""
)


def test_a_definition_no_claim_uses_is_still_unit_checked_by_verify_and_build(tmp_path, monkeypatch, capsys):
    claims = project(tmp_path, {"claims.py": UNUSED_WRONG_UNIT}) / "claims.py"
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", str(claims), "--no-cache"]) == 1
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("definition weights_in_seconds"))
    assert "declared in second" in line and "is in byte" in line and "claims.py:" in line
    assert "1/1 claims meet their expectation" in out  # the claim itself holds: the definition fails apart
    assert main(["verify", "--claims", str(claims), "--no-cache", "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert doc["ok"] is False
    assert [(p["name"], p["declared"], p["inferred"]) for p in doc["definitions"]] == [
        ("weights_in_seconds", "second", "byte")
    ]
    out_dir = tmp_path / "paper"
    assert main(["build", "--claims", str(claims), "--out", str(out_dir)]) == 1
    assert "weights_in_seconds" in capsys.readouterr().err and not out_dir.exists()


def test_a_definition_through_an_alias_reaches_numpy_c_and_the_paper(tmp_path, monkeypatch):
    aliased = '''"""Aliased definitions."""

import chalk as dq
from sympy import Eq

from chalk.vocabulary import batch, context

tokens_in_flight = dq.define("tokens_in_flight", batch * context, "token", "tokens held by one step")


@dq.claim(source="test")
def tokens_in_flight_is_batch_times_context():
    """B sequences of L tokens are B·L tokens."""
    return dq.Claim(Eq(tokens_in_flight, batch * context))
'''
    claims = project(tmp_path, {"aliased.py": aliased}) / "aliased.py"
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "out"
    assert main(["build", "--claims", str(claims), "--out", str(out)]) == 0
    assert "def tokens_in_flight(" in (out / "code" / "part1.py").read_text()
    assert "tokens_in_flight" in (out / "code" / "chalk.c").read_text()
    assert "tokens\\_in\\_flight" in (out / "latex" / "part1.tex").read_text()


# --- formats ---------------------------------------------------------------------------------
def test_junit_is_valid_xml_with_one_testcase_per_claim(tmp_path, monkeypatch, capsys):
    project(tmp_path, {"claims.py": FALSE_CLAIMS, "second.py": SECOND})
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "claims.py", "--claims", "second.py", "--format", "junit"]) == 1
    root = ET.fromstring(capsys.readouterr().out)
    cases = root.findall(".//testcase")
    assert sorted(c.get("name") for c in cases) == [
        "claims.step_takes_at_least_the_weight_read",
        "second.weight_read_shrinks_with_chips",
    ]
    failed = {c.get("name"): c.find("failure") for c in cases}
    assert failed["second.weight_read_shrinks_with_chips"] is None
    assert "countermodel" in failed["claims.step_takes_at_least_the_weight_read"].text
    assert root.find("testsuite").get("failures") == "1"


def test_github_format_prints_an_error_at_the_failing_claims_source_line(tmp_path, monkeypatch, capsys):
    project(tmp_path, {"claims.py": FALSE_CLAIMS, "second.py": SECOND})
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "claims.py", "--claims", "second.py", "--format", "github"]) == 1
    errors = [line for line in capsys.readouterr().out.splitlines() if line.startswith("::error")]
    line = FALSE_CLAIMS.splitlines().index('@claim(source="my notes, section 1")') + 1
    assert len(errors) == 1
    assert errors[0].startswith(f"::error file=claims.py,line={line},title=chalk claims.step_takes")
    assert "countermodel" in errors[0]


# --- sources and their errors ------------------------------------------------------------------
def test_two_sources_with_the_same_id_are_a_one_line_clash_naming_both_files(tmp_path, monkeypatch, capsys):
    project(tmp_path, {"a/claims.py": SECOND, "b/claims.py": SECOND})
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "a/claims.py", "--claims", "b/claims.py"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "defined twice" in err
    assert str(tmp_path / "a" / "claims.py") in err and str(tmp_path / "b" / "claims.py") in err


def test_a_user_file_that_fails_to_import_is_one_line_with_its_file_and_line(tmp_path, monkeypatch, capsys):
    project(tmp_path, {"broken.py": '"""Broken."""\n\nfrom chalk import claim\nvalue = 1 / 0\n'})
    monkeypatch.chdir(tmp_path)
    assert main(["list", "--claims", "broken.py"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"{tmp_path / 'broken.py'}:4: cannot import" in err and "ZeroDivisionError" in err


def test_a_file_without_a_part_is_its_own_part_titled_from_its_docstring(tmp_path):
    from chalk.derivations.sources import load_project

    project(tmp_path, {"second.py": SECOND})
    book = load_project([str(tmp_path / "second.py")]).book
    assert [p.title for p in book.parts()] == ["Another note: more chips read the weights faster"]


def test_a_module_and_the_pyproject_table_feed_list_and_build(tmp_path, monkeypatch, capsys):
    project(
        tmp_path,
        {
            "pyproject.toml": """
                [project]
                name = "mine"
                version = "0"

                [tool.chalk]
                claims = ["mypkg.claims"]
                output = "paper/chalk"
            """,
            "mypkg/__init__.py": "",
            "mypkg/claims.py": SECOND,
        },
    )
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")  # the table is found from the working directory upwards
    assert main(["list"]) == 0
    assert "claims.weight_read_shrinks_with_chips" in capsys.readouterr().out
    assert main(["build"]) == 0
    assert (tmp_path / "paper" / "chalk" / "latex" / "chalk.tex").is_file()
    capsys.readouterr()  # the build's own lines
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "mypkg.claims", "--json"]) == 0
    assert [c["id"] for c in json.loads(capsys.readouterr().out)["claims"]] == ["claims.weight_read_shrinks_with_chips"]


def test_chalk_verify_returns_the_verify_json_structure(tmp_path):
    import chalk

    project(tmp_path, {"claims.py": CLAIMS})
    report = chalk.verify(claims=str(tmp_path / "claims.py"))
    assert set(report) == {"pattern", "strict", "ok", "summary", "claims"}
    assert report["ok"] and report["summary"]["claims"] == 1
    assert report["claims"][0]["checks"]["proof"]["status"] == "proved"


def test_the_vocabulary_exposes_lecture_inputs_and_definitions_by_eval_name():
    from chalk.derivations.quantities import lookup
    from chalk.vocabulary import batch, latency_floor, params_total, t_step

    assert [lookup(s.name).definition is None for s in (batch, params_total)] == [True, True]
    assert lookup(t_step.name).symbol is t_step and lookup(latency_floor.name).symbol is latency_floor
    assert str(lookup(t_step.name).definition) == "Max(t_compute, t_memory)"
    assert params_total in lookup(latency_floor.name).definition.free_symbols
    with pytest.raises(ImportError):
        from chalk.vocabulary import no_such_quantity  # noqa: F401


def test_the_catalog_gives_sourced_hardware_and_model_values():
    import chalk
    from chalk.vocabulary import hbm_bandwidth, params_total

    h100, llama = chalk.catalog.hardware("h100-sxm"), chalk.catalog.model("llama-3-70b")
    assert h100[hbm_bandwidth].value.to("TB/s").magnitude == pytest.approx(3.35)
    assert llama[params_total].value.magnitude == 70_553_706_496
    assert "config.json of llama-3-70b" in llama[params_total].source


# --- routes that need their own interpreter --------------------------------------------------
def test_an_entry_point_of_an_installed_package_feeds_chalk_verify(tmp_path):
    site = project(
        tmp_path / "site",
        {
            "notes_pkg/__init__.py": "",
            "notes_pkg/claims.py": SECOND,
            "notes_pkg-0.1.dist-info/METADATA": "Metadata-Version: 2.1\nName: notes-pkg\nVersion: 0.1\n",
            "notes_pkg-0.1.dist-info/entry_points.txt": "[chalk.claims]\nnotes = notes_pkg.claims\n",
        },
    )
    (tmp_path / "work").mkdir()
    done = cli([CHALK, "verify", "--json"], tmp_path / "work", PYTHONPATH=str(site))
    assert done.returncode == 0, done.stderr
    assert [c["id"] for c in json.loads(done.stdout)["claims"]] == ["claims.weight_read_shrinks_with_chips"]


@pytest.mark.slow
def test_pytest_chalk_runs_one_passing_test_per_claim_and_shows_the_countermodel_of_a_failing_one(tmp_path):
    assert cli([CHALK, "init"], tmp_path).returncode == 0
    (tmp_path / "second.py").write_text(SECOND)
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace('["claims.py"]', '["claims.py", "second.py"]'))
    done = cli([sys.executable, "-m", "pytest", "--chalk", "-p", "no:cacheprovider", "-q"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 passed" in done.stdout
    (tmp_path / "claims.py").write_text(FALSE_CLAIMS)
    done = cli([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q"], tmp_path)  # ini: chalk = true
    assert done.returncode == 1
    assert "1 failed, 1 passed" in done.stdout and "countermodel:" in done.stdout


def test_a_part_that_is_not_a_part_is_a_one_line_error_when_the_claim_registers(tmp_path, monkeypatch, capsys):
    project(tmp_path, {"badpart.py": SECOND.replace("from sympy import Le", "from sympy import Le\n\nPART = 3")})
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "--claims", "badpart.py"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "PART must be a Part(number, title, span), got int" in err


def test_a_users_figure_is_written_beside_their_paper_and_shown_in_their_part(tmp_path, monkeypatch):
    plotted = (
        SECOND
        + '''

from chalk import figure


@figure
def read_time_against_chips():
    """Weight read time falls as one over the chips."""
    from matplotlib.figure import Figure

    fig = Figure()
    fig.add_subplot().plot([1, 2, 4, 8], [8, 4, 2, 1])
    return fig
'''
    )
    project(tmp_path, {"plotted.py": plotted})
    monkeypatch.chdir(tmp_path)
    assert main(["build", "--claims", "plotted.py", "--out", "out"]) == 0
    assert (tmp_path / "out/figures/plotted-read_time_against_chips.png").read_bytes().startswith(b"\x89PNG")
    part = (tmp_path / "out/latex/part1.tex").read_text()
    assert "figures/plotted-read_time_against_chips.png" in part and "Weight read time falls" in part
