"""§4 The optimal batch B* = hardware factor × sparsity, and the factor on catalog hardware."""

from sympy import And, Eq, Equivalent, Ge, Implies, Le

from chalk import Claim, Derivation, Example, claim
from chalk.catalog import hardware
from chalk.derivations.lectures.batching.presets import (
    BF16_WEIGHTS,
    DECODE,
    DEEPSEEK_V3,
    FACTOR_BAND,
    FP4_WEIGHTS,
    FP8_WEIGHTS,
)
from chalk.derivations.lectures.batching.symbols import (
    critical_intensity,
    factor_high,
    factor_low,
    hardware_factor,
    optimal_batch,
    sparsity,
    t_compute,
    t_weights,
)
from chalk.vocabulary import (
    batch,
    bytes_per_param,
    chips,
    flops_per_param,
    hbm_bandwidth,
    params_active,
    params_total,
    peak_flops,
    tokens_per_step,
)


# --- §4 optimal batch ≈ 300 × sparsity ---------------------------------------------------
@claim(source="lecture 00:15:52–00:20:40")
def optimal_batch_balances_weights_and_compute():
    """Weights are amortised exactly when the batch reaches B* = (F·b_w/(c_fwd·W)) × (N_total/N_active)."""
    return Claim(
        Equivalent(Eq(t_compute, t_weights), Eq(batch, optimal_batch)),
        derivation=Derivation(Eq(t_compute, t_weights))
        .iff(
            Eq(
                flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
                params_total * bytes_per_param / (chips * hbm_bandwidth),
            ),
            by="unfold t_compute and t_weights",
        )
        .iff(
            Eq(
                batch,
                peak_flops
                * bytes_per_param
                / (flops_per_param * tokens_per_step * hbm_bandwidth)
                * params_total
                / params_active,
            ),
            by="multiply both sides by S·F/(c_fwd·ℓ·N_active) > 0",
        )
        .iff(
            Eq(batch, hardware_factor * sparsity),
            by="hardware factor h = F·b_w/(c_fwd·ℓ·W) times sparsity s = N_total/N_active",
        )
        .iff(Eq(batch, optimal_batch), by="definition of B*"),
        examples=(
            Example(
                {**hardware("gb200-nvl72", "fp8", per="system"), **DEEPSEEK_V3, **FP8_WEIGHTS},
                expect={optimal_batch: 5440},
                rel_tol=0.05,
                note="DeepSeek-V3 (671B/37B) on GB200 NVL72, FP8: ≈ 300 × 18.1 ≈ 5,440",
            ),
        ),
    )


@claim(source="lecture 00:15:52–00:20:40; lecture-notes §4 and §20 #1")
def optimal_batch_board_form():
    """The board's N_total/W = B·N_active/F equates parameters per byte/s with sequence-parameters per FLOP/s."""
    return Claim(
        Equivalent(
            Eq(params_total / hbm_bandwidth, batch * params_active / peak_flops),
            Eq(batch, peak_flops / hbm_bandwidth * params_total / params_active),
        ),
        expect="erratum",
        rejected_by=("units",),
        source_wrote="N_tot/mem_bw = B·N_act/FLOPs ⇒ B = (FLOPs/mem_bw)·(N_tot/N_act)",
        corrected_by="batching.optimal_batch_balances_weights_and_compute",
    )


@claim(source="lecture 00:17:30–00:18:30; lecture-notes §4 and §21")
def critical_intensity_sets_hardware_factor():
    """Reiner's '300' is the chip's FLOPs per byte × bytes per weight ÷ FLOPs per token: h = (F/W)·b_w/(c_fwd·ℓ)."""
    return Claim(
        Eq(hardware_factor, critical_intensity * bytes_per_param / (flops_per_param * tokens_per_step)),
        examples=(
            Example(
                hardware("h100-sxm"),
                expect={critical_intensity: 295.2},
                rel_tol=0.005,
                note="acceptance P01: H100 SXM bf16 ≈ 295 FLOP/byte",
            ),
            Example(
                hardware("tpu-v5e"),
                expect={critical_intensity: 240.2},
                rel_tol=0.005,
                note="acceptance P02: TPU v5e bf16 ≈ 240 FLOP/byte",
            ),
            Example(
                hardware("b200"),
                expect={critical_intensity: 281.25},
                rel_tol=0.005,
                note="acceptance P03: B200 bf16 281.25 FLOP/byte",
            ),
        ),
    )


def _factor_in_band(hardware_id: str, precision: str, weights: dict, expected: float) -> Claim:
    """h in [250, 350] on one catalog chip; the operational corollary keeps N and B free for z3."""
    at = {**hardware(hardware_id, precision, per="system"), **weights, **DECODE, **FACTOR_BAND}
    return Claim(
        And(
            Le(factor_low, hardware_factor),
            Le(hardware_factor, factor_high),
            Implies(Ge(batch, factor_high * sparsity), Ge(t_compute, t_weights)),
            Implies(Le(batch, factor_low * sparsity), Le(t_compute, t_weights)),
        ),
        given=at,
        examples=(
            Example(
                {},
                expect={hardware_factor: expected},
                rel_tol=0.02,
                note=f"lecture-notes §4 table: {hardware_id} {precision} ≈ {expected:g}",
            ),
            Example(
                {},
                expect={(factor_low + factor_high) / 2: 300, factor_high - factor_low: 100},
                note="the band is the lecture's '≈300' read as 300 ± 50",
            ),
        ),
    )


@claim(source="lecture 00:17:30–00:19:00; lecture-notes §4")
def hardware_factor_h100_sxm():
    """On H100 SXM (FP8 math, FP8 weights) the hardware factor is ≈295: any batch ≥ 350 × sparsity is compute-bound."""
    return _factor_in_band("h100-sxm", "fp8", FP8_WEIGHTS, 295)


@claim(source="lecture 00:17:30–00:19:00; lecture-notes §4")
def hardware_factor_b200():
    """On B200 (FP4 math, half-byte weights) the hardware factor is ≈281, inside 300 ± 50."""
    return _factor_in_band("b200", "fp4", FP4_WEIGHTS, 281.25)


@claim(source="lecture 00:17:30–00:19:00; lecture-notes §4")
def hardware_factor_gb200_nvl72():
    """On a GB200 NVL72 rack (FP4 math, half-byte weights) the hardware factor is ≈312, inside 300 ± 50."""
    return _factor_in_band("gb200-nvl72", "fp4", FP4_WEIGHTS, 312.5)


@claim(source="lecture 00:18:30–00:19:10; lecture-notes §4 and §20 #2")
def hardware_factor_stable_since_a100():
    """'≈300, stable since A100' is loose: the A100's factor is ≈150 (80 GB) to ≈200 (40 GB), outside 300 ± 50."""
    claim_ = _factor_in_band("a100-80gb", "bf16", BF16_WEIGHTS, 153)
    return Claim(
        claim_.statement,
        given=claim_.given,
        examples=claim_.examples,
        expect="erratum",
        rejected_by=("numeric", "proof"),
        source_wrote="the ratio 'has remained reasonably stable' at ≈300 from A100 to H100 to B100",
        corrected_by="batching.hardware_factor_h100_sxm",
    )
