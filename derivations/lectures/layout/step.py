"""§5.1 The decode step of a layout: the roofline of Part 1 on tp·ep·pp chips plus the TP
all-reduces, the EP all-to-all and the PP sends; what it reduces to, and its floor."""

from sympy import And, Eq, Ge, Le

from chalk import Q_, Claim, Example, claim, unfold
from chalk.derivations.lectures.batching.symbols import at_batch, batch_increase, latency_floor, t_step
from chalk.derivations.lectures.layout.symbols import (
    degree_increase,
    ep_all_to_all_time,
    ep_degree,
    ep_link_bandwidth,
    layout_chips,
    layout_prefill_comm,
    layout_step_time,
    layout_step_time_overlapped,
    layout_t_comm,
    layout_t_compute,
    layout_t_ep,
    layout_t_kv,
    layout_t_pp,
    layout_t_tp,
    layout_t_weights,
    pp_degree,
    pp_link_bandwidth,
    tp_link_bandwidth,
)
from chalk.vocabulary import (
    batch,
    bytes_per_activation,
    bytes_per_param,
    chips,
    context,
    d_model,
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

SOURCE = "chalk Part 5 (layout step model), after lecture-notes §1 and Austin et al., How to Scale Your Model, Part 7"
DEGREES_AT_LEAST_ONE = (Ge(tp_degree, 1), Ge(ep_degree, 1), Ge(pp_degree, 1))

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
    experts_per_token: 1,
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
    experts_per_token: 8,
    peak_flops: Q_(1979e12, "FLOP/s"),
    hbm_bandwidth: Q_(3.35e12, "byte/s"),
    tp_degree: 2,
    ep_degree: 4,
    pp_degree: 2,
    tp_link_bandwidth: Q_(450e9, "byte/s"),
    ep_link_bandwidth: Q_(450e9, "byte/s"),
    pp_link_bandwidth: Q_(50e9, "byte/s"),
    batch: 64,
    prefill_tokens: 2048,
}
MOE_COMMUNICATION = Example(
    MOE_TP2_EP4_PP2,
    expect={
        layout_t_tp: Q_(0.24875, "ms"),
        layout_t_ep: Q_(0.18656, "ms"),
        layout_t_pp: Q_(9.175, "µs"),
        layout_prefill_comm: Q_(14.223, "ms"),
    },
    rel_tol=0.001,
    note="TP: 4·61·(1/2)·64·7168·2/450e9 = 0.249 ms; EP: 2·61·(3/4)·64·8·7168·2/(2·4·450e9) = 0.187 ms; "
    "PP: (1/2)·64·7168·2/50e9 = 9.18 µs; a 2,048-token prompt moves 32× as much: 14.2 ms",
)


@claim(source=SOURCE)
def reduces_to_t_step_at_degree_one():
    """At TP = EP = PP = 1 the layout's step is the lecture's t_step on one chip: no communication, no replication."""
    return Claim(
        Eq(layout_step_time, t_step),
        hypotheses=(Eq(tp_degree, 1), Eq(ep_degree, 1), Eq(pp_degree, 1), Eq(chips, 1)),
        examples=(
            Example(
                {**LLAMA3_70B_H100_TP8, tp_degree: 1, chips: 1},
                expect={t_step: Q_(54.94, "ms"), layout_step_time: Q_(54.94, "ms")},
                rel_tol=0.001,
                note="(70.55e9·2 + 16·8192·327680)/3.35e12 = 54.94 ms on one H100: weight and KV reads, no links",
            ),
        ),
    )


