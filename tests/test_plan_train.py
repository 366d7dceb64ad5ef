"""`chalk plan train`: the layout search agrees with `chalk eval` and with a brute-force loop
over the same quantities, every reported layout meets every constraint it claims, an
infeasible request is an answer with exit status 4, and bad input is one line."""

import json
import math
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chalk.cli import main
from chalk.cli.commands.plan_train import EXIT_INFEASIBLE
from chalk.derivations.book_quantities import TrainingQuantities
from chalk.derivations.quantities import default_table
from chalk.planning.train_amounts import AmountError, parse_amount, parse_degrees, parse_fraction
from chalk.planning.train_bindings import Cited
from chalk.planning.train_layouts import plan_training as plan_for
from chalk.planning.train_plan import TrainRequest

#: the claims the lecture's book declares for the training plan (Book(training=...))
CITED = Cited.of(default_table().declared(TrainingQuantities))
CLAIM_COMPUTE, CLAIM_FIT, CLAIM_MEMORY = CITED.compute, CITED.fit, CITED.memory

LLAMA3_POD = ("--model", "llama-3-70b", "--tokens", "15e12", "--hardware", "tpu-v5p", "--chips", "8960")


def run_json(capsys, argv, code=0) -> dict:
    got = main(argv)
    out = capsys.readouterr()
    assert got == code, out.err
    return json.loads(out.out)


