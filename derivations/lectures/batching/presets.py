"""Catalog inputs of part 1: models, precisions and bands the claims are evaluated at."""

from chalk import Q_, Sourced
from chalk import vocabulary as v
from chalk.catalog import hardware, model_config, published_params, scenarios
from chalk.derivations.lectures.batching.symbols import (
    cost_per_token,
    drain_high,
    drain_low,
    factor_high,
    factor_low,
    t_memory,
    t_step,
)

# --- catalog inputs ----------------------------------------------------------------
DEEPSEEK_V3 = published_params("deepseek-v3")
_DS_CONFIG = model_config("deepseek-v3")
DEEPSEEK_EXPERTS = {
    v.experts: Sourced(Q_(_DS_CONFIG["n_routed_experts"], ""), "DeepSeek-V3 config.json n_routed_experts"),
    v.experts_per_token: Sourced(Q_(_DS_CONFIG["num_experts_per_tok"], ""), "DeepSeek-V3 config num_experts_per_tok"),
}
#: MLA caches kv_lora_rank + qk_rope_head_dim elements per layer per token (bf16 here).
DEEPSEEK_KV_BF16 = {v.kv_bytes_per_token: scenarios.deepseek_v3_kv("bf16")}
FP8_WEIGHTS = {v.bytes_per_param: scenarios.FP8_WEIGHTS}
FP4_WEIGHTS = {v.bytes_per_param: Sourced(Q_(0.5, "byte/parameter"), "FP4: half a byte per weight (lecture 00:18)")}
BF16_WEIGHTS = {v.bytes_per_param: Sourced(Q_(2, "byte/parameter"), "bf16: two bytes per weight")}
DECODE = {
    v.flops_per_param: Sourced(Q_(2, "FLOP/(parameter*token)"), "one multiply-add per weight per token"),
    v.tokens_per_step: Sourced(Q_(1, "token/sequence"), "decode: one new token per sequence per step"),
}
NO_KV = {v.kv_bytes_per_token: Sourced(Q_(0, "byte/token"), "KV traffic taken as nil (the lecture's clean case)")}
#: DeepSeek-V3 on the 72 Blackwell GPUs of a GB200 NVL72 rack, FP8, at $2 per GPU-hour.
DEEPSEEK_ON_RACK = scenarios.deepseek_v3_on_gb200_nvl72()
_L2_13B = model_config("llama-2-13b")
#: acceptance P12: LLaMA-2-13B (13e9 params, MHA bf16) on 8 × TPU v5e at 8,192 tokens.
LLAMA2_13B_ON_V5E = {
    **hardware("tpu-v5e"),
    **published_params("llama-2-13b"),
    **BF16_WEIGHTS,
    v.chips: Sourced(Q_(8, ""), "scaling book inference chapter: 8 × TPU v5e"),
    v.context: Sourced(Q_(8192, "token/sequence"), "scaling book inference chapter: 8,192-token context"),
    v.kv_bytes_per_token: Sourced(
        Q_(
            2
            * _L2_13B["num_hidden_layers"]
            * _L2_13B["num_key_value_heads"]
            * (_L2_13B["hidden_size"] // _L2_13B["num_attention_heads"])
            * 2,
            "byte/token",
        ),
        "LLaMA-2-13B config: 2 (K,V) × 40 layers × 40 KV heads × 128 × 2 byte (bf16)",
    ),
}
RUBIN = {
    v.hbm_capacity: Sourced(Q_(288, "GB"), "lecture 00:23: Rubin, 288 GB of HBM4"),
    v.hbm_bandwidth: Sourced(Q_(20, "TB/s"), "lecture 00:23: Rubin, about 20 TB/s"),
}
FACTOR_BAND = {
    factor_low: Sourced(Q_(250, "sequence"), "'≈300' read as 300 ± 50"),
    factor_high: Sourced(Q_(350, "sequence"), "'≈300' read as 300 ± 50"),
}
DRAIN_BAND = {
    drain_low: Sourced(Q_(10, "ms"), "'≈20 ms' read within a factor of 2"),
    drain_high: Sourced(Q_(40, "ms"), "'≈20 ms' read within a factor of 2"),
}


def _number(expr, at):
    """``expr`` at catalog inputs as a quantity in its unit, to build example points from
    (evaluated when a claim is built, never at import)."""
    import chalk

    return chalk.at(expr, at)


# --- values worked by hand -----------------------------------------------------------
# DeepSeek-V3 (671e9 total, 37e9 active, FP8 weights) on the 72 GPUs of a GB200 NVL72
# (5 PFLOP/s FP8 and 8 TB/s each) at $2 per GPU-hour, bf16 MLA cache of 70,272 B/token.
# Catalog figures are typed here on purpose: the arithmetic checks the engine, once.
#: weight fetch: 671e9 byte ÷ (72 × 8 TB/s) = 1.16493 ms
T_WEIGHTS_BY_HAND = Q_(round(671e9 / (72 * 8e12) * 1e3, 5), "ms")
#: compute at B = 20,000: 2 FLOP × 20,000 × 37e9 ÷ (72 × 5 PFLOP/s) = 4.11111 ms
T_COMPUTE_B20K_BY_HAND = Q_(round(2 * 20_000 * 37e9 / (72 * 5e15) * 1e3, 5), "ms")
#: memory at B = 20,000 and L = 1,000: (671e9 + 20,000 × 1,000 × 70,272) byte ÷ (72 × 8 TB/s) = 3.60493 ms
T_MEMORY_B20K_BY_HAND = Q_(round((671e9 + 20_000 * 1_000 * 70_272) / (72 * 8e12) * 1e3, 5), "ms")
#: worst-case latency at B = 20,000 (compute-bound): 2 × 4.11111 ms = 8.2222 ms
WORST_CASE_B20K_BY_HAND = Q_(round(2 * 2 * 20_000 * 37e9 / (72 * 5e15) * 1e3, 4), "ms")
#: compute-bound throughput ceiling: 72 × 5 PFLOP/s ÷ (2 FLOP × 37e9) = 4.8649M tokens/s
CEILING_BY_HAND = round(72 * 5e15 / (2 * 37e9), -2)
#: compute cost per token: 2 FLOP × 37e9 × $2/3,600 s ÷ 5 PFLOP/s = $0.0082222 per million tokens
COMPUTE_COST_BY_HAND = Q_(round(2 * 37e9 * (2 / 3600) / 5e15 * 1e6, 7), "USD/Mtoken")
#: B* on the rack: 5 PFLOP/s × 1 byte ÷ (2 FLOP × 8 TB/s) × 671/37 = 312.5 × 18.135 = 5,667 sequences
OPTIMAL_BATCH_BY_HAND = 312.5 * 671 / 37
#: a full replica's minimum: B* sequences every t_drain = 186 GB ÷ 8 TB/s = 23.25 ms, ≈243.8k tokens/s
REPLICA_MIN_THROUGHPUT_BY_HAND = OPTIMAL_BATCH_BY_HAND / 0.02325


#: DeepSeek-V3 on the rack at 1,000-token contexts and B = 20,000: past B* (≈5,667) and below
#: L_bal (≈1,690), so compute-bound; several sections check their claims there
DEEPSEEK_COMPUTE_BOUND = {**DEEPSEEK_ON_RACK, **DEEPSEEK_KV_BF16, v.context: 1000, v.batch: 20_000}
#: what a token costs and a step takes at that point, by hand (above)
COMPUTE_BOUND_BY_HAND = {
    cost_per_token: COMPUTE_COST_BY_HAND,
    t_step: T_COMPUTE_B20K_BY_HAND,
    t_memory: T_MEMORY_B20K_BY_HAND,
}
