"""Part 3 (01:32–02:03): what API prices reveal about serving costs.

Providers price close to cost, so list prices leak the roofline: the long-context step
gives KV bytes per token, the output/input ratio gives decode MFU, and cache prices and
durations point at the memory tier that holds the KV cache.
"""

from fractions import Fraction

import sympy as sp
from sympy import And, Eq, Equivalent, Ge, Implies, Le, Max, Rational

from chalk.derivations import Q_, Claim, Derivation, Example, Part, Sourced, claim, define, quantity
from chalk.derivations.catalog import hardware, price_record, published_params
from chalk.derivations.domains import FRACTION, Domain
from chalk.derivations.lectures.batching import balanced_context, t_compute, t_kv, t_memory
from chalk.derivations.vocabulary import (
    batch,
    bytes_per_element,
    bytes_per_param,
    chips,
    context,
    flops_per_param,
    hbm_bandwidth,
    hbm_capacity,
    head_dim,
    kv_bytes_per_token,
    mfu_decode,
    n_kv_heads,
    params_active,
    params_total,
    peak_flops,
    price_step_context,
    tokens_per_step,
)

PART = Part(3, "Cost balancing, API prices, cache tiers, attention and RevNets", "01:18:49–02:13:27")


def listed_price(model_id: str, *keys: str) -> Sourced:
    """A list price from catalog/prices.json (USD per million tokens) with its source."""
    entry = node = price_record(model_id)
    for key in keys:
        node = node[key]
    source = entry["source"]
    if keys[0] == "long_context":
        tier = entry["long_context"]
        source = tier.get("source", source) + (f" (valid {tier['valid']})" if "valid" in tier else "")
    # a Fraction magnitude keeps the prefix conversion exact (5.0 USD/Mtoken is 4.9999999999999996e-06 USD/token)
    return Sourced(Q_(Fraction(str(node)), "USD/Mtoken"), f"{model_id} {'.'.join(keys)} (prices.json): {source}")


def _price(name: str, meaning: str, text: str):
    return quantity(name, "USD/Mtoken", meaning, text=text, latex=r"p_{\mathrm{" + text.split("_", 1)[1] + "}}")


price_input = _price("price_input", "list price of an input token", "p_in")
price_output = _price("price_output", "list price of an output token", "p_out")
price_input_long = _price("price_input_long", "input price above the long-context step", "p_inlong")
price_output_long = _price("price_output_long", "output price above the long-context step", "p_outlong")
price_cache_read = _price("price_cache_read", "price of a cache hit", "p_hit")
price_cache_write_5m = _price("price_cache_write_5m", "price of a 5-minute cache write", "p_w5m")
price_cache_write_1h = _price("price_cache_write_1h", "price of a 1-hour cache write", "p_w1h")

# prices.json field (a path into one entry) -> the input it lists; DeepSeek calls its cache-hit price input_cache_hit
PRICE_FIELDS: dict[tuple[str, ...], sp.Symbol] = {
    ("input",): price_input,
    ("output",): price_output,
    ("cache_read",): price_cache_read,
    ("input_cache_hit",): price_cache_read,
    ("cache_write_5m",): price_cache_write_5m,
    ("cache_write_1h",): price_cache_write_1h,
    ("long_context", "input"): price_input_long,
    ("long_context", "output"): price_output_long,
}


def listed_prices(model_id: str) -> dict[sp.Symbol, Sourced]:
    """Every price an entry of prices.json lists (null or absent fields are left out), and
    the long-context step's threshold as ``price_step_context`` (a request is one sequence)."""
    entry = price_record(model_id)
    out: dict[sp.Symbol, Sourced] = {}
    for keys, symbol in PRICE_FIELDS.items():
        node = entry
        for key in keys:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, (int, float)) and not isinstance(node, bool):
            out[symbol] = listed_price(model_id, *keys)
    threshold = (entry.get("long_context") or {}).get("threshold_input_tokens")
    if threshold:
        tier = entry["long_context"]
        out[price_step_context] = Sourced(
            Q_(threshold, "token/sequence"),
            f"{model_id} long_context.threshold_input_tokens (prices.json): {tier.get('source', entry['source'])}",
        )
    return out


