"""Part 3 (01:51–01:55): quadratic attention compute, and why context lengths sit at 100–200k.

Attention FLOPs per token grow with the attended context while the weight FLOPs do not;
for dense attention they cross at tens of thousands of tokens, not millions. In decode
attention is still memory-bound: each cached byte feeds only a few FLOPs.
"""

from sympy import And, Eq, Equivalent, Ge, Gt, Implies, Le, Lt

from chalk import Q_, Claim, Example, Part, Sourced, claim, define, quantity
from chalk.catalog import hardware, model_config, published_params
from chalk.derivations.lectures.batching.symbols import balanced_context, critical_intensity
from chalk.derivations.lectures.economics_pricing.price_step import kv_bytes_from_price_step
from chalk.derivations.lectures.economics_pricing.symbols import LECTURE_MODEL, STEP_200K
from chalk.vocabulary import (
    bytes_per_element,
    context,
    d_model,
    flops_per_param,
    head_dim,
    kv_bytes_per_token,
    n_heads,
    n_kv_heads,
    n_layers,
    params_active,
    params_per_entry,
    price_step_context,
    tokens_per_step,
)

PART = Part(3, "Cost balancing, API prices, cache tiers, attention and RevNets", "01:18:49–02:13:27")

attention_param_equivalent = quantity(
    "attention_param_equivalent",
    "parameter*sequence/token",
    "weights one attended context token stands for, per query-head element (one multiply-add each)",
    text="kappa",
    latex=r"\kappa",
    default=1,
    source="each query-head element of each attended K and V entry is one multiply-add, like one weight",
)
d_ff = quantity("d_ff", "1", "MLP hidden width", integer=True)

attention_flops_per_token = define(
    "attention_flops_per_token",
    flops_per_param * 2 * n_layers * n_heads * head_dim * context * attention_param_equivalent,
    "FLOP/token",
    "dense attention FLOPs per token (QKᵀ and AV over L context tokens): 4·n_layers·n_q·d_head·L",
    latex=r"C_{\mathrm{attn}}",
)
attention_crossover_context = define(
    "attention_crossover_context",
    params_active / (2 * n_layers * n_heads * head_dim * attention_param_equivalent),
    "token/sequence",
    "context at which attention FLOPs equal the weight FLOPs",
    latex=r"L_{\times}",
)
decode_attention_intensity = define(
    "decode_attention_intensity",
    attention_flops_per_token * tokens_per_step / (context * 2 * n_layers * n_kv_heads * head_dim * bytes_per_element),
    "FLOP/byte",
    "attention FLOPs per KV byte read in decode",
)

LLAMA3_70B_CONFIG = model_config("llama-3-70b")
LLAMA3_70B = {
    **published_params("llama-3-70b"),
    n_layers: LLAMA3_70B_CONFIG["num_hidden_layers"],
    n_heads: LLAMA3_70B_CONFIG["num_attention_heads"],
    n_kv_heads: LLAMA3_70B_CONFIG["num_key_value_heads"],
    head_dim: LLAMA3_70B_CONFIG["hidden_size"] // LLAMA3_70B_CONFIG["num_attention_heads"],
}
HYPOTHETICAL_100B = {params_active: 100e9, n_layers: 100, n_heads: 128, head_dim: 128}
DSV3 = model_config("deepseek-v3")
DSV3_QK = DSV3["qk_nope_head_dim"] + DSV3["qk_rope_head_dim"]
DEEPSEEK_V3 = {
    **published_params("deepseek-v3"),
    n_layers: DSV3["num_hidden_layers"],
    n_heads: DSV3["num_attention_heads"],
}
UNIT_CONSTANTS = {flops_per_param: 2, attention_param_equivalent: 1}


@claim(source="lecture 01:51:19–01:55:05; lecture-notes §17 correction and §20 #16")
def attention_crossover():
    """Dense attention FLOPs pass the weight FLOPs at L× = N_active/(2·n_layers·n_q·d_head): ≈ 53k for Llama-3-70B."""
    return Claim(
        Equivalent(
            Gt(attention_flops_per_token, flops_per_param * params_active), Gt(context, attention_crossover_context)
        ),
        examples=(
            Example(LLAMA3_70B, expect={attention_crossover_context: 53e3}, rel_tol=0.01, note="80 layers, 64 × 128"),
            Example(HYPOTHETICAL_100B, expect={attention_crossover_context: 30e3}, rel_tol=0.02),
            Example(
                {**DEEPSEEK_V3, head_dim: (DSV3_QK + DSV3["v_head_dim"]) / 2},
                expect={attention_crossover_context: 15e3},
                rel_tol=0.02,
                note="DeepSeek-V3 MLA unabsorbed: QK 192, V 128 per head (≈ 82k·L FLOPs per layer)",
            ),
            Example(
                {**DEEPSEEK_V3, head_dim: (DSV3["kv_lora_rank"] + DSV3["qk_rope_head_dim"] + DSV3["kv_lora_rank"]) / 2},
                expect={attention_crossover_context: 4e3},
                rel_tol=0.1,
                note="DeepSeek-V3 MLA absorbed: QK 576, V 512 (≈ 278k·L FLOPs per layer)",
            ),
            Example(
                {**HYPOTHETICAL_100B, n_layers: 17},
                expect={attention_crossover_context: 6 * 30e3},
                rel_tol=0.02,
                note="1 global attention layer in 6 pushes L× out ~6×",
            ),
        ),
    )


