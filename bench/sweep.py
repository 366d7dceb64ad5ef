"""Sweep t_step over many configurations: chalk's generated numpy against hand-written
numpy of the same formula and against ``sympy.lambdify`` of the same expression."""

from __future__ import annotations

import time

import numpy as np

from bench.configurations import grid, llama_2_70b, t_step_inputs
from bench.stats import Timing


def t_step_by_hand(
    *,
    batch,
    bytes_per_param,
    chips,
    context,
    flops_per_param,
    hbm_bandwidth,
    kv_bytes_per_token,
    params_active,
    params_total,
    peak_flops,
    tokens_per_step,
):
    """The roofline step time as a person writes it in numpy (the baseline)."""
    compute = flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops)
    memory = (params_total * bytes_per_param + batch * context * kv_bytes_per_token) / (chips * hbm_bandwidth)
    return np.maximum(compute, memory)


def _implementations():
    import sympy as sp

    import chalk.derivations.lectures.batching  # noqa: F401  (declares t_step)
    from chalk.exporters.codegen import compiled, numpy_function

    function = numpy_function("t_step")
    names = [s.name for s in function.inputs]
    lambdified = sp.lambdify(list(function.inputs), function.expr, modules="numpy")

    def via_lambdify(**kw):
        return lambdified(*(kw[n] for n in names))

    return {"chalk": compiled("t_step"), "hand_written": t_step_by_hand, "sympy_lambdify": via_lambdify}


def _repetitions(points: int, repeat: int) -> int:
    """At least ``repeat``; more for small sizes (a call of 10^5 points takes 0.5 ms, and one
    scheduler hiccup of a few ms would otherwise decide a median of few runs)."""
    return min(200, max(repeat, int(2e7 // points)))


def _interleaved(implementations: dict, inputs: dict, repeat: int) -> dict[str, Timing]:
    """Each repetition times every implementation in turn, so a change in machine load
    during the run hits all of them alike."""
    runs: dict[str, list[float]] = {name: [] for name in implementations}
    for _ in range(repeat):
        for name, f in implementations.items():
            start = time.perf_counter()
            f(**inputs)
            runs[name].append(time.perf_counter() - start)
    return {name: Timing(tuple(r)) for name, r in runs.items()}


def run(sizes: list[int], repeat: int) -> list[dict]:
    """One entry per size: points/s of each implementation and the ratios."""
    model = llama_2_70b()
    implementations = _implementations()
    results = []
    for n in sizes:
        inputs = t_step_inputs(grid(n), model)
        outputs = {name: f(**inputs) for name, f in implementations.items()}  # warm-up, and the agreement check
        reference = outputs["hand_written"]
        disagreement = {
            name: float(np.max(np.abs(out / reference - 1.0)))
            for name, out in outputs.items()
            if name != "hand_written"
        }
        del outputs
        timings = _interleaved(implementations, inputs, _repetitions(n, repeat))
        rate = {name: n / t.median for name, t in timings.items()}
        results.append(
            {
                "points": n,
                "repeat": len(timings["chalk"].seconds),
                "points_per_s": rate,
                "seconds": {name: t.to_json() for name, t in timings.items()},
                "ratio_chalk_over_hand_written": rate["chalk"] / rate["hand_written"],
                "ratio_chalk_over_lambdify": rate["chalk"] / rate["sympy_lambdify"],
                "max_relative_difference_from_hand_written": disagreement,
            }
        )
    return results