def run_error(capsys, *argv: str) -> str:
    assert main(["plan", "train", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_llama3_70b_on_a_v5p_pod_fits_in_hbm_and_takes_chalk_evals_training_time(capsys):
    plan = run_json(capsys, ["plan", "train", *LLAMA3_POD, "--mfu", "0.4", "--json"])
    fastest = plan["fastest"]
    assert fastest["fits_hbm"] and fastest["memory_per_chip"]["value"] <= fastest["hbm_capacity"]["value"]
    assert fastest["chips"] * 1 == fastest["data_degree"] * fastest["tp_degree"] * fastest["pp_degree"]
    evaluated = run_json(
        capsys,
        [
            *("eval", "training_time", "--model", "llama-3-70b", "--hardware", "tpu-v5p"),
            *("--set", f"chips={fastest['chips']}", "--set", "mfu_train=0.4", "--set", "tokens_pretrain=15e12"),
            *("--to", "day", "--json"),
        ],
    )
    assert fastest["time"]["unit"] == "day" and evaluated["unit"] in ("day", "d")
    assert fastest["time"]["value"] == pytest.approx(evaluated["value"], rel=1e-9)
    assert fastest["time"]["value"] == pytest.approx(44.68, rel=0.001)  # 6·70.55e9·15e12/(8960·459e12·0.4)
    assert CLAIM_COMPUTE in fastest["binding"]
    assert plan["efficiency"]["mfu_train"] == {"value": 0.4, "unit": "1", "source": "given (--mfu)"}


def test_efficiency_is_ideal_unless_told_and_each_says_where_it_came_from():
    ideal = plan_for(TrainRequest("tpu-v5p", 1e12, 256, model="llama-3-8b", global_batch=2**21))
    shown = {e.name: e for e in ideal.efficiency}
    assert shown["mfu_train"].value == 1.0 and shown["mfu_train"].source.startswith("ideal")
    slow = plan_for(
        TrainRequest("tpu-v5p", 1e12, 256, model="llama-3-8b", global_batch=2**21, collective_efficiency=0.5)
    )
    link = {e.name: e for e in slow.efficiency}["ici_bandwidth"]
    assert link.value == pytest.approx(shown["ici_bandwidth"].value / 2)
    assert "--collective-efficiency" in link.source
    assert all(b.comm_s == pytest.approx(2 * a.comm_s) for a, b in zip(ideal.layouts, slow.layouts, strict=True))


# --- the planner against an independent brute force over chalk eval's quantities ---------


def eval_layout(model, hardware, sets: dict[str, float]) -> dict[str, float]:
    """One layout through `chalk eval`'s scalar path: the inputs as --set text."""
    from chalk.evaluation.request import Request
    from chalk.evaluation.result import quantity_result
    from chalk.evaluation.setup import build_setup

    setup = build_setup(Request.of(sets, model=model, hardware=hardware))
    out = {}
    for name, unit in (
        ("layout_training_memory_per_chip", "byte"),
        ("layout_training_time", "day"),
        ("layout_training_cost", "USD"),
    ):
        out[name] = float(quantity_result(name, setup, to=unit).value.magnitude)
    return out


def test_the_planner_picks_the_brute_force_best_layout_on_a_small_grid():
    chips, tokens, batch, seq, hbm = 32, 1e12, 2.0**20, 8192, 80e9  # h100-sxm: 80 GB
    request = TrainRequest(
        "h100-sxm", tokens, chips, model="llama-3-8b", global_batch=batch, mfu=0.5, tp=(1, 2, 4, 8), pp=(1, 2, 4)
    )
    plan = plan_for(request)
    rows = []
    n = chips
    while True:
        for y in (1, 2, 4, 8):
            for p in (1, 2, 4):
                if n % (y * p):
                    continue
                d = n // (y * p)
                m = int(batch // (d * seq))
                if m < 1:
                    continue
                for fsdp in (True, False) if d > 1 else (True,):
                    sets = {
                        "chips": n,
                        "tp_degree": y,
                        "pipeline_stages": p,
                        "fsdp_degree": d if fsdp else 1,
                        "replicated_bytes_per_param": 0 if fsdp else 16,
                        "param_collectives": 3 if fsdp else 2,
                        "global_batch_tokens": batch,
                        "microbatches": m,
                        "tokens_pretrain": tokens,
                        "mfu_train": 0.5,
                        "train_bytes_per_param": 16,
                        "checkpoints_per_layer": 1,
                    }
                    got = eval_layout("llama-3-8b", "h100-sxm", sets)
                    if got["layout_training_memory_per_chip"] <= hbm:
                        rows.append((got["layout_training_time"], got["layout_training_cost"], n, y, p, fsdp))
        if n % 2 or n == 1:
            break
        n //= 2
    assert rows, "the brute force found no layout"
    best_days = min(r[0] for r in rows)
    best_cost = min(r[1] for r in rows)
    assert len(plan.feasible) == len(rows)
    assert plan.fastest is not None and plan.cheapest is not None
    assert plan.fastest.days == pytest.approx(best_days, rel=1e-9)
    assert plan.cheapest.cost_usd == pytest.approx(best_cost, rel=1e-9)
    winners = {(n, y, p, f) for days, _, n, y, p, f in rows if math.isclose(days, best_days, rel_tol=1e-9)}
    a = plan.fastest
    assert (a.chips, a.tp, a.pp, a.mode == "fsdp") in winners


# --- every reported layout meets every constraint it claims ------------------------------

MODELS = {"llama-3-8b": (32, 32), "llama-2-7b": (32, 32), "llama-3-70b": (64, 80)}


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    model=st.sampled_from(sorted(MODELS)),
    hardware=st.sampled_from(["h100-sxm", "tpu-v5p", "b200"]),
    chips=st.sampled_from([8, 48, 256, 1024]),
    tokens=st.floats(1e11, 2e13),
    mfu=st.floats(0.2, 1.0),
    days=st.one_of(st.none(), st.floats(5, 2000)),
    overlap=st.booleans(),
)
def test_every_reported_layout_meets_every_constraint_it_claims(model, hardware, chips, tokens, mfu, days, overlap):
    plan = plan_for(TrainRequest(hardware, tokens, chips, model=model, mfu=mfu, days=days, overlap=overlap))
    heads, layers = MODELS[model]
    for a in plan.feasible:
        assert a.fits and a.memory_bytes <= a.hbm_bytes
        assert days is None or a.days <= days
        assert a.chips <= chips and a.data * a.tp * a.pp == a.chips
        assert heads % a.tp == 0 and layers % a.pp == 0
        assert a.global_batch / a.data >= 8192 and a.microbatches >= 1
        assert a.step_s >= a.compute_s * (1 - 1e-12) and a.step_s >= a.comm_s * (1 - 1e-12)
        if not overlap:
            assert a.step_s == pytest.approx(a.compute_s + a.comm_s)
        assert a.mfu <= mfu * (1 + 1e-9)
        ideal_days = 6 * _params(plan) * tokens / (a.chips * _peak(plan) * mfu) / 86400
        assert a.days >= ideal_days * (1 - 1e-9)
    if plan.feasible:
        assert plan.fastest is not None and plan.cheapest is not None
        assert plan.fastest.days <= min(a.days for a in plan.feasible) * (1 + 1e-9)
        assert plan.cheapest.cost_usd <= min(a.cost_usd for a in plan.feasible) * (1 + 1e-9)
    else:
        assert plan.infeasible and plan.fastest is None


def _params(plan) -> float:
    return next(i.value for i in plan.inputs if i.name == "params_active")


def _peak(plan) -> float:
    return next(i.value for i in plan.inputs if i.name == "peak_flops")


# --- infeasible requests are answers; bad input is one line --------------------------------


def test_a_deadline_no_layout_meets_exits_4_naming_the_compute_floor_and_its_claim(capsys):
    assert main(["plan", "train", *LLAMA3_POD, "--mfu", "0.4", "--days", "30"]) == EXIT_INFEASIBLE
    out = capsys.readouterr().out
    assert "no layout trains 1.5e+13 tokens in 30 days" in out and "44.7 days" in out and CLAIM_COMPUTE in out


def test_a_model_too_big_for_hbm_exits_4_naming_the_memory_claims(capsys):
    argv = ["--model", "llama-3.1-405b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8", "--json"]
    plan = run_json(capsys, ["plan", "train", *argv], code=EXIT_INFEASIBLE)
    assert plan["fastest"] is None and plan["feasible"] == 0
    assert "no layout fits in HBM" in plan["infeasible"]
    assert CLAIM_MEMORY in plan["infeasible"] and CLAIM_FIT in plan["infeasible"]


def test_a_budget_below_the_cheapest_layout_exits_4_with_its_cost(capsys):
    assert main(["plan", "train", *LLAMA3_POD, "--mfu", "0.4", "--budget", "10M USD"]) == EXIT_INFEASIBLE
    assert "no layout costs at most $10M" in capsys.readouterr().out


def test_idle_chips_make_the_cheapest_plan_and_a_deadline_binds_it():
    """1M-token steps (122 sequences of 8,192: 0.999M tokens) over 1,024 H100s whose
    collectives reach a tenth of the NVLink port:
    the step is collective-bound on many chips, so fewer chips are cheaper, until the
    deadline forbids them. (At the full port the step is compute-bound and the cheapest
    plan is the fastest.)"""
    loose = TrainRequest(
        "h100-sxm", 1e12, 1024, model="llama-3-8b", mfu=0.4, global_batch=122 * 8192, collective_efficiency=0.1
    )
    free = plan_for(loose)
    assert free.cheapest.chips < free.fastest.chips and free.cheapest.cost_usd < free.fastest.cost_usd
    assert free.cheapest.days > 5
    tight = plan_for(replace(loose, days=5))
    assert tight.cheapest.days <= 5 and tight.cheapest.cost_usd <= tight.fastest.cost_usd
    assert "the deadline --days 5" in tight.cheapest.binding


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--model", "nope", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8"], "unknown model 'nope'"),
        (["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "nope", "--chips", "8"], "unknown hardware"),
        (
            ["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8", "--budget", "5 EUR"],
            "unknown unit 'EUR'",
        ),
        (["--model", "llama-3-8b", "--tokens", "1 tok", "--hardware", "tpu-v5p", "--chips", "8"], "takes no unit"),
        (["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8", "--tp", "3"], "--tp 3"),
        (["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8", "--pp", "0"], "'0'"),
        (["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8.5"], "whole number"),
        (
            ["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8", "--mfu", "1.5"],
            "(0, 1]",
        ),
        (
            ["--model", "llama-3-8b", "--tokens", "1T", "--hardware", "tpu-v5p", "--chips", "8", "--set", "chips=4"],
            "use --chips",
        ),
        (["--model", "llama-3-8b", "--hardware", "tpu-v5p", "--chips", "8"], "--tokens"),
    ],
)
def test_bad_input_is_a_one_line_error(capsys, argv, says):
    assert says in run_error(capsys, *argv)


