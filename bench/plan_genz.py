"""The plan's cross-check against GenZ (genz-llm 0.0.16, offline): per-token decode latency and
weight + KV memory per GPU for the same rows as llm-analysis (``plan.CROSS_CHECK``).

GenZ is given chalk's inputs in its conventions: bandwidths in GiB/s and memory in MiB
(``GenZ/unit.py``: ``binary_dicts``), peak TFLOP/s decimal, link latency in µs, and one
sequence a request (its decode defaults to 4-way beam search, ``Bb=4``). Its own Llama-2-70B
architecture is compared field by field with chalk's catalog config before a number is read."""

from __future__ import annotations

from bench.configurations import PRESETS, llama_2_70b

GENZ_MODEL = "meta-llama/Llama-2-70B"
GIB, MIB = 2.0**30, 2.0**20


def _same_architecture() -> list[str]:
    """The fields where GenZ's Llama-2-70B differs from chalk's catalog config (none expected)."""
    from GenZ.Models import get_configs

    theirs = get_configs(GENZ_MODEL)
    ours = llama_2_70b()
    pairs = {
        "num_decoder_layers": ours.layers,
        "hidden_size": ours.d_model,
        "num_attention_heads": ours.heads,
        "num_key_value_heads": ours.kv_heads,
        "intermediate_size": ours.ffn,
        "vocab_size": ours.vocab,
    }
    return [f"{k}: GenZ {getattr(theirs, k)}, chalk {v}" for k, v in pairs.items() if getattr(theirs, k) != v]


def cross_check() -> dict:
    from GenZ import decode_moddeling

    from bench.plan import CROSS_CHECK, GENERATED, chalk_point
    from chalk.exporters.evalbook import using_book
    from chalk.exporters.runtime import cached_book
    from chalk.planning.layouts import links

    differs = _same_architecture()
    rows = []
    with using_book(cached_book()):
        for gpu, hw, tp, batch, prompt in CROSS_CHECK:
            peak, bandwidth = PRESETS[gpu]
            link = links(hw)
            q = chalk_point(hw, tp, batch, prompt, peak, bandwidth)
            system = {
                "Flops": peak / 1e12,
                "Memory_BW": bandwidth / GIB,
                "Memory_size": 80,
                "ICN": link.up / GIB,
                "ICN_LL": link.up_latency * 1e6,
                "real_values": True,
            }
            out = decode_moddeling(
                model=GENZ_MODEL,
                batch_size=batch,
                input_tokens=prompt,
                output_tokens=GENERATED,
                system_name=system,
                bits="bf16",
                tensor_parallel=tp,
                Bb=1,  # one sequence a request: GenZ's default models 4-way beam search
            )
            table = out["summary_table"]
            peer_tpot = float(out["Latency"]) / 1e3  # msec per generated token
            peer_memory = (float(table["Total Weights (MB)"].iloc[0]) + float(table["KV Cache (MB)"].iloc[0])) * MIB
            breakdown = out["Runtime_breakdown"]
            chalk_tpot, chalk_memory = q("layout_step_time"), q("layout_memory_per_chip")
            rows.append(
                {
                    "configuration": {"gpu": gpu, "tp": tp, "batch": batch, "prompt": prompt},
                    "chalk_tpot_s": chalk_tpot,
                    "peer_tpot_s": peer_tpot,
                    "tpot_relative_difference": peer_tpot / chalk_tpot - 1,
                    "chalk_tp_comm_s": q("layout_t_tp"),
                    "peer_all_reduce_s": float(breakdown.AR_time) / 1e3,
                    "tpot_relative_difference_without_all_reduce": (peer_tpot - float(breakdown.AR_time) / 1e3)
                    / (chalk_tpot - q("layout_t_tp"))
                    - 1,
                    "chalk_memory_per_gpu_bytes": chalk_memory,
                    "peer_memory_per_gpu_bytes": peer_memory,
                    "memory_relative_difference": peer_memory / chalk_memory - 1,
                }
            )
    return {"peer": "genz-llm 0.0.16", "model": GENZ_MODEL, "architecture_differences": differs, "rows": rows}


def run() -> dict:
    try:
        import GenZ  # noqa: F401
    except ImportError as exc:
        return {"available": False, "reason": f"{exc} (pip install genz-llm==0.0.16: the bench extra)"}
    return cross_check()
