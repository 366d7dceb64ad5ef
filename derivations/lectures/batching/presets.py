"""Catalog inputs of part 1: models, precisions and bands the claims are evaluated at."""

from chalk.derivations import Q_, Sourced
from chalk.derivations.catalog import hardware, model_config, published_params
from chalk.derivations.lectures.batching.symbols import drain_high, drain_low, factor_high, factor_low
from chalk.derivations.vocabulary import (
    bytes_per_param,
    chips,
    context,
    experts,
    experts_per_token,
    flops_per_param,
    hbm_bandwidth,
    hbm_capacity,
    kv_bytes_per_token,
    tokens_per_step,
)

# --- catalog inputs ----------------------------------------------------------------
DEEPSEEK_V3 = published_params("deepseek-v3")
_DS_CONFIG = model_config("deepseek-v3")
DEEPSEEK_EXPERTS = {
    experts: Sourced(Q_(_DS_CONFIG["n_routed_experts"], ""), "DeepSeek-V3 config.json n_routed_experts"),
    experts_per_token: Sourced(Q_(_DS_CONFIG["num_experts_per_tok"], ""), "DeepSeek-V3 config num_experts_per_tok"),
}
#: MLA caches kv_lora_rank + qk_rope_head_dim elements per layer per token (bf16 here).
DEEPSEEK_KV = {
    kv_bytes_per_token: Sourced(
        Q_(
            _DS_CONFIG["num_hidden_layers"] * (_DS_CONFIG["kv_lora_rank"] + _DS_CONFIG["qk_rope_head_dim"]) * 2,
            "byte/token",
        ),
        "DeepSeek-V3 config: 61 layers × (512 + 64) MLA elements × 2 byte (bf16)",
    )
}
FP8_WEIGHTS = {bytes_per_param: Sourced(Q_(1, "byte/parameter"), "FP8 weights (DeepSeek-V3 ships FP8)")}
FP4_WEIGHTS = {bytes_per_param: Sourced(Q_(0.5, "byte/parameter"), "FP4: half a byte per weight (lecture 00:18)")}
BF16_WEIGHTS = {bytes_per_param: Sourced(Q_(2, "byte/parameter"), "bf16: two bytes per weight")}
DECODE = {
    flops_per_param: Sourced(Q_(2, "FLOP/(parameter*token)"), "one multiply-add per weight per token"),
    tokens_per_step: Sourced(Q_(1, "token/sequence"), "decode: one new token per sequence per step"),
}
NO_KV = {kv_bytes_per_token: Sourced(Q_(0, "byte/token"), "KV traffic taken as nil (the lecture's clean case)")}
#: DeepSeek-V3 on the 72 Blackwell GPUs of a GB200 NVL72 rack, FP8, at $2 per GPU-hour.
DEEPSEEK_ON_RACK = {
    **hardware("gb200", "fp8"),
    **DEEPSEEK_V3,
    **FP8_WEIGHTS,
    chips: Sourced(Q_(72, ""), "GB200 NVL72: 72 GPUs"),
}
_L2_13B = model_config("llama-2-13b")
#: acceptance P12: LLaMA-2-13B (13e9 params, MHA bf16) on 8 × TPU v5e at 8,192 tokens.
LLAMA2_13B_ON_V5E = {
    **hardware("tpu-v5e"),
    **published_params("llama-2-13b"),
    **BF16_WEIGHTS,
    chips: Sourced(Q_(8, ""), "scaling book inference chapter: 8 × TPU v5e"),
    context: Sourced(Q_(8192, "token/sequence"), "scaling book inference chapter: 8,192-token context"),
    kv_bytes_per_token: Sourced(
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
    hbm_capacity: Sourced(Q_(288, "GB"), "lecture 00:23: Rubin, 288 GB of HBM4"),
    hbm_bandwidth: Sourced(Q_(20, "TB/s"), "lecture 00:23: Rubin, about 20 TB/s"),
}
FACTOR_BAND = {
    factor_low: Sourced(Q_(250, "sequence"), "'≈300' read as 300 ± 50"),
    factor_high: Sourced(Q_(350, "sequence"), "'≈300' read as 300 ± 50"),
}
DRAIN_BAND = {
    drain_low: Sourced(Q_(10, "ms"), "'≈20 ms' read within a factor of 2"),
    drain_high: Sourced(Q_(40, "ms"), "'≈20 ms' read within a factor of 2"),
}


def _number(expr, at) -> float:
    """Base-unit value of ``expr`` at catalog inputs (for building example points)."""
    from chalk.derivations.evaluation import evaluate

    return evaluate(expr, at)
