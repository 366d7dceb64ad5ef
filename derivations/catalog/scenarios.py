"""Catalog scenarios: a model on hardware at a precision, as the inputs that claims,
figures and ``chalk eval`` read.

Each scenario is one function over the catalogs and the ``architecture`` expressions, so
a fact such as DeepSeek-V3's MLA KV bytes per token is computed in one place (from its
config, through ``kv_bytes_per_token_mla``) and never typed. Functions build on call, so
importing a lecture module computes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

import sympy as sp

from chalk.derivations import architecture as a
from chalk.derivations import vocabulary as v
from chalk.derivations.catalog import hardware, model_spec, published_params
from chalk.derivations.quantities import Sourced, unfold
from chalk.units import Q_

#: a cached K/V element's bytes and how a source names the format
CACHE_FORMATS = {"bf16": (2, "bf16"), "fp8": (1, "FP8")}
#: GPUs of one GB200 NVL72 rack (its scale-up domain)
NVL72_GPUS = 72


def exact_value(expr: sp.Basic, inputs: Mapping[sp.Symbol, Sourced | float]) -> sp.Number:
    """``expr`` with definitions unfolded and integer catalog counts put in exactly (sympy
    arithmetic, no floats): for counts such as bytes per token that must come out whole."""
    counts = {}
    for symbol, given in inputs.items():
        magnitude = given.value.magnitude if isinstance(given, Sourced) else given
        counts[symbol] = sp.Integer(int(magnitude)) if float(magnitude).is_integer() else sp.Float(magnitude)
    value = unfold(expr).xreplace(counts)
    if not value.is_Number:
        missing = ", ".join(sorted(s.name for s in value.free_symbols))
        raise ValueError(f"{expr} needs {missing}")
    return value


@cache
def deepseek_v3_kv(cache_format: str = "bf16") -> Sourced:
    """DeepSeek-V3's MLA cache per token: 61 layers × (kv_lora_rank 512 + qk_rope_head_dim 64)
    elements, each ``cache_format`` wide (bf16 70,272 B/token, FP8 35,136)."""
    width, name = CACHE_FORMATS[cache_format]
    spec = model_spec("deepseek-v3")
    value = exact_value(spec.kv_bytes_per_token, {**spec.fields, v.bytes_per_element: width})
    layers, rank, rope = (int(spec.fields[s].value.magnitude) for s in (v.n_layers, a.kv_lora_rank, a.qk_rope_head_dim))
    return Sourced(
        Q_(int(value), "byte/token"),
        f"DeepSeek-V3 config: {layers} layers × ({rank} + {rope}) MLA elements × {width} byte ({name})",
    )


def deepseek_v3_kv_rounded(cache_format: str = "bf16") -> int:
    """The cache per token rounded to whole kB, as the lecture quotes it (bf16: 70,000)."""
    return round(int(deepseek_v3_kv(cache_format).value.magnitude), -3)


FP8_WEIGHTS = Sourced(Q_(1, "byte/parameter"), "FP8 weights (DeepSeek-V3 ships FP8)")


def deepseek_v3_on_gb200_nvl72(gpus: int = NVL72_GPUS) -> dict[sp.Symbol, Sourced]:
    """DeepSeek-V3 (published 671B total / 37B active, FP8 weights) on ``gpus`` Blackwell
    GPUs of a GB200 NVL72, FP8 math: per-GPU catalog values and ``chips``. No KV: add
    ``deepseek_v3_kv(...)`` where a claim reads the cache."""
    whole = "GB200 NVL72: 72 GPUs" if gpus == NVL72_GPUS else f"{gpus} of a GB200 NVL72's {NVL72_GPUS} GPUs"
    return {
        **hardware("gb200", "fp8"),
        **published_params("deepseek-v3"),
        v.bytes_per_param: FP8_WEIGHTS,
        v.chips: Sourced(Q_(gpus, ""), whole),
    }
