"""Part 3 (01:18–01:33, 02:03–02:13): what training, RL and inference cost, and RevNets.

Cost balancing in chip-seconds: pre-training 6·N·D, RL (2…6)·N·D and inference 2·N·D,
each divided by the MFU it runs at. The "minimum where the costs are equal" heuristic
is exact only when the two exponents match; over-training depends on which parameter
count Chinchilla's 20 tokens per parameter is applied to.
"""

import sympy as sp
from sympy import And, Eq, Equivalent, Ge, Implies

from chalk.derivations import Q_, Claim, Derivation, Example, Part, Sourced, claim, define, quantity
from chalk.derivations.catalog import hardware
from chalk.derivations.vocabulary import (
    bytes_per_activation,
    chips,
    d_model,
    flops_per_param,
    mfu_decode,
    mfu_train,
    n_layers,
    params_active,
    params_total,
    peak_flops,
    tokens_inference,
    tokens_pretrain,
    tokens_rl,
)

PART = Part(3, "Cost balancing, API prices, cache tiers, attention and RevNets", "01:18:49–02:13:27")

NOTES = "lecture-notes §13"

flops_per_param_train = quantity(
    "flops_per_param_train",
    "FLOP/(parameter*token)",
    "training FLOPs per parameter per token (forward 2 + backward 4)",
    text="c_train",
    latex=r"c_{\mathrm{train}}",
    default=6,
    source="the 6·N·D rule: forward 2, backward 4 FLOP per parameter per token",
)
flops_per_param_rl = quantity(
    "flops_per_param_rl",
    "FLOP/(parameter*token)",
    "RL FLOPs per parameter per rollout token: 2 (forward only) to 6 (every rollout trained on)",
    text="c_RL",
    latex=r"c_{\mathrm{RL}}",
)
inference_token_rate = quantity(
    "inference_token_rate", "token/s", "tokens one model serves per second", text="r_inf", latex=r"r_{\mathrm{inf}}"
)
model_lifetime = quantity("model_lifetime", "s", "time a model is served", text="T_life", latex=r"T_{\mathrm{life}}")
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
    latex=r"N_{\mathrm{Chin}}",
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
        lecture_wrote="D_pre + α·D_RL = β·D_inf with α ≈ [(2..6)/6] × 30% ≈ 1/10, β ≈ ⅓ × 30% ≈ 1/10",
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


# --- the "equal costs" heuristic ----------------------------------------------------
scale_rising = quantity("cost_scale_rising", "USD", "coefficient of the rising cost term", text="A", latex="A_{c}")
scale_falling = quantity("cost_scale_falling", "USD", "coefficient of the falling cost term", text="B_c", latex="B_{c}")
exponent_rising = quantity("exponent_rising", "1", "exponent of the rising term", text="a", latex="a_{c}")
exponent_falling = quantity("exponent_falling", "1", "exponent of the falling term", text="b", latex="b_{c}")
design_variable = quantity("design_variable", "1", "the design variable being optimised", text="x", latex="x")
term_rising = quantity("term_rising", "USD", "value of the rising term A·x^a", text="T_A", latex=r"T_{A}")
term_falling = quantity("term_falling", "USD", "value of the falling term B·x^-b", text="T_B", latex=r"T_{B}")

A_, B_, a_, b_, x_ = scale_rising, scale_falling, exponent_rising, exponent_falling, design_variable
RISING, FALLING = A_ * x_**a_, B_ * x_ ** (-b_)
COST = RISING + FALLING


# x* where cost'(x) = 0, written out exactly: (b·B/(a·A))^(1/(a+b)). It is what sympy's
# solve returns (tests/test_economics.py solves and compares), written here so building
# the claims does no solving (the solve took 0.7–2.2 s of every `chalk verify`).
STATIONARY_X = (b_ * B_ / (a_ * A_)) ** (1 / (a_ + b_))


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 1 and §20 #10")
def power_law_optimum_ratio_of_terms():
    """For A·x^a + B·x^-b, x·cost'(x) = a·B·x^-b·(ratio − b/a): at the minimum the terms are in ratio b/a, not equal.

    Decided by sympy: the derivation's steps cancel exactly (identity check). z3 cannot
    translate symbolic exponents, so the proof check is unknown; the step "a positive
    factor times (ratio − b/a) is zero iff ratio = b/a" is proved by z3 in
    power_law_terms_equal_iff_exponents_equal, and sympy's solve gives x* below.
    """
    return Claim(
        Eq(x_ * sp.diff(COST, x_), a_ * FALLING * (RISING / FALLING - b_ / a_)),
        derivation=Derivation(x_ * sp.diff(COST, x_))
        .eq(a_ * RISING - b_ * FALLING, by="differentiate and multiply by x")
        .eq(a_ * FALLING * (RISING / FALLING - b_ / a_), by="factor out a·B·x^-b > 0"),
        examples=(
            Example(
                {A_: 3, B_: 12, a_: 1, b_: 1},
                expect={STATIONARY_X: 2, (RISING / FALLING).subs(x_, STATIONARY_X): 1},
                note="the lecture's x + 1/x case: x* = sqrt(B/A), terms equal",
            ),
            Example(
                {A_: 1, B_: 4, a_: 1, b_: 2},
                expect={STATIONARY_X: 2, (RISING / FALLING).subs(x_, STATIONARY_X): 2},
                note="x + 4/x²: x* = (2B/A)^(1/3) = 2, rising term twice the falling one",
            ),
        ),
        unknown_reason="symbolic exponents x^a, x^-b have no z3 translation; the identity check decides "
        "by exact cancellation in sympy",
    )


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 1")
def power_law_terms_equal_iff_exponents_equal():
    """At the stationary point a·T_A = b·T_B, so the two cost terms are equal exactly when the exponents are."""
    return Claim(
        And(
            Equivalent(
                Eq(exponent_rising * term_rising, exponent_falling * term_falling),
                Eq(term_rising / term_falling, exponent_falling / exponent_rising),
            ),
            Implies(
                Eq(exponent_rising * term_rising, exponent_falling * term_falling),
                Equivalent(Eq(term_rising, term_falling), Eq(exponent_rising, exponent_falling)),
            ),
        ),
        examples=(
            Example(
                {exponent_rising: 1, exponent_falling: 2, term_rising: 2, term_falling: 1},
                expect={term_rising / term_falling: 2},
                note="x + 4/x² at x* = 2: terms 2 and 1",
            ),
        ),
    )


