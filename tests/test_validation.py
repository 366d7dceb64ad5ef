"""`chalk validate`: published measurements against chalk's bounds, each evaluated through
the command a user would type (`chalk eval`, `chalk plan train`, `chalk plan serve`); the
measured efficiencies and `eval --efficiency`."""

import json
import shlex

import pytest

from chalk.cli import main
from chalk.derivations.catalog import measured
from chalk.derivations.validation import median_table, validate
from chalk.evaluation.books import LECTURE_ONLY, reading
from chalk.planning.cases import evaluate_bound
from chalk.units import Q_


@pytest.fixture(scope="module")
def outcomes():
    with reading(LECTURE_ONLY):
        return validate(evaluate_bound)


def test_corpus_has_at_least_40_sourced_cases_over_4_families_training_and_inference():
    cases = measured.cases()
    assert len(cases) >= 40
    assert len({c.family for c in cases}) >= 4
    regimes = {c.regime for c in cases}
    assert "train" in regimes and {"prefill", "decode"} <= regimes
    for c in cases:
        assert all(c.source[k] for k in ("title", "where", "date", "url", "read_in")), c.id
        assert c.stated["hardware"] and c.stated["model"], c.id


def printed_bound(doc: dict, entry: str, quantity: str) -> tuple[float, str]:
    """The number a command's --json prints for a case's quantity: eval's value, the fastest
    training layout's, or the best serving plan's, with its unit."""
    if entry == "eval":
        return doc["value"], doc["unit"]
    if entry == "plan train":
        got = doc["fastest"][quantity if quantity != "days" else "time"]
        return (got, "") if quantity == "mfu" else (got["value"], got["unit"])
    return doc["plans"][0][quantity], doc["units"][quantity]


def test_every_bound_is_what_the_printed_command_line_prints_for_the_case(capsys, outcomes):
    entries = set()
    for o in outcomes:
        b = o.case.bound
        argv = shlex.split(b.command(), comments=True)
        assert argv[0] == "chalk", o.case.id
        assert main([*argv[1:], "--json"]) == 0, capsys.readouterr().err
        value, unit = printed_bound(json.loads(capsys.readouterr().out), b.entry, b.quantity)
        assert Q_(value, unit).to(o.bound_unit).magnitude == pytest.approx(o.bound_value, rel=1e-9), o.case.id
        entries.add(b.entry)
    assert entries == set(measured.ENTRIES)


def test_no_published_measurement_beats_its_bound(outcomes):
    beaten = [o.problem() for o in outcomes if o.beats]
    assert not beaten
    assert all(0 < o.efficiency <= 1 for o in outcomes)


def test_a_time_is_bound_over_measured_and_a_rate_measured_over_bound(outcomes):
    by_id = {o.case.id: o for o in outcomes}
    hours = by_id["llama-2-70b-pretraining-gpu-hours"]
    assert hours.efficiency == pytest.approx(hours.bound / hours.measured)
    assert hours.unit == "h" and hours.measured == 1_720_320
    rate = by_id["opt-175b-tflops"]
    assert rate.efficiency == pytest.approx(147 / 312)


def test_documented_median_efficiencies_are_the_corpus_medians(outcomes):
    recomputed = median_table(outcomes)
    documented = measured.documented()
    assert set(recomputed) == set(documented)
    for name, entry in recomputed.items():
        doc = documented[name]
        assert doc["all"]["value"] == pytest.approx(entry["all"].value, abs=1e-6), name
        assert doc["all"]["cases"] == list(entry["all"].cases), name
        assert doc["all"]["low"] == pytest.approx(entry["all"].low, abs=1e-6), name
        assert doc["all"]["high"] == pytest.approx(entry["all"].high, abs=1e-6), name
        assert set(doc["by_family"]) == set(entry["by_family"]), name
        for fam, m in entry["by_family"].items():
            assert doc["by_family"][fam]["value"] == pytest.approx(m.value, abs=1e-6), (name, fam)
            assert doc["by_family"][fam]["cases"] == list(m.cases), (name, fam)