def unlisted_prices(model_id: str) -> dict[sp.Symbol, str]:
    """Why an entry lacks a price input: its long-context rule, or that the field is null."""
    entry = price_record(model_id)
    listed = listed_prices(model_id)
    rule = (entry.get("long_context") or {}).get("rule", "no long-context tier")
    out = {}
    for keys, symbol in PRICE_FIELDS.items():
        if symbol in listed or symbol in out:
            continue
        out[symbol] = f"{model_id}: {rule}" if keys[0] == "long_context" else f"{model_id} lists no {keys[-1]} price"
    if price_step_context not in listed:
        out[price_step_context] = f"{model_id}: {rule}"
    return out


output_input_price_ratio = define(
    "output_input_price_ratio",
    price_output / price_input,
    "1",
    "output price over input price",
    text="r_out_in",
    latex=r"r_{\mathrm{out/in}}",
)
cache_read_price_ratio = define(
    "cache_read_price_ratio",
    price_cache_read / price_input,
    "1",
    "cache-hit price as a fraction of the input price",
    text="r_hit",
    latex=r"r_{\mathrm{hit}}",
)
long_context_input_markup = define(
    "long_context_input_markup",
    price_input_long / price_input,
    "1",
    "input price above the long-context step over the price below it",
    text="m_in",
    latex=r"m_{\mathrm{in}}",
)
long_context_output_markup = define(
    "long_context_output_markup",
    price_output_long / price_output,
    "1",
    "output price above the long-context step over the price below it",
    text="m_out",
    latex=r"m_{\mathrm{out}}",
)

GEMINI = "gemini-3-pro-preview"
GEMINI_PRICES = {
    price_input: listed_price(GEMINI, "input"),
    price_output: listed_price(GEMINI, "output"),
    price_input_long: listed_price(GEMINI, "long_context", "input"),
    price_output_long: listed_price(GEMINI, "long_context", "output"),
}
OPUS = "claude-opus-4.8"
OPUS_PRICES = {
    price_input: listed_price(OPUS, "input"),
    price_output: listed_price(OPUS, "output"),
    price_cache_read: listed_price(OPUS, "cache_read"),
    price_cache_write_5m: listed_price(OPUS, "cache_write_5m"),
    price_cache_write_1h: listed_price(OPUS, "cache_write_1h"),
}
LECTURE_MODEL = {params_active: Sourced(Q_(100e9, "parameter"), "lecture 01:32:51–01:41:18: N_active ≈ 100B")}
DEFAULTS = {flops_per_param: 2, tokens_per_step: 1}  # the vocabulary's defaults, bound for the proof
STEP_200K = {price_step_context: Sourced(Q_(200e3, "token/sequence"), "Gemini 3.1 Pro price step at 200k tokens")}

