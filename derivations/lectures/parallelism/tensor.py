"""§4.3 Tensor parallelism, mixed FSDP + TP, and the decode bound.

Tensor (model) parallelism over Y chips splits d_ff: each layer all-gathers its input
activations and reduce-scatters its output, 2·B·d_model·b_act bytes over the ring, while
its compute shrinks as 1/Y. Mixed with FSDP over X = N/Y chips, the weight gathers shrink
with Y and the activation collectives with X; the best X balances the two.
"""

from sympy import Eq, Equivalent, Ge, Le, Max, sqrt

from chalk import Q_, Claim, Derivation, Example, claim, define, unfold
from chalk.derivations.lectures.parallelism.collectives import collective_bandwidth
from chalk.derivations.lectures.parallelism.data_parallel import TRAINING, V5P_TEXTBOOK, batch_per_chip
from chalk.vocabulary import (
    TEXTBOOK,
    batch,
    bytes_per_activation,
    bytes_per_param,
    chips,
    d_ff,
    d_model,
    flops_per_param,
    fsdp_axes,
    fsdp_degree,
    global_batch_tokens,
    hbm_bandwidth,
    ici_bandwidth,
    mlp_matrices,
    n_axes,
    params_mlp,
    params_per_entry,
    peak_flops,
    ring_directions,
    tokens_per_step,
    tp_axes,
    tp_degree,
)

APPLIED_INFERENCE = f"{TEXTBOOK}, Part 8 'Serving LLaMA 3-70B on TPUs'"

ici_axis_bandwidth = define(
    "ici_axis_bandwidth",
    ring_directions * ici_bandwidth,
    "byte/s",
    "bytes per second one mesh axis moves per chip (the textbook's bidirectional W_ici on a ring)",
    latex=r"W_{\mathrm{ici}}",
)
tp_layer_compute_time = define(
    "tp_layer_compute_time",
    flops_per_param * batch_per_chip * tp_degree * params_mlp / (tp_degree * peak_flops),
    "s",
    "forward matmuls of one layer split over Y chips (the group holds Y chips' share of tokens)",
    latex=r"t_{\mathrm{fwd}}^{\mathrm{TP}}",
)
tp_layer_comm_time = define(
    "tp_layer_comm_time",
    2 * batch_per_chip * tp_degree * d_model * bytes_per_activation / collective_bandwidth,
    "s",
    "forward all-gather of the input and reduce-scatter of the output activations of one layer",
    latex=r"t_{\mathrm{comm}}^{\mathrm{TP}}",
)
tp_layer_time = define(
    "tp_layer_time",
    3 * Max(tp_layer_compute_time, tp_layer_comm_time),
    "s",
    "one layer's training time under tensor parallelism (the backward pass doubles both terms)",
    latex=r"t_{\mathrm{layer}}^{\mathrm{TP}}",
)
tp_max_degree = define(
    "tp_max_degree",
    flops_per_param
    * mlp_matrices
    * d_ff
    * params_per_entry
    * collective_bandwidth
    / (2 * bytes_per_activation * peak_flops),
    "1",
    "largest tensor-parallel degree before communication dominates: c·n_mlp·F/(2·b_act·C/W_coll) "
    "(the textbook's k·F/(C/W_ici) is two bf16 matrices; a gated MLP has three)",
    latex=r"Y_{\max}",
)
fsdp_tp_compute_time = define(
    "fsdp_tp_compute_time",
    flops_per_param * global_batch_tokens * params_mlp / (chips * peak_flops),
    "s",
    "forward matmuls of one layer on N = X·Y chips",
    latex=r"t_{\mathrm{fwd}}^{XY}",
)
fsdp_tp_comm_time = define(
    "fsdp_tp_comm_time",
    params_mlp * bytes_per_param * fsdp_degree / (chips * ici_axis_bandwidth * fsdp_axes)
    + 2 * global_batch_tokens * d_model * bytes_per_activation / (fsdp_degree * ici_axis_bandwidth * tp_axes),
    "s",
    "forward collectives of one layer under FSDP × TP: weight shards over X's axes, activations over Y's",
    latex=r"t_{\mathrm{comm}}^{XY}",
)
fsdp_tp_optimal_fsdp_degree = define(
    "fsdp_tp_optimal_fsdp_degree",
    sqrt(
        2
        * global_batch_tokens
        * d_model
        * bytes_per_activation
        * chips
        * fsdp_axes
        / (params_mlp * bytes_per_param * tp_axes)
    ),
    "1",
    "FSDP degree that minimises FSDP × TP communication (the textbook's √(2·B·N/F) is bf16, M_X = 2·M_Y)",
    latex=r"X_{\mathrm{opt}}",
)
fsdp_tp_min_batch_per_chip = define(
    "fsdp_tp_min_batch_per_chip",
    8
    * bytes_per_param
    * bytes_per_activation
    * peak_flops**2
    / (flops_per_param**2 * mlp_matrices * d_ff * params_per_entry * ici_axis_bandwidth**2 * fsdp_axes * tp_axes),
    "token",
    "per-chip batch above which optimal FSDP × TP is compute-bound (the textbook's 2·(C/W_ici)²/F is bf16, "
    "two matrices; a gated MLP has three)",
    latex=r"B^{*}_{XY}",
)
tp_decode_ici_time = define(
    "tp_decode_ici_time",
    batch * tokens_per_step * d_model * bytes_per_activation / collective_bandwidth,
    "s",
    "decode: one activation collective of a tensor-parallel matmul",
    latex=r"t_{\mathrm{ici}}^{\mathrm{dec}}",
)
tp_decode_hbm_time = define(
    "tp_decode_hbm_time",
    d_model * d_ff * params_per_entry * bytes_per_param / (tp_degree * hbm_bandwidth),
    "s",
    "decode: reading one d_model × d_ff matrix's 1/Y share from HBM",
    latex=r"t_{\mathrm{hbm}}^{\mathrm{dec}}",
)
tp_decode_max_degree = define(
    "tp_decode_max_degree",
    d_ff
    * params_per_entry
    * bytes_per_param
    * collective_bandwidth
    / (batch * tokens_per_step * bytes_per_activation * hbm_bandwidth),
    "1",
    "largest tensor-parallel degree in memory-bound decode before the collectives outlast the weight read",
    latex=r"Y_{\max}^{\mathrm{dec}}",
)

