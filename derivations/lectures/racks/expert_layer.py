"""§7 An MoE layer on a rack: experts per GPU and the all-to-all under the weight fetch."""

from sympy import Eq, Equivalent, Ge, Implies, Le

from chalk import Q_, Claim, Derivation, Example, claim
from chalk.derivations.lectures.batching.symbols import t_weights
from chalk.derivations.lectures.racks.presets import DEEPSEEK_RACK, LECTURE_SCALEOUT
from chalk.derivations.lectures.racks.symbols import (
    alltoall_bytes_per_chip,
    alltoall_time,
    bandwidth_ratio,
    crossrack_alltoall_time,
    expert_racks,
    experts_per_chip,
    moe_layers,
    tokens_per_chip,
)
from chalk.vocabulary import (
    batch,
    bytes_per_activation,
    bytes_per_param,
    chips,
    d_model,
    expert_parallelism,
    experts,
    experts_per_token,
    hbm_bandwidth,
    params_total,
    scaleout_bandwidth,
    scaleup_bandwidth,
    tokens_per_step,
)


# --- §7 an MoE layer on a rack -------------------------------------------------------
@claim(source="lecture 00:32:08–00:36:42")
def experts_per_gpu_in_one_rack():
    """Expert parallelism gives each GPU n_E/E experts: DeepSeek's 256 on 64 of 72 Blackwell GPUs is 4 each."""
    return Claim(
        Eq(experts_per_chip * expert_parallelism, experts)
        & Implies(Le(expert_parallelism, experts), Ge(experts_per_chip, 1)),
        examples=(Example(DEEPSEEK_RACK, expect={experts_per_chip: 4}, note="DeepSeek-V3, 256 experts on 64 GPUs"),),
    )


@claim(source="lecture 00:32:08–00:36:42; lecture-notes §7")
def alltoall_is_dispatch_plus_combine():
    """Each GPU sends its B·ℓ/E tokens to k experts and gets them back: 2·(B·ℓ/E)·k·d·b_act bytes per MoE layer."""
    return Claim(
        Eq(
            expert_parallelism * alltoall_bytes_per_chip,
            2 * batch * tokens_per_step * experts_per_token * d_model * bytes_per_activation,
        ),
        derivation=Derivation(expert_parallelism * alltoall_bytes_per_chip)
        .eq(
            expert_parallelism * 2 * tokens_per_chip * experts_per_token * d_model * bytes_per_activation,
            by="dispatch sends each token to its k experts (d elements of b_act), combine returns as much",
        )
        .eq(
            2 * batch * tokens_per_step * experts_per_token * d_model * bytes_per_activation,
            by="E GPUs × B·ℓ/E tokens each: the rack's traffic does not depend on how it is cut",
        ),
        examples=(
            Example(
                DEEPSEEK_RACK,
                expect={
                    tokens_per_chip: 84,
                    alltoall_bytes_per_chip: Q_(9.7, "MB"),
                    moe_layers * alltoall_bytes_per_chip: Q_(0.56, "GB"),
                },
                rel_tol=0.01,
                note="DeepSeek-V3, B = 5,400, FP8: ≈84 tokens, ≈9.7 MB per layer, ≈0.56 GB over 58 layers",
            ),
        ),
    )


@claim(source="lecture 00:32:08–00:36:42; lecture-notes §7")
def alltoall_hides_under_weight_fetch_in_one_rack():
    """Inside one NVL72 the all-to-all (≈0.6 ms) fits under the weight fetch (≈1.3 ms) for DeepSeek-V3 at B ≈ 5,400."""
    per_sequence = 2 * moe_layers * tokens_per_step * experts_per_token * d_model * bytes_per_activation
    threshold = (
        expert_parallelism * params_total * bytes_per_param * scaleup_bandwidth / (per_sequence * chips * hbm_bandwidth)
    )
    return Claim(
        Equivalent(Le(alltoall_time, t_weights), Le(batch, threshold)),
        derivation=Derivation(Le(alltoall_time, t_weights))
        .iff(
            Le(
                batch * per_sequence / (expert_parallelism * scaleup_bandwidth),
                params_total * bytes_per_param / (chips * hbm_bandwidth),
            ),
            by="unfold the all-to-all and weight-fetch times",
        )
        .iff(Le(batch, threshold), by="multiply by E·BW_up/(2·n_moe·ℓ·k·d·b_act) > 0; with S = E the E's cancel"),
        examples=(
            Example(
                DEEPSEEK_RACK,
                expect={alltoall_time: Q_(0.6, "ms"), t_weights: Q_(1.3, "ms")},
                rel_tol=0.05,
                note="DeepSeek-V3 on 64 GB200 GPUs, NVLink-5 900 GB/s, 8 TB/s HBM",
            ),
            Example(DEEPSEEK_RACK, expect=True, note="the all-to-all is the shorter of the two"),
        ),
    )


@claim(source="lecture 00:32:08–00:36:42 and 00:36:42–00:47:00; lecture-notes §7")
def one_rack_bounds_an_expert_layer():
    """Over R ≥ 2 racks the all-to-all slows by ≥ BW_up/(2·BW_out): ≈2.5 ms, past the 1.3 ms weight fetch."""
    return Claim(
        Ge(crossrack_alltoall_time, bandwidth_ratio / 2 * alltoall_time),
        hypotheses=(Ge(expert_racks, 2),),
        derivation=Derivation(crossrack_alltoall_time)
        .eq((1 - 1 / expert_racks) * bandwidth_ratio * alltoall_time, by="the cross-rack share (R−1)/R rides the NICs")
        .ge(bandwidth_ratio / 2 * alltoall_time, by="(R−1)/R ≥ 1/2 for R ≥ 2"),
        examples=(
            Example(
                {**DEEPSEEK_RACK, expert_racks: 2, scaleout_bandwidth: LECTURE_SCALEOUT},
                expect={crossrack_alltoall_time: Q_(2.5, "ms"), t_weights: Q_(1.3, "ms")},
                rel_tol=0.05,
                note="two racks, half of 0.56 GB at 1/8 of NVLink (≈110 GB/s): ≈2.5 ms vs 1.3 ms of weights",
            ),
            Example(
                {**DEEPSEEK_RACK, expert_racks: 2},
                note="two racks with the catalog's 400 Gb/s NIC per GPU (18× slower): worse still",
            ),
        ),
    )
