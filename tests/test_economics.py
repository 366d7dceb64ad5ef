"""Part 3 (economics): behaviour of the cost, price, cache and attention quantities."""

from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from chalk.constraints import Status, prove
from chalk.constraints.checks import run_checks
from chalk.derivations import Q_, Claim
from chalk.derivations.catalog import hardware
from chalk.derivations.catalog.prices import listed_price
from chalk.derivations.evaluation import value_in_base_units
from chalk.derivations.lectures import economics_attention as att
from chalk.derivations.lectures.batching.symbols import t_compute, t_kv, t_memory
from chalk.derivations.lectures.economics_pricing.cache_tiers import (
    DDR_SMALL,
    DISK_FAST,
    FLASH_LARGE,
    FLASH_SMALL,
    HBM,
    cache_break_even_time,
)
from chalk.derivations.lectures.economics_pricing.prefill_decode import (
    DEEPSEEK_NVL72,
    compute_bound_pass_length,
    decode_mfu_from_price_ratio,
)
from chalk.derivations.lectures.economics_pricing.price_step import (
    BALANCED_AT_200K,
    kv_bytes_from_price_step,
    price_step_markup,
)
from chalk.derivations.lectures.economics_pricing.symbols import LECTURE_MODEL, STEP_200K
from chalk.derivations.lectures.economics_training import power_law as tr
from chalk.derivations.lectures.economics_training.cost_balance import (
    FLOPS,
    LLAMA3_70B_RUN,
    R_03,
    chinchilla_params,
    chinchilla_tokens_per_param,
    flops_per_param_rl,
    flops_per_param_train,
    overtraining_factor,
    rl_cost_per_pretrain_token,
    training_time,
)
from chalk.derivations.lectures.economics_training.overtraining import PRE_200T
from chalk.derivations.lectures.economics_training.power_law import (
    A_,
    B_,
    COST,
    FALLING,
    RISING,
    STATIONARY_X,
    a_,
    b_,
    x_,
)
from chalk.derivations.lectures.economics_training.revnets import feistel, feistel_inverse, feistel_x, feistel_y, mixing
from chalk.derivations.registry import REGISTRY
from chalk.derivations.vocabulary import (
    batch,
    chips,
    context,
    kv_bytes_per_token,
    mfu_decode,
    mfu_train,
    n_heads,
    n_kv_heads,
    price_input,
    price_output,
    price_step_context,
    tokens_per_step,
)
from chalk.exporters.codegen import compiled

LECTURE_AT_200K = {**LECTURE_MODEL, **STEP_200K}


def test_economics_claims_span_three_chapters_of_one_part():
    entries = REGISTRY.load().select("economics*")
    assert {e.id.split(".", 1)[0] for e in entries} == {
        "economics_training",
        "economics_pricing",
        "economics_attention",
    }
    assert {e.part.number for e in entries} == {3}


def test_price_step_kv_bytes_fall_as_the_math_gets_faster():
    def beta(hw, precision):
        return value_in_base_units(kv_bytes_from_price_step, {**hardware(hw, precision), **LECTURE_AT_200K})

    assert beta("gb200", "fp4") < beta("gb200", "fp8") < beta("h100-sxm", "bf16")
    assert beta("gb200", "fp8") == pytest.approx(2 * beta("gb200", "fp4"))


def test_price_step_is_independent_of_batch():
    at = {**hardware("gb200", "fp8"), **LECTURE_AT_200K, kv_bytes_per_token: 1600, context: 200e3}
    ratios = [value_in_base_units(t_kv / t_compute, {**at, batch: b}) for b in (1, 64, 4096)]
    assert ratios == pytest.approx([1.0, 1.0, 1.0])


def test_generated_numpy_function_reproduces_the_price_step_estimate():
    beta = compiled("kv_bytes_from_price_step")
    got = beta(
        flops_per_param=2,
        tokens_per_step=1,
        params_active=100e9,
        hbm_bandwidth=8e12,
        peak_flops=5e15,
        price_step_context=200e3,
    )
    assert got == pytest.approx(1600)


