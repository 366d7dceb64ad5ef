"""The lecture's board plots, drawn from the engine's expressions with matplotlib.

Every curve is a generated numpy function (``derivations.codegen.compiled``) evaluated
on catalog hardware and models; nothing is re-typed here. Rendering is deterministic:
Agg backend, fixed DPI, fixed SVG hash salt, no dates or software versions in metadata.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np
import sympy as sp

from derivations import vocabulary as v
from derivations.catalog import hardware, model_config, published_params
from derivations.codegen import compiled
from derivations.quantities import Sourced, lookup, of
from derivations.values import base_value
from units import Q_

RC = {
    "svg.hashsalt": "chalk",
    "svg.fonttype": "path",
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "figure.dpi": 100,
}
DPI = 150
SIZE = (6.4, 3.6)


@dataclass(frozen=True)
class Rendered:
    """One figure: its name, the lecture part it belongs to, caption and both encodings."""

    name: str
    part: int
    caption: str
    png: bytes
    svg: bytes


def deepseek_v3_kv_bytes_per_token() -> Sourced:
    """MLA caches (kv_lora_rank + qk_rope_head_dim) elements per layer; FP8 cache, 1 byte each."""
    cfg = model_config("deepseek-v3")
    elements = (cfg["kv_lora_rank"] + cfg["qk_rope_head_dim"]) * cfg["num_hidden_layers"]
    return Sourced(
        Q_(elements * 1, "byte/token"),
        f"DeepSeek-V3 config: (kv_lora_rank {cfg['kv_lora_rank']} + qk_rope_head_dim {cfg['qk_rope_head_dim']})"
        f" × {cfg['num_hidden_layers']} layers × 1 byte (FP8 cache)",
    )


def deepseek_on_nvl72() -> dict[sp.Symbol, object]:
    """DeepSeek-V3 (published 671B/37B, FP8 weights) on one GB200 NVL72 rack (72 GPUs, FP8 peak)."""
    return {
        **hardware("gb200", "fp8"),
        **published_params("deepseek-v3"),
        v.bytes_per_param: Sourced(Q_(1, "byte/parameter"), "FP8 weights (DeepSeek-V3 ships in FP8)"),
        v.kv_bytes_per_token: deepseek_v3_kv_bytes_per_token(),
        v.chips: Sourced(Q_(72, ""), "GB200 NVL72: 72 GPUs in one scale-up domain"),
    }


def evaluate(name: str, at: Mapping[sp.Symbol, object], **grid: np.ndarray) -> np.ndarray:
    """Quantity ``name`` through its generated numpy code; ``grid`` overrides inputs (base units)."""
    fn = compiled(lookup(name).name)
    args = {}
    for s in _inputs(name):
        if s.name in grid:
            args[s.name] = grid[s.name]
        elif s in at:
            args[s.name] = base_value(s, at[s])
        elif of(s) is not None and of(s).default is not None:
            args[s.name] = base_value(s, of(s).default)
        else:
            raise KeyError(f"figure input {s.name} for {name} is not set")
    return np.broadcast_to(np.asarray(fn(**args), dtype=float), np.broadcast(*grid.values()).shape if grid else ())


def _inputs(name: str) -> tuple[sp.Symbol, ...]:
    from derivations.codegen import numpy_function

    return numpy_function(name).inputs


def _encode(fig) -> tuple[bytes, bytes]:
    png, svg = io.BytesIO(), io.BytesIO()
    fig.savefig(png, format="png", dpi=DPI, metadata={"Software": "chalk"})
    fig.savefig(svg, format="svg", metadata={"Date": None, "Creator": "chalk"})
    return png.getvalue(), svg.getvalue()


def _new_figure():
    from matplotlib.figure import Figure

    fig = Figure(figsize=SIZE, layout="constrained")
    return fig, fig.add_subplot()


# the board plots --------------------------------------------------------------------------
def step_time_vs_batch():
    at = {**deepseek_on_nvl72(), v.context: Q_(2048, "token/sequence")}
    batch = np.linspace(1, 25_000, 500)
    fig, ax = _new_figure()
    ms = 1e3
    curves = [
        ("t_compute", "compute (weight matmuls)", "-"),
        ("t_weights", "weight fetch", "-"),
        ("t_kv", "KV fetch", "-"),
        ("t_memory", "memory = weights + KV", "--"),
    ]
    for name, label, style in curves:
        ax.plot(batch, evaluate(name, at, batch=batch) * ms, style, label=f"{label}: {lookup(name).text}")
    ax.plot(
        batch, evaluate("t_step", at, batch=batch) * ms, "k-", lw=2.2, alpha=0.6, label="step = max(compute, memory)"
    )
    ax.set_xlabel("batch B [sequences]")
    ax.set_ylabel("time per decode step [ms]")
    ax.set_xlim(0, batch[-1])
    ax.set_ylim(bottom=0)
    ax.legend(loc="upper left")
    caption = (
        "Step time against batch: DeepSeek-V3 (671B total, 37B active, FP8 weights, MLA KV cache in FP8) "
        "on a GB200 NVL72 rack (72 GPUs, dense FP8 peak), context 2,048 tokens. Compute and KV grow with B; "
        "the weight fetch is a constant floor; the step is their roofline maximum."
    )
    return fig, caption


@dataclass(frozen=True)
class FigureSpec:
    name: str
    part: int
    draw: Callable[[], tuple[object, str]]


FIGURES: tuple[FigureSpec, ...] = (FigureSpec("step_time_vs_batch", 1, step_time_vs_batch),)


def render_all() -> list[Rendered]:
    import matplotlib

    out = []
    with matplotlib.rc_context(RC):
        for spec in FIGURES:
            fig, caption = spec.draw()
            png, svg = _encode(fig)
            out.append(Rendered(spec.name, spec.part, caption, png, svg))
    return out
