"""§6 How far to push sparsity: a sparse model matches a denser one."""

from sympy import And, Ge, Le

from chalk import Q_, Claim, Example, Sourced, claim
from chalk.derivations.lectures.batching.symbols import params_dense_match
from chalk.vocabulary import (
    params_active,
)


# --- §6 how far to push sparsity ------------------------------------------------------------
@claim(source="lecture 00:27:57–00:31:49 (Clark et al. 2022, Unified Scaling Laws for Routed Language Models)")
def sparse_model_matches_denser_model():
    """A 64-expert model with 370M active parameters matches a dense 1.3B: ≈3.5× fewer active parameters, the "4×"."""
    ratio = params_dense_match / params_active
    return Claim(
        And(Ge(ratio, 3), Le(ratio, 4)),
        given={
            params_active: Sourced(Q_(370e6, "parameter"), "lecture 00:29: 64 experts, 370M active (Clark et al.)"),
            params_dense_match: Sourced(Q_(1.3e9, "parameter"), "lecture 00:29: matches a dense 1.3B (Clark et al.)"),
        },
        examples=(Example({}, expect={ratio: 3.5}, rel_tol=0.01, note="lecture-notes §6: 1.3/0.37 ≈ 3.5, the '4×'"),),
    )
