"""`chalk plan serve`: the vectorised search against an independent brute-force loop, every
reported plan against the constraints it claims, `chalk eval` of the top plan, and the
one-line errors and the documented exit status of an unreachable target."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chalk.cli import main
from chalk.exporters.evalbook import using_book
from chalk.exporters.runtime import cached_book
from chalk.planning.layouts import divisors, links
from chalk.planning.serve import EXIT_UNREACHABLE, ServeRequest, plan_serve


@pytest.fixture(scope="module")
def runtime():
    found = cached_book()
    assert found is not None, "the eval runtime could not be built"
    return found


def _args(**over) -> ServeRequest:
    base = dict(model="llama-3-8b", hardware="h100-sxm", context=4096, prompt=1024, output=256, tpot="20ms")
    base.update(max_chips=8, sets=())
    base.update(over)
    base["sets"] = tuple(base["sets"])
    return ServeRequest(**base)


def _brute_force(runtime, result, hardware: str, tpot_s: float, max_chips: int):
    """Every (tp, pp, batch) one at a time through the book's scalar functions: the cheapest
    point meeting TPOT and HBM. No bisection, no arrays, no monotonicity assumed."""
    ctx = result.contexts[(hardware, "bf16")]
    kw = dict(ctx.evaluator.kwargs)
    link = links(hardware)
    step_f, step_in = ctx.evaluator.functions["layout_step_time"]
    mem_f, mem_in = ctx.evaluator.functions["layout_memory_per_chip"]
    use_f, use_in = ctx.evaluator.functions["layout_usable_hbm"]
    cost_f, cost_in = ctx.evaluator.functions["layout_cost_per_output_token"]
    usable = float(use_f(**{n: kw[n] for n in use_in}))
    n_heads, n_layers = 32, 32  # llama-3-8b
    best = None
    for tp in divisors(n_heads, max_chips):
        for pp in divisors(n_layers, max_chips):
            if tp * pp > max_chips:
                continue
            bw_tp = link.up if tp <= link.domain else link.out
            bw_pp = link.up if tp * pp <= link.domain else link.out
            at = dict(kw, tp_degree=tp, ep_degree=1, pp_degree=pp, tp_link_bandwidth=bw_tp, ep_link_bandwidth=1.0)
            at["pp_link_bandwidth"] = bw_pp if pp > 1 else 1.0
            # each group's message latency: its fabric's (0 where the degree is 1: no messages)
            at["tp_link_latency"] = (link.up_latency if tp <= link.domain else link.out_latency) if tp > 1 else 0.0
            at["ep_link_latency"] = 0.0
            at["pp_link_latency"] = (link.up_latency if tp * pp <= link.domain else link.out_latency) if pp > 1 else 0.0
            b = 1
            while b < 5000:
                at["batch"] = b
                if float(mem_f(**{n: at[n] for n in mem_in})) > usable:
                    break
                if float(step_f(**{n: at[n] for n in step_in})) <= tpot_s:
                    cost = float(cost_f(**{n: at[n] for n in cost_in}))
                    if best is None or cost < best[0] - 1e-15:
                        best = (cost, tp, pp, b)
                b += 1
    return best


@pytest.mark.parametrize("tpot", ["8ms", "20ms"])
def test_search_finds_the_same_best_plan_as_a_brute_force_loop(runtime, tpot):
    with using_book(runtime):
        result = plan_serve(_args(tpot=tpot))
        cost, tp, pp, b = _brute_force(runtime, result, "h100-sxm", result.targets.tpot_s, 8)
    top = result.plans[0]
    assert (top.tp, top.pp, top.batch) == (tp, pp, b)
    assert top.usd_per_output_token == pytest.approx(cost, rel=1e-12)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    model=st.sampled_from(["llama-3-8b", "llama-3-70b", "mixtral-8x7b"]),
    hardware=st.sampled_from(["h100-sxm", "h200", "mi300x", "tpu-v5e"]),
    tpot_ms=st.floats(3, 120),
    ttft_s=st.one_of(st.none(), st.floats(0.05, 5)),
    context=st.integers(256, 32768),
    overlap=st.booleans(),
)
def test_every_reported_plan_meets_every_constraint_it_claims(
    runtime, model, hardware, tpot_ms, ttft_s, context, overlap
):
    args = _args(
        model=model,
        hardware=hardware,
        tpot=f"{tpot_ms}ms",
        ttft=None if ttft_s is None else f"{ttft_s}s",
        context=context,
        max_chips=64,
        overlap=overlap,
    )
    with using_book(runtime):
        result = plan_serve(args)
    for p in result.plans:
        assert p.batch >= 1
        assert p.tpot_s <= tpot_ms / 1e3 * (1 + 1e-12)
        if ttft_s is not None:
            assert p.ttft_s <= ttft_s * (1 + 1e-12)
        assert p.hbm_used_bytes <= p.hbm_usable_bytes * (1 + 1e-12)
        assert p.binding in {"HBM capacity", "TPOT", "compute-bound", "batch cap"}
        if p.binding == "TPOT":  # one more sequence would miss the target or not fit
            ctx = result.contexts[(p.hardware, p.precision)]
            step = "layout_step_time_overlapped" if overlap else "layout_step_time"
            f, inputs = ctx.evaluator.functions[step]
            bw = {"scale-up": ctx.links.up, "scale-out": ctx.links.out, "none": 1.0}
            at = dict(ctx.evaluator.kwargs, tp_degree=p.tp, ep_degree=p.ep, pp_degree=p.pp, batch=p.batch + 1)
            at.update(
                tp_link_bandwidth=bw[p.tp_fabric], ep_link_bandwidth=bw[p.ep_fabric], pp_link_bandwidth=bw[p.pp_fabric]
            )
            lat = {"scale-up": ctx.links.up_latency, "scale-out": ctx.links.out_latency, "none": 0.0}
            at.update(
                tp_link_latency=lat[p.tp_fabric], ep_link_latency=lat[p.ep_fabric], pp_link_latency=lat[p.pp_fabric]
            )
            assert float(f(**{n: at[n] for n in inputs})) > tpot_ms / 1e3


def test_top_plan_re_evaluates_under_its_target_through_chalk_eval(capsys):
    assert (
        main(
            [
                "plan",
                "serve",
                "--model",
                "llama-3-70b",
                "--hardware",
                "h100-sxm",
                "--context",
                "8192",
                "--tpot",
                "20ms",
                "--json",
            ]
        )
        == 0
    )
    top = json.loads(capsys.readouterr().out)["plans"][0]
    assert (top["tp"], top["ep"], top["pp"]) == (8, 1, 1)
    assert (
        main(
            [
                "eval",
                "layout_step_time",
                "--model",
                "llama-3-70b",
                "--hardware",
                "h100-sxm",
                "--set",
                f"tp_degree={top['tp']}",
                "--set",
                f"batch={top['batch']}",
                "--set",
                "context=8192",
                "--set",
                "tp_link_bandwidth=450 GB/s",
                "--set",
                "tp_link_latency=0.6 us",
                "--to",
                "ms",
                "--json",
            ]
        )
        == 0
    )
    evaluated = json.loads(capsys.readouterr().out)
    assert evaluated["value"] == pytest.approx(top["tpot"], rel=1e-9)
    assert evaluated["value"] <= 20


def test_wider_tensor_parallel_is_never_cheaper_than_the_best_8_way_for_llama_3_70b(capsys):
    assert (
        main(
            [
                "plan",
                "serve",
                "--model",
                "llama-3-70b",
                "--hardware",
                "h100-sxm",
                "--context",
                "8192",
                "--tpot",
                "20ms",
                "--json",
            ]
        )
        == 0
    )
    plans = json.loads(capsys.readouterr().out)["plans"]
    best8 = min(p["usd_per_mtok_output"] for p in plans if p["tp"] == 8)
    assert all(p["usd_per_mtok_output"] > best8 for p in plans if p["tp"] >= 64)


def test_deepseek_plans_say_which_links_the_expert_all_to_all_rides(capsys):
    assert (
        main(
            [
                "plan",
                "serve",
                "--model",
                "deepseek-v3",
                "--hardware",
                "h100-sxm,gb200-nvl72",
                "--context",
                "8192",
                "--tpot",
                "20ms",
                "--json",
            ]
        )
        == 0
    )
    doc = json.loads(capsys.readouterr().out)
    fabrics = {(p["hardware"], p["ep_links"]) for p in doc["plans"] if p["ep"] > 8}
    assert ("h100-sxm", "scale-out") in fabrics  # an EP group past one 8-GPU node leaves NVLink
    assert ("gb200-nvl72", "scale-up") in fabrics  # up to 72 GPUs stay on the rack's NVLink


def test_unreachable_target_exits_4_naming_the_floor_and_its_claim(capsys):
    argv = ["plan", "serve", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--context", "8192", "--tpot", "1ms"]
    code = main(argv)
    err = capsys.readouterr().err
    assert code == EXIT_UNREACHABLE == 4
    assert "no layout meets 1 ms/token" in err
    assert "claim layout.tpot_is_at_least_the_weight_fetch_floor" in err
    assert "claim layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it" in err


def test_message_latency_keeps_wide_tensor_parallel_over_the_nic_above_a_millisecond(runtime):
    """Without latency a 64-way TP over the NIC reached 0.86 ms/token; with 2.7 µs a network ring
    step its 4·80·63 steps alone take 54 ms, so the fastest Llama-3-70B layout is one NVLink node."""
    with using_book(runtime):
        result = plan_serve(_args(model="llama-3-70b", context=8192, tpot="1ms", max_chips=512))
    assert not result.plans
    tpot, bound, fastest = result.fastest()
    assert fastest is not None and fastest.tp == 8 and fastest.tp_fabric == "scale-up"
    assert 5e-3 < tpot < 8e-3
    assert "message latency 1.3" in bound


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--model", "llama-9"], "unknown model 'llama-9'"),
        (["--hardware", "h100-sxx"], "unknown hardware 'h100-sxx'"),
        (["--tpot", "20 parsecs"], "is not a time unit (use s, ms"),
        (["--tpot", "20"], "--tpot 20 has no unit: give a time in s, ms"),
        (["--tp", "3"], "--tp 3 does not divide the 64 heads"),
        (["--mfu", "1.5"], "--mfu must be in (0, 1]"),
        (["--price-file", "/nonexistent/prices.json"], "cannot read price file"),
    ],
)
def test_bad_input_is_a_one_line_error_with_status_2(capsys, argv, says):
    base = {"--model": "llama-3-70b", "--hardware": "h100-sxm", "--tpot": "20ms"}
    for flag, value in zip(argv[::2], argv[1::2], strict=True):
        base[flag] = value
    code = main(["plan", "serve", *[x for kv in base.items() for x in kv]])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert says in err
    assert "\n" not in err and "Traceback" not in err


def test_json_parquet_and_plot_carry_every_plan_with_units(tmp_path, capsys):
    out, svg = tmp_path / "plans.parquet", tmp_path / "front.svg"
    argv = [
        "plan",
        "serve",
        "--model",
        "llama-3-8b",
        "--hardware",
        "h100-sxm,h200",
        "--tpot",
        "10ms",
        "--max-chips",
        "8",
    ]
    assert main([*argv, "--out", str(out), "--plot", str(svg)]) == 0
    capsys.readouterr()
    assert main([*argv, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    import pyarrow.parquet as pq

    table = pq.read_table(out)
    assert table.num_rows == len(doc["plans"]) > 0
    assert table.schema.field("tpot").metadata[b"unit"] == b"ms"
    assert doc["units"]["usd_per_mtok_output"] == "USD/Mtoken"
    assert {"tpot", "usd_per_mtok_output", "binding", "batch"} <= set(doc["plans"][0])
    assert doc["pareto_front"]
    assert svg.read_text().lstrip().startswith("<?xml")


def test_a_price_file_and_set_override_the_catalog_price(tmp_path, runtime):
    prices = tmp_path / "p.json"
    prices.write_text(json.dumps({"h100-sxm": 1.0}))
    with using_book(runtime):
        catalog = plan_serve(_args()).plans[0]
        filed = plan_serve(_args(price_file=str(prices))).plans[0]
        given_ = plan_serve(_args(sets=["price_per_chip_hour=0.5"])).plans[0]
    assert filed.price_per_chip_hour == pytest.approx(1.0)
    assert given_.price_per_chip_hour == pytest.approx(0.5)
    assert filed.usd_per_output_token == pytest.approx(catalog.usd_per_output_token / catalog.price_per_chip_hour)


def test_efficiencies_are_ideal_by_default_and_printed_with_their_source(runtime):
    with using_book(runtime):
        ideal = plan_serve(_args())
        derated = plan_serve(_args(mbu="0.5", mfu="measured", collective_efficiency="0.8"))
    eff = derated.contexts[("h100-sxm", "bf16")].efficiency
    assert {k: e.source.split(" ")[0] for k, e in ideal.efficiency.items()} == dict.fromkeys(eff, "ideal")
    assert eff["mbu"].value == 0.5 and "given (--mbu)" in eff["mbu"].source
    assert eff["mfu"].source.startswith("measured: corpus median kernel_flops")
    assert eff["collective_efficiency"].value == 0.8
    # half the bandwidth: the same target needs a smaller batch, so a token costs more
    assert derated.plans[0].usd_per_output_token > ideal.plans[0].usd_per_output_token


@pytest.mark.parametrize(
    ("hardware", "up", "out", "says"),
    [
        ("h100-sxm", 0.6e-6, 2.7e-6, "NCCL"),
        ("gb200-nvl72", 0.6e-6, 2.7e-6, "NCCL"),
        ("mi300x", 2.3e-6, 2.0e-6, "RCCL"),  # an Infinity Fabric hop: RCCL's cost model, 2.3 µs
        ("l40s", 0.0, 2.7e-6, "NCCL"),  # PCIe between GPUs, the NIC between nodes
        ("tpu-v5e", 1e-6, 2.0e-6, "lower bound, not a measurement"),  # DCN: one NIC-switch-NIC step at least
        ("tpu-v7", 1e-6, 2.0e-6, "lower bound, not a measurement"),  # an ICI hop: the textbook's 1 µs
        ("mi355x", 2.3e-6, 2.0e-6, "RCCL"),  # one Pollara 400 NIC per GPU: RCCL's network step
    ],
)
def test_each_fabric_states_its_message_latency_and_its_source(hardware, up, out, says):
    link = links(hardware)
    assert link.up_latency == pytest.approx(up)
    assert link.out_latency == pytest.approx(out)
    assert says in link.out_latency_source


def test_fp8_math_keeps_a_bf16_kv_cache_unless_kv_precision_says_fp8(capsys):
    """Llama-3-70B on 8 H100 at 20 ms: FP8 weights and math alone are about 1.26× cheaper than
    BF16 (the KV cache stays BF16, as vLLM's default); an FP8 cache too, about 2.4× (it was
    --precision fp8 alone before the KV cache had its own format)."""
    argv = ["plan", "serve", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--context", "8192", "--tpot", "20ms"]

    def cheapest(*extra: str) -> dict:
        assert main([*argv, *extra, "--json"]) == 0
        return json.loads(capsys.readouterr().out)

    bf16, fp8 = cheapest("--precision", "bf16"), cheapest("--precision", "fp8")
    fp8_kv = cheapest("--precision", "fp8", "--kv-precision", "fp8")
    cost = [d["plans"][0]["usd_per_mtok_output"] for d in (bf16, fp8, fp8_kv)]
    assert 1.1 < cost[0] / cost[1] < 1.5 and 2.2 < cost[0] / cost[2] < 2.6
    assert (
        fp8["kv_cache"]["h100-sxm fp8"]["value"] == 2.0
        and "not --precision fp8" in fp8["kv_cache"]["h100-sxm fp8"]["source"]
    )
    assert fp8_kv["kv_cache"]["h100-sxm fp8"] == {
        "value": 1.0,
        "unit": "byte",
        "source": "--kv-precision fp8: 1 byte per cached KV element",
    }
    assert main([*argv, "--precision", "fp8"]) == 0
    assert "KV cache: 2 byte per element" in capsys.readouterr().out


def test_the_api_plans_with_a_kv_precision(runtime):
    import chalk

    with using_book(runtime):
        default = chalk.plan_serve(model="llama-3-8b", hardware="h100-sxm", tpot="20ms", max_chips=8)
        fp8_kv = chalk.plan_serve(model="llama-3-8b", hardware="h100-sxm", tpot="20ms", max_chips=8, kv_precision="fp8")
    # half the KV bytes: more sequences per chip in the same step
    assert fp8_kv.cheapest.tokens_per_s_per_chip > default.cheapest.tokens_per_s_per_chip
    assert fp8_kv.as_json()["kv_cache"]["h100-sxm bf16"]["value"] == 1.0
    assert fp8_kv.cheapest.usd_per_output_token < default.cheapest.usd_per_output_token


# --- --objective, and every hardware named in the answer -----------------------------------


@pytest.mark.parametrize("objective", ["cost", "chips", "throughput", "latency"])
def test_each_objective_puts_first_the_plan_that_is_best_by_what_it_names(runtime, objective):
    with using_book(runtime):
        result = plan_serve(_args(hardware="h100-sxm,h200", objective=objective))
    plans = result.plans
    assert plans and result.objective == objective
    best = plans[0]
    if objective == "cost":
        assert best.usd_per_output_token == min(p.usd_per_output_token for p in plans)
    if objective == "chips":
        assert best.chips == min(p.chips for p in plans)
    if objective == "throughput":
        assert best.tokens_per_s_per_chip == max(p.tokens_per_s_per_chip for p in plans)
    if objective == "latency":  # each layout at batch 1: the lowest TPOT is the search's fastest layout
        assert {p.batch for p in plans} == {1}
        assert best.tpot_s == min(p.tpot_s for p in plans) == min(o.fastest[0] for o in result.outcomes)
    per_hardware = {v.hardware: v.plan for v in result.verdicts()}
    assert set(per_hardware) == {"h100-sxm", "h200"} and best in per_hardware.values()


def test_every_named_hardware_appears_with_its_best_plan_or_one_line_on_why_none(runtime):
    """No price (under --objective cost), a TPOT target missed by how much, HBM too small:
    each named hardware is in the answer, in the order asked."""
    with using_book(runtime):
        cost = plan_serve(_args(model="llama-3-70b", hardware="h100-sxm,tpu-v7", context=8192, max_chips=512))
        chips = plan_serve(
            _args(model="llama-3-70b", hardware="h100-sxm,tpu-v7,l40s", context=8192, max_chips=512, objective="chips")
        )
        small = plan_serve(_args(model="deepseek-v3", hardware="a100-80gb", max_chips=4))
    h100, v7 = cost.verdicts()
    assert h100.plan is not None and v7.plan is None
    assert "a missing price, not a capacity problem" in v7.why and "HBM" not in v7.why and "\n" not in v7.why
    assert [v.hardware for v in chips.verdicts()] == ["h100-sxm", "tpu-v7", "l40s"]
    _, priceless, slow = chips.verdicts()
    assert priceless.plan is not None and math.isnan(priceless.plan.usd_per_output_token)  # planned, no cost
    fastest = next(o for o in chips.outcomes if o.hardware == "l40s").fastest[0]
    assert slow.plan is None and slow.why.startswith(f"misses TPOT 20 ms by {(fastest - 0.02) * 1e3:.3g} ms")
    (big,) = small.verdicts()
    shard, usable, n = next(iter(small.outcomes)).least_weights
    assert shard > usable and n == 4
    assert big.why.startswith(f"does not fit in HBM: the smallest weight shard, {shard / 1e9:.4g} GB per chip on 4")


def test_a_ttft_no_layout_meets_says_by_how_much(runtime):
    with using_book(runtime):
        result = plan_serve(_args(hardware="h100-sxm", ttft="1ms"))
    (v,) = result.verdicts()
    least = result.outcomes[0].least_ttft
    assert v.plan is None and least > 1e-3
    assert v.why.startswith(f"misses TTFT 0.001 s by {least - 1e-3:.3g} s")


def test_a_missing_price_plans_on_without_cost_where_cost_is_not_the_objective(capsys):
    argv = ["plan", "serve", "--model", "llama-3-8b", "--hardware", "tpu-v7", "--tpot", "20ms"]
    assert main([*argv, "--objective", "throughput", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)  # valid JSON: a cost without a price is null, not NaN
    assert doc["objective"] == "throughput" and doc["plans"]
    assert {p["usd_per_mtok_output"] for p in doc["plans"]} == {None}
    assert doc["per_hardware"] == [{"hardware": "tpu-v7", "precision": "bf16", "plan": 1, "why_none": None}]
    assert any("planned without cost (--objective throughput)" in n for n in doc["notes"])
    assert main([*argv, "--objective", "chips"]) == 0
    assert "no price" in capsys.readouterr().out


def test_a_missing_price_under_the_cost_objective_exits_4_saying_so_not_hbm(capsys):
    code = main(["plan", "serve", "--model", "llama-3-8b", "--hardware", "tpu-v7", "--tpot", "20ms"])
    out = capsys.readouterr()
    assert code == EXIT_UNREACHABLE
    assert out.err.count("\n") == 1 and "a missing price, not a capacity problem" in out.err and "HBM" not in out.err
    assert "tpu-v7" in out.out and "no plan: no on-demand price" in out.out  # the table still names it


def test_the_objectives_are_one_list_for_the_cli_the_api_and_the_planner(capsys, runtime):
    import chalk
    from chalk.cli import _command_parser
    from chalk.evaluation.errors import EvaluationError
    from chalk.planning.objectives import OBJECTIVES

    parser, _ = _command_parser("plan")
    serve = next(a for a in parser._actions if a.dest == "plan_command").choices["serve"]
    assert tuple(next(a for a in serve._actions if a.dest == "objective").choices) == tuple(OBJECTIVES)
    assert main(["plan", "serve", "--model", "llama-3-8b", "--hardware", "h100-sxm", "--tpot", "20ms",
                 "--objective", "money"]) == 2  # fmt: skip
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "invalid choice: 'money'" in err
    with using_book(runtime), pytest.raises(EvaluationError, match="--objective 'money': use one of cost, chips"):
        chalk.plan_serve(model="llama-3-8b", hardware="h100-sxm", tpot="20ms", objective="money")
    with using_book(runtime):
        fewest = chalk.plan_serve(model="llama-3-8b", hardware="h100-sxm", tpot="20ms", max_chips=8, objective="chips")
    assert fewest.best.chips == min(p.chips for p in fewest.plans)
    assert fewest.cheapest.usd_per_output_token == min(p.usd_per_output_token for p in fewest.plans)


# --- --speculative DRAFT_LEN[:ACCEPTANCE] --------------------------------------------------


def _latency_plan(runtime, **over):
    with using_book(runtime):
        return plan_serve(_args(objective="latency", **over))


def test_speculation_divides_tpot_and_cost_by_the_books_tokens_per_pass(runtime):
    import chalk

    plain = _latency_plan(runtime)
    spec = _latency_plan(runtime, speculative="4:0.8")
    tau = float(chalk.evaluate("tokens_per_pass", draft_length=4, acceptance_rate=0.8).value)
    assert tau == pytest.approx((1 - 0.8**5) / 0.2) and spec.per_pass.tokens == pytest.approx(tau)
    a, b = plain.plans[0], spec.plans[0]
    assert (a.tp, a.pp, a.batch) == (b.tp, b.pp, b.batch)  # the same layout, each pass yielding τ tokens
    assert b.tpot_s == pytest.approx(a.tpot_s / tau) and b.tokens_per_s_per_user == pytest.approx(tau / a.tpot_s)
    assert b.usd_per_output_token == pytest.approx(a.usd_per_output_token / tau)
    assert b.ttft_s == a.ttft_s  # the prompt's prefill is not speculated
    assert spec.per_pass.acceptance_source == "given (--speculative)"


def test_a_draft_of_zero_is_plain_decoding_and_the_acceptance_defaults_to_deepseeks_mtp(runtime):
    plain = _latency_plan(runtime)
    zero = _latency_plan(runtime, speculative="0")
    assert zero.per_pass.tokens == 1.0 and zero.plans[0].tpot_s == plain.plans[0].tpot_s
    mtp = _latency_plan(runtime, speculative="1")
    assert mtp.per_pass.acceptance == 0.85 and "DeepSeek-V3" in mtp.per_pass.acceptance_source
    assert mtp.per_pass.tokens == pytest.approx(1.85)  # one MTP token accepted 85% of the time


def test_speculation_lets_the_cost_search_meet_a_tighter_target(runtime):
    """At the same TPOT target a pass may take τ× longer, so a larger batch fits: cheaper tokens."""
    with using_book(runtime):
        plain = plan_serve(_args())
        spec = plan_serve(_args(speculative="1"))
    assert spec.plans[0].usd_per_output_token < plain.plans[0].usd_per_output_token
    assert spec.plans[0].tpot_s <= 0.02


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("x", "give DRAFT_LEN[:ACCEPTANCE]"),
        ("4:1", "the acceptance rate is in (0, 1)"),
        ("4:0", "the acceptance rate is in (0, 1)"),
        ("1.5", "give DRAFT_LEN[:ACCEPTANCE]"),
        ("65", "past the 64"),
    ],
)
def test_a_bad_speculative_draft_is_one_line_naming_what_is_accepted(capsys, text, says):
    argv = ["plan", "serve", "--model", "llama-3-8b", "--hardware", "h100-sxm", "--tpot", "20ms"]
    assert main([*argv, "--speculative", text]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err and "Traceback" not in err


def test_the_speculative_plan_reports_its_tokens_per_pass_and_claims(capsys):
    argv = ["plan", "serve", "--model", "llama-3-8b", "--hardware", "h100-sxm", "--tpot", "20ms"]
    assert main([*argv, "--speculative", "2:0.7", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)["speculative"]
    assert doc["draft_length"] == 2 and doc["acceptance_rate"]["value"] == 0.7
    assert doc["tokens_per_pass"] == pytest.approx(1 + 0.7 + 0.49)
    assert "batching.speculative_floor_is_the_floor_over_tokens_per_pass" in doc["claims"]
    assert main([*argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["speculative"] is None


def test_the_cost_plot_draws_priced_plans_and_refuses_in_one_line_when_none_has_a_price(capsys, tmp_path):
    argv = ["plan", "serve", "--model", "llama-3-8b", "--tpot", "20ms", "--objective", "chips"]
    assert main([*argv, "--hardware", "tpu-v7,h100-sxm", "--plot", str(tmp_path / "mixed.svg")]) == 0
    assert (tmp_path / "mixed.svg").read_text().startswith("<?xml")
    capsys.readouterr()
    assert main([*argv, "--hardware", "tpu-v7", "--plot", str(tmp_path / "none.svg")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no plan has a price per chip-hour" in err
