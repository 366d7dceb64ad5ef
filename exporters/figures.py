"""The lecture's board plots, drawn from the engine's expressions with matplotlib.

Every curve is a generated numpy function (``derivations.codegen.compiled``) evaluated
on catalog hardware and models; nothing is re-typed here. Rendering is deterministic:
Agg backend, fixed DPI, fixed SVG hash salt, no dates or software versions in metadata.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import sympy as sp

from chalk.derivations import vocabulary as v
from chalk.derivations.architecture import d_ff, mlp_matrices
from chalk.derivations.catalog import hardware, scenarios
from chalk.derivations.quantities import Sourced, lookup
from chalk.derivations.values import base_point, base_value
from chalk.exporters.codegen import compiled
from chalk.units import Q_

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.typing import RcKeyType

RC: dict[RcKeyType, Any] = {
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


SHORT_CONTEXT = 2_048  # tokens per sequence: below L_bal, so compute overtakes memory as B grows
LONG_CONTEXT = 32_768  # tokens per sequence for the memory plot
RACK_GPUS = 72
EXPERT_PARALLELISM = 64  # lecture 01:03:31
BATCH_OVER_B_STAR = 20  # a batch large enough that the weight fetch is amortised


def deepseek_on_nvl72() -> dict[sp.Symbol, object]:
    """DeepSeek-V3 (published 671B/37B, FP8 weights) on one GB200 NVL72 rack (72 GPUs, FP8 peak)."""
    return {**scenarios.deepseek_v3_on_gb200_nvl72(RACK_GPUS), v.kv_bytes_per_token: scenarios.deepseek_v3_kv("fp8")}


def values_on_grid(name: str, at: Mapping[sp.Symbol, object], **grid: np.ndarray) -> np.ndarray:
    """Quantity ``name`` through its generated numpy code; ``grid`` overrides inputs (base units)."""
    fn = compiled(lookup(name).name)
    inputs = _inputs(name)
    args = {s.name: grid[s.name] for s in inputs if s.name in grid}
    fixed = base_point([s for s in inputs if s.name not in grid], at, what=f"the figure's {name}")
    args |= {s.name: value for s, value in fixed.items()}
    return np.broadcast_to(np.asarray(fn(**args), dtype=float), np.broadcast(*grid.values()).shape if grid else ())


def _inputs(name: str) -> tuple[sp.Symbol, ...]:
    from chalk.exporters.codegen import numpy_function

    return numpy_function(name).inputs


def _encode(fig: Figure) -> tuple[bytes, bytes]:
    png, svg = io.BytesIO(), io.BytesIO()
    fig.savefig(png, format="png", dpi=DPI, metadata={"Software": "chalk"})
    fig.savefig(svg, format="svg", metadata={"Date": None, "Creator": "chalk"})
    return png.getvalue(), svg.getvalue()


def _new_figure() -> tuple[Figure, Axes]:
    from matplotlib.figure import Figure

    fig = Figure(figsize=SIZE, layout="constrained")
    return fig, fig.add_subplot()


# the board plots --------------------------------------------------------------------------
def step_time_vs_batch():
    at = {**deepseek_on_nvl72(), v.context: Q_(SHORT_CONTEXT, "token/sequence")}
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
        ax.plot(batch, values_on_grid(name, at, batch=batch) * ms, style, label=f"{label}: {lookup(name).text}")
    ax.plot(
        batch,
        values_on_grid("t_step", at, batch=batch) * ms,
        "k-",
        lw=2.2,
        alpha=0.6,
        label="step = max(compute, memory)",
    )
    ax.set_xlabel("batch B [sequences]")
    ax.set_ylabel("time per decode step [ms]")
    ax.set_xlim(0, batch[-1])
    ax.set_ylim(bottom=0)
    ax.legend(loc="upper left")
    caption = (
        "Step time against batch: DeepSeek-V3 (671B total, 37B active, FP8 weights, MLA KV cache in FP8) "
        f"on a GB200 NVL72 rack ({RACK_GPUS} GPUs, dense FP8 peak), context {SHORT_CONTEXT:,} tokens. "
        "Compute and KV grow with B; "
        "the weight fetch is a constant floor; the step is their roofline maximum."
    )
    return fig, caption


def _usd_per_mtok(usd_per_token: np.ndarray) -> np.ndarray:
    return usd_per_token * 1e6


def cost_per_token_vs_batch():
    at = {**deepseek_on_nvl72(), v.context: Q_(SHORT_CONTEXT, "token/sequence")}
    batch = np.geomspace(1, 100_000, 400)
    b_star = float(values_on_grid("optimal_batch", at))
    fig, ax = _new_figure()
    cost = lookup("cost_per_token")
    ax.loglog(
        batch,
        _usd_per_mtok(values_on_grid("cost_per_token", at, batch=batch)),
        "k-",
        lw=2,
        label=f"cost per token: {cost.text}",
    )
    ax.axvline(b_star, color="tab:red", ls="--", label=f"B* = {b_star:,.0f} sequences (weights amortised)")
    ax.set_xlabel("batch B [sequences]")
    ax.set_ylabel("cost per token [USD per million tokens]")
    ax.legend(loc="upper right")
    caption = (
        "Cost per token against batch, same replica and context as the step-time plot, at the default "
        "rental price per chip-hour: the unamortised weight fetch makes small batches about B* times "
        "dearer; past B* the per-sequence compute and KV set a floor."
    )
    return fig, caption


def cost_vs_context():
    base = deepseek_on_nvl72()
    context = np.geomspace(1_000, 1_000_000, 400)
    l_bal = float(values_on_grid("balanced_context", base))
    batch = BATCH_OVER_B_STAR * float(values_on_grid("optimal_batch", base))
    at = {**base, v.batch: Q_(batch, "sequence")}
    fig, ax = _new_figure()
    ax.loglog(
        context,
        _usd_per_mtok(values_on_grid("cost_per_token", at, context=context)),
        "k-",
        lw=2,
        label="cost per token",
    )
    ax.axvline(l_bal, color="tab:red", ls="--", label=f"balanced context L_bal = {l_bal:,.0f} tokens")
    ax.set_xlabel("context length L [tokens per sequence]")
    ax.set_ylabel("cost per token [USD per million tokens]")
    ax.legend(loc="upper left")
    caption = (
        f"Cost per token against context length at a large batch ({batch:,.0f} sequences, "
        f"{BATCH_OVER_B_STAR} B*), same replica: "
        "flat while compute-bound, then growing in proportion to L once the KV reads dominate; the kink sits at "
        "the balanced context L_bal, where KV time per sequence equals compute time per sequence."
    )
    return fig, caption


def memory_per_gpu_vs_stages():
    b_star = float(values_on_grid("optimal_batch", deepseek_on_nvl72()))
    at = {
        **deepseek_on_nvl72(),
        v.context: Q_(LONG_CONTEXT, "token/sequence"),
        v.expert_parallelism: Sourced(Q_(EXPERT_PARALLELISM, ""), "lecture 01:03:31: E = 64 GPUs per rack"),
        v.microbatch: Q_(b_star, "sequence"),
    }
    stages = np.arange(1, 9, dtype=float)
    micro = base_value(v.microbatch, at[v.microbatch])
    batch = stages * micro  # P micro-batches in flight: B = P·b
    total = values_on_grid("memory_per_chip", at, pipeline_stages=stages, batch=batch)
    weights = values_on_grid("weights_per_chip", at, pipeline_stages=stages)
    gb = 1e-9
    fig, ax = _new_figure()
    ax.plot(stages, total * gb, "ko-", lw=2, label=f"total per GPU: {lookup('memory_per_chip').text}")
    ax.plot(stages, weights * gb, "o-", color="tab:blue", label="weights: shrink as 1/P")
    ax.plot(stages, (total - weights) * gb, "o-", color="tab:green", label="KV cache: flat (B = P·b)")
    capacity = base_value(v.hbm_capacity, at[v.hbm_capacity])
    ax.axhline(capacity * gb, color="tab:red", ls="--", label="HBM capacity of one GPU")
    ax.set_xlabel("pipeline stages P [racks]")
    ax.set_ylabel("memory per GPU [GB]")
    ax.set_ylim(0, capacity * gb * 1.4)
    ax.legend(loc="upper right", ncols=2)
    caption = (
        f"Memory per GPU against pipeline stages: DeepSeek-V3 in FP8 on GB200 racks, E = {EXPERT_PARALLELISM} GPUs "
        f"per rack, micro-batch b = B* = {micro:,.0f} sequences, context {LONG_CONTEXT:,} tokens, P micro-batches "
        "in flight. "
        "More stages shrink the weights per GPU; the KV cache per GPU stays where it is."
    )
    return fig, caption


def gpipe_schedule(stages: int, microbatches: int) -> list[tuple[int, int, int, str]]:
    """(stage, time slot, micro-batch, 'F' or 'B') boxes of a GPipe step: all forwards, a hard
    stop, all backwards (a backward taken as long as a forward)."""
    boxes = [(s, s + i, i, "F") for s in range(stages) for i in range(microbatches)]
    start = microbatches + stages - 1
    boxes += [(s, start + (stages - 1 - s) + i, i, "B") for s in range(stages) for i in range(microbatches)]
    return boxes


def idle_fraction(boxes: list[tuple[int, int, int, str]], stages: int) -> float:
    slots = max(t for _, t, _, _ in boxes) + 1
    return 1 - len(boxes) / (stages * slots)


def pipeline_schedule():
    stages, micro = 4, 8
    bubble = float(values_on_grid("bubble_fraction", {v.pipeline_stages: stages, v.microbatches: micro}))
    boxes = gpipe_schedule(stages, micro)
    fig, ax = _new_figure()
    for s, t, i, kind in boxes:
        color = "tab:blue" if kind == "F" else "tab:orange"
        ax.add_patch(_rectangle((t, s - 0.4), 1, 0.8, color))
        ax.text(t + 0.5, s, f"{kind}{i + 1}", ha="center", va="center", fontsize=7, color="white")
    slots = max(t for _, t, _, _ in boxes) + 1
    ax.set_xlim(0, slots)
    ax.set_ylim(stages - 0.5, -0.5)
    ax.set_yticks(range(stages), [f"stage {s + 1}" for s in range(stages)])
    ax.set_xlabel("time [forward-pass durations of one micro-batch on one stage]")
    ax.set_ylabel("pipeline stage (rack)")
    ax.grid(False)
    ax.set_title(f"P = {stages} stages, m = {micro} micro-batches: bubble (P-1)/(m+P-1) = {bubble:.1%}")
    caption = (
        f"A GPipe training step with P = {stages} stages and m = {micro} micro-batches: forwards (blue), a hard "
        f"stop, backwards (orange). The white area is the bubble: chalk's bubble_fraction gives {bubble:.1%} "
        "of each stage's time idle. In inference the next request starts at once and there is no bubble."
    )
    return fig, caption


FIGURE_CHIPS = 256  # chips sharing the global batch; the per-chip batch is what matters
TP_DEGREES = (8, 32)  # one tensor-parallel degree below Y_max on a TPU v5p, one above


def parallelism_time_per_layer():
    """One LLaMA-3 70B MLP layer on TPU v5p (one ICI axis, bf16) under DP, FSDP and TP."""
    at = {
        **hardware("tpu-v5p"),
        v.d_model: Sourced(Q_(8192, ""), "LLaMA-3 70B config: hidden_size"),
        d_ff: Sourced(Q_(28672, ""), "LLaMA-3 70B config: intermediate_size"),
        mlp_matrices: Sourced(Q_(3, ""), "LLaMA-3 70B: gated MLP, 3 matrices"),
        v.bytes_per_param: Q_(2, "byte/parameter"),
        v.bytes_per_activation: Q_(2, "byte/token"),
        v.n_axes: Q_(1, ""),
        v.chips: Q_(FIGURE_CHIPS, ""),
    }
    per_chip = np.geomspace(64, 65_536, 400)
    tokens = per_chip * FIGURE_CHIPS
    ms = 1e3
    b_star = float(values_on_grid("dp_critical_batch_per_chip", at))
    y_max = float(values_on_grid("tp_max_degree", at))
    fig, ax = _new_figure()
    compute = 3 * values_on_grid("forward_layer_compute_time", at, global_batch_tokens=tokens)
    ax.loglog(per_chip, compute * ms, "k--", lw=1.2, label="compute alone (3 forward passes)")
    ax.loglog(
        per_chip, values_on_grid("dp_layer_time", at, global_batch_tokens=tokens) * ms, "-", label="data parallel"
    )
    fsdp = values_on_grid("fsdp_layer_time", at, global_batch_tokens=tokens)
    ax.loglog(per_chip, fsdp * ms, "-", label="FSDP")
    for y, style in zip(TP_DEGREES, (":", "-."), strict=True):
        t = values_on_grid("tp_layer_time", {**at, v.tp_degree: Q_(y, "")}, global_batch_tokens=tokens)
        ax.loglog(per_chip, t * ms, style, lw=1.6, label=f"tensor parallel, Y = {y}")
        if y > y_max:  # communication-bound TP: mark where it overtakes FSDP
            i = int(np.argmax(t >= fsdp))
            ax.plot(per_chip[i], t[i] * ms, "ko", ms=5)
            ax.annotate(
                f"TP (Y = {y}) = FSDP at {per_chip[i]:,.0f}",
                (per_chip[i], t[i] * ms),
                xytext=(-8, 8),
                textcoords="offset points",
                ha="right",
                fontsize=7,
            )
    ax.axvline(b_star, color="tab:red", ls="--", lw=1, label=f"DP/FSDP crossover B* = {b_star:,.0f} tokens/chip")
    ax.set_xlabel("batch per chip [tokens]")
    ax.set_ylabel("time per layer [ms]")
    ax.legend(loc="upper left", fontsize=7)
    caption = (
        "Training time of one LLaMA-3 70B MLP layer (d_model 8,192, d_ff 28,672, gated, bf16) per chip on TPU v5p, "
        "collectives over one ICI axis with wraparound, against the per-chip batch. Data parallelism and FSDP meet "
        f"the compute line at B* = C/W_ici = {b_star:,.0f} tokens per chip (red); below it FSDP, with three weight "
        "collectives per layer against two, waits longer. Tensor parallelism scales with the batch: Y = "
        f"{TP_DEGREES[0]} stays on the compute line and Y = {TP_DEGREES[1]} sits above it at every batch, since "
        f"Y_max = {y_max:.1f}; the dot marks where it overtakes FSDP."
    )
    return fig, caption


def _rectangle(xy, width, height, color):
    from matplotlib.patches import Rectangle

    return Rectangle(xy, width, height, facecolor=color, edgecolor="white")


@dataclass(frozen=True)
class FigureSpec:
    name: str
    part: int
    draw: Callable[[], tuple[Figure, str]]


FIGURES: tuple[FigureSpec, ...] = (
    FigureSpec("step_time_vs_batch", 1, step_time_vs_batch),
    FigureSpec("cost_per_token_vs_batch", 1, cost_per_token_vs_batch),
    FigureSpec("cost_vs_context", 1, cost_vs_context),
    FigureSpec("memory_per_gpu_vs_stages", 2, memory_per_gpu_vs_stages),
    FigureSpec("pipeline_schedule", 2, pipeline_schedule),
    FigureSpec("parallelism_time_per_layer", 4, parallelism_time_per_layer),
)


def render_all() -> list[Rendered]:
    import matplotlib

    matplotlib.use("Agg")
    out = []
    with matplotlib.rc_context(RC):
        for spec in FIGURES:
            fig, caption = spec.draw()
            png, svg = _encode(fig)
            out.append(Rendered(spec.name, spec.part, caption, png, svg))
    return out


def render_user(entries) -> list[Rendered]:
    """A user's figures (``@chalk.figure`` functions), drawn like the lecture's."""
    import matplotlib

    matplotlib.use("Agg")
    out = []
    with matplotlib.rc_context(RC):
        for entry in entries:
            fig = entry.draw()
            if not hasattr(fig, "savefig"):
                raise TypeError(f"figure {entry.name} must return a matplotlib Figure, got {type(fig).__name__}")
            png, svg = _encode(fig)
            out.append(Rendered(entry.name, entry.part.number, entry.caption, png, svg))
    return out
