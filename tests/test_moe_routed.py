"""MoE as routed in `chalk plan serve`: a decode step reads the shared weights and only the
experts its tokens pick (E·(1 − (1 − k/E)^n) per layer), memory holds every replicated
shared weight, and the all-to-all pays one message latency (its exchanges run in parallel).
Checked through the planner's own book functions, and against a published small-batch run."""

from __future__ import annotations

import pytest

from chalk.exporters.evalbook import using_book
from chalk.exporters.runtime import cached_book
from chalk.planning.serve import ServeRequest, plan_serve

#: NVIDIA Technical Blog, "NVIDIA Blackwell Delivers World-Record DeepSeek-R1 Inference Performance"
#: (GTC, 18 Mar 2025): one DGX B200 (8 GPUs), TensorRT-LLM, FP4, "over 250 tokens per second per user"
PUBLISHED_B200_TOKENS_PER_USER = 250.0


@pytest.fixture(scope="module")
def runtime():
    found = cached_book()
    assert found is not None, "the eval runtime could not be built"
    return found


def _plan(runtime, **over):
    base = dict(model="deepseek-v3", hardware="b200", precision="fp8", context=4096, prompt=1024, output=1024)
    base.update(tpot="0.1ms", max_chips=8)
    base.update(over)
    with using_book(runtime):
        return plan_serve(ServeRequest(**base))


def _term(result, name: str, **at) -> float:
    """One book function of the planner at the given degrees and batch (links on NVLink, 1 µs)."""
    hardware, precision = next(iter(result.contexts))
    ctx = result.contexts[(hardware, precision)]
    f, inputs = ctx.evaluator.functions[name]
    kw = dict(ctx.evaluator.kwargs)
    kw.update(tp_degree=1, ep_degree=1, pp_degree=1, batch=1)
    kw.update({f"{g}_link_bandwidth": 900e9 for g in ("tp", "ep", "pp")})
    kw.update({f"{g}_link_latency": 1e-6 for g in ("tp", "ep", "pp")})
    kw.update(at)
    return float(f(**{n: kw[n] for n in inputs}))


def _input(result, name: str) -> float:
    ctx = next(iter(result.contexts.values()))
    return float(ctx.evaluator.kwargs[name])


@pytest.mark.parametrize("precision", ["fp8", "fp4"])
def test_deepseek_batch_one_decode_on_8_b200_leaves_the_published_250_tokens_per_user_below_its_bound(
    runtime, precision
):
    """All-read, the floor was 10.9 ms (92 tokens/s per user), beaten 2.7× by the published run;
    routed, it reads the shared weights and 8 of 256 experts and sits above 250 tokens/s."""
    result = _plan(runtime, model="deepseek-r1", precision=precision, prompt=1024, output=2048, context=3072)
    tpot, _, fastest = result.fastest()
    assert fastest is not None and fastest.chips <= 8 and fastest.batch == 1
    assert 1 / tpot >= PUBLISHED_B200_TOKENS_PER_USER
    # and it is still a bound: never below the read of the active weights over all 8 chips
    active = _input(result, "params_active") * _input(result, "bytes_per_param")
    assert tpot >= active / (8 * _input(result, "hbm_bandwidth"))


def test_batch_one_reads_the_active_weights_and_a_large_batch_every_weight(runtime):
    result = _plan(runtime)
    n_total, n_active, b_w = (_input(result, n) for n in ("params_total", "params_active", "bytes_per_param"))
    w = _input(result, "hbm_bandwidth")
    assert _term(result, "layout_t_weights", tp_degree=8, batch=1) == pytest.approx(n_active * b_w / (8 * w))
    assert _term(result, "layout_t_weights", tp_degree=8, batch=1 << 16) == pytest.approx(n_total * b_w / (8 * w))


def test_the_weight_read_never_falls_as_the_batch_grows(runtime):
    result = _plan(runtime)
    reads = [_term(result, "layout_t_weights", tp_degree=2, ep_degree=4, batch=b) for b in (1, 2, 4, 16, 64, 256, 4096)]
    assert reads == sorted(reads)
    assert reads[-1] > 5 * reads[0]  # the shared weights and 8 of 256 experts at batch 1, every expert at 4096


