"""Hostile input: every user-facing input path of `chalk`, fed generated inputs in-process.

Each input must end in a result (exit 0, or 1 where the command defines it) or in a
one-line ``chalk: error:`` with exit 2 — never a traceback, never an internal error
(exit 3), never a hang (pytest-timeout bounds each test), and never a write anywhere but
``output/`` (the working directory and the temporary directory are compared before and
after). Inputs come from a seeded generator, so a failure reproduces.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from chalk.cli import EXIT_INTERNAL, main
from chalk.derivations.registry import REGISTRY

pytestmark = pytest.mark.fuzz

CLAIM_IDS = [e.id for e in REGISTRY.load().select("*")]
HOSTILE = [
    "",
    " ",
    "*",
    "**",
    "?",
    "[",
    "]",
    "[!",
    "[]",
    "[a-",
    "!",
    "-",
    "--",
    "-h",
    "--help",
    "--json",
    ".",
    "..",
    "/",
    "\\",
    "'",
    '"',
    "`",
    "$(touch pwned)",
    "`touch pwned`",
    ";",
    "|",
    "&&",
    ">",
    "> /tmp/pwned",
    "<",
    "\x00",
    "\n",
    "\r\n",
    "\t",
    "%s%s%n",
    "{0.__class__}",
    "{}",
    "__import__('os').system('touch pwned')",
    'exec(\'open("pwned","w")\')',
    "eval",
    "lambda: 0",
    "${HOME}",
    "~",
    "../../etc/passwd",
    "/etc/passwd",
    "output/../pwned",
    "é",
    "µ",
    "∞",
    "🙂",
    "\u202e",
    "\udcff",
    "1e999",
    "-1e999",
    "nan",
    "inf",
    "-0",
    "0",
    "-1",
    "1/0",
    "2**1000",
    "9" * 400,
    "a" * 300,
    "*a" * 120,
    "[" * 100,
    "batching",
    "batching.",
    "batching.*",
    "*.step_time_roofline",
    "optimal_batch",
    "Batching.*",
]


def hostile(rng: random.Random, extra: list[str] = ()) -> str:
    """A string assembled from hostile atoms, real fragments and random code points."""
    atoms = HOSTILE + list(extra)
    parts = []
    for _ in range(rng.randint(1, 5)):
        roll = rng.random()
        if roll < 0.6:
            parts.append(rng.choice(atoms))
        elif roll < 0.8:
            parts.append("".join(chr(rng.randint(32, 126)) for _ in range(rng.randint(1, 12))))
        else:
            parts.append("".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(1, 6))))
    return "".join(parts)


def _snapshot(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if "output" not in p.relative_to(root).parts}


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    """Run in an empty directory with a private temp dir; fail on any write outside output/."""
    work, tmp = tmp_path / "work", tmp_path / "tmp"
    work.mkdir()
    tmp.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    before = (_snapshot(work), _snapshot(tmp))
    yield work
    assert (_snapshot(work), _snapshot(tmp)) == before, "a command wrote outside output/"


class Outcomes:
    """Runs argv lists through ``main`` and checks how each one ends."""

    def __init__(self, capsys):
        self.capsys = capsys
        self.count = 0
        self.by_code: dict[int, int] = {}

    def run(self, argv: list[str], allowed: tuple[int, ...] = (0, 2)) -> tuple[int, str, str]:
        self.count += 1
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's own --help exits 0 after printing help
            code = exc.code
            assert code == 0, (argv, code)
        out, err = self.capsys.readouterr()
        self.by_code[code] = self.by_code.get(code, 0) + 1
        assert "Traceback" not in out + err, argv
        assert code != EXIT_INTERNAL, (argv, err)
        assert code in allowed, (argv, code, err)
        if code == 2:
            assert err.startswith("chalk: error: ") and err.count("\n") == 1, (argv, err)
        return code, out, err


def patterns(rng: random.Random, n: int) -> Iterator[str]:
    fragments = [*CLAIM_IDS, *(i.split(".")[0] for i in CLAIM_IDS), *(i.split(".")[-1] for i in CLAIM_IDS)]
    for _ in range(n):
        yield hostile(rng, fragments)


@pytest.mark.timeout(600)
def test_claim_id_patterns_for_list_and_derive_never_crash(sandbox, capsys):
    rng, runs = random.Random(8), Outcomes(capsys)
    for text in patterns(rng, 5000):
        runs.run(["list", text])
    for text in patterns(rng, 2500):
        code, _, _ = runs.run(["derive", text], allowed=(0, 1, 2))
        assert code != 0 or text in CLAIM_IDS or text.startswith("-")
    assert runs.count == 7500 and runs.by_code.get(2, 0) > 0


@pytest.mark.timeout(600)
def test_claim_id_patterns_for_verify_and_mutate_never_crash(sandbox, capsys):
    rng, runs = random.Random(9), Outcomes(capsys)
    for text in patterns(rng, 1200):
        runs.run(["verify", text, "--json"], allowed=(0, 1, 2))
    for text in patterns(rng, 300):
        runs.run(["mutate", text, "--per-claim", "1", "--json"], allowed=(0, 1, 2))
    assert runs.count == 1500


@pytest.mark.timeout(600)
def test_hostile_arguments_of_every_command_never_crash(sandbox, capsys):
    from chalk.cli import COMMANDS

    rng, runs = random.Random(10), Outcomes(capsys)
    # build and export regenerate output/ and init writes a starter project (their own tests cover
    # them); the rest take any text
    real = [
        c
        for c, (module, _) in COMMANDS.items()
        if c not in ("build", "export", "init") and importlib.util.find_spec(module)
    ]
    options = ["--json", "--strict", "--per-claim", "--min-ratio", "-h", "--", "-x", "--frobnicate", "--set", "--over"]
    options += ["--model", "--hardware", "--model-config", "--to", "--precision", "--csv", "--list", "--published"]
    for _ in range(1500):
        argv = [rng.choice(real) if rng.random() < 0.8 else hostile(rng, real)]
        if argv[0] in ("verify", "mutate"):
            argv.append(hostile(rng))  # without a pattern they would run every claim: bound the work
        for _ in range(rng.randint(0, 5)):
            argv.append(rng.choice(options) if rng.random() < 0.4 else hostile(rng))
        if argv[0] == "mutate" and "--per-claim" not in argv:
            argv += ["--per-claim", "1"]  # bound the work a matching pattern can start
        runs.run(argv, allowed=(0, 1, 2))
    assert runs.count == 1500 and runs.by_code.get(2, 0) > 0


# --- chalk eval / chalk sweep: --set, --to, --model-config, hardware and model ids, --over ---
HAS_EVAL = importlib.util.find_spec("chalk.cli.commands.eval_quantity") is not None
needs_eval = pytest.mark.skipif(not HAS_EVAL, reason="chalk eval and sweep are not in this tree yet")
MODELS = Path(__file__).parents[1] / "derivations" / "catalog" / "models"
CODE = [
    "__import__('os').system('touch pwned')",
    "__import__('pathlib').Path('pwned').touch()",
    "open('pwned', 'w').write('x')",
    "exec(\"open('pwned','w')\")",
    "eval('1+1')",
    "(lambda: open('pwned', 'w'))()",
    "1; import os; os.system('touch pwned')",
    "Symbol('x').__class__.__init__.__globals__",
    "S('pwned')",
    "3 TB/s; __import__('os')",
    "2*__import__('os').getpid()",
    "{{7*7}}",
    "${7*7}",
]
NUMBERS = [
    "1",
    "8192",
    "3.35",
    "1e3",
    "1e-3",
    "1e308",
    "1e309",
    "-1",
    "0",
    "-0",
    ".5",
    "5.",
    "1_000",
    "0x10",
    "nan",
    "inf",
    "1e",
    "e3",
    "++1",
    "1.2.3",
    "٣",
    "１",
    "4096 ",
    " 2",
]
UNITS = [
    "",
    "TB/s",
    "GB/s",
    "GiB/s",
    "Gb/s",
    "byte/token",
    "kB/token",
    "token/sequence",
    "FLOP/s",
    "s",
    "ms",
    "h",
    "USD/hour",
    "parameter",
    "1",
    "byte",
    "B",
    "FLOP",
    "token",
    "seq",
    "bit",
    "TB",
    "ms**2",
    "1/s",
    "(s",
    "s)",
    "s^2",
    "s**-1",
    "meter",
    "kg",
    "degC",
    "USD",
    "dollar/hour",
    "µs",
    "us",
    "MAC/s",
    "exa FLOP",
    "EFLOP/s",
]


RESOLVABLE = ["t_step", "t_compute", "t_weights", "t_kv", "optimal_batch", "critical_intensity", "kv_bytes_per_token"]
BASE_SETS = ["--set", "batch=64", "--set", "context=4096", "--set", "chips=8", "--set", "bytes_per_element=2"]


def _eval_names():
    from chalk.derivations.quantities import all_quantities

    inputs = sorted(importlib.import_module("chalk.exporters.inputs").input_quantities())
    defined = sorted(q.name for q in all_quantities() if q.definition is not None)
    return inputs, defined


def _inputs_of(quantity: str) -> list[str]:
    from chalk.exporters.codegen import numpy_function

    return [s.name for s in numpy_function(quantity).inputs]


def values(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.45:
        return f"{rng.choice(NUMBERS)}{rng.choice(['', ' ', '  '])}{rng.choice(UNITS)}"
    if roll < 0.6:
        return rng.choice(CODE)
    return hostile(rng, NUMBERS + UNITS)


@needs_eval
@pytest.mark.timeout(600)
def test_set_values_units_and_to_never_crash(sandbox, capsys):
    rng, runs = random.Random(11), Outcomes(capsys)
    inputs, defined = _eval_names()
    for _ in range(2000):
        name = rng.choice(inputs) if rng.random() < 0.85 else hostile(rng, inputs)
        quantity = rng.choice(defined) if rng.random() < 0.3 else rng.choice(RESOLVABLE)
        argv = ["eval", quantity, "--hardware", "h100-sxm", "--model", "llama-2-70b", *BASE_SETS]
        value = values(rng)
        if rng.random() < 0.3:  # a plausible value for an input the quantity reads: reach the evaluation
            name, value = rng.choice(_inputs_of(quantity)), rng.choice(["1", "8", "64", "1024", "4096"])
        argv += ["--set", f"{name}={value}"]
        if rng.random() < 0.3:
            argv += ["--to", rng.choice(UNITS) if rng.random() < 0.7 else hostile(rng, UNITS)]
        if rng.random() < 0.3:
            argv += ["--json"]
        runs.run(argv)
    assert runs.count == 2000 and runs.by_code.get(0, 0) > 200 and runs.by_code.get(2, 0) > 200


@needs_eval
def test_python_code_in_a_set_value_is_rejected_without_running(sandbox, capsys, monkeypatch):
    import builtins

    import sympy

    seen: list[str] = []

    def spy(real):
        def wrapped(source, *args, **kwargs):
            seen.append(source if isinstance(source, str) else "")
            return real(source, *args, **kwargs)

        return wrapped

    import sympy.parsing.sympy_parser as parser

    spied = [(builtins, "eval"), (builtins, "exec"), (sympy, "sympify"), (sympy, "parse_expr"), (parser, "parse_expr")]
    for module, name in spied:
        monkeypatch.setattr(module, name, spy(getattr(module, name)))
    runs = Outcomes(capsys)
    for code in CODE:
        for argv in (
            ["eval", "critical_intensity", "--set", f"peak_flops={code}", "--set", "hbm_bandwidth=3 TB/s"],
            ["eval", "critical_intensity", "--set", f"{code}=1", "--set", "hbm_bandwidth=3 TB/s"],
            ["sweep", "critical_intensity", "--set", "peak_flops=1e15", "--over", f"hbm_bandwidth=1:{code}:3"],
            ["eval", "critical_intensity", "--hardware", "h100-sxm", "--to", code],
        ):
            assert runs.run(argv)[0] == 2, argv
    assert not Path("pwned").exists()
    leaked = [s for s in seen for code in CODE if code in s]
    assert not leaked, leaked


def _hostile_config(rng: random.Random, base: dict) -> str:
    roll = rng.random()
    if roll < 0.55:  # a real config with one to three fields made hostile
        cfg = dict(base)
        for _ in range(rng.randint(1, 3)):
            key = rng.choice([*cfg, "hidden_size", "num_attention_heads", "num_key_value_heads", "torch_dtype"])
            cfg[key] = rng.choice(
                [
                    None,
                    True,
                    -1,
                    0,
                    1,
                    3,
                    2**64,
                    10**400,
                    1.5,
                    1e308,
                    float("inf"),
                    float("nan"),
                    "64",
                    "",
                    [],
                    {},
                    [1, 2],
                    {"a": 1},
                    "__import__('os')",
                    "bfloat16",
                    "float8_e4m3fn",
                    "int4",
                    -(2**63),
                ]
            )
        if rng.random() < 0.2:
            cfg.pop(rng.choice(list(cfg)))
        return json.dumps(cfg, allow_nan=True) if rng.random() < 0.9 else json.dumps(cfg)[: rng.randint(0, 200)]
    if roll < 0.7:
        depth = rng.randint(1, 3000)
        return "[" * depth + "]" * depth
    if roll < 0.85:
        return json.dumps(rng.choice([[], {}, None, 1, "config", [{"hidden_size": 1}], {"": {}}]))
    return hostile(rng)


@needs_eval
@pytest.mark.timeout(600)
def test_model_config_files_never_crash(sandbox, capsys, tmp_path):
    rng, runs = random.Random(12), Outcomes(capsys)
    configs = tmp_path / "configs"
    configs.mkdir()
    bases = [json.loads(p.read_text()) for p in sorted(MODELS.glob("*.json"))]
    (configs / "binary.json").write_bytes(bytes(range(256)) * 4)
    (configs / "folder.json").mkdir()
    special = ["binary.json", "folder.json", "missing.json", "", "\x00", "../../etc/shadow", "/dev/zero", "/dev/stdin"]
    for i in range(1500):
        if i < len(special):
            path = special[i] if special[i].startswith(("/", ".")) or not special[i] else str(configs / special[i])
        else:
            path = configs / f"c{i}.json"
            path.write_text(_hostile_config(rng, rng.choice(bases)), errors="surrogateescape")
            path = str(path)
        quantity = rng.choice(["kv_bytes_per_token", "params_total", "params_active", "t_step", "optimal_batch"])
        runs.run(
            [
                "eval",
                quantity,
                "--model-config",
                path,
                "--hardware",
                "h100-sxm",
                "--set",
                "batch=8",
                "--set",
                "context=1024",
            ]
        )
    assert runs.count == 1500 and runs.by_code.get(0, 0) > 0


@needs_eval
@pytest.mark.timeout(600)
def test_hardware_and_model_ids_never_crash(sandbox, capsys):
    from chalk.derivations.catalog import hardware_ids, model_ids

    rng, runs = random.Random(13), Outcomes(capsys)
    hw, models = hardware_ids(), model_ids()
    precisions = ["bf16", "fp8", "fp4", "fp16", "int8", "tf32", "fp64", "", "BF16"]
    for _ in range(1500):
        hardware = rng.choice(hw) if rng.random() < 0.3 else hostile(rng, hw)
        model = rng.choice(models) if rng.random() < 0.3 else hostile(rng, models)
        argv = ["eval", rng.choice(["critical_intensity", "optimal_batch", "t_weights"]), "--hardware", hardware]
        argv += ["--model", model, "--precision", rng.choice(precisions) if rng.random() < 0.8 else hostile(rng)]
        if rng.random() < 0.3:
            argv.append("--published")
        runs.run(argv)
    assert runs.count == 1500 and runs.by_code.get(2, 0) > 0


def _axis(rng: random.Random, inputs: list[str]) -> str:
    name = rng.choice(inputs) if rng.random() < 0.8 else hostile(rng, inputs)
    counts = ["1", "2", "7", "64", "0", "-3", "50000001", "99999999999", "1e3", "", "x", "3.5"]
    parts = [values(rng) if rng.random() < 0.3 else rng.choice(NUMBERS) for _ in range(2)]
    parts.append(rng.choice(counts))
    if rng.random() < 0.4:
        parts.append(rng.choice(["log", "lin", "", "log:log"]))
    if rng.random() < 0.1:
        return f"{name}={hostile(rng)}"
    return f"{name}={':'.join(parts)}"


@needs_eval
@pytest.mark.timeout(600)
def test_over_grids_never_crash(sandbox, capsys):
    rng, runs = random.Random(14), Outcomes(capsys)
    inputs, defined = _eval_names()
    for _ in range(1500):
        quantity = rng.choice(defined) if rng.random() < 0.3 else rng.choice(RESOLVABLE)
        argv = ["sweep", quantity, "--hardware", "h100-sxm", "--model", "llama-2-70b", *BASE_SETS]
        for _ in range(rng.randint(1, 3)):
            if rng.random() < 0.3:  # a plausible axis over an input the quantity reads
                spec = rng.choice(["1:64:8", "8:4096:16:log", "1:2:2", "1024:1024:1"])
                argv += ["--over", f"{rng.choice(_inputs_of(quantity))}={spec}"]
            else:
                argv += ["--over", _axis(rng, inputs)]
        argv.append(rng.choice(["--json", "--csv", "--json"]))
        runs.run(argv)
    assert runs.count == 1500 and runs.by_code.get(0, 0) > 100 and runs.by_code.get(2, 0) > 100
