"""Part 5's inputs and defined quantities: a decode step and a prefill of one serving
replica laid out as tp × ep × pp chips.

Conventions, each stated once here and proved where a claim can say it:

- The replica has tp·ep·pp chips. The routed experts are split over all of them; the shared
  (always-active) weights (attention, dense layers, shared experts, embeddings) are split
  over tp and pp and held whole by each of the ep ranks (data-parallel attention), so memory
  counts every replicated copy.
- A decode step reads the shared weights in full and only the routed experts its tokens pick:
  n tokens choosing k of E experts each, uniformly, read E·(1 − (1 − k/E)^n) distinct experts
  per MoE layer (batching.routed_experts_never_exceed_all_experts); the slowest EP rank reads
  at least their even share. At n = 1 that is the k of one token; at large n every expert,
  today's all-read model. A router that sends tokens to fewer distinct experts than a uniform
  one reads less: at batch 1 the count is exact (k), above it it is the uniform expectation.
  One expert's parameters over all MoE layers are (N_total − N_active)/(E − k); a dense model
  (E = k) has none routed.
- A pipeline of pp stages serves pp micro-batches of B/pp sequences in flight; a token
  passes every stage in turn, so its step reads each stage's weights once per micro-batch:
  the weight read takes N·b_w/(tp·ep·W), pp times the floor of all the chips. Stages add
  memory, not bandwidth (Part 2).
- The KV of a KV head is held once unless tp exceeds the KV heads; then each head is held
  tp/n_kv times (GQA replication). A latent (MLA) cache is counted the same way.
- Communication is a latency-bandwidth (alpha-beta) cost on the links the plan names (the
  scale-up domain when the group fits in it, else the scale-out NIC): a ring all-reduce takes
  2(tp−1) steps, each paying one per-message latency and moving 1/tp of the activations; an
  all-to-all's ep−1 pairwise exchanges run in parallel over the links they use, so it pays
  one message latency (a lower bound: an implementation that serialises them pays ep−1); a token crosses pp−1 stage
  boundaries one after another, each paying one latency. NCCL's per-collective base latency
  is left out (a lower bound).
- Default: communication does not overlap the roofline step (it is added); the overlapped
  step (``layout_step_time_overlapped``) is the switch.
"""

from sympy import Max, Min

from chalk import Domain, define, quantity
from chalk.derivations.lectures.parallelism.serving import prefill_attention_flops
from chalk.vocabulary import (
    batch,
    bytes_per_activation,
    bytes_per_param,
    context,
    d_model,
    experts,
    experts_per_token,
    flops_per_param,
    hbm_bandwidth,
    hbm_capacity,
    kv_bytes_per_token,
    n_kv_heads,
    n_layers,
    params_active,
    params_total,
    peak_flops,
    prefill_tokens,
    price_per_chip_hour,
    tokens_per_step,
    tp_degree,
)

# --- inputs of this part ------------------------------------------------------------
ep_degree = quantity(
    "ep_degree",
    "1",
    "chips the routed experts of a layer are spread over (expert parallelism)",
    text="EP",
    domain=Domain(low=1.0, integral=True),
    default=1,
    source="no expert parallelism unless set",
)
pp_degree = quantity(
    "pp_degree",
    "1",
    "pipeline stages of a serving replica (layers split over them)",
    text="PP",
    domain=Domain(low=1.0, integral=True),
    default=1,
    source="one stage unless set",
)
degree_increase = quantity(
    "degree_increase",
    "1",
    "chips added to a parallel degree (for comparing two degrees)",
    text="dD",
    latex=r"\Delta D",
    nonnegative=True,
)
tp_link_bandwidth = quantity(
    "tp_link_bandwidth",
    "byte/s",
    "per-chip one-direction bandwidth of the links the TP all-reduce rides (scale-up if the group fits)",
    text="W_tp",
    latex=r"W_{\mathrm{TP}}",
)
ep_link_bandwidth = quantity(
    "ep_link_bandwidth",
    "byte/s",
    "per-chip one-direction bandwidth of the links the EP all-to-all rides (scale-up if the group fits)",
    text="W_ep",
    latex=r"W_{\mathrm{EP}}",
)
pp_link_bandwidth = quantity(
    "pp_link_bandwidth",
    "byte/s",
    "per-chip one-direction bandwidth of the links between pipeline stages",
    text="W_pp",
    latex=r"W_{\mathrm{PP}}",
)
tp_link_latency = quantity(
    "tp_link_latency",
    "s",
    "per-message latency of one ring step of the TP all-reduce on its links (one hop)",
    text="a_tp",
    latex=r"\alpha_{\mathrm{TP}}",
    nonnegative=True,
)
ep_link_latency = quantity(
    "ep_link_latency",
    "s",
    "per-message latency of one pairwise exchange of the EP all-to-all on its links",
    text="a_ep",
    latex=r"\alpha_{\mathrm{EP}}",
    nonnegative=True,
)
pp_link_latency = quantity(
    "pp_link_latency",
    "s",
    "per-message latency of one send between pipeline stages",
    text="a_pp",
    latex=r"\alpha_{\mathrm{PP}}",
    nonnegative=True,
)
scaleup_link_latency = quantity(
    "scaleup_link_latency",
    "s",
    "per-message latency of one hop on the scale-up fabric (NVLink through NVSwitch, ICI)",
    text="a_up",
    latex=r"\alpha_{\mathrm{up}}",
    nonnegative=True,
)
scaleout_link_latency = quantity(
    "scaleout_link_latency",
    "s",
    "per-message latency of one step over the scale-out network (NIC, switch, NIC)",
    text="a_out",
    latex=r"\alpha_{\mathrm{out}}",
    nonnegative=True,
)
hbm_reserved_fraction = quantity(
    "hbm_reserved_fraction",
    "1",
    "share of HBM kept for activations, workspace and the runtime (not weights or KV)",
    text="r_ws",
    latex=r"r_{\mathrm{ws}}",
    nonnegative=True,
    default=0.1,
    source="vLLM's default gpu_memory_utilization = 0.9 (docs.vllm.ai, engine arguments): 10% of HBM left "
    "outside the weights and KV cache",
)

