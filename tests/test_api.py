"""The public API (``chalk.evaluate``, ``chalk.plan_serve``, ``chalk.plan_train``,
``chalk.sweep``, ``chalk.validate``) answers what its command prints with ``--json``, over
every catalog model × hardware for a fixed set of questions, and raises the core's typed
errors where the command exits 2."""

from __future__ import annotations

import json

import pytest

import chalk
from chalk.cli import main
from chalk.derivations import catalog
from chalk.evaluation.errors import BadValue, EvaluationError, OutOfDomain, UnknownName

#: the questions asked of every model × hardware: (quantity, typed inputs)
QUESTIONS = (
    ("t_step", {"batch": 8, "context": 4096}),
    ("kv_bytes_per_token", {}),
    ("prefill_time", {"prefill_tokens": 8192}),
)
PAIRS = [(m, h) for m in catalog.model_ids() for h in catalog.hardware_ids()]


def cli_json(capsys, argv: list[str]) -> tuple[int, dict | None, str]:
    code = main(argv)
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else None, out.err


def _eval_agrees(capsys, model: str, hardware: str) -> None:
    for quantity, typed in QUESTIONS:
        argv = ["eval", quantity, "--model", model, "--hardware", hardware, "--json"]
        argv += [x for k, v in typed.items() for x in ("--set", f"{k}={v}")]
        code, doc, err = cli_json(capsys, argv)
        try:
            got = chalk.evaluate(quantity, model=model, hardware=hardware, **typed)
        except EvaluationError as exc:
            assert code == 2, (argv, err)
            assert str(exc) in err
            continue
        assert code == 0, (argv, err)
        api = got.as_json()
        for doc_ in (doc, api):  # "given (--set)" in the CLI is "given" from Python
            for v in doc_["inputs"].values():
                v["source"] = v["source"].replace("given (--set)", "given")
        assert api == doc, argv
        assert float(got.value.magnitude) == doc["value"]
        assert {n: i.source for n, i in got.inputs.items()}.keys() == doc["inputs"].keys()


@pytest.mark.parametrize("model", ["llama-3-70b", "deepseek-v3"])
def test_evaluate_prints_what_chalk_eval_json_prints_on_a_few_pairs(capsys, model):
    for hardware in ("h100-sxm", "gb200-nvl72", "tpu-v5p"):
        _eval_agrees(capsys, model, hardware)


@pytest.mark.slow
@pytest.mark.parametrize(("model", "hardware"), PAIRS)
def test_evaluate_agrees_with_chalk_eval_on_every_catalog_model_and_hardware(capsys, model, hardware):
    _eval_agrees(capsys, model, hardware)


def _serve_agrees(capsys, model: str, hardware: str) -> None:
    argv = ["plan", "serve", "--model", model, "--hardware", hardware, "--tpot", "50ms", "--json"]
    code = main(argv)
    out = capsys.readouterr()
    try:
        api = chalk.plan_serve(model=model, hardware=hardware, tpot="50ms")
    except EvaluationError as exc:  # the command refuses it in the same words
        assert code == 2 and str(exc) in out.err
        return
    doc = api.as_json()
    printed = json.loads(out.out) if out.out.strip() else None
    if printed is None:
        assert code == 2 and not api.plans, out.err
        return
    for d in (doc, printed):
        d["search"].pop("seconds")
    assert doc == printed
    assert (code == 0) == bool(api.plans)
    if api.plans:
        assert api.cheapest == api.plans[0]
        assert api.fastest.tpot_s == min(p.tpot_s for p in api.plans)


def test_plan_serve_returns_the_plans_chalk_plan_serve_prints(capsys):
    _serve_agrees(capsys, "llama-3-70b", "h100-sxm,b200")


@pytest.mark.slow
@pytest.mark.parametrize("model", catalog.model_ids())
def test_plan_serve_agrees_with_the_cli_on_every_catalog_model_over_all_hardware(capsys, model):
    _serve_agrees(capsys, model, "all")


