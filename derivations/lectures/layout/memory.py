"""§5.3 Memory of a layout: each chip's weight shard, the KV of batch × context and the
reserved workspace. A layout fits iff its batch is at most the HBM batch limit."""

from sympy import Equivalent, Ge, Le

from chalk.derivations import Claim, claim
from chalk.derivations.lectures.layout.step import DEGREES_AT_LEAST_ONE, SOURCE
from chalk.derivations.lectures.layout.symbols import (
    hbm_reserved_fraction,
    layout_max_batch,
    layout_memory_per_chip,
    layout_usable_hbm,
)
from chalk.derivations.vocabulary import batch


@claim(source=SOURCE)
def fits_iff_batch_within_the_hbm_limit():
    """Weights and KV fit in the usable HBM exactly when B ≤ B_max: the fit test is one comparison."""
    return Claim(
        Equivalent(Le(layout_memory_per_chip, layout_usable_hbm), Le(batch, layout_max_batch)),
        hypotheses=(*DEGREES_AT_LEAST_ONE, Le(hbm_reserved_fraction, 1)),
    )


@claim(source=SOURCE)
def reserved_workspace_never_adds_capacity():
    """The usable HBM is never more than the chip's capacity: the workspace reserve only takes away."""
    from chalk.derivations.vocabulary import hbm_capacity

    return Claim(Le(layout_usable_hbm, hbm_capacity), hypotheses=(Ge(hbm_reserved_fraction, 0),))