expert_miss_ratio = quantity(
    "expert_miss_ratio",
    "1",
    "factor by which more routed tokens shrink the miss probability: (1 − k/E)^Δn, in [0, 1]",
    text="f_miss",
    latex=r"f_{\mathrm{miss}}",
    domain=Domain(low=0.0, high=1.0),
)
routings_per_token = quantity(
    "routings_per_token",
    "1/token",
    "routing decisions a token makes per MoE layer (each picks its k experts once)",
    text="r_route",
    latex=r"r_{\mathrm{route}}",
    default=1,
    source="top-k routing (Shazeer et al. 2017; DeepSeek-V3 report §2.1.2): one choice of k experts per token "
    "per MoE layer",
)

# --- defined quantities -------------------------------------------------------------
layout_chips = define(
    "layout_chips", tp_degree * ep_degree * pp_degree, "1", "chips of one replica: tp × ep × pp", text="n_rep"
)
kv_replication = define(
    "kv_replication",
    Max(1, tp_degree / n_kv_heads),
    "1",
    "copies of each KV head: 1 until TP exceeds the KV heads, then tp/n_kv",
    latex=r"\rho_{\mathrm{KV}}",
)
layout_t_compute = define(
    "layout_t_compute",
    flops_per_param * batch * tokens_per_step * params_active / (layout_chips * peak_flops),
    "s",
    "weight matmuls of one decode step, split over every chip of the replica",
    latex=r"t_{\mathrm{compute}}^{\mathrm{layout}}",
)
#: one expert's parameters summed over the MoE layers: the routed parameters (N_total − N_active)
#: over the E − k experts a token leaves unread; 0 for a dense model (E = k: Max keeps the
#: denominator at 1, equal to E − k for every integer E > k)
layout_params_expert = define(
    "layout_params_expert",
    (params_total - params_active) / Max(experts - experts_per_token, 1),
    "parameter",
    "one routed expert's parameters over every MoE layer: (N_total − N_active)/(E − k)",
    latex=r"N_{E}^{\mathrm{all}}",
    domain=Domain(low=0.0),
)
layout_params_shared = define(
    "layout_params_shared",
    params_active - experts_per_token * layout_params_expert,
    "parameter",
    "parameters every token reads (attention, dense layers, shared experts, embeddings): N_active − k·N_E",
    latex=r"N_{\mathrm{shared}}",
)
#: the base of the miss probability: a token leaves a given expert unpicked with probability 1 − k/E
#: (floored at 0: k > E would read every expert)
MISS_BASE = Max(0, 1 - experts_per_token / experts)


def routed_miss(tokens):
    """Probability no routed token of a pass picks a given expert: (1 − k/E)^n, n ≥ 1 routings."""
    return MISS_BASE ** Max(1, tokens * routings_per_token)


