"""§1 The roofline: step time is the larger of compute and memory time."""

from sympy import Ge, Max

from chalk import Q_, Claim, Derivation, Example, claim
from chalk.catalog import hardware, scenarios
from chalk.derivations.lectures.batching.presets import DEEPSEEK_V3, FP8_WEIGHTS, LLAMA2_13B_ON_V5E
from chalk.derivations.lectures.batching.symbols import t_compute, t_memory, t_step
from chalk.vocabulary import (
    batch,
    chips,
    context,
    hbm_bandwidth,
    kv_bytes_per_token,
    params_active,
    params_total,
    peak_flops,
)


# --- §1 the roofline ---------------------------------------------------------------
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
                    kv_bytes_per_token: scenarios.deepseek_v3_kv_rounded(),
                    chips: 8,
                },
                note="DeepSeek-V3 on 8 × H100, batch 1",
            ),
            Example(
                {**LLAMA2_13B_ON_V5E, batch: 240},
                # t_compute by hand: 2 FLOP × 240 × 13e9 / (8 × 197e12 FLOP/s) = 3.959 ms
                expect={t_step: Q_(249.09, "ms"), t_compute: Q_(3.959, "ms")},
                rel_tol=0.005,
                note="acceptance P12: LLaMA-2-13B on 8 × TPU v5e, B = 240, memory-bound: 249.09 ms "
                "(compute, by hand: 2·240·13e9/(8 × 197 TFLOP/s) = 3.96 ms)",
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
        source_wrote="t ≥ max(B·N_act/FLOPs, (N_tot + B·len_ctx·bytes_tok)/mem_bw)",
        corrected_by="batching.step_time_roofline",
    )
