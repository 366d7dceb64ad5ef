"""Part 1 (00:00–00:32): batch size, latency and cost per token on one replica.

The roofline of one decode step: compute time grows with the batch, the weight fetch
does not, and the KV fetch grows with batch × context.
"""

from sympy import Eq, Equivalent, Ge, Max

from derivations import Claim, Derivation, Example, Part, claim, define
from derivations.catalog import hardware, published_params
from derivations.vocabulary import (
    batch,
    bytes_per_param,
    chips,
    context,
    flops_per_param,
    hbm_bandwidth,
    kv_bytes_per_token,
    params_active,
    params_total,
    peak_flops,
    tokens_per_step,
)

PART = Part(1, "Batch size, latency and cost per token", "00:00:00–00:32:08")

t_compute = define(
    "t_compute",
    flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
    "s",
    "time for the weight matmuls of one step",
    latex=r"t_{\mathrm{compute}}",
)
t_weights = define(
    "t_weights",
    params_total * bytes_per_param / (chips * hbm_bandwidth),
    "s",
    "time to read every weight once",
    latex=r"t_{\mathrm{weights}}",
)
t_kv = define(
    "t_kv",
    batch * context * kv_bytes_per_token / (chips * hbm_bandwidth),
    "s",
    "time to read every sequence's KV cache",
    latex=r"t_{\mathrm{KV}}",
)
t_memory = define("t_memory", t_weights + t_kv, "s", "HBM traffic time of one step", latex=r"t_{\mathrm{memory}}")
t_step = define("t_step", Max(t_compute, t_memory), "s", "roofline time of one decode step", latex=r"t_{\mathrm{step}}")
optimal_batch = define(
    "optimal_batch",
    peak_flops * bytes_per_param / (flops_per_param * tokens_per_step * hbm_bandwidth) * params_total / params_active,
    "sequence",
    "batch at which weight fetch and compute take equal time (no KV)",
    latex=r"B^{*}",
    text="B*",
)
critical_intensity = define(
    "critical_intensity",
    peak_flops / hbm_bandwidth,
    "FLOP/byte",
    "FLOPs the chip can do per byte it reads",
    latex=r"F/W",
)

DEEPSEEK_V3 = published_params("deepseek-v3")
FP8_WEIGHTS = {bytes_per_param: 1}


@claim(source="lecture 00:02:00–00:07:35")
def step_time_roofline():
    """A decode step takes at least the larger of compute and memory time, and at most their sum: within 2×."""
    return Claim(
        Ge(t_step, t_compute) & Ge(t_step, t_memory) & Ge(2 * t_step, t_compute + t_memory),
        derivation=Derivation(t_compute + t_memory)
        .le(2 * Max(t_compute, t_memory), by="each term is at most the larger one")
        .eq(2 * t_step, by="definition of t_step"),
        examples=(
            Example(
                {
                    **hardware("h100-sxm"),
                    **DEEPSEEK_V3,
                    **FP8_WEIGHTS,
                    batch: 1,
                    context: 4096,
                    kv_bytes_per_token: 70_000,
                    chips: 8,
                },
                note="DeepSeek-V3 on 8 × H100, batch 1",
            ),
        ),
    )


@claim(source="lecture 00:02:00–00:07:35; lecture-notes §1 and §20 #1")
def step_time_board_form():
    """The board's t_mem = (N_total + B·L·β)/W adds parameters to bytes and drops the 2 FLOP per parameter."""
    board = Max(
        batch * params_active / peak_flops, (params_total + batch * context * kv_bytes_per_token) / hbm_bandwidth
    )
    return Claim(
        Ge(t_step, board),
        expect="erratum",
        rejected_by=("units",),
        lecture_wrote="t ≥ max(B·N_act/FLOPs, (N_tot + B·len_ctx·bytes_tok)/mem_bw)",
        corrected_by="batching.step_time_roofline",
    )


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
        .iff(Eq(batch, optimal_batch), by="hardware factor F·b_w/(c_fwd·ℓ·W) times sparsity N_total/N_active"),
        examples=(
            Example(
                {**hardware("gb200-nvl72", "fp8"), **DEEPSEEK_V3, **FP8_WEIGHTS},
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
        lecture_wrote="N_tot/mem_bw = B·N_act/FLOPs ⇒ B = (FLOPs/mem_bw)·(N_tot/N_act)",
        corrected_by="batching.optimal_batch_balances_weights_and_compute",
    )
