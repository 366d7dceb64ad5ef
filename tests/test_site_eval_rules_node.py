"""The explorer's evaluation decides as ``chalk eval`` does, proved without a browser: node
runs ``eval_rules.js`` (pscript's compilation of ``derivations/eval_rules.py``) against the
Python rules on generated cases, and ``chalk.js`` holds none of those decisions itself."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from importlib import resources

import pytest

from chalk.derivations import eval_rules as rules
from chalk.derivations.book_quantities import FitQuantities
from chalk.derivations.quantities import default_table
from tests.node_json import as_json_numbers

#: the fit check's layouts as chalk's book declares them (Book(fit=...))
FIT_LAYOUTS = default_table().declared(FitQuantities).pairs()

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed")

RUN = """
const vm = require("vm");
const fs = require("fs");
const ctx = { console: console };
ctx.window = ctx;
vm.createContext(ctx);
vm.runInContext(fs.readFileSync(process.argv[2], "utf8"), ctx, { filename: "eval_rules.js" });
const R = ctx.CHALK.evalRules;
const special = { NaN: NaN, Infinity: Infinity, "-Infinity": -Infinity };
const revive = (k, v) => (typeof v === "string" && v in special ? special[v] : v);
const cases = JSON.parse(fs.readFileSync(process.argv[3], "utf8"), revive);
const out = cases.map(([name, args]) => {
  if (name === "domain_problem") return R.domain_problem.apply(null, args.concat([(v) => "<shown>"]));
  if (name === "first_fit") {
    const [layouts, depends, available] = args;
    return R.first_fit(layouts, depends, (memory) => (available.indexOf(memory) >= 0 ? memory : null));
  }
  return R[name].apply(null, args);
});
process.stdout.write(JSON.stringify(out));
"""


def _cases(seed: int) -> list[tuple[str, list[object]]]:
    """Every rule on random and edge inputs: missing values, NaN, infinities, bounds, ties."""
    rng = random.Random(seed)
    formats = ["bf16", "fp8", "fp4", "fp32"]
    memories = [memory for memory, _ in FIT_LAYOUTS]
    inputs = sorted({s for _, layout in FIT_LAYOUTS for s in layout} | {"batch", "context"})
    odd = [float("nan"), float("inf"), -float("inf"), -1.0, -0.0, 0.0, 0.5, 1.0, 1.0000000001, 2.5, 3.0, 1e300]
    cases: list[tuple[str, list[object]]] = []
    for _ in range(80):
        cases.append(("width_choice", [rng.choice([None, 1.0]), rng.choice([None, 2.0]), rng.choice([None, "mixed"])]))
        width = rng.choice(rules.WIDTHS)[0]
        cases.append(("width_note", [width, rng.choice([None, *formats]), rng.choice([0.5, 1.0, 2.0]), 1.0]))
        chip = rng.choice([None, [], ["bf16"], ["bf16", "fp8"], ["bf16", "fp8", "fp4"]])
        cases.append(("math_precision", [rng.choice([None, "", *formats]), rng.choice([None, "fp8", "fp4"]), chip]))
        cases.append(("wraps_around", [rng.choice(["multiple", "exact"]), rng.choice([4, 8, 16]), rng.randint(1, 64)]))
        cases.append(("link_side", [rng.choice([1, 8, 9, 72, 73]), rng.choice([1, 8, 72])]))
        layouts = [pair for pair in FIT_LAYOUTS if rng.random() < 0.7]
        depends = [s for s in inputs if rng.random() < 0.5]
        cases.append(("first_fit", [layouts, depends, [m for m in memories if rng.random() < 0.5]]))
        cases.append(("unrepresentable", [rng.choice(odd)]))
        cases.append(
            (
                "domain_message",
                [
                    "t_step",
                    rng.choice(["is negative", "is undefined (NaN)", "is 3, not in (0, 1]"]),
                    rng.random() < 0.3,
                    "3 ms",
                    rng.choice(["", "the batch 8 exceeds what fits"]),
                    "the step time",
                    "> 0",
                ],
            )
        )
        pieces = ["{context}", "{kv_bytes_per_token}", "{a_1}", "{}", "{x:.2f}", "{not closed", "}", " text ", "{"]
        template = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 5)))
        cases.append(("explanation_fields", [template]))
        shown = {name: rng.choice(["8,192", "1 GB", "{context}"]) for name in rules.explanation_fields(template)}
        cases.append(("explanation", [template, shown]))
        low, high = rng.choice([None, 0.0, 1.0]), rng.choice([None, 1.0, 4.0])
        cases.append(
            (
                "domain_problem",
                [low, rng.random() < 0.5, high, rng.random() < 0.5, rng.random() < 0.3, "in words", rng.choice(odd)],
            )
        )
    return cases


def _python(name: str, args: list[object]) -> object:
    if name == "domain_problem":
        return rules.domain_problem(*args, lambda v: "<shown>")  # type: ignore[arg-type]
    if name == "first_fit":
        layouts, depends, available = args
        return rules.first_fit(layouts, depends, lambda memory: memory if memory in available else None)  # type: ignore[arg-type, operator]
    return getattr(rules, name)(*args)


@needs_node
def test_the_compiled_evaluation_rules_decide_as_the_python_rules_on_every_kind_of_input(tmp_path):
    from chalk.exporters.site.rules import rules_source

    cases = _cases(seed=1205)
    assert {name for name, _ in cases} == {
        n
        for n, v in vars(rules).items()
        if callable(v) and getattr(v, "__module__", "") == rules.__name__ and not n.startswith("_")
    }  # every rule is exercised (a private helper through the rules that call it)
    (tmp_path / "eval_rules.js").write_text(rules_source("eval_rules"))
    (tmp_path / "run.js").write_text(RUN)
    (tmp_path / "cases.json").write_text(json.dumps(as_json_numbers(cases)))
    done = subprocess.run(
        [NODE, str(tmp_path / "run.js"), str(tmp_path / "eval_rules.js"), str(tmp_path / "cases.json")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    got = json.loads(done.stdout)
    for (name, args), js in zip(cases, got, strict=True):
        assert js == as_json_numbers(_python(name, args)), (name, args)
    # the cases reach every answer of each rule, so agreement is not agreement on one branch
    answers = {(name, str(js)[:12]) for (name, _), js in zip(cases, got, strict=True)}
    reached_fields = {len(js) for (name, _), js in zip(cases, got, strict=True) if name == "explanation_fields"}
    assert {0, 1, 2} <= reached_fields  # templates with no field, one and several
    for name, reached in (("width_choice", 4), ("math_precision", 8), ("link_side", 2), ("wraps_around", 2)):
        assert len({a for n, a in answers if n == name}) >= reached, name
    problems = {
        (js.split(" ")[1] if js.startswith("is ") else js.split(" ")[0]) if js else ""
        for (name, _), js in zip(cases, got, strict=True)
        if name == "domain_problem"
    }
    assert {"", "undefined", "overflows", "negative", "<shown>,"} <= problems


def test_an_explanation_fills_each_placeholder_once_and_reads_no_value_as_a_template():
    assert rules.explanation_fields("{a} {b:.2f} {} {a} {c_1}") == ["a", "c_1"]
    assert rules.explanation("{a} then {b}, {a}", {"a": "{b}", "b": "2"}) == "{b} then 2, {b}"
    assert rules.explanation("{x:.2f} {unclosed", {}) == "{x:.2f} {unclosed"


def test_chalk_js_keeps_no_decision_of_the_evaluation_rules():
    """The decisions live in the compiled rules: chalk.js calls them and repeats none (the
    wraparound test, the domain-side comparison, the published counts, the fit layouts)."""
    source = (resources.files("chalk.exporters.site") / "static" / "chalk.js").read_text(encoding="utf-8")
    for copied in (
        r"%\s*w\.n",  # the wraparound rule
        r"<=\s*h\.links\.domain",  # the ring's side of the domain
        r"params_total|params_active",  # what --published replaces
        r"training_memory_per_chip|replica_memory_per_chip",  # the fit check's layouts (the book's data)
        r"value\s*<=?\s*d\.low",  # the domain's bounds
        r"kv_widths",  # a per-model copy of the width rule's outcome
        r"describe no physical configuration|what a double can carry",  # the domain error's words
        r"\\\{\(\\w\+\)\\\}",  # the explanation's placeholders, read by the compiled rule
    ):
        assert not re.search(copied, source), copied
    for rule in (
        "width_choice",
        "width_note",
        "math_precision",
        "wraps_around",
        "link_side",
        "first_fit",
        "domain_problem",
        "domain_message",
        "unrepresentable",
        "explanation_fields",
        "explanation",
    ):
        assert f"R().{rule}(" in source, rule