def test_documented_points_are_every_cases_efficiency_in_corpus_order(outcomes):
    points = measured.documented_points()
    assert [p["case"] for p in points] == [o.case.id for o in outcomes]
    for p, o in zip(points, outcomes, strict=True):
        assert (p["efficiency_of"], p["family"]) == (o.efficiency_of, o.case.family)
        assert p["efficiency"] == pytest.approx(o.efficiency, abs=1e-6), o.case.id


def test_collective_cases_give_a_sourced_collective_bandwidth_efficiency(outcomes):
    collective = [o for o in outcomes if o.case.regime == "collective"]
    assert len(collective) >= 4 and len({o.case.family for o in collective}) >= 2
    # the scale-up fabric and the NICs each have their own median: --efficiency measured reads the first
    assert {o.efficiency_of for o in collective} == {"collective_bandwidth", "collective_bandwidth_scaleout"}
    # which one is read off the inputs the bound used: a NIC or the DCN makes it a scale-out case
    for o in collective:
        crosses = bool({name for name, _ in o.inputs} & {"scaleout_bandwidth", "dcn_bandwidth"})
        assert crosses == (o.efficiency_of == "collective_bandwidth_scaleout"), o.case.id
    assert len([o for o in collective if o.efficiency_of == "collective_bandwidth_scaleout"]) >= 5
    assert all(0 < o.efficiency <= 1 and o.case.source["read_in"] for o in collective)


