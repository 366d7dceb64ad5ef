"""Hugging Face ``config.json`` → the architecture quantities chalk derives counts from.

Reads the key names of the Llama, Llama-4 (its ``text_config``), Mistral/Mixtral, Qwen3,
Qwen3-MoE, GLM-4.5, DeepSeek-V3/R1/V3.x/Kimi-K2 and gpt-oss configs.
Each field becomes a ``Sourced`` count naming the key it came from, and
the family (dense, MoE, MLA + MoE) picks which defined expressions give the total and
active parameters and the KV bytes per token. A missing or malformed field raises
``ConfigError`` naming it.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

import sympy as sp

from chalk.derivations import architecture as a
from chalk.derivations import vocabulary as v
from chalk.derivations.quantities import Sourced
from chalk.units import Q_

GATED_ACTIVATIONS = ("silu", "swish", "swiglu", "gelu_pytorch_tanh", "geglu")
DTYPE_BYTES = {"float32": 4, "float16": 2, "bfloat16": 2, "float8_e4m3fn": 1, "float8_e5m2": 1}
#: a KV-cache dtype as serving configs name it (vLLM's ``kv_cache_dtype``)
KV_DTYPE_BYTES = {**DTYPE_BYTES, "fp8": 1, "fp8_e4m3": 1, "fp8_e5m2": 1, "auto": None}
FP8_QUANT = ("fp8",)


MAX_COUNT = 10**12  # far above any real width or vocabulary count; floats stay exact below it
MAX_LAYERS = 100_000  # the layer loop below is linear in the count


class ConfigError(ValueError):
    """A config.json that lacks a field chalk needs or has a value of the wrong kind."""


@dataclass(frozen=True)
class ModelSpec:
    """One model's architecture: config fields as counts and the expressions to use."""

    name: str
    origin: str
    family: str  # "dense", "moe" or "mla"
    fields: dict[sp.Symbol, Sourced]
    bytes_per_param: Sourced | None = None
    published: dict | None = None
    notes: tuple[str, ...] = field(default=())
    math_precision: tuple[str, str] | None = None  # (precision, where the config declares it)
    #: the byte widths the config declares (bytes_per_param, bytes_per_element, bytes_per_activation)
    widths: dict[sp.Symbol, Sourced] = field(default_factory=dict)
    #: why a width the config could state has no single value (e.g. mixed MXFP4 + bf16 weights)
    width_gaps: dict[sp.Symbol, str] = field(default_factory=dict)

    @property
    def params_total(self) -> sp.Symbol:
        return {"dense": a.params_total_dense, "moe": a.params_total_moe, "mla": a.params_total_mla}[self.family]

    @property
    def params_active(self) -> sp.Symbol:
        return {"dense": a.params_total_dense, "moe": a.params_active_moe, "mla": a.params_active_mla}[self.family]

    @property
    def kv_bytes_per_token(self) -> sp.Symbol:
        if self.family == "mla":
            return a.kv_bytes_per_token_mla
        return a.kv_bytes_per_token_sliding if a.sliding_layers in self.fields else a.kv_bytes_per_token_gqa

    def derived(self) -> dict[sp.Symbol, sp.Symbol]:
        """Vocabulary inputs this model supplies through a defined expression."""
        return {
            v.params_total: self.params_total,
            v.params_active: self.params_active,
            v.kv_bytes_per_token: self.kv_bytes_per_token,
        }

    def active_count_note(self) -> str | None:
        """Say when the derived N_active differs from the published one by the input
        embedding: the lookup does no matmul, and some vendors leave it out of 'active'."""
        published = (self.published or {}).get("active_params")
        if not published or self.family == "dense":
            return None
        from chalk.derivations.evaluation import value_in_base_units

        derived = value_in_base_units(self.params_active, self.fields)
        lookup = value_in_base_units(a.params_input_embedding, self.fields)
        without = abs(derived - lookup - published)
        if without > 0.01 * published or 5 * without > abs(derived - published):
            return None  # only a clear match: within 1%, and five times closer than the count with it
        rows, width = (self.fields[s].value.magnitude for s in (a.vocab_size, v.d_model))
        return (
            f"N_active = {derived / 1e9:.3g}B counts the input embedding ({rows:,.0f} × {width:,.0f} = "
            f"{lookup / 1e9:.3g}B, a lookup with no matmul); the published {published / 1e9:.3g}B leaves it out "
            "(--published uses it)"
        )


