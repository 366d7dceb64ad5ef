"""The shared vocabulary: every input quantity the lecture parts, `chalk eval` and the
catalogs use. Names are public and stable; units make the lecture's hidden constants
(2 FLOP per parameter per token, bytes per parameter, one token per sequence per decode
step) explicit symbols."""

from chalk.derivations.domains import FRACTION, Domain
from chalk.derivations.quantities import quantity

LECTURE = "Reiner Pope, Dwarkesh Podcast, 29 Apr 2026"

# --- model and serving inputs (lecture part 1) -------------------------------------
batch = quantity("batch", "sequence", "sequences in one decode step of one replica", text="B")
context = quantity("context", "token/sequence", "context length attended to", text="L")
params_total = quantity("params_total", "parameter", "total parameters", text="N_total")
params_active = quantity("params_active", "parameter", "active parameters per token", text="N_active")
bytes_per_param = quantity(
    "bytes_per_param", "byte/parameter", "bytes per weight (FP4 0.5, FP8 1, BF16 2)", text="b_w", latex=r"b_{w}"
)
flops_per_param = quantity(
    "flops_per_param",
    "FLOP/(parameter*token)",
    "FLOPs per parameter per token (forward: one multiply-add)",
    text="c_fwd",
    default=2,
    source="one multiply and one add per weight per token (forward pass)",
)
tokens_per_step = quantity(
    "tokens_per_step",
    "token/sequence",
    "tokens per sequence per pass (1 in decode, the prompt in prefill)",
    text="ell",
    latex=r"\ell",
    default=1,
    source="decode: one new token per sequence per step",
)
kv_bytes_per_token = quantity(
    "kv_bytes_per_token", "byte/token", "KV-cache bytes per token of context", text="beta", latex=r"\beta"
)
peak_flops = quantity("peak_flops", "FLOP/s", "dense peak compute of one chip", text="F")
hbm_bandwidth = quantity("hbm_bandwidth", "byte/s", "HBM bandwidth of one chip", text="W")
hbm_capacity = quantity("hbm_capacity", "byte", "HBM capacity of one chip", text="C")
chips = quantity(
    "chips",
    "1",
    "chips serving one replica (reading weights in parallel)",
    text="S",
    default=1,
    source="a single chip unless set",
    domain=Domain(low=0.0, low_open=True, integral=True),
)
price_per_chip_hour = quantity(
    "price_per_chip_hour",
    "USD/hour",
    "rental price of one chip",
    text="p_chip",
    default=2,
    source="lecture 00:12:59: about $2 per GPU-hour",
)

# --- racks, experts, pipelines (lecture part 2) ------------------------------------
experts = quantity("experts", "1", "routed experts per MoE layer", text="n_E", latex=r"n_{E}", integer=True)
experts_per_token = quantity("experts_per_token", "1", "routed experts activated per token", text="k", integer=True)
expert_parallelism = quantity("expert_parallelism", "1", "GPUs an expert layer is spread over", text="E", integer=True)
pipeline_stages = quantity("pipeline_stages", "1", "pipeline stages (racks)", text="P", integer=True)
layers_per_stage = quantity(
    "layers_per_stage", "1", "MoE layers per pipeline stage", text="l_s", latex=r"\ell_{s}", integer=True
)
microbatches = quantity("microbatches", "1", "micro-batches in flight", text="m", integer=True)
microbatch = quantity("microbatch", "sequence", "sequences per micro-batch", text="b")
d_model = quantity("d_model", "1", "model width (residual-stream elements per token)", integer=True)
bytes_per_activation = quantity(
    "bytes_per_activation", "byte/token", "bytes per activation element, per token", text="b_act"
)
scaleup_bandwidth = quantity(
    "scaleup_bandwidth",
    "byte/s",
    "scale-up (NVLink) bandwidth per chip, one direction",
    text="BW_up",
    latex=r"\mathrm{BW}_{\mathrm{up}}",
)
scaleout_bandwidth = quantity(
    "scaleout_bandwidth",
    "byte/s",
    "scale-out (NIC) bandwidth per chip, one direction",
    text="BW_out",
    latex=r"\mathrm{BW}_{\mathrm{out}}",
)
scaleup_domain = quantity(
    "scaleup_domain",
    "1",
    "chips one scale-up fabric reaches: an NVLink node behind NVSwitch, an NVL72 rack, a TPU pod",
    text="S_up",
    latex=r"S_{\mathrm{up}}",
    integer=True,
)

