"""The explorer's files (``output/site/``) without a browser: generated formulas, data
taken from chalk's tables, pages that need no network, a size budget."""

from __future__ import annotations

import re

import pytest

from chalk.derivations.quantities import all_quantities
from chalk.exporters import site
from chalk.exporters.codegen import numpy_function
from chalk.exporters.inputs import MESSAGES
from chalk.exporters.site.data import site_data
from chalk.exporters.site.javascript import formulas_source, javascript_function


@pytest.fixture(scope="module")
def results(lecture_results):
    return lecture_results


@pytest.fixture(scope="module")
def files(lecture_tree):
    """The explorer's files, as the session's rendering of ``output/`` holds them under ``site/``."""
    return {path.removeprefix("site/"): data for path, data in lecture_tree.files.items() if path.startswith("site/")}


def _defined() -> list[str]:
    return [q.name for q in all_quantities() if q.definition is not None]


def test_every_eval_quantity_has_a_javascript_function_taking_named_arguments(files):
    source = files["assets/formulas.js"].decode()
    for name in _defined():
        args = ", ".join(s.name for s in numpy_function(name).inputs)
        assert f"  {name}: function ({{{args}}}) {{" in source


def test_javascript_shares_the_numpy_codes_subexpressions():
    f = numpy_function("mfu")
    assert f.shared, "mfu has a shared subexpression in the numpy code"
    js = javascript_function("mfu")
    assert all(f"const {lhs} = " in js for lhs, _ in f.shared)
    assert "Math.max(" in js


def test_no_formula_is_written_by_hand_in_the_interface_scripts():
    from importlib import resources

    static = resources.files("chalk.exporters.site") / "static"
    for name in ("chalk.js", "calc.js", "plots.js"):
        text = (static / name).read_text()
        # the interface reads formulas by name; none of the physics appears in it
        for word in ("hbm_bandwidth *", "peak_flops /", "params_total *", "/ hbm_bandwidth"):
            assert word not in text, f"{name} computes {word!r} itself"
        assert "eval(" not in text and "new Function" not in text


def test_the_site_needs_no_network_and_fits_its_budget(files):
    size = sum(len(b) for b in files.values())
    assert size <= site.MAX_BYTES
    for path, data in files.items():
        if path.endswith(".html"):
            text = data.decode()
            assert not re.search(r'(src|href)="(https?:)?//', text), f"{path} loads something from the network"
    assert files["assets/plotly.min.js"] == site.plotly_bundle()


def test_site_data_carries_units_domains_defaults_and_messages_from_chalks_tables():
    data = site_data()
    assert data["messages"] == MESSAGES
    q = data["quantities"]
    assert q["batch"]["positive"] and q["batch"]["unit"] == "sequence"
    assert q["flops_per_param"]["default"]["value"] == 2
    assert q["hbm_bandwidth"]["dims"] == {"[information]": 1.0, "[time]": -1.0}
    assert data["units"]["units"]["B"] == {"factor": 1.0, "dims": {"[information]": 1.0}}
    assert data["units"]["units"]["hour"]["factor"] == 3600.0
    assert ["gibi", 2.0**30] in data["units"]["prefixes"]
    h100 = data["hardware"]["h100-sxm"]["precisions"]["bf16"]["hbm_bandwidth"]
    assert h100["base"] == pytest.approx(3.35e12) and "H100" in h100["source"]


def test_erratum_sections_show_the_board_form_beside_the_corrected_form(files, results):
    pages = "".join(files[p].decode() for p in files if p.startswith("part"))
    errata = [r for r in results if r.claim.expect == "erratum"]
    assert errata
    assert pages.count('<div class="erratum">') == len(errata)
    assert pages.count("<h4>board form</h4>") == pages.count("<h4>corrected form</h4>") == len(errata)


def test_every_claim_has_a_section_with_its_takeaway_timestamp_and_verdicts(files, results):
    import html

    pages = "".join(files[p].decode() for p in files if p.startswith("part"))
    for r in results:
        anchor = r.claim.id.replace(".", "-")
        section = pages.split(f'<section class="claim" id="{anchor}">', 1)[1].split("</section>", 1)[0]
        assert html.escape(r.claim.takeaway) in section
        assert html.escape(r.claim.source) in section
        for name, verdict in r.verdicts.items():
            assert f'<td>{name}</td><td><span class="status {verdict.status.value}">' in section
        assert "<math" in section


