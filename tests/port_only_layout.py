"""The lecture's training-layout claims with the weight collectives on the scale-up port
alone: the book's model before their NIC term (``nic_fraction``). Goals z3 leaves unknown
and cvc5 on translation B decides, which the second-prover and mutation tests need; with the
NIC term z3 decides some of them and not others, so they no longer serve."""

from __future__ import annotations

import sympy as sp

NAMES = (
    "param_collectives",
    "params_total",
    "bytes_per_param",
    "train_data_degree",
    "tp_degree",
    "pipeline_stages",
    "ici_axis_bandwidth",
    "fsdp_axes",
    "layout_param_comm_time",
)


def port_only(expr: sp.Basic) -> sp.Basic:
    """``expr`` unfolded with the weight collectives as rings on the scale-up port alone."""
    from chalk.derivations.quantities import definitions, lookup, unfold_with

    q = {name: lookup(name).symbol for name in NAMES}
    ring = q["param_collectives"] * q["params_total"] * q["bytes_per_param"] * (1 - 1 / q["train_data_degree"])
    ring = ring / (q["tp_degree"] * q["pipeline_stages"] * q["ici_axis_bandwidth"] * q["fsdp_axes"])
    return unfold_with(expr, {**definitions(), q["layout_param_comm_time"]: ring})


def port_only_claim(claim_id: str, hypotheses: tuple[sp.Basic, ...] | None = None):
    """The lecture claim ``claim_id`` over the port-only model (its own hypotheses unless given)."""
    import dataclasses

    from chalk.derivations.registry import REGISTRY

    registry = REGISTRY.load()
    claim = registry.built(registry.get(claim_id))
    kept = claim.hypotheses if hypotheses is None else hypotheses
    return dataclasses.replace(
        claim, statement=port_only(claim.statement), hypotheses=tuple(port_only(h) for h in kept)
    )