attention_notice_context = quantity(
    "attention_notice_context",
    "token/sequence",
    "context below which the lecture says the quadratic term does not matter",
    text="L_notice",
)


@claim(source="lecture 01:51:19–01:55:05; lecture-notes §17 and §20 #16")
def quadratic_attention_matters_only_in_millions():
    """Quadratic attention "starts to matter in the millions" fails for dense attention: Llama-3-70B crosses at 53k."""
    return Claim(
        Implies(
            Le(context, attention_notice_context),
            Le(attention_flops_per_token, flops_per_param * params_active),
        ),
        given={
            **LLAMA3_70B,
            **UNIT_CONSTANTS,
            attention_notice_context: Sourced(
                Q_(1e6, "token/sequence"), "lecture 01:51:19–01:55:05: 'up in the millions'"
            ),
        },
        examples=(Example({context: 100e3}, expect=False, note="at 100k attention already exceeds the weights"),),
        expect="erratum",
        rejected_by=("proof",),
        source_wrote="the slope is so low … you start to notice it up in the millions of tokens",
        corrected_by="economics_attention.attention_crossover",
    )


@claim(source="lecture 01:51:19–01:55:05; lecture-notes §17 'what is right'")
def decode_attention_is_memory_bound():
    """In decode attention does 2·(n_q/n_kv)/b_e FLOPs per KV byte (16 for Llama-3-70B in FP8), far below F/W ≈ 300."""
    return Claim(
        And(
            Eq(
                decode_attention_intensity,
                flops_per_param
                * attention_param_equivalent
                * tokens_per_step
                * n_heads
                / (n_kv_heads * bytes_per_element),
            ),
            Le(10 * decode_attention_intensity, critical_intensity),
        ),
        hypotheses=(Le(n_heads, 8 * n_kv_heads),),
        given={**hardware("h100-sxm", "bf16"), **UNIT_CONSTANTS, tokens_per_step: 1, bytes_per_element: 1},
        examples=(
            Example(LLAMA3_70B, expect={decode_attention_intensity: 16}, note="GQA 64/8, FP8 KV"),
            Example({**LLAMA3_70B, bytes_per_element: 2}, expect={decode_attention_intensity: 8}, note="BF16 KV"),
            Example({}, expect={critical_intensity: 295.2}, rel_tol=0.005, note="acceptance P01: H100 SXM bf16"),
        ),
    )


attention_pass_flops = define(
    "attention_pass_flops",
    attention_flops_per_token * tokens_per_step,
    "FLOP/sequence",
    "dense attention FLOPs of one pass: ℓ query tokens against L context tokens (no causal-mask saving)",
    latex=r"C_{\mathrm{attn}}^{\mathrm{pass}}",
)
attention_pass_bytes = define(
    "attention_pass_bytes",
    2 * n_layers * head_dim * bytes_per_element * (n_heads * tokens_per_step + n_kv_heads * context),
    "byte/sequence",
    "flash-attention HBM traffic of one pass: Q read and O written (ℓ × n_q heads), K and V read (L × n_kv heads)",
    latex=r"M_{\mathrm{attn}}^{\mathrm{pass}}",
)
attention_intensity = define(
    "attention_intensity",
    attention_pass_flops / attention_pass_bytes,
    "FLOP/byte",
    "attention FLOPs per HBM byte with flash attention (Q, K, V read and O written once)",
    latex=r"I_{\mathrm{attn}}",
)
MHA_BF16 = {**UNIT_CONSTANTS, n_heads: 32, n_kv_heads: 32, bytes_per_element: 2}


