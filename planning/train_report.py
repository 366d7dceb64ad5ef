"""The report of ``chalk plan train`` (``chalk.plan_train`` returns the same plan): the
layouts as JSON with units, and the table a person reads."""

from __future__ import annotations

from typing import Any

from chalk.planning.train_plan import InputShown, Layout, TrainPlan


def _layout_json(a: Layout, seq_len: int) -> dict[str, Any]:
    return {
        "chips": a.chips,
        "mode": a.mode,
        "data_degree": a.data,
        "tp_degree": a.tp,
        "pp_degree": a.pp,
        "microbatches": a.microbatches,
        "global_batch": {"value": a.global_batch, "unit": "token"},
        # the same batch in whole sequences of --seq-len (the search keeps it whole)
        "global_batch_sequences": round(a.global_batch / seq_len),
        "memory_per_chip": {"value": a.memory_bytes, "unit": "byte"},
        "hbm_capacity": {"value": a.hbm_bytes, "unit": "byte"},
        "compute_time": {"value": a.compute_s, "unit": "s"},
        "collective_time": {
            "weights": {"value": a.param_comm_s, "unit": "s"},
            "tensor": {"value": a.tp_comm_s, "unit": "s"},
            "pipeline": {"value": a.pp_comm_s, "unit": "s"},
        },
        "step_time": {"value": a.step_s, "unit": "s"},
        "mfu": a.mfu,
        "time": {"value": a.days, "unit": "day"},
        "cost": {"value": a.cost_usd, "unit": "USD"},
        "fits_hbm": a.fits,
        "meets_days": a.meets_days,
        "meets_budget": a.meets_budget,
        "feasible": a.feasible,
        "step_bound_by": a.step_binding,
    }


def plan_json(plan: TrainPlan) -> dict[str, Any]:
    """Every layout considered, with units; the fastest and the cheapest with their bindings."""
    req = plan.request
    out: dict[str, Any] = {
        "request": {
            "model": req.model or req.model_config,
            "hardware": req.hardware,
            "tokens": {"value": req.tokens, "unit": "token"},
            "chips": req.chips,
            "global_batch": None if req.global_batch is None else {"value": req.global_batch, "unit": "token"},
            "days": req.days,
            "budget": None if req.budget is None else {"value": req.budget, "unit": "USD"},
            "overlap": "full" if req.overlap else "none",
            "seq_len": {"value": req.seq_len, "unit": "token"},
        },
        "efficiency": {e.name: {"value": e.value, "unit": e.unit, "source": e.source} for e in plan.efficiency},
        "inputs": {i.name: {"value": i.value, "unit": i.unit, "source": i.source} for i in plan.inputs},
        "claims": plan.claims,
        "notes": list(plan.notes),
        "feasible": len(plan.feasible),
        "considered": len(plan.layouts),
    }
    for name in ("fastest", "cheapest"):
        a = getattr(plan, name)
        out[name] = None if a is None else {**_layout_json(a, req.seq_len), "binding": a.binding}
    out["infeasible"] = plan.infeasible or None
    out["layouts"] = [_layout_json(a, req.seq_len) for a in plan.layouts]
    return out


def _row(rank: str, a: Layout) -> list[str]:
    return [
        rank,
        f"{a.chips:,}",
        f"{a.mode.upper()} {a.data:,} × TP {a.tp} × PP {a.pp}",
        f"{a.global_batch / 1e6:.3g}M",
        f"{a.memory_bytes / 1e9:.3g} GB",
        f"{a.step_s:.3g} s",
        a.step_binding.replace("_comm", " comm"),
        f"{a.mfu:.3g}",
        f"{a.days:.4g}",
        f"${a.cost_usd / 1e6:.4g}M",
    ]


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join(
        "  ".join(c.ljust(w) if i in (2, 6) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
        for r in rows
    )


def _human(shown: InputShown) -> str:
    """An input as a person reads it (100 GB/s, 95 GiB), in its declared kind of prefix."""
    from chalk.units import Q_
    from chalk.units.readable import human
    from chalk.units.registry import parse_unit

    unit = parse_unit(shown.unit) if shown.unit != "1" else parse_unit("")
    return human(Q_(shown.value, unit), unit)


def _count(x: float) -> str:
    """A token count as people write it: 15T, 4.19M."""
    for size, suffix in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")):
        if x >= size:
            return f"{x / size:.4g}{suffix}"
    return f"{x:g}"


def plan_text(plan: TrainPlan, top: int) -> str:
    req = plan.request
    model = req.model or req.model_config
    lines = [
        f"chalk plan train: {model}, {_count(req.tokens)} tokens on up to {req.chips:,} {req.hardware} chips"
        + (f", within {req.days:g} days" if req.days is not None else "")
        + (f", within ${req.budget / 1e6:.4g}M" if req.budget is not None else ""),
        "",
    ]
    for e in plan.efficiency:
        shown = _human(e)
        lines.append(f"efficiency: {e.name} = {shown}  ({e.source[:110]})")
    header = ["#", "chips", "layout", "batch", "mem/chip", "step", "bound by", "MFU", "days", "cost"]
    hbm = plan.layouts[0].hbm_bytes / 1e9 if plan.layouts else 0.0
    lines += ["", f"{len(plan.feasible)} of {len(plan.layouts)} layouts feasible (HBM {hbm:.3g} GB per chip)"]
    if plan.feasible:
        rows = [header] + [_row(str(k + 1), a) for k, a in enumerate(plan.feasible[:top])]
        lines += ["", _table(rows)]
    for name in ("fastest", "cheapest"):
        a = getattr(plan, name)
        if a is not None:
            lines += [
                "",
                f"{name}: {a.label()}: {a.days:.4g} days, ${a.cost_usd / 1e6:.4g}M, "
                f"{a.memory_bytes / 1e9:.3g} GB per chip, MFU {a.mfu:.3g}",
                f"  bound by {a.binding}",
            ]
    if plan.infeasible:
        lines += ["", f"infeasible: {plan.infeasible}"]
    lines += ["", "inputs:"]
    for i in plan.inputs:
        shown = _human(i)
        lines.append(f"  {i.name} = {shown}  ({i.source[:110]})")
    lines += ["", *(f"note: {n}" for n in plan.notes)]
    return "\n".join(lines)