# --- training, prices, attention (lecture part 3) ----------------------------------
tokens_pretrain = quantity("tokens_pretrain", "token", "pre-training tokens", text="D_pre")
tokens_rl = quantity("tokens_rl", "token", "RL rollout tokens", text="D_RL")
tokens_inference = quantity("tokens_inference", "token", "inference tokens served over the model's life", text="D_inf")
mfu_train = quantity(
    "mfu_train",
    "1",
    "model FLOP utilisation in training",
    text="MFU_train",
    latex=r"\mathrm{MFU}_{\mathrm{train}}",
    domain=FRACTION,
)
mfu_decode = quantity(
    "mfu_decode",
    "1",
    "model FLOP utilisation in decode",
    text="MFU_dec",
    latex=r"\mathrm{MFU}_{\mathrm{dec}}",
    domain=FRACTION,
)
price_step_context = quantity("price_step_context", "token/sequence", "context length of a price step", text="L_step")
n_layers = quantity("n_layers", "1", "transformer layers", integer=True)
n_heads = quantity("n_heads", "1", "query (attention) heads", text="n_q", latex=r"n_{q}", integer=True)
n_kv_heads = quantity("n_kv_heads", "1", "key/value heads", text="n_kv", latex=r"n_{kv}", integer=True)
head_dim = quantity("head_dim", "1", "elements per attention head", text="d_head", integer=True)
bytes_per_element = quantity(
    "bytes_per_element", "byte/token", "bytes per cached element, per token", text="b_e", latex=r"b_{e}"
)

