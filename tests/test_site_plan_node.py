"""The Plan page decides as ``chalk plan serve`` does, proved on a machine without a browser:
node runs the site's compiled rules (``plan_rules.js``, pscript's compilation of
``derivations/plan_rules.py``) against the Python rules on generated cases, and the page's
whole search (``plan.js``, no DOM) against ``chalk.plan_serve`` on several configurations.
The page's scripts hold no planning rule of their own."""

from __future__ import annotations

import json
import math
import random
import re
import shutil
import subprocess
from importlib import resources
from pathlib import Path

import pytest

import chalk
from chalk.derivations import plan_rules as rules
from tests.node_json import as_json_numbers

NODE = shutil.which("node")
#: the quantities a speculative pass spreads over its tokens, as the lecture's book declares them
SPREAD = ("layout_step_time", "layout_step_time_overlapped", "layout_cost_per_output_token")
needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed")
STATIC = resources.files("chalk.exporters.site") / "static"

RUN_RULES = """
const vm = require("vm");
const fs = require("fs");
const ctx = { console: console };
ctx.window = ctx;
vm.createContext(ctx);
vm.runInContext(fs.readFileSync(process.argv[2], "utf8"), ctx, { filename: "plan_rules.js" });
const R = ctx.CHALK.rules;
const cases = JSON.parse(fs.readFileSync(process.argv[3], "utf8"), (k, v) => (v === "NaN" ? NaN : v));
const out = cases.map(([name, args]) => {
  if (name === "largest_batch") {
    const [slope, offset, limit, target] = args;
    return R.largest_batch((b) => slope * b + offset, limit, target);
  }
  return R[name].apply(null, args);
});
process.stdout.write(JSON.stringify(out, (k, v) => (typeof v === "number" && !isFinite(v) ? String(v) : v)));
"""


def _rule_cases(seed: int) -> list[tuple[str, list[object]]]:
    """Every rule on random and edge inputs: NaN, infinities, missing links, ties, degree 1."""
    rng = random.Random(seed)
    nan, inf = float("nan"), float("inf")
    odd = [nan, inf, -inf, -0.5, 0.0, 0.999, 1.0, 1.5, 7.0, 1e6, 2e6]
    cases: list[tuple[str, list[object]]] = []
    for _ in range(60):
        cases.append(("divisors", [rng.randint(1, 300), rng.choice([1, 8, 64, 512])]))
        tps, eps, pps = ([d for d in rules.divisors(rng.randint(1, 128), 512)] for _ in range(3))
        cases.append(("layout_degrees", [tps, eps, pps, rng.choice([1, 8, 72, 512])]))
        link = {
            "domain": float(rng.choice([1, 4, 8, 72, 256])),
            "up": rng.choice([None, 4.5e11, 9e11]),
            "out": rng.choice([None, 5e10]),
            "up_latency": rng.choice([0.0, 1e-6]),
            "out_latency": rng.choice([0.0, 5e-6]),
        }
        degree = rng.choice([1, 2, 8, 16])
        cases.append(("ride", [degree * rng.choice([1, 2, 16]), degree, link]))
        cases.append(("batch_limit", [rng.choice([*odd, rng.uniform(-5, 3e6)]), 1 << 20]))
        cases.append(
            (
                "rejection",
                [
                    rng.random() < 0.2,
                    rng.choice([-1, 0, 1, 500]),
                    rng.choice(odd),
                    0.02,
                    rng.choice(odd),
                    rng.choice([nan, 0.2, 2.0]),
                ],
            )
        )
        cases.append(
            (
                "largest_batch",
                [rng.uniform(1e-7, 1e-3), rng.uniform(0, 0.03), rng.randint(-1, 5000), rng.uniform(0, 0.05)],
            )
        )
        cases.append(("objective_batch", [rng.randint(0, 900), rng.choice(list(rules.OBJECTIVES))]))
        cases.append(
            (
                "binding",
                [
                    rng.choice([0.001, 0.002]),
                    rng.choice([0.001, 0.002]),
                    rng.randint(1, 9),
                    rng.randint(1, 9),
                    rng.choice([5, 1 << 20]),
                    rng.choice(list(rules.OBJECTIVES)),
                ],
            )
        )
        cases.append(("bound_kind", [rng.uniform(0, 1), rng.uniform(0, 2), rng.choice([1.0, 2.5])]))
        cases.append(("front_batches", [rng.randint(0, 5000)]))
        keys = [rng.choice([0.0, 1.0, 2.0, inf]) for _ in range(3)]
        cases.append(("compare_keys", [keys[: rng.randint(0, 3)], [rng.choice([0.0, 1.0, 2.0]) for _ in range(2)]]))
        cases.append(("pareto_front", [[rng.choice([nan, inf, 1.0, 2.0, 0.5]) for _ in range(rng.randint(0, 8))]]))
        cases.append(
            (
                "objective_key",
                [rng.choice(list(rules.OBJECTIVES)), rng.choice([nan, 1e-6]), 0.02, rng.randint(1, 64), 300.0],
            )
        )
        cases.append(("finite", [rng.choice(odd)]))
        cases.append(
            (
                "per_token",
                [rng.choice([*SPREAD, "layout_ttft"]), rng.uniform(0, 1), rng.choice([1.0, 3.4]), list(SPREAD)],
            )
        )
    return cases