@claim(source="lecture 01:18:49–01:32:48")
def power_law_minimum_when_exponents_match():
    """For A·x + B/x (the lecture's 1/x and x) the global minimum sits at x = sqrt(B/A), where the terms are equal."""
    x_min = sp.sqrt(B_ / A_)
    return Claim(
        And(Ge(A_ * x_ + B_ / x_, A_ * x_min + B_ / x_min), Eq(A_ * x_min, B_ / x_min)),
        examples=(Example({A_: 3, B_: 12, x_: 1}, expect={x_min: 2, A_ * x_min + B_ / x_min: 12}),),
    )


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 1 and §20 #10")
def equal_costs_heuristic():
    """The lecture's "the minimum is where the two costs are equal" fails whenever the exponents differ."""
    return Claim(
        Eq(RISING.subs(x_, STATIONARY_X), FALLING.subs(x_, STATIONARY_X)),
        examples=(Example({A_: 1, B_: 4, a_: 1, b_: 2}, expect=False, note="x + 4/x²: terms 2 and 1 at x* = 2"),),
        expect="erratum",
        rejected_by=("numeric",),
        lecture_wrote="cost A + cost B, one rising and one falling: the minimum is where they are equal",
        corrected_by="economics_training.power_law_optimum_ratio_of_terms",
    )


# --- over-training ------------------------------------------------------------------
LIFE_50M_2MONTHS = {inference_token_rate: Q_(50e6, "token/s"), model_lifetime: Q_(2, "month")}
PRE_200T = {tokens_pretrain: Q_(200e12, "token")}


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} numbers and caveat 3")
def overtraining_from_lifetime_tokens():
    """Pre-training on as many tokens as a model serves (50M/s × 2 months ≈ 2.6×10^14) is ~100× Chinchilla at 100B.

    Hypotheses: equal pre-training and inference tokens (the cost-balance conclusion) and
    lifetime tokens = rate × lifetime.
    """
    return Claim(
        Eq(overtraining_factor, lifetime_inference_tokens / chinchilla_tokens),
        hypotheses=(Eq(tokens_pretrain, tokens_inference), Eq(tokens_inference, lifetime_inference_tokens)),
        examples=(
            Example(
                {**LIFE_50M_2MONTHS, chinchilla_params: 100e9},
                expect={lifetime_inference_tokens: 2.6e14, chinchilla_tokens: 2e12},
                rel_tol=0.01,
                note="50M token/s × 2 months (60 days) = 2.59×10^14; 20 × 100B = 2T",
            ),
            Example(
                {**PRE_200T, chinchilla_params: 100e9, params_active: 100e9},
                expect={overtraining_factor: 100, training_flops: 1.2e26},
                note="the lecture rounds 260T to 'around two hundred trillion': 200T / 2T = 100×; "
                "6 × 10^11 × 2×10^14 = 1.2×10^26 FLOPs, a plausible frontier budget",
            ),
            Example(
                {**PRE_200T, chinchilla_params: 1e12},
                expect={overtraining_factor: 10},
                note="Chinchilla applied to 1T total parameters instead: 10×",
            ),
        ),
    )