# --- beyond one replica: collectives, parallelism, training memory (part 4) --------
TEXTBOOK = "Austin et al., How to Scale Your Model (jax-ml.github.io/scaling-book)"
collective_bytes = quantity(
    "collective_bytes", "byte", "bytes of the whole array a collective gathers, reduces or sends", text="V_coll"
)
ici_bandwidth = quantity(
    "ici_bandwidth", "byte/s", "chip-to-chip (ICI or NVLink) bandwidth of one link, one direction", text="W_link"
)
ici_links = quantity("ici_links", "1", "chip-to-chip links (ports) per chip", text="n_links", integer=True)
n_axes = quantity(
    "n_axes",
    "1",
    "mesh axes a collective runs over (each adds its links)",
    text="k_ax",
    integer=True,
    default=1,
    source=f"{TEXTBOOK}, §Sharding: a collective over one mesh axis (AllGather_X); set n_axes for several",
)
axis_size = quantity(
    "axis_size", "1", "chips along one axis of the collective (the ring length)", text="n", integer=True
)
ring_directions = quantity(
    "ring_directions",
    "1",
    "directions the ring carries data in: 2 with a wraparound link (bidirectional ring), 1 without",
    text="r",
    integer=True,
    default=2,
    source=f"{TEXTBOOK}, §Sharding: a full ring with wraparound uses both directions of every link",
)
p2p_hops = quantity("p2p_hops", "1", "hops between sender and receiver", text="h_p2p", integer=True, nonnegative=True)
p2p_links = quantity(
    "p2p_links",
    "1",
    "links a point-to-point send uses in parallel (its data split over them); n_axes is a collective's mesh axes",
    text="k_p2p",
    latex=r"k_{\mathrm{p2p}}",
    integer=True,
    default=1,
    source="one link unless set",
)
dcn_bandwidth = quantity(
    "dcn_bandwidth", "byte/s", "data-centre network (scale-out) bandwidth per chip, one direction", text="W_dcn"
)
fsdp_degree = quantity(
    "fsdp_degree",
    "1",
    "chips the weights are sharded over by FSDP",
    text="X",
    default=1,
    source="no FSDP sharding unless set",
)
tp_degree = quantity(
    "tp_degree",
    "1",
    "chips one layer is split over by tensor parallelism",
    text="Y",
    default=1,
    source="no tensor parallelism unless set",
)
TORUS_SPLIT = f"{TEXTBOOK}, §Training: the usual split of a 3-D torus, two axes FSDP and one TP"
fsdp_axes = quantity(
    "fsdp_axes", "1", "mesh axes given to FSDP", text="M_X", latex=r"M_{X}", default=2, source=TORUS_SPLIT
)
tp_axes = quantity(
    "tp_axes", "1", "mesh axes given to tensor parallelism", text="M_Y", latex=r"M_{Y}", default=1, source=TORUS_SPLIT
)
global_batch_tokens = quantity(
    "global_batch_tokens", "token", "tokens in one optimizer step over all chips", text="B_tok"
)
train_bytes_per_param = quantity(
    "train_bytes_per_param",
    "byte/parameter",
    "training state per parameter: weights + gradients + optimizer state",
    text="b_train",
)
replicated_bytes_per_param = quantity(
    "replicated_bytes_per_param",
    "byte/parameter",
    "the part of the training state every data-parallel chip keeps whole (ZeRO-3/FSDP 0, ZeRO-2 the weights, "
    "ZeRO-1 weights and gradients, plain DP all of it)",
    text="b_rep",
    nonnegative=True,
    default=0,
    source="FSDP / ZeRO stage 3 (Rajbhandari et al. 2020, arXiv:1910.02054): every state is sharded",
)
checkpoints_per_layer = quantity(
    "checkpoints_per_layer",
    "1",
    "d_model-wide activations saved per layer for the backward pass",
    text="c_D",
    latex=r"c_{D}",
    nonnegative=True,
    default=0,
    source="no activation checkpoints counted unless set (the state-only memory question); "
    "checkpointing the residual stream is c_D = 1",
)
ffn_checkpoints_per_layer = quantity(
    "ffn_checkpoints_per_layer",
    "1",
    "d_ff-wide activations saved per layer for the backward pass",
    text="c_F",
    latex=r"c_{F}",
    nonnegative=True,
    default=0,
    source="no d_ff-wide checkpoints unless set (the residual stream alone is checkpointed)",
)
train_step_time = quantity("train_step_time", "s", "observed wall-clock time of one training step", text="t_obs")
prefill_tokens = quantity(
    "prefill_tokens", "token", "prompt tokens of one sequence (one prefill)", text="L_p", latex=r"L_{p}"
)
decode_tokens = quantity(
    "decode_tokens", "token", "tokens generated per sequence (decode length)", text="L_g", latex=r"L_{g}"
)
decode_step_time = quantity("decode_step_time", "s", "time of one decode step of the generate pool", text="t_dec")


# --- API list prices (lecture part 3; catalog/prices.json) --------------------------
def _price(name: str, meaning: str, text: str):
    return quantity(name, "USD/Mtoken", meaning, text=text, latex=r"p_{\mathrm{" + text.split("_", 1)[1] + "}}")


price_input = _price("price_input", "list price of an input token", "p_in")
price_output = _price("price_output", "list price of an output token", "p_out")
price_input_long = _price("price_input_long", "input price above the long-context step", "p_inlong")
price_output_long = _price("price_output_long", "output price above the long-context step", "p_outlong")
price_cache_read = _price("price_cache_read", "price of a cache hit", "p_hit")
price_cache_write_5m = _price("price_cache_write_5m", "price of a 5-minute cache write", "p_w5m")
price_cache_write_1h = _price("price_cache_write_1h", "price of a 1-hour cache write", "p_w1h")
