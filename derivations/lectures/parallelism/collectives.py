"""§4.1 Collectives: all-gather, reduce-scatter, all-reduce, all-to-all and point-to-point
on a ring or k-D torus of chips (per-link bandwidth, wraparound, per-hop latency) and on a
switched domain (NVLink, NVL72); ICI against DCN.

A ring all-gather of an array of V bytes over n chips moves (n−1)/n·V bytes into every
chip; with a wraparound link both directions carry data (r = 2), and every further mesh
axis adds its own links (k axes). The bandwidth term is therefore (1 − 1/n)·V/(r·W·k),
and its large-ring limit V/(r·W·k) is the textbook's V/W_ici (W_ici = 2·W bidirectional).
Every hop also costs a fixed latency: the farthest chip is n−1 hops away on a line and
n/2 on a ring, so a small message is latency-bound.
"""

from sympy import And, Eq, Equivalent, Ge, Gt, Implies, Le, Lt, Max, Min

from chalk import Q_, Claim, Derivation, Domain, Example, claim, define, unfold
from chalk.derivations.lectures.racks.symbols import hop_latency
from chalk.vocabulary import (
    TEXTBOOK,
    axis_size,
    chips,
    collective_bytes,
    dcn_bandwidth,
    ici_bandwidth,
    ici_links,
    n_axes,
    p2p_hops,
    p2p_links,
    ring_directions,
    scaleout_bandwidth,
    scaleup_bandwidth,
    scaleup_domain,
)

SHARDING = f"{TEXTBOOK}, Part 3 'Sharded Matrices and How to Multiply Them'"
TPUS = f"{TEXTBOOK}, Part 2 'How to Think About TPUs'"