def test_amounts_read_si_suffixes_and_dollar_units_and_refuse_the_rest():
    assert parse_amount("15e12", "--tokens") == parse_amount("15T", "--tokens") == 15e12
    assert parse_amount("50M USD", "--budget", units=("USD", "$")) == parse_amount("$50M", "--budget", ("USD", "$"))
    assert parse_degrees("8,1,2,2", "--tp") == (1, 2, 8)
    assert parse_fraction("0.4", "--mfu") == 0.4
    for bad in ("-1", "0", "1e400", "4 GB", "__import__('os')"):
        with pytest.raises(AmountError):
            parse_amount(bad, "--tokens")


@pytest.mark.parametrize("runtime", ["cached", "sympy"])
def test_measured_efficiency_gives_chalk_evals_measured_training_time_on_either_book(capsys, monkeypatch, runtime):
    if runtime == "sympy":
        monkeypatch.setenv("CHALK_RUNTIME", "0")
    plan = run_json(capsys, ["plan", "train", *LLAMA3_POD, "--efficiency", "measured", "--json"])
    evaluated = run_json(
        capsys,
        [
            *("eval", "training_time", "--model", "llama-3-70b", "--hardware", "tpu-v5p", "--efficiency", "measured"),
            *("--set", f"chips={plan['fastest']['chips']}", "--set", "tokens_pretrain=15e12", "--to", "day", "--json"),
        ],
    )
    assert plan["fastest"]["time"]["value"] == pytest.approx(evaluated["value"], rel=1e-9)
    assert plan["efficiency"]["mfu_train"]["source"] == evaluated["inputs"]["mfu_train"]["source"]
    assert plan["efficiency"]["mfu_train"]["value"] < 1