# --- the long-context price step ----------------------------------------------------
kv_bytes_from_price_step = define(
    "kv_bytes_from_price_step",
    flops_per_param * tokens_per_step * params_active * hbm_bandwidth / (peak_flops * price_step_context),
    "byte/token",
    "KV bytes per token at which KV reads and compute balance at the price step",
    latex=r"\beta_{\mathrm{step}}",
)


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 and §20 #13")
def kv_bytes_per_token_from_price_step():
    """If the 200k price step is where KV reads catch up with compute, β = c_fwd·N_active·W/(F·L); the batch cancels.

    β depends on the math precision through F: ≈ 0.8 KB (FP4), ≈ 1.7 KB (FP8), ≈ 3.3 KB (H100 BF16).
    """
    statement = Equivalent(Eq(t_kv, t_compute), Eq(kv_bytes_per_token, kv_bytes_from_price_step))
    return Claim(
        statement,
        hypotheses=(Eq(context, price_step_context),),
        derivation=Derivation(Eq(t_kv, t_compute))
        .iff(
            Eq(
                batch * context * kv_bytes_per_token / (chips * hbm_bandwidth),
                flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
            ),
            by="unfold t_kv and t_compute",
        )
        .iff(
            Eq(
                kv_bytes_per_token,
                flops_per_param * tokens_per_step * params_active * hbm_bandwidth / (peak_flops * context),
            ),
            by="multiply by S·W/(B·L) > 0: the batch cancels",
        )
        .iff(Eq(kv_bytes_per_token, kv_bytes_from_price_step), by="L = L_step"),
        examples=(
            Example(
                {**hardware("gb200", "fp4"), **LECTURE_MODEL, **STEP_200K},
                expect={kv_bytes_from_price_step: 800},
                rel_tol=0.07,
                note="GB200 FP4 (10 PF, 8 TB/s)",
            ),
            Example(
                {**hardware("gb200", "fp8"), **LECTURE_MODEL, **STEP_200K},
                expect={kv_bytes_from_price_step: 1700},
                rel_tol=0.07,
                note="GB200 FP8: 1,600 bytes (the lecture's '300' gives 1,667)",
            ),
            Example(
                {**hardware("h100-sxm", "bf16"), **LECTURE_MODEL, **STEP_200K},
                expect={kv_bytes_from_price_step: 3300},
                rel_tol=0.07,
                note="H100 SXM BF16: 3,386 bytes",
            ),
        ),
    )


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 and §20 #13")
def price_step_board_form():
    """The board's β = (W/F)·N_active/L drops the FLOPs per parameter and tokens per pass: it is not in bytes/token."""
    return Claim(
        Eq(kv_bytes_per_token, hbm_bandwidth / peak_flops * params_active / price_step_context),
        expect="erratum",
        rejected_by=("units",),
        lecture_wrote="B·L·bytes_tok/mem_bw = B·N_act/FLOPs ⇒ bytes_tok = N_act/(300·L) ≈ 1,667",
        corrected_by="economics_pricing.kv_bytes_per_token_from_price_step",
    )


kv_cache_layers = quantity(
    "kv_cache_layers", "1", "attention layers with their own KV cache", text="n_kvl", latex=r"n_{\mathrm{KV\,layers}}"
)
kv_bytes_from_architecture = define(
    "kv_bytes_from_architecture",
    2 * kv_cache_layers * head_dim * n_kv_heads * bytes_per_element,
    "byte/token",
    "KV bytes per token: K and V, per KV layer, head and element",
    latex=r"\beta_{\mathrm{arch}}",
)
SHARED_KV = {kv_cache_layers: 1, head_dim: 128, n_kv_heads: 8, bytes_per_element: 1}


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14")
def kv_architecture_matches_price_step():
    """One shared KV layer, 8 heads of 128, FP8: 2·128·8·1 = 2,048 bytes/token, within 4/3 of the price-step estimate.

    The match hides a bytes-per-element factor: BF16 KV (4 KB) matches BF16 math, not FP8.
    Decided by arithmetic on the given catalog values.
    """
    return Claim(
        And(
            Le(kv_bytes_from_architecture, Rational(4, 3) * kv_bytes_from_price_step),
            Le(kv_bytes_from_price_step, Rational(4, 3) * kv_bytes_from_architecture),
        ),
        given={**hardware("gb200", "fp8"), **LECTURE_MODEL, **STEP_200K, **SHARED_KV, **DEFAULTS},
        examples=(
            Example({}, expect={kv_bytes_from_architecture: 2048}, note="Character.AI-style shared KV, FP8"),
            Example(
                {bytes_per_element: 2},
                expect={kv_bytes_from_architecture: 4096, kv_bytes_from_architecture / kv_bytes_from_price_step: 2.56},
                note="lecture-notes §14: BF16 KV is 4 KB, by hand 4,096/1,600 = 2.56× the FP8 price-step estimate, "
                "outside 4/3",
            ),
            Example(
                {kv_cache_layers: 80, bytes_per_element: 2},
                expect={kv_bytes_from_architecture: 327_680},
                note="acceptance P10: Llama-2-70B bf16, 2 × 80 layers × 8 KV heads × 128 × 2 byte",
            ),
            Example(
                {**hardware("h100-sxm", "bf16"), bytes_per_element: 2}, expect=True, note="BF16 KV, H100 BF16 math"
            ),
        ),
    )


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 correction 1 and §20 #12")
def gemini_long_context_step():
    """Above 200k tokens Gemini 3.1 Pro's input price doubles ($2 → $4) and its output price rises 50% ($12 → $18).

    The same ×2 / ×1.5 step is listed for Gemini 2.5 Pro, Claude Opus 4.6 (until its
    2026-03 1M-context GA) and GPT-5.5 (above 272k): the examples check each entry.
    """
    same_step = {long_context_input_markup: 2, long_context_output_markup: 1.5}
    return Claim(
        And(Eq(long_context_input_markup, 2), Eq(long_context_output_markup, Rational(3, 2))),
        given=GEMINI_PRICES,
        examples=(
            Example({}, expect=same_step, note=f"{GEMINI}: $2/$12 → $4/$18"),
            Example(listed_prices("gemini-2.5-pro"), expect=same_step, note="$1.25/$10 → $2.50/$15"),
            Example(listed_prices("claude-opus-4.6"), expect=same_step, note="$5/$25 → $10/$37.50"),
            Example(listed_prices("gpt-5.5"), expect=same_step, note="$5/$30 → $10/$45 above 272k"),
        ),
    )


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 and §20 #12")
def gemini_fifty_percent_above_200k():
    """ "Gemini is 50% more expensive above 200k" holds for output only; the listed input price doubles."""
    return Claim(
        And(Eq(long_context_input_markup, Rational(3, 2)), Eq(long_context_output_markup, Rational(3, 2))),
        given=GEMINI_PRICES,
        expect="erratum",
        rejected_by=("numeric", "proof"),
        lecture_wrote="Gemini 3.1 is 50% more expensive above 200k tokens",
        corrected_by="economics_pricing.gemini_long_context_step",
    )


