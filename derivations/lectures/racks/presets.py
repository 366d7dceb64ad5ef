"""Catalog inputs of part 2: DeepSeek-V3 on a rack, NICs, hop latencies."""

from chalk import Q_, Sourced
from chalk import vocabulary as v
from chalk.catalog import hardware, hardware_record, model_config, scenarios
from chalk.derivations.lectures.racks.symbols import moe_layers

# --- catalog values used below -------------------------------------------------------
DEEPSEEK = model_config("deepseek-v3")
DEEPSEEK_SOURCE = "DeepSeek-V3 config.json (huggingface.co/deepseek-ai/DeepSeek-V3)"
DEEPSEEK_MOE = {
    v.experts: Sourced(Q_(DEEPSEEK["n_routed_experts"], ""), f"{DEEPSEEK_SOURCE}: n_routed_experts"),
    v.experts_per_token: Sourced(Q_(DEEPSEEK["num_experts_per_tok"], ""), f"{DEEPSEEK_SOURCE}: num_experts_per_tok"),
    v.d_model: Sourced(Q_(DEEPSEEK["hidden_size"], ""), f"{DEEPSEEK_SOURCE}: hidden_size"),
    moe_layers: Sourced(
        Q_(DEEPSEEK["num_hidden_layers"] - DEEPSEEK["first_k_dense_replace"], ""),
        f"{DEEPSEEK_SOURCE}: num_hidden_layers 61 − first_k_dense_replace 3",
    ),
}
DEEPSEEK_KV_FP8 = scenarios.deepseek_v3_kv("fp8")
FP8 = {v.bytes_per_param: 1, v.bytes_per_activation: 1}
GB200 = hardware("gb200", "fp8")
H100 = hardware("h100-sxm", "fp8")
GB300_NIC = hardware("gb300-nvl72", "fp8", per="system")[v.scaleout_bandwidth]
NVLINK5 = GB200[v.scaleup_bandwidth]
LECTURE_SCALEOUT = Sourced(
    Q_(900 / 8, "GB/s"),
    "lecture 00:36:42–00:47:00: scale-out about 8× slower than scale-up (NVLink-5 900 GB/s per direction)",
)
RACK_GPUS = Sourced(Q_(64, ""), "lecture 00:32:08–00:36:42: use 64 of the NVL72's 72 GPUs (a power of two)")
DEEPSEEK_RACK = {
    **scenarios.deepseek_v3_on_gb200_nvl72(),
    **DEEPSEEK_MOE,
    v.bytes_per_activation: 1,
    v.expert_parallelism: RACK_GPUS,
    v.chips: RACK_GPUS,
    v.batch: 5400,
}
HOP_LECTURE = Sourced(
    Q_(2.5, "ms"),
    f"{v.LECTURE}, 01:14:24–01:18:46: 'probably on the order of a few milliseconds' "
    "(read as 2.5 ms: P = 4 hops ≈ 10 ms)",
)
HOP_ESTIMATE = Sourced(
    Q_(50, "µs"),
    "lecture-notes §12 [R]: RDMA hop latency single to tens of µs, plus a few µs to move a micro-batch "
    "(upper end taken)",
)


def _domain(hardware_id: str) -> int:
    return hardware_record(hardware_id)["scale_up"]["domain_size"]
