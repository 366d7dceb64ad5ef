"""Part 2 (racks): DeepSeek-V3 rack numbers, errata rejected by their checks, P cancelling."""

from fractions import Fraction

import pytest
import sympy as sp

from chalk.cli import main
from chalk.constraints import Status
from chalk.derivations.evaluation import value_in_base_units
from chalk.derivations.lectures.batching.symbols import t_weights
from chalk.derivations.lectures.racks.presets import (
    DEEPSEEK_KV_FP8,
    DEEPSEEK_MOE,
    DEEPSEEK_RACK,
    GB200,
    GB300_NIC,
    LECTURE_SCALEOUT,
)
from chalk.derivations.lectures.racks.symbols import (
    alltoall_time,
    bubble_fraction,
    crossrack_alltoall_time,
    decode_utilisation,
    expert_racks,
    experts_per_chip,
    kv_capacity_tokens,
    memory_per_chip,
    min_microbatches,
    pipeline_traffic_ratio,
    weights_per_chip,
)
from chalk.derivations.quantities import unfold
from chalk.derivations.registry import REGISTRY
from chalk.derivations.vocabulary import (
    batch,
    context,
    kv_bytes_per_token,
    layers_per_stage,
    microbatch,
    microbatches,
    pipeline_stages,
    scaleout_bandwidth,
)
from chalk.units import Q_

RACK = DEEPSEEK_RACK


def _close(value: float, expected, rel: float = 0.05) -> bool:
    want = expected.to_base_units().magnitude if hasattr(expected, "to_base_units") else expected
    return abs(value - want) <= rel * abs(want)


def test_deepseek_alltoall_in_one_nvl72_takes_about_0_6_ms_against_1_3_ms_of_weights():
    a2a, weights = value_in_base_units(alltoall_time, RACK), value_in_base_units(t_weights, RACK)
    assert _close(a2a, Q_(0.6, "ms")) and _close(weights, Q_(1.3, "ms"))
    assert a2a < weights


def test_deepseek_split_over_two_racks_takes_about_2_5_ms_and_outlasts_the_weight_fetch():
    two_racks = {**RACK, expert_racks: 2, scaleout_bandwidth: LECTURE_SCALEOUT}
    crossing = value_in_base_units(crossrack_alltoall_time, two_racks)
    assert _close(crossing, Q_(2.5, "ms"))
    assert crossing > value_in_base_units(t_weights, two_racks)


def test_deepseek_rack_memory_matches_lecture_notes_section_11():
    at = {**RACK, pipeline_stages: 1, kv_bytes_per_token: DEEPSEEK_KV_FP8}
    assert _close(value_in_base_units(weights_per_chip, at), Q_(10.5, "GB"))
    assert _close(value_in_base_units(kv_bytes_per_token, at), Q_(35, "kB/token"))
    assert _close(value_in_base_units(kv_capacity_tokens, at), 3.2e8)


def test_experts_per_gpu_is_four_for_256_experts_on_64_gpus():
    assert value_in_base_units(experts_per_chip, RACK) == 4


ERRATA = [e for e in REGISTRY.load().select("racks.*") if e.claim().expect == "erratum"]


def test_part_2_records_the_lectures_loose_statements_as_errata():
    assert sorted(e.id for e in ERRATA) == [
        "racks.blackwell_rack_has_many_tens_of_tb",
        "racks.blackwell_ultra_rack_has_many_tens_of_tb",
        "racks.crossrack_hop_takes_a_few_ms",
        "racks.lecture_break_even_on_any_hardware",
        "racks.memory_per_chip_board_form",
        "racks.scaleup_is_8_times_scaleout",
        "racks.weight_fetch_board_form",
    ]


@pytest.mark.parametrize("entry", ERRATA, ids=lambda e: e.id)
def test_each_racks_erratum_is_refuted_by_every_check_it_names(entry, lecture_verdicts):
    claim = entry.claim()
    verdicts = lecture_verdicts[entry.id]
    assert claim.rejected_by and {c: verdicts[c].status for c in claim.rejected_by} == dict.fromkeys(
        claim.rejected_by, Status.REFUTED
    )


def test_board_memory_per_gpu_is_rejected_for_adding_parameters_to_bytes(lecture_verdicts):
    verdict = lecture_verdicts["racks.memory_per_chip_board_form"]["units"]
    assert verdict.status == Status.REFUTED
    assert "N_total [param]" in verdict.detail and "[B]" in verdict.detail


def test_lecture_break_even_countermodel_has_scaleout_more_than_8x_slower(lecture_verdicts):
    verdict = lecture_verdicts["racks.lecture_break_even_on_any_hardware"]["proof"]
    model = {k: Fraction(v.split(" ")[0]) for k, v in verdict.countermodel}
    assert model["scaleup_bandwidth"] / model["scaleout_bandwidth"] > 8


def test_kv_term_of_memory_per_gpu_has_no_pipeline_stages():
    claim = REGISTRY.get("racks.kv_per_chip_does_not_shrink_with_stages").claim()
    kv_terms = [t for t in claim.statement.rhs.args if context in t.free_symbols]
    assert len(kv_terms) == 1 and pipeline_stages not in kv_terms[0].free_symbols


@pytest.mark.parametrize("stages", [1, 2, 4, 8])
def test_kv_bytes_per_gpu_stay_flat_while_weights_shrink_as_stages_grow(stages):
    at = {**RACK, pipeline_stages: stages, microbatch: 2400, batch: 2400 * stages, context: 130_000}
    at[kv_bytes_per_token] = DEEPSEEK_KV_FP8
    kv = value_in_base_units(memory_per_chip - weights_per_chip, at)
    assert kv == pytest.approx(2400 * 130_000 * 35_136 / 64, rel=1e-12)
    assert value_in_base_units(weights_per_chip, at) == pytest.approx(671e9 / 64 / stages, rel=1e-12)


def test_derive_shows_the_pipeline_stages_cancelling_step_by_step(capsys):
    assert main(["derive", "racks.kv_per_chip_does_not_shrink_with_stages"]) == 0
    out = capsys.readouterr().out
    steps = [line for line in out.splitlines() if line.lstrip().startswith(("1 ", "2 ", "3 "))]
    assert "B*L*beta" in steps[0] and "P*b*beta" in steps[1] and "L*b*beta/E" in steps[2]
    assert out.count("proved (") == 3


def test_bubble_within_10_percent_iff_nine_microbatches_per_extra_stage_over_whole_numbers():
    fraction = sp.lambdify((pipeline_stages, microbatches), unfold(bubble_fraction))
    for p in range(1, 9):
        for m in range(1, 80):
            assert (Fraction(p - 1, m + p - 1) <= Fraction(1, 10)) == (m >= 9 * (p - 1))
            assert (fraction(p, m) <= 0.1 + 1e-12) == (m >= 9 * (p - 1))
    assert value_in_base_units(min_microbatches, {pipeline_stages: 4}) == 27


def test_one_layer_per_rack_fails_with_400g_nics_and_works_with_800g():
    k8 = {**DEEPSEEK_MOE, layers_per_stage: 1, **GB200}
    assert value_in_base_units(pipeline_traffic_ratio, k8) < 1
    assert value_in_base_units(pipeline_traffic_ratio, {**k8, scaleout_bandwidth: GB300_NIC}) > 1


def test_one_microbatch_leaves_each_of_four_racks_idle_three_quarters_of_the_time():
    assert value_in_base_units(decode_utilisation, {pipeline_stages: 4, microbatches: 1}) == 0.25
    assert value_in_base_units(decode_utilisation, {pipeline_stages: 4, microbatches: 6}) == 1
