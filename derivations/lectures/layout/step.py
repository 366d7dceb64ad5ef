"""§5.1 The decode step of a layout: the roofline of Part 1 on tp·ep·pp chips plus the TP
all-reduces, the EP all-to-all and the PP sends; what it reduces to, and its floor."""

from sympy import And, Eq, Ge, Le, Or

from chalk import Q_, Claim, Example, claim, unfold
from chalk.derivations.lectures.batching.symbols import (
    batch_increase,
    expert_miss,
    latency_floor_active,
    t_step,
)
from chalk.derivations.lectures.layout.symbols import (
    MISS_BASE,
    degree_increase,
    ep_all_to_all_time,
    ep_degree,
    ep_link_bandwidth,
    ep_link_latency,
    ep_transfer_time,
    expert_miss_ratio,
    layout_chips,
    layout_params_shared,
    layout_prefill_comm,
    layout_step_time,
    layout_step_time_overlapped,
    layout_t_comm,
    layout_t_compute,
    layout_t_ep,
    layout_t_ep_latency,
    layout_t_kv,
    layout_t_pp,
    layout_t_pp_latency,
    layout_t_tp,
    layout_t_tp_latency,
    layout_t_weights,
    layout_weight_bytes_per_chip,
    pp_degree,
    pp_link_bandwidth,
    pp_link_latency,
    pp_transfer_time,
    scaleout_link_latency,
    scaleup_link_latency,
    tp_link_bandwidth,
    tp_link_latency,
    tp_transfer_time,
    weight_read_time,
)
from chalk.vocabulary import (
    batch,
    bytes_per_activation,
    bytes_per_param,
    chips,
    context,
    d_model,
    experts,
    experts_per_token,
    hbm_bandwidth,
    head_dim,
    kv_bytes_per_token,
    n_heads,
    n_kv_heads,
    n_layers,
    params_active,
    params_total,
    peak_flops,
    prefill_tokens,
    scaleout_bandwidth,
    scaleup_bandwidth,
    tokens_per_step,
    tp_degree,
)

#: the examples' latencies: 0.6 µs an NVLink ring step, 2.7 µs a network ring step (NCCL's
#: hwLat table, LL protocol: github.com/NVIDIA/nccl src/graph/tuning.cc @ b6475625)
SOURCE = "chalk Part 5 (layout step model), after lecture-notes §1 and Austin et al., How to Scale Your Model, Part 7"
DEGREES_AT_LEAST_ONE = (Ge(tp_degree, 1), Ge(ep_degree, 1), Ge(pp_degree, 1))
#: a dense model, or an MoE whose every expert is active: E = k, nothing routed, N_active = N_total
DENSE = (Eq(experts, experts_per_token), Eq(params_active, params_total))
#: a model whose counts agree: routed experts beyond the k a token picks, or a dense one (integers E, k)
CONSISTENT = Or(Ge(experts - experts_per_token, 1), And(*DENSE))
#: q and f are probabilities (non-negative by their domains)
MISS_IN_RANGE = (Le(expert_miss, 1), Le(expert_miss_ratio, 1))
ROUTED = "expected distinct experts of n independent top-k routings over E experts (uniform router)"


def free_miss(expr):
    """``expr`` unfolded, its miss probability (1 − k/E)^n replaced by the symbol q ∈ [0, 1]: z3 has no
    power with a symbolic exponent, and a proof for every q covers every token count
    (batching.one_more_token_never_reads_fewer_experts orders q in the tokens)."""
    return unfold(expr).replace(lambda x: x.is_Pow and x.base == MISS_BASE, lambda x: expert_miss)


