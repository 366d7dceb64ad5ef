"""Part 3's price inputs and the price lists the claims read."""

from fractions import Fraction

import sympy as sp

from chalk.derivations import Q_, Sourced, define, quantity
from chalk.derivations.catalog import price_record
from chalk.derivations.vocabulary import flops_per_param, params_active, price_step_context, tokens_per_step


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
)
long_context_input_markup = define(
    "long_context_input_markup",
    price_input_long / price_input,
    "1",
    "input price above the long-context step over the price below it",
    text="m_in",
)
long_context_output_markup = define(
    "long_context_output_markup",
    price_output_long / price_output,
    "1",
    "output price above the long-context step over the price below it",
    text="m_out",
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
