"""``chalk.evaluate`` called in a loop, as a user's own sweep or notebook calls it, against
the generated numpy function it ends in, called with the same inputs in the same run: the
ratio is what the typed API (request, catalog layers, units, domain check) costs a call."""

from __future__ import annotations

from bench.stats import time_call

#: one serving question, the batch varied per call as a user's loop varies it
QUESTION = {"quantity": "t_step", "model": "llama-3-70b", "hardware": "h100-sxm", "context": 4096}


def run(calls: int, repeat: int) -> dict:
    import chalk
    from chalk.exporters.evalbook import book

    quantity, fixed = QUESTION["quantity"], {k: v for k, v in QUESTION.items() if k != "quantity"}
    first = chalk.evaluate(quantity, batch=1, **fixed)  # untimed: imports, the runtime, the catalog
    function = book().function(quantity)
    base = {name: float(i.value.to_base_units().magnitude) for name, i in first.inputs.items()}
    names = {s.name for s in book().inputs(quantity)}
    arguments = {name: value for name, value in base.items() if name in names}

    def api() -> None:
        for b in range(1, calls + 1):
            chalk.evaluate(quantity, batch=b, **fixed)

    def generated() -> None:
        for b in range(1, calls + 1):
            function(**{**arguments, "batch": float(b)})

    # the baseline computes what the API returns: the same value from the same inputs
    expected = float(first.value.to_base_units().magnitude)
    got = float(function(**{**arguments, "batch": 1.0}))
    chalk_timing = time_call(api, repeat)
    baseline = time_call(generated, repeat)
    return {
        "question": QUESTION,
        "calls": calls,
        "repeat": repeat,
        "per_call_s": chalk_timing.median / calls,
        "generated_per_call_s": baseline.median / calls,
        "ratio_over_generated_function": chalk_timing.median / baseline.median,
        "relative_difference_at_batch_1": abs(got - expected) / abs(expected),
        "chalk_s": chalk_timing.to_json(),
        "generated_s": baseline.to_json(),
    }


def markdown(found: dict | None) -> list[str]:
    if not found:
        return []
    q = found["question"]
    return [
        "## The Python API in a loop",
        "",
        f"`chalk.evaluate({q['quantity']!r}, model={q['model']!r}, hardware={q['hardware']!r}, "
        f"context={q['context']}, batch=b)` for b = 1 … {found['calls']}, against the generated numpy function "
        "it ends in, called with the same inputs.",
        "",
        "| per call | generated function per call | ratio |",
        "|---|---|---|",
        f"| {found['per_call_s'] * 1000:.2f} ms | {found['generated_per_call_s'] * 1e6:.1f} µs "
        f"| {found['ratio_over_generated_function']:.0f}× |",
        "",
    ]