def _train_agrees(capsys, model: str, hardware: str) -> None:
    from chalk.planning.train_report import plan_json

    argv = ["plan", "train", "--model", model, "--tokens", "1T", "--hardware", hardware, "--chips", "512", "--json"]
    code = main(argv)
    out = capsys.readouterr()
    try:
        plan = chalk.plan_train(model=model, tokens=1e12, hardware=hardware, chips=512)
    except EvaluationError as exc:
        assert code == 2 and str(exc) in out.err
        return
    printed = json.loads(out.out)
    mine = json.loads(json.dumps(plan_json(plan), ensure_ascii=False))
    for d in (mine, printed):  # the CLI also says how it read "1T"
        d.pop("notes", None)
    assert mine == printed


def test_plan_train_returns_the_plan_chalk_plan_train_prints(capsys):
    _train_agrees(capsys, "llama-3-8b", "h100-sxm")


@pytest.mark.slow
@pytest.mark.parametrize(("model", "hardware"), PAIRS)
def test_plan_train_agrees_with_the_cli_on_every_catalog_model_and_hardware(capsys, model, hardware):
    _train_agrees(capsys, model, hardware)


def test_sweep_agrees_with_evaluate_at_each_point():
    s = chalk.sweep("t_step", {"batch": "1:64:4"}, model="llama-2-70b", hardware="h100-sxm", context=4096)
    for row in s.rows():
        one = chalk.evaluate("t_step", model="llama-2-70b", hardware="h100-sxm", context=4096, batch=row["batch"])
        assert row["t_step"] == pytest.approx(float(one.value.to(s.unit).magnitude), rel=1e-12)


def test_bad_input_raises_the_cores_typed_errors():
    with pytest.raises(UnknownName, match="unknown quantity 't_stepp'"):
        chalk.evaluate("t_stepp", model="llama-3-8b")
    with pytest.raises(BadValue, match="hbm_bandwidth is measured in"):
        chalk.evaluate("t_step", hardware="h100-sxm", hbm_bandwidth="3 GB")
    with pytest.raises(BadValue, match="has no unit"):
        chalk.plan_serve(model="llama-3-8b", hardware="h100-sxm", tpot="20")
    with pytest.raises(OutOfDomain, match="so no batch makes decode compute-bound"):
        chalk.evaluate("optimal_batch_kv", hardware="h100-sxm", model="llama-2-70b", context=10**7)


def test_an_input_given_as_a_pint_quantity_is_read_in_its_own_unit():
    from chalk import Q_

    a = chalk.evaluate("t_step", model="llama-2-70b", hardware="h100-sxm", batch=1, context=4096)
    b = chalk.evaluate(
        "t_step", model="llama-2-70b", hardware="h100-sxm", batch=1, context=4096, hbm_bandwidth=Q_(3.35, "TB/s")
    )
    assert a.inputs["hbm_bandwidth"].value.to("TB/s").magnitude == pytest.approx(3.35)
    assert b.inputs["hbm_bandwidth"].source == "given"
    assert float(a.value.to("s").magnitude) == pytest.approx(float(b.value.to("s").magnitude))


def test_the_browser_reads_the_cores_one_precision_default_for_every_model():
    """The explorer's default precision is data from the core's rule (the model's weight
    format where the chip has it, else ``DEFAULT_PRECISION``), not a literal of its own."""
    from pathlib import Path

    from chalk.exporters.precision import DEFAULT_PRECISION
    from chalk.exporters.site.data import models

    data = models()
    static = Path(__file__).parents[1] / "exporters" / "site" / "static"
    for name in ("plan.js", "calc.js"):
        text = (static / name).read_text()
        assert 'precision: "bf16"' not in text and '|| "fp8"' not in text and '|| "bf16"' not in text, name
    for model in catalog.model_ids():
        for hardware in ("h100-sxm", "a100-80gb", "gb200-nvl72"):
            implied = data[model]["math_precision"]
            browser = implied if implied in catalog.precisions(hardware) else DEFAULT_PRECISION
            assert chalk.evaluate("peak_flops", model=model, hardware=hardware).precision == browser, (model, hardware)


