"""What ``chalk plan serve`` prints and writes: the cheapest plan per hardware, the top
plans, the Pareto front of cost against TPOT, an unreachable target's floor, ``--explain``,
and the JSON, Parquet and SVG forms. Every value carries its unit."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np

from chalk.planning.objectives import OBJECTIVES, Verdict
from chalk.planning.search import Plan, q
from chalk.planning.serve import PlanError, ServeResult, axis_names

#: one plan's columns: (name, unit, how it is read from a Plan)
COLUMNS: tuple[tuple[str, str], ...] = (
    ("hardware", ""),
    ("precision", ""),
    ("tp", "1"),
    ("ep", "1"),
    ("pp", "1"),
    ("chips", "1"),
    ("batch", "sequence"),
    ("tpot", "ms"),
    ("ttft", "s"),
    ("tokens_per_s_per_chip", "token/s"),
    ("tokens_per_s_per_user", "token/s"),
    ("usd_per_mtok_output", "USD/Mtoken"),
    ("usd_per_mtok_input", "USD/Mtoken"),
    ("hbm_used_per_chip", "GB"),
    ("hbm_usable_per_chip", "GB"),
    ("binding", ""),
    ("tp_links", ""),
    ("ep_links", ""),
    ("pp_links", ""),
    ("price_per_chip_hour", "USD/hour"),
)


def row(p: Plan) -> dict[str, object]:
    return {
        "hardware": p.hardware,
        "precision": p.precision,
        "tp": p.tp,
        "ep": p.ep,
        "pp": p.pp,
        "chips": p.chips,
        "batch": p.batch,
        "tpot": p.tpot_s * 1e3,
        "ttft": p.ttft_s,
        "tokens_per_s_per_chip": p.tokens_per_s_per_chip,
        "tokens_per_s_per_user": p.tokens_per_s_per_user,
        "usd_per_mtok_output": _priced(p.usd_per_output_token * 1e6),
        "usd_per_mtok_input": _priced(p.usd_per_input_token * 1e6),
        "hbm_used_per_chip": p.hbm_used_bytes / 1e9,
        "hbm_usable_per_chip": p.hbm_usable_bytes / 1e9,
        "binding": p.binding,
        "tp_links": p.tp_fabric,
        "ep_links": p.ep_fabric,
        "pp_links": p.pp_fabric,
        "price_per_chip_hour": _priced(p.price_per_chip_hour),
    }


def _priced(x: float) -> float | None:
    """A cost, or None where the hardware has no price (NaN is not JSON)."""
    return x if np.isfinite(x) else None


def _money(x: float, width: int) -> str:
    return f"{x:>{width}.3f}" if np.isfinite(x) else f"{'no price':>{width}}"


HEADER = f"{'#':>3}  {'hardware':<12} {'prec':<5} {'TP':>3} {'EP':>3} {'PP':>3} {'chips':>5} {'batch':>6} "
HEADER += f"{'TPOT':>9} {'TTFT':>8} {'tok/s/chip':>10} {'$/Mtok out':>10} {'$/Mtok in':>9} {'HBM/chip':>9}  binding"


def _line(k: int, p: Plan) -> str:
    ep = f"{p.ep}" + ("*" if p.ep_fabric == "scale-out" else "")
    return (
        f"{k:>3}  {p.hardware:<12} {p.precision:<5} {p.tp:>3} {ep:>3} {p.pp:>3} {p.chips:>5} {p.batch:>6} "
        f"{p.tpot_s * 1e3:>6.2f} ms {p.ttft_s:>6.3f} s {p.tokens_per_s_per_chip:>10.1f} "
        f"{_money(p.usd_per_output_token * 1e6, 10)} {_money(p.usd_per_input_token * 1e6, 9)} "
        f"{p.hbm_used_bytes / 1e9:>6.1f} GB  {p.binding}"
    )


def _label(p: object, index: dict[int, int]) -> str:
    if isinstance(p, Plan):
        return f"#{index[id(p)]} {p.hardware} {p.precision} TP{p.tp} EP{p.ep} PP{p.pp} B={p.batch}"
    return str(p)


def _fabric_note(p: Plan) -> str:
    parts = []
    if p.tp > 1:
        parts.append(f"TP all-reduce on {p.tp_fabric}")
    if p.ep > 1:
        parts.append(f"EP all-to-all on {p.ep_fabric}")
    if p.pp > 1:
        parts.append(f"PP sends on {p.pp_fabric}")
    return ", ".join(parts) or "one chip: no communication"


def text(result: ServeResult, top: int) -> str:
    t = result.targets
    out = [
        f"chalk plan serve: {result.model}; TPOT ≤ {t.tpot_s * 1e3:g} ms"
        + (f", TTFT ≤ {t.ttft_s:g} s" if t.ttft_s is not None else "")
        + ("; communication overlapped (--overlap)" if t.overlap else "; communication not overlapped (default)"),
    ]
    shown: set[tuple[str, float, str]] = set()
    for ctx in result.contexts.values():  # a measured median can differ per hardware family
        for name, e in ctx.efficiency.items():
            if (name, e.value, e.source) not in shown:
                shown.add((name, e.value, e.source))
                scope = f" ({ctx.hardware})" if e.source.startswith(("measured", "efficiency")) else ""
                out.append(f"  {name}{scope} = {e.value:.3g}: {e.source[:160]}")
    kv: dict[tuple[object, object], list[str]] = {}  # the KV cache's format is its own: one line per width
    for (hardware, precision), width in kv_widths(result).items():
        kv.setdefault((width["value"], width["source"]), []).append(f"{hardware} {precision}")
    for (value, source), where in kv.items():
        scope = f" ({', '.join(where)})" if len(kv) > 1 else ""
        out.append(f"  KV cache{scope}: {value:g} byte per element: {str(source)[:320]}")
    if result.per_pass is not None:
        out.append(f"  {result.per_pass.text()}")
    out += [f"  {n}" for n in result.notes]
    plans = result.plans
    index = {id(p): k for k, p in enumerate(plans, 1)}
    out += ["", per_hardware_text(result)]
    if plans:
        out += ["", f"top {min(top, len(plans))} of {len(plans)} plans by {OBJECTIVES[result.objective]}:", HEADER]
        out += [_line(k, p) for k, p in enumerate(plans[:top], 1)]
        front = result.front()
        if front:
            out += ["", "Pareto front (cost against TPOT; no other plan is both faster and cheaper):"]
            out += [f"  {t_ * 1e3:7.2f} ms  {c * 1e6:8.3f} $/Mtok  {_label(p, index)}" for t_, c, p in front]
    for o in result.outcomes:
        if o.rejected:
            why = "; ".join(f"{n} layouts: {r}" for r, n in o.rejected.items())
            out.append(f"  {o.hardware} {o.precision}: rejected {why}")
    out.append(
        f"\nsearched {result.evaluated:,} layout evaluations in {result.seconds:.2f} s "
        f"(* = EP all-to-all on the scale-out NIC); --explain K shows plan K term by term"
    )
    return "\n".join(out)


def kv_widths(result: ServeResult) -> dict[tuple[str, str], dict[str, object]]:
    """Each searched hardware × precision's KV-cache width (``bytes_per_element``) with its
    source: ``--precision`` does not set it (``--kv-precision`` does), so the plan says it."""
    out: dict[tuple[str, str], dict[str, object]] = {}
    for key, ctx in result.contexts.items():
        found = ctx.inputs.get("bytes_per_element")
        if found is not None:
            value, source = found
            out[key] = {"value": float(value.to("byte/token").magnitude), "unit": "byte", "source": source}
    return out


def per_hardware_text(result: ServeResult) -> str:
    """Every hardware × precision asked: its best plan for the objective, or why none."""
    index = {id(p): k for k, p in enumerate(result.plans, 1)}
    head = f"best plan per hardware by {OBJECTIVES[result.objective]} (--objective {result.objective}):"
    return "\n".join([head, HEADER, *(_verdict_line(v, index) for v in result.verdicts())])


def _verdict_line(v: Verdict, index: dict[int, int]) -> str:
    """A hardware's best plan as a table line, or one line on why it has none."""
    if v.plan is not None:
        return _line(index[id(v.plan)], v.plan) + f"  [{_fabric_note(v.plan)}]"
    return f"{'-':>3}  {v.hardware:<12} {v.precision:<5} no plan: {v.why}"