@claim(source=f"lecture 01:18:49–01:32:48; {NOTES} caveat 2 and §20 #11")
def overtraining_depends_on_parameter_count():
    """Counting total, not active, parameters divides the over-training factor by the sparsity: 100× becomes 5–10×."""
    active = tokens_pretrain / (chinchilla_tokens_per_param * params_active)
    total = tokens_pretrain / (chinchilla_tokens_per_param * params_total)
    return Claim(
        And(Eq(active, total * params_total / params_active), Ge(active, total)),
        hypotheses=(Ge(params_total, params_active),),
        examples=(
            Example({**PRE_200T, params_active: 100e9, params_total: 1e12}, expect={active: 100, total: 10}),
            Example({**PRE_200T, params_active: 100e9, params_total: 2e12}, expect={total: 5}),
        ),
    )


# --- RevNets ------------------------------------------------------------------------
feistel_x = quantity("feistel_x", "1", "first half of a reversible block's input", text="x_F", latex="x_{F}")
feistel_y = quantity("feistel_y", "1", "second half of a reversible block's input", text="y_F", latex="y_{F}")
mixing = sp.Function("f")  # uninterpreted: any function, invertible or not
mixing_g = sp.Function("g")


def feistel(x, y, f=mixing):
    """(x, y) → (y + f(x), x)."""
    return y + f(x), x


def feistel_inverse(u, v, f=mixing):
    """(u, v) → (v, u − f(v)): uses f forwards only, never f⁻¹."""
    return v, u - f(v)


feistel_u = quantity("feistel_u", "1", "first half of a reversible block's output", text="u_F", latex="u_{F}")
feistel_v = quantity("feistel_v", "1", "second half of a reversible block's output", text="v_F", latex="v_{F}")


@claim(source="lecture 02:03:52–02:13:27; lecture-notes §18")
def feistel_map_inverts_for_any_f():
    """(x, y) → (y + f(x), x) is undone by (u, v) → (v, u − f(v)) for ANY f, also a non-invertible MLP.

    f and g are uninterpreted: z3 proves the statement for every function (congruence:
    v = x gives f(v) = f(x)), so nothing about f is assumed. The second conjunct is the
    RevNet block y1 = x1 + f(x2), y2 = x2 + g(y1) with inverse x2 = y2 − g(y1),
    x1 = y1 − f(x2). Random sampling cannot evaluate an unknown f; the example
    instantiates f(x) = x², which is not invertible.
    """
    x, y, u, v = feistel_x, feistel_y, feistel_u, feistel_v
    forward = And(Eq(u, feistel(x, y)[0]), Eq(v, feistel(x, y)[1]))
    inverse_recovers = And(Eq(feistel_inverse(u, v)[0], x), Eq(feistel_inverse(u, v)[1], y))
    revnet_forward = And(Eq(u, x + mixing(y)), Eq(v, y + mixing_g(u)))
    revnet_recovers = And(Eq(v - mixing_g(u), y), Eq(u - mixing(v - mixing_g(u)), x))
    return Claim(
        And(Implies(forward, inverse_recovers), Implies(revnet_forward, revnet_recovers)),
        examples=(
            Example(
                {x: 0.7, y: 0.3},
                expect={feistel_inverse(*feistel(x, y, sp.Lambda(x, x**2)), sp.Lambda(x, x**2))[1]: 0.3},
                note="f(x) = x², not invertible, still recovers y",
            ),
        ),
    )


training_tokens_in_flight = quantity(
    "training_tokens_in_flight", "token", "tokens of one training batch", text="T_b", latex=r"T_{b}"
)
stored_activations = define(
    "stored_activations",
    n_layers * training_tokens_in_flight * d_model * bytes_per_activation,
    "byte",
    "activations kept for the backward pass (one residual stream per layer)",
)
reversible_activations = define(
    "reversible_activations",
    training_tokens_in_flight * d_model * bytes_per_activation,
    "byte",
    "activations a reversible net keeps: one layer's worth, any depth",
)
revnet_flops_per_param = define(
    "revnet_flops_per_param",
    flops_per_param_train + flops_per_param,
    "FLOP/(parameter*token)",
    "training FLOPs per parameter per token with one extra forward pass to rematerialise inputs",
    latex=r"c_{\mathrm{rev}}",
)


@claim(source="lecture 02:03:52–02:13:27; lecture-notes §18 reconstruction")
def revnet_trades_compute_for_memory():
    """Reversible layers keep one layer's activations, not n_layers' worth, for 8N instead of 6N FLOPs/token (+33%)."""
    return Claim(
        And(
            Eq(stored_activations, n_layers * reversible_activations),
            Eq(revnet_flops_per_param, sp.Rational(4, 3) * flops_per_param_train),
        ),
        hypotheses=(Eq(flops_per_param_train, 3 * flops_per_param),),
        examples=(
            Example(
                {**FLOPS, n_layers: 80, training_tokens_in_flight: 4e6, d_model: 8192, bytes_per_activation: 2},
                expect={
                    revnet_flops_per_param: 8,
                    revnet_flops_per_param / flops_per_param_train: 1.3333,
                    stored_activations: Q_(5.24, "TB"),
                },
                rel_tol=0.001,
                note="6N → 8N; 80 layers × 4M tokens × 8192 × 2 B = 5.24 TB vs 65.5 GB",
            ),
        ),
    )
