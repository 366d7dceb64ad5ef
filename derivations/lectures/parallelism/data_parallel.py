"""§4.2 Data parallelism and FSDP: compute of one layer against its gradient and weight
collectives, the per-chip batch above which training is compute-bound, how many chips a
global batch can span, and the per-pod batch over the data-centre network.

One layer is its MLP (``params_mlp`` = n_mlp·d_model·d_ff parameters). Data parallelism
all-reduces the gradients in the backward pass (2 FLOP·2 per parameter-token of compute
there); FSDP all-gathers the weights in the forward pass and again in the backward pass,
where it also reduce-scatters the gradients. Collectives are taken in their large-ring
limit, an upper bound on the ring's time, so the batches found here suffice on any ring.
"""

from sympy import And, Eq, Equivalent, Ge, Implies, Le, Max

from chalk import Q_, Claim, Derivation, Example, claim, define
from chalk.derivations.lectures.parallelism.collectives import collective_bandwidth
from chalk.vocabulary import (
    TEXTBOOK,
    bytes_per_param,
    chips,
    d_ff,
    d_model,
    dcn_bandwidth,
    flops_per_param,
    global_batch_tokens,
    ici_bandwidth,
    mlp_matrices,
    n_axes,
    params_mlp,
    peak_flops,
    ring_directions,
)

TRAINING = f"{TEXTBOOK}, Part 5 'How to Parallelize a Transformer for Training'"


def _critical_batch(bandwidth):
    """Tokens per chip at which a layer's matmuls (c_fwd·B·N FLOP) take as long as moving its
    N·b_w bytes at ``bandwidth``: the batch above which that transfer hides under compute."""
    return bytes_per_param * peak_flops / (flops_per_param * bandwidth)


batch_per_chip = define(
    "batch_per_chip", global_batch_tokens / chips, "token", "tokens of the global batch on each chip", latex="B/N"
)
forward_layer_compute_time = define(
    "forward_layer_compute_time",
    flops_per_param * batch_per_chip * params_mlp / peak_flops,
    "s",
    "forward matmuls of one layer on one chip's share of the batch",
    latex=r"t_{\mathrm{fwd}}",
)
backward_layer_compute_time = define(
    "backward_layer_compute_time",
    2 * forward_layer_compute_time,
    "s",
    "backward matmuls of one layer (twice the forward: gradients of inputs and of weights)",
    latex=r"t_{\mathrm{bwd}}",
)
layer_weight_allgather_time = define(
    "layer_weight_allgather_time",
    params_mlp * bytes_per_param / collective_bandwidth,
    "s",
    "all-gather (or reduce-scatter) of one layer's weights or gradients, large-ring limit",
    latex=r"t_{\mathrm{AG}}^{\mathrm{layer}}",
)
dp_layer_comm_time = define(
    "dp_layer_comm_time",
    2 * layer_weight_allgather_time,
    "s",
    "data parallelism: the gradient all-reduce of one layer (reduce-scatter + all-gather)",
    latex=r"t_{\mathrm{comm}}^{\mathrm{DP}}",
)
fsdp_layer_comm_time = define(
    "fsdp_layer_comm_time",
    3 * layer_weight_allgather_time,
    "s",
    "FSDP: weights gathered forward and backward, gradients reduce-scattered, for one layer",
    latex=r"t_{\mathrm{comm}}^{\mathrm{FSDP}}",
)
dp_layer_time = define(
    "dp_layer_time",
    forward_layer_compute_time + Max(backward_layer_compute_time, dp_layer_comm_time),
    "s",
    "one layer's training time under data parallelism: the all-reduce overlaps the backward pass only",
    latex=r"t_{\mathrm{layer}}^{\mathrm{DP}}",
)
fsdp_layer_time = define(
    "fsdp_layer_time",
    Max(forward_layer_compute_time, layer_weight_allgather_time)
    + Max(backward_layer_compute_time, 2 * layer_weight_allgather_time),
    "s",
    "one layer's training time under FSDP: each pass overlaps its own collectives",
    latex=r"t_{\mathrm{layer}}^{\mathrm{FSDP}}",
)
dp_critical_batch_per_chip = define(
    "dp_critical_batch_per_chip",
    _critical_batch(collective_bandwidth),
    "token",
    "per-chip batch above which data parallelism is compute-bound: C/W_ici ÷ axes (bf16)",
    latex=r"B^{*}_{\mathrm{DP}}",
)
fsdp_critical_batch_per_chip = define(
    "fsdp_critical_batch_per_chip",
    _critical_batch(collective_bandwidth),
    "token",
    "per-chip batch above which FSDP is compute-bound (forward and backward alike)",
    latex=r"B^{*}_{\mathrm{FSDP}}",
)
dp_max_chips = define(
    "dp_max_chips",
    global_batch_tokens / dp_critical_batch_per_chip,
    "1",
    "most chips a global batch can span with data parallelism or FSDP and stay compute-bound",
    latex=r"N_{\max}",
)
dp_min_global_batch = define(
    "dp_min_global_batch",
    chips * dp_critical_batch_per_chip,
    "token",
    "smallest global batch that keeps N chips compute-bound under data parallelism or FSDP",
    latex=r"B_{\min}",
)
dcn_layer_comm_time = define(
    "dcn_layer_comm_time",
    2 * params_mlp * bytes_per_param / (chips * dcn_bandwidth),
    "s",
    "all-reduce across pods of each chip's 1/N shard of one layer's gradients over the DCN",
    latex=r"t_{\mathrm{comm}}^{\mathrm{DCN}}",
)
dcn_critical_batch_per_pod = define(
    "dcn_critical_batch_per_pod",
    _critical_batch(dcn_bandwidth),
    "token",
    "per-pod batch above which data parallelism across pods is compute-bound: C/W_dcn per chip",
    latex=r"B^{*}_{\mathrm{pod}}",
)