def unreachable(result: ServeResult) -> str:
    t = result.targets
    fastest = result.fastest()
    what = f"{t.tpot_s * 1e3:g} ms/token" + (f" with TTFT ≤ {t.ttft_s:g} s" if t.ttft_s is not None else "")
    if not result.outcomes:  # nothing was searched: each hardware's reason (no price, no precision)
        whys = "; ".join(v.line() for v in result.verdicts())
        return f"no plan for {what}: {whys or 'no hardware searched'}"
    scope = ", ".join(dict.fromkeys(o.hardware for o in result.outcomes)) or "the given hardware"
    if fastest is None or fastest[2] is None:
        return f"no layout meets {what} on {scope}: no layout fits in HBM"
    tpot, bound, p = fastest
    if p is None:
        return f"no layout meets {what} on {scope}"
    if tpot <= t.tpot_s:  # TPOT is met: the TTFT target is what no layout meets
        return f"no layout meets {what} on {scope}: " + "; ".join(v.line() for v in result.verdicts())
    return (
        f"no layout meets {what} on {scope}; the fastest is {p.hardware} TP{p.tp} EP{p.ep} PP{p.pp} "
        f"({p.chips} chips) at batch 1, {tpot * 1e3:.2f} ms, bound by {bound}"
    )


def explain(result: ServeResult, k: int) -> str:
    plans = result.plans
    if not 1 <= k <= len(plans):
        raise IndexError(f"--explain {k}: there are {len(plans)} plans (1 to {len(plans)})")
    p = plans[k - 1]
    ctx = result.contexts[(p.hardware, p.precision)]
    ev = ctx.evaluator
    s = result.serving
    deg = {
        q(s.tp_degree): np.asarray([float(p.tp)]),
        q(s.ep_degree): np.asarray([float(p.ep)]),
        q(s.pp_degree): np.asarray([float(p.pp)]),
        q(s.batch): np.asarray([float(p.batch)]),
    }
    link_bw = {
        q(s.tp_link_bandwidth): _link(ctx, p.tp_fabric),
        q(s.ep_link_bandwidth): _link(ctx, p.ep_fabric),
        q(s.pp_link_bandwidth): _link(ctx, p.pp_fabric),
        q(s.tp_link_latency): _latency(ctx, p.tp_fabric),
        q(s.ep_link_latency): _latency(ctx, p.ep_fabric),
        q(s.pp_link_latency): _latency(ctx, p.pp_fabric),
    }
    out = [
        f"plan {k}: {p.hardware} {p.precision}, TP {p.tp} × EP {p.ep} × PP {p.pp} = {p.chips} chips, batch {p.batch}"
    ]
    out.append(f"  binding constraint: {p.binding}; {_fabric_note(p)}")
    for part, term in s.terms().items():
        name, meaning, claims = term.quantity, term.label, term.claims
        if term is s.tokens_per_pass or (term is s.step_time_overlapped and not result.targets.overlap):
            continue  # τ has its own line below, under --speculative
        f, inputs = ev.functions[name]
        args = {n: deg.get(n, link_bw.get(n, ev.kwargs.get(n))) for n in inputs}
        value = float(np.asarray(f(**args), dtype=float).ravel()[0])
        out.append(f"  {name:<30} {_show(part, value):>14}  {meaning}  [{', '.join(claims)}]")
    if result.per_pass is not None:  # the terms above are per target pass; the plan's TPOT and cost per token
        tau = result.per_pass.tokens
        term = result.per_pass.term
        out.append(
            f"  {term.quantity:<30} {tau:>14.4g}  {term.label}: the plan's TPOT "
            f"{p.tpot_s * 1e3:.4g} ms and cost per output token are the pass's ÷ {tau:.4g}  [{', '.join(term.claims)}]"
        )
    out.append("  inputs:")
    for name, (value, source) in sorted(ctx.inputs.items()):
        if name in axis_names(s):
            continue
        shown = f"{value:~.4g}" if hasattr(value, "units") else str(value)
        out.append(f"    {name:<26} {shown:<22} {source[:150]}")
    for name, e in ctx.efficiency.items():
        out.append(f"    {name:<26} {e.value:<22.3g} {e.source[:150]}")
    for fabric, bw, src in (
        ("scale-up", ctx.links.up, ctx.links.up_source),
        ("scale-out", ctx.links.out, ctx.links.out_source),
    ):
        shown = "none" if bw is None else f"{bw / 1e9:.4g} GB/s"
        out.append(f"    {fabric + ' link':<26} {shown:<22} {src[:150]}")
    for fabric, lat, src in (
        ("scale-up", ctx.links.up_latency, ctx.links.up_latency_source),
        ("scale-out", ctx.links.out_latency, ctx.links.out_latency_source),
    ):
        out.append(f"    {fabric + ' latency':<26} {f'{lat * 1e6:.3g} µs':<22} {src[:150]}")
    out.append(f"    {'scale-up domain':<26} {ctx.links.domain:<22} chips one fabric reaches")
    return "\n".join(out)


