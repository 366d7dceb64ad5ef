"""Part 4: beyond one replica. Collectives on rings, tori and switched domains; data,
FSDP and tensor parallelism; experts and pipelines across racks; training memory; and
serving at scale. Worked numbers come from Austin et al., "How to Scale Your Model"
(jax-ml.github.io/scaling-book), the ZeRO paper and the vendors' sheets.

One module per section; the chapter's claims are ``parallelism.<function>``.
"""

from chalk import Part

PART = Part(
    4,
    "Beyond one replica: collectives, data, FSDP and tensor parallelism, training memory, serving at scale",
    "beyond 02:13:00, after Austin et al., How to Scale Your Model, and the ZeRO paper",
)
