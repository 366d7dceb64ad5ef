"""Lecture part 1: the numbers of lecture-notes §1–§6 come out of the engine, the errata
are rejected by the checks they name, and the hypotheses the claims carry are needed."""

import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.derivations import Q_
from chalk.derivations.catalog import hardware
from chalk.derivations.evaluation import value_in_base_units
from chalk.derivations.lectures.batching.presets import (
    BF16_WEIGHTS,
    DECODE,
    DEEPSEEK_EXPERTS,
    DEEPSEEK_KV_BF16,
    DEEPSEEK_ON_RACK,
    DEEPSEEK_V3,
    FP8_WEIGHTS,
    LLAMA2_13B_ON_V5E,
    NO_KV,
    RUBIN,
)
from chalk.derivations.lectures.batching.symbols import (
    balanced_context,
    compute_per_sequence,
    cost_per_token,
    drain_time,
    expert_critical_batch,
    hardware_factor,
    kv_per_sequence,
    latency_floor,
    mfu,
    optimal_batch,
    sparsity,
    t_step,
    t_weights,
    throughput,
)
from chalk.derivations.lectures.batching.with_kv import _LECTURE_KV_MODEL
from chalk.derivations.quantities import lookup, unfold
from chalk.derivations.registry import REGISTRY
from chalk.derivations.vocabulary import batch, chips, context, experts, experts_per_token, params_total
from chalk.units import unit_of

DECODE = DECODE
LECTURE_FACTOR = 300  # the lecture's hardware factor, "≈300"


def claim(name):
    return REGISTRY.load().get(f"batching.{name}").claim()


def test_the_issue_vocabulary_is_defined_with_its_units():
    expected = {
        "t_compute": "s",
        "t_weights": "s",
        "t_kv": "s",
        "t_memory": "s",
        "t_step": "s",
        "latency_floor": "s",
        "cost_per_token": "USD/token",
        "throughput": "token/s",
        "optimal_batch": "sequence",
        "balanced_context": "token/sequence",
        "critical_intensity": "FLOP/byte",
        "drain_time": "s",
        "mfu": "1",
    }
    for name, unit in expected.items():
        q = lookup(name)
        assert q.definition is not None, name
        inferred = unit_of(unfold(q.symbol))
        assert inferred.dimensionality == Q_(1, unit).dimensionality, (name, inferred)


def test_cost_per_token_is_step_rent_over_tokens_in_usd_per_token():
    at = {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, **DECODE, context: 4096, batch: 2000}
    step = value_in_base_units(t_step, at)
    rent_per_second = 72 * 2 / 3600  # 72 GPUs at $2 per GPU-hour
    assert value_in_base_units(cost_per_token, at) == pytest.approx(step * rent_per_second / 2000, rel=1e-12)


def test_deepseek_three_readings_match_the_notes_at_the_lectures_factor_300():
    parameter_ratio = value_in_base_units(sparsity, DEEPSEEK_V3)
    routed_ratio = value_in_base_units(experts / experts_per_token, DEEPSEEK_EXPERTS)
    lecture_ratio = value_in_base_units(experts / experts_per_token, {**DEEPSEEK_EXPERTS, experts_per_token: 32})
    assert LECTURE_FACTOR * parameter_ratio == pytest.approx(5440, rel=0.001)
    assert LECTURE_FACTOR * routed_ratio == 9600
    assert LECTURE_FACTOR * lecture_ratio == 2400


def test_deepseek_readings_on_real_hardware_keep_their_order_and_ratios():
    at = {**hardware("h100-sxm", "fp8"), **FP8_WEIGHTS, **DECODE, **DEEPSEEK_V3, **DEEPSEEK_EXPERTS}
    parameter_reading = value_in_base_units(optimal_batch, at)
    expert_reading = value_in_base_units(expert_critical_batch, at)
    assert parameter_reading == pytest.approx(5440, rel=0.02)
    assert expert_reading == pytest.approx(9600, rel=0.02)
    assert expert_reading / parameter_reading == pytest.approx(32 / (671 / 37))


def test_the_lecture_deepseek_reading_is_rejected_by_numeric_and_proof(lecture_verdicts):
    verdicts = lecture_verdicts["batching.deepseek_optimal_batch_lecture_reading"]
    assert verdicts["numeric"].status == Status.REFUTED
    assert verdicts["proof"].status == Status.REFUTED
    assert verdicts["units"].status == Status.PASSED  # dimensionally fine, numerically wrong


@pytest.mark.parametrize("hardware_id", ["a100-80gb", "a100-40gb"])
def test_a100_factor_is_150_to_200_outside_the_300_band(hardware_id):
    factor = value_in_base_units(hardware_factor, {**hardware(hardware_id), **BF16_WEIGHTS, **DECODE})
    assert 150 <= factor <= 201 and not 250 <= factor <= 350


