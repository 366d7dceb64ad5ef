"""Figures: the lecture's five board plots, drawn from the generated code, deterministically."""

import matplotlib
import pytest

from chalk.exporters import figures

matplotlib.use("Agg")


@pytest.fixture(scope="module")
def drawn():
    out = {}
    with matplotlib.rc_context(figures.RC):
        for spec in figures.FIGURES:
            fig, caption = spec.draw()
            out[spec.name] = (fig, caption)
    return out


def test_the_five_board_plots_and_the_parallelism_plot_are_drawn():
    names = {spec.name for spec in figures.FIGURES}
    assert names == {
        "step_time_vs_batch",
        "cost_per_token_vs_batch",
        "cost_vs_context",
        "memory_per_gpu_vs_stages",
        "pipeline_schedule",
        "parallelism_time_per_layer",
    }


def test_every_axis_label_names_its_unit(drawn):
    for name, (fig, _) in drawn.items():
        for ax in fig.axes:
            x, y = ax.get_xlabel(), ax.get_ylabel()
            assert "[" in x and x.endswith("]"), (name, x)
            assert name == "pipeline_schedule" or ("[" in y and y.endswith("]")), (name, y)


def test_the_drawn_schedule_idles_exactly_the_engines_bubble_fraction():
    for stages, micro in [(4, 8), (2, 1), (8, 27)]:
        drawn = figures.idle_fraction(figures.gpipe_schedule(stages, micro), stages)
        engine = figures.values_on_grid("bubble_fraction", {}, pipeline_stages=stages, microbatches=micro)
        assert drawn == pytest.approx(float(engine), rel=1e-12)


def test_step_time_curve_is_the_max_of_compute_and_memory(drawn):
    fig, _ = drawn["step_time_vs_batch"]
    lines = {line.get_label().split(":")[0]: line.get_ydata() for line in fig.axes[0].get_lines()}
    step = lines["step = max(compute, memory)"]
    compute, memory = lines["compute (weight matmuls)"], lines["memory = weights + KV"]
    assert (abs(step - [max(c, m) for c, m in zip(compute, memory, strict=True)]) <= 1e-12 * step).all()


def test_encodings_carry_no_date_or_version():
    with matplotlib.rc_context(figures.RC):
        fig, _ = figures.FIGURES[-1].draw()
        png, svg = figures._encode(fig)
    assert b"<dc:date>" not in svg and matplotlib.__version__.encode() not in svg
    assert matplotlib.__version__.encode() not in png
    with matplotlib.rc_context(figures.RC):
        again = figures._encode(figures.FIGURES[-1].draw()[0])
    assert again == (png, svg)
