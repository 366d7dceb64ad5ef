"""The configurations both sides evaluate: Llama-2-70B decode on A100/H100 presets.

One seeded grid of (hardware, chips, batch, prompt) is swept through chalk's generated
numpy and, for a prefix of the same rows, through the peer calculator. Hardware numbers
are the peer's presets (decimal GB/s and TFLOPS) so both sides read the same inputs.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: peer preset name -> (dense bf16 FLOP/s, HBM byte/s): llm-analysis gpu_configs/*.json.
PRESETS = {
    "a100-sxm-80gb": (312e12, 2039e9),
    "h100-sxm-80gb": (989e12, 3350e9),
}
CHIPS = (4, 8)  # tensor-parallel degree; 70B bf16 weights need more than 2 chips at batch 32
GENERATED_TOKENS = 32
BYTES_PER_PARAM = 2.0  # bf16 weights and KV


@dataclass(frozen=True)
class Llama:
    """The architecture numbers of a dense GQA Llama (chalk's catalog config)."""

    layers: int
    d_model: int
    heads: int
    kv_heads: int
    ffn: int
    vocab: int
    max_context: int

    @property
    def params(self) -> int:
        """Parameters counted from the config: gated MLP (3 matrices), untied embeddings."""
        d, head_dim = self.d_model, self.d_model // self.heads
        attention = 2 * d * d + 2 * d * self.kv_heads * head_dim
        per_layer = attention + 3 * d * self.ffn + 2 * d
        return self.layers * per_layer + 2 * self.vocab * d + d

    @property
    def kv_bytes_per_token(self) -> float:
        return 2 * self.layers * self.kv_heads * (self.d_model // self.heads) * BYTES_PER_PARAM


def llama_2_70b() -> Llama:
    from chalk.derivations.catalog import model_config

    c = model_config("llama-2-70b")
    return Llama(
        c["num_hidden_layers"],
        c["hidden_size"],
        c["num_attention_heads"],
        c["num_key_value_heads"],
        c["intermediate_size"],
        c["vocab_size"],
        c["max_position_embeddings"],
    )


@dataclass(frozen=True)
class Grid:
    """n configurations as arrays (one row per configuration), in chalk's base units."""

    preset: np.ndarray  # index into PRESETS
    chips: np.ndarray
    batch: np.ndarray
    prompt: np.ndarray

    def __len__(self) -> int:
        return len(self.batch)

    @property
    def context(self) -> np.ndarray:
        """Tokens whose KV is read at the last decode step (the peer's seq_len + generated)."""
        return self.prompt + GENERATED_TOKENS

    def row(self, i: int) -> dict:
        name = list(PRESETS)[int(self.preset[i])]
        return {"gpu": name, "chips": int(self.chips[i]), "batch": int(self.batch[i]), "prompt": int(self.prompt[i])}


def grid(n: int, seed: int = 20260420, max_prompt: int = 4096 - GENERATED_TOKENS) -> Grid:
    """The first n rows of one fixed sequence of configurations: each column has its own
    generator, so grid(200) is exactly the first 200 rows of grid(10**7)."""

    def column(i: int, low: int, high: int) -> np.ndarray:
        return np.random.default_rng([seed, i]).integers(low, high, n)

    return Grid(
        preset=column(0, 0, len(PRESETS)),
        chips=np.asarray(CHIPS, dtype=float)[column(1, 0, len(CHIPS))],
        batch=column(2, 1, 33).astype(float),
        prompt=column(3, 128, max_prompt + 1).astype(float),
    )


def t_step_inputs(g: Grid, model: Llama, params: float | None = None) -> dict[str, np.ndarray | float]:
    """Keyword arguments of chalk's generated ``t_step`` (base units) for every row."""
    peaks = np.array([p for p, _ in PRESETS.values()])
    bandwidths = np.array([w for _, w in PRESETS.values()])
    n = float(params if params is not None else model.params)
    return {
        "batch": g.batch,
        "bytes_per_param": BYTES_PER_PARAM,
        "chips": g.chips,
        "context": g.context,
        "flops_per_param": 2.0,
        "hbm_bandwidth": bandwidths[g.preset],
        "kv_bytes_per_token": model.kv_bytes_per_token,
        "params_active": n,
        "params_total": n,
        "peak_flops": peaks[g.preset],
        "tokens_per_step": 1.0,
    }
