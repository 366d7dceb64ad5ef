"""The cached eval runtime: a warm `chalk eval` imports neither sympy nor z3, answers byte
for byte as the sympy path does, is rebuilt when a source it depends on changes, works
where the cache cannot be written, and stays out of a user's own project. It is data
only and sealed: a planted, edited or foreign file is ignored (a cold rebuild), and
nothing from the cache folder is ever executed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from chalk.cli import main
from chalk.constraints import sealed
from chalk.exporters import runtime
from chalk.exporters.evalbook import SympyBook
from tests.eval_battery import BATTERY

ROOT = Path(__file__).resolve().parent.parent
WARM_CHECK = """
import sys
from chalk.cli import main
code = main({argv!r})
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("sympy", "z3"))
print("HEAVY", heavy, file=sys.stderr)
sys.exit(code)
"""


def run_chalk(argv: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "chalk", *argv], cwd=cwd, env={**os.environ, **env}, capture_output=True, timeout=300
    )


def in_process(argv: list[str], capfd) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capfd.readouterr()
    return code, out, err


def test_every_battery_invocation_prints_the_same_bytes_from_the_cache_as_from_sympy(tmp_path, monkeypatch, capfd):
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path / "cache"))
    differences = []
    for k, argv in enumerate(BATTERY):
        answers = []
        for mode in ("sympy", "cache"):
            cwd = tmp_path / f"{mode}{k}"
            cwd.mkdir()
            monkeypatch.chdir(cwd)
            monkeypatch.setenv("CHALK_RUNTIME", "0" if mode == "sympy" else "1")
            printed = in_process(argv, capfd)
            answers.append((printed, {p.name: p.read_bytes() for p in sorted(cwd.iterdir())}))
        if answers[0] != answers[1]:
            differences.append(" ".join(argv))
    assert len(BATTERY) >= 40
    assert differences == []
    assert len(list((tmp_path / "cache" / "runtime").iterdir())) == 1  # built once, then read


def test_a_warm_eval_imports_neither_sympy_nor_z3_and_prints_what_a_cold_one_does(tmp_path):
    argv = ["eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72"]
    env = {"CHALK_CACHE_DIR": str(tmp_path / "cache")}
    script = WARM_CHECK.format(argv=argv)
    cold = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env={**os.environ, **env}, capture_output=True)
    warm = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env={**os.environ, **env}, capture_output=True)
    assert cold.returncode == warm.returncode == 0
    assert b"HEAVY []" not in cold.stderr  # the first run built the runtime from sympy
    assert warm.stderr.strip().endswith(b"HEAVY []")
    assert warm.stdout == cold.stdout and b"optimal_batch = " in warm.stdout


def test_an_edited_source_file_changes_the_runtime_key(tmp_path):
    copies = []
    for k, path in enumerate(runtime._source_files()[:40]):
        copy = tmp_path / f"{k}{path.suffix}"
        shutil.copyfile(path, copy)
        copies.append(copy)
    before = runtime.source_key(copies)
    assert runtime.source_key(copies) == before
    copies[7].write_bytes(copies[7].read_bytes() + b"\n# an edit\n")
    assert runtime.source_key(copies) != before


def test_the_key_covers_units_derivations_the_catalog_json_and_the_codegen():
    files = {p.as_posix() for p in runtime._source_files()}
    assert any(p.endswith("units/definitions.txt") for p in files)
    assert any(p.endswith("derivations/catalog/hardware.json") for p in files)
    assert any("/derivations/catalog/models/" in p and p.endswith(".json") for p in files)
    assert any(p.endswith("derivations/lectures/__init__.py") for p in files)
    assert any(p.endswith("exporters/codegen.py") for p in files)


def test_a_new_key_builds_a_new_runtime_and_a_table_of_another_key_is_never_read(tmp_path, monkeypatch):
    monkeypatch.setattr(runtime, "source_key", lambda files=None: "a" * 32)
    first = runtime.cached_book(tmp_path)
    assert first is not None and (tmp_path / f"{'a' * 32}.json").is_file()
    stale = runtime._read(tmp_path, "a" * 32)
    stale["quantities"]["critical_intensity"]["meaning"] = "a stale meaning"
    # sealed with our own key, but for key "aaa…": moved to "bbb…" it fails its seal
    (tmp_path / f"{'b' * 32}.json").write_bytes(sealed.seal("runtime", "a" * 32, stale))
    monkeypatch.setattr(runtime, "source_key", lambda files=None: "b" * 32)
    second = runtime.cached_book(tmp_path)
    assert second.lookup("critical_intensity").meaning == "FLOPs the chip can do per byte it reads"
    assert runtime._read(tmp_path, "b" * 32)["key"] == "b" * 32


def test_an_unwritable_cache_folder_still_gives_the_sympy_answer(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be")
    argv = ["eval", "t_step", "--model", "llama-2-70b", "--hardware", "a100-80gb", "--set", "chips=2"]
    argv += ["--set", "batch=1", "--set", "context=4096", "--set", "bytes_per_element=2", "--json"]
    blocked = run_chalk(argv, tmp_path, CHALK_CACHE_DIR=str(blocker))
    sympy = run_chalk(argv, tmp_path, CHALK_RUNTIME="0")
    assert blocked.returncode == sympy.returncode == 0
    assert (blocked.stdout, blocked.stderr) == (sympy.stdout, sympy.stderr)
    assert json.loads(blocked.stdout)["quantity"] == "t_step"


def test_a_runtime_built_in_memory_answers_like_a_stored_one(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    book = runtime.cached_book(blocker / "runtime")
    assert book is not None and not (blocker / "runtime").exists()  # nothing was written: the table stays in memory
    assert book.function("critical_intensity")(peak_flops=2.0, hbm_bandwidth=4.0) == 0.5


USER_CLAIMS = textwrap.dedent('''
    """A user's own definition."""
    import chalk as dq
    from sympy import Eq
    from chalk.vocabulary import batch, context

    tokens_in_flight = dq.define("tokens_in_flight", batch * context, "token", "tokens held by one step")


    @dq.claim(source="test")
    def tokens_in_flight_is_batch_times_context():
        """B sequences of L tokens are B·L tokens."""
        return dq.Claim(Eq(tokens_in_flight, batch * context))
    ''')


@pytest.mark.slow  # four chalk processes, one of them cold (~20 s)
def test_a_user_project_gets_the_cached_runtime_and_a_warm_eval_imports_neither_sympy_nor_z3(tmp_path):
    """One reader for every book: the runtime of a user's project holds their quantities,
    keyed by their files; the warm run reads it without loading the project."""
    (tmp_path / "claims.py").write_text(USER_CLAIMS)
    (tmp_path / "pyproject.toml").write_text('[tool.chalk]\nclaims = ["claims.py"]\n')
    cache = tmp_path / "cache"
    argv = ["eval", "tokens_in_flight", "--set", "batch=3", "--set", "context=5"]
    check = [sys.executable, "-c", WARM_CHECK.format(argv=argv)]
    env = {**os.environ, "CHALK_CACHE_DIR": str(cache)}
    cold = subprocess.run(check, cwd=tmp_path, env=env, capture_output=True, timeout=300)
    assert cold.returncode == 0, cold.stderr
    assert cold.stdout.decode().startswith("tokens_in_flight = 15 token")
    assert b"HEAVY []" not in cold.stderr  # the first run loaded the project and built its runtime
    assert len(list((cache / "runtime").glob("*.json"))) == 1
    warm = subprocess.run(check, cwd=tmp_path, env=env, capture_output=True, timeout=300)
    assert warm.returncode == 0, warm.stderr
    assert b"HEAVY []" in warm.stderr, warm.stderr
    assert warm.stdout == cold.stdout
    sympy = run_chalk(argv, tmp_path, CHALK_RUNTIME="0", CHALK_CACHE_DIR=str(cache))
    assert sympy.stdout == warm.stdout
    (tmp_path / "claims.py").write_text(USER_CLAIMS.replace("batch * context, ", "2 * batch * context, "))
    edited = subprocess.run(check, cwd=tmp_path, env=env, capture_output=True, timeout=300)
    assert edited.stdout.decode().startswith("tokens_in_flight = 30 token")  # an edited file is a new key


def test_the_sympy_book_answers_for_claims_not_found_a_local_config_or_chalk_runtime_0(tmp_path, monkeypatch):
    from chalk.evaluation.books import SourceError, Sources, reading

    def book_for(sources: Sources):
        with reading(sources) as found:
            return found

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path / "cache"))
    assert isinstance(book_for(Sources()), runtime.CachedBook)
    assert isinstance(book_for(Sources(model_config=str(tmp_path / "config.json"))), SympyBook)
    with pytest.raises(SourceError):  # claims that cannot be found: a typed error, not a guess
        book_for(Sources(claims=(str(tmp_path / "missing.py"),)))
    monkeypatch.setenv("CHALK_RUNTIME", "0")
    assert isinstance(book_for(Sources()), SympyBook)


def test_an_edited_function_tree_is_ignored_and_the_runtime_rebuilt_cold(tmp_path):
    """The attack of issue 24: an edited function printed 590.7 instead of 295.4 FLOP/byte."""
    argv = ["eval", "critical_intensity", "--hardware", "h100-sxm", "--json"]
    cache = tmp_path / "cache"
    assert run_chalk(argv, tmp_path, CHALK_CACHE_DIR=str(cache)).returncode == 0
    (stored,) = cache.glob("runtime/*.json")
    mac, payload = stored.read_bytes().split(b"\n", 1)
    table = json.loads(payload)
    table["functions"]["critical_intensity"]["result"] = [
        "*",
        ["num", 2],
        table["functions"]["critical_intensity"]["result"],
    ]
    stored.write_bytes(mac + b"\n" + json.dumps(table, sort_keys=True).encode())  # the old MAC kept
    edited = run_chalk(argv, tmp_path, CHALK_CACHE_DIR=str(cache))
    sympy = run_chalk(argv, tmp_path, CHALK_RUNTIME="0")
    assert edited.returncode == 0 and (edited.stdout, edited.stderr) == (sympy.stdout, sympy.stderr)
    assert runtime._read(stored.parent, stored.stem) is not None  # rebuilt and sealed again


PLANTED = "import pathlib; pathlib.Path({marker!r}).write_text('ran')\n"


def test_files_planted_under_the_runtime_folder_are_never_run_nor_read(tmp_path):
    argv = ["eval", "critical_intensity", "--hardware", "h100-sxm", "--json"]
    cache, marker = tmp_path / "cache", tmp_path / "marker"
    key = runtime.source_key()
    planted = PLANTED.format(marker=str(marker))
    functions = cache / "runtime" / key / "functions"  # the layout the old runtime executed from
    functions.mkdir(parents=True)
    (functions / "critical_intensity.py").write_text(planted + "def critical_intensity(**kw):\n    return 1.0\n")
    (cache / "runtime" / key / "table.json").write_text(json.dumps({"key": key, "format": 1}))
    (cache / "runtime" / "__init__.py").write_text(planted)
    (cache / "runtime" / "sitecustomize.py").write_text(planted)
    forged = {"key": key, "format": runtime.FORMAT, "functions": {}, "quantities": {}}
    (cache / "runtime" / f"{key}.json").write_text("0" * 64 + "\n" + json.dumps(forged))  # no valid MAC
    done = run_chalk(argv, tmp_path, CHALK_CACHE_DIR=str(cache))
    sympy = run_chalk(argv, tmp_path, CHALK_RUNTIME="0")
    assert done.returncode == 0 and (done.stdout, done.stderr) == (sympy.stdout, sympy.stderr)
    assert not marker.exists()
    assert runtime._read(cache / "runtime", key)["functions"]  # the forged file was replaced by a sealed build


def test_a_runtime_file_replaced_within_one_process_is_read_and_its_seal_checked_again(tmp_path, monkeypatch):
    """The process remembers the last table it read by the file's stat: a file replaced
    since (a forged one here) is read again, and fails its seal."""
    monkeypatch.setattr(runtime, "source_key", lambda files=None: "d" * 32)
    assert runtime.cached_book(tmp_path) is not None
    path = tmp_path / f"{'d' * 32}.json"
    first = runtime._read(tmp_path, "d" * 32)
    assert first is not None and runtime._read(tmp_path, "d" * 32) is first  # remembered
    mac, _, payload = path.read_bytes().partition(b"\n")
    forged = tmp_path / "forged.json"
    forged.write_bytes(mac + b"\n" + payload.replace(b"FLOPs the chip", b"FLOPs a forger"))
    os.replace(forged, path)
    assert runtime._read(tmp_path, "d" * 32) is None


def test_a_runtime_sealed_with_another_users_key_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setattr(runtime, "source_key", lambda files=None: "c" * 32)
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "mallory" / "cache-key"))
    theirs = runtime.cached_book(tmp_path)
    table = dict(theirs.table)
    table["quantities"] = {**table["quantities"]}
    table["quantities"]["critical_intensity"] = {**table["quantities"]["critical_intensity"], "meaning": "forged"}
    assert sealed.write(tmp_path / f"{'c' * 32}.json", "runtime", "c" * 32, table)
    assert runtime.cached_book(tmp_path).lookup("critical_intensity").meaning == "forged"  # theirs reads it
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "alice" / "cache-key"))
    ours = runtime.cached_book(tmp_path)
    assert ours.lookup("critical_intensity").meaning == "FLOPs the chip can do per byte it reads"


def test_a_tree_with_an_unknown_node_is_refused_and_the_sympy_source_answers_that_function():
    from chalk.exporters import runtime_eval

    bad = {"inputs": ["x"], "lets": [], "result": ["call", "__import__", ["var", "x"]]}
    with pytest.raises(runtime_eval.BadTree):
        runtime_eval.function("f", bad)
    good = runtime.cached_book()
    table = {**good.table, "functions": {**good.table["functions"], "critical_intensity": bad}}
    book = runtime.CachedBook(table)
    f = book.function("critical_intensity")  # refused as data; compiled from the sympy source instead
    assert f(peak_flops=1e15, hbm_bandwidth=2e12) == pytest.approx(500.0)


def test_the_runtime_modules_execute_nothing_they_read():
    """No exec, eval, compile, import by name, pickle or marshal in the modules that read the cache."""
    import ast

    forbidden = {"exec", "eval", "compile", "__import__", "import_module", "loads", "load"}
    for name in ("exporters/runtime.py", "exporters/runtime_eval.py", "exporters/evalbook.py", "constraints/sealed.py"):
        tree = ast.parse((ROOT / name).read_text())
        for n in ast.walk(tree):
            if isinstance(n, ast.Call):
                called = n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", "")
                owner = ast.unparse(n.func.value) if isinstance(n.func, ast.Attribute) else ""
                assert called not in forbidden or owner == "json", f"{name}: {ast.unparse(n)}"
            if isinstance(n, (ast.Import, ast.ImportFrom)):
                names = {a.name for a in n.names} | {getattr(n, "module", "") or ""}
                assert not names & {"pickle", "marshal", "types", "runpy"}, f"{name}: {ast.unparse(n)}"


def test_the_tree_evaluates_to_the_same_bits_as_the_compiled_source():
    import numpy as np

    from chalk.exporters import runtime_build, runtime_eval
    from chalk.exporters.codegen import compiled, numpy_function

    rng = np.random.default_rng(7)
    for name in ("t_step", "optimal_batch", "critical_intensity", "kv_bytes_per_token", "all_to_all_time_limit"):
        f = numpy_function(name)
        tree = runtime_eval.function(name, runtime_build.function_record(f.source, name))
        args = {s.name: rng.uniform(0.5, 4096.0, size=64) for s in f.inputs}
        assert np.array_equal(tree(**args), compiled(name)(**args), equal_nan=True), name


COPY_RUN = """
import sys
sys.meta_path[:] = [f for f in sys.meta_path if "__editable__" not in getattr(f, "__module__", "")]
sys.path.insert(0, {root!r})
import chalk
assert chalk.__file__.startswith({root!r}), chalk.__file__
from chalk.cli import main
sys.exit(main({argv!r}))
"""


def test_editing_a_definition_in_a_copied_tree_rebuilds_the_runtime_and_shows_the_edit(tmp_path):
    root = tmp_path / "tree"
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "api", root / "chalk", ignore=skip)
    for folder in ("units", "derivations", "constraints", "exporters", "evaluation", "cli", "papers"):
        shutil.copytree(ROOT / folder, root / "chalk" / folder, ignore=skip)
    env = {**os.environ, "CHALK_CACHE_DIR": str(tmp_path / "cache")}
    argv = ["eval", "critical_intensity", "--hardware", "h100-sxm"]
    script = COPY_RUN.format(root=str(root), argv=argv)

    def run() -> str:
        done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert "(FLOPs the chip can do per byte it reads)" in run()
    symbols = root / "chalk" / "derivations" / "lectures" / "batching" / "symbols.py"
    text = symbols.read_text()
    assert text.count('"FLOPs the chip can do per byte it reads"') == 1
    symbols.write_text(text.replace('"FLOPs the chip can do per byte it reads"', '"an edited meaning"'))
    assert "(an edited meaning)" in run()
    assert len(list((tmp_path / "cache" / "runtime").iterdir())) == 2  # one runtime per source key
