"""Part 2's inputs and defined quantities: expert parallelism, networks, pipelines and memory per GPU."""

from sympy import Max, Min, ceiling

from chalk import Domain, define, quantity, unfold
from chalk.derivations.lectures.batching.symbols import t_step
from chalk.vocabulary import (
    batch,
    bytes_per_activation,
    bytes_per_param,
    chips,
    context,
    d_model,
    expert_parallelism,
    experts,
    experts_per_token,
    hbm_bandwidth,
    hbm_capacity,
    kv_bytes_per_token,
    layers_per_stage,
    microbatch,
    microbatches,
    params_total,
    pipeline_stages,
    scaleout_bandwidth,
    scaleup_bandwidth,
    tokens_per_step,
)

#: a (0, 1) fraction
PROPER_FRACTION = Domain(low=0.0, low_open=True, high=1.0, high_open=True)

# --- inputs of this part -----------------------------------------------------------
moe_layers = quantity(
    "moe_layers",
    "1",
    "layers with routed experts (an all-to-all each)",
    text="n_moe",
    latex=r"n_{\mathrm{MoE}}",
    integer=True,
)
expert_racks = quantity("expert_racks", "1", "racks one expert layer is split across", text="R", integer=True)
scaleout_bandwidth_400g = quantity(
    "scaleout_bandwidth_400g",
    "byte/s",
    "a 400 Gb/s NIC per GPU (ConnectX-7), one direction",
    text="BW_out_400G",
    latex=r"\mathrm{BW}_{\mathrm{out}}^{400G}",
    default="400 Gb/s",
    source="ConnectX-7: 400 Gb/s per GPU",
)
scaleout_bandwidth_800g = quantity(
    "scaleout_bandwidth_800g",
    "byte/s",
    "an 800 Gb/s NIC per GPU (ConnectX-8), one direction",
    text="BW_out_800G",
    latex=r"\mathrm{BW}_{\mathrm{out}}^{800G}",
    default="800 Gb/s",
    source="ConnectX-8: 800 Gb/s per GPU",
)
bubble_budget = quantity(
    "bubble_budget",
    "1",
    "largest acceptable idle fraction of a training pipeline",
    domain=PROPER_FRACTION,
    text="eps",
    latex=r"\varepsilon",
    default=0.1,
    source="lecture-notes §10: keep the bubble under 10%",
)
hop_latency = quantity(
    "hop_latency",
    "s",
    "latency of one hop: chip to chip over one ICI or NVLink link in a collective (a TPU's comes with --hardware), "
    "rack to rack (GPU → NIC → switch → NIC → GPU) in a pipeline",
    text="t_hop",
)
hop_latency_lecture = quantity(
    "hop_latency_lecture",
    "s",
    "the lecture's hop latency, 'a few milliseconds'",
    text="t_hop_lecture",
    latex=r"t_{\mathrm{hop}}^{\mathrm{lecture}}",
)
rack_hbm_lecture = quantity(
    "rack_hbm_lecture",
    "byte",
    "the lecture's HBM per Blackwell rack",
    text="C_rack_lecture",
    latex=r"C_{\mathrm{rack}}^{\mathrm{lecture}}",
)
scaleup_growth = quantity(
    "scaleup_growth", "1", "factor by which the scale-up domain grew between generations", text="g_S", latex="g_{S}"
)
chip_bandwidth_growth = quantity(
    "chip_bandwidth_growth", "1", "factor by which per-chip HBM bandwidth grew", text="g_W", latex="g_{W}"
)