V5P_TEXTBOOK = {
    peak_flops: Q_(4.59e14, "FLOP/s"),
    ici_bandwidth: Q_(9e10, "byte/s"),
    ring_directions: 2,
    bytes_per_param: 2,
}  # TPUs table: 4.59e14 bf16 FLOP/s, 9e10 one-way per link; bf16 weights
LLAMA3_70B_MLP = {d_model: 8192, d_ff: 28672, mlp_matrices: 3}


@claim(source=f"{TRAINING}, §Data Parallelism")
def data_parallelism_is_compute_bound_above_the_critical_batch():
    """Data parallelism hides its gradient all-reduce under the backward pass iff each chip has ≥ C/W_ici ÷ k tokens."""
    return Claim(
        Equivalent(Ge(backward_layer_compute_time, dp_layer_comm_time), Ge(batch_per_chip, dp_critical_batch_per_chip)),
        derivation=Derivation(Ge(backward_layer_compute_time, dp_layer_comm_time))
        .iff(
            Ge(2 * flops_per_param * batch_per_chip / peak_flops, 2 * bytes_per_param / collective_bandwidth),
            by="divide by the layer's parameters N_mlp > 0",
        )
        .iff(Ge(batch_per_chip, dp_critical_batch_per_chip), by="multiply by C/(2·c_fwd) > 0"),
        examples=(
            Example(
                {**V5P_TEXTBOOK, n_axes: 1},
                expect={dp_critical_batch_per_chip: Q_(2550, "token")},
                rel_tol=0.01,
                note="scaling book: C = 4.6e14, W = 2 × 9e10: at least 2,550 tokens per chip",
            ),
            Example(
                {**V5P_TEXTBOOK, n_axes: 3, chips: 8960},
                expect={dp_critical_batch_per_chip: Q_(850, "token"), dp_min_global_batch: Q_(7.6e6, "token")},
                rel_tol=0.01,
                note="scaling book: all three axes: 850 per chip, 7.6M tokens per pod of 8,960 chips",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Fully-Sharded Data Parallelism (FSDP)")
def fsdp_has_the_data_parallel_critical_batch():
    """FSDP's extra weight gathers cost nothing: each pass balances at the same per-chip batch as data parallelism."""
    return Claim(
        And(
            Equivalent(
                Ge(forward_layer_compute_time, layer_weight_allgather_time),
                Ge(batch_per_chip, fsdp_critical_batch_per_chip),
            ),
            Equivalent(
                Ge(backward_layer_compute_time, 2 * layer_weight_allgather_time),
                Ge(batch_per_chip, fsdp_critical_batch_per_chip),
            ),
            Eq(fsdp_critical_batch_per_chip, dp_critical_batch_per_chip),
        ),
        examples=(
            Example(
                {**V5P_TEXTBOOK, n_axes: 1},
                expect={fsdp_critical_batch_per_chip: Q_(2550, "token")},
                rel_tol=0.01,
                note="scaling book: FSDP and DP are both bandwidth-bound below 2550/n_axes on TPU v5p",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §FSDP (LLaMA-3 70B on 18,823 chips)")
def a_global_batch_spans_a_bounded_number_of_chips():
    """A global batch of B tokens keeps at most B/B* chips compute-bound: more chips only wait on collectives."""
    return Claim(
        Equivalent(Le(chips, dp_max_chips), Ge(batch_per_chip, dp_critical_batch_per_chip)),
        examples=(
            Example(
                {**V5P_TEXTBOOK, n_axes: 3, global_batch_tokens: 16e6},
                expect={dp_max_chips: 18_823},
                rel_tol=0.01,
                note="scaling book: 16M tokens over 16e6/(2550/3) = 18,823 chips",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Mixed FSDP and tensor parallelism, DCN")
def pods_stay_compute_bound_above_the_dcn_batch():
    """Data parallelism across pods over the DCN is compute-bound iff each pod's batch exceeds C/W_dcn per chip."""
    pod_backward = 2 * flops_per_param * (global_batch_tokens / chips) * params_mlp / peak_flops
    return Claim(
        Equivalent(Ge(pod_backward, dcn_layer_comm_time), Ge(global_batch_tokens, dcn_critical_batch_per_pod)),
        examples=(
            Example(
                {peak_flops: Q_(4.5e14, "FLOP/s"), dcn_bandwidth: Q_(2.5e10 / 4, "byte/s"), bytes_per_param: 2},
                expect={dcn_critical_batch_per_pod: Q_(72_000, "token")},
                rel_tol=0.001,
                note="scaling book: 4.5e14 FLOP/s and 2.5e10 B/s of DCN per host of 4 chips; it prints 76,000 "
                "after a slip (8k × 4.5e14 = 3.6e18, not 3.8e18)",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Data Parallelism and §FSDP")
def dp_and_fsdp_layers_take_three_forward_passes_above_the_critical_batch():
    """Above B* a layer costs its compute alone (3 forward passes) under DP and FSDP; below it FSDP waits longer."""
    return Claim(
        And(
            Implies(
                Ge(batch_per_chip, dp_critical_batch_per_chip),
                Eq(dp_layer_time, 3 * forward_layer_compute_time) & Eq(fsdp_layer_time, 3 * forward_layer_compute_time),
            ),
            Le(dp_layer_time, fsdp_layer_time),
        ),
        examples=(
            Example(
                {**V5P_TEXTBOOK, **LLAMA3_70B_MLP, n_axes: 1, chips: 64, global_batch_tokens: 64 * 1000},
                expect={dp_layer_time: Q_(2 * 1000 * 3 * 8192 * 28672 / 4.59e14 + 4 * 3 * 8192 * 28672 / 1.8e11, "s")},
                rel_tol=1e-6,
                note="1,000 tokens per chip, below B* = 2,550: the all-reduce shows",
            ),
        ),
    )
