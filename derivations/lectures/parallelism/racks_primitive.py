"""§4.4 Experts and pipelines across racks, in the collective primitive of §4.1.

Part 2 wrote the expert all-to-all and the pipeline hand-off by hand. Both are
point-to-point sends: bytes over the bandwidth of the port they leave through (zero hops
of latency in the bandwidth-bound regime). Put in that one primitive, Part 2's all-to-all
time and its pipeline break-even 2·k·ℓ_s ≥ BW_up/BW_out follow.
"""

from sympy import Eq, Equivalent, Ge

from chalk import Claim, Example, claim, unfold
from chalk.derivations.lectures.parallelism.collectives import p2p_time
from chalk.derivations.lectures.racks.presets import DEEPSEEK_MOE, FP8, GB200, LECTURE_SCALEOUT
from chalk.derivations.lectures.racks.symbols import (
    alltoall_bytes_per_chip,
    alltoall_time,
    bandwidth_ratio,
    moe_layers,
    pipeline_traffic_ratio,
)
from chalk.vocabulary import (
    LECTURE,
    batch,
    bytes_per_activation,
    collective_bytes,
    d_model,
    expert_parallelism,
    experts_per_token,
    ici_bandwidth,
    layers_per_stage,
    p2p_hops,
    p2p_links,
    scaleout_bandwidth,
    scaleup_bandwidth,
    tokens_per_step,
)


def send_time(nbytes, bandwidth):
    """The §4.1 point-to-point primitive, bandwidth-bound (no hops) through one port of ``bandwidth``."""
    return unfold(p2p_time).subs({p2p_hops: 0, p2p_links: 1, ici_bandwidth: bandwidth, collective_bytes: nbytes})


#: per token and per pipeline stage: the stage's all-to-all (dispatch + combine to k experts in each of ℓ_s
#: layers) leaves through the scale-up port; the hand-off to the next stage (one activation) through the NIC
STAGE_ALLTOALL = send_time(2 * experts_per_token * layers_per_stage * d_model * bytes_per_activation, scaleup_bandwidth)
STAGE_HANDOFF = send_time(d_model * bytes_per_activation, scaleout_bandwidth)


@claim(source=f"{LECTURE} 00:32:08–00:36:42; Part 2's racks.alltoall_is_dispatch_plus_combine")
def expert_alltoall_is_the_point_to_point_primitive():
    """Part 2's all-to-all is n_MoE point-to-point sends of each GPU's dispatch and combine bytes via scale-up."""
    return Claim(
        Eq(alltoall_time, moe_layers * send_time(alltoall_bytes_per_chip, scaleup_bandwidth)),
        examples=(
            Example(
                {**GB200, **DEEPSEEK_MOE, **FP8, batch: 2048, expert_parallelism: 72, tokens_per_step: 1},
                note="DeepSeek-V3 in FP8 on one GB200 NVL72 rack, 2,048 sequences",
            ),
        ),
    )


@claim(source=f"{LECTURE} 00:47:02–00:54:12; Part 2's racks.pipeline_break_even")
def pipeline_break_even_follows_from_the_primitive():
    """As §4.1 sends, a stage's all-to-all outlasts its hand-off iff 2·k·ℓ_s ≥ BW_up/BW_out: Part 2's break-even."""
    return Claim(
        Eq(pipeline_traffic_ratio, STAGE_ALLTOALL / STAGE_HANDOFF)
        & Equivalent(Ge(STAGE_ALLTOALL, STAGE_HANDOFF), Ge(2 * experts_per_token * layers_per_stage, bandwidth_ratio)),
        examples=(
            Example(
                {**GB200, **DEEPSEEK_MOE, **FP8, scaleout_bandwidth: LECTURE_SCALEOUT, layers_per_stage: 1},
                expect={pipeline_traffic_ratio: 2},
                note="lecture: (1/8)·k·ℓ_s·2 with k = 8, one layer per rack",
            ),
        ),
    )