def test_flat_fifty_percent_surcharge_covers_cost_below_one_and_a_half_balance_contexts():
    at = {**BALANCED_AT_200K, price_step_markup: 1.5}
    margin = price_step_markup * t_compute - sp.Max(t_compute, t_kv)
    assert value_in_base_units(margin, {**at, context: 290e3}) > 0
    assert value_in_base_units(margin, {**at, context: 310e3}) < 0


def test_decode_is_memory_bound_and_prefill_compute_bound():
    decode = {**DEEPSEEK_NVL72, tokens_per_step: 1}
    prefill = {**DEEPSEEK_NVL72, tokens_per_step: 8192}
    assert value_in_base_units(t_memory / t_compute, decode) > 10
    assert value_in_base_units(t_memory / t_compute, prefill) < 1
    threshold = value_in_base_units(compute_bound_pass_length, decode)
    assert 1 < threshold < 8192


def test_decode_mfu_halves_when_the_output_premium_doubles():
    mfu = [value_in_base_units(decode_mfu_from_price_ratio, {price_input: 1, price_output: r}) for r in (5, 10)]
    assert mfu == pytest.approx([0.2, 0.1])


def test_listed_prices_convert_to_base_units_exactly():
    price = listed_price("claude-opus-4.8", "input")
    assert price.value.to_base_units().magnitude == Fraction(1, 200_000)
    assert "platform.claude.com" in price.source


def test_cache_drain_times_order_the_tiers():
    drains = [
        value_in_base_units(cache_break_even_time, tier)
        for tier in (HBM, DDR_SMALL, FLASH_SMALL, FLASH_LARGE, DISK_FAST)
    ]
    assert drains == sorted(drains)
    assert drains[0] < 0.05 and drains[-1] > Q_(18, "hour").to("s").magnitude


def test_the_written_stationary_point_is_what_sympy_solves():
    solved = sp.solve(sp.diff(tr.COST, tr.x_), tr.x_)
    assert solved == [tr.STATIONARY_X]  # the one positive root, term for term
    slope = sp.lambdify((tr.A_, tr.B_, tr.a_, tr.b_), sp.diff(tr.COST, tr.x_).subs(tr.x_, tr.STATIONARY_X))
    for A, B, a, b in np.random.default_rng(3).uniform(0.2, 3.0, size=(20, 4)):
        assert slope(A, B, a, b) == pytest.approx(0, abs=1e-9)


