"""Part 2 (00:32–01:18): MoE layers on racks, scale-up vs scale-out, pipelines, memory per GPU.

An expert layer is spread over one scale-up domain (expert parallelism) and its all-to-all
rides the fast network; pipeline stages split layers across racks over the slow network.
Stages add memory capacity but neither bandwidth nor speed, and the KV cache per GPU does
not shrink with them.
"""

from sympy import Eq, Equivalent, Ge, Gt, Implies, Le, Max, Min, Rational, ceiling

from chalk.derivations import Q_, Claim, Derivation, Example, Part, Sourced, claim, define, quantity
from chalk.derivations.catalog import hardware, hardware_record, model, model_config, published_params
from chalk.derivations.domains import PROPER_FRACTION, Domain
from chalk.derivations.evaluation import evaluate
from chalk.derivations.lectures.batching import t_step, t_weights
from chalk.derivations.quantities import unfold
from chalk.derivations.vocabulary import (
    LECTURE,
    batch,
    bytes_per_activation,
    bytes_per_element,
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

PART = Part(2, "MoE on racks, scale-up vs scale-out, pipelines and memory per GPU", "00:32:08–01:18:46")

# --- inputs of this part -----------------------------------------------------------
moe_layers = quantity(
    "moe_layers",
    "1",
    "layers with routed experts (an all-to-all each)",
    text="n_moe",
    latex=r"n_{\mathrm{MoE}}",
    integer=True,
)
expert_racks = quantity(
    "expert_racks", "1", "racks one expert layer is split across", text="R", latex="R", integer=True
)
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
    "hop_latency", "s", "one rack-to-rack hop: GPU → NIC → switch → NIC → GPU", text="t_hop", latex=r"t_{\mathrm{hop}}"
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
    latex=r"c_{\mathrm{mem}}",
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

# --- catalog values used below -------------------------------------------------------
DEEPSEEK = model_config("deepseek-v3")
DEEPSEEK_SOURCE = "DeepSeek-V3 config.json (huggingface.co/deepseek-ai/DeepSeek-V3)"
DEEPSEEK_MOE = {
    experts: Sourced(Q_(DEEPSEEK["n_routed_experts"], ""), f"{DEEPSEEK_SOURCE}: n_routed_experts"),
    experts_per_token: Sourced(Q_(DEEPSEEK["num_experts_per_tok"], ""), f"{DEEPSEEK_SOURCE}: num_experts_per_tok"),
    d_model: Sourced(Q_(DEEPSEEK["hidden_size"], ""), f"{DEEPSEEK_SOURCE}: hidden_size"),
    moe_layers: Sourced(
        Q_(DEEPSEEK["num_hidden_layers"] - DEEPSEEK["first_k_dense_replace"], ""),
        f"{DEEPSEEK_SOURCE}: num_hidden_layers 61 − first_k_dense_replace 3",
    ),
}
_DEEPSEEK_SPEC = model("deepseek-v3")
DEEPSEEK_KV = Sourced(
    Q_(evaluate(_DEEPSEEK_SPEC.kv_bytes_per_token, {**_DEEPSEEK_SPEC.fields, bytes_per_element: 1}), "byte/token"),
    f"{DEEPSEEK_SOURCE}: MLA (kv_lora_rank 512 + qk_rope_head_dim 64) × 61 layers × 1 byte (FP8), "
    "through derivations.architecture.kv_bytes_per_token_mla",
)
FP8 = {bytes_per_param: 1, bytes_per_activation: 1}
GB200 = hardware("gb200", "fp8")
H100 = hardware("h100-sxm", "fp8")
GB300_NIC = hardware("gb300-nvl72", "fp8")[scaleout_bandwidth]
NVLINK5 = GB200[scaleup_bandwidth]
LECTURE_SCALEOUT = Sourced(
    Q_(900 / 8, "GB/s"),
    "lecture 00:36:42–00:47:00: scale-out about 8× slower than scale-up (NVLink-5 900 GB/s per direction)",
)
RACK_GPUS = Sourced(Q_(64, ""), "lecture 00:32:08–00:36:42: use 64 of the NVL72's 72 GPUs (a power of two)")
DEEPSEEK_RACK = {
    **GB200,
    **published_params("deepseek-v3"),
    **DEEPSEEK_MOE,
    **FP8,
    expert_parallelism: RACK_GPUS,
    chips: RACK_GPUS,
    batch: 5400,
}
HOP_LECTURE = Sourced(
    Q_(2.5, "ms"),
    f"{LECTURE}, 01:14:24–01:18:46: 'probably on the order of a few milliseconds' (read as 2.5 ms: P = 4 hops ≈ 10 ms)",
)
HOP_ESTIMATE = Sourced(
    Q_(50, "µs"),
    "lecture-notes §12 [R]: RDMA hop latency single to tens of µs, plus a few µs to move a micro-batch "
    "(upper end taken)",
)


def _domain(hardware_id: str) -> int:
    return hardware_record(hardware_id)["scale_up"]["domain_size"]


# --- §7 an MoE layer on a rack -------------------------------------------------------
@claim(source="lecture 00:32:08–00:36:42")
def experts_per_gpu_in_one_rack():
    """Expert parallelism gives each GPU n_E/E experts: DeepSeek's 256 on 64 of 72 Blackwell GPUs is 4 each."""
    return Claim(
        Eq(experts_per_chip * expert_parallelism, experts)
        & Implies(Le(expert_parallelism, experts), Ge(experts_per_chip, 1)),
        examples=(Example(DEEPSEEK_RACK, expect={experts_per_chip: 4}, note="DeepSeek-V3, 256 experts on 64 GPUs"),),
    )


@claim(source="lecture 00:32:08–00:36:42; lecture-notes §7")
def alltoall_is_dispatch_plus_combine():
    """Each GPU sends its B·ℓ/E tokens to k experts and gets them back: 2·(B·ℓ/E)·k·d·b_act bytes per MoE layer."""
    return Claim(
        Eq(
            expert_parallelism * alltoall_bytes_per_chip,
            2 * batch * tokens_per_step * experts_per_token * d_model * bytes_per_activation,
        ),
        derivation=Derivation(expert_parallelism * alltoall_bytes_per_chip)
        .eq(
            expert_parallelism * 2 * tokens_per_chip * experts_per_token * d_model * bytes_per_activation,
            by="dispatch sends each token to its k experts (d elements of b_act), combine returns as much",
        )
        .eq(
            2 * batch * tokens_per_step * experts_per_token * d_model * bytes_per_activation,
            by="E GPUs × B·ℓ/E tokens each: the rack's traffic does not depend on how it is cut",
        ),
        examples=(
            Example(
                DEEPSEEK_RACK,
                expect={
                    tokens_per_chip: 84,
                    alltoall_bytes_per_chip: Q_(9.7, "MB"),
                    moe_layers * alltoall_bytes_per_chip: Q_(0.56, "GB"),
                },
                rel_tol=0.01,
                note="DeepSeek-V3, B = 5,400, FP8: ≈84 tokens, ≈9.7 MB per layer, ≈0.56 GB over 58 layers",
            ),
        ),
    )


@claim(source="lecture 00:32:08–00:36:42; lecture-notes §7")
def alltoall_hides_under_weight_fetch_in_one_rack():
    """Inside one NVL72 the all-to-all (≈0.6 ms) fits under the weight fetch (≈1.3 ms) for DeepSeek-V3 at B ≈ 5,400."""
    per_sequence = 2 * moe_layers * tokens_per_step * experts_per_token * d_model * bytes_per_activation
    threshold = (
        expert_parallelism * params_total * bytes_per_param * scaleup_bandwidth / (per_sequence * chips * hbm_bandwidth)
    )
    return Claim(
        Equivalent(Le(alltoall_time, t_weights), Le(batch, threshold)),
        derivation=Derivation(Le(alltoall_time, t_weights))
        .iff(
            Le(
                batch * per_sequence / (expert_parallelism * scaleup_bandwidth),
                params_total * bytes_per_param / (chips * hbm_bandwidth),
            ),
            by="unfold the all-to-all and weight-fetch times",
        )
        .iff(Le(batch, threshold), by="multiply by E·BW_up/(2·n_moe·ℓ·k·d·b_act) > 0; with S = E the E's cancel"),
        examples=(
            Example(
                DEEPSEEK_RACK,
                expect={alltoall_time: Q_(0.6, "ms"), t_weights: Q_(1.3, "ms")},
                rel_tol=0.05,
                note="DeepSeek-V3 on 64 GB200 GPUs, NVLink-5 900 GB/s, 8 TB/s HBM",
            ),
            Example(DEEPSEEK_RACK, expect=True, note="the all-to-all is the shorter of the two"),
        ),
    )


@claim(source="lecture 00:32:08–00:36:42 and 00:36:42–00:47:00; lecture-notes §7")
def one_rack_bounds_an_expert_layer():
    """Over R ≥ 2 racks the all-to-all slows by ≥ BW_up/(2·BW_out): ≈2.5 ms, past the 1.3 ms weight fetch."""
    return Claim(
        Ge(crossrack_alltoall_time, bandwidth_ratio / 2 * alltoall_time),
        hypotheses=(Ge(expert_racks, 2),),
        derivation=Derivation(crossrack_alltoall_time)
        .eq((1 - 1 / expert_racks) * bandwidth_ratio * alltoall_time, by="the cross-rack share (R−1)/R rides the NICs")
        .ge(bandwidth_ratio / 2 * alltoall_time, by="(R−1)/R ≥ 1/2 for R ≥ 2"),
        examples=(
            Example(
                {**DEEPSEEK_RACK, expert_racks: 2, scaleout_bandwidth: LECTURE_SCALEOUT},
                expect={crossrack_alltoall_time: Q_(2.5, "ms"), t_weights: Q_(1.3, "ms")},
                rel_tol=0.05,
                note="two racks, half of 0.56 GB at 1/8 of NVLink (≈110 GB/s): ≈2.5 ms vs 1.3 ms of weights",
            ),
            Example(
                {**DEEPSEEK_RACK, expert_racks: 2},
                note="two racks with the catalog's 400 Gb/s NIC per GPU (18× slower): worse still",
            ),
        ),
    )


# --- §8 scale-up vs scale-out ------------------------------------------------------
NIC_RANGE = (Ge(scaleout_bandwidth, scaleout_bandwidth_400g), Le(scaleout_bandwidth, scaleout_bandwidth_800g))
NIC_GIVEN = {
    scaleup_bandwidth: NVLINK5,
    scaleout_bandwidth_400g: GB200[scaleout_bandwidth],
    scaleout_bandwidth_800g: GB300_NIC,
}


@claim(source="lecture 00:36:42–00:47:00; lecture-notes §8 and §20 #5")
def scaleup_is_9_to_18_times_scaleout():
    """NVLink-5 (900 GB/s per direction) against 400–800 Gb/s NICs is 9–18× faster, not 8×: 8× is the favourable end."""
    return Claim(
        Ge(bandwidth_ratio, 9) & Le(bandwidth_ratio, 18),
        hypotheses=NIC_RANGE,
        given=NIC_GIVEN,
        examples=(
            Example({scaleout_bandwidth: GB200[scaleout_bandwidth]}, expect={bandwidth_ratio: 18}, note="ConnectX-7"),
            Example({scaleout_bandwidth: GB300_NIC}, expect={bandwidth_ratio: 9}, note="ConnectX-8 (GB300 NVL72)"),
            Example({**H100}, expect={bandwidth_ratio: 9}, note="H100 HGX: NVLink-4 450 GB/s vs 400 Gb/s"),
            Example(
                {},
                expect={
                    scaleup_bandwidth / scaleout_bandwidth_400g: 18,
                    scaleup_bandwidth / scaleout_bandwidth_800g: 9,
                },
                note="lecture-notes §8: the NIC range's ends are 18× (ConnectX-7) and 9× (ConnectX-8) below NVLink-5",
            ),
        ),
    )


@claim(source="lecture 00:36:42–00:47:00; lecture-notes §20 #5")
def scaleup_is_8_times_scaleout():
    """The board's 'scale-out is about 8× slower' is the favourable end: NVLink-5 against catalog NICs exceeds 8×."""
    return Claim(
        Le(bandwidth_ratio, 8),
        hypotheses=NIC_RANGE,
        given=NIC_GIVEN,
        expect="erratum",
        rejected_by=("proof",),
        lecture_wrote="scale-out is typically about 8× slower in bandwidth than scale-up",
        corrected_by="racks.scaleup_is_9_to_18_times_scaleout",
    )


# --- §9 pipeline break-even --------------------------------------------------------
@claim(source="lecture 00:47:02–00:54:12; lecture-notes §9")
def pipeline_break_even():
    """Scale-out never bottlenecks a pipeline iff 2·k·ℓ_s ≥ BW_up/BW_out: a stage's all-to-all outweighs one send."""
    return Claim(
        Equivalent(Ge(pipeline_traffic_ratio, 1), Ge(2 * experts_per_token * layers_per_stage, bandwidth_ratio)),
        derivation=Derivation(Ge(pipeline_traffic_ratio, 1))
        .iff(
            Ge(2 * experts_per_token * layers_per_stage * scaleout_bandwidth / scaleup_bandwidth, 1),
            by="d·b_act cancels: scale-up bytes 2·k·ℓ_s·d·b_act, scale-out bytes d·b_act per token",
        )
        .iff(Ge(2 * experts_per_token * layers_per_stage, bandwidth_ratio), by="multiply by BW_up/BW_out > 0"),
        examples=(
            Example(
                {**GB200, **DEEPSEEK_MOE, **FP8, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 1},
                expect={pipeline_traffic_ratio: 2},
                note="lecture: (1/8)·k·ℓ_s·2 with k = 8, one layer per rack = 2",
            ),
            Example(
                {**GB200, **DEEPSEEK_MOE, **FP8, layers_per_stage: 2},
                note="GB200, 400 Gb/s NICs (18×), k = 8: two layers per stage are needed (lecture-notes: ℓ_s ≥ 1–2)",
            ),
        ),
    )


@claim(source="lecture 00:47:02–00:54:12")
def lecture_break_even_is_the_ratio_8_case():
    """The board's (1/8)·k·ℓ_s·2 ≥ 1 is the break-even condition with scale-up exactly 8× scale-out."""
    return Claim(
        Implies(
            Eq(bandwidth_ratio, 8),
            Equivalent(Ge(pipeline_traffic_ratio, 1), Ge(Rational(1, 8) * experts_per_token * layers_per_stage * 2, 1)),
        ),
        examples=(
            Example(
                {**GB200, **DEEPSEEK_MOE, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 1},
                note="NVLink-5 and a NIC at 1/8 of it",
            ),
        ),
    )


@claim(source="lecture 00:47:02–00:54:12; lecture-notes §20 #6")
def lecture_break_even_on_any_hardware():
    """The fixed 1/8 does not carry over: with scale-out more than 8× slower, (1/8)·k·ℓ_s·2 ≥ 1 no longer suffices."""
    return Claim(
        Implies(Ge(Rational(1, 8) * experts_per_token * layers_per_stage * 2, 1), Ge(pipeline_traffic_ratio, 1)),
        expect="erratum",
        rejected_by=("numeric", "proof"),
        lecture_wrote="(time on scale-up)/(time on scale-out) = (1/8)·k·ℓ_s·2 ≥ 1",
        corrected_by="racks.pipeline_break_even",
    )


@claim(source="lecture 00:47:02–00:54:12")
def one_layer_per_rack_works_for_k8():
    """With k = 8 even one layer per rack keeps scale-out off the critical path, until BW_up/BW_out exceeds 16."""
    return Claim(
        Equivalent(Ge(pipeline_traffic_ratio, 1), Le(bandwidth_ratio, 16)),
        given={experts_per_token: 8, layers_per_stage: 1},
        examples=(
            Example(
                {scaleup_bandwidth: NVLINK5, scaleout_bandwidth: LECTURE_SCALEOUT},
                expect={pipeline_traffic_ratio: 2},
                note="the lecture's 8×: twice the margin needed",
            ),
            Example({scaleup_bandwidth: NVLINK5, scaleout_bandwidth: GB300_NIC}, note="ConnectX-8 (9×): still works"),
            Example(
                {scaleup_bandwidth: NVLINK5, scaleout_bandwidth: GB200[scaleout_bandwidth]},
                note="ConnectX-7 (18× > 16×): one layer per rack stops working",
            ),
            Example(
                {scaleup_bandwidth: NVLINK5, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 2},
                expect={pipeline_traffic_ratio: 4},
                note="the board's (1/8)·k·ℓ_s·2 with ℓ_s = 2: each layer per stage adds the same margin",
            ),
        ),
    )


# --- §10 what pipelining buys ------------------------------------------------------
@claim(source="lecture 00:55:22–01:02:28")
def pipelining_moves_time_and_divides_weights():
    """Pipelining saves no time (P stages of 1/P of the layers take one rack's step) but divides rack weights by P."""
    return Claim(
        Eq(pipeline_stages * stage_time, microbatch_step_time)
        & Eq(pipeline_stages * rack_weight_bytes, params_total * bytes_per_param),
        derivation=Derivation(pipeline_stages * stage_time)
        .eq(
            pipeline_stages * unfold(stage_time),
            by="each stage does 1/P of the compute and reads 1/P of the weights and of the micro-batch's KV",
        )
        .eq(microbatch_step_time, by="P·max(x/P, y/P) = max(x, y)"),
        examples=(
            Example(
                {
                    **GB200,
                    **published_params("deepseek-v3"),
                    **FP8,
                    chips: RACK_GPUS,
                    pipeline_stages: 4,
                    microbatch: 5400,
                    context: 4096,
                    kv_bytes_per_token: DEEPSEEK_KV,
                },
                expect={rack_weight_bytes: Q_(671 / 4, "GB")},
                rel_tol=0.01,
                note="DeepSeek-V3 over 4 racks: each holds a quarter of the model",
            ),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28")
def p_microbatches_keep_every_rack_busy():
    """In decode the loop has no bubble once P micro-batches are in flight; one alone leaves each rack idle (P−1)/P."""
    return Claim(
        Equivalent(Eq(decode_utilisation, 1), Ge(microbatches, pipeline_stages)),
        examples=(
            Example(
                {pipeline_stages: 4, microbatches: 1},
                expect={1 - decode_utilisation: Rational(3, 4)},
                note="lecture: one inference at a time leaves each of 4 racks idle 3/4 of the time",
            ),
            Example({pipeline_stages: 4, microbatches: 4}, note="4 in flight: no bubble (utilisation 1)"),
            Example(
                {pipeline_stages: 4, microbatches: 2},
                expect={decode_utilisation: Rational(1, 2)},
                note="2 in flight over 4 racks: each busy half the time",
            ),
        ),
    )


# --- §11 memory per GPU ------------------------------------------------------------
IN_FLIGHT = Eq(batch, pipeline_stages * microbatch)


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
                {**DEEPSEEK_RACK, pipeline_stages: 1, microbatch: 5400, context: 4096, kv_bytes_per_token: DEEPSEEK_KV},
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
                    kv_bytes_per_token: DEEPSEEK_KV,
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
                {
                    **DEEPSEEK_RACK,
                    pipeline_stages: 1,
                    kv_bytes_per_token: DEEPSEEK_KV,
                    batch: 2400,
                    microbatch: 2400,
                    context: 130_000,
                },
                expect={kv_capacity_tokens: 3.2e8, weights_per_chip: Q_(10.5, "GB")},
                rel_tol=0.05,
                note="DeepSeek-V3 FP8, E = 64, 186 GB per GPU, 35 KB/token: ≈3.2×10^8 token-positions "
                "beside 671 GB/64 ≈ 10.5 GB of weights per GPU (lecture-notes §7)",
            ),
            Example(
                {
                    **DEEPSEEK_RACK,
                    pipeline_stages: 1,
                    kv_bytes_per_token: DEEPSEEK_KV,
                    batch: 2400,
                    microbatch: 2400,
                    context: 130_000,
                },
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
        lecture_wrote="c_mem = (N_tot + B·len_ctx·bytes_tok)/(E·P)",
        corrected_by="racks.kv_per_chip_does_not_shrink_with_stages",
    )


# --- training bubbles ---------------------------------------------------------------
@claim(source="lecture 00:55:22–01:02:28; lecture-notes §10")
def training_bubble_fraction():
    """A forward-then-backward schedule keeps each stage busy m of m+P−1 slots: the bubble is (P−1)/(m+P−1)."""
    return Claim(
        Eq(bubble_fraction, 1 - microbatches / (microbatches + pipeline_stages - 1)),
        derivation=Derivation(1 - microbatches / (microbatches + pipeline_stages - 1))
        .eq((pipeline_stages - 1) / (microbatches + pipeline_stages - 1), by="common denominator")
        .eq(bubble_fraction, by="definition"),
        examples=(
            Example(
                {pipeline_stages: 4, microbatches: 1},
                expect={bubble_fraction: Rational(3, 4)},
                note="one micro-batch over 4 racks: idle 3/4 of the time",
            ),
            Example(
                {pipeline_stages: 4, microbatches: 27},
                expect={bubble_fraction: Rational(1, 10)},
                note="P = 4, m = 27: a 10% bubble",
            ),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §10")
def bubble_budget_needs_min_microbatches():
    """A 10% bubble needs m ≥ 9·(P−1) micro-batches: 27 at P = 4.

    With ε bound to 1/10, ⌈(P−1)(1−ε)/ε⌉ = ⌈9(P−1)⌉ is 9(P−1) for whole P (sympy drops
    the ceiling), so z3 decides the equivalence over the reals. For a symbolic ε the
    ceiling stays and z3 times out, so ε is given, not quantified.
    """
    return Claim(
        Equivalent(Le(bubble_fraction, bubble_budget), Ge(microbatches, min_microbatches)),
        given={bubble_budget: Rational(1, 10)},
        derivation=Derivation(Le(bubble_fraction, bubble_budget))
        .iff(
            Ge(microbatches, (pipeline_stages - 1) * (1 - bubble_budget) / bubble_budget),
            by="multiply by (m+P−1)/ε > 0 and rearrange",
        )
        .iff(Ge(microbatches, min_microbatches), by="9·(P−1) is whole, so the ceiling changes nothing"),
        examples=(
            Example({pipeline_stages: 4}, expect={min_microbatches: 27}, note="lecture-notes §10: P = 4, 10%: m ≳ 27"),
            Example({pipeline_stages: 4, microbatches: 27}, note="27 micro-batches: within 10%"),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §10")
def bubble_budget_inflates_the_global_batch():
    """A 10% bubble budget forces the global batch to at least 9·(P−1) micro-batches: 27·b at P = 4."""
    return Claim(
        Implies(
            Le(bubble_fraction, Rational(1, 10)), Ge(training_global_batch, 9 * (pipeline_stages - 1) * microbatch)
        ),
        derivation=Derivation(Le(bubble_fraction, Rational(1, 10)))
        .iff(Ge(microbatches, 9 * (pipeline_stages - 1)), by="10·(P−1) ≤ m + P − 1")
        .implies(Ge(training_global_batch, 9 * (pipeline_stages - 1) * microbatch), by="multiply by b > 0"),
        examples=(
            Example(
                {pipeline_stages: 4, microbatches: 27, microbatch: 1},
                expect={training_global_batch / microbatch: 27},
                note="P = 4: 27 micro-batches per step",
            ),
        ),
    )


# --- §12 bandwidth vs capacity, hop latency ------------------------------------------
@claim(source="lecture 01:14:24–01:18:46")
def stages_add_capacity_not_bandwidth():
    """A token's weight fetch through P stages takes N_total·b_w/(S·W) whatever P is: only scale-up size S speeds it."""
    return Claim(
        Eq(pipeline_stages * stage_weight_time, t_weights)
        & Eq(chips * t_weights, params_total * bytes_per_param / hbm_bandwidth),
        derivation=Derivation(pipeline_stages * stage_weight_time)
        .eq(
            pipeline_stages * params_total * bytes_per_param / (pipeline_stages * chips * hbm_bandwidth),
            by="stages run one after another, each reading its 1/P of the weights with its S chips",
        )
        .eq(t_weights, by="the P's cancel: stages add HBM capacity, not bandwidth for one token"),
        examples=(
            Example(
                {**DEEPSEEK_RACK, pipeline_stages: 4},
                expect={pipeline_stages * stage_weight_time: Q_(1.3, "ms")},
                rel_tol=0.05,
                note="DeepSeek-V3 on 64 GB200 GPUs per stage: 1.3 ms with 1 or 4 stages",
            ),
        ),
    )


@claim(source="lecture 01:14:24–01:18:46; lecture-notes §8 and §12")
def scaleup_growth_outpaces_chip_bandwidth():
    """Hopper → Blackwell grew the scale-up domain 9× (8 → 72) but HBM per chip 2.4×: domain size did most of it."""
    return Claim(
        Gt(scaleup_growth, 2 * chip_bandwidth_growth),
        given={
            scaleup_growth: Sourced(Q_(_domain("gb200") / _domain("h100-sxm"), ""), "catalog domain sizes 72 / 8"),
            chip_bandwidth_growth: Sourced(
                GB200[hbm_bandwidth].value / H100[hbm_bandwidth].value, "catalog HBM 8 / 3.35 TB/s"
            ),
        },
        examples=(
            Example(
                {},
                expect={scaleup_growth: 9, chip_bandwidth_growth: 2.4},
                rel_tol=0.01,
                note="Hopper 8 → Blackwell 72; 3.35 → 8 TB/s",
            ),
            Example(
                {scaleup_growth: Rational(576, 72), chip_bandwidth_growth: Rational(20, 8)},
                note="Blackwell 72 → Rubin '500 and something' (576), 8 → 20 TB/s per GPU (lecture's Rubin)",
            ),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §8 and §20 #7")
def blackwell_rack_holds_13_tb():
    """A GB200 NVL72 holds ≈13.4 TB of HBM: over 10× a 1T-parameter FP8 model, though not 'many tens of TB'."""
    return Claim(
        Ge(rack_hbm_capacity, 10 * params_total * bytes_per_param),
        given={chips: _domain("gb200"), hbm_capacity: GB200[hbm_capacity], params_total: 1e12, bytes_per_param: 1},
        examples=(
            Example(
                {},
                expect={rack_hbm_capacity: hardware("gb200-nvl72")[hbm_capacity]},
                rel_tol=0.01,
                note="72 × 186 GB against the rack's 13.4 TB",
            ),
            Example(
                {chips: 8, hbm_capacity: H100[hbm_capacity]},
                expect={rack_hbm_capacity: Q_(640, "GB")},
                note="a Hopper box: 8 × 80 GB = 640 GB",
            ),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §20 #7")
def blackwell_rack_has_many_tens_of_tb():
    """'A rack of Blackwell has many tens of terabytes' overstates it: 13.4 TB (GB200), 20 TB (GB300) of HBM."""
    return Claim(
        Ge(rack_hbm_capacity, rack_hbm_lecture),
        given={
            chips: _domain("gb200"),
            hbm_capacity: GB200[hbm_capacity],
            rack_hbm_lecture: Sourced(
                Q_(20, "TB"), "lecture 00:55:22–01:02:28: 'many tens of terabytes', read leniently as ≥ 20 TB"
            ),
        },
        expect="erratum",
        rejected_by=("proof",),
        lecture_wrote="a rack of Blackwell has many tens of terabytes",
        corrected_by="racks.blackwell_rack_holds_13_tb",
    )


@claim(source="lecture 01:14:24–01:18:46; lecture-notes §12")
def decode_latency_adds_p_hops():
    """Decode is sequential, so each step pays P hops: 4 × a few ms ≈ 10 ms, 4 × tens of µs ≪ 1 ms."""
    return Claim(
        Eq(pipeline_step_latency - t_step, pipeline_stages * hop_latency),
        examples=(
            Example(
                {pipeline_stages: 4, hop_latency: HOP_LECTURE},
                expect={pipeline_stages * hop_latency: Q_(10, "ms")},
                note="the lecture's hop: about 10 ms per token (Dwarkesh)",
            ),
            Example(
                {pipeline_stages: 4, hop_latency: HOP_ESTIMATE},
                expect={pipeline_stages * hop_latency: Q_(0.2, "ms")},
                note="the µs-scale estimate: 0.2 ms per step",
            ),
        ),
    )


@claim(source="lecture 01:14:24–01:18:46; lecture-notes §12 and §20 #8")
def crossrack_hop_takes_a_few_ms():
    """'A few ms per hop, maybe off by 10×' is still too high: RDMA hops cost single to tens of µs."""
    return Claim(
        Ge(hop_latency, hop_latency_lecture / 10),
        given={hop_latency: HOP_ESTIMATE, hop_latency_lecture: HOP_LECTURE},
        expect="erratum",
        rejected_by=("proof",),
        lecture_wrote="per rack-to-rack hop probably a few milliseconds, but it could be off by an order of magnitude",
        corrected_by="racks.decode_latency_adds_p_hops",
    )


@claim(source="lecture 01:14:24–01:18:46; lecture-notes §12 and §20 #1")
def weight_fetch_board_form():
    """The board's t_w = N_tot/(mem BW) divides parameters by bytes per second: it needs b_w to be a time."""
    return Claim(
        Eq(t_weights, params_total / (chips * hbm_bandwidth)),
        expect="erratum",
        rejected_by=("units",),
        lecture_wrote="t_w = N_tot / (scale-up size × per-GPU memory bandwidth)",
        corrected_by="racks.stages_add_capacity_not_bandwidth",
    )