# --- defined quantities --------------------------------------------------------------
collective_bandwidth = define(
    "collective_bandwidth",
    ring_directions * ici_bandwidth * n_axes,
    "byte/s",
    "bytes per second a chip moves in a ring collective: r directions of k axes' links",
    latex=r"W_{\mathrm{coll}}",
)
ici_chip_bandwidth = define(
    "ici_chip_bandwidth",
    ici_links * ici_bandwidth,
    "byte/s",
    "bytes per second a chip can send over all its links at once, one direction",
    latex=r"W_{\mathrm{chip}}",
)
collective_hops = define(
    "collective_hops",
    n_axes * (axis_size + ring_directions - 2) / ring_directions,
    "1",
    "hops to the farthest chip: n − 1 per axis on a line (r = 1), n/2 on a ring (r = 2)",
    latex=r"h_{\mathrm{coll}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
collective_latency_time = define(
    "collective_latency_time",
    collective_hops * hop_latency,
    "s",
    "latency term of a ring collective: hops to the farthest chip × per-hop latency",
    latex=r"t_{\mathrm{lat}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
allgather_time_limit = define(
    "allgather_time_limit",
    collective_bytes / collective_bandwidth,
    "s",
    "throughput-bound all-gather (or reduce-scatter) time in the large-ring limit: V/(r·W·k)",
    latex=r"t_{\mathrm{AG}}^{\infty}",
)
allgather_bandwidth_time = define(
    "allgather_bandwidth_time",
    (1 - 1 / axis_size) * collective_bytes / collective_bandwidth,
    "s",
    "bandwidth term of a ring all-gather: (n−1)/n of the array enters each chip",
    latex=r"t_{\mathrm{AG}}^{W}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
allgather_time = define(
    "allgather_time",
    Max(collective_latency_time, allgather_bandwidth_time),
    "s",
    "ring all-gather time: the larger of the latency and bandwidth terms",
    latex=r"t_{\mathrm{AG}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
reduce_scatter_time = define(
    "reduce_scatter_time",
    allgather_time,
    "s",
    "ring reduce-scatter time: the all-gather's schedule run backwards, summing instead of keeping",
    latex=r"t_{\mathrm{RS}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
allreduce_time = define(
    "allreduce_time",
    Max(2 * collective_latency_time, 2 * (1 - 1 / axis_size) * collective_bytes / collective_bandwidth),
    "s",
    "ring all-reduce time: 2(n−1) steps of V/n each, and twice the hops",
    latex=r"t_{\mathrm{AR}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
allreduce_time_limit = define(
    "allreduce_time_limit",
    2 * collective_bytes / collective_bandwidth,
    "s",
    "throughput-bound all-reduce time in the large-ring limit: 2·V/(r·W·k)",
    latex=r"t_{\mathrm{AR}}^{\infty}",
)
all_to_all_time_limit = define(
    "all_to_all_time_limit",
    collective_bytes / (2 * ring_directions**2 * ici_bandwidth * n_axes),
    "s",
    "throughput-bound ring all-to-all: each chip's V/n travels n/(2r) hops on average over r links",
    latex=r"t_{\mathrm{A2A}}^{\infty}",
)
p2p_time = define(
    "p2p_time",
    p2p_hops * hop_latency + collective_bytes / (p2p_links * ici_bandwidth),
    "s",
    "point-to-point send: latency of h hops plus V over the k links the sender and receiver use",
    latex=r"t_{\mathrm{p2p}}",
)
hop_latency_bound_bytes = define(
    "hop_latency_bound_bytes",
    ici_bandwidth * hop_latency,
    "byte",
    "bytes one link moves in one hop latency: a smaller per-hop buffer is latency-bound",
    latex=r"V_{\mathrm{hop}}^{*}",
)
collective_latency_bound_bytes_limit = define(
    "collective_latency_bound_bytes_limit",
    collective_latency_time * collective_bandwidth,
    "byte",
    "array size below which a collective's latency term outlasts its large-ring bandwidth term V/(r·W·k) "
    "(the crossover of allgather_time_limit; allgather_latency_bound_bytes is allgather_time's)",
    latex=r"V^{*}_{\infty}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
allgather_latency_bound_bytes = define(
    "allgather_latency_bound_bytes",
    collective_latency_time * collective_bandwidth * axis_size / Max(axis_size - 1, 1),
    "byte",
    "array size below which a ring all-gather of n ≥ 2 chips is latency-bound: the crossover of allgather_time, "
    "n/(n−1) times the large-ring bound (one chip gathers nothing; n = 1 is read as 2)",
    latex=r"V^{*}_{\mathrm{AG}}",
    domain=Domain(low=0.0),  # zero without parallelism (a degree or an axis of 1)
)
switched_allgather_time = define(
    "switched_allgather_time",
    Max(hop_latency, (1 - 1 / axis_size) * collective_bytes / scaleup_bandwidth),
    "s",
    "all-gather on a switched domain (NVLink, NVL72): one hop, (n−1)/n·V through each GPU's scale-up port",
    latex=r"t_{\mathrm{AG}}^{\mathrm{sw}}",
)
switched_allreduce_time = define(
    "switched_allreduce_time",
    Max(hop_latency, collective_bytes / scaleup_bandwidth),
    "s",
    "all-reduce reduced in the switch (NVLS, SHARP): each GPU sends V and receives the reduced V once through its "
    "scale-up port, below the ring's 2(n−1)/n·V (NCCL runs it on NVSwitch systems: the floor a measurement meets)",
    latex=r"t_{\mathrm{AR}}^{\mathrm{sw}}",
)
dcn_allreduce_time_limit = define(
    "dcn_allreduce_time_limit",
    2 * collective_bytes / dcn_bandwidth,
    "s",
    "throughput-bound all-reduce of V bytes per chip over the data-centre network",
    latex=r"t_{\mathrm{AR}}^{\mathrm{dcn}}",
)

scaleout_allreduce_floor = define(
    "scaleout_allreduce_floor",
    collective_bytes * Max(0, Min(1, 2 * (1 - scaleup_domain / chips))) / (scaleup_domain * scaleout_bandwidth),
    "s",
    "all-reduce of V bytes per chip over N chips in domains of S_up, each chip with its NIC: every domain takes in "
    "at least the sum of the others' arrays (V, reduced in the network) and a ring over the domains 2(1 − S_up/N)·V, "
    "through its S_up NICs; zero inside one domain",
    latex=r"t_{\mathrm{AR}}^{\mathrm{out}}",
    domain=Domain(low=0.0),  # zero inside one domain
)

V5E = {ici_bandwidth: Q_(4.5e10, "byte/s"), hop_latency: Q_(1, "us")}  # TPUS: interconnect table; 1 µs per hop
V4P_CUBE = {ici_bandwidth: Q_(4.5e10, "byte/s"), hop_latency: Q_(1, "us"), axis_size: 4, ring_directions: 2}


@claim(source=f"{SHARDING}, §Case 3 (AllReduce = ReduceScatter + AllGather)")
def allreduce_is_reduce_scatter_plus_allgather():
    """A ring all-reduce costs exactly a reduce-scatter plus an all-gather: twice the steps, twice the hops."""
    return Claim(
        Eq(allreduce_time, reduce_scatter_time + allgather_time),
        derivation=Derivation(allreduce_time)
        .eq(unfold(allreduce_time), by="definition: 2(n−1) steps of V/n, 2·h hops")
        .eq(2 * Max(collective_latency_time, allgather_bandwidth_time), by="2·max(a, b) = max(2a, 2b)")
        .eq(reduce_scatter_time + allgather_time, by="reduce-scatter and all-gather share one schedule"),
        examples=(
            Example(
                {**V4P_CUBE, n_axes: 1, collective_bytes: 2 * 1024 * 4096},
                expect={allreduce_time_limit: Q_(186.4, "us")},
                rel_tol=0.001,
                note="scaling book Q2.3: 4·B·D/W_ici = 190 µs for bf16[1024, 4096] on a TPU v4p 4x4x4",
            ),
        ),
    )


@claim(source=f"{SHARDING}, §Case 2 (T_total = V/W_ici, independent of |X|)")
def ring_allgather_tends_to_bytes_over_bandwidth():
    """A ring all-gather's bandwidth term lies within V/n of V/(r·W·k): it tends to bytes over bandwidth."""
    gap = allgather_time_limit - allgather_bandwidth_time
    return Claim(
        And(Lt(allgather_bandwidth_time, allgather_time_limit), Le(gap, allgather_time_limit / axis_size)),
        hypotheses=(Ge(axis_size, 2),),
        derivation=None,
        examples=(
            Example(
                {**V5E, axis_size: 4, n_axes: 1, ring_directions: 2, collective_bytes: 2048 * 8192 * 2},
                expect={allgather_time_limit: Q_(377, "us")},
                rel_tol=0.02,
                note="scaling book pop quiz 2: AllGather_Y of bf16[2048, 8192] on a v5e, 34e6/9e10 = 377 µs",
            ),
        ),
    )


@claim(source=f"{SHARDING}, §Case 2 and Question 10")
def bidirectional_links_halve_the_time():
    """A wraparound link lets a ring send both ways: r directions divide the bandwidth term by r, halving a line's."""
    return Claim(
        Eq(
            ring_directions * allgather_bandwidth_time,
            (1 - 1 / axis_size) * collective_bytes / (ici_bandwidth * n_axes),
        ),
        examples=(
            Example(
                {**V5E, axis_size: 4, n_axes: 1, ring_directions: 1, collective_bytes: 2048 * 8192 * 2},
                expect={
                    allgather_time: Q_(560, "us"),
                    collective_hops: 3,
                    collective_latency_time: Q_(3, "us"),
                    collective_bandwidth: Q_(4.5e10, "byte/s"),
                },
                rel_tol=0.01,
                note="scaling book pop quiz 2: a v5e 4-axis has no wraparound, 3 × 8.4e6/4.5e10 = 560 µs",
            ),
        ),
    )


@claim(source=f"{SHARDING}, §Case 2 (AllGather over multiple axes)")
def more_axes_divide_the_time():
    """Gathering over k mesh axes uses k axes' links: the throughput-bound time is the one-axis time divided by k."""
    one_axis = unfold(allgather_time_limit).subs(n_axes, 1)
    return Claim(
        Eq(allgather_time_limit, one_axis / n_axes),
        examples=(
            Example(
                {**V4P_CUBE, n_axes: 2, collective_bytes: 2 * 1024 * 4096},
                expect={allgather_time_limit: Q_(46.6, "us"), collective_latency_time: Q_(4, "us")},
                rel_tol=0.01,
                note="scaling book Q2.2: AllGather_XY of bf16[1024, 4096] on a v4p 4x4x4, 46 µs, latency bound 4 µs",
            ),
        ),
    )


@claim(source=f"{SHARDING}, §A note on ICI latency")
def small_messages_are_latency_bound():
    """Below V* = t_lat·W_coll a collective is latency-bound: its hops outlast even the large-ring bandwidth term."""
    return Claim(
        And(
            Equivalent(
                Lt(collective_bytes, collective_latency_bound_bytes_limit),
                Gt(collective_latency_time, allgather_time_limit),
            ),
            Implies(
                Lt(collective_bytes, collective_latency_bound_bytes_limit),
                Eq(allgather_time, collective_latency_time),
            ),
        ),
        hypotheses=(Ge(axis_size, 2),),
        examples=(
            Example(
                {**V5E, axis_size: 4, n_axes: 1, ring_directions: 1, collective_bytes: 256 * 256 * 2},
                expect={allgather_time: Q_(3, "us")},
                rel_tol=0.01,
                note="scaling book pop quiz 2: bf16[256, 256] over a 4-chip line: 3 hops × 1 µs",
            ),
            Example(
                {**V4P_CUBE, n_axes: 1, collective_bytes: 128 * 2},
                expect={allgather_time: Q_(2, "us")},
                rel_tol=0.01,
                note="scaling book Q3: bf16[128] on a v4p ring of 4: 2 hops ≈ 2 µs",
            ),
            Example(V5E, expect={hop_latency_bound_bytes: Q_(45, "kB")}, note="scaling book: 4.5e10 × 1e-6 = 45 kB"),
        ),
    )


@claim(source=f"{SHARDING}, §Case 2 (|X|/2 hops on a ring); {TPUS}, Question 5")
def hops_to_the_farthest_chip():
    """The farthest chip is n − 1 hops away on a line and n/2 on a ring with wraparound."""
    return Claim(
        And(
            Implies(Eq(ring_directions, 1), Eq(collective_hops, n_axes * (axis_size - 1))),
            Implies(Eq(ring_directions, 2), Eq(collective_hops, n_axes * axis_size / 2)),
        ),
        examples=(Example({axis_size: 16, n_axes: 2}, expect={collective_hops: 16}, note="a 16x16 v5e torus: 8 + 8"),),
    )


@claim(source=f"{SHARDING}, Question 10 (AllToAll is a quarter of an AllGather)")
def ring_all_to_all_is_a_quarter_of_an_allgather():
    """A ring all-to-all takes 1/(2r) of an all-gather: a quarter on a bidirectional ring, half on a line."""
    return Claim(
        Eq(all_to_all_time_limit / allgather_time_limit, 1 / (2 * ring_directions)),
        examples=(
            Example(
                {ici_bandwidth: Q_(4.5e10, "byte/s"), n_axes: 1, ring_directions: 2, collective_bytes: 2 * 1024 * 4096},
                expect={all_to_all_time_limit: Q_(2 * 1024 * 4096 / 3.6e11, "s")},
            ),
        ),
    )


@claim(source=f"{TPUS}, Question 5 (ICI bandwidth)")
def point_to_point_is_latency_plus_bytes():
    """A send costs h hop latencies plus its bytes over the links in use; latency matters only for small sends."""
    return Claim(
        Equivalent(
            Le(p2p_hops * hop_latency, collective_bytes / (p2p_links * ici_bandwidth)),
            Le(p2p_time, 2 * collective_bytes / (p2p_links * ici_bandwidth)),
        ),
        examples=(
            Example(
                {**V5E, p2p_hops: 6, p2p_links: 2, collective_bytes: 2 * 8 * 128 * 8192},
                expect={p2p_time: Q_(194, "us")},
                rel_tol=0.02,
                note="scaling book Q5: bf16[8, 128, 8192] from TPU{0,0} to TPU{3,3} of a v5e 4x4: 188 + 6 = 194 µs",
            ),
        ),
    )


@claim(source="NCCL tests, doc/PERFORMANCE.md (bus bandwidth: all_gather busBw = algBw·(n−1)/n)")
def switched_domain_is_one_ring_step():
    """On a switched domain every GPU is one hop away: an all-gather is (n−1)/n·V at the scale-up port rate."""
    return Claim(
        Equivalent(
            Ge((1 - 1 / axis_size) * collective_bytes / scaleup_bandwidth, hop_latency),
            Eq(switched_allgather_time, (1 - 1 / axis_size) * collective_bytes / scaleup_bandwidth),
        ),
        examples=(
            Example(
                {
                    axis_size: 8,
                    scaleup_bandwidth: Q_(450, "GB/s"),
                    hop_latency: Q_(1, "us"),
                    collective_bytes: Q_(1, "GB"),
                },
                expect={switched_allgather_time: Q_(7 / 8 / 450, "s")},
                note="H100 HGX: 8 GPUs, 450 GB/s per direction",
            ),
        ),
    )


NCCL_TESTS = "NCCL tests, doc/PERFORMANCE.md (all_reduce busBw = algBw·2(n−1)/n); Patarasuk & Yuan (2009)"
#: two 8-GPU H100 servers, one 200 Gb/s NIC per GPU (GCP A3 Mega), an 8 GiB array per GPU
A3_MEGA = {
    chips: 16,
    scaleup_domain: 8,
    scaleout_bandwidth: Q_(25, "GB/s"),
    collective_bytes: Q_(8 * 2**30, "byte"),
}


@claim(source=f"{NCCL_TESTS}; in-network reduction (SHARP) sends each domain's partial sum once")
def a_multi_node_allreduce_takes_at_least_the_array_through_each_domains_nics():
    """Across domains an all-reduce takes at least V through each domain's NICs, in-network reduction included;
    the ring over the domains never beats it, and from two domains up neither does anything else."""
    domains = chips / scaleup_domain
    ring = 2 * (1 - 1 / domains) * collective_bytes / (scaleup_domain * scaleout_bandwidth)
    return Claim(
        And(
            Implies(Ge(chips, scaleup_domain), Le(scaleout_allreduce_floor, ring)),
            Le(scaleout_allreduce_floor, collective_bytes / (scaleup_domain * scaleout_bandwidth)),
            Implies(
                Ge(chips, 2 * scaleup_domain),
                Eq(scaleout_allreduce_floor, collective_bytes / (scaleup_domain * scaleout_bandwidth)),
            ),
            Implies(Le(chips, scaleup_domain), Eq(scaleout_allreduce_floor, 0)),
        ),
        hypotheses=(Ge(chips, 1),),
        examples=(
            Example(
                A3_MEGA,
                expect={scaleout_allreduce_floor: Q_(8 * 2**30 / (8 * 25e9), "s")},
                rel_tol=1e-9,
                note="two A3 Mega servers: 8 GiB through eight 25 GB/s NICs, 43 ms (a measured 47.5 ms)",
            ),
            Example(
                {**A3_MEGA, chips: 8},
                expect={scaleout_allreduce_floor: Q_(0, "s")},
                note="one server: the all-reduce never leaves NVLink",
            ),
        ),
    )


@claim(source=f"{TPUS}, §DCN; {TEXTBOOK}, Part 5 'How to Parallelize a Transformer for Training' §DCN")
def dcn_is_slower_than_ici_by_the_bandwidth_ratio():
    """The same all-reduce over the data-centre network takes r·k·W_link/W_dcn times as long as over ICI."""
    return Claim(
        Eq(dcn_allreduce_time_limit / allreduce_time_limit, collective_bandwidth / dcn_bandwidth),
        examples=(
            Example(
                {
                    ici_bandwidth: Q_(100, "GB/s"),
                    n_axes: 3,
                    ring_directions: 2,
                    dcn_bandwidth: Q_(50, "Gbit/s"),
                    collective_bytes: Q_(1, "GB"),
                },
                expect={dcn_allreduce_time_limit / allreduce_time_limit: 96},
                note="TPU v5p: 6 links of 100 GB/s per direction against 50 Gb/s of DCN per chip",
            ),
        ),
    )


@claim(source=f"{TPUS}, §TPU networking; the catalog's per-chip ICI figures")
def a_collective_over_every_torus_axis_uses_every_link():
    """A bidirectional ring over all links/2 axes of a torus drives every link: W_coll is the chip's link total."""
    full_torus = unfold(collective_bandwidth).subs({ring_directions: 2, n_axes: ici_links / 2})
    return Claim(
        Eq(full_torus, ici_chip_bandwidth),
        examples=(
            Example(
                {ici_links: 6, ici_bandwidth: Q_(100, "GB/s")},
                expect={ici_chip_bandwidth: Q_(600, "GB/s")},
                note="TPU v5p: 6 links × 100 GB/s per direction = 600 GB/s, Google's 1,200 GB/s bidirectional per chip",
            ),
        ),
    )