def test_stable_since_a100_is_rejected_by_numeric_and_proof_not_by_units(lecture_verdicts):
    verdicts = lecture_verdicts["batching.hardware_factor_stable_since_a100"]
    assert {k: verdicts[k].status for k in ("units", "numeric", "proof")} == {
        "units": Status.PASSED,
        "numeric": Status.REFUTED,
        "proof": Status.REFUTED,
    }


@pytest.mark.parametrize("name", ["hardware_factor_h100_sxm", "hardware_factor_b200", "hardware_factor_gb200_nvl72"])
def test_hardware_factor_band_is_proved_by_z3_with_model_and_batch_free(name, lecture_verdicts):
    c = claim(name)
    verdict = lecture_verdicts[c.id]["proof"]
    assert verdict.status == Status.PROVED and verdict.decided_by == "z3"
    unbound = unfold(c.statement).free_symbols - set(c.given)  # universally quantified in the proof
    assert {s.name for s in unbound} >= {"batch", "params_total", "params_active", "chips"}


@pytest.mark.parametrize("name", ["step_time_board_form", "optimal_batch_board_form"])
def test_board_forms_are_rejected_by_the_unit_check(name, lecture_verdicts):
    assert lecture_verdicts[f"batching.{name}"]["units"].status == Status.REFUTED


def test_step_time_tends_to_the_weight_fetch_as_the_batch_vanishes():
    upper = unfold(latency_floor + batch * (compute_per_sequence + kv_per_sequence))
    assert sp.limit(upper, batch, 0, "+") == unfold(t_weights)
    assert unfold(latency_floor) == unfold(t_weights)


def test_cost_is_not_strictly_decreasing_above_the_optimal_batch():
    c = claim("cost_per_token_strictly_decreasing_below_optimal_batch")
    without_the_bound = prove(unfold(c.statement), [unfold(c.hypotheses[0])])
    assert without_the_bound.status == Status.REFUTED


def test_beyond_the_balanced_context_the_kv_optimal_batch_is_meaningless():
    c = claim("optimal_batch_with_kv")
    assert prove(unfold(c.statement)).status == Status.REFUTED
    assert prove(unfold(c.statement), [unfold(h) for h in c.hypotheses]).status == Status.PROVED


def test_fast_mode_at_6x_price_and_2_5x_speed_runs_a_fifteenth_of_the_batch():
    at = {**DEEPSEEK_ON_RACK, **DECODE, **NO_KV, context: 4096}
    best = value_in_base_units(optimal_batch, at)
    normal, fast = 2.5 * best, best / 6
    price_ratio = value_in_base_units(cost_per_token, {**at, batch: fast}) / value_in_base_units(
        cost_per_token, {**at, batch: normal}
    )
    speedup = value_in_base_units(t_step, {**at, batch: normal}) / value_in_base_units(t_step, {**at, batch: fast})
    assert price_ratio == pytest.approx(6)
    assert speedup == pytest.approx(2.5)
    assert fast / normal == pytest.approx(1 / 15)


def test_with_kv_traffic_the_fast_mode_speedup_can_exceed_c():
    """Why fast_mode_speedup_at_most_c binds KV to zero: with KV the bound fails."""
    c = claim("fast_mode_speedup_at_most_c")
    assert prove(unfold(c.statement), [unfold(h) for h in c.hypotheses]).status == Status.REFUTED


def test_rubin_drains_in_14_4_ms_and_2000_sequences_give_about_128k_tokens_per_second():
    drain = value_in_base_units(drain_time, RUBIN)
    assert drain == pytest.approx(0.0144, rel=1e-12)
    assert 2000 / drain == pytest.approx(128_000, rel=0.1)


def test_every_drain_time_is_within_2x_of_20_ms():
    for at in (hardware("h100-sxm"), hardware("b200"), hardware("gb200-nvl72"), hardware("tpu-v5e"), RUBIN):
        assert 0.010 <= value_in_base_units(drain_time, at) <= 0.040


def test_mfu_at_twice_the_balanced_context_is_half():
    at = {**_LECTURE_KV_MODEL, **DECODE, **FP8_WEIGHTS, params_total: 1e12, batch: 1e6}
    balanced = value_in_base_units(balanced_context, at)
    assert value_in_base_units(mfu, {**at, context: 2 * balanced}) == pytest.approx(0.5, rel=0.01)
    assert value_in_base_units(mfu, {**at, context: 4 * balanced}) == pytest.approx(0.25, rel=0.01)


def test_p12_throughput_is_batch_over_step_time():
    for b, tokens_per_s in ((1, 200.61), (8, 659.30), (240, 963.53)):
        at = {**LLAMA2_13B_ON_V5E, **DECODE, batch: b}
        assert value_in_base_units(throughput, at) == pytest.approx(tokens_per_s, rel=0.005)
        assert value_in_base_units(throughput, at) * value_in_base_units(t_step, at) == pytest.approx(b)


def test_unbatched_deepseek_costs_over_1000x_on_any_chip_count(lecture_verdicts):
    c = claim("unbatched_cost_is_1000x_worse_for_deepseek")
    assert chips not in c.given
    assert lecture_verdicts[c.id]["proof"].status == Status.PROVED