#: Llama-3-70B in BF16 on 8 H100-SXM, 8k context, batch 16 (catalog values, rounded as stated)
LLAMA3_70B_H100_TP8 = {
    params_total: 70.55e9,
    params_active: 70.55e9,
    bytes_per_param: 2,
    kv_bytes_per_token: Q_(327_680, "byte/token"),
    context: 8192,
    n_layers: 80,
    n_kv_heads: 8,
    d_model: 8192,
    bytes_per_activation: 2,
    peak_flops: Q_(989e12, "FLOP/s"),
    hbm_bandwidth: Q_(3.35e12, "byte/s"),
    tp_degree: 8,
    ep_degree: 1,
    pp_degree: 1,
    tp_link_bandwidth: Q_(450e9, "byte/s"),
    ep_link_bandwidth: Q_(450e9, "byte/s"),
    pp_link_bandwidth: Q_(50e9, "byte/s"),
    tp_link_latency: Q_(0.6, "us"),
    ep_link_latency: Q_(0.6, "us"),
    pp_link_latency: Q_(2.7, "us"),
    experts: 1,
    experts_per_token: 1,
    expert_miss: 0,
    batch: 16,
}
#: a DeepSeek-V3-like MoE in FP8 on 16 H100-SXM as TP 2 × EP 4 × PP 2, batch 64, 4k context
MOE_TP2_EP4_PP2 = {
    params_total: 671e9,
    params_active: 37.5e9,
    bytes_per_param: 1,
    kv_bytes_per_token: Q_(70_272, "byte/token"),
    context: 4096,
    n_layers: 61,
    n_kv_heads: 128,
    n_heads: 128,
    head_dim: 192,
    d_model: 7168,
    bytes_per_activation: 2,
    experts: 256,
    experts_per_token: 8,
    expert_miss: (1 - 8 / 256) ** 32,
    peak_flops: Q_(1979e12, "FLOP/s"),
    hbm_bandwidth: Q_(3.35e12, "byte/s"),
    tp_degree: 2,
    ep_degree: 4,
    pp_degree: 2,
    tp_link_bandwidth: Q_(450e9, "byte/s"),
    ep_link_bandwidth: Q_(450e9, "byte/s"),
    pp_link_bandwidth: Q_(50e9, "byte/s"),
    tp_link_latency: Q_(0.6, "us"),
    ep_link_latency: Q_(0.6, "us"),
    pp_link_latency: Q_(2.7, "us"),
    batch: 64,
    prefill_tokens: 2048,
}
MOE_COMMUNICATION = Example(
    MOE_TP2_EP4_PP2,
    expect={
        layout_t_tp: Q_(0.39515, "ms"),
        layout_t_ep: Q_(0.25976, "ms"),
        layout_t_pp: Q_(11.875, "µs"),
        layout_t_tp_latency: Q_(146.4, "µs"),
        layout_t_ep_latency: Q_(73.2, "µs"),
        layout_t_pp_latency: Q_(2.7, "µs"),
        layout_prefill_comm: Q_(14.4456, "ms"),
    },
    rel_tol=0.001,
    note="TP: 4·61·(1/2)·64·7168·2/450e9 + 4·61·1·0.6 µs = 0.249 + 0.146 ms; EP: 2·61·(3/4)·64·8·7168·2/(2·4·450e9) "
    "+ 2·61·0.6 µs = 0.187 + 0.073 ms (the 3 exchanges in parallel); PP: (1/2)·64·7168·2/50e9 + 2.7 µs = 11.9 µs; "
    "a 2,048-token prompt moves 32× the bytes at the same latency: 14.4 ms",
)


@claim(source=SOURCE)
def reduces_to_t_step_at_degree_one():
    """At TP = EP = PP = 1 a dense model's layout step is the lecture's t_step on one chip: no communication,
    no replication, every weight read."""
    return Claim(
        Eq(free_miss(layout_step_time), unfold(t_step)),
        hypotheses=(Eq(tp_degree, 1), Eq(ep_degree, 1), Eq(pp_degree, 1), Eq(chips, 1), *DENSE),
        examples=(
            Example(
                {**LLAMA3_70B_H100_TP8, tp_degree: 1, chips: 1},
                expect={t_step: Q_(54.94, "ms"), layout_step_time: Q_(54.94, "ms")},
                rel_tol=0.001,
                note="(70.55e9·2 + 16·8192·327680)/3.35e12 = 54.94 ms on one H100: reads only, no messages",
            ),
        ),
    )