class _Reader:
    def __init__(self, cfg: dict, origin: str):
        if not isinstance(cfg, dict):
            raise ConfigError(f"{origin}: expected a JSON object, got {type(cfg).__name__}")
        self.cfg, self.origin = cfg, origin

    def has(self, key: str) -> bool:
        return self.cfg.get(key) is not None

    def count(self, *keys: str, minimum: int = 1, default: int | None = None, why: str = "") -> tuple[int, str]:
        """The first present key's value as an integer ≥ ``minimum`` and the key it came from."""
        for key in keys:
            if key in self.cfg and self.cfg[key] is not None:
                value = self.cfg[key]
                finite = isinstance(value, int) or (isinstance(value, float) and math.isfinite(value))
                if isinstance(value, bool) or not finite or int(value) != value:
                    raise ConfigError(f"{self.origin}: field {key!r} must be an integer, got {value!r}")
                if value < minimum:
                    raise ConfigError(f"{self.origin}: field {key!r} must be ≥ {minimum}, got {value!r}")
                if value > MAX_COUNT:
                    shown = f"{value!r}"[:24]
                    raise ConfigError(f"{self.origin}: field {key!r} must be at most {MAX_COUNT:.0e}, got {shown}")
                return int(value), key
        if default is not None:
            return default, why
        names = " or ".join(repr(k) for k in keys)
        raise ConfigError(f"{self.origin}: missing field {names}{f' ({why})' if why else ''}")


def _sourced(value, unit: str, origin: str, how: str) -> Sourced:
    return Sourced(Q_(value, unit), f"{origin}: {how}")


#: model types whose MoE layers carry one shared expert of the routed experts' width with no config key
#: for it: transformers' Llama4TextMoe always builds ``shared_expert`` (modeling_llama4.py)
IMPLICIT_SHARED_EXPERT = ("llama4_text",)


def _text_config(cfg: dict) -> dict:
    """A multimodal config (Llama-4: ``Llama4ForConditionalGeneration``) keeps the language model's
    keys in ``text_config``; the top level's ``torch_dtype`` and ``quantization_config`` still apply."""
    text = cfg.get("text_config") if isinstance(cfg, dict) else None
    if not isinstance(text, dict) or "hidden_size" in cfg:
        return cfg
    kept = ("torch_dtype", "quantization_config", "tie_word_embeddings", "_published")
    merged = {k: cfg[k] for k in kept if k in cfg}
    return {**merged, **text}


