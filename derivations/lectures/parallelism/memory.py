"""§4.5 Training memory: weights, gradients and optimizer state by precision recipe,
activation checkpoints by policy, the largest model that fits per chip under each
parallelism, and MFU from an observed step time.

Mixed-precision Adam keeps bf16 weights and gradients (2 + 2 bytes) and fp32 master
weights, first and second moments (4 + 4 + 4): 16 bytes per parameter (ZeRO's 2 + 2 + K
with K = 12). ZeRO stages shard more of it over the data-parallel chips: the optimizer
state (stage 1), then the gradients (2), then the weights (3, FSDP).
"""

from sympy import Eq, Equivalent, Le

from chalk import Q_, Claim, Example, Sourced, claim, declared, define, quantity
from chalk.derivations.lectures.parallelism.data_parallel import TRAINING
from chalk.vocabulary import (
    bytes_per_activation,
    bytes_per_param,
    checkpoints_per_layer,
    chips,
    d_ff,
    d_model,
    ffn_checkpoints_per_layer,
    flops_per_param,
    fsdp_degree,
    global_batch_tokens,
    hbm_capacity,
    n_layers,
    params_active,
    params_total,
    peak_flops,
    replicated_bytes_per_param,
    tp_degree,
    train_bytes_per_param,
    train_step_time,
)

ZERO = "Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion Parameter Models (arXiv:1910.02054)"

grad_bytes_per_param = quantity(
    "grad_bytes_per_param",
    "byte/parameter",
    "bytes per gradient entry",
    text="b_g",
    latex=r"b_{g}",
    default=2,
    source=f"{ZERO}, §3.1: fp16 gradients, 2Ψ bytes",
)
optimizer_bytes_per_param = quantity(
    "optimizer_bytes_per_param",
    "byte/parameter",
    "optimizer state per parameter (Adam in mixed precision: fp32 master weights, momentum, variance)",
    text="K",
    default=12,
    source=f"{ZERO}, §3.1: K = 12 bytes (4 + 4 + 4) for mixed-precision Adam",
)
train_bytes_recipe = define(
    "train_bytes_recipe",
    bytes_per_param + grad_bytes_per_param + optimizer_bytes_per_param,
    "byte/parameter",
    "training state per parameter of a recipe: weights + gradients + optimizer state",
    latex=r"b_{\mathrm{recipe}}",
)
model_state_bytes_per_chip = define(
    "model_state_bytes_per_chip",
    params_total
    * (replicated_bytes_per_param + (train_bytes_per_param - replicated_bytes_per_param) / fsdp_degree)
    / tp_degree,
    "byte",
    "weights, gradients and optimizer state on one chip: the replicated part whole, the rest over X, all over Y",
    latex=r"M_{\mathrm{state}}",
)
activation_checkpoint_bytes = define(
    "activation_checkpoint_bytes",
    n_layers
    * global_batch_tokens
    * bytes_per_activation
    * (checkpoints_per_layer * d_model + ffn_checkpoints_per_layer * d_ff),
    "byte",
    "activations saved for the backward pass over the whole batch: c_D d_model-wide and c_F d_ff-wide per layer",
    latex=r"M_{\mathrm{act}}",
)
training_memory_per_chip = define(
    "training_memory_per_chip",
    model_state_bytes_per_chip + activation_checkpoint_bytes / chips,
    "byte",
    "HBM one chip needs in training: its model state and its share of the checkpoints",
    latex=r"M_{\mathrm{chip}}",
)
max_params_trainable = define(
    "max_params_trainable",
    (hbm_capacity - activation_checkpoint_bytes / chips)
    * tp_degree
    / (replicated_bytes_per_param + (train_bytes_per_param - replicated_bytes_per_param) / fsdp_degree),
    "parameter",
    "largest model whose training state and checkpoints fit in one chip's HBM under the given sharding",
    latex=r"N_{\max}^{\mathrm{train}}",
)
observed_mfu = define(
    "observed_mfu",
    3 * flops_per_param * params_active * global_batch_tokens / (chips * peak_flops * train_step_time),
    "1",
    "model FLOP utilisation from an observed step time: 6·N·B FLOPs over N_chips·C·t",
    latex=r"\mathrm{MFU}_{\mathrm{obs}}",
)


LLAMA2_13B = {n_layers: 40, d_model: 5120, d_ff: 13824}  # scaling book Part 5 Q1-Q3
TEXTBOOK_CHECKPOINTS = {checkpoints_per_layer: 1, ffn_checkpoints_per_layer: 2, bytes_per_activation: 2}
ZERO_7_5B = {params_total: 7.5e9, train_bytes_per_param: 16, tp_degree: 1}


@claim(source=f"{ZERO}, §3.1 and Figure 1")
def mixed_precision_adam_is_sixteen_bytes_per_parameter():
    """Mixed-precision Adam keeps 2 + 2 + 12 = 16 bytes per parameter: eight times the bf16 weights alone."""
    return Claim(
        Eq(train_bytes_recipe, 8 * bytes_per_param),
        given={
            bytes_per_param: Sourced(Q_(2, "byte/parameter"), f"{ZERO}, §3.1: fp16 parameters, 2Ψ bytes"),
            grad_bytes_per_param: declared(grad_bytes_per_param).default,
            optimizer_bytes_per_param: declared(optimizer_bytes_per_param).default,
        },
        examples=(
            Example(
                {**ZERO_7_5B, fsdp_degree: 64, replicated_bytes_per_param: 16},
                expect={model_state_bytes_per_chip: Q_(120, "GB")},
                note="ZeRO Figure 1: baseline data parallelism, Ψ = 7.5B: 120 GB per device",
            ),
        ),
    )


@claim(source=f"{ZERO}, Figure 1 (Ψ = 7.5B, K = 12, N_d = 64)")
def zero_stages_shard_the_training_state():
    """Sharding more of the state never adds memory: ZeRO-1, -2, -3 take 120 GB to 31.4, 16.6 and 1.9 GB."""
    return Claim(
        Le(model_state_bytes_per_chip, params_total * train_bytes_per_param / tp_degree),
        hypotheses=(Le(replicated_bytes_per_param, train_bytes_per_param), Le(1, fsdp_degree)),
        examples=tuple(
            Example(
                {**ZERO_7_5B, fsdp_degree: 64, replicated_bytes_per_param: rep},
                expect={model_state_bytes_per_chip: Q_(gb, "GB")},
                rel_tol=0.02,
                note=f"ZeRO Figure 1, {stage}: {gb} GB per device",
            )
            for rep, gb, stage in ((4, 31.4, "P_os"), (2, 16.6, "P_os+g"), (0, 1.9, "P_os+g+p"))
        ),
    )


@claim(source=f"{TRAINING}, Questions 2 and 3")
def checkpoints_dominate_training_memory():
    """Checkpointing three matmul outputs per layer stores 2·L·B·(D + 2F) bytes: 42 TB for LLaMA-2 13B at 16M."""
    return Claim(
        Eq(
            activation_checkpoint_bytes,
            n_layers * global_batch_tokens * bytes_per_activation * (d_model + 2 * d_ff),
        ),
        given={checkpoints_per_layer: 1, ffn_checkpoints_per_layer: 2},
        examples=(
            Example(
                {**LLAMA2_13B, **TEXTBOOK_CHECKPOINTS, global_batch_tokens: 16e6},
                expect={activation_checkpoint_bytes: Q_(4.2e13, "byte")},
                rel_tol=0.01,
                note="scaling book Part 5 Q2: 2·40·16e6·5,120·(1 + 2·2.7) ≈ 42 TB",
            ),
            Example(
                {**LLAMA2_13B, **TEXTBOOK_CHECKPOINTS, global_batch_tokens: 3e6},
                expect={activation_checkpoint_bytes: Q_(7.86e12, "byte")},
                rel_tol=0.01,
                note="scaling book Part 5 Q3: 3M tokens: ≈ 7.86e12 bytes",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §Data Parallelism (HBM/10 parameters)")
def largest_trainable_model_fills_hbm():
    """A model fits for training iff N ≤ (HBM − checkpoints per chip)·Y over its state bytes per parameter per chip."""
    return Claim(
        Equivalent(Le(training_memory_per_chip, hbm_capacity), Le(params_total, max_params_trainable)),
        hypotheses=(Le(replicated_bytes_per_param, train_bytes_per_param),),
        examples=(
            Example(
                {
                    hbm_capacity: Q_(96, "GB"),
                    train_bytes_per_param: 10,
                    replicated_bytes_per_param: 10,
                    fsdp_degree: 1,
                    tp_degree: 1,
                    chips: 1,
                    n_layers: 1,
                    global_batch_tokens: 1,
                    checkpoints_per_layer: 0,
                    bytes_per_activation: 2,
                    d_model: 8192,
                    d_ff: 28672,
                    params_total: 9e9,
                },
                expect={max_params_trainable: Q_(9.6e9, "parameter")},
                note="scaling book: pure DP with bf16 weights and fp32 Adam moments (10 bytes) on 96 GB: "
                "HBM/10 = 9.6B ('roughly 9B')",
            ),
        ),
    )


@claim(source=f"{TRAINING}, §FSDP (LLaMA-3 70B in 17 days at 50% MFU)")
def observed_mfu_is_ideal_over_observed_time():
    """MFU from a step time is 6·N·B/(N_chips·C·t): at most 1 iff the step takes at least the ideal compute time."""
    ideal = 3 * flops_per_param * params_active * global_batch_tokens / (chips * peak_flops)
    return Claim(
        Equivalent(Le(observed_mfu, 1), Le(ideal, train_step_time)),
        examples=(
            Example(
                {
                    params_active: 70e9,
                    global_batch_tokens: 16e6,
                    chips: 18_823,
                    peak_flops: Q_(4.59e14, "FLOP/s"),
                    train_step_time: Q_(6 * 70e9 * 16e6 / (18_823 * 4.59e14 * 0.5), "s"),
                },
                expect={observed_mfu: 0.5},
                note="the scaling book's LLaMA-3 70B plan: 16M tokens on 18,823 v5p chips at 50% MFU",
            ),
        ),
    )
