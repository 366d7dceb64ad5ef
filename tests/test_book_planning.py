"""The book supplies the names the planners need (issue 36): ``Book(serving=...)`` and
``Book(training=...)`` declare which quantities play each part of a layout's model, so a
user's book with its own model is planned with it, by the CLI and the Python API alike, and
nothing in the planners or the core names a quantity or claim of chalk's own book."""

from __future__ import annotations

import ast
import contextlib
import io
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


def _process(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``chalk ARGV`` as its own process, from ``cwd``."""
    return subprocess.run([CHALK, *argv], cwd=cwd, capture_output=True, text=True, env=dict(os.environ), timeout=600)


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``chalk ARGV`` in this process (what the command prints and its status), from ``cwd``;
    the import path and working folder are put back after."""
    from chalk.cli import main

    out, err, path, here = io.StringIO(), io.StringIO(), list(sys.path), os.getcwd()
    os.chdir(cwd)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    finally:
        os.chdir(here)
        sys.path[:] = path
    return subprocess.CompletedProcess(argv, code, out.getvalue(), err.getvalue())


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
    cli = json.loads(_process(["plan", "serve", *ASK, "--json", "--claims", str(package)], tmp_path).stdout)
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

    lecture = default_table().declared(ServingQuantities)
    assert lecture.missing() == ()
    mine = ServingQuantities(step_time=Term("s", "mine")).over(lecture)
    assert mine.step_time == Term("s", "mine") and mine.ttft == lecture.ttft
    assert ServingQuantities.from_data(mine.to_data()) == mine
    assert ServingQuantities(ttft=Term("t", "x")).missing()[:2] == ("compute", "weight_fetch")


#: a user's training recipe: 8-bit optimiser state halves Adam's 12 bytes, and it keeps an
#: fp32 master copy of the weights (4 bytes) besides
RECIPE_BOOK = '''"""My training recipe."""

from chalk import Book, TrainingQuantities, define, quantity
from chalk.vocabulary import bytes_per_param, grad_bytes_per_param

state_bytes = quantity("my_state_bytes", "byte/parameter", "8-bit Adam state and an fp32 master copy", default=10)
my_recipe = define("my_recipe", bytes_per_param + grad_bytes_per_param + state_bytes, "byte/parameter", "my recipe")

BOOK = Book(title="My recipe", training=TrainingQuantities(bytes_recipe="my_recipe"))
'''

TRAIN = [
    "plan",
    "train",
    "--model",
    "llama-3-8b",
    "--tokens",
    "1T",
    "--hardware",
    "h100-sxm",
    "--chips",
    "64",
    "--json",
]


def test_a_users_training_recipe_is_what_chalk_plan_train_searches_with(tmp_path):
    package = _package(tmp_path, RECIPE_BOOK)
    lecture, own = _run(TRAIN, tmp_path), _run([*TRAIN, "--claims", str(package)], tmp_path)
    assert lecture.returncode == 0 and own.returncode == 0, own.stderr
    base, mine = json.loads(lecture.stdout), json.loads(own.stdout)
    assert base["inputs"]["train_bytes_per_param"]["value"] == 16
    assert mine["inputs"]["train_bytes_per_param"]["value"] == 14  # 2 + 2 + 10
    assert mine["inputs"]["train_bytes_per_param"]["source"].startswith("my_recipe = ")
    assert mine["claims"] == base["claims"]  # the lecture's claims still stand behind the rest


def test_a_training_declaration_naming_an_unknown_quantity_is_one_line(tmp_path):
    package = _package(tmp_path, RECIPE_BOOK.replace('bytes_recipe="my_recipe"', 'bytes_recipe="my_recipee"'))
    done = _run([*TRAIN, "--claims", str(package)], tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "chalk: error: the book's training declaration names 'my_recipee', which the book does not define"
    ]


#: a user's fit check: a replica needs 10% more than the lecture's count (allocator
#: fragmentation, CUDA graphs), for every question a replica's memory answers
FIT_BOOK = '''"""My fit check."""

from chalk import Book, FitLayout, FitQuantities, define
from chalk.vocabulary import replica_memory_per_chip

padded = define("my_replica_memory", replica_memory_per_chip * 11 / 10, "byte", "a replica's memory with 10% slack")

BOOK = Book(title="My fit", fit=FitQuantities(layouts=(FitLayout("my_replica_memory", ("chips",)),)))
'''

EVAL = ["eval", "t_step", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--set", "chips=8", "--set", "batch=64"]
EVAL += ["--set", "context=4096", "--json"]


def test_chalk_evals_fit_check_reads_the_books_declared_memory(tmp_path):
    package = _package(tmp_path, FIT_BOOK)
    lecture, own = _run(EVAL, tmp_path), _run([*EVAL, "--claims", str(package)], tmp_path)
    assert lecture.returncode == 0 and own.returncode == 0, own.stderr
    base, mine = json.loads(lecture.stdout)["fit"], json.loads(own.stdout)["fit"]
    assert base["memory"] == "replica_memory_per_chip" and mine["memory"] == "my_replica_memory"
    assert mine["need_bytes"] == pytest.approx(base["need_bytes"] * 1.1, rel=1e-12)


#: the stages that must take the book's planner names from its declaration
ENGINE = ("planning", "evaluation", "exporters/site")
#: the shared vocabulary's names (inputs every book uses: degrees, batch, links, price)
VOCABULARY = set(dir(__import__("chalk.derivations.vocabulary", fromlist=["_"])))


def _string_constants(path: Path) -> set[str]:
    """Every string literal of a module but its docstrings (prose may cite a claim) and the
    keys of dict displays (a report's field names are its schema, not a reference to a book)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    keys = {id(k) for node in ast.walk(tree) if isinstance(node, ast.Dict) for k in node.keys if k is not None}
    strings = [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return {n.value for n in strings if id(n) not in docstrings | keys}


@pytest.mark.parametrize("stage", ENGINE)
def test_the_planners_name_no_quantity_or_claim_of_the_books_layout_models(stage):
    """The house rule for the planners: what the book declares for ``chalk plan serve`` and
    ``chalk plan train`` (its quantities and the claims cited) appears in no engine module as
    a string, so the only way in is the declaration. (The shared vocabulary's inputs, which
    every book and the catalog use, may be named; the book's own are declared.)"""
    from chalk.derivations.book_quantities import KINDS
    from chalk.derivations.quantities import default_table

    named: set[str] = set()
    for declared in (default_table().declared(k) for k in KINDS.values()):
        named |= {n for n in declared.names() if n not in VOCABULARY} | set(declared.claims())
    found = {
        str(p.relative_to(ROOT)): sorted(_string_constants(p) & named) for p in sorted((ROOT / stage).rglob("*.py"))
    }
    assert {k: v for k, v in found.items() if v} == {}
    assert len(named) > 45  # the check sees the three declarations


def test_the_house_rule_catches_a_planner_that_names_the_step_time(tmp_path):
    path = tmp_path / "planner.py"
    path.write_text(
        '"""layout_step_time in a docstring is prose."""\nSTEP = "layout_step_time"\nROW = {"pp_degree": 1}\n'
    )
    assert _string_constants(path) == {"layout_step_time"}


def test_chalk_validate_bounds_a_plan_case_with_the_users_step_model(tmp_path):
    """A published serving measurement is bounded through the book's declared step model:
    the overhead book's bound is slower, so the same measurement is a larger share of it."""
    package = _package(tmp_path)
    ask = ["validate", "medusa-plan-serve-llama-3.1-70b", "--json", "--no-figure"]
    lecture, own = _run(ask, tmp_path), _run([*ask, "--claims", str(package)], tmp_path)
    assert lecture.returncode == 0 and own.returncode == 0, own.stderr
    base, mine = json.loads(lecture.stdout)["cases"][0], json.loads(own.stdout)["cases"][0]
    assert mine["chalk"]["value"] > base["chalk"]["value"] and mine["efficiency"] > base["efficiency"]
    refused = _run(["validate", "--claims", str(package), "--write-efficiencies"], tmp_path)
    assert refused.returncode == 2 and "chalk's own book" in refused.stderr
