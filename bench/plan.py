"""`chalk plan serve` in the benchmark: the vectorised search against a scalar loop over the
same layouts (measured in the same run), `--hardware all` end to end, and the plan's
per-token latency and memory per chip against llm-analysis, GenZ and aiconfigurator on the same inputs."""

from __future__ import annotations

import time

import numpy as np

from bench.configurations import PRESETS, llama_2_70b

#: (peer GPU preset, chalk catalog id, TP degree, batch per replica, prompt tokens)
CROSS_CHECK = (
    ("a100-sxm-80gb", "a100-80gb", 2, 1, 512),
    ("a100-sxm-80gb", "a100-80gb", 4, 8, 1024),
    ("a100-sxm-80gb", "a100-80gb", 8, 32, 2048),
    ("h100-sxm-80gb", "h100-sxm", 4, 8, 1024),
    ("h100-sxm-80gb", "h100-sxm", 8, 32, 2048),
    ("h100-sxm-80gb", "h100-sxm", 8, 64, 4096),
)
GENERATED = 32


def _args(hardware: str, **over):
    from chalk.planning.serve import ServeRequest

    base = dict(model="llama-3-70b", hardware=hardware, context=8192, tpot="20ms")
    base.update(over)
    return ServeRequest(**base)


def speed(repeat: int) -> dict:
    from chalk.exporters.evalbook import using_book
    from chalk.exporters.runtime import cached_book
    from chalk.planning.search import grid_rate, q
    from chalk.planning.serve import plan_serve

    book = cached_book()
    with using_book(book):
        plan_serve(_args("all"))  # warm
        times = []
        for _ in range(repeat):
            started = time.perf_counter()
            result = plan_serve(_args("all"))
            times.append(time.perf_counter() - started)
        ctx = result.contexts[("h100-sxm", "bf16")]
        ev = ctx.evaluator
        n = 64
        deg = {
            "tp_degree": np.full(n, 8.0),
            "ep_degree": np.ones(n),
            "pp_degree": np.ones(n),
            "tp_link_bandwidth": np.full(n, 4.5e11),
            "ep_link_bandwidth": np.ones(n),
            "pp_link_bandwidth": np.ones(n),
            "tp_link_latency": np.full(n, 6e-7),
            "ep_link_latency": np.zeros(n),
            "pp_link_latency": np.zeros(n),
        }
        points, seconds = grid_rate(ev, deg, result.serving, np.arange(1, 2**14 + 1))
        f, inputs = ev.functions[q(result.serving.step_time)]
        scalar_n = 20_000
        started = time.perf_counter()
        for b in range(1, scalar_n + 1):
            f(
                **{
                    k: (
                        float(b)
                        if k == "batch"
                        else (
                            8.0
                            if k == "tp_degree"
                            else 4.5e11
                            if k == "tp_link_bandwidth"
                            else 1.0
                            if k in deg
                            else ev.kwargs[k]
                        )
                    )
                    for k in inputs
                }
            )
        scalar_s = time.perf_counter() - started
    vector_rate, scalar_rate = points / seconds, scalar_n / scalar_s
    return {
        "hardware_all_warm_s": {"median": float(np.median(times)), "runs": times},
        "plans": len(result.plans),
        "layout_evaluations": result.evaluated,
        "vectorised_layouts_per_s": vector_rate,
        "scalar_loop_layouts_per_s": scalar_rate,
        "ratio_vectorised_to_scalar": vector_rate / scalar_rate,
        "peer_figures": "Vidur-Search: about an hour of CPU per search (issue 28, from the Vidur paper); "
        "GenZ and aiconfigurator are the cross-check's other peers (bench/plan_genz.py, bench/plan_aiconfigurator.py)",
    }