def weight_read_time(miss):
    """One pass of the stages' reads: the shared shard (tp-split, held by every EP rank) in full,
    and the EP rank's even share of the E·(1 − miss) experts read, per chip at W."""
    read = layout_params_shared + experts * (1 - miss) * layout_params_expert / ep_degree
    return read * bytes_per_param / (tp_degree * hbm_bandwidth)


layout_t_weights = define(
    "layout_t_weights",
    weight_read_time(routed_miss(batch * tokens_per_step / pp_degree)),
    "s",
    "each stage reads its shared shard and the experts its micro-batch of B·ℓ/pp tokens routes to, once per "
    "micro-batch: the shared weights and the EP share of the experts read",
    latex=r"t_{\mathrm{weights}}^{\mathrm{layout}}",
)
layout_prefill_weights = define(
    "layout_prefill_weights",
    weight_read_time(routed_miss(prefill_tokens)),
    "s",
    "one prompt's read of every stage: the shared shard and the experts its tokens route to",
    latex=r"t_{\mathrm{weights}}^{\mathrm{prefill}}",
)
layout_t_kv = define(
    "layout_t_kv",
    batch * context * kv_bytes_per_token * kv_replication / (layout_chips * hbm_bandwidth),
    "s",
    "each chip reads its share of the batch's KV cache (with GQA replication past n_kv heads)",
    latex=r"t_{\mathrm{KV}}^{\mathrm{layout}}",
)