price_step_markup = quantity(
    "price_step_markup", "1", "price above the step over the price below it", text="m", latex=r"m_{\mathrm{price}}"
)
BALANCED_AT_200K = {
    **hardware("gb200", "fp8"),
    **LECTURE_MODEL,
    kv_bytes_per_token: 1600,
    batch: 64,
}


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 correction 3")
def flat_surcharge_covers_cost_up_to_markup():
    """Past L_bal cost per token grows as L/L_bal: a flat ×m price covers it only up to m·L_bal (1.5·L_bal at +50%)."""
    return Claim(
        And(
            Eq(t_kv / t_compute, context / balanced_context),
            Implies(
                Ge(price_step_markup, 1),
                Equivalent(
                    Ge(price_step_markup * t_compute, Max(t_compute, t_kv)),
                    Le(context, price_step_markup * balanced_context),
                ),
            ),
        ),
        examples=(
            Example(BALANCED_AT_200K, expect={balanced_context: 200e3}, note="β = 1,600 B on GB200 FP8"),
            Example(
                {**BALANCED_AT_200K, context: 300e3},
                expect={Max(1, t_kv / t_compute): 1.5},
                note="1.5× the cost at 300k",
            ),
            Example(
                {**BALANCED_AT_200K, context: 1e6},
                expect={Max(1, t_kv / t_compute): 5},
                note="5× the cost at 1M",
            ),
        ),
    )


# --- prefill versus decode ----------------------------------------------------------
compute_time_per_token = define(
    "compute_time_per_token",
    flops_per_param * params_active / (chips * peak_flops),
    "s/token",
    "compute time per token (any pass length)",
)
memory_time_per_token = define(
    "memory_time_per_token",
    (params_total * bytes_per_param / batch + context * kv_bytes_per_token) / (chips * hbm_bandwidth * tokens_per_step),
    "s/token",
    "weight and KV read time per token: one read shared by the ℓ tokens of a pass",
)
pass_time_per_token = define(
    "pass_time_per_token",
    Max(compute_time_per_token, memory_time_per_token),
    "s/token",
    "roofline time per token of a pass of ℓ tokens per sequence",
)
compute_bound_pass_length = define(
    "compute_bound_pass_length",
    (params_total * bytes_per_param + batch * context * kv_bytes_per_token)
    * peak_flops
    / (hbm_bandwidth * flops_per_param * batch * params_active),
    "token/sequence",
    "tokens per sequence per pass above which a pass is compute-bound",
    latex=r"\ell^{*}",
)
DEEPSEEK_NVL72 = {
    **hardware("gb200-nvl72", "fp8"),
    **published_params("deepseek-v3"),
    bytes_per_param: 1,
    batch: 256,
    context: 100e3,
    kv_bytes_per_token: 70e3,
}