@claim(source=SOURCE)
def tensor_parallel_step_is_t_step_plus_its_all_reduces():
    """At EP = PP = 1, TP = S ≤ n_kv, a dense model's layout step is t_step plus the TP all-reduces
    (6.87 + 1.51 ms, 8-way)."""
    return Claim(
        Eq(free_miss(layout_step_time), unfold(t_step + layout_t_tp)),
        hypotheses=(Eq(ep_degree, 1), Eq(pp_degree, 1), Eq(chips, tp_degree), Le(tp_degree, n_kv_heads), *DENSE),
        examples=(
            Example(
                {**LLAMA3_70B_H100_TP8, chips: 8},
                expect={t_step: Q_(6.87, "ms"), layout_t_tp: Q_(1.507, "ms"), layout_step_time: Q_(8.375, "ms")},
                rel_tol=0.01,
                note="(70.55e9·2 + 16·8192·327680)/(8·3.35e12) = 6.87 ms; 4·80·(7/8)·16·8192·2/450e9 = 0.163 ms of "
                "bandwidth + 4·80·7·0.6 µs = 1.344 ms of ring-step latency (160 all-reduces of 14 steps)",
            ),
        ),
    )


@claim(source=SOURCE)
def communication_terms_are_non_negative():
    """The TP all-reduce, EP all-to-all and PP send times are never negative at degrees ≥ 1
    (their formulas, unfolded: the quantities themselves are declared non-negative)."""
    return Claim(
        And(Ge(unfold(layout_t_tp), 0), Ge(unfold(layout_t_ep), 0), Ge(unfold(layout_t_pp), 0)),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
    )


def _grows(term, degree):
    """term ≤ term with ``degree`` raised by ΔD (definitions unfolded)."""
    return Le(unfold(term), unfold(term).xreplace({degree: degree + degree_increase}))


@claim(source=SOURCE)
def tp_all_reduce_grows_with_the_tp_degree():
    """At a fixed batch and link, more TP chips never shorten the all-reduce: its transfer (ring factor
    2(tp−1)/tp) and its message latency (4L(tp−1) steps) both grow, so their sum t_TP does."""
    tokens = batch * tokens_per_step
    return Claim(
        And(_grows(tp_transfer_time(tokens), tp_degree), _grows(layout_t_tp_latency, tp_degree)),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
    )


@claim(source=SOURCE)
def ep_all_to_all_traffic_grows_with_the_ep_degree():
    """The all-to-all's cost over the whole group grows with EP: (ep−1)/ep of each chip's tokens leave it, and
    each chip's ep−1 exchanges pay a latency; both parts grow, so their sum n·t_EP/pp does."""
    tokens = batch * tokens_per_step
    transfer = layout_chips * ep_transfer_time(tokens) / pp_degree
    latency = layout_chips * layout_t_ep_latency / pp_degree
    return Claim(
        And(_grows(transfer, ep_degree), _grows(latency, ep_degree)),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
    )


@claim(source=SOURCE)
def pp_sends_grow_with_the_pp_degree():
    """More pipeline stages never shorten a token's sends: (pp−1)/pp of a micro-batch crosses the boundaries and
    pp−1 messages pay a latency; both parts grow, so their sum t_PP does."""
    tokens = batch * tokens_per_step
    return Claim(
        And(_grows(pp_transfer_time(tokens), pp_degree), _grows(layout_t_pp_latency, pp_degree)),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
    )


@claim(source=SOURCE)
def message_latency_terms_vanish_at_degree_one_and_grow_with_it():
    """Each latency term counts its messages: 4L(tp−1) ring steps, 2L(ep−1) exchanges, pp−1 sends; none below 0."""
    wider = {
        layout_t_tp_latency: unfold(layout_t_tp_latency).xreplace({tp_degree: tp_degree + degree_increase}),
        layout_t_ep_latency: unfold(layout_t_ep_latency).xreplace({ep_degree: ep_degree + degree_increase}),
        layout_t_pp_latency: unfold(layout_t_pp_latency).xreplace({pp_degree: pp_degree + degree_increase}),
    }
    return Claim(
        And(
            *(Ge(term, 0) for term in wider),
            *(Le(term, grown) for term, grown in wider.items()),
            Eq(unfold(layout_t_tp_latency).xreplace({tp_degree: 1}), 0),
            Eq(unfold(layout_t_ep_latency).xreplace({ep_degree: 1}), 0),
            Eq(unfold(layout_t_pp_latency).xreplace({pp_degree: 1}), 0),
        ),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
    )


