"""The validation figure: each published measurement's efficiency against chalk's bound,
by regime and hardware family, on a log axis; drawn with the board plots' settings
(``exporters.figures``: Agg, fixed DPI and SVG salt, no dates in metadata).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from chalk.derivations.validation import Outcome

NAME = "measured_efficiency"
#: regimes left to right, with their axis labels
ORDER = (
    ("mfu_train", "training\nMFU"),
    ("mfu_prefill", "prefill\nMFU"),
    ("mfu_decode", "decode,\ncompute"),
    ("decode_bandwidth", "decode,\nHBM-bound"),
    ("decode_speculative", "decode,\nspeculative"),
    ("decode_routed", "decode,\nMoE routed"),
    ("kernel_flops", "kernel\nFLOP/s"),
    ("kernel_bandwidth", "kernel\nHBM"),
    ("collective_bandwidth", "collective,\nscale-up"),
    ("collective_bandwidth_scaleout", "collective,\nacross nodes"),
)
MARKERS = "osD^vP*Xh<>"


def draw(outcomes: Sequence[Outcome]) -> tuple[Figure, str]:
    """The figure and its caption."""
    from chalk.exporters.figures import _new_figure

    fig, ax = _new_figure()
    names = [n for n, _ in ORDER if any(o.efficiency_of == n for o in outcomes)]
    families = sorted({o.case.family for o in outcomes})
    for k, fam in enumerate(families):
        xs, ys = [], []
        for o in outcomes:
            if o.case.family == fam and o.efficiency_of in names:
                offset = (k - (len(families) - 1) / 2) * 0.7 / max(len(families), 1)  # inside its column
                xs.append(names.index(o.efficiency_of) + offset)
                ys.append(o.efficiency)
        ax.scatter(xs, ys, marker=MARKERS[k % len(MARKERS)], s=22, alpha=0.8, label=fam)
    spread = []
    for x, name in enumerate(names):
        effs = sorted(o.efficiency for o in outcomes if o.efficiency_of == name)
        med = statistics.median(effs)
        ax.hlines(med, x - 0.3, x + 0.3, colors="k", lw=1.5)
        label = dict(ORDER)[name].replace("\n", " ")
        spread.append(f"{label} {med:.2f} ({effs[0]:.2f}-{effs[-1]:.2f}, n={len(effs)})")
    ax.axhline(1.0, color="r", lw=1, ls="--", label="chalk's bound")
    ax.set_yscale("log")
    lowest = min((o.efficiency for o in outcomes), default=0.02)
    ax.set_ylim(min(0.02, lowest / 1.5), 1.5)  # every point shows, however far below its bound
    labels = [dict(ORDER)[n].replace("\n", " ") for n in names]  # one line each, slanted: ten columns fit
    ax.set_xticks(range(len(names)), labels, fontsize=6, rotation=25, ha="right", rotation_mode="anchor")
    ax.set_ylabel("efficiency (measured ÷ bound)")
    # beside the axes, never over a point (the figure's layout engine makes room for it)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=6, ncol=1, borderaxespad=0.0)
    caption = (
        f"Published measurements of {len(outcomes)} real systems against chalk's ideal bounds (each through the "
        "command a user would type: chalk eval, plan train or plan serve, from catalog values): efficiency is "
        "bound/measured for a time and measured/bound for a "
        "rate, so 1 (dashed) is the bound and nothing may sit above it. Black bars are medians; median "
        "(range, cases) per regime: " + "; ".join(spread) + "."
    )
    return fig, caption


def write(outcomes: Sequence[Outcome], directory: Path) -> list[Path]:
    """``measured_efficiency.png`` and ``.svg`` (and the caption as ``.txt``) in ``directory``."""
    import matplotlib

    from chalk.exporters.figures import RC, _encode

    matplotlib.use("Agg")
    with matplotlib.rc_context(RC):
        fig, caption = draw(outcomes)
        png, svg = _encode(fig)
    directory.mkdir(parents=True, exist_ok=True)
    paths = [directory / f"{NAME}.png", directory / f"{NAME}.svg", directory / f"{NAME}.txt"]
    paths[0].write_bytes(png)
    paths[1].write_bytes(svg)
    paths[2].write_text(caption + "\n")
    return paths