layout_t_tp_latency = define(
    "layout_t_tp_latency",
    4 * n_layers * (tp_degree - 1) * tp_link_latency,
    "s",
    "latency of the TP all-reduces of one forward pass: 2 a layer, 2(tp−1) ring steps each, one message latency a step",
    latex=r"t_{\mathrm{TP}}^{\alpha}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
layout_t_ep_latency = define(
    "layout_t_ep_latency",
    2 * n_layers * Min(ep_degree - 1, 1) * ep_link_latency,
    "s",
    "latency of the EP dispatch and combine of one forward pass: the ep−1 pairwise exchanges run in parallel "
    "over their links, one message latency each, every layer (a lower bound)",
    latex=r"t_{\mathrm{EP}}^{\alpha}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
layout_t_pp_latency = define(
    "layout_t_pp_latency",
    (pp_degree - 1) * pp_link_latency,
    "s",
    "latency of a token's sends across the pp−1 stage boundaries, one after another",
    latex=r"t_{\mathrm{PP}}^{\alpha}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)


def tp_transfer_time(tokens):
    """The bandwidth part of the TP all-reduces: 2 a layer, 2(tp−1)/tp of the activations each."""
    return 4 * n_layers * (tp_degree - 1) / tp_degree * tokens * d_model * bytes_per_activation / tp_link_bandwidth


def ep_transfer_time(tokens):
    """The bandwidth part of dispatch and combine: each chip's tokens' k expert copies, (ep−1)/ep leave the chip."""
    return (
        2
        * n_layers
        * (ep_degree - 1)
        / ep_degree
        * tokens
        * experts_per_token
        * d_model
        * bytes_per_activation
        / (tp_degree * ep_degree * ep_link_bandwidth)
    )


def pp_transfer_time(tokens):
    """The bandwidth part of the PP sends: pp − 1 boundaries, each crossed by a micro-batch of tokens/pp."""
    return (pp_degree - 1) / pp_degree * tokens * d_model * bytes_per_activation / pp_link_bandwidth


def tp_all_reduce_time(tokens):
    """Two ring all-reduces a layer (attention, MLP): their transfer plus their message latency."""
    return tp_transfer_time(tokens) + layout_t_tp_latency


def ep_all_to_all_time(tokens):
    """Dispatch and combine a layer: their transfer plus their message latency."""
    return ep_transfer_time(tokens) + layout_t_ep_latency


def pp_send_time(tokens):
    """The pp − 1 stage boundaries: their transfer plus their message latency."""
    return pp_transfer_time(tokens) + layout_t_pp_latency


layout_t_tp = define(
    "layout_t_tp",
    tp_all_reduce_time(batch * tokens_per_step),
    "s",
    "TP all-reduces of one decode step: 2 a layer, 2(tp−1)/tp of B·ℓ·d·b_act bytes each over W_tp, plus their latency",
    latex=r"t_{\mathrm{TP}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
layout_t_ep = define(
    "layout_t_ep",
    ep_all_to_all_time(batch * tokens_per_step),
    "s",
    "EP dispatch and combine of one decode step, every layer counted as an MoE layer (an upper bound)",
    latex=r"t_{\mathrm{EP}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
layout_t_pp = define(
    "layout_t_pp",
    pp_send_time(batch * tokens_per_step),
    "s",
    "PP point-to-point sends of one decode step",
    latex=r"t_{\mathrm{PP}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
layout_t_comm = define(
    "layout_t_comm",
    layout_t_tp + layout_t_ep + layout_t_pp,
    "s",
    "communication of one decode step",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
layout_step_time = define(
    "layout_step_time",
    Max(layout_t_compute, layout_t_weights + layout_t_kv) + layout_t_comm,
    "s",
    "time per output token (TPOT) of the layout: the roofline step plus its communication (no overlap)",
    latex=r"t_{\mathrm{step}}^{\mathrm{layout}}",
    text="TPOT",
)
layout_step_time_overlapped = define(
    "layout_step_time_overlapped",
    Max(layout_t_compute, layout_t_weights + layout_t_kv, layout_t_comm),
    "s",
    "TPOT with communication fully hidden under the roofline step (the overlap switch)",
    latex=r"t_{\mathrm{step}}^{\mathrm{layout},\parallel}",
)
layout_throughput_per_chip = define(
    "layout_throughput_per_chip",
    batch * tokens_per_step / (layout_step_time * layout_chips),
    "token/s",
    "output tokens per second per chip of the layout",
)
layout_cost_per_output_token = define(
    "layout_cost_per_output_token",
    layout_step_time * layout_chips * price_per_chip_hour / (batch * tokens_per_step),
    "USD/token",
    "rental cost of one output token of the layout",
)

# --- prefill ------------------------------------------------------------------------
layout_prefill_compute = define(
    "layout_prefill_compute",
    (flops_per_param * params_active * prefill_tokens + prefill_attention_flops) / (tp_degree * ep_degree * peak_flops),
    "s",
    "one prompt's weight and causal-attention FLOPs: it fills the pp stages one after another, so only tp·ep "
    "chips work on it at a time",
    latex=r"t_{\mathrm{prefill}}^{\mathrm{layout}}",
)
layout_prefill_comm = define(
    "layout_prefill_comm",
    tp_all_reduce_time(prefill_tokens) + ep_all_to_all_time(prefill_tokens) + pp_send_time(prefill_tokens),
    "s",
    "TP, EP and PP communication of one prefill (the prompt's tokens in place of B·ℓ)",
)
layout_ttft = define(
    "layout_ttft",
    Max(layout_prefill_compute, layout_prefill_weights) + layout_prefill_comm,
    "s",
    "time to first token: one prompt's prefill through every stage plus its communication (no overlap)",
    latex=r"t_{\mathrm{TTFT}}",
    text="TTFT",
)
layout_cost_per_input_token = define(
    "layout_cost_per_input_token",
    layout_ttft * layout_chips * price_per_chip_hour / prefill_tokens,
    "USD/token",
    "rental cost of one prompt token: the replica's time for one prefill over the prompt",
)

# --- memory -------------------------------------------------------------------------
layout_weight_bytes_per_chip = define(
    "layout_weight_bytes_per_chip",
    (layout_params_shared + experts * layout_params_expert / ep_degree) * bytes_per_param / (tp_degree * pp_degree),
    "byte",
    "weight shard of each chip: its tp·pp share of the shared weights (every EP rank holds a copy) and of its "
    "EP rank's experts",
    latex=r"M_{w}^{\mathrm{layout}}",
)
layout_kv_bytes_per_chip = define(
    "layout_kv_bytes_per_chip",
    batch * context * kv_bytes_per_token * kv_replication / layout_chips,
    "byte",
    "KV of batch × context held by each chip",
    latex=r"M_{\mathrm{KV}}^{\mathrm{layout}}",
)
layout_memory_per_chip = define(
    "layout_memory_per_chip",
    layout_weight_bytes_per_chip + layout_kv_bytes_per_chip,
    "byte",
    "HBM each chip holds for weights and KV",
    latex=r"M_{\mathrm{chip}}^{\mathrm{layout}}",
)
layout_usable_hbm = define(
    "layout_usable_hbm",
    (1 - hbm_reserved_fraction) * hbm_capacity,
    "byte",
    "HBM left for weights and KV once the activation workspace is reserved",
    latex=r"C_{\mathrm{usable}}",
)
layout_max_batch = define(
    "layout_max_batch",
    (layout_usable_hbm - layout_weight_bytes_per_chip) * layout_chips / (context * kv_bytes_per_token * kv_replication),
    "sequence",
    "most sequences whose KV fits in the HBM the weights leave (before rounding down)",
    latex=r"B_{\max}^{\mathrm{HBM}}",
)