def parse_config(cfg: dict, name: str, origin: str) -> ModelSpec:
    """A ``ModelSpec`` from a config dict; ``origin`` names the file in messages and sources."""
    cfg = _text_config(cfg)
    r = _Reader(cfg, origin)
    fields: dict[sp.Symbol, Sourced] = {}
    notes: list[str] = []

    def put(symbol, value, key, unit="1"):
        fields[symbol] = _sourced(value, unit, origin, key)

    for symbol, keys in (
        (a.vocab_size, ("vocab_size", "padded_vocab_size")),
        (v.d_model, ("hidden_size", "d_model", "n_embd")),
        (v.n_layers, ("num_hidden_layers", "n_layer", "num_layers")),
        (v.n_heads, ("num_attention_heads", "n_head")),
    ):
        put(symbol, *r.count(*keys))
    d_model_value, heads = fields[v.d_model].value.magnitude, fields[v.n_heads].value.magnitude
    layers = fields[v.n_layers].value.magnitude
    if layers > MAX_LAYERS:
        raise ConfigError(f"{origin}: field 'num_hidden_layers' must be at most {MAX_LAYERS:,}, got {layers}")
    kv, key = r.count("num_key_value_heads", "num_kv_heads", default=heads, why="absent: MHA, = num_attention_heads")
    put(v.n_kv_heads, kv, key)
    if heads % kv:
        raise ConfigError(f"{origin}: field 'num_key_value_heads' ({kv}) must divide num_attention_heads ({heads})")

    tie = cfg.get("tie_word_embeddings", False)
    if not isinstance(tie, bool):
        raise ConfigError(f"{origin}: field 'tie_word_embeddings' must be true or false, got {tie!r}")
    how = "tie_word_embeddings " + ("true" if tie else "false" if "tie_word_embeddings" in cfg else "absent")
    put(a.embedding_copies, 1 if tie else 2, how)
    if "tie_word_embeddings" not in cfg:
        notes.append("tie_word_embeddings absent: read as untied (Llama-family default; GPT-2 and Gemma tie)")
    act = cfg.get("hidden_act") or cfg.get("hidden_activation") or cfg.get("activation_function") or "silu"
    if not isinstance(act, str):
        raise ConfigError(f"{origin}: field 'hidden_act' must be a string, got {act!r}")
    gated = act in GATED_ACTIVATIONS
    put(a.mlp_matrices, 3 if gated else 2, f"hidden_act {act} → {'gated' if gated else 'plain'} MLP")

    mla = r.has("kv_lora_rank")
    moe = any(r.has(k) for k in ("n_routed_experts", "num_local_experts", "num_experts"))
    if mla:
        for symbol, key in (
            (a.kv_lora_rank, "kv_lora_rank"),
            (a.q_lora_rank, "q_lora_rank"),
            (a.qk_nope_head_dim, "qk_nope_head_dim"),
            (a.qk_rope_head_dim, "qk_rope_head_dim"),
            (a.v_head_dim, "v_head_dim"),
        ):
            put(
                symbol,
                *r.count(key, why="MLA without query compression is not modelled" if key == "q_lora_rank" else ""),
            )
        nope, rope = fields[a.qk_nope_head_dim].value.magnitude, fields[a.qk_rope_head_dim].value.magnitude
        put(v.head_dim, nope + rope, "qk_nope_head_dim + qk_rope_head_dim (query-key width per head)")
        notes.append("MLA: num_key_value_heads is nominal; the cache holds kv_lora_rank + qk_rope_head_dim per layer")
        if not moe:
            raise ConfigError(f"{origin}: MLA without experts is not modelled (no 'n_routed_experts')")
    elif r.has("head_dim"):
        put(v.head_dim, *r.count("head_dim"))
    else:
        if d_model_value % heads:
            raise ConfigError(
                f"{origin}: missing field 'head_dim' (hidden_size {d_model_value} is not a multiple of "
                f"num_attention_heads {heads})"
            )
        put(v.head_dim, d_model_value // heads, "hidden_size / num_attention_heads")

    if moe:
        put(v.experts, *r.count("n_routed_experts", "num_local_experts", "num_experts"))
        put(v.experts_per_token, *r.count("num_experts_per_tok", "experts_per_token", "num_experts_per_token"))
        if fields[v.experts_per_token].value.magnitude > fields[v.experts].value.magnitude:
            raise ConfigError(f"{origin}: field 'num_experts_per_tok' exceeds the number of experts")
        put(a.d_ff_expert, *r.count("moe_intermediate_size", "intermediate_size"))
        put(a.shared_experts, *_shared_experts(r, fields[a.d_ff_expert].value.magnitude))
        put(a.dense_layers, _dense_layer_count(r, layers), "layers with a dense MLP (first_k_dense_replace etc.)")
        put(a.d_ff, *r.count("intermediate_size_mlp", "intermediate_size", "moe_intermediate_size"))
    else:
        put(a.d_ff, *r.count("intermediate_size", "n_inner", "ffn_dim"))

    _sliding(r, fields, layers, notes)
    bpp = _bytes_per_param(cfg, origin)
    family = "mla" if mla else "moe" if moe else "dense"
    published = cfg.get("_published") if isinstance(cfg.get("_published"), dict) else None
    widths, gaps = _widths(cfg, origin, bpp)
    return ModelSpec(
        name, origin, family, fields, bpp, published, tuple(notes), _math_precision(cfg, origin), widths, gaps
    )


def _shared_experts(r: _Reader, expert_width: int) -> tuple[int, str]:
    """DeepSeek counts shared experts; Qwen2-MoE gives one shared MLP of its own width,
    which has the parameters of width/expert_width experts."""
    if r.has("shared_expert_intermediate_size"):
        width, key = r.count("shared_expert_intermediate_size")
        if width % expert_width:
            raise ConfigError(f"{r.origin}: field {key!r} ({width}) is not a multiple of the expert width")
        return width // expert_width, f"{key} / moe_intermediate_size"
    if r.cfg.get("model_type") in IMPLICIT_SHARED_EXPERT:
        return 1, f"model_type {r.cfg['model_type']}: one shared expert per MoE layer (transformers Llama4TextMoe)"
    return r.count("n_shared_experts", minimum=0, default=0, why="absent: no shared experts")


def _dense_layer_count(r: _Reader, layers: int) -> int:
    first_k, _ = r.count("first_k_dense_replace", minimum=0, default=0)
    freq, _ = r.count("moe_layer_freq", default=1)
    step, _ = r.count("decoder_sparse_step", "interleave_moe_layer_step", default=1)
    only = r.cfg.get("mlp_only_layers") or []
    if not isinstance(only, list) or not all(isinstance(i, int) for i in only):
        raise ConfigError(f"{r.origin}: field 'mlp_only_layers' must be a list of layer indices")
    if first_k > layers:
        raise ConfigError(f"{r.origin}: field 'first_k_dense_replace' ({first_k}) exceeds num_hidden_layers ({layers})")
    moe = [i >= first_k and i % freq == 0 and (i + 1) % step == 0 and i not in only for i in range(layers)]
    return layers - sum(moe)


def _sliding(r: _Reader, fields: dict, layers: int, notes: list[str]) -> None:
    types = r.cfg.get("layer_types")
    window = r.cfg.get("sliding_window")
    if types is not None:
        if not isinstance(types, list) or len(types) != layers:
            raise ConfigError(f"{r.origin}: field 'layer_types' must list one type per layer ({layers})")
        count, how = sum(t == "sliding_attention" for t in types), "layer_types: sliding_attention layers"
    elif window is not None and r.cfg.get("use_sliding_window", True):
        count, how = layers, "sliding_window set: every layer"
    else:
        return
    if count == 0:
        return
    w, key = r.count("sliding_window", why="layer_types lists sliding_attention layers")
    fields[a.sliding_layers] = _sourced(count, "1", r.origin, how)
    fields[a.sliding_window] = _sourced(w, "token/sequence", r.origin, key)
    notes.append(f"{count} of {layers} layers keep a {w}-token sliding window: KV bytes per token depend on context")


def _math_precision(cfg: dict, origin: str) -> tuple[str, str] | None:
    """FP8 weights (``quantization_config`` fp8) are served with FP8 math: the precision
    whose dense peak ``chalk eval`` uses unless ``--precision`` says otherwise."""
    quant = cfg.get("quantization_config")
    method = quant.get("quant_method") if isinstance(quant, dict) else None
    if method in FP8_QUANT:
        return "fp8", f"{origin}: quantization_config quant_method {method}"
    return None


def _bytes_per_param(cfg: dict, origin: str) -> Sourced | None:
    quant = cfg.get("quantization_config")
    if isinstance(quant, dict):
        method = quant.get("quant_method")
        if method in FP8_QUANT:
            return _sourced(1, "byte/parameter", origin, f"quantization_config {method} → 1 byte per weight")
        return None  # mixed formats (e.g. MXFP4 experts, bf16 rest): no single byte count
    dtype = cfg.get("torch_dtype")
    if isinstance(dtype, str) and dtype in DTYPE_BYTES:
        return _sourced(DTYPE_BYTES[dtype], "byte/parameter", origin, f"torch_dtype {dtype}")
    return None


def _widths(cfg: dict, origin: str, weights: Sourced | None) -> tuple[dict, dict]:
    """The byte widths the config states, and why a weight width it cannot state is missing.

    Weights: ``quantization_config`` (fp8: 1 byte), else ``torch_dtype``. Activations:
    ``torch_dtype`` (the dtype the checkpoint computes in; a quantized checkpoint keeps its
    activations there). KV-cache elements: a declared KV-cache dtype (``kv_cache_dtype``,
    or ``quantization_config.kv_cache_scheme.num_bits``), else ``torch_dtype``."""
    widths: dict[sp.Symbol, Sourced] = {}
    gaps: dict[sp.Symbol, str] = {}
    if weights is not None:
        widths[v.bytes_per_param] = weights
    quant = cfg.get("quantization_config")
    if weights is None and isinstance(quant, dict):
        method = str(quant.get("quant_method"))[:40]
        gaps[v.bytes_per_param] = (
            f"{origin}: quantization_config {method} mixes weight formats, so no single byte count per weight"
        )
    dtype = cfg.get("torch_dtype")
    dtype_bytes = DTYPE_BYTES.get(dtype) if isinstance(dtype, str) else None
    if dtype_bytes is not None:
        widths[v.bytes_per_activation] = _sourced(
            dtype_bytes, "byte/token", origin, f"torch_dtype {dtype}: activations in the checkpoint's dtype"
        )
    kv = _kv_width(cfg, quant)
    if kv is not None:
        widths[v.bytes_per_element] = _sourced(kv[0], "byte/token", origin, kv[1])
    elif dtype_bytes is not None:
        widths[v.bytes_per_element] = _sourced(
            dtype_bytes,
            "byte/token",
            origin,
            f"torch_dtype {dtype}: no KV-cache dtype declared, cache in the model's dtype",
        )
    return widths, gaps


def _kv_width(cfg: dict, quant) -> tuple[float, str] | None:
    """Bytes per cached element where the config declares a KV-cache dtype."""
    kv_dtype = cfg.get("kv_cache_dtype")
    width = KV_DTYPE_BYTES.get(kv_dtype) if isinstance(kv_dtype, str) else None
    if width is not None:
        return width, f"kv_cache_dtype {kv_dtype}"
    scheme = quant.get("kv_cache_scheme") if isinstance(quant, dict) else None
    bits = scheme.get("num_bits") if isinstance(scheme, dict) else None
    if isinstance(bits, int) and not isinstance(bits, bool) and bits in (4, 8, 16, 32):
        return bits / 8, f"quantization_config kv_cache_scheme num_bits {bits}"
    return None


MAX_CONFIG_BYTES = 4_000_000  # real configs are a few kB; /dev/zero or a huge file must not fill memory


def read_config(path: str | Path) -> ModelSpec:
    """A local config.json; unreadable or malformed files raise ``ConfigError``."""
    p = Path(path)
    if not p.is_file():  # a folder, a device (/dev/zero) or a pipe would block or never end
        raise ConfigError(f"cannot read {path!r}: no such regular file")
    try:
        with p.open("rb") as f:
            data = f.read(MAX_CONFIG_BYTES + 1)
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError as exc:  # e.g. a NUL byte in the path
        raise ConfigError(f"cannot read {path!r}: {exc}") from None
    if len(data) > MAX_CONFIG_BYTES:
        raise ConfigError(f"{path}: larger than {MAX_CONFIG_BYTES:,} bytes; not a config.json")
    try:
        cfg = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise ConfigError(f"{path}: JSON nested too deeply") from None
    return parse_config(cfg, p.stem if p.name != "config.json" else p.parent.name or "config", str(path))