def test_prefill_time_is_the_plans_prefill_compute_and_ttft_adds_only_communication():
    """One answer for TTFT: `chalk eval prefill_time` on the plan's chips at MFU 1 counts what
    `chalk plan serve` counts (weights and causal attention), so it equals the plan's
    layout_prefill_compute and the plan's TTFT adds only the prefill's communication."""
    plans = chalk.plan_serve(
        model="llama-3-70b", hardware="h100-sxm", context=32768, prompt=32768, output=512, tpot="50ms", tp=8, pp=1
    )
    plan = plans.cheapest
    assert plan is not None and (plan.tp, plan.ep, plan.pp) == (8, 1, 1)
    ctx = plans.result.contexts[("h100-sxm", plan.precision)]
    at = dict(ctx.evaluator.kwargs, tp_degree=8.0, ep_degree=1.0, pp_degree=1.0)
    compute_fn, names = ctx.evaluator.functions["layout_prefill_compute"]
    compute = float(compute_fn(**{n: at[n] for n in names}))
    eval_ = chalk.evaluate(
        "prefill_time", model="llama-3-70b", hardware="h100-sxm", chips=8, prefill_tokens=32768, mfu_prefill=1
    )
    assert float(eval_.value.to("s").magnitude) == pytest.approx(compute, rel=1e-9)
    assert plan.ttft_s >= compute


def test_a_user_definition_whose_unit_is_wrong_is_an_error_not_a_value(tmp_path, monkeypatch, capsys):
    """``define("x", batch * context, "s")`` is tokens, not seconds: eval refuses it (exit 2,
    one line) on the sympy path and from the stored runtime alike."""
    (tmp_path / "claims.py").write_text(
        "from chalk import define\nfrom chalk.vocabulary import batch, context\n\n"
        'tokens_wrong = define("tokens_wrong", batch * context, "s", "a definition whose unit is wrong")\n'
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path / "cache"))
    for runtime in ("0", "1", "1"):  # the sympy source, then the runtime built, then read back
        monkeypatch.setenv("CHALK_RUNTIME", runtime)
        code = main(["eval", "tokens_wrong", "--claims", "claims.py", "--set", "batch=2", "--set", "context=10"])
        err = capsys.readouterr().err
        assert code == 2 and "tokens_wrong is declared in s but its definition" in err and err.count("\n") == 1


@pytest.mark.parametrize("hardware", catalog.hardware_ids())
def test_one_chip_price_for_eval_both_planners_and_the_site(hardware):
    """The chip-hour price comes from one source (catalog → tier → --price-file → --set):
    eval with --hardware, plan serve, plan train and the explorer's data read the same
    number, or all say it is missing (never the lecture's $2/h default)."""
    from chalk.derivations.serving_catalog import ChipPrice, chip_price
    from chalk.exporters.site.data import plan_data

    found = chip_price(hardware)
    site = plan_data()["hardware"][hardware]["prices"]["on-demand"]
    if not isinstance(found, ChipPrice):
        assert "why" in site
        with pytest.raises(EvaluationError, match="price_per_chip_hour"):
            chalk.evaluate("price_per_chip_hour", hardware=hardware)
        return
    assert site["usd_per_hour"] == found.usd_per_hour
    got = chalk.evaluate("price_per_chip_hour", hardware=hardware)
    assert float(got.value.to("USD/hour").magnitude) == found.usd_per_hour
    assert got.inputs["price_per_chip_hour"].source == found.source
    plan = chalk.plan_train(model="llama-3-8b", tokens=1e9, hardware=hardware, chips=8)
    assert {i.name: i.value for i in plan.inputs}["price_per_chip_hour"] == found.usd_per_hour
    serve = chalk.plan_serve(model="llama-3-8b", hardware=hardware, tpot="1s", max_chips=8)
    assert all(p.price_per_chip_hour == found.usd_per_hour for p in serve.plans)


def test_a_missing_price_is_its_own_typed_condition_not_a_capacity_problem():
    from chalk.derivations.serving_catalog import ChipPrice, chip_price
    from chalk.evaluation.errors import PriceUnavailable

    unpriced = [h for h in catalog.hardware_ids() if not isinstance(chip_price(h), ChipPrice)]
    assert unpriced  # the catalog has chips without a rental price (issue 37's data gap)
    with pytest.raises(PriceUnavailable, match="a missing price, not a capacity problem") as caught:
        chalk.plan_train(model="llama-3-8b", tokens=1e12, hardware=unpriced[0], chips=64)
    assert caught.value.hardware == unpriced[0]
    plans = chalk.plan_serve(model="llama-3-8b", hardware=[unpriced[0], "h100-sxm"], tpot="50ms")
    assert plans.result.unpriced == [unpriced[0]] and plans.plans
    assert not any("HBM" in s for s in plans.skipped)
