"""Catalog values for worked examples: hardware and models, each value with its source.

    from chalk.catalog import hardware, model
    Example({**hardware("h100-sxm"), **model("llama-3-70b"), batch: 64, ...})

``hardware(id)`` gives one chip's (or, with ``per_chip=False`` on a rack, the rack's)
values; ``model(id)`` the model's config fields and the counts chalk derives from them
(total and active parameters; KV bytes per token once ``bytes_per_element`` is given).
Values are ``Sourced`` pint quantities keyed by vocabulary symbols.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chalk.derivations.quantities import Sourced

#: a catalog entry's values: vocabulary symbols (sympy, untyped) to sourced quantities
Values = dict[Any, "Sourced"]


def hardware(hardware_id: str, precision: str = "bf16", *, per_chip: bool = True) -> Values:
    """Peak FLOP/s (dense, at ``precision``), HBM bandwidth and capacity, scale-up and
    scale-out bandwidth of a catalog entry (``chips`` too, for a rack read per chip)."""
    from chalk.derivations import catalog

    return catalog.hardware(hardware_id, precision, per_chip=per_chip)


def model(model_id: str, *, bytes_per_element: float | None = None) -> Values:
    """The model's architecture fields, with ``params_total`` and ``params_active`` derived
    from its config.json (and ``kv_bytes_per_token`` when ``bytes_per_element`` is given)."""
    from chalk.derivations import catalog
    from chalk.derivations import vocabulary as v
    from chalk.derivations.evaluation import quantity_at
    from chalk.derivations.quantities import Sourced
    from chalk.units import Q_
    from chalk.units import pretty as _pretty

    spec = catalog.model(model_id)
    out: Values = dict(spec.fields)
    at = dict(spec.fields)
    if bytes_per_element is not None:
        at[v.bytes_per_element] = bytes_per_element
        out[v.bytes_per_element] = Sourced(Q_(bytes_per_element, "byte/token"), "given to chalk.catalog.model")
    if spec.bytes_per_param is not None:
        out[v.bytes_per_param] = spec.bytes_per_param
    for target, expr in spec.derived().items():
        if target == v.kv_bytes_per_token and bytes_per_element is None:
            continue
        from chalk.derivations.quantities import of

        declared, definition = of(target), of(expr)
        if declared is None or definition is None:  # the catalog derives only declared quantities
            raise LookupError(f"{spec.origin}: {target} or {expr} is not a quantity of the symbol table")
        value = quantity_at(expr, at).to(declared.unit)
        out[target] = Sourced(value, f"derived from {spec.origin}: {expr.name} = {_pretty(definition.definition)}")
    return out


def hardware_ids() -> list[str]:
    from chalk.derivations import catalog

    return catalog.hardware_ids()


def model_ids() -> list[str]:
    from chalk.derivations import catalog

    return catalog.model_ids()