def _python(name: str, args: list[object]) -> object:
    if name == "largest_batch":
        slope, offset, limit, target = args
        return rules.largest_batch(lambda b: slope * b + offset, limit, target)  # type: ignore[operator]
    return getattr(rules, name)(*args)


@needs_node
def test_the_compiled_rules_decide_as_the_python_rules_on_every_kind_of_input(tmp_path):
    from chalk.exporters.site.rules import rules_source

    cases = _rule_cases(seed=2026)
    assert {name for name, _ in cases} == {
        n for n, v in vars(rules).items() if callable(v) and getattr(v, "__module__", "") == rules.__name__
    } - {"is_nan"}  # every rule is exercised (is_nan through the others)
    (tmp_path / "plan_rules.js").write_text(rules_source())
    (tmp_path / "run.js").write_text(RUN_RULES)
    (tmp_path / "cases.json").write_text(json.dumps(as_json_numbers(cases)))
    done = subprocess.run(
        [NODE, str(tmp_path / "run.js"), str(tmp_path / "plan_rules.js"), str(tmp_path / "cases.json")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    for (name, args), js in zip(cases, json.loads(done.stdout), strict=True):
        assert js == as_json_numbers(_python(name, args)), (name, args)


RUN_PLAN = """
const vm = require("vm");
const fs = require("fs");
const ctx = { console: console };
ctx.window = ctx;
vm.createContext(ctx);
const [dir, casesFile] = process.argv.slice(2);
for (const f of ["data.js", "formulas.js", "input_rules.js", "eval_rules.js", "chalk.js", "plan_rules.js", "plan.js"])
  vm.runInContext(fs.readFileSync(dir + "/" + f, "utf8"), ctx, { filename: f });
const out = JSON.parse(fs.readFileSync(casesFile, "utf8")).map((form) => {
  const r = ctx.CHALK.plan(form);
  return { plans: r.plans, skipped: r.skipped, notes: r.notes, front: r.front.map((p) => p.label) };
});
process.stdout.write(JSON.stringify(out, (k, v) => (typeof v === "number" && !isFinite(v) ? String(v) : v)));
"""

#: (model, hardware, context, TPOT s, TTFT s, objective, overlap, max chips, KV format, draft,
#: acceptance): dense and MoE, one and many chips, a TTFT target, the overlap switch, a rack,
#: TPUs, every objective, a chip without a catalog price (skipped under cost, planned without
#: cost otherwise), an FP8 KV cache, and speculative drafts with the book's acceptance and a given one
PLAN_FORMS = [
    ("llama-3-70b", ["h100-sxm"], 8192, 0.020, None, "cost", False, 512, "", None, None),
    ("llama-3-8b", ["h100-sxm", "h200", "mi300x", "a100-40gb"], 4096, 0.008, 0.2, "cost", False, 512, "", None, None),
    ("mixtral-8x7b", ["gb200-nvl72", "tpu-v5e"], 16384, 0.015, None, "cost", True, 64, "", None, None),
    ("deepseek-v3", ["b200", "h200"], 8192, 0.030, None, "throughput", False, 64, "fp8", None, None),
    ("llama-3-70b", ["h100-sxm", "tpu-v7"], 8192, 0.020, None, "chips", False, 64, "", 3, None),
    ("qwen3-30b-a3b", ["h100-sxm", "mi355x"], 4096, 0.010, None, "latency", False, 32, "", None, None),
    ("deepseek-v3", ["h200"], 8192, 0.006, None, "cost", False, 64, "fp8", 4, 0.7),
]


def _form(case: tuple[object, ...]) -> dict[str, object]:
    model, hardware, context, tpot, ttft, objective, overlap, max_chips, kv, draft, acceptance = case
    return {
        "model": model,
        "hardware": hardware,
        "precision": "bf16",
        "kvPrecision": kv,
        "draft": draft,
        "acceptance": acceptance,
        "tier": "on-demand",
        "overlap": overlap,
        "objective": objective,
        "tpot": tpot,
        "ttft": ttft,
        "maxChips": max_chips,
        "sets": {"context": context, "prefill_tokens": 2048, "decode_tokens": 512},
    }


def _site_scripts(folder: Path) -> None:
    from chalk.derivations.book_quantities import ServingQuantities
    from chalk.derivations.quantities import default_table
    from chalk.exporters.site import model_derivations
    from chalk.exporters.site.data import data_source
    from chalk.exporters.site.javascript import formulas_source
    from chalk.exporters.site.rules import rules_source

    (folder / "data.js").write_text(data_source(None))
    names = set(default_table().declared(ServingQuantities).quantities()) | {"tokens_per_pass"} | model_derivations()
    (folder / "formulas.js").write_text(formulas_source(sorted(names)))
    (folder / "plan_rules.js").write_text(rules_source("plan_rules"))
    (folder / "input_rules.js").write_text(rules_source("input_rules"))
    (folder / "eval_rules.js").write_text(rules_source("eval_rules"))
    for name in ("chalk.js", "plan.js"):  # tokens_per_pass: the speculative draft's yield
        (folder / name).write_bytes((STATIC / name).read_bytes())


@needs_node
def test_the_plan_pages_search_finds_every_plan_the_python_api_finds_under_every_objective(tmp_path):
    _site_scripts(tmp_path)
    (tmp_path / "run.js").write_text(RUN_PLAN)
    forms = [_form(c) for c in PLAN_FORMS]
    (tmp_path / "cases.json").write_text(json.dumps(forms))
    done = subprocess.run(
        [NODE, str(tmp_path / "run.js"), str(tmp_path), str(tmp_path / "cases.json")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    compared = 0
    for case, js in zip(PLAN_FORMS, json.loads(done.stdout), strict=True):
        model, hardware, context, tpot, ttft, objective, overlap, max_chips, kv, draft, acceptance = case
        speculative = None if draft is None else str(draft) if acceptance is None else f"{draft}:{acceptance}"
        py = chalk.plan_serve(
            model=model,
            hardware=hardware,
            tpot=tpot,
            ttft=ttft,
            context=context,
            precision="bf16",
            objective=objective,
            overlap=overlap,
            max_chips=max_chips,
            kv_precision=kv or None,
            speculative=speculative,
        )
        assert len(js["plans"]) == len(py.plans), case
        for mine, theirs in zip(js["plans"], py.plans, strict=True):
            assert (mine["hardware"], mine["tp"], mine["ep"], mine["pp"], mine["batch"], mine["binding"]) == (
                theirs.hardware,
                theirs.tp,
                theirs.ep,
                theirs.pp,
                theirs.batch,
                theirs.binding,
            ), case
            assert mine["tpot"] == pytest.approx(theirs.tpot_s, rel=1e-9)
            if math.isfinite(theirs.usd_per_output_token):
                assert mine["usd_out"] == pytest.approx(theirs.usd_per_output_token, rel=1e-9)
            else:
                assert mine["usd_out"] == "NaN"
            compared += 1
        front = [str(p[2]) if isinstance(p[2], str) else _label(p[2]) for p in py.result.front()]
        assert js["front"] == front, case
        unpriced = [hw for hw in hardware if hw in py.result.unpriced]
        assert [s.split(":")[0] for s in js["skipped"] + js["notes"]] == unpriced, case
    assert compared > 100


def _label(plan: object) -> str:
    p = plan
    return f"{p.hardware} {p.precision} TP{p.tp} EP{p.ep} PP{p.pp} B={p.batch}"  # type: ignore[attr-defined]


def test_the_plan_data_gives_each_chips_links_as_the_planner_reads_them():
    from chalk.derivations.serving_catalog import hardware_json
    from chalk.exporters.site.data import plan_data
    from chalk.planning.layouts import link_rule_input, links

    data = plan_data()["hardware"]
    for hw in hardware_json():
        page = data[hw]["fabric"]
        assert {k: page[k] for k in ("domain", "up", "out", "up_latency", "out_latency")} == link_rule_input(links(hw))


def test_the_plan_pages_scripts_hold_no_planning_rule_of_their_own():
    """No loop that searches, no comparator but the rules', no rule restated: each rule is
    called from the compiled ``CHALK.rules``."""
    search = (STATIC / "plan.js").read_text()
    page = (STATIC / "plan_page.js").read_text()
    for text in (search, page):
        assert "while" not in text
        assert "% " not in text  # no divisibility test: plan_rules.divisors
        for at in re.finditer(r"\.sort\(", text):  # a menu's names may sort as text; plans only by the rules
            call = text[at.end() : at.end() + 80]
            assert call.startswith(")") or "R.compare_keys" in call, call
        assert not re.search(r"function (divisors|ride|pareto|largest|binding|rejection)", text)
    assert "function searchOne" in search and "document" not in search  # the search runs without a DOM
    used = set(re.findall(r"\bR\.([a-z_]+)\(", search))
    assert used == {
        "divisors",
        "layout_degrees",
        "ride",
        "batch_limit",
        "rejection",
        "largest_batch",
        "objective_batch",
        "binding",
        "front_batches",
        "bound_kind",
        "compare_keys",
        "objective_key",
        "pareto_front",
        "per_token",
    }
