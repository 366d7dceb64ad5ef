"""The explorer in a real browser: Debian's chromium driven by playwright (one launch for
the module). Every page loads without a console error, the calculator reacts to its
inputs and says what ``chalk eval`` says, and every generated JavaScript function agrees
with the generated numpy code at 1,000 random points, evaluated inside the browser."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from chalk.exporters.site.browser import VIEWPORT, chromium, missing

# skipped where no browser can be had; CI installs both, and there a missing one is a failure
pytestmark = [
    pytest.mark.skipif(bool(missing()) and not os.environ.get("CI"), reason=f"no browser to drive: {missing()}"),
    pytest.mark.xdist_group("browser"),
]

POINTS = 1_000
REL_TOL = 1e-12


@pytest.fixture(scope="module")
def site(tmp_path_factory, lecture_tree):
    """The explorer's files from the session's rendering of ``output/``, on disk."""
    root = tmp_path_factory.mktemp("site")
    for path, data in lecture_tree.files.items():
        if path.startswith("site/"):
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_bytes(data)
    return root / "site"


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


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


JS_AT_POINTS = """([name, cols]) => {
  const keys = Object.keys(cols), n = cols[keys[0]].length, f = CHALK.formulas[name], out = new Array(n);
  for (let k = 0; k < n; k++) { const a = {}; for (const key of keys) a[key] = cols[key][k]; out[k] = f(a); }
  return out;
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
        got = np.array(page.evaluate(JS_AT_POINTS, [name, {k: v.tolist() for k, v in cols.items()}]), dtype=float)
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