@claim(source="lecture 01:41:18–01:48:50; lecture-notes §15 formula")
def prefill_compute_bound_decode_memory_bound():
    """Per token a pass costs max(c·N_active/F, (N_total·b_w/B + L·β)/(W·ℓ)): the ℓ tokens of a pass share its reads.

    The step's compute and memory times are B·ℓ times the per-token ones, so the
    per-token time is t_step/(B·ℓ); memory over compute per token is ℓ*/ℓ, so a pass is
    compute-bound iff ℓ ≥ ℓ*: prefill (large ℓ) is, decode (ℓ = 1) is not.
    """
    return Claim(
        And(
            Eq(batch * tokens_per_step * compute_time_per_token, t_compute),
            Eq(batch * tokens_per_step * memory_time_per_token, t_memory),
            Eq(memory_time_per_token / compute_time_per_token, compute_bound_pass_length / tokens_per_step),
        ),
        examples=(
            Example({**DEEPSEEK_NVL72, tokens_per_step: 1}, note="decode (ℓ = 1): ℓ* ≈ 81, memory-bound"),
            Example({**DEEPSEEK_NVL72, tokens_per_step: 8192}, note="prefill of 8k tokens: compute-bound"),
        ),
    )


mfu_prefill = quantity(
    "mfu_prefill",
    "1",
    "model FLOP utilisation of prefill",
    text="MFU_pre",
    latex=r"\mathrm{MFU}_{\mathrm{pre}}",
    domain=FRACTION,
    default=1,
    source="lecture 01:41:18–01:48:50: prefill runs at the compute roofline",
)
time_per_input_token = quantity(
    "time_per_input_token", "s/token", "chip time per prefilled token", text="tau_in", latex=r"\tau_{\mathrm{in}}"
)
time_per_output_token = quantity(
    "time_per_output_token", "s/token", "chip time per decoded token", text="tau_out", latex=r"\tau_{\mathrm{out}}"
)
decode_mfu_from_price_ratio = define(
    "decode_mfu_from_price_ratio",
    mfu_prefill / output_input_price_ratio,
    "1",
    "decode MFU implied by prices proportional to chip time",
    domain=Domain(
        low=0.0,
        low_open=True,
        high=1.0,
        explain="prices proportional to chip time would need decode to beat the chip's peak: the prefill MFU "
        "({mfu_prefill}) exceeds the output/input price ratio ({output_input_price_ratio})",
    ),
    latex=r"\mathrm{MFU}_{\mathrm{dec}}^{\mathrm{price}}",
)


@claim(source="lecture 01:41:18–01:48:50; lecture-notes §15 and §20 #14")
def decode_mfu_from_output_input_price():
    """If prices track chip time and prefill runs at the roofline, a 5× output/input price means decode MFU ≈ 20%."""
    useful = flops_per_param * params_active
    return Claim(
        Eq(mfu_decode, decode_mfu_from_price_ratio),
        hypotheses=(
            Eq(price_output / price_input, time_per_output_token / time_per_input_token),
            Eq(time_per_input_token * mfu_prefill * peak_flops, useful),
            Eq(time_per_output_token * mfu_decode * peak_flops, useful),
        ),
        examples=(
            Example(OPUS_PRICES, expect={decode_mfu_from_price_ratio: 0.2}, note="Claude Opus $25/$5 = 5×"),
            Example(
                {price_input: 1, price_output: 3},
                expect={decode_mfu_from_price_ratio: 0.33},
                rel_tol=0.02,
                note="the low end of the lecture's 3–5×",
            ),
        ),
    )


