"""§12 Capacity, not bandwidth: stages add HBM, racks hold tens of TB, hops add latency."""

from sympy import Eq, Ge, Gt, Rational

from chalk import Q_, Claim, Derivation, Example, Sourced, claim
from chalk.catalog import hardware
from chalk.derivations.lectures.batching.symbols import t_step, t_weights
from chalk.derivations.lectures.racks.presets import DEEPSEEK_RACK, GB200, H100, HOP_ESTIMATE, HOP_LECTURE, _domain
from chalk.derivations.lectures.racks.symbols import (
    chip_bandwidth_growth,
    hop_latency,
    hop_latency_lecture,
    pipeline_step_latency,
    rack_hbm_capacity,
    rack_hbm_lecture,
    scaleup_growth,
    stage_weight_time,
)
from chalk.vocabulary import (
    bytes_per_param,
    chips,
    hbm_bandwidth,
    hbm_capacity,
    params_total,
    pipeline_stages,
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
                expect={rack_hbm_capacity: hardware("gb200-nvl72", per="system")[hbm_capacity]},
                rel_tol=0.01,
                note="72 × 186 GB against the rack's 13.4 TB",
            ),
            Example(
                {chips: 8, hbm_capacity: H100[hbm_capacity]},
                expect={rack_hbm_capacity: Q_(640, "GB")},
                note="a Hopper box: 8 × 80 GB = 640 GB",
            ),
            Example(
                {chips: 1, hbm_capacity: hardware("gb300-nvl72", per="system")[hbm_capacity]},
                expect={rack_hbm_capacity: Q_(20, "TB")},
                note="a GB300 NVL72 read as one unit with its rack total: 20 TB, still 20× a 1T FP8 model",
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
        source_wrote="a rack of Blackwell has many tens of terabytes",
        corrected_by="racks.blackwell_rack_holds_13_tb",
    )


@claim(source="lecture 00:55:22–01:02:28; lecture-notes §20 #7")
def blackwell_ultra_rack_has_many_tens_of_tb():
    """Even a GB300 NVL72 holds 20 TB of HBM: two tens of terabytes, not 'many tens'."""
    return Claim(
        Gt(rack_hbm_capacity, rack_hbm_lecture),
        given={
            chips: 1,
            hbm_capacity: hardware("gb300-nvl72", per="system")[hbm_capacity],
            rack_hbm_lecture: Sourced(
                Q_(20, "TB"), "lecture 00:55:22–01:02:28: 'many tens of terabytes', at the least more than two tens"
            ),
        },
        expect="erratum",
        rejected_by=("proof",),
        source_wrote="a rack of Blackwell has many tens of terabytes",
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
        source_wrote="per rack-to-rack hop probably a few milliseconds, but it could be off by an order of magnitude",
        corrected_by="racks.decode_latency_adds_p_hops",
    )


@claim(source="lecture 01:14:24–01:18:46; lecture-notes §12 and §20 #1")
def weight_fetch_board_form():
    """The board's t_w = N_tot/(mem BW) divides parameters by bytes per second: it needs b_w to be a time."""
    return Claim(
        Eq(t_weights, params_total / (chips * hbm_bandwidth)),
        expect="erratum",
        rejected_by=("units",),
        source_wrote="t_w = N_tot / (scale-up size × per-GPU memory bandwidth)",
        corrected_by="racks.stages_add_capacity_not_bandwidth",
    )