def test_every_claim_the_plan_cites_is_a_claim_of_the_book(capsys):
    cited = sorted(set(CITED.as_dict().values()))
    assert len(cited) == 6
    for claim_id in cited:
        assert main(["list", claim_id]) == 0, claim_id
        assert claim_id in capsys.readouterr().out


# --- the global batch: whole sequences of --seq-len, typed with its unit ------------------

SMALL = ("--model", "llama-3-8b", "--tokens", "1T", "--hardware", "h100-sxm", "--chips", "256", "--mfu", "0.4")


def test_a_global_batch_in_sequences_or_tokens_is_the_same_batch(capsys):
    """2048seq, 16777216 tokens (with a unit word or bare) and 16Mi as 2^24 are one batch:
    every layout steps 2,048 sequences of 8,192 tokens."""
    plans = [
        run_json(capsys, ["plan", "train", *SMALL, "--global-batch", text, "--json"])
        for text in ("2048seq", "2048 sequences", "16777216tok", "16777216 tokens", "16777216")
    ]
    assert all(p["layouts"] == plans[0]["layouts"] for p in plans)
    assert plans[0]["request"]["global_batch"] == {"value": 2**24, "unit": "token"}
    assert {a["global_batch"]["value"] for a in plans[0]["layouts"]} == {2**24}
    assert any("2,048 sequences × 8,192 tokens = 16,777,216 tokens" in n for n in plans[0]["notes"])


def test_a_whole_batch_gives_every_replica_all_its_micro_batches(capsys):
    """The pipeline bubble (m + p − 1)/m is set by m = sequences per replica: with a whole
    batch, m × data is the batch's sequences wherever data divides them (16e6 tokens gave
    1,953.125 sequences and floored m=2 to m=1 at data 1,024: twice the bubble)."""
    plan = run_json(capsys, ["plan", "train", *SMALL, "--global-batch", "2048seq", "--pp", "1,2,4", "--json"])
    for a in plan["layouts"]:
        assert a["microbatches"] * a["data_degree"] == 2048


def test_a_batch_counted_in_sequences_follows_seq_len(capsys):
    plan = run_json(capsys, ["plan", "train", *SMALL, "--global-batch", "512seq", "--seq-len", "4096", "--json"])
    assert plan["request"]["global_batch"]["value"] == 512 * 4096
    # every layout gives its batch in sequences too, as the user typed it
    assert {a["global_batch_sequences"] for a in plan["layouts"]} == {512}


@pytest.mark.parametrize(
    ("batch", "says"),
    [
        ("16M", "--global-batch 16M is 16,000,000 tokens = 1,953.125 sequences of 8,192 tokens"),
        ("16Mtok", "give sequences (1953seq or 1954seq)"),
        ("16M tokens", "if 16M meant 16·2^20 tokens: 2048seq"),
        ("4M", "or tokens that are a multiple of 8,192"),
        ("1.5seq", "1.5 sequences, not a whole number"),
        ("16Mbytes", "unknown unit 'bytes'"),
        ("0seq", "positive"),
    ],
)
def test_a_fractional_or_unitless_batch_is_a_one_line_error_naming_what_is_accepted(capsys, batch, says):
    assert says in run_error(capsys, *SMALL, "--global-batch", batch)


