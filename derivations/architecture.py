"""Model architecture: parameter counts and KV bytes per token as sympy expressions of
the fields of a Hugging Face ``config.json``.

Every config field is a named quantity, so the counts export, print and prove like the
lecture's results. A weight-matrix entry is one parameter: the hidden constant
``params_per_entry`` (1 parameter) turns element counts into parameters, as
``bytes_per_element`` turns cached elements into bytes. One formula covers a family:
``embedding_copies`` (1 tied, 2 untied), ``mlp_matrices`` (3 gated, 2 plain) and
``n_kv_heads`` (= n_heads for MHA, 1 for MQA) select the variant.
"""

from __future__ import annotations

from sympy import Min

from chalk.derivations.quantities import define, quantity
from chalk.derivations.vocabulary import (
    bytes_per_element,
    context,
    d_model,
    experts,
    experts_per_token,
    head_dim,
    n_heads,
    n_kv_heads,
    n_layers,
)

CONVENTION = "one parameter per weight-matrix entry"

# --- config fields (counts) -------------------------------------------------------
vocab_size = quantity("vocab_size", "1", "vocabulary size (rows of the embedding)", text="V", integer=True)
d_ff = quantity("d_ff", "1", "hidden width of a dense MLP", integer=True)
d_ff_expert = quantity(
    "d_ff_expert", "1", "hidden width of one expert's MLP", text="d_ff_E", latex=r"d_{\mathrm{ff},E}", integer=True
)
shared_experts = quantity(
    "shared_experts",
    "1",
    "shared (always active) experts per MoE layer",
    text="n_shared",
    integer=True,
    nonnegative=True,
)
dense_layers = quantity(
    "dense_layers",
    "1",
    "layers with a dense MLP instead of experts (DeepSeek's first_k_dense_replace)",
    text="n_dense",
    integer=True,
    nonnegative=True,
)
embedding_copies = quantity(
    "embedding_copies",
    "1",
    "V×D matrices: 1 when input embedding and output head are tied, 2 when untied",
    text="n_emb",
    integer=True,
)
mlp_matrices = quantity(
    "mlp_matrices",
    "1",
    "weight matrices per MLP: 3 gated (SwiGLU: gate, up, down), 2 plain (up, down); a model's config gives it "
    "(hidden_act)",
    text="n_mlp",
    integer=True,
)
q_lora_rank = quantity("q_lora_rank", "1", "MLA query compression rank", text="r_q", latex=r"r_{q}", integer=True)
kv_lora_rank = quantity(
    "kv_lora_rank",
    "1",
    "MLA key/value compression rank (the cached latent)",
    text="r_kv",
    latex=r"r_{kv}",
    integer=True,
)
qk_nope_head_dim = quantity(
    "qk_nope_head_dim", "1", "MLA per-head query/key width without rotary", text="d_nope", integer=True
)
qk_rope_head_dim = quantity(
    "qk_rope_head_dim", "1", "MLA rotary key width (shared by all heads, cached)", text="d_rope", integer=True
)
v_head_dim = quantity("v_head_dim", "1", "MLA per-head value width", text="d_v", integer=True)
sliding_layers = quantity("sliding_layers", "1", "layers with sliding-window attention", text="n_swa", integer=True)
sliding_window = quantity("sliding_window", "token/sequence", "tokens a sliding-window layer attends to", text="w")
params_per_entry = quantity(
    "params_per_entry",
    "parameter",
    "parameters per weight-matrix entry",
    text="p_e",
    latex=r"p_{e}",
    default=1,
    source=CONVENTION,
)

