"""The explorer in a real browser: Debian's chromium driven by playwright (one launch for
the module). Every page loads without a console error and fits a 390 px and a 1,280 px
screen, the calculator reacts to its inputs and says what ``chalk eval`` says (value,
sources, fit) for catalog models and chips, the plots follow the selection, and every
generated JavaScript function agrees with the generated numpy code at 1,000 random
points, evaluated inside the browser.

The site is the session's rendering of ``output/`` (``lecture_tree``: the one verification
and rendering the export and content tests read), so the browser worker renders nothing of
its own: a separate unverified rendering cost 18 s of CPU on every run."""

from __future__ import annotations

import json
import math
import os

import numpy as np
import pytest

from chalk.exporters.site.browser import VIEWPORT, missing

# skipped where no browser can be had; CI installs both, and there a missing one is a failure
pytestmark = [
    pytest.mark.skipif(bool(missing()) and not os.environ.get("CI"), reason=f"no browser to drive: {missing()}"),
    pytest.mark.xdist_group("browser"),
]

POINTS = 1_000
REL_TOL = 1e-12


# session-scoped, not module-scoped: xdist interleaves other modules' tests with this
# group's on its worker, and a module fixture is torn down and built again at each switch
@pytest.fixture(scope="session")
def site(tmp_path_factory, lecture_tree):
    """The explorer's files on disk, as `chalk build` writes them under ``output/site``."""
    root = tmp_path_factory.mktemp("site") / "site"
    for path, data in lecture_tree.files.items():
        if path.startswith("site/"):
            target = root / path.removeprefix("site/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    return root


@pytest.fixture
def browser(chromium_browser):
    return chromium_browser


@pytest.fixture
def page(browser):
    p = browser.new_page(viewport=VIEWPORT)
    p.problems = []
    p.on("console", lambda m: p.problems.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    p.on("pageerror", lambda e: p.problems.append(f"page error: {e}"))
    p.on("requestfailed", lambda r: p.problems.append(f"request failed: {r.url}"))
    yield p
    p.close()


def _open(page, site, name: str, query: str = ""):
    page.goto((site / name).as_uri() + query)
    page.wait_for_load_state("load")


def test_every_page_loads_from_disk_without_a_console_error(page, site):
    pages = sorted(p.name for p in site.glob("*.html"))
    assert {"index.html", "calculator.html", "plots.html", "part1.html"} <= set(pages)
    for name in pages:
        _open(page, site, name)
        assert page.problems == [], name
    _open(page, site, "plots.html")
    page.wait_for_selector("#chart-roofline .main-svg")
    assert page.locator(".main-svg").count() >= 5  # plotly drew every board plot
    assert page.inner_text("#error") == ""


def test_every_claim_page_renders_mathml(page, site):
    _open(page, site, "part1.html")
    # a browser without MathML would lay <math> out as an inline run of text with no height
    heights = page.eval_on_selector_all("math[display=block]", "ms => ms.map(m => m.getBoundingClientRect().height)")
    assert heights and min(heights) > 10


def _result(page) -> str:
    return page.inner_text("#result")


def test_changing_an_input_updates_the_result(page, site):
    _open(page, site, "calculator.html", "?q=t_weights&model=llama-2-70b&hardware=h100-sxm&precision=bf16")
    before = _result(page)
    assert before.startswith("t_weights = ")
    page.fill('input[name="chips"]', "2")
    after = _result(page)
    assert after != before
    assert float(page.get_attribute("#result", "data-base")) > 0
    page.select_option("#hardware", "b200")
    assert _result(page) != after


def _chalk_eval(capsys, *argv: str) -> dict:
    from chalk.cli import main

    assert main(["eval", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


EVAL_CASES = {
    "deepseek-v3 on an NVL72 in fp8": ("optimal_batch", "deepseek-v3", "gb200-nvl72", "fp8"),
    "a chip without a model": ("critical_intensity", "", "h100-sxm", "bf16"),
    "llama-2-70b on an H100": ("t_weights", "llama-2-70b", "h100-sxm", "bf16"),
}


def _query(quantity: str, model: str, hardware: str, precision: str) -> str:
    return f"?q={quantity}&model={model}&hardware={hardware}&precision={precision}"


def _argv(quantity: str, model: str, hardware: str, precision: str) -> list[str]:
    return [quantity, *(["--model", model] if model else []), "--hardware", hardware, "--precision", precision]


@pytest.mark.parametrize("case", sorted(EVAL_CASES))
def test_the_calculator_gives_chalk_evals_value_and_sources(page, site, capsys, case):
    _open(page, site, "calculator.html", _query(*EVAL_CASES[case]))
    expected = _chalk_eval(capsys, *_argv(*EVAL_CASES[case]))
    assert float(page.get_attribute("#result", "data-base")) == pytest.approx(expected["value"], rel=1e-12)
    rows = page.eval_on_selector_all(
        "#inputs tr[data-input]", "rs => rs.map(r => [r.dataset.input, r.querySelector('.source').textContent])"
    )
    assert dict(rows) == {k: v["source"] for k, v in expected["inputs"].items()}


BAD_VALUES = [
    ("t_step", "batch", "-1"),
    ("t_step", "batch", "1 GB"),
    ("t_step", "batch", "2 parsecs"),
    ("t_step", "batch", "ten"),
    ("t_step", "batch", "3 $"),
    ("bubble_fraction", "pipeline_stages", "1.5"),
]


@pytest.mark.parametrize(("quantity", "name", "text"), BAD_VALUES)
def test_the_calculator_rejects_bad_values_with_chalk_evals_message(page, site, capsys, quantity, name, text):
    from chalk.cli import main

    setup = (quantity, "llama-2-70b", "h100-sxm", "bf16")
    _open(page, site, "calculator.html", _query(*setup))
    page.fill(f'input[name="{name}"]', text)
    assert main(["eval", *_argv(*setup), "--set", f"{name}={text}"]) == 2
    cli = capsys.readouterr().err.strip().removeprefix("chalk: error: ")
    assert page.inner_text("#error") == f"error: {cli}"
    assert _result(page) == ""


UNITS = [
    "TB/s", "GiB", "byte/token", "kB/token", "FLOP/(parameter*token)", "FLOP / parameter / token", "ms", "USD/h",
    "USD/hour", "s^-1", "1/s", "bytes", "tokens/s", "Mtok", "GB/s", "PFLOP/s", "min", "µs", "us", "h", "day",
    "MAC/s", "bit/s", "Gbit/s", "seq", "sequence*token", "byte/(token*sequence)", "kibibyte", "token**2", "",
    "parsec", "Ms", "2*s", "gigabyte", "yr", "hours", "B/param", "TB s", "(s)", "s**-2", "foo/s",
]  # fmt: skip


def test_the_javascript_unit_parser_reads_units_as_chalks_pint_registry_does(page, site):
    from chalk.units import Q_, parse_unit

    _open(page, site, "calculator.html")
    parsed = page.evaluate("units => units.map(u => CHALK.parseUnit(u))", UNITS)
    for text, js in zip(UNITS, parsed, strict=True):
        try:
            unit = parse_unit(text)
        except ValueError:
            assert js is None, text
            continue
        base = Q_(1, unit).to_base_units()
        assert js is not None, text
        assert js["factor"] == pytest.approx(base.magnitude, rel=1e-12), text
        assert js["dims"] == {k: float(v) for k, v in base.dimensionality.items()}, text


def _defined_quantities() -> list[str]:
    from chalk.derivations.quantities import all_quantities

    return [q.name for q in all_quantities() if q.definition is not None]


def _points(name: str, rng: np.random.Generator) -> dict[str, list[float]]:
    """Log-uniform positive inputs in base units (whole numbers for integer inputs)."""
    from chalk.derivations.quantities import of
    from chalk.exporters.codegen import numpy_function

    cols = {}
    for s in numpy_function(name).inputs:
        x = np.exp(rng.uniform(np.log(1e-3), np.log(1e4), POINTS))
        if of(s) is not None and of(s).symbol.is_integer:
            x = np.floor(x) + 1
        cols[s.name] = x
    return cols


# The points go in and the values come back as one JSON string each: Playwright's own
# argument serialization validates every number of a 1000-point array separately, which
# cost more than the evaluation itself. JSON writes a non-finite value as null (read back
# as NaN); the test compares only finiteness there, as before.
JS_AT_POINTS = """([name, json]) => {
  const cols = JSON.parse(json);
  const keys = Object.keys(cols), n = cols[keys[0]].length, f = CHALK.formulas[name], out = new Array(n);
  for (let k = 0; k < n; k++) { const a = {}; for (const key of keys) a[key] = cols[key][k]; out[k] = f(a); }
  return JSON.stringify(out);
}"""


def test_every_javascript_function_agrees_with_numpy_at_1000_random_points(page, site):
    from chalk.exporters.codegen import compiled

    _open(page, site, "calculator.html")
    names = _defined_quantities()
    assert sorted(page.evaluate("Object.keys(CHALK.formulas)")) == sorted(names)
    rng = np.random.default_rng(20261202)
    worst: dict[str, float] = {}
    for name in names:
        cols = _points(name, rng)
        expected = np.broadcast_to(np.asarray(compiled(name)(**cols), dtype=float), (POINTS,))
        sent = json.dumps({k: v.tolist() for k, v in cols.items()})
        got = np.array(json.loads(page.evaluate(JS_AT_POINTS, [name, sent])), dtype=float)  # null -> nan
        assert got.shape == (POINTS,), name
        finite = np.isfinite(expected)
        assert np.array_equal(np.isfinite(got), finite), name
        scale = np.maximum(np.abs(expected[finite]), np.finfo(float).tiny)
        worst[name] = float(np.max(np.abs(got[finite] - expected[finite]) / scale, initial=0.0))
    bad = {n: e for n, e in worst.items() if e > REL_TOL}
    assert bad == {}
    print(f"{len(worst)} quantities x {POINTS} points in the browser; max relative error {max(worst.values()):.3g}")


def test_a_slider_redraws_its_plot(page, site):
    _open(page, site, "plots.html")
    page.wait_for_selector("#chart-bubble .main-svg")
    before = page.text_content("#plot-bubble .gtitle")
    page.locator("#slider-bubble-pipeline_stages").fill("32")
    assert page.text_content("#plot-bubble .gtitle") != before
    assert page.problems == []


def test_show_in_converts_the_result_as_eval_to_does(page, site, capsys):
    setup = ("t_weights", "llama-2-70b", "h100-sxm", "bf16")
    _open(page, site, "calculator.html", _query(*setup))
    page.fill("#to", "ms")
    expected = _chalk_eval(capsys, *_argv(*setup), "--to", "ms")
    assert _result(page).endswith(" ms")
    shown = float(_result(page).split(" = ")[1].split()[0].replace(",", ""))
    assert shown == pytest.approx(expected["value"], rel=1e-5)
    page.fill("#to", "GB")
    assert page.inner_text("#error").startswith("error: t_weights is measured in s, which cannot be shown in GB")


# ---- sizing a deployment: the calculator against chalk eval ---------------------------


def _eval_json(capsys, argv: list[str]) -> tuple[dict, str]:
    """`chalk eval ... --json`: the document and the warning line ("" when none)."""
    from chalk.cli import main

    assert main(["eval", *argv, "--json"]) == 0
    captured = capsys.readouterr()
    warning = next((line for line in captured.err.splitlines() if line.startswith("chalk: warning: ")), "")
    return json.loads(captured.out), warning.removeprefix("chalk: warning: ")


def _calculator_query(quantity: str, model: str, hardware: str, precision: str, sets: dict[str, str]) -> str:
    from urllib.parse import urlencode

    query = {"q": quantity, "model": model, "hardware": hardware, "precision": precision}
    query.update({f"set.{k}": v for k, v in sets.items()})
    return "?" + urlencode(query)


def _eval_argv(quantity: str, model: str, hardware: str, precision: str, sets: dict[str, str]) -> list[str]:
    argv = _argv(quantity, model, hardware, precision)
    for k, v in sets.items():
        argv += ["--set", f"{k}={v}"]
    return argv


def _eval_sources(doc: dict) -> dict[str, str]:
    """Each input's source as `chalk eval --json` gives it, a --set value read as typed here."""
    return {k: v["source"].replace("given (--set)", "given (typed here)") for k, v in doc["inputs"].items()}


def _input_sources(page) -> dict[str, str]:
    rows = page.eval_on_selector_all(
        "#inputs tr[data-input]", "rs => rs.map(r => [r.dataset.input, r.querySelector('.source').textContent])"
    )
    return dict(rows)


def test_the_calculator_sizes_llama_3_70b_on_8_h100s_at_8k_context_as_chalk_eval_does(page, site, capsys):
    """The issue's case, typed into the page: only the workload (chips, batch, context) is
    typed; every model and chip value comes from the catalog."""
    _open(page, site, "calculator.html", "?q=t_step&model=llama-3-70b&hardware=h100-sxm&precision=bf16")
    for name, text in (("chips", "8"), ("batch", "64"), ("context", "8192")):
        page.fill(f'input[name="{name}"]', text)
    doc, warning = _eval_json(
        capsys,
        _eval_argv("t_step", "llama-3-70b", "h100-sxm", "bf16", {"chips": "8", "batch": "64", "context": "8192"}),
    )
    shown = float(page.get_attribute("#result", "data-base"))  # base units: s, t_step's declared unit
    assert doc["unit"] == "s"
    assert f"{shown:.4g}" == f"{doc['value']:.4g}"
    assert shown == pytest.approx(doc["value"], rel=1e-12)
    assert page.inner_text("#result") == f"t_step = {doc['value'] * 1e3:.4g} ms"
    assert _input_sources(page) == _eval_sources(doc)
    assert page.get_attribute("#fit", "data-fits") == "true" and doc["fit"]["fits"] and warning == ""
    assert page.problems == []


#: quantity, model, hardware, precision and the workload typed (the rest from the catalog)
SIZING = [
    ("t_step", "llama-3-70b", "h100-sxm", "bf16", {"chips": "8", "batch": "64", "context": "8192"}),
    ("t_step", "deepseek-v3", "gb200-nvl72", "fp8", {"batch": "2048", "context": "32768"}),
    ("t_step", "qwen3-235b-a22b", "mi300x", "fp8", {"chips": "8", "batch": "128", "context": "4096"}),
    ("throughput", "llama-3-70b", "h200", "fp8", {"chips": "8", "batch": "256", "context": "8192"}),
    ("throughput", "gpt-oss-120b", "b200", "fp8",
     {"chips": "8", "batch": "64", "context": "16384", "bytes_per_param": "0.55"}),
    ("optimal_batch_kv", "llama-3-70b", "h100-sxm", "bf16", {"chips": "8", "context": "1024"}),
    ("optimal_batch_kv", "llama-3.1-405b", "gb200-nvl72", "fp8", {"context": "1024"}),
    ("optimal_batch", "deepseek-v3", "tpu-v5p", "bf16", {}),
    ("latency_floor", "llama-3-8b", "a100-80gb", "bf16", {"chips": "1"}),
    ("mfu", "mixtral-8x7b", "h100-sxm", "bf16", {"chips": "2", "batch": "32", "context": "4096"}),
    ("kv_per_sequence", "deepseek-v3", "h200", "fp8", {"context": "131072"}),
    ("balanced_context", "llama-3-70b", "tpu-v6e", "bf16", {}),
    ("tp_max_degree", "llama-3-70b", "tpu-v5p", "bf16", {}),
    ("fsdp_tp_min_batch_per_chip", "llama-3-70b", "tpu-v5p", "bf16", {}),
    ("dp_critical_batch_per_chip", "", "tpu-v5p", "bf16", {"n_axes": "1"}),
    ("allgather_time", "", "h100-sxm", "bf16", {"axis_size": "8", "collective_bytes": "1 MB"}),
    ("allreduce_time", "", "tpu-v5e", "bf16", {"axis_size": "8", "collective_bytes": "64 MB"}),
    ("allgather_latency_bound_bytes", "", "tpu-v5p", "bf16", {"axis_size": "6"}),
    ("p2p_time", "", "gb200-nvl72", "fp8", {"collective_bytes": "16 MB", "p2p_hops": "3"}),
    ("max_params_trainable", "", "", "bf16", {"hbm_capacity": "96 GB", "train_bytes_per_param": "10"}),
    ("memory_per_chip", "deepseek-v3", "gb200-nvl72", "fp8",
     {"batch": "4096", "context": "32768", "expert_parallelism": "64", "pipeline_stages": "4"}),
    ("kv_capacity_tokens", "deepseek-v3", "gb200-nvl72", "fp8", {"expert_parallelism": "72", "pipeline_stages": "1"}),
    ("replica_memory_per_chip", "llama-3.1-405b", "h100-sxm", "fp8",
     {"chips": "8", "batch": "512", "context": "131072"}),
    ("critical_intensity", "", "tpu-v7", "bf16", {}),
]  # fmt: skip


@pytest.mark.parametrize("case", SIZING, ids=lambda c: f"{c[0]}-{c[1] or 'no-model'}-{c[2] or 'no-chip'}")
def test_the_calculator_gives_chalk_evals_value_sources_and_fit(page, site, capsys, case):
    quantity, model, hardware, precision, sets = case
    _open(page, site, "calculator.html", _calculator_query(*case))
    argv = [quantity, *(["--model", model] if model else []), *(["--hardware", hardware] if hardware else [])]
    argv += ["--precision", precision] + [a for k, v in sets.items() for a in ("--set", f"{k}={v}")]
    doc, warning = _eval_json(capsys, argv)
    assert page.inner_text("#error") == ""
    assert float(page.get_attribute("#result", "data-base")) == pytest.approx(doc["value"], rel=1e-12)
    assert _input_sources(page) == _eval_sources(doc)
    fits = page.get_attribute("#fit", "data-fits")
    if "fit" in doc:
        assert fits == str(doc["fit"]["fits"]).lower()
        fit = doc["fit"]
        need, have = f"{fit['need_bytes'] / 1e9:,.4g}", f"{fit['hbm_capacity_bytes'] / 1e9:,.4g}"
        expected = (
            f"warning: {warning}"
            if warning
            else f"fits: {fit['memory']} = {need} GB of hbm_capacity = {have} GB per chip"
        )
        assert page.inner_text("#fit") == expected
    else:
        assert fits is None and warning == ""


def test_a_configuration_that_does_not_fit_gets_chalk_evals_warning(page, site, capsys):
    case = ("t_step", "llama-3-70b", "h100-sxm", "bf16", {"chips": "8", "batch": "6400", "context": "819200"})
    _open(page, site, "calculator.html", _calculator_query(*case))
    doc, warning = _eval_json(capsys, _eval_argv(*case))
    assert doc["fit"]["fits"] is False
    assert page.inner_text("#fit") == f"warning: {warning}"


def test_an_impossible_result_gets_chalk_evals_reason(page, site, capsys):
    from chalk.cli import main

    case = ("optimal_batch_kv", "llama-3-70b", "h100-sxm", "bf16", {"chips": "8", "context": "2048"})
    _open(page, site, "calculator.html", _calculator_query(*case))
    assert main(["eval", *_eval_argv(*case)]) == 2
    cli = capsys.readouterr().err.strip().removeprefix("chalk: error: ")
    assert cli.startswith("optimal_batch_kv is negative")
    assert page.inner_text("#error") == f"error: {cli}"
    assert _result(page) == ""


def test_an_input_unneeded_at_zero_checkpoints_is_not_asked_for(page, site, capsys):
    case = ("max_params_trainable", "", "", "bf16", {"hbm_capacity": "96 GB", "train_bytes_per_param": "10"})
    _open(page, site, "calculator.html", _calculator_query(*case).replace("&hardware=", ""))
    assert float(page.get_attribute("#result", "data-base")) == pytest.approx(9.6e9, rel=1e-12)
    assert "not needed at these values" in page.inner_text("#notes")
    assert "d_model" not in _input_sources(page)


def test_typed_inputs_and_selections_survive_a_reload_from_the_address(page, site):
    _open(page, site, "calculator.html", "?q=t_step&model=llama-3-70b&hardware=h100-sxm&precision=bf16")
    page.fill('input[name="batch"]', "64")
    page.fill('input[name="context"]', "8 ktoken/sequence")
    page.fill("#to", "ms")
    page.select_option("#precision", "fp8")
    before = _result(page)
    assert "set.batch=64" in page.url and "precision=fp8" in page.url
    page.goto(page.url)
    page.wait_for_load_state("load")
    assert _result(page) == before
    assert page.input_value('input[name="context"]') == "8 ktoken/sequence"
    assert page.input_value("#to") == "ms" and page.input_value("#precision") == "fp8"


def test_every_input_is_shown_in_human_units_that_read_back_to_its_value(page, site, capsys):
    case = ("t_step", "llama-3-70b", "h100-sxm", "bf16", {"batch": "64", "context": "8192"})
    _open(page, site, "calculator.html", _calculator_query(*case))
    assert page.input_value('input[name="hbm_bandwidth"]') == "3.35 TB/s"
    assert page.input_value('input[name="peak_flops"]') == "989.5 TFLOP/s"
    assert page.input_value('input[name="kv_bytes_per_token"]') == "327.7 kB/token"
    back = page.evaluate(
        """() => Array.from(document.querySelectorAll('#inputs tr[data-input]')).map(r => {
             const name = r.dataset.input, text = r.querySelector('input').value;
             return [name, text, CHALK.parseValue(text, name).value];
           })"""
    )
    doc, _ = _eval_json(capsys, _eval_argv(*case))
    assert {name for name, _, _ in back} == set(doc["inputs"])
    for name, text, value in back:  # the field's text, read back in the input's unit, is eval's value to 4 digits
        assert value == pytest.approx(doc["inputs"][name]["value"], rel=5e-4), (name, text)


def test_symbols_render_as_in_the_paper(page, site):
    _open(page, site, "part1.html")
    names = page.eval_on_selector_all("mi", "ms => ms.map(m => m.textContent)")
    assert "ℓ" in names and "ell" not in names


def test_the_plots_follow_the_selection_and_the_calculators_counts(page, site, capsys):
    _open(page, site, "plots.html")
    page.wait_for_selector("#chart-roofline .main-svg")
    page.select_option("#model", "llama-3-70b")
    page.select_option("#hardware", "h100-sxm")
    page.select_option("#precision", "bf16")
    chips = page.evaluate(
        "document.querySelector('#slider-roofline-chips').parentElement.querySelector('output').textContent"
    )
    assert chips == "8"  # one HGX node, not the NVL72's 72
    doc, _ = _eval_json(capsys, ["optimal_batch", *_argv("optimal_batch", "llama-3-70b", "h100-sxm", "bf16")[1:]])
    title = page.text_content("#plot-roofline .gtitle")
    assert f"B* = {round(doc['value']):,} sequences" in title
    layout = page.evaluate(
        "(() => { const l = document.getElementById('chart-roofline').layout; return [l.xaxis.type, l.yaxis.type]; })()"
    )
    assert layout == ["log", "log"]
    assert page.problems == []


def test_the_roofline_marks_where_hbm_runs_out_by_chalks_fit_check_and_the_latency_target(page, site, capsys):
    _open(page, site, "plots.html", "?model=llama-3-70b&hardware=h100-sxm&precision=bf16")
    page.wait_for_selector("#chart-roofline .main-svg")
    page.fill("#roofline-target", "50 ms")
    full = float(page.get_attribute("#chart-roofline", "data-hbm-batch"))
    context = page.evaluate(
        "document.querySelector('#slider-roofline-context').parentElement.querySelector('output').textContent"
    ).replace(",", "")
    common = [*_argv("t_step", "llama-3-70b", "h100-sxm", "bf16"), "--set", "chips=8", "--set", f"context={context}"]
    # memory grows with the batch: the whole batches either side of the line (grid step 6%)
    past, _ = _eval_json(capsys, [*common, "--set", f"batch={math.ceil(full)}"])
    before, _ = _eval_json(capsys, [*common, "--set", f"batch={math.floor(full / 1.06)}"])
    assert past["fit"]["fits"] is False and before["fit"]["fits"] is True
    shapes = page.evaluate(
        "document.getElementById('chart-roofline').layout.shapes.map(s => [s.x0, s.y0, s.line.color])"
    )
    assert [full, 0, "purple"] in shapes
    assert [0, 50, "green"] in shapes


@pytest.mark.parametrize("width", [390, 1280])
def test_no_page_is_wider_than_the_screen_or_logs_a_console_error(browser, site, width):
    p = browser.new_page(viewport={"width": width, "height": 900})
    problems = []
    p.on("console", lambda m: problems.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    p.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    wide = {}
    for path in sorted(site.glob("*.html")):
        p.goto(path.as_uri())
        p.wait_for_load_state("load")
        scroll = p.evaluate("document.documentElement.scrollWidth")
        if scroll > width:
            wide[path.name] = scroll
    p.close()
    assert wide == {} and problems == []


def test_the_measured_systems_page_shows_every_case_and_each_regimes_median_and_range(page, site):
    from chalk.derivations.catalog import measured

    _open(page, site, "measured.html")
    page.wait_for_selector("#chart-measured .main-svg")
    drawn = page.evaluate("document.getElementById('chart-measured').data.reduce((n, t) => n + t.y.length, 0)")
    assert drawn == len(measured.documented_points())
    rows = page.eval_on_selector_all(
        "#regimes tr[data-regime]",
        "rs => rs.map(r => [r.dataset.regime, ...Array.from(r.cells).map(c => c.textContent)])",
    )
    documented = measured.documented()
    assert {r[0] for r in rows} == set(documented)
    for name, _label, median, spread, cases, _families in rows:
        m = documented[name]["all"]
        assert (median, spread, cases) == (f"{m['value']:.3f}", f"{m['low']:.3f}–{m['high']:.3f}", str(len(m["cases"])))
    assert page.problems == []


def test_an_input_a_model_value_is_derived_from_gets_a_field_when_missing(page, site, capsys):
    _open(page, site, "calculator.html", "?q=balanced_context&model=gpt-oss-120b&hardware=h100-sxm&precision=bf16")
    assert "to derive kv_bytes_per_token" in page.inner_text("#error")
    assert "H100" in page.inner_text('#inputs tr[data-input="hbm_bandwidth"] .source')  # catalog values still shown
    page.fill('input[name="context"]', "8192")
    case = ("balanced_context", "gpt-oss-120b", "h100-sxm", "bf16", {"context": "8192"})
    doc, _ = _eval_json(capsys, _eval_argv(*case))
    assert float(page.get_attribute("#result", "data-base")) == pytest.approx(doc["value"], rel=1e-12)


#: the workload a person types (everything else comes from the catalog and the defaults)
WORKLOAD = {
    "batch": "64", "context": "8192", "chips": "8", "axis_size": "8", "collective_bytes": "1 MB",
    "global_batch_tokens": "4000000", "microbatches": "16", "pipeline_stages": "4", "expert_parallelism": "8",
    "tokens_pretrain": "1e12", "tokens_inference": "1e13", "tokens_rl": "1e11", "microbatch": "8",
    "fsdp_degree": "8", "tp_degree": "8", "p2p_hops": "2", "moe_layers": "58", "expert_racks": "2",
    "train_step_time": "10 s", "prefill_tokens": "4096", "decode_tokens": "512",
}  # fmt: skip

JS_EVERY = """([cases, precision, hardware]) => cases.map(([q, m, typed]) => {
  try {
    const sets = {};
    for (const k of Object.keys(typed)) {
      const v = CHALK.parseValue(typed[k], k);
      sets[k] = {value: v.value, base: v.base, source: "typed"};
    }
    return [CHALK.evaluate(q, {sets, model: m, hardware, precision, published: false, prices: null}).base, ""];
  } catch (e) { return [null, String(e.message)]; }
})"""


@pytest.mark.slow
@pytest.mark.parametrize("hardware", ["h100-sxm", "gb200-nvl72", "tpu-v5e"])
def test_every_quantity_with_every_catalog_model_is_computed_as_chalk_eval_computes_it(page, site, hardware):
    """The calculator's resolution against `chalk eval`'s service for every defined
    quantity × every catalog model on one chip, from the workload alone: the same value
    wherever either computes one (about 7,000 pairs per chip)."""
    from chalk.derivations import catalog
    from chalk.evaluation.errors import EvaluationError
    from chalk.evaluation.request import Request
    from chalk.evaluation.result import quantity_result
    from chalk.evaluation.setup import build_setup
    from chalk.exporters.evalbook import book

    _open(page, site, "calculator.html")
    precision = "bf16" if "bf16" in catalog.precisions(hardware) else catalog.precisions(hardware)[0]
    cases = []
    for model in catalog.model_ids():
        for q in _defined_quantities():
            needs = {s.name for s in book().inputs(q)}
            cases.append((q, model, {k: v for k, v in WORKLOAD.items() if k in needs}))
    browser_values = page.evaluate(JS_EVERY, [cases, precision, hardware])
    differ, computed = [], 0
    for (q, model, typed), (js, why) in zip(cases, browser_values, strict=True):
        request = Request.from_assignments(
            [f"{k}={v}" for k, v in typed.items()], model=model, hardware=hardware, precision=precision
        )
        try:
            py = float(quantity_result(q, build_setup(request)).value.to_base_units().magnitude)
        except EvaluationError:
            py = None
        computed += py is not None
        same = (py is None and js is None) or (
            py is not None and js is not None and (py == js or abs(py - js) <= 1e-9 * max(abs(py), abs(js)))
        )
        if not same:
            differ.append((q, model, py, js, why[:120]))
    assert differ == []
    assert computed > len(cases) / 2


#: (model, hardware, context, TPOT, extra flags): configurations whose best plan the Plan page
#: must find as `chalk plan serve --json` does (dense and MoE, one and several chips, a TTFT
#: target, the overlap switch, a rack, a TPU and an unpriced chip that is skipped)
PLAN_CASES = [
    ("llama-3-70b", "h100-sxm", 8192, "20ms", []),
    ("llama-3-8b", "h100-sxm,h200,mi300x,a100-40gb", 4096, "8ms", ["--ttft", "0.2s"]),
    ("mixtral-8x7b", "gb200-nvl72,tpu-v5e", 16384, "15ms", ["--overlap", "--max-chips", "64"]),
]


@pytest.mark.parametrize("case", PLAN_CASES, ids=lambda c: c[0])
def test_the_plan_page_finds_the_best_plan_chalk_plan_serve_finds(page, site, capsys, case):
    from chalk.cli import main

    model, hardware, context, tpot, extra = case
    argv = ["plan", "serve", "--model", model, "--hardware", hardware, "--context", str(context), "--tpot", tpot]
    argv += ["--precision", "bf16", "--json", *extra]
    assert main(argv) == 0
    expected = json.loads(capsys.readouterr().out)["plans"]
    query = f"?model={model}&hardware={hardware}&context={context}&tpot={tpot}&precision=bf16"
    if "--ttft" in extra:
        query += "&ttft=" + extra[extra.index("--ttft") + 1]
    if "--overlap" in extra:
        query += "&overlap=1"
    if "--max-chips" in extra:
        query += "&max_chips=" + extra[extra.index("--max-chips") + 1]
    _open(page, site, "plan.html", query)
    assert page.problems == []
    got = page.evaluate("CHALK.planResult.plans")
    assert len(got) == len(expected)
    for mine, theirs in zip(got[:5], expected[:5], strict=True):
        assert (mine["hardware"], mine["tp"], mine["ep"], mine["pp"], mine["batch"], mine["binding"]) == (
            theirs["hardware"],
            theirs["tp"],
            theirs["ep"],
            theirs["pp"],
            theirs["batch"],
            theirs["binding"],
        )
        assert mine["tpot"] * 1e3 == pytest.approx(theirs["tpot"], rel=1e-9)
        assert mine["usd_out"] * 1e6 == pytest.approx(theirs["usd_per_mtok_output"], rel=1e-9)
    first = page.eval_on_selector("#plans tr.plan", "r => ({...r.dataset})")
    assert (first["hardware"], int(first["tp"]), int(first["batch"])) == (
        expected[0]["hardware"],
        expected[0]["tp"],
        expected[0]["batch"],
    )
    assert page.eval_on_selector("#chart-plan", "d => d.data.length") >= 2  # each hardware and the Pareto front


def test_the_plan_page_names_the_floor_of_an_unreachable_target_as_the_cli_does(page, site, capsys):
    from chalk.cli import main

    argv = ["plan", "serve", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--context", "8192", "--tpot", "1ms"]
    assert main(argv) == 4
    said = capsys.readouterr().err
    _open(page, site, "plan.html", "?model=llama-3-70b&hardware=h100-sxm&context=8192&tpot=1ms&precision=bf16")
    shown = page.text_content("#unreachable")
    assert page.evaluate("CHALK.planResult.plans.length") == 0
    assert "bound by " in shown
    assert shown.split("bound by ")[1] == said.strip().split("bound by ")[1]


def test_the_plan_pages_constants_are_the_planners():
    from chalk.exporters.site.data import PLAN_BATCH_CAP, plan_data
    from chalk.planning import search, serve

    assert PLAN_BATCH_CAP == search.BATCH_CAP
    assert plan_data()["serving"] == serve.serving_quantities().to_data()