@claim(source=SOURCE)
def tensor_parallel_step_is_t_step_plus_its_all_reduces():
    """At EP = PP = 1, TP = S ≤ n_kv, the layout's step is t_step plus the TP all-reduces (6.87 + 0.16 ms, 8-way)."""
    return Claim(
        Eq(layout_step_time, t_step + layout_t_tp),
        hypotheses=(Eq(ep_degree, 1), Eq(pp_degree, 1), Eq(chips, tp_degree), Le(tp_degree, n_kv_heads)),
        examples=(
            Example(
                {**LLAMA3_70B_H100_TP8, chips: 8},
                expect={t_step: Q_(6.87, "ms"), layout_t_tp: Q_(0.163, "ms"), layout_step_time: Q_(7.03, "ms")},
                rel_tol=0.01,
                note="(70.55e9·2 + 16·8192·327680)/(8·3.35e12) = 6.87 ms; 4·80·(7/8)·16·8192·2/450e9 = 0.163 ms",
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


@claim(source=SOURCE)
def tp_all_reduce_grows_with_the_tp_degree():
    """At a fixed batch and link, more TP chips never shorten the all-reduce: its ring factor 2(tp−1)/tp grows to 2."""
    wider = unfold(layout_t_tp).xreplace({tp_degree: tp_degree + degree_increase})
    return Claim(Le(layout_t_tp, wider), hypotheses=DEGREES_AT_LEAST_ONE, examples=(MOE_COMMUNICATION,))


@claim(source=SOURCE)
def ep_all_to_all_traffic_grows_with_the_ep_degree():
    """The all-to-all's traffic over the whole group grows with EP: (ep−1)/ep of each chip's tokens leave it."""
    group = layout_chips * layout_t_ep / pp_degree
    wider = unfold(group).xreplace({ep_degree: ep_degree + degree_increase})
    return Claim(Le(unfold(group), wider), hypotheses=DEGREES_AT_LEAST_ONE, examples=(MOE_COMMUNICATION,))


@claim(source=SOURCE)
def pp_sends_grow_with_the_pp_degree():
    """More pipeline stages never shorten a token's sends: (pp−1)/pp of a micro-batch crosses the boundaries."""
    wider = unfold(layout_t_pp).xreplace({pp_degree: pp_degree + degree_increase})
    return Claim(Le(layout_t_pp, wider), hypotheses=DEGREES_AT_LEAST_ONE, examples=(MOE_COMMUNICATION,))


@claim(source=SOURCE)
def ep_on_scale_up_is_no_slower_than_on_scale_out():
    """The all-to-all on scale-up links takes no longer than on the scale-out NIC when scale-up is faster."""
    return Claim(
        Le(
            ep_all_to_all_time(batch * tokens_per_step).xreplace({ep_link_bandwidth: scaleup_bandwidth}),
            ep_all_to_all_time(batch * tokens_per_step).xreplace({ep_link_bandwidth: scaleout_bandwidth}),
        ),
        hypotheses=(*DEGREES_AT_LEAST_ONE, Ge(scaleup_bandwidth, scaleout_bandwidth)),
        examples=(
            Example(
                {**MOE_TP2_EP4_PP2, scaleup_bandwidth: Q_(450e9, "byte/s"), scaleout_bandwidth: Q_(50e9, "byte/s")},
                expect={layout_t_ep: Q_(0.18656, "ms")},
                rel_tol=0.001,
                note="EP 4 on NVLink (450 GB/s a direction): 0.187 ms; on a 400 Gb/s NIC it would take 9× as long",
            ),
        ),
    )


@claim(source=SOURCE)
def layout_step_never_decreases_with_batch():
    """Adding sequences never makes the layout's step faster: every term grows with B."""
    return Claim(
        Le(layout_step_time, at_batch(layout_step_time, batch + batch_increase)),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(
            Example(
                {**LLAMA3_70B_H100_TP8, chips: 8},
                expect={layout_step_time: Q_(7.03, "ms")},
                rel_tol=0.01,
                note="8-way TP at batch 16: 6.87 ms of reads + 0.163 ms of all-reduces",
            ),
        ),
    )


@claim(source=SOURCE)
def tpot_is_at_least_the_weight_fetch_floor():
    """No layout's TPOT beats the weight fetch of all its chips, N·b_w/(tp·ep·pp·W) (Part 1's floor on n chips)."""
    return Claim(
        And(
            Ge(layout_t_weights, unfold(latency_floor).xreplace({chips: layout_chips})),
            Ge(layout_step_time, unfold(latency_floor).xreplace({chips: layout_chips})),
        ),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )


@claim(source=SOURCE)
def overlap_switch_bounds_the_step():
    """Hiding communication (the switch) never costs time; adding it at most doubles the overlapped step."""
    return Claim(
        And(
            Le(layout_step_time_overlapped, layout_step_time),
            Le(layout_step_time, 2 * layout_step_time_overlapped),
            Ge(layout_step_time_overlapped, layout_t_comm),
            Ge(layout_step_time_overlapped, layout_t_compute),
            Ge(layout_step_time_overlapped, layout_t_weights + layout_t_kv),
        ),
        hypotheses=DEGREES_AT_LEAST_ONE,
        examples=(MOE_COMMUNICATION,),
        timeout_ms=60_000,
        budget_ms=120_000,
    )