def test_every_ep_rank_holds_and_reads_its_own_copy_of_the_shared_weights(runtime):
    """TP 1 × EP 8 holds more per chip than TP 8 (the shared weights replicated 8 times), and at
    batch 1 reads more per step: the attention and shared expert are not split by EP."""
    result = _plan(runtime)
    n_total, b_w = _input(result, "params_total"), _input(result, "bytes_per_param")
    ep8 = _term(result, "layout_weight_bytes_per_chip", ep_degree=8)
    tp8 = _term(result, "layout_weight_bytes_per_chip", tp_degree=8)
    assert tp8 == pytest.approx(n_total * b_w / 8)
    assert ep8 > 1.1 * tp8
    assert _term(result, "layout_t_weights", ep_degree=8) > _term(result, "layout_t_weights", tp_degree=8)


def test_the_all_to_all_pays_one_message_latency_however_many_ranks_exchange(runtime):
    result = _plan(runtime)
    n_layers = _input(result, "n_layers")
    lat = {ep: _term(result, "layout_t_ep_latency", ep_degree=ep, ep_link_latency=2e-6) for ep in (1, 2, 8)}
    assert lat[1] == 0
    assert lat[2] == lat[8] == pytest.approx(2 * n_layers * 2e-6)


def test_a_dense_model_reads_every_weight_at_every_batch(runtime):
    result = _plan(runtime, model="llama-3-8b", precision="bf16")
    n_total, b_w, w = (_input(result, n) for n in ("params_total", "bytes_per_param", "hbm_bandwidth"))
    for batch in (1, 64):
        assert _term(result, "layout_t_weights", tp_degree=2, batch=batch) == pytest.approx(n_total * b_w / (2 * w))


#: the small-batch MoE decode cases of the corpus (measurements.json), each bound by a routed floor
SMALL_BATCH_MOE = (
    "trtllm-blog1-deepseek-r1-8xb200-min-latency-368",
    "nvidia-gtc25-deepseek-r1-dgx-b200-over-250",
    "nvidia-llama-4-maverick-dgx-b200-1038",
    "baseten-mixtral-8x7b-int8-1xa100-single-request",
    "amd-sglang-deepseek-r1-8xh200-16-concurrent-itl-50ms",
)


def test_small_batch_moe_decode_cases_sit_below_their_routed_bound():
    from chalk.derivations.catalog.measured import cases
    from chalk.planning.cases import validate_cases

    by_id = {c.id: c for c in cases()}
    assert set(SMALL_BATCH_MOE) <= set(by_id)
    outcomes = [o for o in validate_cases(None) if o.case.id in SMALL_BATCH_MOE]
    assert len(outcomes) == len(SMALL_BATCH_MOE)
    for o in outcomes:
        assert o.case.bound.quantity.startswith("latency_floor_active"), o.case.id
        assert o.case.source["url"] and o.case.source["where"], o.case.id
        assert not o.beats and 0 < o.efficiency <= 1, o.case.id


def test_the_published_368_tokens_per_user_beats_the_all_read_floor_but_not_the_routed_one(capsys):
    """TensorRT-LLM's 368 tokens/s per user on 8 B200 (FP4) beats 1/latency_floor (every expert read,
    about 191 tokens/s): only the routed floor is a bound on it."""
    import json

    from chalk.cli import main

    def per_user(quantity: str, *sets: str) -> float:
        argv = ["eval", quantity, "--model", "deepseek-r1", "--published", "--hardware", "b200"]
        argv += ["--precision", "fp4", "--set", "chips=8", *(a for s in sets for a in ("--set", s)), "--json"]
        assert main(argv) == 0
        return 1 / json.loads(capsys.readouterr().out)["value"]

    assert per_user("latency_floor") < 368
    assert per_user("latency_floor_active_speculative", "draft_length=3", "acceptance_rate=0.999") > 368