def _link(ctx: Any, fabric: str) -> np.ndarray:
    c = ctx.efficiency["collective_efficiency"].value
    bw = ctx.links.up if fabric == "scale-up" else ctx.links.out if fabric == "scale-out" else 1.0
    return np.asarray([float(bw if bw is not None else np.nan) * (c if fabric != "none" else 1.0)])


def _latency(ctx: Any, fabric: str) -> np.ndarray:
    lat = ctx.links.up_latency if fabric == "scale-up" else ctx.links.out_latency if fabric == "scale-out" else 0.0
    return np.asarray([float(lat)])


def _show(part: str, value: float) -> str:
    """A term's value in its unit: the serving declaration's part names say which it is."""
    if "bytes" in part or "hbm" in part or "memory" in part:
        return f"{value / 1e9:.3f} GB"
    if "cost" in part:
        return f"{value * 1e6:.4f} $/Mtok"
    if value < 1:
        return f"{value * 1e3:.4f} ms"
    return f"{value:.4f} s"


def document(result: ServeResult, top: int | None = None) -> dict[str, object]:
    plans = result.plans
    index = {id(p): k for k, p in enumerate(plans, 1)}
    return {
        "model": result.model,
        "objective": result.objective,
        "speculative": None
        if result.per_pass is None
        else {
            "draft_length": result.per_pass.draft_length,
            "acceptance_rate": {"value": result.per_pass.acceptance, "source": result.per_pass.acceptance_source},
            "tokens_per_pass": result.per_pass.tokens,
            "claims": list(result.per_pass.term.claims),
        },
        "targets": {
            "tpot": {"value": result.targets.tpot_s * 1e3, "unit": "ms"},
            "ttft": None if result.targets.ttft_s is None else {"value": result.targets.ttft_s, "unit": "s"},
            "overlap": result.targets.overlap,
        },
        "efficiency": {k: {"value": e.value, "source": e.source} for k, e in result.efficiency.items()},
        "kv_cache": {f"{hw} {precision}": width for (hw, precision), width in kv_widths(result).items()},
        "units": {name: unit for name, unit in COLUMNS if unit},
        "plans": [{"rank": k, **row(p)} for k, p in enumerate(plans, 1)],
        "cheapest_per_hardware": [index[id(p)] for p in result.cheapest_per_hardware()],
        "per_hardware": [
            {
                "hardware": v.hardware,
                "precision": v.precision,
                "plan": None if v.plan is None else index[id(v.plan)],
                "why_none": v.why or None,
            }
            for v in result.verdicts()
        ],
        "notes": list(result.notes),
        "pareto_front": [
            {"tpot": t * 1e3, "usd_per_mtok_output": c * 1e6, "layout": _label(p, index)} for t, c, p in result.front()
        ],
        "rejected": {f"{o.hardware} {o.precision}": o.rejected for o in result.outcomes if o.rejected},
        "skipped": result.skipped,
        "search": {"layout_evaluations": result.evaluated, "seconds": result.seconds},
    }