@claim(source=SOURCE)
def ep_on_scale_up_is_no_slower_than_on_scale_out():
    """The all-to-all on scale-up links takes no longer than on the NIC when scale-up is faster and answers sooner."""
    a2a = unfold(ep_all_to_all_time(batch * tokens_per_step))
    return Claim(
        Le(
            a2a.xreplace({ep_link_bandwidth: scaleup_bandwidth, ep_link_latency: scaleup_link_latency}),
            a2a.xreplace({ep_link_bandwidth: scaleout_bandwidth, ep_link_latency: scaleout_link_latency}),
        ),
        hypotheses=(
            *DEGREES_AT_LEAST_ONE,
            Ge(scaleup_bandwidth, scaleout_bandwidth),
            Le(scaleup_link_latency, scaleout_link_latency),
        ),
        examples=(
            Example(
                {
                    **MOE_TP2_EP4_PP2,
                    scaleup_bandwidth: Q_(450e9, "byte/s"),
                    scaleout_bandwidth: Q_(50e9, "byte/s"),
                    scaleup_link_latency: Q_(0.6, "us"),
                    scaleout_link_latency: Q_(2.7, "us"),
                },
                expect={layout_t_ep: Q_(0.25976, "ms")},
                rel_tol=0.001,
                note="EP 4 on NVLink: 0.187 ms of transfer + 2·61·0.6 µs = 0.073 ms of latency",
            ),
        ),
    )


@claim(source=f"{SOURCE}; {ROUTED}")
def layout_step_never_decreases_with_batch():
    """Adding sequences never makes the layout's step faster: every term grows with B at a given share of
    experts read, and more routed tokens only read more experts
    (layout.the_weight_read_never_falls_as_more_tokens_are_routed)."""
    step = free_miss(layout_step_time)
    return Claim(
        Le(step, step.xreplace({batch: batch + batch_increase})),
        hypotheses=(*DEGREES_AT_LEAST_ONE, Le(expert_miss, 1)),
        examples=(
            Example(
                {**LLAMA3_70B_H100_TP8, chips: 8, batch_increase: 8},
                expect={layout_step_time: Q_(8.375, "ms")},
                rel_tol=0.001,
                note="8-way TP at batch 16: 6.868 ms of reads + 0.163 ms of all-reduce transfer + 1.344 ms of latency",
            ),
            Example(
                {**MOE_TP2_EP4_PP2, batch_increase: 32},
                note="DeepSeek-V3-like at batch 64 → 96 on 2 pipeline stages, at the 163 of 256 experts batch 64 reads",
            ),
        ),
        timeout_ms=60_000,
        budget_ms=120_000,
    )


def _floor_on_the_layout():
    return unfold(latency_floor_active).xreplace({chips: layout_chips})


#: at least one routed token: the miss probability is at most one token's, 1 − k/E
ONE_TOKEN_AT_LEAST = (
    *MISS_IN_RANGE,
    Le(expert_miss, 1 - experts_per_token / experts),
    Le(experts_per_token, experts),
    Le(params_active, params_total),
)


@claim(source=f"{SOURCE}; {ROUTED}")
def tpot_is_at_least_the_weight_fetch_floor():
    """No layout's TPOT beats its weight read, nor that the read of the active weights on all its chips,
    N_active·b_w/(tp·ep·pp·W): a step routes at least one token, which reads the shared weights and its k experts."""
    return Claim(
        And(
            Ge(free_miss(layout_t_weights), _floor_on_the_layout()),
            Ge(free_miss(layout_step_time), free_miss(layout_t_weights)),
        ),
        hypotheses=(*DEGREES_AT_LEAST_ONE, *ONE_TOKEN_AT_LEAST, Ge(unfold(layout_params_shared), 0)),
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )


@claim(source=f"{SOURCE}; {ROUTED}")
def one_routed_token_reads_the_active_weights():
    """At one routed token (q = 1 − k/E) and EP = 1 the weight read is exactly the active weights over tp chips,
    N_active·b_w/(tp·W): batch-1 decode of an MoE reads its k experts, not all E."""
    return Claim(
        Eq(
            weight_read_time(1 - experts_per_token / experts),
            unfold(latency_floor_active).xreplace({chips: tp_degree}),
        ),
        hypotheses=(Eq(ep_degree, 1), Ge(experts - experts_per_token, 1)),
        examples=(
            Example(
                {**MOE_TP2_EP4_PP2, ep_degree: 1, tp_degree: 8, chips: 8},
                expect={
                    latency_floor_active: Q_(37.5e9 / (8 * 3.35e12), "s"),
                },
                rel_tol=1e-9,
                note="DeepSeek-V3-like in FP8 on 8 H100 (TP 8): 37.5B active of 671B read, 1.40 ms, not 25.0 ms",
            ),
        ),
    )


@claim(source=f"{SOURCE}; {ROUTED}")
def reading_every_expert_is_the_all_read_model_plus_the_replicas():
    """When every expert is read (q = 0) a step reads N_total/ep per chip-column plus the shared weights each of
    the other ep − 1 ranks holds again: at EP = 1 exactly today's all-read model, N_total·b_w/(tp·W)."""
    shard = tp_degree * ep_degree * hbm_bandwidth
    all_read = params_total * bytes_per_param / shard
    replicas = (ep_degree - 1) * unfold(layout_params_shared) * bytes_per_param / shard
    return Claim(
        Eq(weight_read_time(0), all_read + replicas),
        hypotheses=(*DEGREES_AT_LEAST_ONE, CONSISTENT),
        examples=(
            Example(
                {**MOE_TP2_EP4_PP2, expert_miss: 0},
                note="DeepSeek-V3-like on TP 2 × EP 4: 671e9/(8·3.35e12) = 25.0 ms plus 3 replicas of the ≈16.6B "
                "shared parameters over 8 chips",
            ),
            Example({**LLAMA3_70B_H100_TP8}, note="a dense model at EP 1: 70.55e9·2/(8·3.35e12) = 5.27 ms"),
        ),
    )


@claim(source=f"{SOURCE}; {ROUTED}")
def the_weight_read_never_falls_as_more_tokens_are_routed():
    """A smaller miss probability (more routed tokens: q·f, f ∈ [0, 1]) never reads less: the weight read is
    non-decreasing in the batch (with batching.one_more_token_never_reads_fewer_experts)."""
    return Claim(
        Ge(weight_read_time(expert_miss * expert_miss_ratio), weight_read_time(expert_miss)),
        hypotheses=(
            *DEGREES_AT_LEAST_ONE,
            *MISS_IN_RANGE,
            Le(experts_per_token, experts),
            Le(params_active, params_total),
        ),
        examples=(Example({**MOE_TP2_EP4_PP2, expert_miss_ratio: (1 - 8 / 256) ** 16}),),
    )


@claim(source=f"{SOURCE}; {ROUTED}")
def memory_counts_every_replicated_shared_weight():
    """The replica holds every weight once plus ep − 1 more copies of the shared weights (attention, dense
    layers, shared experts, embeddings), one on each further EP rank."""
    return Claim(
        Eq(
            unfold(layout_weight_bytes_per_chip * layout_chips),
            unfold((params_total + (ep_degree - 1) * layout_params_shared) * bytes_per_param),
        ),
        hypotheses=(*DEGREES_AT_LEAST_ONE, CONSISTENT),
        examples=(
            Example(
                MOE_TP2_EP4_PP2,
                expect={layout_weight_bytes_per_chip: Q_((671e9 + 3 * (671e9 - 256 * 633.5e9 / 248)) / 16, "byte")},
                rel_tol=1e-9,
                note="DeepSeek-V3-like in FP8 on 16 chips: 671 GB and 3 copies of the ≈17B shared weights",
            ),
        ),
    )


@claim(source=SOURCE)
def overlap_switch_bounds_the_step():
    """Hiding communication (the switch) never costs time; adding it at most doubles the overlapped step."""
    return Claim(
        free_miss(
            And(
                Le(layout_step_time_overlapped, layout_step_time),
                Le(layout_step_time, 2 * layout_step_time_overlapped),
                Ge(layout_step_time_overlapped, layout_t_comm),
                Ge(layout_step_time_overlapped, layout_t_compute),
                Ge(layout_step_time_overlapped, layout_t_weights + layout_t_kv),
            )
        ),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )
