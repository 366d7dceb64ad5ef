"""§13 Cost balancing between pre-training, RL and inference."""

from sympy import And, Eq, Equivalent

from chalk import Q_, Claim, Derivation, Example, Sourced, claim, define, quantity
from chalk.catalog import hardware
from chalk.vocabulary import (
    chips,
    flops_per_param,
    mfu_decode,
    mfu_train,
    params_active,
    peak_flops,
    tokens_inference,
    tokens_pretrain,
    tokens_rl,
)

NOTES = "lecture-notes §13"

flops_per_param_train = quantity(
    "flops_per_param_train",
    "FLOP/(parameter*token)",
    "training FLOPs per parameter per token (forward 2 + backward 4)",
    text="c_train",
    default=6,
    source="the 6·N·D rule: forward 2, backward 4 FLOP per parameter per token",
)
flops_per_param_rl = quantity(
    "flops_per_param_rl",
    "FLOP/(parameter*token)",
    "RL FLOPs per parameter per rollout token: 2 (forward only) to 6 (every rollout trained on)",
    text="c_RL",
)
inference_token_rate = quantity("inference_token_rate", "token/s", "tokens one model serves per second", text="r_inf")
model_lifetime = quantity("model_lifetime", "s", "time a model is served", text="T_life")
chinchilla_tokens_per_param = quantity(
    "chinchilla_tokens_per_param",
    "token/parameter",
    "compute-optimal tokens per parameter",
    text="rho_Chin",
    latex=r"\rho_{\mathrm{Chin}}",
    default=20,
    source="Hoffmann et al. 2022 (Chinchilla): about 20 tokens per parameter, a dense-model result",
)
chinchilla_params = quantity(
    "chinchilla_params",
    "parameter",
    "parameters Chinchilla's ratio is applied to (active or total: a convention)",
    text="N_Chin",
)

training_flops = define(
    "training_flops",
    flops_per_param_train * params_active * tokens_pretrain,
    "FLOP",
    "pre-training compute (6·N·D)",
    latex=r"C_{\mathrm{pre}}",
)
rl_flops = define(
    "rl_flops", flops_per_param_rl * params_active * tokens_rl, "FLOP", "RL compute", latex=r"C_{\mathrm{RL}}"
)
inference_flops = define(
    "inference_flops",
    flops_per_param * params_active * tokens_inference,
    "FLOP",
    "inference compute over the model's life (2·N·D)",
    latex=r"C_{\mathrm{inf}}",
)
pretraining_chip_time = define(
    "pretraining_chip_time", training_flops / (mfu_train * peak_flops), "s", "chip-seconds of pre-training"
)
rl_chip_time = define("rl_chip_time", rl_flops / (mfu_decode * peak_flops), "s", "chip-seconds of RL (decode-heavy)")
inference_chip_time = define(
    "inference_chip_time", inference_flops / (mfu_decode * peak_flops), "s", "chip-seconds of inference"
)
rl_cost_per_pretrain_token = define(
    "rl_cost_per_pretrain_token",
    flops_per_param_rl / flops_per_param_train * mfu_train / mfu_decode,
    "1",
    "cost of one RL token in pre-training tokens",
    latex=r"k_{\mathrm{RL}}",
)
inference_cost_per_pretrain_token = define(
    "inference_cost_per_pretrain_token",
    flops_per_param / flops_per_param_train * mfu_train / mfu_decode,
    "1",
    "cost of one inference token in pre-training tokens",
    latex=r"k_{\mathrm{inf}}",
)
lifetime_inference_tokens = define(
    "lifetime_inference_tokens",
    inference_token_rate * model_lifetime,
    "token",
    "tokens served over a model's life",
    latex=r"D_{\mathrm{life}}",
)
chinchilla_tokens = define(
    "chinchilla_tokens",
    chinchilla_tokens_per_param * chinchilla_params,
    "token",
    "Chinchilla-optimal pre-training tokens",
    latex=r"D_{\mathrm{Chin}}",
)
overtraining_factor = define(
    "overtraining_factor", tokens_pretrain / chinchilla_tokens, "1", "pre-training tokens over Chinchilla-optimal"
)