# --- cache tiers ----------------------------------------------------------------------
hold_time = quantity("hold_time", "s", "how long a KV cache entry is kept", text="T_hold", latex=r"T_{\mathrm{hold}}")
tier_capacity = quantity("tier_capacity", "byte", "capacity of one memory-tier device", text="C_t", latex=r"C_{t}")
tier_bandwidth = quantity(
    "tier_bandwidth", "byte/s", "bandwidth from a memory tier into HBM", text="BW_t", latex=r"\mathrm{BW}_{t}"
)
tier_price = quantity("tier_price", "USD/s", "rental price of one memory-tier device", text="p_t", latex=r"p_{t}")
hold_cost = define(
    "hold_cost", hold_time * kv_bytes_per_token * tier_price / tier_capacity, "USD/token", "cost to hold a token's KV"
)
retrieve_cost = define(
    "retrieve_cost", kv_bytes_per_token * tier_price / tier_bandwidth, "USD/token", "cost to copy a token's KV to HBM"
)
cache_break_even_time = define(
    "cache_break_even_time",
    tier_capacity / tier_bandwidth,
    "s",
    "drain time: capacity over bandwidth",
    latex=r"T_{\mathrm{drain}}",
)


def _tier(capacity: str, bandwidth: str, source: str) -> dict:
    return {
        tier_capacity: Sourced(Q_(capacity), f"lecture-notes §16 device drain-time check: {source}"),
        tier_bandwidth: Sourced(Q_(bandwidth), f"lecture-notes §16 device drain-time check: {source}"),
    }


GB200, H100 = hardware("gb200"), hardware("h100-sxm")
HBM = {tier_capacity: GB200[hbm_capacity], tier_bandwidth: GB200[hbm_bandwidth]}
DDR_SMALL = _tier("1 TB", "64 GB/s", "host DRAM ~1–2 TB over PCIe 5 at ~64 GB/s")
DDR_LARGE = _tier("2 TB", "64 GB/s", "host DRAM ~1–2 TB over PCIe 5 at ~64 GB/s")
FLASH_SMALL = _tier("7.7 TB", "14 GB/s", "enterprise NVMe 7.7–30 TB at ~7–14 GB/s")
FLASH_LARGE = _tier("30 TB", "7 GB/s", "enterprise NVMe 7.7–30 TB at ~7–14 GB/s")
DISK_FAST = _tier("20 TB", "0.3 GB/s", "HDD 20–30 TB at ~0.25–0.3 GB/s")
DISK_MID = _tier("25 TB", "0.275 GB/s", "HDD 20–30 TB at ~0.25–0.3 GB/s (middle of the range)")


@claim(source="lecture 01:55:05–02:03:48; lecture-notes §16 derivation")
def cache_hold_equals_retrieve_at_drain_time():
    """Holding KV for T costs T·β·p/C, fetching it β·p/BW: equal at T = C/BW, where the total is twice either."""
    return Claim(
        And(
            Equivalent(Eq(hold_cost, retrieve_cost), Eq(hold_time, cache_break_even_time)),
            Implies(Eq(hold_time, cache_break_even_time), Eq(hold_cost + retrieve_cost, 2 * hold_cost)),
            Equivalent(Le(retrieve_cost, hold_cost), Le(cache_break_even_time, hold_time)),
        ),
        examples=(
            Example(HBM, expect={cache_break_even_time: Q_(20, "ms")}, rel_tol=0.2, note="GB200 HBM: 23 ms"),
            Example(
                {tier_capacity: H100[hbm_capacity], tier_bandwidth: H100[hbm_bandwidth]},
                expect={cache_break_even_time: Q_(20, "ms")},
                rel_tol=0.2,
                note="H100 HBM: 24 ms",
            ),
        ),
    )