def test_the_api_reads_batch_text_and_refuses_a_fractional_sequence_count():
    import chalk

    kwargs = dict(model="llama-3-8b", tokens=1e12, hardware="h100-sxm", chips=64, mfu=0.4, tp=[8], pp=[1])
    typed = chalk.plan_train(global_batch="256seq", **kwargs)
    number = chalk.plan_train(global_batch=256 * 8192, **kwargs)
    assert typed.layouts == number.layouts and {a.global_batch for a in typed.layouts} == {256 * 8192}
    with pytest.raises(AmountError, match=r"1,953\.125 sequences"):
        chalk.plan_train(global_batch=16e6, **kwargs)


def test_searched_batches_are_whole_sequences_of_any_seq_len():
    from chalk.planning.train_layouts import BATCHES, searched_batches

    assert searched_batches(8192) == BATCHES
    assert all(b % 3000 == 0 and b > 0 for b in searched_batches(3000))


# --- the NIC: weight collectives of a data-parallel group that leaves its scale-up domain ----
def test_a_data_group_that_leaves_its_server_takes_its_share_of_the_nics(capsys):
    """Llama 3 405B on 16,384 H100s at TP 8 without pipeline stages: one rank of each FSDP group
    per 8-GPU server, so each step's three 101 GB shard collectives cross a 50 GB/s NIC (6.1 s),
    not the 450 GB/s NVLink port (0.68 s); the plan names the NIC claim."""
    argv = ["plan", "train", "--model", "llama-3.1-405b", "--hardware", "h100-sxm", "--chips", "16384"]
    argv += ["--tokens", "15.6T", "--tp", "8", "--pp", "1", "--global-batch", "2048seq", "--json"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    fastest = doc["fastest"]
    shard = 3 * 405_853_388_800 * 2 / 8 * (1 - 1 / 2048)
    assert fastest["data_degree"] == 2048
    assert fastest["collective_time"]["weights"]["value"] == pytest.approx(shard / 50e9, rel=1e-9)
    comm = sum(t["value"] for t in fastest["collective_time"].values())  # the NIC binds the step
    assert fastest["step_time"]["value"] == pytest.approx(comm, rel=1e-12) and comm > fastest["compute_time"]["value"]
    assert fastest["mfu"] == pytest.approx(fastest["compute_time"]["value"] / comm, rel=1e-9)
    assert "nic_fraction" in " ".join(doc["notes"])
    assert doc["claims"]["nic"] == "parallelism.weight_collectives_take_their_port_ring_and_their_share_of_the_nics"


def test_a_group_inside_one_domain_never_touches_the_nic_and_a_chip_without_one_uses_its_port(capsys):
    """FSDP over one 8-GPU server: the port ring alone, the same time as with the NIC at any speed;
    a chip whose catalog entry has no NIC plans with its port in its place, and says so."""
    argv = ["plan", "train", "--model", "llama-3-8b", "--hardware", "h100-sxm", "--chips", "8"]
    argv += ["--tokens", "1T", "--tp", "1", "--pp", "1", "--global-batch", "64seq", "--json"]
    assert main(argv) == 0
    fast = json.loads(capsys.readouterr().out)["fastest"]
    assert main([*argv, "--set", "scaleout_bandwidth=1 GB/s"]) == 0
    slow_nic = json.loads(capsys.readouterr().out)["fastest"]
    assert fast["collective_time"]["weights"] == slow_nic["collective_time"]["weights"]
    tpu_v4 = ["plan", "train", "--model", "llama-3-8b", "--hardware", "tpu-v4", "--chips", "64", "--tokens", "1T"]
    assert main([*tpu_v4, "--set", "price_per_chip_hour=2", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    nic, port = doc["inputs"]["scaleout_bandwidth"], doc["inputs"]["ici_bandwidth"]
    assert "no scale-out NIC" in nic["source"] and nic["value"] >= port["value"]
