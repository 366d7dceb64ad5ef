"""Hostile input: every user-facing input path of `chalk`, fed generated inputs in-process.

Each input must end in a result (exit 0, or 1 where the command defines it) or in a
one-line ``chalk: error:`` with exit 2 — never a traceback, never an internal error
(exit 3), never a hang (pytest-timeout bounds each test), and never a write anywhere but
``output/`` (the working directory and the temporary directory are compared before and
after). Inputs are Hypothesis strategies, derandomized (a fixed seed per test), so a
failure reproduces and shrinks to a small input.

``CHALK_FUZZ_SIZE`` scales every test's number of examples (default 1; 0.1 for a quick
look, 10 for a long soak). These tests are marked ``fuzz``: the default run deselects
them and ``.ci/run`` runs them with the slow tests (``python -m pytest -m "slow or fuzz"``).
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chalk.cli import EXIT_INTERNAL, main
from chalk.derivations.registry import REGISTRY

pytestmark = pytest.mark.fuzz

FUZZ_SIZE = float(os.environ.get("CHALK_FUZZ_SIZE", "1"))
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


def fuzzed(examples: int):
    """Hypothesis settings for a fuzz test of ``examples`` inputs (scaled by CHALK_FUZZ_SIZE):
    a fixed seed, no example database (nothing is written), no deadline (a command may take
    a while; pytest-timeout bounds the test)."""
    return settings(
        max_examples=max(1, round(examples * FUZZ_SIZE)),
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


def hostile(extra: list[str] = ()) -> st.SearchStrategy[str]:
    """Strings assembled from hostile atoms, real fragments and random code points (an atom
    three times as often as either kind of random text)."""
    atoms = st.sampled_from(HOSTILE + list(extra))
    ascii_text = st.text(st.characters(min_codepoint=32, max_codepoint=126), min_size=1, max_size=12)
    any_text = st.text(st.characters(max_codepoint=0x2FFF, exclude_categories=()), min_size=1, max_size=6)
    part = st.one_of(atoms, atoms, atoms, ascii_text, any_text)
    return st.lists(part, min_size=1, max_size=5).map("".join)


def maybe(p_true: float) -> st.SearchStrategy[bool]:
    """True about ``p_true`` of the time (in twentieths)."""
    return st.integers(1, 20).map(lambda n: n <= round(p_true * 20))


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
        except SystemExit as exc:  # --help exits 0 after printing the help
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

    def share(self, code: int) -> float:
        """The fraction of the runs so far that ended with ``code``."""
        return self.by_code.get(code, 0) / max(self.count, 1)


FRAGMENTS = [*CLAIM_IDS, *(i.split(".")[0] for i in CLAIM_IDS), *(i.split(".")[-1] for i in CLAIM_IDS)]
patterns = hostile(FRAGMENTS)


@pytest.mark.timeout(600)
def test_claim_id_patterns_for_list_and_derive_never_crash(sandbox, capsys):
    runs = Outcomes(capsys)

    @fuzzed(3000)
    @given(patterns)
    def listed(text):
        runs.run(["list", text])

    @fuzzed(1500)
    @given(patterns)
    def derived(text):
        code, _, _ = runs.run(["derive", text], allowed=(0, 1, 2))
        assert code != 0 or text in CLAIM_IDS or text.startswith("-"), text

    listed()
    derived()
    assert runs.by_code.get(2, 0) > 0


@pytest.mark.timeout(600)
def test_claim_id_patterns_for_verify_and_mutate_never_crash(sandbox, capsys):
    runs = Outcomes(capsys)

    @fuzzed(600)
    @given(patterns)
    def verified(text):
        runs.run(["verify", text, "--json"], allowed=(0, 1, 2))

    @fuzzed(150)
    @given(patterns)
    def mutated(text):
        runs.run(["mutate", text, "--per-claim", "1", "--json"], allowed=(0, 1, 2))

    verified()
    mutated()
    assert runs.by_code.get(2, 0) > 0


OPTIONS = ["--json", "--strict", "--per-claim", "--min-ratio", "-h", "--", "-x", "--frobnicate", "--set", "--over"]
OPTIONS += ["--model", "--hardware", "--model-config", "--to", "--precision", "--csv", "--list", "--published"]


@st.composite
def command_lines(draw, commands: list[str]) -> list[str]:
    """A command (or hostile text in its place) and up to five options or hostile words."""
    argv = [draw(st.sampled_from(commands)) if draw(maybe(0.8)) else draw(hostile(commands))]
    if argv[0] in ("verify", "mutate"):
        argv.append(draw(hostile()))  # without a pattern they would run every claim: bound the work
    for _ in range(draw(st.integers(0, 5))):
        argv.append(draw(st.sampled_from(OPTIONS)) if draw(maybe(0.4)) else draw(hostile()))
    if argv[0] == "mutate" and "--per-claim" not in argv:
        argv += ["--per-claim", "1"]  # bound the work a matching pattern can start
    return argv


@pytest.mark.timeout(600)
def test_hostile_arguments_of_every_command_never_crash(sandbox, capsys):
    from chalk.cli import COMMANDS

    runs = Outcomes(capsys)
    # build and export regenerate output/ and init writes a starter project (their own tests cover
    # them); the rest take any text
    real = [
        c
        for c, (module, _) in COMMANDS.items()
        if c not in ("build", "export", "init") and importlib.util.find_spec(module)
    ]

    @fuzzed(1000)
    @given(command_lines(real))
    def ran(argv):
        runs.run(argv, allowed=(0, 1, 2))

    ran()
    assert runs.by_code.get(2, 0) > 0


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


@st.composite
def values(draw) -> str:
    """A number with a unit (some spaced oddly), a piece of Python, or hostile text."""
    roll = draw(st.integers(0, 19))
    if roll < 9:
        return f"{draw(st.sampled_from(NUMBERS))}{draw(st.sampled_from(['', ' ', '  ']))}{draw(st.sampled_from(UNITS))}"
    if roll < 12:
        return draw(st.sampled_from(CODE))
    return draw(hostile(NUMBERS + UNITS))


@st.composite
def eval_command_lines(draw, inputs: list[str], defined: list[str]) -> list[str]:
    name = draw(st.sampled_from(inputs)) if draw(maybe(0.85)) else draw(hostile(inputs))
    quantity = draw(st.sampled_from(defined if draw(maybe(0.3)) else RESOLVABLE))
    argv = ["eval", quantity, "--hardware", "h100-sxm", "--model", "llama-2-70b", *BASE_SETS]
    value = draw(values())
    if draw(maybe(0.3)):  # a plausible value for an input the quantity reads: reach the evaluation
        name, value = (
            draw(st.sampled_from(_inputs_of(quantity))),
            draw(st.sampled_from(["1", "8", "64", "1024", "4096"])),
        )
    argv += ["--set", f"{name}={value}"]
    if draw(maybe(0.3)):
        argv += ["--to", draw(st.sampled_from(UNITS)) if draw(maybe(0.7)) else draw(hostile(UNITS))]
    if draw(maybe(0.3)):
        argv += ["--json"]
    return argv


@needs_eval
@pytest.mark.timeout(600)
def test_set_values_units_and_to_never_crash(sandbox, capsys):
    runs = Outcomes(capsys)
    inputs, defined = _eval_names()

    @fuzzed(1500)
    @given(eval_command_lines(inputs, defined))
    def evaluated(argv):
        runs.run(argv)

    evaluated()
    assert runs.share(0) > 0.1 and runs.share(2) > 0.1, runs.by_code


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


HOSTILE_FIELD_VALUES = [
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


@st.composite
def hostile_configs(draw, bases: list[dict]) -> str:
    """The text of a model config: a real one with fields made hostile (perhaps cut short),
    deep nesting, JSON of the wrong shape, or hostile text."""
    roll = draw(st.integers(0, 19))
    if roll < 11:  # a real config with one to three fields made hostile
        cfg = dict(draw(st.sampled_from(bases)))
        for _ in range(draw(st.integers(1, 3))):
            key = draw(
                st.sampled_from([*cfg, "hidden_size", "num_attention_heads", "num_key_value_heads", "torch_dtype"])
            )
            cfg[key] = draw(st.sampled_from(HOSTILE_FIELD_VALUES))
        if draw(maybe(0.2)):
            cfg.pop(draw(st.sampled_from(list(cfg))))
        text = json.dumps(cfg, allow_nan=True)
        return text if draw(maybe(0.9)) else text[: draw(st.integers(0, 200))]
    if roll < 14:
        depth = draw(st.integers(1, 3000))
        return "[" * depth + "]" * depth
    if roll < 17:
        return json.dumps(draw(st.sampled_from([[], {}, None, 1, "config", [{"hidden_size": 1}], {"": {}}])))
    return draw(hostile())


@needs_eval
@pytest.mark.timeout(600)
def test_model_config_files_never_crash(sandbox, capsys, tmp_path):
    runs = Outcomes(capsys)
    configs = tmp_path / "configs"
    configs.mkdir()
    bases = [json.loads(p.read_text()) for p in sorted(MODELS.glob("*.json"))]
    (configs / "binary.json").write_bytes(bytes(range(256)) * 4)
    (configs / "folder.json").mkdir()
    special = ["/dev/zero", "/dev/stdin", "../../etc/shadow", "", "\x00"]
    special += [str(configs / name) for name in ("binary.json", "folder.json", "missing.json")]
    quantities = st.sampled_from(["kv_bytes_per_token", "params_total", "params_active", "t_step", "optimal_batch"])

    def run(path: str, quantity: str) -> None:
        argv = ["eval", quantity, "--model-config", path, "--hardware", "h100-sxm"]
        runs.run([*argv, "--set", "batch=8", "--set", "context=1024"])

    for path in special:
        run(path, "kv_bytes_per_token")

    @fuzzed(1000)
    @given(hostile_configs(bases), quantities)
    def read(text, quantity):
        path = configs / f"c{runs.count}.json"
        path.write_text(text, errors="surrogateescape")
        run(str(path), quantity)

    read()
    assert runs.by_code.get(0, 0) > 0


PRECISIONS = ["bf16", "fp8", "fp4", "fp16", "int8", "tf32", "fp64", "", "BF16"]


@st.composite
def catalog_command_lines(draw, hw: list[str], models: list[str]) -> list[str]:
    hardware = draw(st.sampled_from(hw)) if draw(maybe(0.3)) else draw(hostile(hw))
    model = draw(st.sampled_from(models)) if draw(maybe(0.3)) else draw(hostile(models))
    argv = ["eval", draw(st.sampled_from(["critical_intensity", "optimal_batch", "t_weights"])), "--hardware", hardware]
    argv += [
        "--model",
        model,
        "--precision",
        draw(st.sampled_from(PRECISIONS)) if draw(maybe(0.8)) else draw(hostile()),
    ]
    if draw(maybe(0.3)):
        argv.append("--published")
    return argv


@needs_eval
@pytest.mark.timeout(600)
def test_hardware_and_model_ids_never_crash(sandbox, capsys):
    from chalk.derivations.catalog import hardware_ids, model_ids

    runs = Outcomes(capsys)

    @fuzzed(1000)
    @given(catalog_command_lines(hardware_ids(), model_ids()))
    def evaluated(argv):
        runs.run(argv)

    evaluated()
    assert runs.by_code.get(2, 0) > 0


@st.composite
def axes(draw, inputs: list[str]) -> str:
    """An ``--over`` axis: a name (or hostile text), two ends, a count, perhaps a scale."""
    name = draw(st.sampled_from(inputs)) if draw(maybe(0.8)) else draw(hostile(inputs))
    counts = ["1", "2", "7", "64", "0", "-3", "50000001", "99999999999", "1e3", "", "x", "3.5"]
    parts = [draw(values()) if draw(maybe(0.3)) else draw(st.sampled_from(NUMBERS)) for _ in range(2)]
    parts.append(draw(st.sampled_from(counts)))
    if draw(maybe(0.4)):
        parts.append(draw(st.sampled_from(["log", "lin", "", "log:log"])))
    if draw(maybe(0.1)):
        return f"{name}={draw(hostile())}"
    return f"{name}={':'.join(parts)}"


@st.composite
def sweep_command_lines(draw, inputs: list[str], defined: list[str]) -> list[str]:
    quantity = draw(st.sampled_from(defined if draw(maybe(0.3)) else RESOLVABLE))
    argv = ["sweep", quantity, "--hardware", "h100-sxm", "--model", "llama-2-70b", *BASE_SETS]
    for _ in range(draw(st.integers(1, 3))):
        if draw(maybe(0.3)):  # a plausible axis over an input the quantity reads
            spec = draw(st.sampled_from(["1:64:8", "8:4096:16:log", "1:2:2", "1024:1024:1"]))
            argv += ["--over", f"{draw(st.sampled_from(_inputs_of(quantity)))}={spec}"]
        else:
            argv += ["--over", draw(axes(inputs))]
    argv.append(draw(st.sampled_from(["--json", "--csv", "--json"])))
    return argv


@needs_eval
@pytest.mark.timeout(600)
def test_over_grids_never_crash(sandbox, capsys):
    runs = Outcomes(capsys)
    inputs, defined = _eval_names()

    @fuzzed(1000)
    @given(sweep_command_lines(inputs, defined))
    def swept(argv):
        runs.run(argv)

    swept()
    assert runs.share(0) > 0.05 and runs.share(2) > 0.05, runs.by_code
