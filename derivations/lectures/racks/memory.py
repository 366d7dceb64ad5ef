"""§11 Memory per GPU: the KV term does not shrink with pipeline stages."""

from sympy import Eq, Equivalent, Le

from chalk import Q_, Claim, Derivation, Example, claim
from chalk.derivations.lectures.racks.presets import DEEPSEEK_KV_FP8, DEEPSEEK_RACK
from chalk.derivations.lectures.racks.symbols import kv_capacity_tokens, memory_per_chip, weights_per_chip
from chalk.vocabulary import (
    batch,
    bytes_per_param,
    context,
    expert_parallelism,
    hbm_capacity,
    kv_bytes_per_token,
    microbatch,
    params_total,
    pipeline_stages,
)

# --- §11 memory per GPU ------------------------------------------------------------
IN_FLIGHT = Eq(batch, pipeline_stages * microbatch)


#: b ≈ 2,400 sequences at L ≈ 130k on one rack, no pipeline (lecture-notes §7)
TWO_THOUSAND_AT_130K = {
    **DEEPSEEK_RACK,
    pipeline_stages: 1,
    kv_bytes_per_token: DEEPSEEK_KV_FP8,
    batch: 2400,
    microbatch: 2400,
    context: 130_000,
}


@claim(source="lecture 01:03:31–01:14:24")
def kv_per_chip_does_not_shrink_with_stages():
    """With B = P·b in flight, c_mem = N_total·b_w/(E·P) + b·L·β/E: stages shrink weights, the KV term has no P."""
    kv_term = microbatch * context * kv_bytes_per_token / expert_parallelism
    weight_term = params_total * bytes_per_param / (expert_parallelism * pipeline_stages)
    return Claim(
        Eq(memory_per_chip, weight_term + kv_term),
        hypotheses=(IN_FLIGHT,),
        derivation=Derivation(memory_per_chip)
        .eq(
            (params_total * bytes_per_param + batch * context * kv_bytes_per_token)
            / (expert_parallelism * pipeline_stages),
            by="definition: weights and KV split over E GPUs per rack and P racks",
        )
        .eq(
            (params_total * bytes_per_param + pipeline_stages * microbatch * context * kv_bytes_per_token)
            / (expert_parallelism * pipeline_stages),
            by="B = P·b: P micro-batches of b fill the decode loop",
        )
        .eq(weight_term + kv_term, by="split the fraction: P/P = 1 in the KV term"),
        examples=(
            Example(
                {
                    **DEEPSEEK_RACK,
                    pipeline_stages: 1,
                    microbatch: 5400,
                    context: 4096,
                    kv_bytes_per_token: DEEPSEEK_KV_FP8,
                },
                expect={weights_per_chip: Q_(10.5, "GB"), kv_bytes_per_token: Q_(35, "kB/token")},
                rel_tol=0.01,
                note="DeepSeek-V3 FP8 on one NVL72 (E = 64): ≈10.5 GB of weights per GPU; MLA KV ≈35 KB/token",
            ),
            Example(
                {
                    **DEEPSEEK_RACK,
                    pipeline_stages: 4,
                    batch: 4 * 2400,
                    microbatch: 2400,
                    context: 130_000,
                    kv_bytes_per_token: DEEPSEEK_KV_FP8,
                },
                expect={memory_per_chip - weights_per_chip: Q_(175, "GB"), weights_per_chip: Q_(10.5 / 4, "GB")},
                rel_tol=0.05,
                note="four stages: weights per GPU ÷ 4; a 2,400 × 130k micro-batch still needs ≈175 GB of KV per GPU",
            ),
        ),
    )


@claim(source="lecture 01:03:31–01:14:24; lecture-notes §11")
def kv_capacity_of_one_rack():
    """KV fits iff b·L ≤ E·(C − N_total·b_w/(E·P))/β: ≈3.2×10^8 token-positions for DeepSeek-V3 on one NVL72."""
    return Claim(
        Equivalent(Le(memory_per_chip, hbm_capacity), Le(microbatch * context, kv_capacity_tokens)),
        hypotheses=(IN_FLIGHT,),
        derivation=Derivation(Le(memory_per_chip, hbm_capacity))
        .iff(
            Le(weights_per_chip + microbatch * context * kv_bytes_per_token / expert_parallelism, hbm_capacity),
            by="B = P·b: the P's cancel in the KV term",
        )
        .iff(Le(microbatch * context, kv_capacity_tokens), by="subtract the weights, multiply by E/β > 0"),
        examples=(
            Example(
                TWO_THOUSAND_AT_130K,
                expect={kv_capacity_tokens: 3.2e8, weights_per_chip: Q_(10.5, "GB")},
                rel_tol=0.05,
                note="DeepSeek-V3 FP8, E = 64, 186 GB per GPU, 35 KB/token: ≈3.2×10^8 token-positions "
                "beside 671 GB/64 ≈ 10.5 GB of weights per GPU (lecture-notes §7)",
            ),
            Example(
                TWO_THOUSAND_AT_130K,
                note="b ≈ 2,400 sequences at L ≈ 130k fit",
            ),
        ),
    )


@claim(source="lecture 01:03:31–01:14:24; lecture-notes §20 #1")
def memory_per_chip_board_form():
    """The board's c_mem = (N_tot + B·L·β)/(E·P) adds parameters to bytes: it needs b_w on the weights."""
    return Claim(
        Eq(
            memory_per_chip,
            (params_total + batch * context * kv_bytes_per_token) / (expert_parallelism * pipeline_stages),
        ),
        expect="erratum",
        rejected_by=("units",),
        source_wrote="c_mem = (N_tot + B·len_ctx·bytes_tok)/(E·P)",
        corrected_by="racks.kv_per_chip_does_not_shrink_with_stages",
    )