# Lecture's ratio: decode (and RL) run at ~30% of training's MFU; only the ratio matters.
R_03 = {mfu_train: 0.5, mfu_decode: 0.15}
FLOPS = {flops_per_param: 2, flops_per_param_train: 6}


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} corrected algebra")
def cost_balance_coefficients():
    """At equal chip-time an RL token costs (c_RL/6)/r ≈ 1.1–3.3 pre-training tokens, an inference token (2/6)/r ≈ 1.1.

    r = MFU_dec/MFU_train ≈ 0.3; N_active and the chip's F cancel.
    """
    balanced = And(Eq(pretraining_chip_time, rl_chip_time), Eq(pretraining_chip_time, inference_chip_time))
    tokens = And(
        Eq(tokens_pretrain, rl_cost_per_pretrain_token * tokens_rl),
        Eq(tokens_pretrain, inference_cost_per_pretrain_token * tokens_inference),
    )
    pre = flops_per_param_train * params_active * tokens_pretrain / (mfu_train * peak_flops)
    return Claim(
        Equivalent(balanced, tokens),
        derivation=Derivation(balanced)
        .iff(
            And(
                Eq(pre, flops_per_param_rl * params_active * tokens_rl / (mfu_decode * peak_flops)),
                Eq(pre, flops_per_param * params_active * tokens_inference / (mfu_decode * peak_flops)),
            ),
            by="unfold: FLOPs over MFU × F",
        )
        .iff(tokens, by="multiply by MFU_train·F/(c_train·N_active) > 0: N_active and F cancel"),
        examples=(
            Example(
                {**R_03, **FLOPS, flops_per_param_rl: 2},
                expect={rl_cost_per_pretrain_token: 1.11, inference_cost_per_pretrain_token: 1.11},
                rel_tol=0.01,
                note="RL forward only: (2/6)/0.3 ≈ 1.1; inference (2/6)/0.3 ≈ 1.1",
            ),
            Example(
                {**R_03, **FLOPS, flops_per_param_rl: 6},
                expect={rl_cost_per_pretrain_token: 3.33},
                rel_tol=0.01,
                note="every rollout trained on: (6/6)/0.3 ≈ 3.3",
            ),
        ),
    )


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} and §20 #9")
def cost_balance_board_form():
    """The board's first pass multiplied by the inefficiency r instead of dividing: α ≈ β ≈ 1/10 per pre-training token.

    Stated as: setting D_pre = α·D_RL, or D_pre = β·D_inf, with α = (c_RL/6)·r and
    β = (2/6)·r balances the chip-time.
    """
    r = mfu_decode / mfu_train
    alpha = flops_per_param_rl / flops_per_param_train * r
    beta = flops_per_param / flops_per_param_train * r

    def pretraining_time(tokens):
        return flops_per_param_train * params_active * tokens / (mfu_train * peak_flops)

    return Claim(
        And(
            Eq(pretraining_time(alpha * tokens_rl), rl_chip_time),
            Eq(pretraining_time(beta * tokens_inference), inference_chip_time),
        ),
        examples=(
            Example(
                {**R_03, **FLOPS, flops_per_param_rl: 2},
                expect={alpha: 0.1, beta: 0.1},
                rel_tol=0.01,
                note="the board's α = (2/6) × 30% and β = ⅓ × 30%, both ≈ 1/10",
            ),
        ),
        expect="erratum",
        rejected_by=("numeric", "proof"),
        source_wrote="D_pre + α·D_RL = β·D_inf with α ≈ [(2..6)/6] × 30% ≈ 1/10, β ≈ ⅓ × 30% ≈ 1/10",
        corrected_by="economics_training.cost_balance_coefficients",
    )


training_time = define(
    "training_time",
    training_flops / (chips * peak_flops * mfu_train),
    "s",
    "wall-clock pre-training time on a number of chips",
    latex=r"T_{\mathrm{pre}}",
)
LLAMA3_70B_RUN = {
    params_active: Sourced(Q_(70e9, "parameter"), "scaling book, applied training: LLaMA-3-70B"),
    tokens_pretrain: Sourced(Q_(15e12, "token"), "scaling book, applied training: 15T tokens"),
    **hardware("tpu-v5p"),
    chips: Sourced(Q_(8960, ""), "scaling book, applied training: one TPU v5p pod (8,960 chips)"),
    mfu_train: Sourced(Q_(0.4, ""), "scaling book, applied training: 40% MFU"),
}


@claim(source="scaling book, applied training (acceptance P15)")
def training_time_is_chip_time_over_chips():
    """Wall-clock training time is chip-time over chips: LLaMA-3-70B (6.3e24 FLOP) on 8,960 v5p at 40% MFU ≈ 44 days."""
    return Claim(
        Eq(chips * training_time, pretraining_chip_time),
        examples=(
            Example(
                LLAMA3_70B_RUN,
                expect={training_flops: 6.3e24, training_time: Q_(44, "day"), pretraining_chip_time: Q_(397e3, "day")},
                rel_tol=0.02,
                note="6 × 70e9 × 15e12 = 6.3e24 FLOP; 8,960 × 459 TFLOP/s × 0.4: 44.3 days, 397,000 chip-days",
            ),
            Example(
                {**LLAMA3_70B_RUN, chips: 2 * 8960},
                expect={training_time: Q_(22.2, "day")},
                rel_tol=0.01,
                note="two pods halve the wall-clock time",
            ),
        ),
    )