# --- parameter counts --------------------------------------------------------------
params_embedding = define(
    "params_embedding",
    embedding_copies * vocab_size * d_model * params_per_entry,
    "parameter",
    "input embedding and output head (one matrix if tied)",
    latex=r"N_{\mathrm{emb}}",
)
params_input_embedding = define(
    "params_input_embedding",
    vocab_size * d_model * params_per_entry,
    "parameter",
    "the input embedding alone: a table lookup that does no matmul (some vendors leave it out of 'active')",
    latex=r"N_{\mathrm{lookup}}",
)
params_norms = define(
    "params_norms",
    (2 * n_layers + 1) * d_model * params_per_entry,
    "parameter",
    "RMSNorm gains: two per layer and a final one",
    latex=r"N_{\mathrm{norm}}",
)
params_attention = define(
    "params_attention",
    (2 * n_heads * head_dim + 2 * n_kv_heads * head_dim) * d_model * params_per_entry,
    "parameter",
    "attention weights of one layer (Q and O over all heads, K and V over the KV heads: MHA, GQA, MQA)",
    latex=r"N_{\mathrm{attn}}",
)
params_attention_mla = define(
    "params_attention_mla",
    (
        d_model * q_lora_rank
        + q_lora_rank
        + q_lora_rank * n_heads * (qk_nope_head_dim + qk_rope_head_dim)
        + d_model * (kv_lora_rank + qk_rope_head_dim)
        + kv_lora_rank
        + kv_lora_rank * n_heads * (qk_nope_head_dim + v_head_dim)
        + n_heads * v_head_dim * d_model
    )
    * params_per_entry,
    "parameter",
    "multi-head latent attention weights of one layer (down/up projections, their norms, output)",
    latex=r"N_{\mathrm{MLA}}",
)
params_mlp = define(
    "params_mlp",
    mlp_matrices * d_model * d_ff * params_per_entry,
    "parameter",
    "weights of one dense MLP",
    latex=r"N_{\mathrm{mlp}}",
)
params_expert = define(
    "params_expert",
    mlp_matrices * d_model * d_ff_expert * params_per_entry,
    "parameter",
    "weights of one expert",
    latex=r"N_{E}",
)
params_router = define(
    "params_router", experts * d_model * params_per_entry, "parameter", "router weights of one MoE layer"
)
layers_with_experts = n_layers - dense_layers


def _moe_params(attention, routed_experts):
    """Parameters of an MoE transformer that count ``routed_experts`` of each MoE layer: all
    of them for the total, the k a token is routed to for the active count."""
    return (
        params_embedding
        + params_norms
        + n_layers * attention
        + dense_layers * params_mlp
        + layers_with_experts * ((routed_experts + shared_experts) * params_expert + params_router)
    )


params_total_dense = define(
    "params_total_dense",
    params_embedding + params_norms + n_layers * (params_attention + params_mlp),
    "parameter",
    "total (= active) parameters of a dense transformer",
    latex=r"N_{\mathrm{dense}}",
)
params_total_moe = define(
    "params_total_moe",
    _moe_params(params_attention, experts),
    "parameter",
    "total parameters of an MoE transformer (routed and shared experts, leading dense layers)",
    latex=r"N^{\mathrm{MoE}}_{\mathrm{total}}",
)
params_active_moe = define(
    "params_active_moe",
    _moe_params(params_attention, experts_per_token),
    "parameter",
    "parameters one token uses in an MoE transformer (k routed and the shared experts)",
    latex=r"N^{\mathrm{MoE}}_{\mathrm{active}}",
)
params_total_mla = define(
    "params_total_mla",
    _moe_params(params_attention_mla, experts),
    "parameter",
    "total parameters of an MLA + MoE transformer (DeepSeek-V3 family)",
    latex=r"N^{\mathrm{MLA}}_{\mathrm{total}}",
)
params_active_mla = define(
    "params_active_mla",
    _moe_params(params_attention_mla, experts_per_token),
    "parameter",
    "parameters one token uses in an MLA + MoE transformer",
    latex=r"N^{\mathrm{MLA}}_{\mathrm{active}}",
)
params_mtp = define(
    "params_mtp",
    params_attention_mla
    + (experts + shared_experts) * params_expert
    + params_router
    + 2 * d_model * d_model * params_per_entry
    + 4 * d_model * params_per_entry,
    "parameter",
    "one DeepSeek multi-token-prediction module (an MLA + MoE layer, its 2D×D projection and norms)",
    latex=r"N_{\mathrm{MTP}}",
)


# --- KV cache ----------------------------------------------------------------------
def kv_bytes_over_layers(layers):
    """KV bytes per token when ``layers`` layers each cache a key and a value per KV head."""
    return 2 * n_kv_heads * head_dim * bytes_per_element * layers


kv_bytes_per_token_gqa = define(
    "kv_bytes_per_token_gqa",
    kv_bytes_over_layers(n_layers),
    "byte/token",
    "KV bytes per token: a key and a value per KV head per layer (MHA, GQA, MQA)",
    latex=r"\beta_{\mathrm{GQA}}",
)
kv_bytes_per_token_mla = define(
    "kv_bytes_per_token_mla",
    n_layers * (kv_lora_rank + qk_rope_head_dim) * bytes_per_element,
    "byte/token",
    "KV bytes per token under MLA: the latent and the shared rotary key per layer",
    latex=r"\beta_{\mathrm{MLA}}",
)
kv_bytes_per_token_sliding = define(
    "kv_bytes_per_token_sliding",
    kv_bytes_over_layers((n_layers - sliding_layers) + sliding_layers * Min(sliding_window, context) / context),
    "byte/token",
    "KV bytes per token of context when some layers keep only a sliding window of w tokens",
    latex=r"\beta_{\mathrm{SWA}}",
)
