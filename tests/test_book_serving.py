"""The book supplies the names the serving planner needs (issue 36): ``Book(serving=...)``
declares which quantities play each part of a layout's model, so a user's book with its own
step model is planned with it, by the CLI and the Python API alike, and nothing in the
planner or the core names a quantity or claim of chalk's own book."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHALK = str(Path(sys.executable).parent / "chalk")

#: a user's book on top of chalk's: every decode step pays a fixed overhead (a launch, a
#: sampler), so its TPOT and its cost per output token are the lecture's plus that overhead
OVERHEAD_BOOK = '''"""My serving model: the lecture's layout step plus a fixed overhead per step."""

from chalk import Book, ServingQuantities, Term, define, quantity
from chalk.vocabulary import layout_cost_per_output_token, layout_step_time

step_overhead = quantity("step_overhead", "s", "fixed time every decode step pays", default=0.005)
my_step_time = define("my_step_time", layout_step_time + step_overhead, "s", "the layout step with its overhead")
my_cost_per_output_token = define(
    "my_cost_per_output_token",
    layout_cost_per_output_token * my_step_time / layout_step_time,
    "USD/token",
    "cost of one output token with the overhead",
)

BOOK = Book(
    title="My serving notes",
    serving=ServingQuantities(
        step_time=Term("my_step_time", "TPOT with the step overhead"),
        cost_per_output_token=Term("my_cost_per_output_token", "cost per output token with the overhead"),
    ),
)
'''

ASK = ["--model", "llama-3-70b", "--hardware", "h100-sxm", "--tpot", "50ms"]


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([CHALK, *argv], cwd=cwd, capture_output=True, text=True, env=dict(os.environ), timeout=600)


def _package(tmp_path: Path, text: str = OVERHEAD_BOOK) -> Path:
    package = tmp_path / "myserving"
    package.mkdir()
    (package / "__init__.py").write_text(text)
    return package


def _terms(explained: str) -> dict[str, float]:
    """``--explain``'s term lines: name -> value in the shown unit."""
    out = {}
    for line in explained.splitlines():
        words = line.split()
        if line.startswith("  ") and not line.startswith("    ") and len(words) > 2 and words[0] != "binding":
            out[words[0]] = float(words[1])
    return out


def test_a_users_step_model_is_what_chalk_plan_serve_searches_with(tmp_path):
    package = _package(tmp_path)
    lecture = _run(["plan", "serve", *ASK, "--json"], tmp_path)
    own = _run(["plan", "serve", *ASK, "--json", "--claims", str(package)], tmp_path)
    assert lecture.returncode == 0 and own.returncode == 0, own.stderr
    base, mine = json.loads(lecture.stdout)["plans"][0], json.loads(own.stdout)["plans"][0]
    # HBM bounds the batch at 50 ms: the same layout and batch, 5 ms slower a step
    assert (mine["tp"], mine["batch"]) == (base["tp"], base["batch"])
    assert mine["tpot"] == pytest.approx(base["tpot"] + 5.0, rel=1e-9)
    tight = [*ASK[:-1], "20ms", "--json"]  # at 20 ms the target binds: the overhead leaves less to the batch
    lecture, own = (
        _run(["plan", "serve", *tight], tmp_path),
        _run(["plan", "serve", *tight, "--claims", str(package)], tmp_path),
    )
    assert json.loads(own.stdout)["plans"][0]["batch"] < json.loads(lecture.stdout)["plans"][0]["batch"]
    explained = _run(["plan", "serve", *ASK, "--claims", str(package), "--explain", "1"], tmp_path)
    assert explained.returncode == 0, explained.stderr
    terms = _terms(explained.stdout)
    assert "TPOT with the step overhead" in explained.stdout
    assert "layout_step_time" not in terms and "layout_t_compute" in terms  # the lecture's parts stay
    assert terms["my_step_time"] == pytest.approx(mine["tpot"], rel=1e-3)
    assert "my_cost_per_output_token" in terms


def test_the_python_api_plans_a_users_book_as_the_cli_does(tmp_path, monkeypatch):
    import chalk

    package = _package(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    plans = chalk.plan_serve(model="llama-3-70b", hardware="h100-sxm", tpot="50ms", claims=[str(package)])
    cli = json.loads(_run(["plan", "serve", *ASK, "--json", "--claims", str(package)], tmp_path).stdout)
    assert plans.as_json()["plans"][0] == cli["plans"][0]


def test_a_serving_declaration_naming_an_unknown_quantity_is_one_line(tmp_path):
    package = _package(tmp_path, OVERHEAD_BOOK.replace('Term("my_step_time"', 'Term("my_stepp_time"'))
    done = _run(["plan", "serve", *ASK, "--claims", str(package)], tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "chalk: error: the book's serving declaration names 'my_stepp_time', which the book does not define"
    ]


def test_a_declaration_overrides_only_the_parts_it_names():
    from chalk import ServingQuantities, Term
    from chalk.derivations.quantities import default_table

    lecture = default_table().serving()
    assert lecture.missing() == ()
    mine = ServingQuantities(step_time=Term("s", "mine")).over(lecture)
    assert mine.step_time == Term("s", "mine") and mine.ttft == lecture.ttft
    assert ServingQuantities.from_data(mine.to_data()) == mine
    assert ServingQuantities(ttft=Term("t", "x")).missing()[:2] == ("compute", "weight_fetch")


#: the stages that must take the book's serving names from its declaration
ENGINE = ("planning", "evaluation", "exporters/site")


def _string_constants(path: Path) -> set[str]:
    """Every string literal of a module but its docstrings (prose may cite a claim)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return {
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings
    }


@pytest.mark.parametrize("stage", ENGINE)
def test_the_serving_planner_names_no_quantity_or_claim_of_the_books_serving_model(stage):
    """The house rule for the planner: what the book declares for ``chalk plan serve`` (its
    quantities and the claims cited) appears in no engine module as a string, so the only way
    in is the declaration. (The catalog's inputs, which every book shares, are not declared.)"""
    from chalk.derivations.quantities import default_table

    declared = default_table().serving()
    named = set(declared.quantities()) | {c for t in declared.terms().values() for c in t.claims}
    found = {
        str(p.relative_to(ROOT)): sorted(_string_constants(p) & named) for p in sorted((ROOT / stage).rglob("*.py"))
    }
    assert {k: v for k, v in found.items() if v} == {}
    assert len(named) > 30  # the check sees the declaration


def test_the_house_rule_catches_a_planner_that_names_the_step_time(tmp_path):
    path = tmp_path / "planner.py"
    path.write_text('"""layout_step_time in a docstring is prose."""\nSTEP = "layout_step_time"\n')
    assert _string_constants(path) == {"layout_step_time"}
