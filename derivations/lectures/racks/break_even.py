"""§9 Pipeline break-even: 2·k·ℓ_s ≥ BW_up/BW_out."""

from sympy import Eq, Equivalent, Ge, Implies, Le, Rational

from chalk import Claim, Derivation, Example, claim
from chalk.derivations.lectures.racks.presets import DEEPSEEK_MOE, FP8, GB200, GB300_NIC, LECTURE_SCALEOUT, NVLINK5
from chalk.derivations.lectures.racks.symbols import bandwidth_ratio, pipeline_traffic_ratio
from chalk.vocabulary import (
    experts_per_token,
    layers_per_stage,
    scaleout_bandwidth,
    scaleup_bandwidth,
)


# --- §9 pipeline break-even --------------------------------------------------------
@claim(source="lecture 00:47:02–00:54:12; lecture-notes §9")
def pipeline_break_even():
    """Scale-out never bottlenecks a pipeline iff 2·k·ℓ_s ≥ BW_up/BW_out: a stage's all-to-all outweighs one send."""
    return Claim(
        Equivalent(Ge(pipeline_traffic_ratio, 1), Ge(2 * experts_per_token * layers_per_stage, bandwidth_ratio)),
        derivation=Derivation(Ge(pipeline_traffic_ratio, 1))
        .iff(
            Ge(2 * experts_per_token * layers_per_stage * scaleout_bandwidth / scaleup_bandwidth, 1),
            by="d·b_act cancels: scale-up bytes 2·k·ℓ_s·d·b_act, scale-out bytes d·b_act per token",
        )
        .iff(Ge(2 * experts_per_token * layers_per_stage, bandwidth_ratio), by="multiply by BW_up/BW_out > 0"),
        examples=(
            Example(
                {**GB200, **DEEPSEEK_MOE, **FP8, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 1},
                expect={pipeline_traffic_ratio: 2},
                note="lecture: (1/8)·k·ℓ_s·2 with k = 8, one layer per rack = 2",
            ),
            Example(
                {**GB200, **DEEPSEEK_MOE, **FP8, layers_per_stage: 2},
                note="GB200, 400 Gb/s NICs (18×), k = 8: two layers per stage are needed (lecture-notes: ℓ_s ≥ 1–2)",
            ),
        ),
    )


@claim(source="lecture 00:47:02–00:54:12")
def lecture_break_even_is_the_ratio_8_case():
    """The board's (1/8)·k·ℓ_s·2 ≥ 1 is the break-even condition with scale-up exactly 8× scale-out."""
    return Claim(
        Implies(
            Eq(bandwidth_ratio, 8),
            Equivalent(Ge(pipeline_traffic_ratio, 1), Ge(Rational(1, 8) * experts_per_token * layers_per_stage * 2, 1)),
        ),
        examples=(
            Example(
                {**GB200, **DEEPSEEK_MOE, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 1},
                note="NVLink-5 and a NIC at 1/8 of it",
            ),
        ),
    )


@claim(source="lecture 00:47:02–00:54:12; lecture-notes §20 #6")
def lecture_break_even_on_any_hardware():
    """The fixed 1/8 does not carry over: with scale-out more than 8× slower, (1/8)·k·ℓ_s·2 ≥ 1 no longer suffices."""
    return Claim(
        Implies(Ge(Rational(1, 8) * experts_per_token * layers_per_stage * 2, 1), Ge(pipeline_traffic_ratio, 1)),
        expect="erratum",
        rejected_by=("numeric", "proof"),
        source_wrote="(time on scale-up)/(time on scale-out) = (1/8)·k·ℓ_s·2 ≥ 1",
        corrected_by="racks.pipeline_break_even",
    )


@claim(source="lecture 00:47:02–00:54:12")
def one_layer_per_rack_works_for_k8():
    """With k = 8 even one layer per rack keeps scale-out off the critical path, until BW_up/BW_out exceeds 16."""
    return Claim(
        Equivalent(Ge(pipeline_traffic_ratio, 1), Le(bandwidth_ratio, 16)),
        given={experts_per_token: 8, layers_per_stage: 1},
        examples=(
            Example(
                {scaleup_bandwidth: NVLINK5, scaleout_bandwidth: LECTURE_SCALEOUT},
                expect={pipeline_traffic_ratio: 2},
                note="the lecture's 8×: twice the margin needed",
            ),
            Example({scaleup_bandwidth: NVLINK5, scaleout_bandwidth: GB300_NIC}, note="ConnectX-8 (9×): still works"),
            Example(
                {scaleup_bandwidth: NVLINK5, scaleout_bandwidth: GB200[scaleout_bandwidth]},
                note="ConnectX-7 (18× > 16×): one layer per rack stops working",
            ),
            Example(
                {scaleup_bandwidth: NVLINK5, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 2},
                expect={pipeline_traffic_ratio: 4},
                note="the board's (1/8)·k·ℓ_s·2 with ℓ_s = 2: each layer per stage adds the same margin",
            ),
        ),
    )