def chalk_point(hw: str, tp: int, batch: int, prompt: int, peak: float, bandwidth: float):
    """chalk's layout quantities for one CROSS_CHECK row, as a function of the quantity's name:
    Llama-2-70B in bf16, TP only, the hardware's own scale-up link, the peer's peaks."""
    from chalk.planning.layouts import links
    from chalk.planning.serve import plan_serve

    context = prompt + GENERATED
    result = plan_serve(_args(hw, model="llama-2-70b", context=context, prompt=prompt, tpot="10s", tp=tp, pp=1))
    ev = result.contexts[(hw, "bf16")].evaluator
    at = dict(
        ev.kwargs,
        tp_degree=tp,
        ep_degree=1.0,
        pp_degree=1.0,
        batch=float(batch),
        tp_link_bandwidth=links(hw).up,
        ep_link_bandwidth=1.0,
        pp_link_bandwidth=1.0,
        tp_link_latency=links(hw).up_latency,
        ep_link_latency=0.0,
        pp_link_latency=0.0,
        peak_flops=peak,
        hbm_bandwidth=bandwidth,
    )

    def q(name: str) -> float:
        f, inputs = ev.functions[name]
        return float(f(**{k: at[k] for k in inputs}))

    return q


def cross_check() -> dict:
    """Per-token decode latency and weight + KV memory per GPU, chalk's layout quantities against
    llm-analysis 0.2.2 on the same model, GPU peaks and TP degree (bf16 weights and KV)."""
    from bench.peer import _quiet, decode, peer_model
    from chalk.exporters.evalbook import using_book
    from chalk.exporters.runtime import cached_book

    _quiet()
    model = llama_2_70b()
    config = peer_model(model)
    book = cached_book()
    rows = []
    with using_book(book):
        for gpu, hw, tp, batch, prompt in CROSS_CHECK:
            context = prompt + GENERATED
            peak, bandwidth = PRESETS[gpu]
            q = chalk_point(hw, tp, batch, prompt, peak, bandwidth)
            summary, analysis = decode(config, gpu, tp, batch, prompt)
            peer_latency = summary["decode_latency"]  # per generated token, as bench/peer.py reads it
            peer_memory = summary["weight_memory_per_gpu"] + summary["kv_cache_memory_per_gpu"]
            chalk_latency = q("layout_step_time")
            chalk_memory = q("layout_memory_per_chip")
            extras = {
                # the peer reads the KV cache and writes it back: a second KV pass chalk does not count
                "kv_store": summary["kv_cache_latency"] / 2,
                # the peer's TP all-reduces carry an 8 µs message latency each; chalk's 2(tp−1) ring steps of 0.6 µs
                "tp_comm_beyond_chalk": summary["decode_latency_fwd_tp_comm"] - q("layout_t_tp"),
                "output_embedding_compute": summary["decode_latency_fwd_output_embedding_loss"],
                "layernorm_activations": summary["decode_latency_fwd_layernorm"],
                "layer_activations": _activations(analysis, batch, bandwidth) * config.num_layers,
            }
            rows.append(
                {
                    "configuration": {"gpu": gpu, "tp": tp, "batch": batch, "prompt": prompt, "context": context},
                    "chalk_tpot_s": chalk_latency,
                    "peer_tpot_s": peer_latency,
                    "tpot_relative_difference": peer_latency / chalk_latency - 1,
                    "peer_extra_terms_s": extras,
                    "tpot_relative_difference_without_extra_terms": (peer_latency - sum(extras.values()))
                    / chalk_latency
                    - 1,
                    "chalk_memory_per_gpu_bytes": chalk_memory,
                    "peer_memory_per_gpu_bytes": peer_memory,
                    "memory_relative_difference": peer_memory / chalk_memory - 1,
                }
            )
    return {"model": "llama-2-70b (chalk catalog config; the peer given the same architecture)", "rows": rows}


def _activations(analysis, batch: int, bandwidth: float) -> float:
    from bench.peer import _activation_latency

    return _activation_latency(analysis, batch, bandwidth)


def run(repeat: int) -> dict:
    from bench import plan_aiconfigurator, plan_genz

    out: dict = {"speed": speed(repeat)}
    try:
        import llm_analysis  # noqa: F401
    except ImportError as exc:
        out["cross_check"] = {"available": False, "reason": str(exc)}
    else:
        out["cross_check"] = cross_check()
    out["cross_check_genz"] = plan_genz.run()
    out["cross_check_aiconfigurator"] = plan_aiconfigurator.run()
    return out


if __name__ == "__main__":
    import json

    print(json.dumps(run(3), indent=2))
