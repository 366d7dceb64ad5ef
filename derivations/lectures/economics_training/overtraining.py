"""§13 Over-training against Chinchilla from lifetime tokens."""

from sympy import And, Eq, Ge

from chalk import Q_, Claim, Example, claim
from chalk.derivations.lectures.economics_training.cost_balance import (
    NOTES,
    chinchilla_params,
    chinchilla_tokens,
    chinchilla_tokens_per_param,
    inference_token_rate,
    lifetime_inference_tokens,
    model_lifetime,
    overtraining_factor,
    training_flops,
)
from chalk.vocabulary import (
    params_active,
    params_total,
    tokens_inference,
    tokens_pretrain,
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