TEXTBOOK_BF16 = {**V5P_TEXTBOOK, bytes_per_activation: 2, mlp_matrices: 2}  # the textbook's two-matrix MLP


@claim(source=f"{TRAINING}, §Tensor Parallelism")
def tensor_parallelism_is_compute_bound_below_the_max_degree():
    """Tensor parallelism is compute-bound iff Y ≤ k·F·W_ici/C: its collectives grow with the batch as compute does."""
    return Claim(
        Equivalent(Ge(tp_layer_compute_time, tp_layer_comm_time), Le(tp_degree, tp_max_degree)),
        derivation=Derivation(Ge(tp_layer_compute_time, tp_layer_comm_time))
        .iff(
            Ge(
                flops_per_param * mlp_matrices * d_ff * params_per_entry / peak_flops,
                2 * tp_degree * bytes_per_activation / collective_bandwidth,
            ),
            by="divide by the group's tokens and d_model > 0",
        )
        .iff(Le(tp_degree, tp_max_degree), by="solve for Y"),
        examples=(
            Example(
                {**TEXTBOOK_BF16, d_ff: 28672, n_axes: 1},
                expect={tp_max_degree: 11.2},
                rel_tol=0.02,
                note="scaling book Part 6: Y > n_axes·F/2550 ≈ n_axes·11 for LLaMA-3 70B (F = 28,672)",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Mixed FSDP and Tensor Parallelism")
def optimal_fsdp_degree_minimises_communication():
    """X = √(2·B·N/F) minimises FSDP × TP communication: weight gathers grow with X, activation collectives shrink."""
    best = unfold(fsdp_tp_comm_time).subs(fsdp_degree, unfold(fsdp_tp_optimal_fsdp_degree))
    return Claim(
        Ge(fsdp_tp_comm_time, best),
        examples=(
            Example(
                {**TEXTBOOK_BF16, chips: 64, global_batch_tokens: 48_000, d_ff: 32768, d_model: 8192, fsdp_degree: 16},
                expect={fsdp_tp_optimal_fsdp_degree: 13.9},
                rel_tol=0.02,
                note="scaling book: N = 64 (4x4x4), B = 48,000, F = 32,768 gives X ≈ 13.9 (so X = 16, Y = 4)",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Mixed FSDP and Tensor Parallelism")
def fsdp_tp_is_compute_bound_above_the_batch_floor():
    """At its best split FSDP × TP is compute-bound iff each chip has ≥ 2·(C/W_ici)²/F tokens: about half FSDP's."""
    best = unfold(fsdp_tp_comm_time).subs(fsdp_degree, unfold(fsdp_tp_optimal_fsdp_degree))
    return Claim(
        Equivalent(Ge(fsdp_tp_compute_time, best), Ge(global_batch_tokens / chips, fsdp_tp_min_batch_per_chip)),
        examples=(
            Example(
                {**TEXTBOOK_BF16, d_ff: 32768},
                expect={fsdp_tp_min_batch_per_chip: Q_(400, "token")},
                rel_tol=0.02,
                note="scaling book: F = 32,768, α = 2550, M_X·M_Y = 2: B/N > 400",
            ),
            Example(
                {**TEXTBOOK_BF16, d_ff: 13824},
                expect={fsdp_tp_min_batch_per_chip: Q_(940, "token")},
                rel_tol=0.02,
                note="scaling book Q3: LLaMA-2 13B (F = 13,824): 2·2550²/F = 940",
            ),
        ),
    )


@claim(source=f"{APPLIED_INFERENCE}, §sharding during generation")
def decode_allows_more_tensor_parallelism_at_small_batch():
    """In decode TP hides under the weight read iff Y ≤ F·b_w·W_ici/(B·b_act·W_hbm): small batches allow more chips."""
    return Claim(
        Equivalent(Le(tp_decode_ici_time, tp_decode_hbm_time), Le(tp_degree, tp_decode_max_degree)),
        examples=(
            Example(
                {
                    ici_bandwidth: Q_(4.5e10, "byte/s"),
                    ring_directions: 2,
                    n_axes: 1,
                    hbm_bandwidth: Q_(8.1e11, "byte/s"),
                    bytes_per_param: 2,
                    bytes_per_activation: 2,
                    batch: 64,
                    d_ff: 28672,
                    d_model: 8192,
                    tp_degree: 32,
                },
                expect={tp_decode_max_degree: 49.8, tp_decode_hbm_time: Q_(18.1, "us")},
                rel_tol=0.01,
                note="scaling book: Y = F/(8·B) = 56 with W_hbm/W_ici rounded to 8; at 8.1e11/9e10 = 9 it is 49.8",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Mixed FSDP and Tensor Parallelism")
def optimal_fsdp_degree_is_root_two_b_n_over_f():
    """With two MLP matrices and two FSDP axes per TP axis, X_opt = √(2·B·N/F) (b_act/b_w = 1 parameter/token)."""
    return Claim(
        Eq(
            fsdp_tp_optimal_fsdp_degree,
            sqrt(2 * global_batch_tokens * chips * bytes_per_activation / (d_ff * params_per_entry * bytes_per_param)),
        ),
        given={
            mlp_matrices: 2,
            fsdp_axes: 2,
            tp_axes: 1,
        },
        examples=(
            Example(
                {
                    chips: 64,
                    global_batch_tokens: 48_000,
                    d_ff: 32768,
                    d_model: 8192,
                    bytes_per_param: 2,
                    bytes_per_activation: 2,
                },
                expect={fsdp_tp_optimal_fsdp_degree: 13.69},
                rel_tol=0.001,
            ),
        ),
    )