@claim(source="lecture 01:55:05–02:03:48; lecture-notes §16 device drain-time check and §20 #15")
def cache_tier_by_drain_time():
    """A tier suits hold times near its drain time: DRAM 15–30 s, NVMe flash 10–70 min, disk about a day.

    Retrieval over holding cost is drain time over hold time: held shorter than its drain
    time a tier pays mostly to fetch, held longer mostly to keep.
    """
    return Claim(
        Eq(retrieve_cost / hold_cost, cache_break_even_time / hold_time),
        examples=(
            Example(DDR_SMALL, expect={cache_break_even_time: Q_(15, "s")}, rel_tol=0.05, note="1 TB / 64 GB/s"),
            Example(DDR_LARGE, expect={cache_break_even_time: Q_(30, "s")}, rel_tol=0.05, note="2 TB / 64 GB/s"),
            Example(FLASH_SMALL, expect={cache_break_even_time: Q_(10, "min")}, rel_tol=0.1, note="7.7 TB / 14 GB/s"),
            Example(FLASH_LARGE, expect={cache_break_even_time: Q_(70, "min")}, rel_tol=0.05, note="30 TB / 7 GB/s"),
            Example(DISK_MID, expect={cache_break_even_time: Q_(1, "day")}, rel_tol=0.1, note="25 TB / 0.275 GB/s"),
            Example(
                {**DISK_MID, hold_time: Q_(1, "hour"), kv_bytes_per_token: 2000, tier_price: Q_(1, "USD/hour")},
                expect={retrieve_cost / hold_cost: 24},
                rel_tol=0.1,
                note="disk drains in ~1 day: a 1-hour hold pays ~24× more to fetch than to keep",
            ),
        ),
    )


drain_match_factor = quantity(
    "drain_match_factor", "1", "how far a drain time may be from the hold time and still 'match'", text="f_match"
)


@claim(source="lecture 01:55:05–02:03:48; lecture-notes §16 and §20 #15")
def one_hour_cache_is_spinning_disk():
    """The lecture's "1-hour cache = spinning disk" fails its own drain test: a fast 20 TB disk drains in 18.5 h.

    The flash half is borderline rather than wrong: small NVMe (7.7 TB at 14 GB/s) drains
    in ~9 minutes, within 2× of the 5-minute tier, so only the disk half is encoded.
    """
    return Claim(
        And(
            Le(cache_break_even_time, drain_match_factor * hold_time),
            Le(hold_time, drain_match_factor * cache_break_even_time),
        ),
        given={
            **DISK_FAST,
            hold_time: Sourced(Q_(1, "hour"), "Anthropic prompt caching: 1-hour cache write (prices.json)"),
            drain_match_factor: Sourced(Q_(3, ""), "chalk: 'about equal' read generously as within 3×"),
        },
        expect="erratum",
        rejected_by=("numeric", "proof"),
        lecture_wrote="flash ~1 min, spinning disk ~1 hour: the 5-minute and 1-hour caches are flash and spinning disk",
        corrected_by="economics_pricing.cache_tier_by_drain_time",
    )


@claim(source="lecture 01:48:52–01:51:19; lecture-notes §16 price check")
def cache_prices_from_list():
    """Claude list prices: a cache hit is 0.1× input (10× cheaper), 5-minute write 1.25×, 1-hour write 2×, output 5×.

    The 0.1× hit is shared by Gemini 3 Pro and GPT-5; their output premiums are 6× and 8×.
    """
    return Claim(
        And(
            Eq(cache_read_price_ratio, Rational(1, 10)),
            Eq(price_cache_write_5m, Rational(5, 4) * price_input),
            Eq(price_cache_write_1h, 2 * price_input),
            Eq(output_input_price_ratio, 5),
        ),
        given=OPUS_PRICES,
        examples=(
            Example(
                {},
                expect={
                    cache_read_price_ratio: 0.1,
                    price_cache_write_5m / price_input: 1.25,
                    price_cache_write_1h / price_input: 2,
                    output_input_price_ratio: 5,
                },
                note=f"{OPUS}: $5 in, $0.50 hit, $6.25 / $10 writes, $25 out",
            ),
            Example(
                listed_prices("claude-sonnet-4.6"),
                expect={cache_read_price_ratio: 0.1, output_input_price_ratio: 5},
                note="Sonnet 4.6: $3 in, $0.30 hit, $15 out",
            ),
            Example(
                listed_prices("gemini-3-pro-preview"),
                expect={cache_read_price_ratio: 0.1, output_input_price_ratio: 6},
                note="Gemini 3 Pro: $2 in, $0.20 hit, $12 out",
            ),
            Example(
                listed_prices("gpt-5"),
                expect={cache_read_price_ratio: 0.1, output_input_price_ratio: 8},
                note="GPT-5: $1.25 in, $0.125 hit, $10 out",
            ),
        ),
    )
