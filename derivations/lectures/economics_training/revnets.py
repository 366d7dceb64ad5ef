"""§18 RevNets: the Feistel inverse and the compute-for-memory trade."""

import sympy as sp
from sympy import And, Eq, Implies

from chalk import Q_, Claim, Example, claim, define, quantity
from chalk.derivations.lectures.economics_training.cost_balance import FLOPS, flops_per_param_train
from chalk.vocabulary import (
    bytes_per_activation,
    d_model,
    flops_per_param,
    n_layers,
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