def write_parquet(result: ServeResult, path: str) -> int:
    """Every plan, one row each; each column's unit is in its field metadata and its name."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = [row(p) for p in result.plans]
    fields, arrays = [], []
    for name, unit in COLUMNS:
        values = [r[name] for r in rows]
        kind = pa.string() if isinstance(values[0] if values else "", str) else pa.float64()
        if name in ("tp", "ep", "pp", "chips", "batch"):
            kind = pa.int64()
        fields.append(pa.field(name, kind, metadata={"unit": unit} if unit else None))
        arrays.append(pa.array(values, type=kind))
    meta = {"chalk": json.dumps({"model": result.model, "tpot_s": result.targets.tpot_s})}
    pq.write_table(pa.Table.from_arrays(arrays, schema=pa.schema(fields, metadata=meta)), path)
    return len(rows)


def write_plot(result: ServeResult, path: str) -> None:
    """Every priced plan as a point of cost against TPOT, per hardware, with the Pareto front
    drawn; a plan without a price has no point (none at all is a one-line error)."""
    priced = [p for p in result.plans if np.isfinite(p.usd_per_output_token)]
    if not priced:
        raise PlanError(f"--plot {path}: no plan has a price per chip-hour, so there is no cost to plot against TPOT")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    by_hw: dict[str, list[Plan]] = {}
    for p in priced:
        by_hw.setdefault(p.hardware, []).append(p)
    for hw, ps in by_hw.items():
        ax.scatter([p.tpot_s * 1e3 for p in ps], [p.usd_per_output_token * 1e6 for p in ps], s=12, label=hw)
    front = [(t * 1e3, c * 1e6) for t, c, _ in result.front()]
    ax.scatter(
        [t * 1e3 for o in result.outcomes for t, c, _ in o.front if np.isfinite(c)],
        [c * 1e6 for o in result.outcomes for _, c, _ in o.front if np.isfinite(c)],
        s=4,
        color="0.75",
        label="smaller batches",
    )
    if front:
        ax.step(*zip(*front, strict=True), where="post", color="black", linewidth=1, label="Pareto front")
    ax.set_xlabel("TPOT (ms per output token)")
    ax.set_ylabel("USD per million output tokens")
    ax.set_yscale("log")
    ax.set_title(f"{result.model}: cost against TPOT ≤ {result.targets.tpot_s * 1e3:g} ms")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, format="svg")
    plt.close(fig)


def json_text(result: ServeResult) -> str:
    return json.dumps(document(result), indent=2, ensure_ascii=False)


def paths_ok(paths: Iterable[str | None]) -> None:
    for p in paths:
        if p is not None and not Path(p).parent.exists():
            raise FileNotFoundError(f"folder {Path(p).parent} does not exist")
