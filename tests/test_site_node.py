"""The explorer's JavaScript resolves inputs as the evaluation core does, proved on a
machine without a browser: node runs the generated ``data.js`` and ``formulas.js`` with the
hand-written ``chalk.js`` and the compiled ``input_rules.js`` (no DOM needed to resolve), and
every catalog model × a few chips
gets the core's math precision, chip price and value with no precision chosen; a ring
all-reduce gets the core's link (the NVSwitch port, the NIC beyond the domain)."""

from __future__ import annotations

import json
import shutil
import subprocess
from importlib import resources

import pytest

import chalk
from chalk.derivations import catalog
from chalk.evaluation.errors import EvaluationError, OutOfDomain

NODE = shutil.which("node")
QUESTIONS = ("t_step", "optimal_batch", "kv_bytes_per_token", "cost_per_token")
#: collectives through the core's link model: a ring inside the scale-up domain and beyond it
COLLECTIVES = [
    ("allreduce_time", "", hardware, {"axis_size": n, "collective_bytes": 2**30})
    for hardware in ("h200", "gb200-nvl72", "mi300x", "tpu-v5p")
    for n in (8, 16, 128)
]
#: results outside their domain, whose one-line error names other quantities' values (the
#: domain's explanation): the browser must word them as the core does
OUT_OF_DOMAIN = [
    ("kv_capacity_tokens", model, "h100-sxm", {"expert_parallelism": 1, "pipeline_stages": 1})
    for model in ("llama-3.1-405b", "deepseek-v3")
]
HARDWARE = ("h100-sxm", "a100-80gb", "gb200-nvl72", "tpu-v5p", "tpu-v7")  # tpu-v7: no catalog price

RUN = """
const vm = require("vm");
const fs = require("fs");
const ctx = { window: {}, console: console };
ctx.window = ctx;
vm.createContext(ctx);
const scripts = process.argv.slice(2, -1);  // the page's scripts in order, then the cases
for (const f of scripts) vm.runInContext(fs.readFileSync(f, "utf8"), ctx, { filename: f });
const cases = JSON.parse(fs.readFileSync(process.argv[process.argv.length - 1], "utf8"));
const out = cases.map(([q, model, hw, sets]) => {
  const C = ctx.CHALK;
  const given = {};
  for (const [k, v] of Object.entries(sets)) given[k] = C.given(k, v, "given");
  const setup = { sets: given, model: model || null, published: false, hardware: hw, precision: "" };
  let value = null;
  try {
    value = C.evaluate(q, setup).base;
    const impossible = C.domainError(q, value, setup, C.resolve(q, setup));  // as the calculator checks it
    if (impossible) value = impossible;
  } catch (e) { value = String(e.message || e); }
  return { precision: C.mathPrecision(model, hw), value: value };
});
process.stdout.write(JSON.stringify(out));
"""


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_browser_code_takes_the_cores_precision_price_and_values_with_no_precision_chosen(tmp_path):
    from chalk.derivations.eval_rules import explanation_fields
    from chalk.derivations.quantities import lookup
    from chalk.exporters.site import model_derivations
    from chalk.exporters.site.data import data_source
    from chalk.exporters.site.javascript import formulas_source
    from chalk.exporters.site.rules import rules_source

    wording = {f for q, *_ in OUT_OF_DOMAIN for f in explanation_fields(lookup(q).physical.explain)}
    names = sorted(set(QUESTIONS) | {"allreduce_time"} | {q for q, *_ in OUT_OF_DOMAIN} | wording | model_derivations())
    (tmp_path / "data.js").write_text(data_source(None))
    (tmp_path / "formulas.js").write_text(formulas_source(names))
    static = resources.files("chalk.exporters.site") / "static"
    (tmp_path / "chalk.js").write_bytes((static / "chalk.js").read_bytes())
    (tmp_path / "input_rules.js").write_text(rules_source("input_rules"))
    (tmp_path / "eval_rules.js").write_text(rules_source("eval_rules"))
    (tmp_path / "run.js").write_text(RUN)
    sets = {"batch": 8, "context": 4096}
    cases = [(q, m, h, sets) for q in QUESTIONS for m in catalog.model_ids() for h in HARDWARE]
    cases += COLLECTIVES + OUT_OF_DOMAIN
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    files = [
        str(tmp_path / n)
        for n in ("data.js", "formulas.js", "input_rules.js", "eval_rules.js", "chalk.js", "cases.json")
    ]
    done = subprocess.run([NODE, str(tmp_path / "run.js"), *files], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    answers = json.loads(done.stdout)
    compared = collectives = worded = 0
    for (q, model, hardware, typed), js in zip(cases, answers, strict=True):
        try:
            core = chalk.evaluate(q, model=model or None, hardware=hardware, **typed)
        except OutOfDomain as exc:  # the same one line, the explanation's values filled in alike
            assert js["value"] == str(exc), (q, model, hardware)
            worded += 1
            continue
        except EvaluationError:  # the browser refuses it too (a message, no number)
            assert isinstance(js["value"], str), (q, model, hardware, js)
            continue
        assert js["precision"] == core.precision, (model, hardware)
        py = float(core.value.to_base_units().magnitude)
        assert js["value"] == pytest.approx(py, rel=1e-9), (q, model, hardware)
        compared += 1
        collectives += q == "allreduce_time"
    assert compared > len(cases) / 2
    assert collectives == len(COLLECTIVES)  # every ring resolved, by both, to the same time
    assert worded >= len(OUT_OF_DOMAIN)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_a_chosen_precision_leaves_the_kv_cache_in_the_models_dtype_in_the_browser_as_in_the_core(tmp_path):
    """The explorer's precision menu sets the weights and activations, not the KV cache (as
    ``--precision`` in ``chalk eval``): kv_bytes_per_token at fp8 is the core's for every model."""
    from chalk.exporters.site import model_derivations
    from chalk.exporters.site.data import data_source
    from chalk.exporters.site.javascript import formulas_source
    from chalk.exporters.site.rules import rules_source

    (tmp_path / "data.js").write_text(data_source(None))
    (tmp_path / "formulas.js").write_text(formulas_source(sorted({"kv_bytes_per_token"} | model_derivations())))
    static = resources.files("chalk.exporters.site") / "static"
    (tmp_path / "chalk.js").write_bytes((static / "chalk.js").read_bytes())
    (tmp_path / "input_rules.js").write_text(rules_source("input_rules"))
    (tmp_path / "eval_rules.js").write_text(rules_source("eval_rules"))
    (tmp_path / "run.js").write_text(RUN.replace('precision: ""', 'precision: "fp8"'))
    cases = [("kv_bytes_per_token", m, "h100-sxm", {}) for m in catalog.model_ids()]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    files = [
        str(tmp_path / n)
        for n in ("data.js", "formulas.js", "input_rules.js", "eval_rules.js", "chalk.js", "cases.json")
    ]
    done = subprocess.run([NODE, str(tmp_path / "run.js"), *files], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    compared = 0
    for (q, model, hardware, _), js in zip(cases, json.loads(done.stdout), strict=True):
        try:
            core = chalk.evaluate(q, model=model, hardware=hardware, precision="fp8")
        except EvaluationError:
            continue
        assert js["value"] == pytest.approx(float(core.value.to("byte/token").magnitude), rel=1e-9), model
        assert core.document["byte_widths"]["bytes_per_param"]["value"] == 1.0  # fp8 weights, whatever the cache
        compared += 1
    assert compared > len(cases) / 2
