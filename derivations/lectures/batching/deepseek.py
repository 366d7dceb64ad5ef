"""§4 The DeepSeek-V3 example: the lecture's reading and the two config readings."""

from sympy import And, Eq, Equivalent, Lt

from chalk import Q_, Claim, Derivation, Example, Sourced, claim
from chalk.catalog import hardware
from chalk.derivations.lectures.batching.presets import DECODE, DEEPSEEK_EXPERTS, DEEPSEEK_V3, FP4_WEIGHTS, FP8_WEIGHTS
from chalk.derivations.lectures.batching.symbols import (
    expert_critical_batch,
    hardware_factor,
    optimal_batch,
    params_per_expert,
    t_expert_compute,
    t_expert_weights,
)
from chalk.vocabulary import (
    batch,
    bytes_per_param,
    experts,
    experts_per_token,
    flops_per_param,
    hbm_bandwidth,
    peak_flops,
    tokens_per_step,
)

# --- §4 the DeepSeek example -------------------------------------------------------------
_LECTURE_ACTIVE_EXPERTS = Sourced(Q_(32, ""), "lecture 00:18:50: 'I activate 32 out of 256 experts'")


@claim(source="lecture 00:18:50–00:19:30; lecture-notes §4 and §20 #3")
def deepseek_optimal_batch_lecture_reading():
    """'32 of 256 experts → sparsity 8 → B ≈ 2,400' understates DeepSeek-V3's B* by over 2×."""
    return Claim(
        Eq(optimal_batch, hardware_factor * experts / experts_per_token),
        given={
            **DEEPSEEK_V3,
            **hardware("gb200-nvl72", "fp4", per="system"),
            **FP4_WEIGHTS,
            **DECODE,
            experts: DEEPSEEK_EXPERTS[experts],
            experts_per_token: _LECTURE_ACTIVE_EXPERTS,
        },
        expect="erratum",
        rejected_by=("numeric", "proof"),
        source_wrote="in DeepSeek I activate 32 out of 256 experts, so sparsity 8 and B ≳ 300 × 8 = 2,400",
        corrected_by="batching.deepseek_three_readings",
    )


@claim(source="lecture 00:18:50–00:19:30 and 00:32:41; lecture-notes §4")
def deepseek_three_readings():
    """DeepSeek-V3's batch reads 2,400 (lecture), ≈5,440 (671/37 parameters) or ≈9,600 (8 of 256 experts saturated)."""
    lecture_reading = hardware_factor * experts / 32
    return Claim(
        And(Lt(lecture_reading, optimal_batch), Lt(optimal_batch, expert_critical_batch)),
        given={**DEEPSEEK_V3, **DEEPSEEK_EXPERTS},
        examples=(
            Example(
                {**hardware("h100-sxm", "fp8"), **FP8_WEIGHTS},
                expect={lecture_reading: 2400, optimal_batch: 5440, expert_critical_batch: 9600},
                rel_tol=0.02,
                note="H100 SXM FP8 (h ≈ 295): 2,363 / 5,357 / 9,453; the notes' 2,400 / 5,440 / 9,600 use h = 300",
            ),
        ),
    )


@claim(source="lecture 00:32:41; lecture-notes §4 (JAX scaling book B_crit × E/k)")
def expert_critical_batch_is_dense_times_expert_ratio():
    """A routed expert sees only B·k/E tokens, so its weights are amortised at B = (dense critical batch) × E/k."""
    return Claim(
        Equivalent(Eq(t_expert_compute, t_expert_weights), Eq(batch, expert_critical_batch)),
        derivation=Derivation(Eq(t_expert_compute, t_expert_weights))
        .iff(
            Eq(
                flops_per_param
                * (batch * tokens_per_step * experts_per_token / experts)
                * params_per_expert
                / peak_flops,
                params_per_expert * bytes_per_param / hbm_bandwidth,
            ),
            by="each expert gets B·ℓ·k/E tokens",
        )
        .iff(Eq(batch, hardware_factor * experts / experts_per_token), by="solve for B; h is the dense B*")
        .iff(Eq(batch, expert_critical_batch), by="definition of B*_expert"),
        examples=(
            Example(
                {**hardware("h100-sxm", "fp8"), **FP8_WEIGHTS, **DEEPSEEK_EXPERTS},
                expect={expert_critical_batch: 9600},
                rel_tol=0.02,
                note="DeepSeek-V3, 8 of 256 routed experts: ≈ 300 × 32 = 9,600 (H100 FP8: 9,453)",
            ),
        ),
    )