@claim(source="CS336 lecture 10; scaling book inference chapter (acceptance P08)")
def flash_attention_intensity():
    """Flash attention with MHA does (c·κ/b_e)·L·ℓ/(L+ℓ) FLOPs per byte: L/2 in prefill, under 1 in bf16 decode.

    In bf16 (b_e = 2) c·κ/b_e = 1 FLOP·sequence/(byte·token), so the intensity is the
    scaling book's S·T/(S+T) with S = L context and T = ℓ query tokens: L/2 when ℓ = L
    (prefill), L/(L+1) < 1 when ℓ = 1 (decode). Flash attention keeps the L×ℓ scores on
    chip, so the traffic is Q, K, V read and O written once; the FLOPs count the full
    score matrix (no causal-mask saving), as the book does. Counting Q and O as well
    keeps the intensity below the KV-read-only decode_attention_intensity.
    """
    scale = flops_per_param * attention_param_equivalent / bytes_per_element
    return Claim(
        And(
            Eq(attention_intensity, scale * context * tokens_per_step / (context + tokens_per_step)),
            Implies(Eq(tokens_per_step, context), Eq(attention_intensity, scale * context / 2)),
            Lt(attention_intensity, scale * tokens_per_step),
            Lt(attention_intensity, decode_attention_intensity),
        ),
        hypotheses=(Eq(n_heads, n_kv_heads),),
        examples=(
            Example(
                {**MHA_BF16, context: 8192, tokens_per_step: 8192},
                expect={attention_intensity: 4096},
                note="prefill of 8,192 tokens: L/2",
            ),
            Example(
                {**MHA_BF16, context: 8192, tokens_per_step: 1},
                expect={attention_intensity: 8192 / 8193, decode_attention_intensity: 1},
                note="decode at L = 8,192: L/(L+1) < 1 FLOP/byte",
            ),
            Example(
                {**MHA_BF16, context: 4096, tokens_per_step: 1024},
                expect={attention_intensity: 4096 * 1024 / 5120},
                note="a 1,024-token chunk against 4,096: S·T/(S+T) = 819.2",
            ),
        ),
    )


@claim(source="lecture 01:51:19–01:55:05; scaling book transformers chapter (acceptance P07)")
def training_attention_dominates_iff_T_gt_8D():
    """With d_ff = 4·D and n_q·d_head = D, attention FLOPs exceed the matmul FLOPs in training exactly when T > 8·D.

    Per layer the matmuls hold 3·D·d_ff + 4·D·n_q·d_head = 16·D² weights (gated MLP, MHA
    projections); forward and backward scale both sides by 3, so the crossover is L×.
    """
    matmul_params = n_layers * (3 * d_model * d_ff + 4 * d_model * n_heads * head_dim) * params_per_entry
    return Claim(
        Equivalent(
            Gt(attention_flops_per_token, flops_per_param * params_active),
            Gt(context * attention_param_equivalent, 8 * d_model * params_per_entry),
        ),
        hypotheses=(
            Eq(d_ff, 4 * d_model),
            Eq(n_heads * head_dim, d_model),
            Eq(params_active, matmul_params),
        ),
        examples=(
            Example(
                {
                    **UNIT_CONSTANTS,
                    params_per_entry: 1,
                    d_model: 8192,
                    n_layers: 80,
                    n_heads: 64,
                    head_dim: 128,
                    params_active: 80 * 16 * 8192**2,
                },
                expect={attention_crossover_context: 65536},
                note="acceptance P07: D = 8192 (80 layers, 64 × 128 heads): attention dominates past T = 65,536",
            ),
        ),
    )


@claim(source="lecture 01:51:19–01:55:05; lecture-notes §17 context-length history [T]")
def balanced_context_history():
    """L_bal lies in [L/2, L] iff β lies in [β_step, 2·β_step]: ~2 KB/token at ~100B active puts it at 100–200k."""
    beta_step = kv_bytes_from_price_step
    return Claim(
        Equivalent(
            And(Le(balanced_context, price_step_context), Ge(2 * balanced_context, price_step_context)),
            And(Ge(kv_bytes_per_token, beta_step), Le(kv_bytes_per_token, 2 * beta_step)),
        ),
        examples=(
            Example(
                {**hardware("gb200", "fp8"), **LECTURE_MODEL, **STEP_200K, kv_bytes_per_token: 2000},
                expect={balanced_context: 150e3},
                rel_tol=1 / 3,
                note="GB200 FP8, 2 KB/token: 160k (100–200k)",
            ),
            Example(
                {**hardware("b200", "fp8"), **LECTURE_MODEL, **STEP_200K, kv_bytes_per_token: 2000},
                expect={balanced_context: 150e3},
                rel_tol=1 / 3,
                note="B200 FP8, 2 KB/token: 178k",
            ),
        ),
    )
