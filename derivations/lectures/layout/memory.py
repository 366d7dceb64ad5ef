"""§5.3 Memory of a layout: each chip's weight shard, the KV of batch × context and the
reserved workspace. A layout fits iff its batch is at most the HBM batch limit."""

from sympy import Equivalent, Le

from chalk import Q_, Claim, Example, claim
from chalk.derivations.lectures.layout.step import DEGREES_AT_LEAST_ONE, LLAMA3_70B_H100_TP8, SOURCE
from chalk.derivations.lectures.layout.symbols import (
    hbm_reserved_fraction,
    layout_max_batch,
    layout_memory_per_chip,
    layout_usable_hbm,
)
from chalk.vocabulary import batch, hbm_capacity

LLAMA3_70B_H100_TP8_FIT = Example(
    {**LLAMA3_70B_H100_TP8, hbm_capacity: Q_(80e9, "byte"), hbm_reserved_fraction: 0.1},
    expect={layout_usable_hbm: Q_(72, "GB"), layout_max_batch: Q_(162.01, "sequence")},
    rel_tol=0.001,
    note="0.9·80 GB = 72 GB; (72e9 − 70.55e9·2/8)·8/(8192·327680) = 162.0 sequences of 8k context on 8 H100",
)


@claim(source=SOURCE)
def fits_iff_batch_within_the_hbm_limit():
    """Weights and KV fit in the usable HBM exactly when B ≤ B_max: the fit test is one comparison."""
    return Claim(
        Equivalent(Le(layout_memory_per_chip, layout_usable_hbm), Le(batch, layout_max_batch)),
        hypotheses=(*DEGREES_AT_LEAST_ONE, Le(hbm_reserved_fraction, 1)),
        examples=(LLAMA3_70B_H100_TP8_FIT,),
    )


@claim(source=SOURCE)
def reserved_workspace_never_adds_capacity():
    """The usable HBM is never more than the chip's capacity: the workspace reserve only takes away."""
    return Claim(
        Le(layout_usable_hbm, hbm_capacity),
        examples=(LLAMA3_70B_H100_TP8_FIT,),
    )