# --- defined quantities --------------------------------------------------------------
experts_per_chip = define(
    "experts_per_chip", experts / expert_parallelism, "1", "routed experts held by each GPU", latex=r"n_{E}/E"
)
tokens_per_chip = define(
    "tokens_per_chip",
    batch * tokens_per_step / expert_parallelism,
    "token",
    "tokens each GPU routes per step",
    latex=r"B\ell/E",
)
alltoall_bytes_per_chip = define(
    "alltoall_bytes_per_chip",
    2 * tokens_per_chip * experts_per_token * d_model * bytes_per_activation,
    "byte",
    "bytes one GPU sends per MoE layer: dispatch plus combine",
    latex=r"V_{\mathrm{a2a}}",
)
alltoall_time = define(
    "alltoall_time",
    moe_layers * alltoall_bytes_per_chip / scaleup_bandwidth,
    "s",
    "all-to-all time of one step over the scale-up network",
    latex=r"t_{\mathrm{a2a}}",
)
crossrack_alltoall_time = define(
    "crossrack_alltoall_time",
    moe_layers * alltoall_bytes_per_chip * (1 - 1 / expert_racks) / scaleout_bandwidth,
    "s",
    "all-to-all time of one step when an expert layer spans R racks (the cross-rack share on the NICs)",
    latex=r"t_{\mathrm{a2a}}^{R}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
bandwidth_ratio = define(
    "bandwidth_ratio",
    scaleup_bandwidth / scaleout_bandwidth,
    "1",
    "how many times faster scale-up is than scale-out, per GPU and direction",
    latex=r"\mathrm{BW}_{\mathrm{up}}/\mathrm{BW}_{\mathrm{out}}",
)
pipeline_traffic_ratio = define(
    "pipeline_traffic_ratio",
    (2 * experts_per_token * layers_per_stage * d_model * bytes_per_activation / scaleup_bandwidth)
    / (d_model * bytes_per_activation / scaleout_bandwidth),
    "1",
    "scale-up time over scale-out time per token per pipeline stage (≥ 1: scale-out is never the bottleneck)",
    latex=r"\rho_{\mathrm{pipe}}",
)
memory_per_chip = define(
    "memory_per_chip",
    (params_total * bytes_per_param + batch * context * kv_bytes_per_token) / (expert_parallelism * pipeline_stages),
    "byte",
    "HBM each GPU needs: weights and KV split over E GPUs per rack and P racks",
    text="c_mem",
)
weights_per_chip = define(
    "weights_per_chip",
    params_total * bytes_per_param / (expert_parallelism * pipeline_stages),
    "byte",
    "weight bytes on each GPU",
    latex=r"c_{w}",
)
kv_capacity_tokens = define(
    "kv_capacity_tokens",
    expert_parallelism * (hbm_capacity - weights_per_chip) / kv_bytes_per_token,
    "token",
    "token-positions of KV (micro-batch × context) that fit beside the weights",
    latex=r"(bL)_{\max}",
    domain=Domain(
        low=0.0,
        low_open=True,
        explain="the weights on each GPU ({weights_per_chip}) fill its HBM ({hbm_capacity}), so no KV fits beside them",
    ),
)
bubble_fraction = define(
    "bubble_fraction",
    (pipeline_stages - 1) / (microbatches + pipeline_stages - 1),
    "1",
    "idle fraction of a GPipe training schedule (m micro-batches over P stages)",
    latex=r"f_{\mathrm{bubble}}",
    domain=Domain(low=0.0, high=1.0, high_open=True),
)
min_microbatches = define(
    "min_microbatches",
    ceiling((pipeline_stages - 1) * (1 - bubble_budget) / bubble_budget),
    "1",
    "fewest micro-batches that keep the bubble within its budget",
    latex=r"m_{\min}",
    domain=Domain(low=0.0, integral=True),
)
training_global_batch = define(
    "training_global_batch",
    microbatches * microbatch,
    "sequence",
    "sequences per optimizer step",
    latex=r"B_{\mathrm{global}}",
)
decode_utilisation = define(
    "decode_utilisation",
    Min(microbatches, pipeline_stages) / pipeline_stages,
    "1",
    "busy fraction of each rack in a decode loop with m micro-batches in flight",
    latex=r"u_{\mathrm{decode}}",
)
ONE_RACK_STEP = unfold(t_step).xreplace({batch: microbatch})  # max(compute, memory) of one micro-batch
microbatch_step_time = define(
    "microbatch_step_time",
    ONE_RACK_STEP,
    "s",
    "roofline step time of one micro-batch on one rack holding every layer",
    latex=r"t_{\mathrm{step}}(b)",
)
stage_time = define(
    "stage_time",
    Max(*(term / pipeline_stages for term in ONE_RACK_STEP.args)),
    "s",
    "time of one pipeline stage (1/P of the layers) on one micro-batch",
    latex=r"t_{\mathrm{stage}}",
)
rack_weight_bytes = define(
    "rack_weight_bytes",
    params_total * bytes_per_param / pipeline_stages,
    "byte",
    "weight bytes held by one rack",
    latex=r"W_{\mathrm{rack}}",
)
stage_weight_time = define(
    "stage_weight_time",
    params_total * bytes_per_param / (pipeline_stages * chips * hbm_bandwidth),
    "s",
    "time for one stage's S chips to read that stage's weights",
    latex=r"t_{w,\mathrm{stage}}",
)
rack_hbm_capacity = define(
    "rack_hbm_capacity", chips * hbm_capacity, "byte", "HBM of one scale-up domain", latex=r"C_{\mathrm{rack}}"
)
pipeline_step_latency = define(
    "pipeline_step_latency",
    t_step + pipeline_stages * hop_latency,
    "s",
    "decode step latency through P stages, one hop per stage",
    latex=r"t_{\mathrm{step}}^{P}",
)