def test_eval_efficiency_measured_scales_the_link_bandwidth_by_the_collective_median(capsys):
    argv = [
        "eval",
        "allgather_time",
        "--hardware",
        "h100-sxm",
        "--set",
        "axis_size=8",
        "--set",
        "collective_bytes=1 GB",
    ]
    assert main([*argv, "--json"]) == 0
    ideal = json.loads(capsys.readouterr().out)
    assert main([*argv, "--efficiency", "measured", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    entry = measured.documented()["collective_bandwidth"]
    median = entry["by_family"].get("H100", entry["all"])  # the family's own median where it has one
    link = doc["inputs"]["ici_bandwidth"]
    assert link["value"] == pytest.approx(ideal["inputs"]["ici_bandwidth"]["value"] * median["value"], rel=1e-12)
    assert all(case in " ".join(doc["notes"]) for case in median["cases"])


@pytest.fixture
def planted(tmp_path, monkeypatch):
    """The corpus plus one H100 kernel that claims 10 PFLOP/s of dense bf16."""
    doc = json.loads(measured.CORPUS.read_text())
    fake = json.loads(json.dumps(next(c for c in doc["cases"] if c["id"] == "flashmla-h800-compute-bound")))
    fake["id"], fake["measured"]["value"] = "planted-impossible-kernel", 10_000
    doc["cases"].append(fake)
    path = tmp_path / "measurements.json"
    path.write_text(json.dumps(doc))
    monkeypatch.setattr(measured, "CORPUS", path)
    measured.cases.cache_clear()
    yield
    measured.cases.cache_clear()


def test_validate_exits_1_naming_a_planted_case_that_beats_its_bound_and_the_inputs(capsys, planted):
    assert main(["validate", "kernel", "--no-figure"]) == 1
    out = capsys.readouterr()
    assert "planted-impossible-kernel" in out.err and "peak_flops" in out.err
    assert "BEATS" in out.out
    assert main(["validate", "flashmla", "--no-figure"]) == 0


def test_validate_json_carries_bound_measurement_efficiency_and_units(capsys):
    assert main(["validate", "kernel", "--json", "--no-figure"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["beaten"] == [] and len(doc["cases"]) == 5
    for case in doc["cases"]:
        assert case["bound"]["unit"] == case["measured"]["unit"]
        assert case["efficiency"] == pytest.approx(case["measured"]["value"] / case["bound"]["value"])
        assert case["chalk"]["command"].startswith("chalk eval ")


def test_validate_rejects_a_pattern_matching_nothing_in_one_line(capsys):
    assert main(["validate", "no-such-case"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_validate_writes_the_efficiency_figure_where_asked(capsys, tmp_path):
    assert main(["validate", "kernel", "--figure", str(tmp_path)]) == 0
    assert (tmp_path / "measured_efficiency.png").read_bytes().startswith(b"\x89PNG")
    assert "median" in (tmp_path / "measured_efficiency.txt").read_text()


T_STEP = ["t_step", "--model", "llama-2-70b", "--hardware", "mi300x", "--set", "batch=1", "--set", "context=4096"]
T_STEP += ["--set", "bytes_per_element=2", "--json"]


def eval_json(capsys, *argv):
    assert main(["eval", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def test_eval_efficiency_measured_scales_hbm_bandwidth_and_names_the_source_cases(capsys):
    ideal = eval_json(capsys, *T_STEP)
    real = eval_json(capsys, *T_STEP, "--efficiency", "measured")
    eff, source = measured.measured_efficiency("decode_bandwidth", "mi300x")
    assert "MI300X cases" in source
    assert real["inputs"]["hbm_bandwidth"]["value"] == pytest.approx(eff * ideal["inputs"]["hbm_bandwidth"]["value"])
    assert real["value"] == pytest.approx(ideal["value"] / eff)  # batch 1: memory-bound
    note = next(n for n in real["notes"] if n.startswith("efficiency: measured"))
    assert "oci-mi300x-llama-3.1-405b-fp8-batch-1" in note and f"{eff:.3g}" in note
    assert not any("mfu_train" in n for n in real["notes"])  # t_step uses no MFU input


def test_eval_efficiency_measured_sets_mfu_train_from_the_family_median(capsys):
    argv = ["training_time", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--set", "chips=8192"]
    argv += ["--set", "tokens_pretrain=15e12", "--json", "--efficiency", "measured"]
    doc = eval_json(capsys, *argv)
    median = measured.documented()["mfu_train"]["by_family"]["H100"]
    assert doc["inputs"]["mfu_train"]["value"] == pytest.approx(median["value"])
    assert "llama-3.1-405b-training-gpu-hours" in doc["inputs"]["mfu_train"]["source"]


def test_eval_efficiency_ideal_says_so_and_a_set_value_wins_over_measured(capsys):
    ideal = eval_json(capsys, *T_STEP, "--efficiency", "ideal")
    assert any(n.startswith("efficiency: ideal") for n in ideal["notes"])
    given = eval_json(capsys, *T_STEP, "--efficiency", "measured", "--set", "hbm_bandwidth=5.3 TB/s")
    assert given["value"] == pytest.approx(ideal["value"])
    assert any("given by --set" in n for n in given["notes"])


def test_a_build_carries_the_validation_figure_over_and_never_checks_it(tmp_path):
    from chalk.exporters import output

    out, fresh = tmp_path / "output", tmp_path / "fresh"
    (out / "figures").mkdir(parents=True)
    (out / "figures" / "measured_efficiency.png").write_bytes(b"validate's pixels")
    (out / "figures" / "step_time_vs_batch.png").write_bytes(b"rendered by the build")
    fresh.mkdir()
    output._carry_foreign(out, fresh)
    assert (fresh / "figures" / "measured_efficiency.png").read_bytes() == b"validate's pixels"
    assert not (fresh / "figures" / "step_time_vs_batch.png").exists()
    assert output._unchecked("figures/measured_efficiency.svg")
    assert not output._unchecked("figures/step_time_vs_batch.svg")


def test_the_measured_systems_page_quotes_the_documented_medians_and_ranges(outcomes):
    import re
    from pathlib import Path

    page = (Path(__file__).parents[1] / "docs" / "measured-systems.md").read_text()
    rows = dict(re.findall(r"^\| (\w+) \| (\d\.\d{3} \| \d+ \| \d\.\d{3}–\d\.\d{3}) \|", page, re.M))
    documented = measured.documented()
    assert set(rows) == set(documented)
    for name, entry in documented.items():
        effs = [o.efficiency for o in outcomes if o.efficiency_of == name]
        quoted = f"{entry['all']['value']:.3f} | {len(entry['all']['cases'])} | {min(effs):.3f}–{max(effs):.3f}"
        assert rows[name] == quoted, name


def test_sweep_efficiency_measured_says_which_efficiency_it_applied(capsys):
    argv = ["sweep", "t_step", "--model", "llama-2-70b", "--hardware", "mi300x", "--set", "context=4096"]
    argv += ["--set", "bytes_per_element=2", "--over", "batch=1:8:2", "--efficiency", "measured", "--json"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    assert len(doc["efficiency"]) == 1 and "decode_bandwidth" in doc["efficiency"][0]


def test_a_malformed_corpus_is_one_line_naming_the_case(capsys, tmp_path, monkeypatch):
    doc = json.loads(measured.CORPUS.read_text())
    del doc["cases"][0]["source"]["url"]
    path = tmp_path / "measurements.json"
    path.write_text(json.dumps(doc))
    monkeypatch.setattr(measured, "CORPUS", path)
    measured.cases.cache_clear()
    try:
        assert main(["validate", "--no-figure"]) == 2
    finally:
        measured.cases.cache_clear()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and doc["cases"][0]["id"] in err and "url" in err


def test_cases_that_count_recomputation_are_checked_but_pooled_in_no_median():
    from chalk.derivations.catalog.measured import cases, documented, pooled

    recomputing = {c.id for c in cases() if c.counts_recomputation}
    assert {"palm-540b-hfu", "megatron-1t-3072-a100"} <= recomputing
    assert not any(pooled(cid) for cid in recomputing)
    stored = {cid for entry in documented().values() for cid in entry["all"]["cases"]}
    assert stored and not stored & recomputing


def test_a_family_without_three_cases_gets_no_measured_median_but_the_reason():
    from chalk.derivations.catalog.measured import NoFamilyMedian, family_efficiency

    value, source = family_efficiency("mfu_decode", "mi300x")
    assert 0 < value < 1 and "MI300X cases" in source
    with pytest.raises(NoFamilyMedian, match=r"no measured decode_bandwidth for H100: the corpus has 0 H100 case"):
        family_efficiency("decode_bandwidth", "h100-sxm")


def test_medusa_on_8_h200_beats_the_plain_floor_but_not_the_speculative_one(capsys):
    """108 tokens/s per user on Llama 3.1 405B: above 1/latency_floor (every weight once per token),
    below the floor divided by the tokens a Medusa pass can yield (4 heads: at most 5)."""
    from chalk.cli import main

    common = ["--model", "llama-3.1-405b", "--hardware", "h200", "--precision", "fp8", "--set", "chips=8", "--json"]
    assert main(["eval", "latency_floor", *common]) == 0
    plain = json.loads(capsys.readouterr().out)["value"]
    speculative = ["--set", "draft_length=4", "--set", "acceptance_rate=0.999"]
    assert main(["eval", "latency_floor_speculative", *common, *speculative]) == 0
    spec = json.loads(capsys.readouterr().out)["value"]
    assert 1 / plain < 108 < 1 / spec


def _with_cases(tmp_path, monkeypatch, *extra):
    doc = json.loads(measured.CORPUS.read_text())
    doc["cases"] += list(extra)
    path = tmp_path / "measurements.json"
    path.write_text(json.dumps(doc))
    monkeypatch.setattr(measured, "CORPUS", path)
    measured.cases.cache_clear()


PLAN_TRAIN_CASE = {
    "id": "planted-plan-train",
    "regime": "train",
    "source": {"title": "t", "where": "w", "date": "d", "url": "u", "read_in": "r"},
    "stated": {"hardware": "H100", "model": "Llama 3.1 405B"},
    "measured": {"value": 0.4, "unit": "", "kind": "fraction_of_peak", "what": "MFU"},
    "chalk": {
        "entry": "plan train",
        "quantity": "mfu",
        "model": "llama-3.1-405b",
        "hardware": "h100-sxm",
        "precision": "bf16",
        "plan": {"tokens": "15.6T", "chips": 16384, "tp": "8", "global_batch": "2048seq", "seq_len": 8192},
    },
}


def test_a_plan_case_that_beats_the_plan_exits_1_with_the_plan_command(capsys, tmp_path, monkeypatch):
    """A measured MFU above what the fastest layout of `chalk plan train` allows is a beaten
    bound, reported with the plan's command line and the inputs the plan read."""
    impossible = json.loads(json.dumps(PLAN_TRAIN_CASE))
    impossible["measured"]["value"] = 1.5
    _with_cases(tmp_path, monkeypatch, PLAN_TRAIN_CASE, impossible | {"id": "planted-plan-train-impossible"})
    try:
        assert main(["validate", "planted-plan-train", "--no-figure", "--json"]) == 1
        doc = json.loads(capsys.readouterr().out)
    finally:
        measured.cases.cache_clear()
    assert doc["beaten"] == ["planted-plan-train-impossible"]
    ok = next(c for c in doc["cases"] if c["id"] == "planted-plan-train")
    assert ok["efficiency"] == pytest.approx(0.4 / ok["chalk"]["value"])
    assert ok["chalk"]["command"].startswith("chalk plan train --model llama-3.1-405b --hardware h100-sxm")
    assert ok["efficiency_of"] == "mfu_train"


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"entry": "plan deploy"}, "entry"),
        ({"quantity": "tpot"}, "reads"),
        ({"plan": {"chips": 8, "tokens": "1T", "ep": "8"}}, "no option ep"),
        ({"entry": "eval", "quantity": "t_step"}, "plan options"),
        ({"model": None}, "model and a hardware"),
    ],
)
def test_a_plan_case_with_an_unknown_entry_quantity_or_option_is_one_line_naming_it(
    capsys, tmp_path, monkeypatch, change, named
):
    bad = json.loads(json.dumps(PLAN_TRAIN_CASE))
    bad["chalk"] |= change
    _with_cases(tmp_path, monkeypatch, bad)
    try:
        assert main(["validate", "--no-figure"]) == 2
    finally:
        measured.cases.cache_clear()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "planted-plan-train" in err and named in err, err


def test_a_plan_that_finds_no_layout_is_one_line_naming_the_case_and_its_command(capsys, tmp_path, monkeypatch):
    tiny = json.loads(json.dumps(PLAN_TRAIN_CASE))
    tiny["chalk"]["plan"] = {"tokens": "15.6T", "chips": 1, "tp": "1"}  # 405B's weights fit no single H100
    _with_cases(tmp_path, monkeypatch, tiny)
    try:
        assert main(["validate", "planted-plan-train", "--no-figure"]) == 2
    finally:
        measured.cases.cache_clear()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "planted-plan-train" in err and "chalk plan train" in err, err


def test_every_plan_option_a_case_may_give_is_an_option_of_its_command():
    """The corpus's option names are the commands' own (``read_train_request``'s text
    options, ``ServeRequest``'s fields), so the schema cannot drift from the planner."""
    import dataclasses
    import inspect

    from chalk.planning.serve import ServeRequest
    from chalk.planning.train_request import read_train_request

    train = set(inspect.signature(read_train_request).parameters)
    serve = {f.name for f in dataclasses.fields(ServeRequest)}
    assert set(measured.PLAN_OPTIONS["plan train"]) <= train
    assert set(measured.PLAN_OPTIONS["plan serve"]) <= serve


def test_the_readme_and_the_measured_systems_page_quote_the_corpus_size():
    import re
    from pathlib import Path

    root = Path(__file__).parents[1]
    n = len(measured.cases())
    readme = (root / "README.md").read_text()
    page = (root / "docs" / "measured-systems.md").read_text()
    assert re.findall(r"bounds with (\d+) published measurements", readme) == [str(n)]
    assert re.findall(r"`derivations/catalog/measurements.json` holds (\d+) cases", page) == [str(n)]
    regimes = dict(re.findall(r"\*\*(training|prefill|decode|kernels|collectives)\*\* \((\d+)\)", page))
    counted = {r: sum(c.regime == r for c in measured.cases()) for r in measured.REGIMES}
    assert int(regimes["training"]) == counted["train"] and int(regimes["kernels"]) == counted["kernel"]
    assert int(regimes["prefill"]) == counted["prefill"] and int(regimes["decode"]) == counted["decode"]
    assert int(regimes["collectives"]) == counted["collective"]