@pytest.mark.slow  # 10 s: every vanishing table computed afresh (builds read them from the store)
def test_formulas_source_computed_afresh_is_the_sessions_rendering_byte_for_byte(files, tmp_path, monkeypatch):
    """Determinism across processes: the session's rendering may come from another worker
    (another hash seed), the vanishing store or the shipped tables; a computation in an
    empty cache folder, the shipped tables unread, must give the same bytes, whatever order
    the names come in. This is also what checks the shipped tables' values."""
    from chalk.exporters.site import vanishing_store

    monkeypatch.setattr(vanishing_store, "shipped", dict)
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path / "empty-cache"))
    assert formulas_source(list(reversed(_defined()))) == files["assets/formulas.js"].decode()
    assert list((tmp_path / "empty-cache" / "site").iterdir()), "the fresh tables were stored"


def test_explore_prints_the_file_url_of_the_built_site(tmp_path, capsys):
    from chalk.cli import main

    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "index.html").write_text("<!DOCTYPE html>")
    assert main(["explore", "--out", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip() == (tmp_path / "site" / "index.html").resolve().as_uri()


def test_explore_without_a_built_site_says_so_in_one_line(tmp_path, capsys):
    from chalk.cli import main

    assert main(["explore", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("chalk: error: no explorer at") and "chalk build" in err and err.count("\n") == 1


def test_explore_serve_serves_the_site_on_the_loopback_interface_only(tmp_path):
    import subprocess
    import sys
    import urllib.request

    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "index.html").write_text("<!DOCTYPE html><title>x</title>")
    (tmp_path / "secret.txt").write_text("outside the site")
    cmd = [
        sys.executable,
        "-c",
        "import sys; from chalk.cli import main; sys.exit(main())",
        "explore",
        "--out",
        str(tmp_path),
        "--serve",
        "--port",
        "0",
    ]
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        url = line.split(" at ", 1)[1].split()[0]
        assert url.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(url, timeout=10) as response:
            assert response.read() == b"<!DOCTYPE html><title>x</title>"
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(url.replace("index.html", "../secret.txt"), timeout=10)
    finally:
        server.terminate()
        server.wait(timeout=10)


HOSTILE = '</mi><script>alert("x")</script>\n*/ // & <b>'


def test_hostile_claim_text_is_escaped_in_the_mathml_and_never_raw_in_the_javascript():
    """A user's quantity text, meaning and function names reach the explorer only escaped:
    HTML-escaped in MathML, JSON strings in the generated JavaScript (no raw comment text)."""
    import json

    import sympy as sp

    from chalk.derivations.quantities import SymbolTable, default_table, define, quantity
    from chalk.exporters.site.pages import Math

    with SymbolTable(parent=default_table()).using():
        x = quantity("hostile_x", "s", HOSTILE, text=HOSTILE)
        define("hostile_y", 2 * x, "s", HOSTILE, text="y<z")
        f = sp.Function("f</mi>")
        mathml = Math().block(sp.Ge(x + f(x), 0))
        js = javascript_function("hostile_y")
    assert "<script>" not in mathml and "</mi><script>" not in mathml
    assert "&lt;/mi&gt;&lt;script&gt;" in mathml and "f&lt;/mi&gt;" in mathml
    comment, *rest = js.split("\n")
    assert comment == f"  // {json.dumps(HOSTILE)} in {json.dumps('s')}"
    assert all(HOSTILE.split("\n")[1] not in line for line in rest)  # the newline did not end the comment


def test_escaping_leaves_ordinary_names_as_sympy_prints_them():
    import sympy as sp

    from chalk.exporters.site.pages import Math

    t = sp.Symbol("t_step", positive=True)
    assert Math().inline(t + 1) == f"<math>{Math().printer.doprint(t + 1)}</math>"


def test_the_calculator_knows_which_inputs_vanish_at_degree_one_as_eval_does():
    """t_EP at ep = 1 needs neither EP link input: the table the browser reads says so, keyed
    by the values at which terms vanish (0 for a count, 1 for a degree)."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.site.javascript import vanishing

    table = vanishing("layout_t_ep")
    assert ["ep_degree", 1] in table["pairs"]
    still = set(table["still"]["ep_degree=1"])
    assert not still & {"ep_link_bandwidth", "ep_link_latency"}
    assert still == set(book().still_needed("layout_t_ep", {"ep_degree": 1.0}))


def test_the_explorer_resolves_inputs_through_the_compiled_rules_not_a_copy():
    """chalk.js hands its values to ``CHALK.inputRules.resolve_inputs`` (exporters/input_rules.py
    compiled by pscript): no layer order or resolution loop of its own."""
    from importlib import resources

    from chalk.exporters.input_rules import LAYER_ORDER
    from chalk.exporters.site.rules import rules_source

    text = (resources.files("chalk.exporters.site") / "static" / "chalk.js").read_text()
    assert "CHALK.inputRules.resolve_inputs(" in text
    assert "for (const layer of" not in text and "L.sets, L.precision, L.model" not in text
    compiled = rules_source("input_rules")
    assert "CHALK.inputRules" in compiled and all(f'"{layer}"' in compiled for layer in LAYER_ORDER)


def _vanishing_by_xreplace(name: str) -> dict:
    """``vanishing`` as first written: a fresh ``xreplace`` per combination, no comparison
    remembered (the reference the faster form must equal)."""
    from itertools import combinations

    import sympy as sp

    from chalk.exporters.site.javascript import _pair_key, _put, _same_kind

    f = numpy_function(name)
    n = len(f.inputs)
    zeros = [(s, 0) for s in f.inputs if not s.is_positive]
    ones = [(s, 1) for s in f.inputs if len(f.expr.xreplace({s: sp.Integer(1)}).free_symbols) < n - 1]
    ordered = sorted(f.inputs, key=lambda s: s.name)
    equal = [
        (a, b)
        for i, a in enumerate(ordered)
        for b in ordered[i + 1 :]
        if _same_kind(a, b) and len(f.expr.xreplace({a: b}).free_symbols) < n - 1
    ]
    pairs = (zeros + ones + equal)[:10]
    out = {}
    for k in range(1, len(pairs) + 1):
        for chosen in combinations(pairs, k):
            if len({s for s, _ in chosen}) < k:
                continue
            left = f.expr.xreplace({s: _put(v) for s, v in chosen}).free_symbols
            if len(left) < n - k:
                out[_pair_key(chosen)] = sorted(x.name for x in left)
    shown = [[s.name, {"eq": v.name} if isinstance(v, sp.Symbol) else v] for s, v in pairs]
    return {"pairs": shown, "still": out} if out else {}


@pytest.mark.parametrize(
    "name", ["layout_prefill_comm", "layout_t_comm", "layout_t_ep", "tp_layer_time", "layout_max_batch"]
)
def test_vanishing_with_remembered_comparisons_equals_a_fresh_xreplace_per_combination(name):
    """The shared subtrees and remembered Max/Min comparisons make ``formulas.js`` about 3x
    faster to generate; the table is the same, including on quantities built of Max and Min."""
    from chalk.exporters.site.javascript import compute_vanishing

    reference = _vanishing_by_xreplace(name)
    assert reference, name  # the quantity has vanishing terms: the comparison is not of two empty tables
    assert compute_vanishing(numpy_function(name)) == reference


def test_sympy_compares_as_shipped_outside_the_vanishing_table():
    """The remembered comparisons are consulted only while the table is built."""
    import sympy as sp

    from chalk.exporters.site.javascript import _COMPARISONS, remembered_comparisons, vanishing

    x, y = sp.symbols("x y", positive=True)
    with remembered_comparisons():
        memo = _COMPARISONS.get()
        assert memo is not None and sp.Max(x, x + y) == x + y and memo  # remembered inside
    vanishing("layout_t_ep")
    assert _COMPARISONS.get() is None
    seen = dict(memo)
    assert sp.Max(2 * x, 2 * x + y) == 2 * x + y
    assert memo == seen  # outside the block nothing is remembered: sympy compares as shipped