def test_building_the_claims_solves_nothing(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("sympy.solve called while building claims")

    monkeypatch.setattr(sp, "solve", refuse)
    assert tr.equal_costs_heuristic().expect == "erratum"
    assert tr.power_law_optimum_ratio_of_terms().examples


def test_power_law_stationary_point_minimises_cost_for_any_exponents():
    rng = np.random.default_rng(7)
    cost = sp.lambdify((A_, B_, a_, b_, x_), COST)
    star = sp.lambdify((A_, B_, a_, b_), STATIONARY_X)
    ratio = sp.lambdify((A_, B_, a_, b_, x_), RISING / FALLING)
    for A, B, a, b in rng.uniform(0.2, 3.0, size=(20, 4)):
        x = star(A, B, a, b)
        assert cost(A, B, a, b, x) <= min(cost(A, B, a, b, x * 0.99), cost(A, B, a, b, x * 1.01))
        assert ratio(A, B, a, b, x) == pytest.approx(b / a)


def test_board_coefficient_is_r_squared_times_the_corrected_one():
    at = {**R_03, **FLOPS, flops_per_param_rl: 4}
    board = flops_per_param_rl / flops_per_param_train * mfu_decode / mfu_train
    assert value_in_base_units(board / rl_cost_per_pretrain_token, at) == pytest.approx(0.3**2)


def test_feistel_inverse_needs_the_minus_sign():
    x, y = feistel_x, feistel_y
    u, v = feistel(x, y)
    assert feistel_inverse(u, v) == (x, y)
    wrong = (v, u + mixing(v))
    assert sp.Eq(wrong[1], y) != sp.true


def test_feistel_claim_is_proved_by_z3_for_an_uninterpreted_f(lecture_verdicts):
    verdicts = lecture_verdicts["economics_training.feistel_map_inverts_for_any_f"]
    assert verdicts["proof"].status == Status.PROVED and verdicts["proof"].decided_by == "z3"


def test_a_feistel_inverse_with_the_wrong_sign_is_not_proved():
    f = sp.Function("f")
    x, y, u, v = sp.symbols("x y u v", real=True)
    wrong = sp.Implies(sp.And(sp.Eq(u, y + f(x)), sp.Eq(v, x)), sp.Eq(u + f(v), y))
    assert prove(wrong).status == Status.REFUTED  # z3's f, as a table, is substituted back and falsifies it


def test_power_law_claim_admits_z3_cannot_decide_symbolic_exponents(lecture_verdicts):
    verdicts = lecture_verdicts["economics_training.power_law_optimum_ratio_of_terms"]
    assert verdicts["identity"].status == Status.PROVED
    assert verdicts["proof"].status == Status.UNKNOWN
    assert "symbolic" in verdicts["proof"].detail


def test_one_global_attention_layer_pushes_the_crossover_into_the_millions():
    one_global = {**att.HYPOTHETICAL_100B, att.n_layers: 1, att.attention_param_equivalent: 1}
    assert value_in_base_units(att.attention_crossover_context, one_global) > 1e6


def test_gqa_grouping_raises_decode_attention_intensity():
    at = {**att.UNIT_CONSTANTS, tokens_per_step: 1, att.bytes_per_element: 1, context: 8192}
    mha = value_in_base_units(att.decode_attention_intensity, {**att.LLAMA3_70B, **at, n_kv_heads: 64, n_heads: 64})
    gqa = value_in_base_units(att.decode_attention_intensity, {**att.LLAMA3_70B, **at})
    assert gqa == pytest.approx(8 * mha)


def test_flash_attention_intensity_tends_to_the_kv_only_figure_as_context_grows():
    """Q and O traffic is n_q·ℓ against n_kv·L for K and V: it fades as L grows, faster with GQA."""
    at = {**att.LLAMA3_70B, **att.UNIT_CONSTANTS, tokens_per_step: 1, att.bytes_per_element: 2}
    kv_only = value_in_base_units(att.decode_attention_intensity, {**at, context: 8192})
    full = [value_in_base_units(att.attention_intensity, {**at, context: n}) for n in (1024, 8192, 131072)]
    assert kv_only == pytest.approx(8)  # 64 query heads per 8 KV heads, bf16
    assert full[0] < full[1] < full[2] < kv_only
    assert full[2] == pytest.approx(kv_only, rel=1e-3)


def test_training_time_halves_when_the_chips_double():
    one_pod = value_in_base_units(training_time, LLAMA3_70B_RUN)
    two_pods = value_in_base_units(training_time, {**LLAMA3_70B_RUN, chips: 2 * 8960})
    assert two_pods == pytest.approx(one_pod / 2)
    assert one_pod / 86400 == pytest.approx(44.3, rel=0.01)


def test_overtraining_factor_scales_inversely_with_the_counted_parameters():
    at = {**PRE_200T, chinchilla_tokens_per_param: 20}
    factors = [value_in_base_units(overtraining_factor, {**at, chinchilla_params: n}) for n in (100e9, 1e12, 2e12)]
    assert factors == pytest.approx([100, 10, 5])


def test_a_false_price_step_variant_is_refuted():
    claim = Claim(
        sp.Eq(kv_bytes_per_token, 2 * kv_bytes_from_price_step),
        hypotheses=(sp.Eq(price_step_context, context),),
    )
    assert run_checks(claim, ("proof",))["proof"].status == Status.REFUTED


def test_crossover_matches_llama3_70b_architecture():
    value = value_in_base_units(att.attention_crossover_context, {**att.LLAMA3_70B, att.attention_param_equivalent: 1})
    assert value == pytest.approx(70e9 / (2 * 80 * 64 * 128))
